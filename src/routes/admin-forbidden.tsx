import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../components/admin/forbidden-page';

export const Route = createFileRoute('/admin-forbidden')({
  component: ForbiddenPage,
});
