import { createFileRoute } from '@tanstack/react-router';
import { AdminMessagesPage } from '../../../components/admin/messages-page';
import { SubscriptionsPanel } from '../../../components/admin/subscriptions-panel';

/** /admin/messages: what visitors sent through the contact form, then the catalog subscriptions. */
function MessagesAndSubscriptions() {
  return (
    <div className="flex flex-col gap-10">
      <AdminMessagesPage />
      <div className="mx-auto w-full max-w-6xl">
        <SubscriptionsPanel />
      </div>
    </div>
  );
}

export const Route = createFileRoute('/_portal/admin/messages')({
  component: MessagesAndSubscriptions,
});
