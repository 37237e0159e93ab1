import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { MotionConfig } from 'framer-motion';
import { AlertList } from '../components/alerts/alert-list';
import { NotFoundPage } from '../components/pages/not-found-page';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    return (
      // Animations follow the visitor's reduced-motion setting everywhere.
      <MotionConfig reducedMotion="user">
        <HeadContent />
        <Outlet />
        <AlertList />
      </MotionConfig>
    );
  },
  notFoundComponent: NotFoundPage,
});
