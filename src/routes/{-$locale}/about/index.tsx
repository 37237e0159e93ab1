import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../../components/company/about-page';
import { publicHead } from '../../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/about/')({
  head: publicHead('/about'),
  component: AboutPage,
});
