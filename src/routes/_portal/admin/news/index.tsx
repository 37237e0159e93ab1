import { createFileRoute } from '@tanstack/react-router';
import { newsSorts } from '../../../../api/news-sorts';
import { tableQueryOf } from '../../../../components/admin/admin-table-search';
import { AdminNewsPage } from '../../../../components/admin/news-page';

/** /admin/news: the news items, their search, order, publication status and page in the address. */
function News() {
  return <AdminNewsPage query={tableQueryOf(Route.useSearch(), newsSorts, true)} />;
}

export const Route = createFileRoute('/_portal/admin/news/')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: News,
});
