import type { StateValue } from 'xstate';
import { siteSpeedMachine } from '../../../machines/site-speed.machine';
import { ApiError } from '../../../src/api/errors';
import type {
  FieldFigures,
  FieldReport,
  FieldReportQuery,
  VitalSummary,
} from '../../../src/api/field-vitals';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

type Shares = Pick<VitalSummary, 'good' | 'needsImprovement' | 'poor'>;
const summary = (vital: VitalSummary['vital'], p75: number | null, shares: Shares): VitalSummary => ({
  vital,
  p75,
  p75Beyond: false,
  readings: shares.good + shares.needsImprovement + shares.poor,
  ...shares,
});

/** Four weeks of a busy site: good on the whole, INP and TTFB in need of work. */
const fourWeeks: FieldFigures = {
  views: 1240,
  vitals: [
    summary('lcp', 2380, { good: 980, needsImprovement: 190, poor: 70 }),
    summary('inp', 240, { good: 410, needsImprovement: 120, poor: 20 }),
    summary('cls', 0.04, { good: 1150, needsImprovement: 60, poor: 30 }),
    summary('fcp', 1620, { good: 1000, needsImprovement: 180, poor: 60 }),
    summary('ttfb', 910, { good: 800, needsImprovement: 380, poor: 60 }),
  ],
};

/** Four weeks of phones: too few page views, slow, and no one has tapped yet. */
const phoneWeek: FieldFigures = {
  views: 38,
  vitals: [
    summary('lcp', 4620, { good: 8, needsImprovement: 10, poor: 20 }),
    summary('inp', null, { good: 0, needsImprovement: 0, poor: 0 }),
    summary('cls', 0.12, { good: 20, needsImprovement: 12, poor: 6 }),
    summary('fcp', 2150, { good: 14, needsImprovement: 20, poor: 4 }),
    summary('ttfb', 640, { good: 30, needsImprovement: 8, poor: 0 }),
  ],
};

export const fullReport: FieldReport = {
  from: '2026-11-10',
  to: '2026-12-07',
  overall: fourWeeks,
  byDay: [
    { key: '2026-12-05', figures: { ...fourWeeks, views: 610 } },
    { key: '2026-12-06', figures: { ...fourWeeks, views: 630 } },
  ],
  byTemplate: [
    { key: '/', figures: { ...fourWeeks, views: 700 } },
    { key: '/products/$productId', figures: { ...fourWeeks, views: 540 } },
  ],
  byLanguage: [
    { key: 'ar', figures: { ...fourWeeks, views: 820 } },
    { key: 'en', figures: { ...fourWeeks, views: 420 } },
  ],
  byDevice: [
    { key: 'desktop', figures: { ...fourWeeks, views: 300 } },
    { key: 'phone', figures: { ...fourWeeks, views: 940 } },
  ],
};

export const phoneReport: FieldReport = {
  from: '2026-11-10',
  to: '2026-12-07',
  overall: phoneWeek,
  byDay: [{ key: '2026-12-07', figures: phoneWeek }],
  byTemplate: [{ key: '/products', figures: phoneWeek }],
  byLanguage: [{ key: 'ar', figures: phoneWeek }],
  byDevice: [{ key: 'phone', figures: phoneWeek }],
};

export const csvFile = {
  csv: new Blob(['\uFEFFday,views,lcp_p75\r\n2026-12-07,38,4620\r\n']),
  filename: 'site-speed-2026-11-10-to-2026-12-07.csv',
};

/** The view the administrator lands on, then the other: phones alone, and back. */
export const firstQuery: FieldReportQuery = { days: 28 };
export const phoneQuery: FieldReportQuery = { days: 28, device: 'phone' };

export const siteSpeedModel: MachineModel = {
  machine: siteSpeedMachine.provide({
    actors: { fetchReport: pendingActor(), exportReport: pendingActor() },
    actions: { saveFile: noop },
  }),
  inputs: [{ query: firstQuery }],
  events: {
    'query.changed': (snapshot: { context: { query: FieldReportQuery }; value: StateValue }) => [
      { query: snapshot.context.query.device ? firstQuery : phoneQuery },
    ],
    'retry.requested': [{}],
    'xstate.done.actor.fetchReport': (snapshot: { context: { query: FieldReportQuery } }) => [
      { output: snapshot.context.query.device ? phoneReport : fullReport },
    ],
    'xstate.error.actor.fetchReport': [
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
    'export.requested': [{}],
    'xstate.done.actor.exportReport': [{ output: csvFile }],
    'xstate.error.actor.exportReport': [{ error: new ApiError('noResponse', 'Network Error') }],
  },
};
