import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { seoVerificationMachine } from '../../../machines/seo-verification.machine';
import type { Language } from '../../api/language';
import { performancePassMark } from '../../api/limits';
import type { CheckResult, MonitorRecords, PageReport, VitalName, VitalsReading } from '../../api/seo';
import { useLanguage } from '../../root-actors';
import {
  bandOf,
  mobileScoreOf,
  passesPerformance,
  performanceScore,
  recommendations,
  seoScore,
  vitalVerdicts,
} from '../../seo/scores';
import { formatNumber, intlLocale } from '../ui/format';
import {
  bandLabels,
  checkAdvice,
  checkColumns,
  checkLabels,
  failureDescriptor,
  vitalAdvice,
  vitalLabels,
} from './seo-messages';

type ToolRef = ActorRefFrom<typeof seoVerificationMachine>;

const noVitals: VitalsReading = {};
const noRecords: MonitorRecords = { pageViews: [], webVitals: [], issues: [] };

/** A part of the results: its heading names it for assistive technology. */
function ResultSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A wide table scrolls inside its frame on a phone, never the page (which holds its labels too). */
function TableFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative mt-4 overflow-x-auto rounded-2xl ring-1 ring-slate-200 dark:ring-slate-700">
      <table className="w-full text-sm">{children}</table>
    </div>
  );
}
const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700';

/** A run's results: the scores, the page checks, the vitals, the recommendations and the records. */
export function SeoResults({ tool }: { tool: ToolRef }) {
  const reports = useSelector(tool, (s) => s.context.reports);
  const stoppedAtLimit = useSelector(tool, (s) => s.context.stoppedAtLimit);
  const left = useSelector(tool, (s) => s.context.targets.length - s.context.reports.length);
  const measurements = useSelector(tool, (s) => s.context.measurements);
  const vitals = measurements?.vitals ?? noVitals;
  const language = useLanguage();
  const notChecked = formatNumber(language, left);
  return (
    <div className="space-y-10">
      {stoppedAtLimit && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          <Trans>The run reached its time limit: {notChecked} pages were not checked.</Trans>
        </p>
      )}
      <Scores reports={reports} vitals={vitals} />
      <PageTable reports={reports} />
      <Failures reports={reports} />
      <Vitals vitals={vitals} />
      <Recommendations reports={reports} vitals={vitals} />
      <Unavailable />
      <Recorded records={measurements?.monitor ?? noRecords} />
    </div>
  );
}

function ScoreCard({
  title,
  score,
  missing = <Trans>Not measured yet</Trans>,
  note,
}: {
  title: ReactNode;
  score: number | null;
  /** What stands in for a score with nothing to stand on. */
  missing?: ReactNode;
  note: ReactNode;
}) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <div className={card}>
      <h3 className="font-semibold text-slate-700 dark:text-slate-200">{title}</h3>
      {score === null ? (
        <p className="mt-2 text-2xl font-bold text-slate-500">{missing}</p>
      ) : (
        <p className="mt-2 flex flex-wrap items-baseline gap-2">
          <span className="text-4xl font-extrabold tabular-nums text-brand-700 dark:text-brand-300">
            {formatNumber(language, score)}
          </span>
          <span className="text-slate-500">/ {formatNumber(language, 100)}</span>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {i18n._(bandLabels[bandOf(score)])}
          </span>
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{note}</p>
    </div>
  );
}

function Scores({ reports, vitals }: { reports: PageReport[]; vitals: VitalsReading }) {
  const language = useLanguage();
  const checks = reports.flatMap((report) => report.checks);
  const passed = formatNumber(language, checks.filter((check) => check.passed).length);
  const total = formatNumber(language, checks.length);
  const performance = performanceScore(vitals);
  const passMark = formatNumber(language, performancePassMark);
  return (
    <ResultSection id="seo-scores" title={<Trans>Scores</Trans>}>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <ScoreCard
          title={<Trans>SEO score</Trans>}
          score={seoScore(reports)}
          missing={<Trans>No page was checked</Trans>}
          note={
            <Trans>
              {passed} of {total} checks passed
            </Trans>
          }
        />
        <ScoreCard
          title={<Trans>Performance score</Trans>}
          score={performance}
          note={
            performance === null ? (
              <Trans>Share of the measured web vitals that are good. Pass mark {passMark}.</Trans>
            ) : passesPerformance(performance) ? (
              <Trans>Passes the mark of {passMark}: share of the measured web vitals that are good.</Trans>
            ) : (
              <Trans>
                Below the pass mark of {passMark}: share of the measured web vitals that are good.
              </Trans>
            )
          }
        />
        <ScoreCard
          title={<Trans>Mobile score</Trans>}
          score={mobileScoreOf(vitals)}
          note={
            <Trans>
              100 less the site's deductions for a slow first paint, a slow largest paint, layout shift and a
              slow load, as measured on this page.
            </Trans>
          }
        />
      </div>
    </ResultSection>
  );
}

function Mark({ check }: { check: CheckResult | undefined }) {
  const { t } = useLingui();
  if (!check)
    return (
      <span title={t`Not checked`} className="text-slate-400">
        –<span className="sr-only">{t`Not checked`}</span>
      </span>
    );
  return check.passed ? (
    <span className="font-bold text-emerald-700">
      ✓<span className="sr-only">{t`Passed`}</span>
    </span>
  ) : (
    <span className="font-bold text-red-700">
      ✗<span className="sr-only">{t`Failed`}</span>
    </span>
  );
}

const pageName = (report: PageReport) => report.target.url ?? report.target.pattern ?? '';

function PageTable({ reports }: { reports: PageReport[] }) {
  const { i18n } = useLingui();
  return (
    <ResultSection id="seo-pages" title={<Trans>Pages as the server sends them</Trans>}>
      <TableFrame>
        <thead className="bg-slate-50 text-start dark:bg-slate-800">
          <tr>
            <th scope="col" className="p-3 text-start">
              <Trans>Page</Trans>
            </th>
            {checkColumns.map((id) => (
              <th key={id} scope="col" className="p-3 text-center font-semibold">
                {i18n._(checkLabels[id])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const fetchFailure = report.checks.find((check) => check.id === 'fetch');
            return (
              <tr key={`${report.target.language}${pageName(report)}`} className="border-t border-slate-200">
                <th scope="row" className="p-3 text-start font-medium">
                  <bdi dir="ltr">{pageName(report)}</bdi>
                </th>
                {fetchFailure ? (
                  <td colSpan={checkColumns.length} className="p-3 text-red-700">
                    {i18n._(failureDescriptor(fetchFailure))}
                  </td>
                ) : (
                  checkColumns.map((id) => (
                    <td key={id} className="p-3 text-center">
                      <Mark check={report.checks.find((check) => check.id === id)} />
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
    </ResultSection>
  );
}

function Failures({ reports }: { reports: PageReport[] }) {
  const { i18n } = useLingui();
  const failures = reports.flatMap((report) =>
    report.checks.filter((check) => !check.passed).map((check) => ({ report, check })),
  );
  return (
    <ResultSection id="seo-failures" title={<Trans>What failed</Trans>}>
      {failures.length === 0 ? (
        <p className="mt-4 text-emerald-800">
          <Trans>Every check passed on every page.</Trans>
        </p>
      ) : (
        <ul className="mt-4 space-y-2">
          {failures.map(({ report, check }) => (
            <li key={`${report.target.language}${pageName(report)}${check.id}`} className="break-words">
              <bdi dir="ltr" className="font-semibold">
                {pageName(report)}
              </bdi>{' '}
              — {i18n._(checkLabels[check.id])}: {i18n._(failureDescriptor(check))}
            </li>
          ))}
        </ul>
      )}
    </ResultSection>
  );
}

/** A vital as people read it: seconds for times, the score itself for layout shift. */
function formatVital(language: Language, name: VitalName, value: number): string {
  const locale = intlLocale(language);
  if (name === 'cls') return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  if (name === 'inp')
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      maximumFractionDigits: 0,
    }).format(value);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'narrow',
    maximumFractionDigits: 2,
  }).format(value / 1000);
}

function Vitals({ vitals }: { vitals: VitalsReading }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ResultSection id="seo-vitals" title={<Trans>Web vitals measured in this browser</Trans>}>
      <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Measured on this page while you use it. Interaction to next paint (INP) replaces the first input
          delay, which browsers no longer report; it is measured once you tap, click or type on the page.
        </Trans>
      </p>
      <TableFrame>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className="p-3 text-start">
              <Trans>Metric</Trans>
            </th>
            <th scope="col" className="p-3 text-start">
              <Trans>Measured</Trans>
            </th>
            <th scope="col" className="p-3 text-start">
              <Trans>Good at or below</Trans>
            </th>
            <th scope="col" className="p-3 text-start">
              <Trans>Rating</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {vitalVerdicts(vitals).map(({ name, value, threshold, good }) => (
            <tr key={name} className="border-t border-slate-200">
              <th scope="row" className="p-3 text-start font-medium">
                {i18n._(vitalLabels[name])}
              </th>
              <td className="p-3 tabular-nums">
                {value === undefined ? <Trans>Not measured yet</Trans> : formatVital(language, name, value)}
              </td>
              <td className="p-3 tabular-nums">{formatVital(language, name, threshold)}</td>
              <td className="p-3">
                {good === undefined ? '–' : good ? <Trans>Good</Trans> : <Trans>Needs improvement</Trans>}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </ResultSection>
  );
}

function Recommendations({ reports, vitals }: { reports: PageReport[]; vitals: VitalsReading }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const list = recommendations(reports, vitals);
  return (
    <ResultSection id="seo-recommendations" title={<Trans>Recommendations</Trans>}>
      {list.length === 0 ? (
        <p className="mt-4">
          <Trans>Nothing to improve in what was checked.</Trans>
        </p>
      ) : (
        <ul className="mt-4 list-disc space-y-2 ps-6">
          {list.map((item) => {
            if (item.kind === 'vital') return <li key={item.vital}>{i18n._(vitalAdvice[item.vital])}</li>;
            const pages = formatNumber(language, item.urls.length);
            return (
              <li key={item.check}>
                {i18n._(checkAdvice[item.check])}{' '}
                <span className="text-slate-600 dark:text-slate-300">
                  <Trans>(pages concerned: {pages})</Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ResultSection>
  );
}

function Unavailable() {
  return (
    <ResultSection id="seo-unavailable" title={<Trans>Not available from the browser</Trans>}>
      <dl className="mt-4 grid gap-4 md:grid-cols-2">
        <div className={card}>
          <dt className="font-semibold">
            <Trans>Search rankings</Trans>
          </dt>
          <dd className="mt-1 text-slate-600 dark:text-slate-300">
            <Trans>Not available from the browser: only the search engines know where the pages rank.</Trans>
          </dd>
        </div>
        <div className={card}>
          <dt className="font-semibold">
            <Trans>Backlinks</Trans>
          </dt>
          <dd className="mt-1 text-slate-600 dark:text-slate-300">
            <Trans>Not available from the browser: links from other sites are known only to crawlers.</Trans>
          </dd>
        </div>
      </dl>
    </ResultSection>
  );
}

function formatTime(language: Language, at: number): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'short', timeStyle: 'medium' }).format(
    at,
  );
}

function Recorded({ records }: { records: MonitorRecords }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const views = formatNumber(language, records.pageViews.length);
  const latestViews = records.pageViews.slice(-10).reverse();
  return (
    <ResultSection
      id="seo-recorded"
      className="space-y-4"
      title={<Trans>Recorded by the site monitor in this browser</Trans>}
    >
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          While you browse the site, it notes each page you view, the web vitals of each page load and what a
          check of the page finds wrong a second after it opens. It is kept only in this browser.
        </Trans>
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className={card}>
          <h3 className="font-semibold">
            <Trans>Page views: {views}</Trans>
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {latestViews.map((view) => (
              <li key={`${view.at}${view.path}`} className="flex flex-wrap justify-between gap-2">
                <bdi dir="ltr" className="break-all">
                  {view.path}
                </bdi>
                <span className="text-slate-500 tabular-nums">{formatTime(language, view.at)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={card}>
          <h3 className="font-semibold">
            <Trans>Web vitals of earlier page loads</Trans>
          </h3>
          {records.webVitals.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>None recorded yet: they are stored when you leave a page.</Trans>
            </p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {records.webVitals
                .slice()
                .reverse()
                .map((record) => (
                  <li key={`${record.at}${record.path}`}>
                    <bdi dir="ltr" className="font-medium break-all">
                      {record.path}
                    </bdi>
                    <span className="block text-slate-600 dark:text-slate-300">
                      {vitalVerdicts(record)
                        .filter((verdict) => verdict.value !== undefined)
                        .map(
                          (verdict) =>
                            `${verdict.name.toUpperCase()} ${formatVital(language, verdict.name, verdict.value ?? 0)}`,
                        )
                        .join(' · ')}
                    </span>
                  </li>
                ))}
            </ul>
          )}
        </div>
        <div className={card}>
          <h3 className="font-semibold">
            <Trans>Issues found on live pages</Trans>
          </h3>
          {records.issues.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>None found on the pages you viewed.</Trans>
            </p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {records.issues.map((issue) => (
                <li key={`${issue.at}${issue.path}${issue.check}`}>
                  <bdi dir="ltr" className="font-medium break-all">
                    {issue.path}
                  </bdi>{' '}
                  — {i18n._(failureDescriptor({ id: issue.check, passed: false, values: issue.values }))}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ResultSection>
  );
}
