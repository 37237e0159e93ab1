import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '../../../components/admin/messages-page';

export const Route = createFileRoute('/_portal/admin/messages')({
  component: AdminMessagesPage,
});
