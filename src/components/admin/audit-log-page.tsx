import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { type AuditFilterName, auditLogMachine } from '../../../machines/audit-log.machine';
import { saveFile } from '../../actors/download';
import {
  type AuditChange,
  type AuditEvent,
  type AuditQuery,
  auditActions,
  auditEntities,
} from '../../api/audit';
import { compactQuery, exportAudit, fetchAuditPage, fetchAuditUsers } from '../../api/requests/audit';
import { useFlow, useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { Control, controlStyles } from '../ui/control';
import { formatDateTime, formatNumber } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { hasFilters } from './audit-search';
import { auditActionNames, auditEntityNames } from './audit-words';

type AuditLogActor = ActorRefFrom<typeof auditLogMachine>;

/**
 * Export and the pages' buttons say they are unavailable without being disabled: a disabled button
 * loses the keyboard's focus, and these are pressed again and again. The flow ignores them meanwhile.
 */
const waitingButton = `${buttonStyles.secondary} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

/**
 * The earliest day the date filters take: no event predates it, and a year typed digit by digit
 * ("0002", "0020") stays below it until whole.
 */
const earliestDay = '2000-01-01';

/** The machine writes the address (a history entry); the address, moved under the page, reaches it back. */
function useAuditFlow(query: AuditQuery): AuditLogActor {
  const router = useRouter();
  const [flow] = useState(() =>
    auditLogMachine.provide({
      actors: {
        fetchUsers: fromPromise(() => fetchAuditUsers()),
        fetchEvents: fromPromise(({ input, signal }) => fetchAuditPage(input, signal)),
        exportEvents: fromPromise(({ input, signal }) => exportAudit(input, signal)),
      },
      actions: {
        writeUrl: (_, next) => void router.navigate({ to: '/admin/audit', search: compactQuery(next) }),
        saveFile: (_, file) => saveFile(file),
      },
    }),
  );
  const actor = useFlow(flow, { input: { query } });
  const { user, action, entity, entityId, from, to, page } = query;
  useEffect(() => {
    actor.send({ type: 'url.synced', query: { user, action, entity, entityId, from, to, page } });
  }, [actor, user, action, entity, entityId, from, to, page]);
  return actor;
}

/**
 * /admin/audit: who changed what, when and from where, newest first, under filters the address
 * keeps; a page at a time, and the filtered events as a CSV file.
 */
export function AuditLogPage({ query }: { query: AuditQuery }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const flow = useAuditFlow(query);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const answer = useSelector(flow, (s) => s.context.answer);
  const failure = useSelector(flow, (s) => s.context.failure);
  const failed = useSelector(flow, (s) => s.matches({ events: 'failed' }));
  const shown = useSelector(flow, (s) => s.matches({ events: 'shown' }));
  const exporting = useSelector(flow, (s) => s.hasTag('exporting'));
  const exportFailed = useSelector(flow, (s) => s.matches({ events: { shown: 'exportFailed' } }));
  const filtered = useSelector(flow, (s) => hasFilters(s.context.query));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">
          <Trans>Audit log</Trans>
        </h1>
        {shown && (
          <button
            type="button"
            aria-disabled={exporting}
            className={waitingButton}
            onClick={() => flow.send({ type: 'export.requested' })}
          >
            {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
          </button>
        )}
      </div>
      {exportFailed && failure && (
        <p role="alert" className="rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900">
          {translate(failure)}
        </p>
      )}
      <AuditFilters flow={flow} />
      {/*
        Busy while a page loads: the last one stays on screen meanwhile. Positioned, so the table's
        screen-reader-only words scroll with it instead of widening the page.
      */}
      <div
        aria-busy={busy}
        className="relative overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900"
      >
        {failed && failure ? (
          <LoadFailure message={translate(failure)} onRetry={() => flow.send({ type: 'retry.requested' })} />
        ) : !answer || (busy && answer.events.length === 0) ? (
          <Spinner label={t`Loading the audit log…`} />
        ) : answer.events.length === 0 ? (
          <p className="p-8 text-center text-slate-600 dark:text-slate-400">
            {filtered ? (
              <Trans>No events match these filters.</Trans>
            ) : (
              <Trans>Nothing has been recorded yet.</Trans>
            )}
          </p>
        ) : (
          <AuditTable events={answer.events} total={answer.total} />
        )}
      </div>
      {answer && answer.events.length > 0 && !failed && <Pager flow={flow} />}
    </div>
  );
}

/** The filters: who, which action, which kind of item, and between which days. */
function AuditFilters({ flow }: { flow: AuditLogActor }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const query = useSelector(flow, (s) => s.context.query);
  const users = useSelector(flow, (s) => s.context.users);
  const usersFailure = useSelector(flow, (s) =>
    s.matches({ users: 'failed' }) ? s.context.usersFailure : null,
  );
  const today = new Date().toISOString().slice(0, 10);
  const change = (filter: AuditFilterName) => (event: ChangeEvent<HTMLSelectElement>) =>
    flow.send({ type: 'filter.changed', filter, value: event.target.value });
  const changeDay = (filter: 'from' | 'to') => (value: string) =>
    flow.send({ type: 'filter.changed', filter, value });
  const id = query.entityId;
  // The address may name a user the list does not (yet) hold: they stay chosen, by number.
  const unlisted = query.user !== undefined && !users.some((user) => user.id === query.user);

  return (
    <search
      aria-label={t`Filter the audit log`}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 dark:bg-slate-900"
    >
      <Control label={t({ context: 'audit filter', message: 'User' })}>
        {({ id: controlId }) => (
          <>
            <select
              id={controlId}
              value={query.user ?? ''}
              onChange={change('user')}
              className={`${controlStyles} min-h-11`}
            >
              <option value="">{t`Everyone`}</option>
              {unlisted && (
                <option value={query.user}>{t`User ${formatNumber(language, query.user ?? 0)}`}</option>
              )}
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.username}
                </option>
              ))}
            </select>
            {usersFailure && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-400">
                {translate(usersFailure)}
                <button
                  type="button"
                  className="min-h-11 font-semibold underline"
                  aria-label={t`Load the list of users again`}
                  onClick={() => flow.send({ type: 'retry.requested' })}
                >
                  <Trans>Try again</Trans>
                </button>
              </p>
            )}
          </>
        )}
      </Control>
      <Control label={t`Action`}>
        {({ id: controlId }) => (
          <select
            id={controlId}
            value={query.action ?? ''}
            onChange={change('action')}
            className={`${controlStyles} min-h-11`}
          >
            <option value="">{t`Every action`}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {i18n._(auditActionNames[action])}
              </option>
            ))}
          </select>
        )}
      </Control>
      <Control
        label={t`Item`}
        hint={id === undefined ? undefined : t`Only the item with ID ${formatNumber(language, id)}`}
      >
        {({ id: controlId, describedBy }) => (
          <select
            id={controlId}
            value={query.entity ?? ''}
            aria-describedby={describedBy}
            onChange={change('entity')}
            className={`${controlStyles} min-h-11`}
          >
            <option value="">{t`Every item`}</option>
            {auditEntities.map((entity) => (
              <option key={entity} value={entity}>
                {i18n._(auditEntityNames[entity])}
              </option>
            ))}
          </select>
        )}
      </Control>
      <Control label={t`From`} hint={t`Whole days, in UTC`}>
        {({ id: controlId, describedBy }) => (
          <DayInput
            id={controlId}
            describedBy={describedBy}
            day={query.from}
            min={earliestDay}
            max={query.to ?? today}
            onDayChange={changeDay('from')}
          />
        )}
      </Control>
      <Control label={t`To`} hint={t`Whole days, in UTC`}>
        {({ id: controlId, describedBy }) => (
          <DayInput
            id={controlId}
            describedBy={describedBy}
            day={query.to}
            min={query.from ?? earliestDay}
            max={today}
            onDayChange={changeDay('to')}
          />
        )}
      </Control>
      {hasFilters(query) && (
        <div className="sm:col-span-2 lg:col-span-5">
          <button
            type="button"
            className={buttonStyles.ghost}
            onClick={() => flow.send({ type: 'filters.cleared' })}
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
      )}
    </search>
  );
}

/**
 * A date filter. What the person types stays in the field as typed, and is applied once the browser
 * holds a whole day within the bounds, or nothing: a year typed digit by digit ("0002", "0020") is
 * neither applied nor wiped. Until then the field is marked invalid.
 */
function DayInput({
  id,
  describedBy,
  day,
  min,
  max,
  onDayChange,
}: {
  id: string;
  describedBy: string | undefined;
  day: string | undefined;
  min: string;
  max: string;
  onDayChange: (day: string) => void;
}) {
  const [typed, setTyped] = useState(day ?? '');
  // The filter changed elsewhere (Clear filters, back, forward): the field shows it.
  useEffect(() => setTyped(day ?? ''), [day]);
  return (
    <input
      id={id}
      type="date"
      value={typed}
      min={min}
      max={max}
      aria-describedby={describedBy}
      aria-invalid={typed !== (day ?? '') || undefined}
      onChange={(event) => {
        const input = event.target;
        setTyped(input.value);
        if (input.value === '' || input.validity.valid) onDayChange(input.value);
      }}
      className={`${controlStyles} min-h-11`}
    />
  );
}

function AuditTable({ events, total }: { events: AuditEvent[]; total: number }) {
  const { t } = useLingui();
  const language = useLanguage();
  const count = formatNumber(language, total);
  const columns = [
    t`Time`,
    t({ context: 'audit filter', message: 'User' }),
    t`IP address`,
    t`Action`,
    t`Item`,
    t`Changes`,
  ];
  return (
    <table className="w-full text-start text-sm">
      <caption className="px-4 py-3 text-start text-sm text-slate-600 dark:text-slate-400">
        <Plural value={total} one={`${count} event, newest first`} other={`${count} events, newest first`} />
      </caption>
      <thead className="bg-slate-50 text-xs uppercase text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 text-start">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
        {events.map((event) => (
          <AuditRow key={event.id} event={event} />
        ))}
      </tbody>
    </table>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  return (
    <tr>
      <td className="px-4 py-3 whitespace-nowrap tabular-nums">
        <time dateTime={event.at} title={event.at}>
          {formatDateTime(language, event.at)}
        </time>
      </td>
      <td className="px-4 py-3">
        {event.username !== null ? (
          <bdi className="font-medium">{event.username}</bdi>
        ) : (
          // No account: a visitor's request, or the server's own schedule and tools (no address).
          <span className="text-slate-500 italic dark:text-slate-400">
            {event.address !== null ? t`Visitor` : t`System`}
          </span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {event.address !== null && <bdi dir="ltr">{event.address}</bdi>}
      </td>
      <td className="px-4 py-3">{i18n._(auditActionNames[event.action])}</td>
      <td className="min-w-40 px-4 py-3">
        <ItemCell event={event} />
      </td>
      <td className="min-w-56 px-4 py-3">
        <Changes changes={event.changes} />
      </td>
    </tr>
  );
}

/** The kind of item and its number, then its name at the time, linked to where it is managed. */
function ItemCell({ event }: { event: AuditEvent }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  if (event.entity === null) return null;
  const kind = i18n._(auditEntityNames[event.entity]);
  const heading = event.entityId === null ? kind : `${kind} ${formatNumber(language, event.entityId)}`;
  const name = event.label !== null ? <bdi>{event.label}</bdi> : null;
  const link = (content: ReactNode) => <ItemLink event={event}>{content}</ItemLink>;
  return (
    <>
      <span className="block text-slate-600 dark:text-slate-400">{name ? heading : link(heading)}</span>
      {name && <span className="block font-medium">{link(name)}</span>}
    </>
  );
}

const linkStyle = 'text-brand-700 hover:underline dark:text-brand-300';

/**
 * Where the item is managed, while that still makes sense: a product's edit page, the table whose
 * row it is, the settings. A deleted item, and what has no page (backups, sessions), has no link.
 */
function ItemLink({ event, children }: { event: AuditEvent; children: ReactNode }) {
  if (event.action.endsWith('.deleted')) return children;
  switch (event.entity) {
    case 'product':
      return event.entityId === null ? (
        children
      ) : (
        <Link to="/admin/products/edit/$id" params={{ id: String(event.entityId) }} className={linkStyle}>
          {children}
        </Link>
      );
    case 'user':
      return (
        <Link to="/admin/users" className={linkStyle}>
          {children}
        </Link>
      );
    case 'news':
      return (
        <Link to="/admin/news" className={linkStyle}>
          {children}
        </Link>
      );
    case 'contact-message':
    case 'subscription':
      return (
        <Link to="/admin/messages" className={linkStyle}>
          {children}
        </Link>
      );
    case 'settings':
      return (
        <Link to="/admin/settings" className={linkStyle}>
          {children}
        </Link>
      );
    default:
      return children;
  }
}

/**
 * What the event changed: each field, and for a text field its old and new values. The values may
 * be English or Arabic, so each is isolated and keeps its own direction whatever the page's.
 */
function Changes({ changes }: { changes: AuditChange[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  // The arrow points the way the line reads.
  const arrow = language === 'ar' ? '←' : '→';
  if (changes.length === 0) return null;
  const value = (text: string | null | undefined) =>
    text ? <bdi className="rounded bg-slate-100 px-1 dark:bg-slate-800">{text}</bdi> : <em>{t`empty`}</em>;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          <bdi className="font-medium">{change.field}</bdi>
          {(change.before !== undefined || change.after !== undefined) && (
            <>
              {': '}
              {value(change.before)} <span aria-hidden="true">{arrow}</span>
              <span className="sr-only">{t`changed to`}</span> {value(change.after)}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Previous and next, and where the person is among the pages. */
function Pager({ flow }: { flow: AuditLogActor }) {
  const { t } = useLingui();
  const language = useLanguage();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const page = useSelector(flow, (s) => s.context.query.page);
  const pages = useSelector(flow, (s) => {
    const answer = s.context.answer;
    return answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  });
  const current = formatNumber(language, page);
  const last = formatNumber(language, pages);
  return (
    <nav aria-label={t`Pages of the audit log`} className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        className={waitingButton}
        aria-disabled={busy || page <= 1}
        onClick={() => flow.send({ type: 'previousPage.requested' })}
      >
        <Trans>Previous page</Trans>
      </button>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        <Trans>
          Page {current} of {last}
        </Trans>
      </p>
      <button
        type="button"
        className={waitingButton}
        aria-disabled={busy || page >= pages}
        onClick={() => flow.send({ type: 'nextPage.requested' })}
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  );
}
