import { createFileRoute } from '@tanstack/react-router';
import { AdminNewsPage } from '../../../../components/admin/news-page';

export const Route = createFileRoute('/_portal/admin/news/')({
  component: AdminNewsPage,
});
