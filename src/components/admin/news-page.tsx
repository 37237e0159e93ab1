import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newsAdminListMachine } from '../../../machines/news-admin-list.machine';
import { newsEditMachine } from '../../../machines/news-edit.machine';
import { newsStatusMachine } from '../../../machines/news-status.machine';
import type { NewsItem } from '../../api/news';
import { deleteNews, fetchAdminNews, updateNews } from '../../api/requests/news';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatDateTime } from '../ui/format';
import { EyeIcon } from '../ui/icons';
import { SteadyButton } from '../ui/steady-button';
import { AdminTablePage, useAdminList } from './admin-table-page';
import { HistoryLink } from './history-link';
import { NewsEditDialog } from './news-edit-dialog';
import { NewsMedia } from './news-media';

/** /admin/news: the table, the status button, the edit dialog and the delete confirmation. */
export function AdminNewsPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const notify = useNotify();
  const list = useAdminList(newsAdminListMachine, {
    fetchItems: fetchAdminNews,
    deleteItem: deleteNews,
  });
  // Both report a change by asking the table to load its rows afresh.
  const reload = (item: NewsItem | null) => {
    if (item) list.send({ type: 'item.updated', item });
  };
  const status = useFlow(
    newsStatusMachine.provide({
      actors: { updateStatus: fromPromise(({ input }) => updateNews(input.id, { active: input.on })) },
      actions: {
        notify: (_, notice) => notify(notice),
        changed: ({ context }) => reload(context.item),
      },
    }),
  );
  const edit = useFlow(
    newsEditMachine.provide({
      actors: { updateNews: fromPromise(({ input }) => updateNews(input.id, input.changes)) },
      actions: {
        notify: (_, notice) => notify(notice),
        changed: ({ context }) => reload(context.item),
      },
    }),
  );
  // A row changes one thing at a time: its buttons wait while the table loads or a status is sent.
  const idle = useSelector(list, (s) => s.matches('loaded'));
  const switching = useSelector(status, (s) => s.hasTag('busy'));
  return (
    <AdminTablePage
      list={list}
      title={<Trans>News</Trans>}
      create={{ to: '/admin/news/create', label: <Trans>Create News Item</Trans> }}
      loadFailed={t`Failed to fetch news items`}
      empty={<Trans>No news items yet. Create the first one.</Trans>}
      columns={[
        {
          heading: t`Media`,
          cell: (item) => (
            <div className="size-16 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              <NewsMedia item={item} sizes="64px" className="size-16 object-cover" />
            </div>
          ),
        },
        { heading: t`Title`, className: 'md:min-w-40 font-medium', cell: (item) => <bdi>{item.title}</bdi> },
        {
          heading: t`Type`,
          cell: (item) =>
            item.media_type === 'video' ? (
              <Trans context="news media type">Video</Trans>
            ) : (
              <Trans context="news media type">Image</Trans>
            ),
        },
        {
          heading: t`Status`,
          cell: (item) => (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
            >
              {item.active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
            </span>
          ),
        },
        {
          heading: t`Created`,
          className: 'whitespace-nowrap tabular-nums',
          cell: (item) => formatDateTime(language, item.created_at),
        },
      ]}
      nameOf={(item) => item.title}
      actions={(item) => {
        const { title } = item;
        return (
          <>
            <SteadyButton
              className={buttonStyles.secondary}
              disabled={!idle || switching}
              aria-label={item.active ? t`Deactivate ${title}` : t`Activate ${title}`}
              title={item.active ? t`Deactivate` : t`Activate`}
              onClick={() => status.send({ type: 'status.toggled', item })}
            >
              <EyeIcon crossed={!item.active} />
            </SteadyButton>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={!idle || switching}
              aria-label={t`Edit ${title}`}
              onClick={() => edit.send({ type: 'dialog.opened', item })}
            >
              <Trans>Edit</Trans>
            </button>
            <HistoryLink entity="news" id={item.id} name={title} />
          </>
        );
      }}
      deleteTitle={t`Delete news item`}
      deleteQuestion={({ title: doomed }) => (
        <Trans>
          Delete the news item “<bdi>{doomed}</bdi>”? Its picture or video is removed too. This cannot be
          undone.
        </Trans>
      )}
    >
      <NewsEditDialog actor={edit} />
    </AdminTablePage>
  );
}
