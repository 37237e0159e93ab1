/**
 * The Site speed page's address: `/admin/site-speed?days=7&device=phone`, the API's query as it is,
 * so a view can be shared and Back steps through the choices. A value the API would refuse reads as
 * absent, and no span as 28 days.
 */
import type { FieldReportQuery } from '../../api/field-vitals';
import { languages } from '../../api/language';
import { defaultFieldSpan, deviceClasses, fieldSpans } from '../../api/vital-histograms';
import { publicPaths } from '../../site-routes';

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined =>
  values.find((known) => String(known) === String(value));

export function siteSpeedQuery(search: Record<string, unknown>): FieldReportQuery {
  return {
    days: oneOf(fieldSpans, search.days) ?? defaultFieldSpan,
    template: oneOf(publicPaths, search.template),
    language: oneOf(languages, search.language),
    device: oneOf(deviceClasses, search.device),
  };
}
