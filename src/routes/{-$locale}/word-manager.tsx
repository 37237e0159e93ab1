import { createFileRoute } from '@tanstack/react-router';
import { ManagementMessagePage } from '../../components/company/management-message-page';
import { publicHead } from '../../seo/public-head';

export const Route = createFileRoute('/{-$locale}/word-manager')({
  head: publicHead('/word-manager'),
  component: ManagementMessagePage,
});
