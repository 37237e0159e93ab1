import { createFileRoute } from '@tanstack/react-router';
import { subscriptionSorts } from '../../../api/subscription-sorts';
import { tableQueryOf } from '../../../components/admin/admin-table-search';
import { SubscriptionsPage } from '../../../components/admin/subscriptions-page';

/** /admin/subscriptions: the catalog subscriptions, their search, order and page in the address. */
function Subscriptions() {
  return <SubscriptionsPage query={tableQueryOf(Route.useSearch(), subscriptionSorts)} />;
}

export const Route = createFileRoute('/_portal/admin/subscriptions')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: Subscriptions,
});
