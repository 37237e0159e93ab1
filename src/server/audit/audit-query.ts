/** Reading the audit trail: filtered pages, the CSV export, the people it names, the prune. */
import type { Kysely } from 'kysely';
import {
  type AuditEvent,
  type AuditQuery,
  type AuditUsers,
  auditChangeSchema,
  auditExportMaxRows,
  auditPageSize,
} from '../../api/audit';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';
import { type AuditActor, recordAudit } from './audit-log';

type Db = Kysely<Database>;
type Filters = Omit<AuditQuery, 'page'>;

const dayMs = 24 * 60 * 60 * 1000;

/** The events under the filters; `from` and `to` are whole UTC days, both included. */
function filtered(db: Db, { user, action, entity, entityId, from, to }: Filters) {
  let query = db.selectFrom('audit_events');
  if (user !== undefined) query = query.where('user_id', '=', user);
  if (action !== undefined) query = query.where('action', '=', action);
  if (entity !== undefined) query = query.where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', entityId);
  if (from !== undefined) query = query.where('at', '>=', `${from}T00:00:00.000Z`);
  // ISO times of the day `to` all sort below the next day's midnight.
  if (to !== undefined) query = query.where('at', '<', isoTime(Date.parse(`${to}T00:00:00.000Z`) + dayMs));
  return query;
}

function newestFirst(db: Db, filters: Filters) {
  return filtered(db, filters).selectAll().orderBy('at', 'desc').orderBy('id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof newestFirst>['execute']>>[number];

function toEvent(row: Row): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    userId: row.user_id,
    username: row.username,
    address: row.address,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    label: row.label,
    changes: auditChangeSchema.array().parse(JSON.parse(row.changes)),
  };
}

export async function auditPage(db: Db, { page, ...filters }: AuditQuery) {
  const [{ total }, rows] = await Promise.all([
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    newestFirst(db, filters)
      .limit(auditPageSize)
      .offset((page - 1) * auditPageSize)
      .execute(),
  ]);
  return { events: rows.map(toEvent), total: Number(total), page, pageSize: auditPageSize };
}

/** The newest `auditExportMaxRows` events under the filters. */
export async function auditExport(db: Db, filters: Filters): Promise<AuditEvent[]> {
  return (await newestFirst(db, filters).limit(auditExportMaxRows).execute()).map(toEvent);
}

/** Everyone the trail names, each id under the username of its latest event. */
export async function auditUsers(db: Db): Promise<AuditUsers> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['user_id', 'username'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('audit_events')
        .select((e) => e.fn.max('id').as('id'))
        .where('user_id', 'is not', null)
        .groupBy('user_id'),
    )
    .orderBy('username')
    .execute();
  return rows.flatMap((row) =>
    row.user_id === null || row.username === null ? [] : [{ id: row.user_id, username: row.username }],
  );
}

/**
 * Deletes the events older than the retention, and records how many went (when any did), so the
 * trail itself says it was pruned.
 */
export async function pruneAudit(
  db: Db,
  { retentionDays, now, actor }: { retentionDays: number; now: number; actor: AuditActor },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cutoff = isoTime(now - retentionDays * dayMs);
    const { numDeletedRows } = await trx
      .deleteFrom('audit_events')
      .where('at', '<', cutoff)
      .executeTakeFirst();
    const pruned = Number(numDeletedRows);
    if (pruned > 0) {
      await recordAudit(trx, {
        actor,
        action: 'audit.pruned',
        entity: 'audit',
        changes: [
          { field: 'events', after: String(pruned) },
          { field: 'before', after: cutoff },
        ],
        at: now,
      });
    }
    return pruned;
  });
}
