/**
 * Publish times as the forms' walks type them, in Riyadh time: one long past, one two days ahead of
 * the walk's clock (which the fake timers start at the real time), the instant in UTC the latter is
 * sent as (Riyadh is three hours ahead of UTC all year), and what the form says of each.
 */
export const pastTime = '2020-01-01T09:00';
export const aheadAt = new Date(Math.floor((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
export const aheadTime = new Date(aheadAt.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);

/** Why a scheduled item's time is refused (the spec's words), or null when it is not scheduled or fine. */
export function publishAtRefusal(values: { status: string; publish_at: string }): string | null {
  if (values.status !== 'scheduled') return null;
  if (values.publish_at === '') return 'Enter the date and time to publish at';
  if (values.publish_at === pastTime) return 'The publish time must be in the future';
  return null;
}

/** The publishing choices' labels, by the status each sets. */
export const publicationLabels = {
  published: 'Publish now',
  draft: 'Save as a draft',
  scheduled: 'Publish at a time',
} as const;
