import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldReport } from '../../api/field-vitals';
import { type FieldVital, fieldViewsEnough, vitalScales } from '../../api/vital-histograms';
import { useLanguage } from '../../root-actors';
import { formatDate, formatNumber } from '../ui/format';
import { formatVital, vitalNames } from './site-speed-words';

const width = 720;
const height = 240;
const margin = { top: 16, bottom: 28, side: 56 };
const dayMs = 24 * 60 * 60_000;

/** Every day from `from` to `to`, as `YYYY-MM-DD`. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * One vital's 75th percentile day by day, as a line over the span with the thresholds' bands
 * behind it (drawn here in SVG: a chart library would be the largest part of the page's script for
 * one line). Time runs the way the page reads: from the start edge, so right to left in Arabic. The
 * picture is described in words, and its figures follow in a table: what a screen reader or a
 * keyboard reads.
 */
export function SiteSpeedChart({ report, vital }: { report: FieldReport; vital: FieldVital }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const captionId = useId();
  const days = daysOf(report.from, report.to);
  const figures = new Map(
    report.byDay.map(({ key, figures: day }) => [
      key,
      { views: day.views, summary: day.vitals.find((summary) => summary.vital === vital) },
    ]),
  );
  const { unit, good, poor } = vitalScales[vital];
  const values = days.map((day) => figures.get(day)?.summary?.p75 ?? null);
  const top = Math.max(poor * unit * 1.25, ...values.map((value) => value ?? 0)) * 1.05;
  const rtl = language === 'ar';
  const plotWidth = width - 2 * margin.side;
  const xOf = (index: number) => {
    const along = days.length === 1 ? plotWidth / 2 : (index / (days.length - 1)) * plotWidth;
    return rtl ? width - margin.side - along : margin.side + along;
  };
  const yOf = (value: number) => margin.top + (1 - value / top) * (height - margin.top - margin.bottom);
  // Runs of measured days, each drawn as its own line: a day without readings leaves a gap.
  const runs: Array<Array<[number, number]>> = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const point: [number, number] = [xOf(index), yOf(value)];
    const last = runs.at(-1);
    if (last && values[index - 1] !== null && index > 0) last.push(point);
    else runs.push([point]);
  });
  const name = i18n._(vitalNames[vital].name);
  const from = formatDate(language, report.from);
  const to = formatDate(language, report.to);
  const labelAnchor = rtl ? 'start' : 'end';
  const labelX = rtl ? width - margin.side + 6 : margin.side - 6;
  return (
    <figure className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={captionId}
        className="h-auto w-full text-slate-500"
      >
        <title>{t`${name}, day by day`}</title>
        {/* The bands: good, needs improvement, poor. */}
        <rect
          x={margin.side}
          width={plotWidth}
          y={yOf(good * unit)}
          height={yOf(0) - yOf(good * unit)}
          className="fill-emerald-500/10"
        />
        <rect
          x={margin.side}
          width={plotWidth}
          y={yOf(poor * unit)}
          height={yOf(good * unit) - yOf(poor * unit)}
          className="fill-amber-500/10"
        />
        <rect
          x={margin.side}
          width={plotWidth}
          y={yOf(top)}
          height={yOf(poor * unit) - yOf(top)}
          className="fill-red-500/10"
        />
        {[good, poor].map((bound) => (
          <g key={bound}>
            <line
              x1={margin.side}
              x2={width - margin.side}
              y1={yOf(bound * unit)}
              y2={yOf(bound * unit)}
              className="stroke-current"
              strokeDasharray="4 4"
            />
            <text
              x={labelX}
              y={yOf(bound * unit)}
              dominantBaseline="middle"
              textAnchor={labelAnchor}
              className="fill-current text-[11px]"
            >
              {formatVital(i18n, language, vital, bound * unit)}
            </text>
          </g>
        ))}
        {runs.map((run) =>
          run.length === 1 ? (
            <circle key={run[0]?.join()} cx={run[0]?.[0]} cy={run[0]?.[1]} r={3} className="fill-brand-700" />
          ) : (
            <polyline
              key={run[0]?.join()}
              points={run.map((point) => point.join(',')).join(' ')}
              fill="none"
              strokeWidth={2.5}
              className="stroke-brand-700 dark:stroke-brand-100"
            />
          ),
        )}
        <text x={xOf(0)} y={height - 8} textAnchor="middle" className="fill-current text-[11px]">
          {formatDate(language, report.from)}
        </text>
        <text
          x={xOf(days.length - 1)}
          y={height - 8}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          {formatDate(language, report.to)}
        </text>
      </svg>
      <figcaption id={captionId} className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          The 75th percentile of {name} each day from {from} to {to}, against the bands of good, needs
          improvement and poor.
        </Trans>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-semibold text-brand-700 dark:text-brand-100">
          <Trans>The figures as a table</Trans>
        </summary>
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-start">
            <caption className="sr-only">{t`${name}, day by day`}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Page views</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {vitalNames[vital].short}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => {
                const figure = figures.get(day);
                const p75 = figure?.summary?.p75 ?? null;
                return (
                  <tr key={day} className="border-t border-slate-100 dark:border-slate-800">
                    <th scope="row" className="px-3 py-2 text-start font-normal">
                      {formatDate(language, day)}
                    </th>
                    <td className="px-3 py-2">
                      {formatNumber(language, figure?.views ?? 0)}
                      {figure && figure.views < fieldViewsEnough && (
                        <span className="ms-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
                          <Trans>too few</Trans>
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {p75 === null ? '–' : formatVital(i18n, language, vital, p75)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
