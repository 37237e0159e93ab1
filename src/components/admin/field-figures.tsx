/**
 * Field figures as the Site speed page and the SEO tool show them: the page views measured, then a
 * card per vital with its 75th percentile against the official thresholds, its rating, the shares
 * of good, needs-improvement and poor readings, and how many readings it stands on (marked as too
 * few below 50).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FieldFigures, VitalSummary } from '../../api/field-vitals';
import { type FieldVital, fieldViewsEnough, vitalScales } from '../../api/vital-histograms';
import { useLanguage } from '../../root-actors';
import { p75Rating } from '../../seo/scores';
import { formatNumber, formatPercent } from '../ui/format';
import { formatVital, ratingNames, vitalNames } from './site-speed-words';

export function FieldFiguresCards({ figures }: { figures: FieldFigures }) {
  return (
    <>
      <ViewsLine views={figures.views} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.vitals.map((summary) => (
          <li key={summary.vital}>
            <VitalCard summary={summary} views={figures.views} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ViewsLine({ views }: { views: number }) {
  const language = useLanguage();
  const count = formatNumber(language, views);
  return (
    <p className="text-slate-700 dark:text-slate-300">
      <Plural value={views} one={`${count} page view, measured`} other={`${count} page views, measured`} />
      {views > 0 && views < fieldViewsEnough && (
        <>
          {' '}
          <TooFew />
        </>
      )}
    </p>
  );
}

function TooFew() {
  return (
    <strong className="font-semibold text-amber-800 dark:text-amber-300">
      <Trans>Too few to go by: the figures settle from 50 page views.</Trans>
    </strong>
  );
}

const ratingColours = {
  good: 'bg-emerald-600',
  needsImprovement: 'bg-amber-500',
  poor: 'bg-red-600',
} as const;

function VitalCard({ summary, views }: { summary: VitalSummary; views: number }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const { short, name } = vitalNames[summary.vital];
  const rating = p75Rating(summary);
  const shares = (['good', 'needsImprovement', 'poor'] as const).map((part) => ({
    part,
    percent: summary.readings === 0 ? 0 : (summary[part] / summary.readings) * 100,
  }));
  const readings = formatNumber(language, summary.readings);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900">
      <h3 className="font-semibold">
        <abbr title={i18n._(name)} className="no-underline">
          {short}
        </abbr>{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{i18n._(name)}</span>
      </h3>
      {summary.p75 === null || rating === null ? (
        <p className="text-slate-600 dark:text-slate-400">
          {summary.vital === 'inp' ? (
            <Trans>Not measured yet: it comes from visitors who tapped, clicked or typed.</Trans>
          ) : (
            <Trans>Not measured yet.</Trans>
          )}
        </p>
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold">
              {summary.p75Beyond ? '≥ ' : ''}
              {formatVital(i18n, language, summary.vital, summary.p75)}
            </span>
            <span className="inline-flex items-center gap-1 text-sm font-semibold">
              <span
                aria-hidden="true"
                className={`inline-block size-2.5 rounded-full ${ratingColours[rating]}`}
              />
              {i18n._(ratingNames[rating])}
            </span>
          </p>
          <Thresholds vital={summary.vital} />
          {/* The shares as a bar for the eye; their words for everyone. */}
          <div
            aria-hidden="true"
            className="flex h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            {shares.map(({ part, percent }) => (
              <span key={part} className={ratingColours[part]} style={{ inlineSize: `${percent}%` }} />
            ))}
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {shares
              .map(({ part, percent }) => `${i18n._(ratingNames[part])} ${formatPercent(language, percent)}`)
              .join(' · ')}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Plural
              value={summary.readings}
              one={`From ${readings} reading`}
              other={`From ${readings} readings`}
            />
            {summary.readings < fieldViewsEnough && views > 0 && (
              <>
                {' '}
                <TooFew />
              </>
            )}
          </p>
        </>
      )}
    </article>
  );
}

/** The official thresholds, as a line under the figure. */
function Thresholds({ vital }: { vital: FieldVital }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const { unit, good, poor } = vitalScales[vital];
  const goodAt = formatVital(i18n, language, vital, good * unit);
  const poorPast = formatVital(i18n, language, vital, poor * unit);
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      <Trans>
        Good up to {goodAt}; poor beyond {poorPast}
      </Trans>
    </p>
  );
}
