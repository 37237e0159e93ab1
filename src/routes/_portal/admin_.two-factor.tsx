import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../../components/admin/two-factor-page';

/** Anyone signed in sets up their own two-factor sign-in: outside the admin-only pages. */
export const Route = createFileRoute('/_portal/admin_/two-factor')({
  component: TwoFactorPage,
});
