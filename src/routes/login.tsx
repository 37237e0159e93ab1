import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../components/admin/login-page';
import { HydrationMark } from '../components/layout/hydration-mark';

/** Only a path on this site may be a destination: no scheme, no `//host`. */
const internalPath = z
  .string()
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'))
  .optional()
  .catch(undefined);

/** `retry`: the server sent the visitor back after a sign-in posted before the page could send it. */
const notice = z.literal('retry').optional().catch(undefined);

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: internalPath, notice }),
  component: function Login() {
    const { redirect, notice } = Route.useSearch();
    return (
      <>
        <LoginPage redirect={redirect} notice={notice} />
        <HydrationMark />
      </>
    );
  },
});
