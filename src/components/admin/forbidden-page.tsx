import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HomeLink } from '../layout/localized-link';
import { PrivatePageMeta } from '../layout/private-page-meta';
import { buttonStyles } from '../ui/button-styles';

/** /admin-forbidden: where a signed-in non-admin lands, with links home and to sign in again. */
export function ForbiddenPage() {
  const { t } = useLingui();
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <PrivatePageMeta title={t`Access denied`} />
      <p className="text-7xl font-extrabold text-red-700">403</p>
      <h1 className="text-2xl font-bold">
        <Trans>Access denied</Trans>
      </h1>
      <p className="max-w-md text-slate-600">
        <Trans>This page is restricted to administrators only.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <HomeLink className={buttonStyles.primary}>
          <Trans>Go to home page</Trans>
        </HomeLink>
        <Link to="/login" className={buttonStyles.secondary}>
          <Trans>Sign in with another account</Trans>
        </Link>
      </div>
    </main>
  );
}
