/**
 * A publication as the uploads' forms (multipart) and `PUT …/publication` send it: checked against
 * the server's clock, refused with the message that says what is wrong.
 */
import { z } from 'zod';
import {
  type Publication,
  publicationSchema,
  publicationStatusSchema,
  publishAtProblem,
} from '../../api/publication';
import { HttpError, parseOrRefuse } from '../plugins/errors';

/** The uploads' optional publication, as the API reference documents it. */
export const publicationFormFields = {
  status: publicationStatusSchema
    .optional()
    .describe('draft, scheduled or published; left out, the item is published at once.'),
  publish_at: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('When a scheduled item is published (ISO 8601): in the future, within a year.'),
};

/** A publication whose time, when it is scheduled, is in the future and within a year of `now`. */
export function checkedPublication(publication: Publication, now: number): Publication {
  const problem = publication.status === 'scheduled' ? publishAtProblem(publication.publish_at, now) : null;
  if (problem) throw new HttpError(400, problem);
  return publication;
}

/**
 * A new row's publication from its form's fields: published when the form names none, else
 * checked as `checkedPublication` checks a change of it.
 */
export function publicationOfForm(fields: ReadonlyMap<string, string>, now: number): Publication {
  const status = fields.get('status');
  if (status === undefined) return { status: 'published' };
  return checkedPublication(
    parseOrRefuse(publicationSchema, { status, publish_at: fields.get('publish_at') }),
    now,
  );
}
