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

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: internalPath }),
  component: function Login() {
    const { redirect } = Route.useSearch();
    return (
      <>
        <LoginPage redirect={redirect} />
        <HydrationMark />
      </>
    );
  },
});
