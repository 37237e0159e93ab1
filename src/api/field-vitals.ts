/**
 * Web vitals from the field: what a visitor's browser sends once per page view, and what the
 * portal reads back, rolled up by day like the Chrome UX Report. Shared by the beacon, the server
 * and the Site speed page.
 *
 * A beacon names the page's template (its route pattern, never its address), its language, a
 * device class read from the viewport's width and the connection type the browser reports; no
 * address, cookie, user agent or identifier.
 */
import { z } from 'zod';
import { publicPaths } from '../site-routes';
import { languages } from './language';
import {
  connectionTypes,
  defaultFieldSpan,
  deviceClasses,
  type FieldVital,
  fieldSpans,
  fieldVitals,
} from './vital-histograms';

/** The most a value can be: past it the browser's reading is not a page view's (a tab left open for days). */
const vitalMax = { lcp: 120_000, inp: 120_000, cls: 100, fcp: 120_000, ttfb: 120_000 } as const;

const vitalValue = (vital: FieldVital) => z.number().finite().min(0).max(vitalMax[vital]);

/** What a page view's browser sends. At least one vital; INP only once the visitor acted. */
export const fieldBeaconSchema = z.strictObject({
  template: z.enum(publicPaths),
  language: z.enum(languages),
  device: z.enum(deviceClasses),
  connection: z.enum(connectionTypes).nullable(),
  vitals: z
    .strictObject({
      lcp: vitalValue('lcp').optional(),
      inp: vitalValue('inp').optional(),
      cls: vitalValue('cls').optional(),
      fcp: vitalValue('fcp').optional(),
      ttfb: vitalValue('ttfb').optional(),
    })
    .refine((vitals) => Object.keys(vitals).length > 0, 'at least one vital'),
});
export type FieldBeacon = z.infer<typeof fieldBeaconSchema>;

/** The most bytes a beacon may be: a whole one is about 200. */
export const fieldBeaconMaxBytes = 1024;

export const fieldReportQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .refine((days) => (fieldSpans as readonly number[]).includes(days), `one of ${fieldSpans.join(', ')}`)
    .default(defaultFieldSpan),
  template: z.enum(publicPaths).optional(),
  language: z.enum(languages).optional(),
  device: z.enum(deviceClasses).optional(),
});
export type FieldReportQuery = z.infer<typeof fieldReportQuerySchema>;

const vitalSummarySchema = z.object({
  vital: z.enum(fieldVitals),
  readings: z.number(),
  p75: z.number().nullable(),
  p75Beyond: z.boolean(),
  good: z.number(),
  needsImprovement: z.number(),
  poor: z.number(),
});
export type VitalSummary = z.infer<typeof vitalSummarySchema>;

const figuresSchema = z.object({ views: z.number(), vitals: z.array(vitalSummarySchema) });
export type FieldFigures = z.infer<typeof figuresSchema>;

const breakdownSchema = z.array(z.object({ key: z.string(), figures: figuresSchema }));

/** The Site speed page's figures: the span's, then by day, template, language and device. */
export const fieldReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  overall: figuresSchema,
  byDay: breakdownSchema,
  byTemplate: breakdownSchema,
  byLanguage: breakdownSchema,
  byDevice: breakdownSchema,
});
export type FieldReport = z.infer<typeof fieldReportSchema>;
