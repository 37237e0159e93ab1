import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactMessageReadMachine } from '../../../machines/contact-message-read.machine';
import { contactMessagesListMachine } from '../../../machines/contact-messages-list.machine';
import type { ContactMessageItem } from '../../api/contact';
import { deleteContactMessage, fetchContactMessages, markContactMessage } from '../../api/requests/contact';
import { pick } from '../../content/bilingual';
import { inquiryTypes } from '../../content/contact';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatDateTime } from '../ui/format';
import { SteadyButton } from '../ui/steady-button';
import { AdminTablePage, useAdminList } from './admin-table-page';

const fullName = (item: ContactMessageItem) => `${item.firstName} ${item.lastName}`;

/**
 * /admin/messages: what visitors sent through the contact form, newest first; unread ones stand
 * out, each opens to its full text, and can be marked read or unread, or deleted.
 */
export function AdminMessagesPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const notify = useNotify();
  const list = useAdminList(contactMessagesListMachine, {
    fetchItems: fetchContactMessages,
    deleteItem: deleteContactMessage,
  });
  const reading = useFlow(
    contactMessageReadMachine.provide({
      actors: { updateStatus: fromPromise(({ input }) => markContactMessage(input.id, input.on)) },
      actions: {
        notify: (_, notice) => notify(notice),
        changed: ({ context }) => {
          if (context.item) list.send({ type: 'item.updated', item: context.item });
        },
      },
    }),
  );
  // A row changes one thing at a time: its buttons wait while the table loads or a mark is sent.
  const idle = useSelector(list, (s) => s.matches('loaded'));
  const marking = useSelector(reading, (s) => s.hasTag('busy'));
  const typeLabel = (item: ContactMessageItem) =>
    pick(inquiryTypes.find((type) => type.value === item.inquiryType)?.label ?? { en: '', ar: '' }, language);
  return (
    <AdminTablePage
      list={list}
      title={<Trans>Contact Messages</Trans>}
      loadFailed={t`Failed to load messages`}
      empty={<Trans>No messages yet. Messages sent through the contact page appear here.</Trans>}
      columns={[
        {
          heading: t`Name`,
          className: 'md:min-w-36',
          cell: (item) => (
            <span className={item.read ? '' : 'font-bold'}>
              {!item.read && (
                <span className="me-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <Trans>New</Trans>
                </span>
              )}
              <bdi>{fullName(item)}</bdi>
            </span>
          ),
        },
        {
          heading: t`Email`,
          className: 'break-all',
          cell: (item) => (
            <a href={`mailto:${item.email}`} dir="ltr" className="text-brand-700 hover:underline">
              {item.email}
            </a>
          ),
        },
        { heading: t`Inquiry Type`, cell: typeLabel },
        {
          heading: t`Subject`,
          className: 'md:min-w-64',
          cell: (item) => (
            <details>
              <summary className="min-h-11 cursor-pointer py-2 font-medium">
                <bdi>{item.subject}</bdi>
              </summary>
              <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">
                {item.message}
              </p>
              {item.phone && (
                <p className="mt-2 text-slate-600 dark:text-slate-400">
                  <Trans>Phone:</Trans>{' '}
                  <a href={`tel:${item.phone}`} dir="ltr" className="text-brand-700 hover:underline">
                    {item.phone}
                  </a>
                </p>
              )}
            </details>
          ),
        },
        {
          heading: t`Received`,
          className: 'whitespace-nowrap tabular-nums',
          cell: (item) => formatDateTime(language, item.created_at),
        },
      ]}
      nameOf={(item) => fullName(item)}
      actions={(item) => {
        const name = fullName(item);
        return (
          <SteadyButton
            className={`${buttonStyles.secondary} whitespace-nowrap`}
            disabled={!idle || marking}
            aria-label={
              item.read
                ? t`Mark the message from ${name} as unread`
                : t`Mark the message from ${name} as read`
            }
            onClick={() => reading.send({ type: 'read.toggled', item })}
          >
            {item.read ? <Trans>Mark as unread</Trans> : <Trans>Mark as read</Trans>}
          </SteadyButton>
        );
      }}
      deleteTitle={t`Delete message`}
      deleteQuestion={(item) => {
        const sender = fullName(item);
        return (
          <Trans>
            Delete the message from “<bdi>{sender}</bdi>”? This cannot be undone.
          </Trans>
        );
      }}
    />
  );
}
