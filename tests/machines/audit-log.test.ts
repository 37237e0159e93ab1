import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type AuditFilters, auditLogMachine } from '../../machines/audit-log.machine';
import type { AuditPage, AuditQuery } from '../../src/api/audit';
import { pendingActor } from './model';
import { type auditCsv, firstPage, secondPage } from './models/audit-log.model';

/** The flow with its loads recorded (what each asked for, and whether it was called off). */
function start(query: AuditQuery) {
  const loads: Array<{ query: AuditQuery; signal: AbortSignal }> = [];
  const exports: AuditFilters[] = [];
  const writeUrl = vi.fn<(query: AuditQuery) => void>();
  const actor = createActor(
    auditLogMachine.provide({
      actors: {
        fetchUsers: pendingActor(),
        fetchEvents: fromPromise<AuditPage, AuditQuery>(({ input, signal }) => {
          loads.push({ query: input, signal });
          return new Promise(() => {});
        }),
        exportEvents: fromPromise<typeof auditCsv, AuditFilters>(({ input }) => {
          exports.push(input);
          return new Promise(() => {});
        }),
      },
      actions: { writeUrl: (_, next) => writeUrl(next), saveFile: () => {} },
    }),
    { input: { query } },
  ).start();
  const answer = (page: AuditPage) =>
    actor.send({ type: 'xstate.done.actor.fetchEvents', output: page } as never);
  return { actor, loads, exports, writeUrl, answer };
}

const queries = (loads: Array<{ query: AuditQuery }>) => loads.map((load) => load.query);

// The page's states on screen are walked in audit-log.walk.test.tsx; these pin how the filters,
// the pages and the address make the query the server is asked.
describe('audit log machine', () => {
  it('starts a new filter at page 1 and writes it into the address; the same choice again does nothing', () => {
    const { actor, loads, writeUrl, answer } = start({ action: 'product.updated', page: 2 });
    answer(secondPage);
    actor.send({ type: 'filter.changed', filter: 'user', value: '2' });
    const chosen = { action: 'product.updated', user: 2, page: 1 };
    expect(queries(loads)).toEqual([{ action: 'product.updated', page: 2 }, chosen]);
    expect(writeUrl).toHaveBeenCalledWith(expect.objectContaining(chosen));
    actor.send({ type: 'filter.changed', filter: 'user', value: '2' });
    expect(loads).toHaveLength(2);
    expect(writeUrl).toHaveBeenCalledTimes(1);
  });

  it('drops the one item a link named when another kind of item is chosen, and keeps it for other filters', () => {
    const { actor, loads } = start({ entity: 'product', entityId: 12, page: 1 });
    actor.send({ type: 'filter.changed', filter: 'from', value: '2026-03-01' });
    actor.send({ type: 'filter.changed', filter: 'entity', value: 'news' });
    expect(queries(loads).slice(1)).toEqual([
      expect.objectContaining({ entity: 'product', entityId: 12, from: '2026-03-01', page: 1 }),
      expect.objectContaining({ entity: 'news', entityId: undefined, from: '2026-03-01', page: 1 }),
    ]);
  });

  it('ignores a filter the contract refuses', () => {
    const { actor, loads, writeUrl } = start({ page: 1 });
    actor.send({ type: 'filter.changed', filter: 'from', value: '20260-03-01' });
    actor.send({ type: 'filter.changed', filter: 'action', value: 'product.renamed' });
    expect(loads).toHaveLength(1);
    expect(writeUrl).not.toHaveBeenCalled();
  });

  it('follows the address without writing it back', () => {
    const { actor, loads, writeUrl } = start({ page: 1 });
    actor.send({ type: 'url.synced', query: { entity: 'user', entityId: 7, page: 1 } });
    expect(queries(loads)).toEqual([{ page: 1 }, { entity: 'user', entityId: 7, page: 1 }]);
    expect(writeUrl).not.toHaveBeenCalled();
  });

  it('calls off a load a newer query overtook, and shows only the newer answer', () => {
    const { actor, loads, answer } = start({ page: 1 });
    actor.send({ type: 'filter.changed', filter: 'action', value: 'sign-in.failed' });
    expect(loads.map((load) => load.signal.aborted)).toEqual([true, false]);
    answer(firstPage);
    expect(actor.getSnapshot().context.answer).toBe(firstPage);
  });

  it('turns the page only within the pages the server counted', () => {
    const { actor, loads, answer } = start({ page: 1 });
    answer(firstPage);
    actor.send({ type: 'previousPage.requested' });
    expect(loads).toHaveLength(1);
    actor.send({ type: 'nextPage.requested' });
    answer(secondPage);
    actor.send({ type: 'nextPage.requested' });
    expect(queries(loads)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('exports the filtered events whatever the page', () => {
    const { actor, exports, answer } = start({ user: 2, action: 'product.updated', page: 2 });
    answer(secondPage);
    actor.send({ type: 'export.requested' });
    expect(exports).toEqual([{ user: 2, action: 'product.updated' }]);
  });
});
