/**
 * The eye button of the news table (/admin/news): switches an item between active (shown on the
 * home page) and inactive, with a success alert naming the new status or an 'Error' alert; after a
 * change the table loads its rows afresh. The row status flow of ./row-status.ts.
 *
 * States: idle → updating → idle.
 * Events: status.toggled { item }.
 */
import type { NewsItem } from '../src/api/news';
import { rowStatusMachine } from './row-status';

export const newsStatusMachine = rowStatusMachine<NewsItem, 'status.toggled'>('newsStatus', {
  event: 'status.toggled',
  isOn: (item) => item.active,
  messages: { switchedOn: 'newsActivated', switchedOff: 'newsDeactivated', failed: 'newsStatusFailed' },
});
