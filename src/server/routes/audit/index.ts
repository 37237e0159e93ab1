import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuditEvent, auditPageSchema, auditQuerySchema, auditUsersSchema } from '../../../api/audit';
import { auditExport, auditPage, auditUsers } from '../../audit/audit-query';
import type { Clock } from '../../clock';
import { toCsv } from '../../http/csv';
import { csvAnswer } from '../../plugins/api-reference';

const exportQuerySchema = auditQuerySchema.omit({ page: true });

const csvHeader = [
  'time',
  'user_id',
  'username',
  'address',
  'action',
  'entity',
  'entity_id',
  'label',
  'changes',
];

/** An event's changes in one cell: `field: before → after`, one per line. */
function changesCell({ changes }: AuditEvent): string {
  return changes
    .map(({ field, before, after }) => {
      if (before === undefined && after === undefined) return field;
      return before === undefined ? `${field}: ${after ?? ''}` : `${field}: ${before ?? ''} → ${after ?? ''}`;
    })
    .join('\n');
}

function csvRow(event: AuditEvent): string[] {
  return [
    event.at,
    event.userId === null ? '' : String(event.userId),
    event.username ?? '',
    event.address ?? '',
    event.action,
    event.entity ?? '',
    event.entityId === null ? '' : String(event.entityId),
    event.label ?? '',
    changesCell(event),
  ];
}

/**
 * `/api/audit`: the audit trail, for administrators only. Reading it records nothing: only
 * changes are events.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/audit',
    { config: admin, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    (request) => auditPage(app.db, request.query),
  );

  app.get('/api/audit/users', { config: admin, schema: { response: { 200: auditUsersSchema } } }, () =>
    auditUsers(app.db),
  );

  app.get(
    '/api/audit/export',
    {
      config: admin,
      schema: {
        querystring: exportQuerySchema,
        apiReference: { response: { 200: csvAnswer('The matching events, newest first', csvHeader) } },
      },
    },
    async (request, reply) => {
      const events = await auditExport(app.db, request.query);
      const day = new Date(clock()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(toCsv(csvHeader, events.map(csvRow)));
    },
  );
};
