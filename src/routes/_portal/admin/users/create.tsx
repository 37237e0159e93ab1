import { createFileRoute } from '@tanstack/react-router';
import { UserCreatePage } from '../../../../components/admin/user-create-page';

export const Route = createFileRoute('/_portal/admin/users/create')({
  component: UserCreatePage,
});
