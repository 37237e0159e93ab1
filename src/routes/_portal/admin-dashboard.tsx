import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../components/admin/dashboard-page';

export const Route = createFileRoute('/_portal/admin-dashboard')({
  component: DashboardPage,
});
