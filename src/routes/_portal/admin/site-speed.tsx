import { createFileRoute, useSearch } from '@tanstack/react-router';
import { SiteSpeedPage } from '../../../components/admin/site-speed-page';
import { siteSpeedQuery } from '../../../components/admin/site-speed-search';

/**
 * /admin/site-speed (administrators only, as every /admin page): the span and filters live in the
 * address, read by the page itself rather than by the route, whose definition every page loads.
 */
export const Route = createFileRoute('/_portal/admin/site-speed')({
  component: function SiteSpeed() {
    return <SiteSpeedPage query={siteSpeedQuery(useSearch({ strict: false }))} />;
  },
});
