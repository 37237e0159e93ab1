import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { auditLogMachine } from '../../../machines/audit-log.machine';
import { saveFile } from '../../actors/download';
import { type AuditQuery, auditExportMaxRows } from '../../api/audit';
import { compactQuery } from '../../api/audit-names';
import { exportAudit, fetchAuditPage, fetchAuditUsers } from '../../api/requests/audit';
import { useFlow, useLanguage } from '../../root-actors';
import { formatNumber } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { AdminPager, waitingButton } from './admin-pager';
import { AuditFilters } from './audit-filters';
import { hasFilters } from './audit-search';
import { AuditTable } from './audit-table';

type AuditLogActor = ActorRefFrom<typeof auditLogMachine>;

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
  const language = useLanguage();
  const exportNote = useId();
  // The file holds the newest events up to a bound the server keeps; past it, the button says so.
  const capped = answer !== null && answer.total > auditExportMaxRows;
  const exportLimit = formatNumber(language, auditExportMaxRows);

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
            aria-describedby={capped ? exportNote : undefined}
            className={waitingButton}
            onClick={() => flow.send({ type: 'export.requested' })}
          >
            {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
          </button>
        )}
      </div>
      {shown && capped && (
        <p id={exportNote} className="-mt-4 text-sm text-slate-600 dark:text-slate-400">
          <Trans>The CSV file holds the newest {exportLimit} of these events.</Trans>
        </p>
      )}
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

/** Previous and next, and where the person is among the pages. */
function Pager({ flow }: { flow: AuditLogActor }) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const page = useSelector(flow, (s) => s.context.query.page);
  const pages = useSelector(flow, (s) => {
    const answer = s.context.answer;
    return answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  });
  return (
    <AdminPager
      label={t`Pages of the audit log`}
      page={page}
      pages={pages}
      busy={busy}
      onPrevious={() => flow.send({ type: 'previousPage.requested' })}
      onNext={() => flow.send({ type: 'nextPage.requested' })}
    />
  );
}
