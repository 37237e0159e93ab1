import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../../components/company/history-page';
import { publicHead } from '../../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/about/history')({
  head: publicHead('/about/history'),
  component: HistoryPage,
});
