import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { subscriptionListMachine } from '../../../machines/subscription-list.machine';
import { saveFile } from '../../actors/download';
import { subscriptionListMaxItems } from '../../api/limits';
import { exportSubscriptions, fetchSubscriptions } from '../../api/requests/subscriptions';
import { useFlow, useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatDateTime, formatNumber } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';

const subscriptionListFlow = subscriptionListMachine.provide({
  actors: {
    fetchSubscriptions: fromPromise(() => fetchSubscriptions()),
    exportSubscriptions: fromPromise(() => exportSubscriptions()),
  },
  actions: { saveFile: (_, file) => saveFile(file) },
});

/**
 * "Catalog subscriptions" for administrators: the addresses left on the catalogs page, newest
 * first, how many there are, and the whole list as a CSV download.
 */
export function SubscriptionsPanel() {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const panel = useFlow(subscriptionListFlow);
  const loading = useSelector(panel, (s) => s.hasTag('busy'));
  const failed = useSelector(panel, (s) => s.matches('failed'));
  const list = useSelector(panel, (s) => (s.matches('loaded') ? s.context.list : null));
  const exporting = useSelector(panel, (s) => s.hasTag('exporting'));
  const exportFailure = useSelector(panel, (s) =>
    s.matches({ loaded: 'exportFailed' }) ? s.context.failure : null,
  );
  const loadFailure = useSelector(panel, (s) => (s.matches('failed') ? s.context.failure : null));
  const count = list ? formatNumber(language, list.total) : '';
  const limit = formatNumber(language, subscriptionListMaxItems);

  return (
    <section
      aria-labelledby="subscriptions-heading"
      aria-busy={loading}
      className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscriptions-heading" className="text-xl font-bold">
          <Trans>Catalog subscriptions</Trans>
        </h2>
        {list && list.total > 0 && (
          <button
            type="button"
            disabled={exporting}
            className={buttonStyles.secondary}
            onClick={() => panel.send({ type: 'export.requested' })}
          >
            {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
          </button>
        )}
      </div>
      {loading && <Spinner label={t`Loading the subscriptions…`} />}
      {failed && loadFailure && (
        <LoadFailure
          message={translate(loadFailure)}
          onRetry={() => panel.send({ type: 'retry.requested' })}
        />
      )}
      {exportFailure && (
        <p
          role="alert"
          className="mt-4 rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900"
        >
          {translate(exportFailure)}
        </p>
      )}
      {list && list.total === 0 && (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          <Trans>No one has subscribed to the catalogs yet.</Trans>
        </p>
      )}
      {list && list.total > 0 && (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            <Plural value={list.total} one={`${count} subscription`} other={`${count} subscriptions`} />
            {list.total > list.subscriptions.length && (
              <>
                {' '}
                <Trans>(the newest {limit} are shown; the CSV has them all)</Trans>
              </>
            )}
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead className="bg-slate-50 text-xs uppercase text-slate-500 dark:bg-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    <Trans>E-mail address</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    <Trans>Language</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    <Trans>Subscribed</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.subscriptions.map((subscription) => (
                  <tr key={subscription.id} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="px-3 py-2 break-all">
                      <bdi dir="ltr">{subscription.email}</bdi>
                    </td>
                    <td className="px-3 py-2">{subscription.language === 'ar' ? t`Arabic` : t`English`}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={subscription.created_at}>
                        {formatDateTime(language, subscription.created_at)}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
