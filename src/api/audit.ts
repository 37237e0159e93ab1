/**
 * The audit trail: who changed what, when and from where. `GET /api/audit` (administrators only)
 * pages through the events newest first under the filters below; `GET /api/audit/export` answers
 * the same filtered events as a CSV file; `GET /api/audit/users` lists everyone who appears in the
 * trail (deleted users too, under the username they had), for the user filter.
 */
import { z } from 'zod';
import { auditActions, auditEntities, isCalendarDay } from './audit-names';

export { auditActions, auditEntities };

export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntitySchema = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof auditEntitySchema>;

/** The longest old or new value an event keeps of a text field; longer ones are cut with "…". */
export const auditValueMaxLength = 200;
/** Events on one page of `/admin/audit`. */
export const auditPageSize = 50;
/** The most events one CSV export holds (the newest, under the filters). */
export const auditExportMaxRows = 10_000;

/** One field an event changed: its name, and for a text field its old and new values (cut). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable().optional(),
  after: z.string().nullable().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 UTC. */
  at: z.string(),
  /** Who acted: null for a visitor, a failed sign-in's unknown name, or the server's own schedule. */
  userId: z.number().int().nullable(),
  /** Their username at the time (kept after the user is deleted or renamed); for a failed sign-in, the name tried. */
  username: z.string().nullable(),
  /** The client address the request came from; null for scheduled work and command-line tools. */
  address: z.string().nullable(),
  action: auditActionSchema,
  entity: auditEntitySchema.nullable(),
  entityId: z.number().int().nullable(),
  /** The entity's name at the time (a product's name, a news title, a username), when it has one. */
  label: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  .refine(isCalendarDay, 'That date does not exist');
const wholeNumber = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The filters, as `/admin/audit`'s address and the API's query string carry them. `from` and `to`
 * are whole days in UTC, both included.
 */
export const auditQuerySchema = z.object({
  user: wholeNumber.optional(),
  action: auditActionSchema.optional(),
  entity: auditEntitySchema.optional(),
  entityId: wholeNumber.optional(),
  from: day.optional(),
  to: day.optional(),
  page: wholeNumber.max(1_000_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Events under the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/audit/users`: everyone the trail names, newest name first for each id. */
export const auditUsersSchema = z.array(z.object({ id: z.number().int(), username: z.string() }));
export type AuditUsers = z.infer<typeof auditUsersSchema>;
