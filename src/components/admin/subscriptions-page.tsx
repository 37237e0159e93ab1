import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { subscriptionExportMachine } from '../../../machines/subscription-export.machine';
import {
  type SubscriptionsQuery,
  subscriptionListMachine,
} from '../../../machines/subscription-list.machine';
import { saveFile } from '../../actors/download';
import {
  deleteSubscription,
  exportSubscriptions,
  fetchSubscriptions,
} from '../../api/requests/subscriptions';
import { type SubscriptionSort, subscriptionSorts } from '../../api/subscription-sorts';
import type { Subscription } from '../../api/subscriptions';
import { useFlow, useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatDateTime } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { SteadyButton } from '../ui/steady-button';
import { type AdminColumn, AdminTable } from './admin-table';
import { usePagedTable } from './paged-table-flow';
import {
  PagedTableArea,
  PagedTableFooter,
  PagedTableHeading,
  PagedTableSearch,
  tableGestures,
  useFocusAfterRowChanges,
} from './paged-table-parts';

const subscriptionRequests = {
  path: '/admin/subscriptions',
  sorts: subscriptionSorts,
  fetchPage: fetchSubscriptions,
  // The table removes one address at a time.
  deleteRows: (ids: number[]) => Promise.all(ids.map(deleteSubscription)),
} as const;

const exportFlow = subscriptionExportMachine.provide({
  actors: { exportSubscriptions: fromPromise(() => exportSubscriptions()) },
  actions: { saveFile: (_, file) => saveFile(file) },
});

/**
 * /admin/subscriptions: the addresses left on the catalogs page, 50 at a time, newest first or by
 * address, searched by address; the view lives in the address. An address is removed at its
 * owner's request; Export CSV downloads every one.
 */
export function SubscriptionsPage({ query }: { query: SubscriptionsQuery }) {
  const { t } = useLingui();
  const flow = usePagedTable(subscriptionListMachine, query, subscriptionRequests);
  const loading = useSelector(flow, (s) => s.matches({ browsing: 'loading' }));
  const searched = useSelector(flow, (s) => s.context.query.q ?? '');
  const sort = useSelector(flow, (s) => s.context.query.sort ?? '-date');
  const columns = useColumns();
  useFocusAfterRowChanges(flow);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PagedTableHeading title={<Trans>Catalog subscriptions</Trans>}>
        <ExportButton />
      </PagedTableHeading>
      <PagedTableSearch
        flow={flow}
        id="admin-subscriptions-search"
        label={t`Search subscriptions`}
        placeholder={t`An e-mail address, or part of it`}
        count={(total, searched) =>
          searched ? (
            <Plural value={total} one="# subscription found" other="# subscriptions found" />
          ) : (
            <Plural value={total} one="# subscription" other="# subscriptions" />
          )
        }
      />
      <PagedTableArea
        flow={flow}
        loadFailed={t`Failed to load the subscriptions`}
        empty={
          searched ? (
            <Trans>No subscriptions match “{searched}”.</Trans>
          ) : (
            <Trans>No one has subscribed to the catalogs yet.</Trans>
          )
        }
      >
        {(rows) => (
          <AdminTable<Subscription, SubscriptionSort>
            caption={t`Catalog subscriptions`}
            items={rows}
            columns={columns}
            actions={() => null}
            nameOf={(subscription) => subscription.email}
            deleteDisabled={loading}
            {...tableGestures(flow, { sort })}
          />
        )}
      </PagedTableArea>
      <PagedTableFooter
        flow={flow}
        pagerLabel={t`Pages of the subscriptions table`}
        deleteTitle={() => t`Remove subscription`}
        deleteQuestion={([subscription]) => {
          const email = subscription?.email ?? '';
          return (
            <Trans>
              Remove “<bdi dir="ltr">{email}</bdi>” from the catalog subscriptions? No new catalog will be
              sent to it. This cannot be undone.
            </Trans>
          );
        }}
      />
    </div>
  );
}

/** Every address as a CSV file; a failure is said under the heading, and the button tries again. */
function ExportButton() {
  const translate = useTranslateMessage();
  const exporter = useFlow(exportFlow);
  const exporting = useSelector(exporter, (s) => s.hasTag('busy'));
  const failure = useSelector(exporter, (s) => (s.matches('failed') ? s.context.failure : null));
  return (
    <div className="flex flex-col items-end gap-2">
      <SteadyButton
        className={buttonStyles.secondary}
        disabled={exporting}
        onClick={() => exporter.send({ type: 'export.requested' })}
      >
        {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
      </SteadyButton>
      {failure && (
        <p role="alert" className="rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900">
          {translate(failure)}
        </p>
      )}
    </div>
  );
}

/** The table's columns before the action: E-mail address and Subscribed sort the table. */
function useColumns(): AdminColumn<Subscription, SubscriptionSort>[] {
  const { t } = useLingui();
  const language = useLanguage();
  return [
    {
      heading: t`E-mail address`,
      className: 'break-all',
      sort: { ascending: 'email', descending: '-email' },
      cell: (subscription) => <bdi dir="ltr">{subscription.email}</bdi>,
    },
    {
      heading: t`Language`,
      cell: (subscription) => (subscription.language === 'ar' ? t`Arabic` : t`English`),
    },
    {
      heading: t`Subscribed`,
      className: 'whitespace-nowrap tabular-nums',
      sort: { ascending: 'date', descending: '-date' },
      cell: (subscription) => (
        <time dateTime={subscription.created_at}>{formatDateTime(language, subscription.created_at)}</time>
      ),
    },
  ];
}
