import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactMessageReadMachine } from '../../../machines/contact-message-read.machine';
import {
  contactMessagesListMachine,
  type MessagesQuery,
  shownMessagesSort,
} from '../../../machines/contact-messages-list.machine';
import type { ContactMessageItem } from '../../api/contact';
import { type ContactMessageSort, contactMessageSorts } from '../../api/contact-sorts';
import { deleteContactMessage, fetchContactMessages, markContactMessage } from '../../api/requests/contact';
import { pick } from '../../content/bilingual';
import { inquiryTypes } from '../../content/contact';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatDateTime } from '../ui/format';
import { SteadyButton } from '../ui/steady-button';
import { type AdminColumn, AdminTable } from './admin-table';
import { usePagedTable } from './paged-table-flow';
import {
  PagedTableArea,
  PagedTableFooter,
  PagedTableSearch,
  tableGestures,
  useFocusAfterRowChanges,
} from './paged-table-parts';

const fullName = (item: ContactMessageItem) => `${item.firstName} ${item.lastName}`;

const messageRequests = {
  path: '/admin/messages',
  sorts: contactMessageSorts,
  fetchPage: fetchContactMessages,
  // The table deletes one message at a time.
  deleteRows: (ids: number[]) => Promise.all(ids.map(deleteContactMessage)),
} as const;

/**
 * /admin/messages: what visitors sent through the contact form, 50 at a time, newest first or by
 * sender, searched by sender, address, subject or text; the view lives in the address. Unread
 * messages stand out, each opens to its full text, and can be marked read or unread, or deleted.
 */
export function AdminMessagesPage({ query }: { query: MessagesQuery }) {
  const { t } = useLingui();
  const notify = useNotify();
  const flow = usePagedTable(contactMessagesListMachine, query, messageRequests);
  const reading = useFlow(
    contactMessageReadMachine.provide({
      actors: { updateStatus: fromPromise(({ input }) => markContactMessage(input.id, input.on)) },
      actions: {
        notify: (_, notice) => notify(notice),
        changed: () => flow.send({ type: 'rows.changed' }),
      },
    }),
  );
  const loading = useSelector(flow, (s) => s.matches({ browsing: 'loading' }));
  // A row changes one thing at a time: its buttons wait while the table loads or a mark is sent.
  const idle = useSelector(flow, (s) => s.matches({ browsing: 'shown' }));
  const searched = useSelector(flow, (s) => s.context.query.q ?? '');
  const sort = useSelector(flow, (s) => shownMessagesSort(s.context.query));
  const marking = useSelector(reading, (s) => s.hasTag('busy'));
  const columns = useColumns();

  useFocusAfterRowChanges(flow);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-3xl font-bold">
        <Trans>Contact Messages</Trans>
      </h1>
      <PagedTableSearch
        flow={flow}
        id="admin-messages-search"
        label={t`Search messages`}
        placeholder={t`Name, e-mail, subject or text`}
        count={(total, searched) =>
          searched ? (
            <Plural value={total} one="# message found" other="# messages found" />
          ) : (
            <Plural value={total} one="# message" other="# messages" />
          )
        }
      />
      <PagedTableArea
        flow={flow}
        loadFailed={t`Failed to load messages`}
        empty={
          searched ? (
            <Trans>No messages match “{searched}”.</Trans>
          ) : (
            <Trans>No messages yet. Messages sent through the contact page appear here.</Trans>
          )
        }
      >
        {(rows) => (
          <AdminTable<ContactMessageItem, ContactMessageSort>
            caption={t`Contact Messages`}
            items={rows}
            columns={columns}
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
            nameOf={fullName}
            deleteDisabled={loading}
            {...tableGestures(flow, { sort })}
          />
        )}
      </PagedTableArea>
      <PagedTableFooter
        flow={flow}
        pagerLabel={t`Pages of the messages table`}
        deleteTitle={() => t`Delete message`}
        deleteQuestion={([doomed]) => {
          const sender = doomed ? fullName(doomed) : '';
          return (
            <Trans>
              Delete the message from “<bdi>{sender}</bdi>”? This cannot be undone.
            </Trans>
          );
        }}
      />
    </div>
  );
}

/** The table's columns before the actions: Name and Received sort the table. */
function useColumns(): AdminColumn<ContactMessageItem, ContactMessageSort>[] {
  const { t } = useLingui();
  const language = useLanguage();
  const typeLabel = (item: ContactMessageItem) =>
    pick(inquiryTypes.find((type) => type.value === item.inquiryType)?.label ?? { en: '', ar: '' }, language);
  return [
    {
      heading: t`Name`,
      className: 'md:min-w-36',
      sort: { ascending: 'name', descending: '-name' },
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
      sort: { ascending: 'date', descending: '-date' },
      cell: (item) => formatDateTime(language, item.created_at),
    },
  ];
}
