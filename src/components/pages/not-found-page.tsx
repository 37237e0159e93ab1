import { Trans, useLingui } from '@lingui/react/macro';
import { HomeLink } from '../layout/localized-link';
import { PrivatePageMeta } from '../layout/private-page-meta';

/** Any unknown path: '404', 'Oops! Page not found', a link home. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <main id="main" className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <PrivatePageMeta title={t`Page not found`} />
      <p className="text-8xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <HomeLink className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-600">
        <Trans>Back to home</Trans>
      </HomeLink>
    </main>
  );
}
