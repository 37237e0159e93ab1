import { createFileRoute } from '@tanstack/react-router';
import { contactMessageSorts } from '../../../api/contact-sorts';
import { tableQueryOf } from '../../../components/admin/admin-table-search';
import { AdminMessagesPage } from '../../../components/admin/messages-page';
import { SubscriptionsPanel } from '../../../components/admin/subscriptions-panel';

/**
 * /admin/messages: what visitors sent through the contact form, then the catalog subscriptions. The
 * messages' search, order and page live in the address.
 */
function MessagesAndSubscriptions() {
  const search = Route.useSearch();
  return (
    <div className="flex flex-col gap-10">
      <AdminMessagesPage query={tableQueryOf(search, contactMessageSorts)} />
      <div className="mx-auto w-full max-w-6xl">
        <SubscriptionsPanel />
      </div>
    </div>
  );
}

export const Route = createFileRoute('/_portal/admin/messages')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: MessagesAndSubscriptions,
});
