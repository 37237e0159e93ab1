import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { NewsItem } from '../../src/api/news';
import { AdminNewsPage } from '../../src/components/admin/news-page';
import { adminTableWalk, lastListed } from './admin-table-walk';
import { eventOf } from './admin-walk-helpers';
import { newsAdminListModel } from './models/news-admin-list.model';
import { branchNews, lineNews } from './news-fixtures';
import { checkNewsRow, newsRowCells } from './news-walk-helpers';
import { itWalksTheScreen } from './view-walk';

describe('the admin news table', () => {
  itWalksTheScreen(
    adminTableWalk({
      model: newsAdminListModel,
      url: '/admin/news',
      page: AdminNewsPage,
      list: 'GET /api/admin/news',
      title: 'News',
      create: { name: 'Create News Item', href: '/admin/news/create' },
      columns: ['Media', 'Title', 'Type', 'Status', 'Created', 'Actions'],
      loadFailed: 'Failed to fetch news items',
      empty: 'No news items yet. Create the first one.',
      reloads: true,
      rows: (step) => lastListed<NewsItem>(step).map(newsRowCells),
      nameOf: (item) => (item as NewsItem).title,
      checkRow: checkNewsRow,
      deletion: {
        request: 'DELETE /api/news/2',
        title: 'Delete news item',
        question:
          'Delete the news item “Production line tour”? Its picture or video is removed too. This cannot be undone.',
      },
      deleted: { title: 'Success', message: 'News item deleted successfully', code: 'newsDeleted' },
      listed: [branchNews, lineNews],
      doomed: lineNews,
      refusal: new ApiError('response', 'Request failed with status code 404', 404, 'newsNotFound'),
      deleteError: 'Failed to delete news item',
      scenarios: [
        {
          input: undefined,
          initial: 'loading',
          steps: [
            {
              event: eventOf('xstate.done.actor.fetchItems', { output: [branchNews, lineNews] }),
              state: 'loaded',
            },
            // The eye button saved: the table loads its rows afresh, and the server now lists it active.
            { event: eventOf('item.updated', { item: { ...lineNews, active: true } }), state: 'loading' },
            {
              event: eventOf('xstate.done.actor.fetchItems', {
                output: [branchNews, { ...lineNews, active: true }],
              }),
              state: 'loaded',
            },
          ],
        },
      ],
      drivers: {
        // The person switches the row on with its eye button and the server saves it.
        'item.updated': async ({ user, http }) => {
          await user.click(screen.getByLabelText('Activate Production line tour'));
          await http.answer('PUT /api/news/2', 200, {
            success: true,
            message: 'News item activated successfully',
            code: 'newsActivated',
          });
          expect(http.sent.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ active: true });
        },
      },
      alertOf: (event: EventObject) =>
        event.type === 'item.updated'
          ? { type: 'success', title: 'Success', message: 'News item activated successfully' }
          : null,
    }),
  );
});
