import { createFileRoute } from '@tanstack/react-router';
import { SeoVerificationPage } from '../../components/seo/seo-verification-page';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/seo-verification')({
  head: publicHead('/seo-verification'),
  component: SeoVerificationPage,
});
