/**
 * The audit trail's page (/admin/audit): the user filter's list, and the events under the filters
 * the address holds, a page at a time, newest first, with their CSV export.
 *
 * Who owns the address: the machine, as on the branches page. A filter chosen on the page, Clear
 * filters, Previous or Next changes the machine first: it loads the events under the new query and
 * writes the query into the address with `writeUrl` (a history entry, so back and forward step
 * through the views). The address reaches the machine only through `url.synced` (back, forward, a
 * link into the page such as a table row's History), which loads without writing back. A query
 * equal to the current one changes nothing; one the contract's schema refuses (a date typed with a
 * five-digit year) is ignored.
 *
 * A new filter starts again at page 1; choosing another kind of item drops the one item a link
 * named (`entityId`).
 *
 * Two regions side by side:
 * - users: loading → loaded | failed; failed → loading on retry.requested.
 * - events: loading → shown | empty | failed; failed → loading on retry.requested; a new query,
 *   from any state, → loading (cancelling a load or an export under way). shown.idle →
 *   shown.exporting → shown.idle (the file saved) | shown.exportFailed (export again).
 * Events: filter.changed { filter, value } ('' for any), filters.cleared, url.synced { query },
 * previousPage.requested, nextPage.requested, retry.requested, export.requested.
 */
import { assign, setup } from 'xstate';
import { type AuditPage, type AuditQuery, type AuditUsers, auditQuerySchema } from '../src/api/audit';
import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import { chartPart } from './chart-part';
import { missingAction, missingPromiseActor } from './not-provided';

/** The query without its page: what an export is filtered by. */
export type AuditFilters = Omit<AuditQuery, 'page'>;

/** The CSV the server wrote, and the file name it gave it. */
export interface AuditExport {
  csv: Blob;
  filename: string;
}

/** The filters the page offers; `entityId` only comes with a link. */
export type AuditFilterName = 'user' | 'action' | 'entity' | 'from' | 'to';

export type AuditLogEvent =
  | { type: 'filter.changed'; filter: AuditFilterName; value: string }
  | { type: 'filters.cleared' }
  | { type: 'url.synced'; query: AuditQuery }
  | { type: 'previousPage.requested' }
  | { type: 'nextPage.requested' }
  | { type: 'retry.requested' }
  | { type: 'export.requested' };

export interface AuditLogContext {
  query: AuditQuery;
  users: AuditUsers;
  /** The last page the server answered, kept on screen while the next loads; null after a failure. */
  answer: AuditPage | null;
  /** Why the events did not load, or the export failed. */
  failure: Message | null;
  usersFailure: Message | null;
}

const queryKeys = ['user', 'action', 'entity', 'entityId', 'from', 'to', 'page'] as const;

export const sameQuery = (a: AuditQuery, b: AuditQuery) => queryKeys.every((key) => a[key] === b[key]);

/** The query an event asks for, as the contract's schema reads it; null when the schema refuses it. */
function requested({ query }: AuditLogContext, event: AuditLogEvent): AuditQuery | null {
  let next: Record<string, unknown>;
  switch (event.type) {
    case 'filter.changed':
      next = { ...query, [event.filter]: event.value || undefined, page: 1 };
      if (event.filter === 'entity') next.entityId = undefined;
      break;
    case 'filters.cleared':
      next = { page: 1 };
      break;
    case 'url.synced':
      next = event.query;
      break;
    case 'previousPage.requested':
      next = { ...query, page: query.page - 1 };
      break;
    case 'nextPage.requested':
      next = { ...query, page: query.page + 1 };
      break;
    default:
      return query;
  }
  const parsed = auditQuerySchema.safeParse(next);
  return parsed.success ? parsed.data : null;
}

/** Loads the events under the query the event asks for, and writes it into the address. */
const choose = chartPart({
  target: '#auditLog.events.loading',
  actions: [
    'applyQuery',
    { type: 'writeUrl', params: ({ context }: { context: AuditLogContext }) => context.query },
  ],
});

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    input: {} as { query: AuditQuery },
    events: {} as AuditLogEvent,
    tags: {} as 'busy' | 'exporting',
  },
  actors: {
    fetchUsers: missingPromiseActor<AuditUsers>('fetchUsers'),
    fetchEvents: missingPromiseActor<AuditPage, AuditQuery>('fetchEvents'),
    exportEvents: missingPromiseActor<AuditExport, AuditFilters>('exportEvents'),
  },
  actions: {
    applyQuery: assign({ query: ({ context, event }) => requested(context, event) ?? context.query }),
    writeUrl: missingAction('writeUrl') as (_: unknown, params: AuditQuery) => void,
    saveFile: missingAction('saveFile') as (_: unknown, params: AuditExport) => void,
  },
  guards: {
    isNewQuery: ({ context, event }) => {
      const next = requested(context, event);
      return next !== null && !sameQuery(next, context.query);
    },
    hasEvents: (_, params: { answer: AuditPage }) => params.answer.events.length > 0,
    hasPreviousPage: ({ context }) => context.query.page > 1,
    hasNextPage: ({ context }) =>
      context.answer !== null && context.query.page * context.answer.pageSize < context.answer.total,
  },
}).createMachine({
  id: 'auditLog',
  context: ({ input }) => ({
    query: input.query,
    users: [],
    answer: null,
    failure: null,
    usersFailure: null,
  }),
  type: 'parallel',
  states: {
    users: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchUsers',
            src: 'fetchUsers',
            onDone: { target: 'loaded', actions: assign({ users: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({
                usersFailure: ({ event }) =>
                  failureMessage(event.error, 'auditUsersLoadFailed', 'networkError'),
              }),
            },
          },
        },
        loaded: {},
        failed: { on: { 'retry.requested': 'loading' } },
      },
    },
    events: {
      initial: 'loading',
      on: {
        'filter.changed': { guard: 'isNewQuery', ...choose },
        'filters.cleared': { guard: 'isNewQuery', ...choose },
        // The address already says it: nothing to write back.
        'url.synced': { guard: 'isNewQuery', target: '.loading', actions: 'applyQuery' },
      },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'fetchEvents',
            src: 'fetchEvents',
            input: ({ context }) => context.query,
            onDone: [
              {
                guard: { type: 'hasEvents', params: ({ event }) => ({ answer: event.output }) },
                target: 'shown',
                actions: assign({ answer: ({ event }) => event.output }),
              },
              { target: 'empty', actions: assign({ answer: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'failed',
              actions: assign({
                answer: null,
                failure: ({ event }) => failureMessage(event.error, 'auditLoadFailed', 'networkError'),
              }),
            },
          },
        },
        shown: {
          on: {
            'previousPage.requested': { guard: 'hasPreviousPage', ...choose },
            'nextPage.requested': { guard: 'hasNextPage', ...choose },
          },
          initial: 'idle',
          states: {
            idle: { on: { 'export.requested': 'exporting' } },
            exporting: {
              tags: 'exporting',
              invoke: {
                id: 'exportEvents',
                src: 'exportEvents',
                input: ({ context: { query } }) => {
                  const { page: _, ...filters } = query;
                  return filters;
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'saveFile', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'exportFailed',
                  actions: assign({
                    failure: ({ event }) => failureMessage(event.error, 'auditExportFailed', 'networkError'),
                  }),
                },
              },
            },
            exportFailed: { on: { 'export.requested': 'exporting' } },
          },
        },
        empty: {},
        failed: { on: { 'retry.requested': 'loading' } },
      },
    },
  },
});
