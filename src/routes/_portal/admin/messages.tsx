import { createFileRoute } from '@tanstack/react-router';
import { contactMessageSorts } from '../../../api/contact-sorts';
import { tableQueryOf } from '../../../components/admin/admin-table-search';
import { AdminMessagesPage } from '../../../components/admin/messages-page';

/** /admin/messages: what visitors sent through the contact form; its search, order and page in the address. */
function Messages() {
  return <AdminMessagesPage query={tableQueryOf(Route.useSearch(), contactMessageSorts)} />;
}

export const Route = createFileRoute('/_portal/admin/messages')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: Messages,
});
