import type { AnyMachineSnapshot } from 'xstate';
import { type AuditLogContext, auditLogMachine, sameQuery } from '../../../machines/audit-log.machine';
import type { AuditEvent, AuditPage, AuditQuery, AuditUsers } from '../../../src/api/audit';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** Everyone the trail names, as `GET /api/audit/users` lists them. */
export const auditUsers: AuditUsers = [
  { id: 1, username: 'admin' },
  { id: 2, username: 'huda' },
  { id: 7, username: 'omar' },
];

const event = (fields: Partial<AuditEvent> & Pick<AuditEvent, 'id' | 'at' | 'action'>): AuditEvent => ({
  userId: null,
  username: null,
  address: null,
  entity: null,
  entityId: null,
  label: null,
  changes: [],
  ...fields,
});

/** An administrator renames a product (and its features change, which keep no values). */
export const productRenamed = event({
  id: 106,
  at: '2026-03-02T08:30:00.000Z',
  userId: 1,
  username: 'admin',
  address: '203.0.113.7',
  action: 'product.updated',
  entity: 'product',
  entityId: 12,
  label: 'PPR Pipe PN20',
  changes: [{ field: 'name', before: 'PPR Pipe', after: 'PPR Pipe PN20' }, { field: 'features' }],
});
/** A visitor's message through the contact form: no account, an address. */
export const messageReceived = event({
  id: 105,
  at: '2026-03-02T08:00:00.000Z',
  address: '198.51.100.4',
  action: 'contact-message.received',
  entity: 'contact-message',
  entityId: 9,
  label: 'Quote request',
});
/** The nightly backup: no account, no address. */
export const backupTaken = event({
  id: 104,
  at: '2026-03-01T23:00:00.000Z',
  action: 'backup.taken',
  entity: 'backup',
});
/** The Arabic name written, from an IPv6 address: the value is Arabic. */
export const translationSaved = event({
  id: 103,
  at: '2026-03-01T10:00:00.000Z',
  userId: 2,
  username: 'huda',
  address: '2001:db8::5',
  action: 'product.translation-saved',
  entity: 'product',
  entityId: 12,
  label: 'PPR Pipe',
  changes: [{ field: 'name_ar', before: null, after: 'أنبوب PPR' }],
});
/** A failed sign-in keeps the name tried, with no account behind it. */
export const signInFailed = event({
  id: 102,
  at: '2026-03-01T09:00:00.000Z',
  username: 'mallory',
  address: '203.0.113.99',
  action: 'sign-in.failed',
  changes: [{ field: 'step', after: 'password' }],
});
/** A deleted user: the event names them, with no link to follow. */
export const userDeleted = event({
  id: 101,
  at: '2026-03-01T08:15:00.000Z',
  userId: 1,
  username: 'admin',
  address: '203.0.113.7',
  action: 'user.deleted',
  entity: 'user',
  entityId: 7,
  label: 'omar',
});

/** Six events, three a page (the server says how many a page holds). */
export const firstPage: AuditPage = {
  events: [productRenamed, messageReceived, backupTaken],
  total: 6,
  page: 1,
  pageSize: 3,
};
export const secondPage: AuditPage = {
  events: [translationSaved, signInFailed, userDeleted],
  total: 6,
  page: 2,
  pageSize: 3,
};
/** Nothing under the filters. */
export const noEvents: AuditPage = { events: [], total: 0, page: 1, pageSize: 3 };

export const auditCsv = {
  csv: new Blob(['\uFEFFid,at,username,address,action,entity,entityId,label,changes\r\n']),
  filename: 'audit-2026-03-02.csv',
};

export const networkError = new ApiError('noResponse', 'Network Error');
export const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);

/** The filter a walk chooses on the page, and the view the address moves to under it (back, forward). */
export const actionChosen = { filter: 'action', value: 'product.updated' } as const;
export const syncedQuery: AuditQuery = { action: 'sign-in.failed', page: 1 };

const queryOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as AuditLogContext).query;
/**
 * The page's first view (no filter, the first page): only there does the user list answer, a load
 * fail, an export run and a filter change, so the graph stays small.
 */
const firstView = (snapshot: AnyMachineSnapshot) => sameQuery(queryOf(snapshot), { page: 1 });
const inFirstView =
  <T>(variants: T[]) =>
  (snapshot: AnyMachineSnapshot) =>
    firstView(snapshot) ? variants : [];

// The page opens unfiltered (the walk opens it from a History link too). The user list loads or fails
// beside the events; the events load (two pages, or none), fail, are retried and exported; the
// person picks an action, clears the filters, turns the page; the address moves under the page.
export const auditLogModel: MachineModel = {
  machine: auditLogMachine.provide({
    actors: { fetchUsers: pendingActor(), fetchEvents: pendingActor(), exportEvents: pendingActor() },
    actions: { writeUrl: noop, saveFile: noop },
  }),
  inputs: [{ query: { page: 1 } }],
  events: {
    'xstate.done.actor.fetchUsers': inFirstView([{ output: auditUsers }]),
    'xstate.error.actor.fetchUsers': inFirstView([{ error: networkError }]),
    // The server answers the page asked for: the first one, or none under a filter; the second.
    'xstate.done.actor.fetchEvents': (snapshot) =>
      queryOf(snapshot).page === 1 ? [{ output: firstPage }, { output: noEvents }] : [{ output: secondPage }],
    'xstate.error.actor.fetchEvents': inFirstView([{ error: networkError }, { error: gatewayError }]),
    'xstate.done.actor.exportEvents': [{ output: auditCsv }],
    'xstate.error.actor.exportEvents': inFirstView([{ error: gatewayError }]),
    'retry.requested': [{}],
    'export.requested': inFirstView([{}]),
    'filter.changed': inFirstView([actionChosen]),
    'filters.cleared': [{}],
    'url.synced': inFirstView([{ query: syncedQuery }]),
    'previousPage.requested': [{}],
    'nextPage.requested': [{}],
  },
};
