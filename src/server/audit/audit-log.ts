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
    if (before === undefined) {
      changes.push({ field, after: value === null ? null : cutForAudit(String(value)) });
      continue;
    }
    const [was, is] = cutPair(old == null ? null : String(old), value === null ? null : String(value));
    changes.push({ field, before: was, after: is });
  }
  return changes;
}

/**
 * Old and new values cut to what an event keeps, from a little before their first difference when
 * that lies past the cut: an edit at the end of a long description still shows what changed.
 */
function cutPair(before: string | null, after: string | null): [string | null, string | null] {
  if (before === null || after === null) {
    return [before === null ? null : cutForAudit(before), after === null ? null : cutForAudit(after)];
  }
  let common = 0;
  while (common < before.length && common < after.length && before[common] === after[common]) common += 1;
  const start = common > auditValueMaxLength / 2 ? common - contextBeforeDifference : 0;
  const from = (text: string) => (start === 0 ? text : `…${text.slice(start)}`);
  return [cutForAudit(from(before)), cutForAudit(from(after))];
}

/** Characters kept before the first difference of two long values. */
const contextBeforeDifference = 40;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Nothing, an empty text, or an empty list (as an array, or as the JSON text a column keeps). */
function isEmpty(value: unknown): boolean {
  return value === null || value === '' || value === '[]' || (Array.isArray(value) && value.length === 0);
}
