import { createFileRoute } from '@tanstack/react-router';
import { stringParam } from '../api/search-params';
import { LoginPage } from '../components/admin/login-page';
import { HydrationMark } from '../components/layout/hydration-mark';
import { loadPortalCatalogs } from '../i18n';

/** Only a path on this site may be a destination: no scheme, no `//host`. */
const isInternalPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export const Route = createFileRoute('/login')({
  // The sign-in page's messages are the portal's: they arrive before it draws.
  beforeLoad: () => loadPortalCatalogs(),
  validateSearch: (search): { redirect?: string | undefined; notice?: 'retry' | undefined } => ({
    redirect: stringParam(search.redirect, isInternalPath),
    /** `retry`: the server sent the visitor back after a sign-in posted before the page could send it. */
    notice: search.notice === 'retry' ? 'retry' : undefined,
  }),
  component: function Login() {
    const { redirect, notice } = Route.useSearch();
    return (
      <>
        <LoginPage redirect={redirect} notice={notice} />
        <HydrationMark />
      </>
    );
  },
});
