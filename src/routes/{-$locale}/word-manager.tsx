import { createFileRoute } from '@tanstack/react-router';
import { ManagersPage } from '../../components/company/managers-page';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/word-manager')({
  head: publicHead('/word-manager'),
  component: ManagersPage,
});
