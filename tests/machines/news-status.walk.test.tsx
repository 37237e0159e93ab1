import { describe } from 'vitest';
import type { AdminNewsItem } from '../../src/api/news';
import { newsStatusModel } from './models/news-status.model';
import { branchNews, lineNews } from './news-fixtures';
import { checkNewsRow, newsList, newsRowCells, renderNewsTable } from './news-walk-helpers';
import { rowStatusWalk } from './row-status-walk';
import { screen } from './screen';
import { itWalksTheScreen } from './view-walk';

describe('the news status button', () => {
  itWalksTheScreen(
    rowStatusWalk<AdminNewsItem>({
      model: newsStatusModel,
      toggled: 'status.toggled',
      // Switched off, then on again.
      items: [branchNews, lineNews],
      on: (item) => item.active,
      flip: (item) => ({ ...item, active: !item.active }),
      render: renderNewsTable,
      list: newsList,
      method: 'PUT',
      urlOf: (item) => `/api/news/${item.id}`,
      bodyOf: (item) => ({ active: !item.active }),
      rowCells: newsRowCells,
      checkRow: checkNewsRow,
      buttonOf: (item) => screen.getByLabelText(`${item.active ? 'Deactivate' : 'Activate'} ${item.title}`),
      answer: (active) =>
        active
          ? { message: 'News item activated successfully', code: 'newsActivated' }
          : { message: 'News item deactivated successfully', code: 'newsDeactivated' },
      failed: 'Failed to update news status',
    }),
  );
});
