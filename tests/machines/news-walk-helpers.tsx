/**
 * What the news walks share: the news table's route as the app declares it, the table opened on two
 * rows, and a row as the table shows it.
 */
import { useSearch } from '@tanstack/react-router';
import { expect } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { AdminNewsItem } from '../../src/api/news';
import { newsSorts } from '../../src/api/news-sorts';
import { tableQueryOf } from '../../src/components/admin/admin-table-search';
import { AdminNewsPage } from '../../src/components/admin/news-page';
import { branchNews, lineNews, oldestNews } from './news-fixtures';
import { renderScreen, type ScreenRoute } from './screen';

/** The request that lists the news table's rows. */
export const newsList = 'GET /api/admin/news';

/** /admin/news: the view it keeps from the address, its page. */
export const newsRoute: ScreenRoute = {
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminNews() {
    return <AdminNewsPage query={tableQueryOf(useSearch({ strict: false }), newsSorts, true)} />;
  },
};

/** /admin/news once the server listed its two rows: a picture shown, a video not yet. */
export async function renderNewsTable(inspect: (event: InspectionEvent) => void) {
  const app = renderScreen({
    url: '/admin/news',
    routes: { '/admin/news': newsRoute },
    inspect,
    quickUser: true,
  });
  await app.http.answer(newsList, 200, [branchNews, lineNews]);
  return app;
}

/** The date and time each fixture was created, as the English table writes them. */
const createdText: Record<string, string> = {
  '2026-03-01T09:30:00.000Z': '1 Mar 2026, 09:30',
  '2026-02-14T16:05:00.000Z': '14 Feb 2026, 16:05',
  '2025-11-02T08:00:00.000Z': '2 Nov 2025, 08:00',
};

/** A row's cells before Actions: its choice and media (no text), title, type, status, created. */
/** What a row's title cell says under the title: the Arabic to write or redo, nothing when current. */
const translationMark = { missing: 'Arabic missing', outdated: 'Arabic outdated', current: '' } as const;

/** Whether visitors can have the item, as the row says it: scheduled times in Riyadh time. */
function publishingText(item: AdminNewsItem): string {
  if (item.status === 'draft') return 'Draft';
  if (item.status === 'scheduled')
    return `Scheduled for ${scheduledText[item.publish_at ?? '']} (Riyadh time)`;
  return 'Published';
}
const scheduledText: Record<string, string> = { '2026-12-01T06:00:00.000Z': '1 Dec 2026, 09:00' };

export function newsRowCells(item: AdminNewsItem): string[] {
  return [
    '',
    '',
    item.title + translationMark[item.translation_status],
    item.media_type === 'video' ? 'Video' : 'Image',
    item.active ? 'Active' : 'Inactive',
    publishingText(item),
    createdText[item.created_at] ?? item.created_at,
  ];
}

/** The audit log's events of each fixture, which its row's History link opens. */
const historyOf: Record<string, string> = Object.fromEntries(
  [branchNews, lineNews, oldestNews].map((item) => [
    item.title,
    `/admin/audit?entity=news&entityId=${item.id}`,
  ]),
);

/** The row's picture (a video's still), its eye and Edit buttons, History link and Delete, named for it. */
export function checkNewsRow(
  row: HTMLElement,
  [, , titleCell = '', type, status]: string[],
  { waiting }: { waiting: boolean },
) {
  const title = titleCell.replace(/Arabic (missing|outdated)$/, '');
  const media = row.querySelector('img');
  if (type === 'Video') expect(media).toHaveAttribute('alt', `Video: ${title}`);
  else expect(media).toHaveAttribute('alt', expect.stringMatching(/.+/));
  // Delete, last, is the shared table's own.
  const actions = [...(row.lastElementChild?.querySelectorAll('button') ?? [])].slice(0, -1);
  expect(actions.map((b) => [b.getAttribute('aria-label'), b.disabled])).toEqual([
    // One change at a time: while the rows load afresh or a delete is under way, the row waits.
    [status === 'Active' ? `Deactivate ${title}` : `Activate ${title}`, waiting],
    [`Edit ${title}`, waiting],
  ]);
  const links = [...(row.lastElementChild?.querySelectorAll('a') ?? [])];
  const id = historyOf[title]?.split('=').at(-1);
  expect(links.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
    ['Preview', `Preview ${title}`, `/admin/news/preview/${id}`],
    ['History', `History of ${title}`, historyOf[title]],
  ]);
}
