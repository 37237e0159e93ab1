import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { dashboardStatsMachine } from '../../../machines/dashboard-stats.machine';
import { fetchStats } from '../../api/requests/stats';
import { type SystemStats, usagePercent } from '../../api/stats';
import { useFlow, useLanguage, useNotify, useSessionActor } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatBytes, formatDateTime, formatNumber, formatPercent, formatUptime } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { SteadyButton } from '../ui/steady-button';

/** The admin dashboard: welcome, quick links, and the server's measured figures. */
export function DashboardPage() {
  const user = useSelector(useSessionActor(), (s) => s.context.user);
  const name = user ? user.full_name || user.username : '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <h1 className="text-3xl font-bold">
        <Trans>Welcome, {name}</Trans>
      </h1>
      {user?.role === 'admin' ? (
        <>
          <QuickLinks />
          <Stats />
        </>
      ) : (
        <p className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900">
          <Trans>You are signed in. Managing users, products, news and settings is for administrators.</Trans>
        </p>
      )}
    </div>
  );
}

function QuickLinks() {
  const { t } = useLingui();
  const links = [
    { to: '/admin/users', title: t`User Management`, text: t`View, edit and remove accounts` },
    {
      to: '/admin/products',
      title: t`Product Management`,
      text: t`Add, edit and remove products and their Arabic translations`,
    },
    { to: '/admin/news', title: t`News Management`, text: t`Publish pictures and videos on the home page` },
    {
      to: '/admin/messages',
      title: t`Contact Messages`,
      text: t`Read what visitors sent through the contact page`,
    },
    { to: '/admin/users/create', title: t`Create New User`, text: t`Add an administrator or a user` },
    { to: '/admin/settings', title: t`System Settings`, text: t`Notifications, theme, backups and alerts` },
  ] as const;
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="sr-only">
        <Trans>Quick links</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-xl bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none dark:bg-slate-900"
            >
              <span className="block text-lg font-semibold text-brand-700 dark:text-brand-100">
                {link.title}
              </span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stats() {
  const notify = useNotify();
  const actor = useFlow(
    dashboardStatsMachine.provide({
      actors: { fetchStats: fromPromise(fetchStats) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const stats = useSelector(actor, (s) => s.context.stats);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'refresh.requested' }));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return (
    <section aria-labelledby="system-stats" aria-busy={loading} className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 id="system-stats" className="text-xl font-bold">
          <Trans>System status</Trans>
        </h2>
        <SteadyButton
          className={buttonStyles.secondary}
          disabled={!canRefresh}
          onClick={() => actor.send({ type: 'refresh.requested' })}
        >
          <Trans>Refresh</Trans>
        </SteadyButton>
      </div>
      {failed && !stats ? (
        <p className="rounded-xl bg-white p-6 text-red-700 shadow-sm dark:bg-slate-900 dark:text-red-400">
          <Trans>The figures could not be loaded.</Trans>
        </p>
      ) : (
        <StatCards stats={loading ? null : stats} />
      )}
    </section>
  );
}

/**
 * The newest backup's room on disk: its files mostly share the disk with the backups before it,
 * so what it added is told apart from its whole size. And a backup refused for want of room.
 */
function BackupDetail({ stats }: { stats: SystemStats }) {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const size = stats.lastBackupSize;
  const own = size && formatBytes(language, size.ownBytes);
  const total = size && formatBytes(language, size.totalBytes);
  return (
    <>
      {size && (
        <span className="block">{t`${own} on disk of its own; ${total} with the files it shares with older backups`}</span>
      )}
      {stats.backupRefusedAt && (
        <span className="mt-1 block text-red-700 dark:text-red-400">{translate('backupNoRoom')}</span>
      )}
    </>
  );
}

function StatCards({ stats }: { stats: SystemStats | null }) {
  const { t } = useLingui();
  const language = useLanguage();
  const share = (usage: SystemStats['disk']) => {
    const used = formatBytes(language, usage.usedBytes);
    const total = formatBytes(language, usage.totalBytes);
    return t`${used} of ${total}`;
  };
  const cards = [
    {
      title: t`Total Users`,
      value: stats && formatNumber(language, stats.totalUsers),
      detail: stats && (
        <Plural value={stats.activeUsers} one="# currently active" other="# currently active" />
      ),
    },
    { title: t`System Uptime`, value: stats && formatUptime(language, stats.uptimeSeconds), detail: null },
    {
      title: t`Disk Usage`,
      value: stats && formatPercent(language, usagePercent(stats.disk)),
      percent: stats && usagePercent(stats.disk),
      detail: stats && share(stats.disk),
    },
    {
      title: t`Memory Usage`,
      value: stats && formatPercent(language, usagePercent(stats.memory)),
      percent: stats && usagePercent(stats.memory),
      detail: stats && share(stats.memory),
    },
    {
      title: t`Unread Messages`,
      value: stats && formatNumber(language, stats.unreadMessages),
      detail: null,
    },
    {
      title: t`Last Database Backup`,
      value: stats && (stats.lastBackup ? formatDateTime(language, stats.lastBackup) : t`Never`),
      detail: stats && (stats.lastBackupSize || stats.backupRefusedAt) && <BackupDetail stats={stats} />,
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{card.title}</p>
          {card.value === null ? (
            <div aria-hidden="true" className="mt-3 flex flex-col gap-2">
              <span className="block h-7 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700" />
              <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700" />
            </div>
          ) : (
            <>
              <p className="mt-2 text-2xl font-bold">{card.value}</p>
              {'percent' in card && typeof card.percent === 'number' && (
                <div
                  role="progressbar"
                  aria-label={card.title}
                  aria-valuenow={card.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className={`h-full rounded-full ${card.percent > 85 ? 'bg-red-600' : 'bg-brand-600'}`}
                    style={{ inlineSize: `${card.percent}%` }}
                  />
                </div>
              )}
              {card.detail && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{card.detail}</p>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
