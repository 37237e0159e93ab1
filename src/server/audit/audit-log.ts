/**
 * Writing the audit trail. Every change made through the API records one event with
 * `recordAudit`, on the same transaction as the change, so an event exists exactly when its change
 * was committed. An event names who acted (their id and their username at the time), from which
 * address, what they did to which entity, and which fields changed: text fields with their old and
 * new values cut to `auditValueMaxLength`, other fields by name only. Secrets never reach it: a
 * password change is recorded as the field name alone, and no token, code or hash is ever passed.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  auditChangeSchema,
  auditValueMaxLength,
} from '../../api/audit';
import { isoTime } from '../clock';
import type { Database } from '../db/schema';

export interface AuditActor {
  userId: number | null;
  username: string | null;
  /** Null for the server's own scheduled work and command-line tools. */
  address: string | null;
}

/** The server itself: scheduled backups, the retention prune, the restore tool. */
export const serverActor: AuditActor = { userId: null, username: null, address: null };

/** Who made a request: the signed-in user on signed-in routes, a visitor (by address) elsewhere. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.signedIn?.user;
  return { userId: user?.id ?? null, username: user?.username ?? null, address: request.ip };
}

/** Who makes a change, and when: what every audited write takes. */
export interface AuditedWrite {
  actor: AuditActor;
  /** Milliseconds since 1970. */
  now: number;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  entity?: AuditEntity;
  entityId?: number;
  /** The entity's name at the time: what a reader recognises once the row is gone. */
  label?: string;
  changes?: AuditChange[];
  /** Milliseconds since 1970. */
  at: number;
}

/** Text cut to what an event keeps. */
export function cutForAudit(text: string): string {
  return text.length <= auditValueMaxLength ? text : `${text.slice(0, auditValueMaxLength - 1)}…`;
}

/** Writes one event. Pass the transaction of the change it records. */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  const changes = auditChangeSchema.array().parse(record.changes ?? []);
  await db
    .insertInto('audit_events')
    .values({
      at: isoTime(record.at),
      user_id: record.actor.userId,
      username: record.actor.username === null ? null : cutForAudit(record.actor.username),
      address: record.actor.address,
      action: record.action,
      entity: record.entity ?? null,
      entity_id: record.entityId ?? null,
      label: record.label === undefined ? null : cutForAudit(record.label),
      changes: JSON.stringify(changes),
    })
    .execute();
}

type Row = Readonly<Record<string, unknown>>;

/**
 * The fields whose values differ between two versions of a row (`before` undefined: a new row, so
 * every field given a value, empty ones left out). Fields named in `withValues` are text a reader compares and keep
 * their values, cut; any other field (lists kept as JSON, images, a password) is named alone.
 */
export function changedFields(
  before: Row | undefined,
  after: Row,
  withValues: readonly string[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || (before === undefined && isEmpty(value))) continue;
    const old = before?.[field];
    if (before !== undefined && sameValue(old, value)) continue;
    if (!withValues.includes(field)) {
      changes.push({ field });
      continue;
    }
    changes.push({
      field,
      ...(before === undefined ? {} : { before: old == null ? null : cutForAudit(String(old)) }),
      after: value === null ? null : cutForAudit(String(value)),
    });
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Nothing, an empty text, or an empty list (as an array, or as the JSON text a column keeps). */
function isEmpty(value: unknown): boolean {
  return value === null || value === '' || value === '[]' || (Array.isArray(value) && value.length === 0);
}
