import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../components/admin/settings-page';

export const Route = createFileRoute('/_portal/admin/settings')({
  component: SettingsPage,
});
