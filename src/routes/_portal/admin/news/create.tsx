import { createFileRoute } from '@tanstack/react-router';
import { NewsCreatePage } from '../../../../components/admin/news-create-page';

export const Route = createFileRoute('/_portal/admin/news/create')({
  component: NewsCreatePage,
});
