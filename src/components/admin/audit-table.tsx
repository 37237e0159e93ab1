/** The audit log's table: one row per event, with who, what, on which item, and what changed. */
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AuditChange, AuditEvent } from '../../api/audit';
import { useLanguage } from '../../root-actors';
import { formatDateTime, formatNumber } from '../ui/format';
import { auditActionNames, auditEntityNames, auditFieldNames, auditValueNames } from './audit-words';

export function AuditTable({ events, total }: { events: AuditEvent[]; total: number }) {
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
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const fieldName = (field: string) => {
    const name = auditFieldNames[field];
    return name ? i18n._(name) : field;
  };
  // The arrow points the way the line reads.
  const arrow = language === 'ar' ? '←' : '→';
  if (changes.length === 0) return null;
  const value = (field: string, text: string | null | undefined) => {
    if (!text) return <em>{t`empty`}</em>;
    const word = auditValueNames[field]?.[text];
    return <bdi className="rounded bg-slate-100 px-1 dark:bg-slate-800">{word ? i18n._(word) : text}</bdi>;
  };
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          <bdi className="font-medium">{fieldName(change.field)}</bdi>
          {change.before !== undefined ? (
            <>
              {': '}
              {value(change.field, change.before)} <span aria-hidden="true">{arrow}</span>
              <span className="sr-only">{t`changed to`}</span> {value(change.field, change.after)}
            </>
          ) : (
            change.after !== undefined && (
              <>
                {': '}
                {value(change.field, change.after)}
              </>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
