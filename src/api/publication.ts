/**
 * An item's publication, as administrators set it on news items: a draft (seen only in the portal
 * and its preview), scheduled for a time (published by the server at that time), or published.
 * Only a published item reaches the public pages, the public API and the sitemap; its eye button
 * (`active`) still hides or shows it there.
 */
import { z } from 'zod';
import { publishAheadMaxMs } from './limits';
import { type MessageId, rule } from './messages';

export const publicationStatuses = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];
export const publicationStatusSchema = z.enum(publicationStatuses, { error: rule('invalidValue') });

/** A draft, published now, or scheduled for `publish_at` (an ISO time in UTC). */
export const publicationSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('draft') }),
    z.object({ status: z.literal('published') }),
    z.object({
      status: z.literal('scheduled'),
      publish_at: z.iso.datetime({ offset: true, error: rule('publishAtInvalid') }),
    }),
  ],
  { error: rule('invalidValue') },
);
export type Publication = z.infer<typeof publicationSchema>;

/**
 * Why a publish time cannot be used at `now`: not in the future, or more than a year ahead; null
 * when it can. The server judges by its own clock; the form by the browser's, as a first check.
 */
export function publishAtProblem(publishAt: string, now: number): MessageId | null {
  const at = Date.parse(publishAt);
  if (Number.isNaN(at)) return 'publishAtInvalid';
  if (at <= now) return 'publishAtPast';
  if (at - now > publishAheadMaxMs) return 'publishAtTooFar';
  return null;
}

/** A publication as an upload's form fields: `status`, and `publish_at` for a scheduled one. */
export function appendPublication(form: FormData, publication: Publication): void {
  form.append('status', publication.status);
  if (publication.status === 'scheduled') form.append('publish_at', publication.publish_at);
}
