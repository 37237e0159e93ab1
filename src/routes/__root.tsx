import { createRootRoute, Outlet } from '@tanstack/react-router';
import { AlertList } from '../components/alerts/alert-list';
import { NotFoundPage } from '../components/pages/not-found-page';

export const Route = createRootRoute({
  component: function Root() {
    return (
      <>
        <Outlet />
        <AlertList />
      </>
    );
  },
  notFoundComponent: NotFoundPage,
});
