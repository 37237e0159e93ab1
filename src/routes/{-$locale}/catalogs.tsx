import { createFileRoute } from '@tanstack/react-router';
import { subscriptionOutcomeSearch } from '../../api/subscription-outcome';
import { CatalogsPage, outcomeOf } from '../../components/catalogs/catalogs-page';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/catalogs')({
  // The subscribe form posted without scripts comes back here saying how it went.
  validateSearch: subscriptionOutcomeSearch,
  head: publicHead('/catalogs'),
  component: function Catalogs() {
    return <CatalogsPage outcome={outcomeOf(Route.useSearch())} />;
  },
});
