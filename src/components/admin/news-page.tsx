import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type NewsTableQuery, newsAdminListMachine } from '../../../machines/news-admin-list.machine';
import { newsEditMachine } from '../../../machines/news-edit.machine';
import { newsStatusMachine } from '../../../machines/news-status.machine';
import type { AdminNewsItem } from '../../api/news';
import { type NewsSort, newsSorts } from '../../api/news-sorts';
import {
  deleteNewsItems,
  fetchAdminNews,
  saveNewsEdit,
  switchNewsItems,
  updateNews,
} from '../../api/requests/news';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatDateTime, formatNumber } from '../ui/format';
import { EyeIcon } from '../ui/icons';
import { SteadyButton } from '../ui/steady-button';
import { type AdminColumn, AdminTable } from './admin-table';
import { HistoryLink } from './history-link';
import { NewsEditDialog } from './news-edit-dialog';
import { NewsMedia } from './news-media';
import { usePagedTable } from './paged-table-flow';
import {
  ChosenRowsBar,
  CreateLink,
  PagedTableArea,
  PagedTableFooter,
  PagedTableHeading,
  PagedTableSearch,
  tableGestures,
  useFocusAfterRowChanges,
} from './paged-table-parts';
import { PublicationCell, PublicationFilter } from './publication-fields';
import { TranslationBadge } from './translation-badge';

const newsRequests = {
  path: '/admin/news',
  sorts: newsSorts,
  filtersPublication: true,
  fetchPage: fetchAdminNews,
  deleteRows: deleteNewsItems,
  switchRows: switchNewsItems,
} as const;

/**
 * /admin/news: the items, 50 at a time, newest first or by title, searched by title and
 * description; the view lives in the address. Each is switched on or off by its eye button, edited
 * in its dialog or deleted; the rows chosen are activated, deactivated or deleted together.
 */
export function AdminNewsPage({ query }: { query: NewsTableQuery }) {
  const { t } = useLingui();
  const notify = useNotify();
  const flow = usePagedTable(newsAdminListMachine, query, newsRequests);
  // Both change a row, which may then move in the order or leave the search: the page is read afresh.
  const changed = () => flow.send({ type: 'rows.changed' });
  const status = useFlow(
    newsStatusMachine.provide({
      actors: { updateStatus: fromPromise(({ input }) => updateNews(input.id, { active: input.on })) },
      actions: { notify: (_, notice) => notify(notice), changed },
    }),
  );
  const edit = useFlow(
    newsEditMachine.provide({
      actors: { save: fromPromise(({ input }) => saveNewsEdit(input)) },
      actions: { notify: (_, notice) => notify(notice), changed },
    }),
  );
  const answer = useSelector(flow, (s) => s.context.answer);
  const selected = useSelector(flow, (s) => s.context.selected);
  // Rows loading afresh, or the rows chosen changing status, take no delete until it is done.
  const rowsWait = useSelector(flow, (s) => s.matches({ browsing: 'loading' }) || s.matches('switching'));
  // A row changes one thing at a time: its buttons wait while the table loads or a change is sent.
  const idle = useSelector(flow, (s) => s.matches({ browsing: 'shown' }));
  const switching = useSelector(status, (s) => s.hasTag('busy'));
  const searched = useSelector(flow, (s) => s.context.query.q ?? '');
  const publication = useSelector(flow, (s) => s.context.query.status);
  const sort = useSelector(flow, (s) => s.context.query.sort ?? '-created');
  const columns = useColumns();
  useFocusAfterRowChanges(flow);
  const chosen = (answer?.rows ?? []).filter((row) => selected.includes(row.id));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PagedTableHeading title={<Trans>News</Trans>}>
        <CreateLink to="/admin/news/create">
          <Trans>Create News Item</Trans>
        </CreateLink>
      </PagedTableHeading>
      <PagedTableSearch
        flow={flow}
        id="admin-news-search"
        label={t`Search news`}
        placeholder={t`Words of the title or description`}
        count={(total, searched) =>
          searched ? (
            <Plural value={total} one="# news item found" other="# news items found" />
          ) : (
            <Plural value={total} one="# news item" other="# news items" />
          )
        }
        filter={
          <PublicationFilter
            status={publication}
            onChange={(next) => flow.send({ type: 'publication.filtered', status: next })}
          />
        }
      />
      <ChosenRowsBar
        flow={flow}
        chosen={chosen}
        deleteLabel={<Trans>Delete the news items chosen</Trans>}
        switchLabels={{
          show: <Trans>Activate the news items chosen</Trans>,
          hide: <Trans>Deactivate the news items chosen</Trans>,
        }}
      />
      <PagedTableArea
        flow={flow}
        loadFailed={t`Failed to fetch news items`}
        empty={
          searched ? (
            <Trans>No news items match “{searched}”.</Trans>
          ) : publication ? (
            <Trans>No news items with this publishing status.</Trans>
          ) : (
            <Trans>No news items yet. Create the first one.</Trans>
          )
        }
      >
        {(rows) => (
          <AdminTable<AdminNewsItem, NewsSort>
            caption={t`News`}
            items={rows}
            columns={columns}
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
                  <Link
                    to="/admin/news/preview/$id"
                    params={{ id: String(item.id) }}
                    className={buttonStyles.secondary}
                    aria-label={t`Preview ${title}`}
                  >
                    <Trans>Preview</Trans>
                  </Link>
                  <HistoryLink entity="news" id={item.id} name={title} />
                </>
              );
            }}
            nameOf={(item) => item.title}
            deleteDisabled={rowsWait || switching}
            {...tableGestures(flow, { sort, selected, resting: idle })}
          />
        )}
      </PagedTableArea>
      <PagedTableFooter
        flow={flow}
        pagerLabel={t`Pages of the news table`}
        deleteTitle={(doomed) =>
          doomed.length === 1 ? t`Delete news item` : t`Delete the news items chosen`
        }
        deleteQuestion={(doomed) => <DeleteQuestion doomed={doomed} />}
      />
      <NewsEditDialog actor={edit} />
    </div>
  );
}

/** The table's columns before the actions: Title and Created sort the table. */
function useColumns(): AdminColumn<AdminNewsItem, NewsSort>[] {
  const { t } = useLingui();
  const language = useLanguage();
  return [
    {
      heading: t`Media`,
      cell: (item) => (
        <div className="size-16 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
          <NewsMedia item={item} sizes="64px" className="size-16 object-cover" />
        </div>
      ),
    },
    {
      heading: t`Title`,
      className: 'md:min-w-40 font-medium',
      sort: { ascending: 'title', descending: '-title' },
      cell: (item) => (
        <>
          <bdi className="block">{item.title}</bdi>
          <TranslationBadge status={item.translation_status} />
        </>
      ),
    },
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
      heading: t`Publishing`,
      cell: (item) => <PublicationCell item={item} />,
    },
    {
      heading: t`Created`,
      className: 'whitespace-nowrap tabular-nums',
      sort: { ascending: 'created', descending: '-created' },
      cell: (item) => formatDateTime(language, item.created_at),
    },
  ];
}

/** What the confirmation says is about to go: the item by title, or how many. */
function DeleteQuestion({ doomed: items }: { doomed: readonly AdminNewsItem[] }) {
  const language = useLanguage();
  const [only] = items;
  if (items.length === 1 && only) {
    const doomed = only.title;
    return (
      <Trans>
        Delete the news item “<bdi>{doomed}</bdi>”? Its picture or video is removed too. This cannot be
        undone.
      </Trans>
    );
  }
  // Never fewer than two here: one item is named.
  const count = formatNumber(language, items.length);
  return (
    <Trans>
      Delete the {count} news items chosen, with their pictures and videos? This cannot be undone.
    </Trans>
  );
}
