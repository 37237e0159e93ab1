import { createFileRoute } from '@tanstack/react-router';
import type { SubscriptionOutcome } from '../../../machines/catalog-subscription.machine';
import { isMessageId } from '../../api/messages';
import { subscriptionOutcomeSearchSchema } from '../../api/subscriptions';
import { CatalogsPage } from '../../components/catalogs/catalogs-page';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/catalogs')({
  // The subscribe form posted without scripts comes back here saying how it went.
  validateSearch: subscriptionOutcomeSearchSchema,
  head: publicHead('/catalogs'),
  component: function Catalogs() {
    const { subscribed, error } = Route.useSearch();
    const outcome: SubscriptionOutcome =
      subscribed === '1'
        ? { status: 'subscribed' }
        : error !== undefined
          ? { status: 'refused', reason: isMessageId(error) ? error : 'subscriptionFailed' }
          : { status: 'none' };
    return <CatalogsPage outcome={outcome} />;
  },
});
