import { createFileRoute } from '@tanstack/react-router';
import { QualityPage } from '../../components/company/quality-page';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/quality')({
  head: publicHead('/quality'),
  component: QualityPage,
});
