/**
 * The publication a form sets on an item, as two fields: its status (draft, scheduled or
 * published) and, for a scheduled one, when it goes live, typed in Riyadh time. Checked as typed
 * against this browser's clock; the server checks again against its own.
 */
import { z } from 'zod';
import { type Publication, publicationStatusSchema, publishAtProblem } from '../src/api/publication';
import { isoToRiyadhLocal, riyadhLocalToIso } from '../src/api/riyadh-time';

export type PublicationValues = { status: Publication['status']; publish_at: string };

export const publishedNow: PublicationValues = { status: 'published', publish_at: '' };

export const publicationFieldsSchema = z
  .object({ status: publicationStatusSchema, publish_at: z.string() })
  .superRefine((values, context) => {
    if (values.status !== 'scheduled') return;
    const at = riyadhLocalToIso(values.publish_at);
    const problem = at === null ? 'publishAtInvalid' : publishAtProblem(at, Date.now());
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['publish_at'] });
  });

/** The publication the server is sent: a scheduled one at its time in UTC. */
export function publicationOf(values: PublicationValues): Publication {
  if (values.status !== 'scheduled') return { status: values.status };
  return { status: 'scheduled', publish_at: riyadhLocalToIso(values.publish_at) ?? '' };
}

/** An item's publication as its form shows it: a scheduled one's time in Riyadh time. */
export function publicationValuesOf(item: { status: Publication['status']; publish_at: string | null }) {
  return { status: item.status, publish_at: item.publish_at ? isoToRiyadhLocal(item.publish_at) : '' };
}

/**
 * The publication an edit sends: none while the form shows the item's own (left out, the server
 * keeps it, even a scheduled time that has just passed and is being published meanwhile), else
 * the one chosen.
 */
export function changedPublication(
  values: PublicationValues,
  saved: PublicationValues,
): Publication | undefined {
  const same =
    values.status === saved.status &&
    (values.status !== 'scheduled' || values.publish_at === saved.publish_at);
  return same ? undefined : publicationOf(values);
}
