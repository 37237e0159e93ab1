import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../components/admin/forbidden-page';
import { HydrationMark } from '../components/layout/hydration-mark';

export const Route = createFileRoute('/admin-forbidden')({
  component: function AdminForbidden() {
    return (
      <>
        <ForbiddenPage />
        <HydrationMark />
      </>
    );
  },
});
