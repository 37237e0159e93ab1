/** The audit log's filters: who, which action, which kind of item, and between which days. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ChangeEvent, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuditFilterName, auditLogMachine } from '../../../machines/audit-log.machine';
import { auditActions, auditEntities } from '../../api/audit';
import { useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { Control, controlStyles } from '../ui/control';
import { formatNumber } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { hasFilters } from './audit-search';
import { auditActionNames, auditEntityNames } from './audit-words';

type AuditLogActor = ActorRefFrom<typeof auditLogMachine>;

/**
 * The earliest day the date filters take: no event predates it, and a year typed digit by digit
 * ("0002", "0020") stays below it until whole.
 */
const earliestDay = '2000-01-01';

/** The filters: who, which action, which kind of item, and between which days. */
export function AuditFilters({ flow }: { flow: AuditLogActor }) {
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
