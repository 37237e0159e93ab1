import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type FieldReportQuery,
  fieldBeaconMaxBytes,
  fieldBeaconSchema,
  fieldReportQuerySchema,
  fieldReportSchema,
} from '../../../api/field-vitals';
import { fieldVitals } from '../../../api/vital-histograms';
import type { Clock } from '../../clock';
import { BeaconCounter, type BeaconLimits } from '../../field-vitals/beacon-limits';
import {
  addBeacon,
  daysBefore,
  type FieldFilter,
  fieldDayOf,
  fieldFigures,
} from '../../field-vitals/field-data';
import { toCsv } from '../../http/csv';
import { csvAnswer, emptyAnswer } from '../../plugins/api-reference';
import { HttpError } from '../../plugins/errors';

/**
 * Web vitals from the field. Every public page's browser sends one beacon per page view
 * (`POST /api/field-vitals`, JSON, at most 1 KB, answered 204 with nothing); a share of them
 * (`sample`) is added to the day's counters, the rest dropped on arrival, and a client or the whole
 * site over its minute's share is refused with 429 before anything is written. Administrators read
 * the figures of the last 7, 28 or 90 days (`GET /api/field-vitals`) and download them by day as CSV.
 */
export const fieldVitalsRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  sample: number;
  limits: BeaconLimits;
}> = async (app, { clock, sample, limits }) => {
  const counter = new BeaconCounter(clock, limits);
  const admin = { access: 'admin' } as const;

  app.post(
    '/api/field-vitals',
    {
      config: { access: 'public' },
      bodyLimit: fieldBeaconMaxBytes,
      schema: {
        body: fieldBeaconSchema,
        apiReference: {
          response: { 204: emptyAnswer('Read: counted, or left out of the sample.') },
          refusals: { 429: 'Too many beacons from this client, or from everyone, this minute' },
        },
      },
    },
    async (request, reply) => {
      if (!counter.admit(request.ip)) throw new HttpError(429, 'serverBusy');
      if (Math.random() < sample) await addBeacon(app.db, request.body, clock());
      return reply.status(204).header('Cache-Control', 'no-store').send();
    },
  );

  const spanOf = (days: number) => ({ from: daysBefore(clock(), days - 1), to: fieldDayOf(clock()) });
  const filterOf = ({ template, language, device }: FieldReportQuery): FieldFilter => ({
    ...(template ? { template } : {}),
    ...(language ? { language } : {}),
    ...(device ? { device } : {}),
  });

  app.get(
    '/api/field-vitals',
    {
      config: admin,
      schema: { querystring: fieldReportQuerySchema, response: { 200: fieldReportSchema } },
    },
    async (request) => {
      const span = spanOf(request.query.days);
      const filter = filterOf(request.query);
      const [overall, byDay, byTemplate, byLanguage, byDevice] = await Promise.all([
        fieldFigures(app.db, span, filter),
        fieldFigures(app.db, span, filter, 'day'),
        fieldFigures(app.db, span, filter, 'template'),
        fieldFigures(app.db, span, filter, 'language'),
        fieldFigures(app.db, span, filter, 'device'),
      ]);
      return {
        ...span,
        overall: overall[0]?.figures ?? { views: 0, vitals: [] },
        byDay,
        byTemplate,
        byLanguage,
        byDevice,
      };
    },
  );

  const csvColumns = [
    'day',
    'views',
    ...fieldVitals.flatMap((vital) => [
      `${vital}_p75`,
      `${vital}_readings`,
      `${vital}_good`,
      `${vital}_poor`,
    ]),
  ];
  app.get(
    '/api/field-vitals/export.csv',
    {
      config: admin,
      schema: {
        querystring: fieldReportQuerySchema,
        apiReference: {
          response: { 200: csvAnswer('Each day of the span: page views and every vital', csvColumns) },
        },
      },
    },
    async (request, reply) => {
      const span = spanOf(request.query.days);
      const days = await fieldFigures(app.db, span, filterOf(request.query), 'day');
      const rows = days.map(({ key, figures }) => [
        key,
        String(figures.views),
        ...figures.vitals.flatMap((v) => [
          v.p75 === null ? '' : String(v.p75),
          ...[v.readings, v.good, v.poor].map(String),
        ]),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="site-speed-${span.from}-to-${span.to}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(toCsv(csvColumns, rows));
    },
  );
};
