import { createFileRoute } from '@tanstack/react-router';
import { SeoVerificationPage } from '../../components/seo/seo-verification-page';
import { loadPortalCatalogs } from '../../i18n';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/seo-verification')({
  // The tool's messages are the portal's: they arrive before it draws.
  beforeLoad: () => loadPortalCatalogs(),
  head: publicHead('/seo-verification'),
  component: SeoVerificationPage,
});
