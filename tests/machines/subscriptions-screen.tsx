/** What the subscriptions walks share: the table's route as the app declares it, and its render. */
import { useSearch } from '@tanstack/react-router';
import type { InspectionEvent } from 'xstate';
import { subscriptionSorts } from '../../src/api/subscription-sorts';
import { tableQueryOf } from '../../src/components/admin/admin-table-search';
import { SubscriptionsPage } from '../../src/components/admin/subscriptions-page';
import { renderScreen, showing } from './screen';

/** /admin/subscriptions: the view it keeps from the address, its page. */
const subscriptionsRoute = {
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminSubscriptions() {
    return <SubscriptionsPage query={tableQueryOf(useSearch({ strict: false }), subscriptionSorts)} />;
  },
};

/** The table at `url` for an administrator whose stored language, when given, is `language`. */
export async function renderSubscriptions(
  url: string,
  { inspect, language }: { inspect?: (event: InspectionEvent) => void; language?: 'en' | 'ar' } = {},
) {
  window.localStorage.clear();
  if (language) window.localStorage.setItem('language', language);
  const app = renderScreen({
    url,
    routes: { '/admin/subscriptions': subscriptionsRoute },
    inspect,
    quickUser: true,
  });
  await showing(() => document.querySelector('h1'));
  return app;
}
