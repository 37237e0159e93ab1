import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../components/admin/forbidden-page';
import { HydrationMark } from '../components/layout/hydration-mark';
import { loadPortalCatalogs } from '../i18n';

export const Route = createFileRoute('/admin-forbidden')({
  beforeLoad: () => loadPortalCatalogs(),
  component: function AdminForbidden() {
    return (
      <>
        <ForbiddenPage />
        <HydrationMark />
      </>
    );
  },
});
