import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { seoVerificationMachine } from '../../../machines/seo-verification.machine';
import type { FieldFigures } from '../../api/field-vitals';
import { performancePassMark, seoFailuresShown } from '../../api/limits';
import type { CheckId, FieldData, PageReport } from '../../api/seo';
import { useLanguage } from '../../root-actors';
import { bandOf, fieldScore, passesPerformance, recommendations, seoScore } from '../../seo/scores';
import { pageGroups } from '../../seo/site-pages';
import { FieldFiguresCards } from '../admin/field-figures';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import {
  bandLabels,
  checkAdvice,
  checkColumns,
  checkLabels,
  failureDescriptor,
  vitalAdvice,
} from './seo-messages';

type ToolRef = ActorRefFrom<typeof seoVerificationMachine>;

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
const notice = 'rounded-lg bg-amber-50 p-4 text-amber-900';

/** A run's results: the scores, the page checks, the field data and the recommendations. */
export function SeoResults({ tool }: { tool: ToolRef }) {
  const reports = useSelector(tool, (s) => s.context.reports);
  const stoppedAtLimit = useSelector(tool, (s) => s.context.stoppedAtLimit);
  const left = useSelector(tool, (s) => s.context.targets.length - s.context.reports.length);
  const notListed = useSelector(tool, (s) => s.context.notListed);
  const listFailed = useSelector(tool, (s) => s.context.listFailed);
  const field = useSelector(tool, (s) => s.context.field);
  const language = useLanguage();
  const notChecked = formatNumber(language, left);
  return (
    <div className="space-y-10">
      {stoppedAtLimit && (
        <p role="status" className={notice}>
          <Trans>The run reached its time limit: {notChecked} pages were not checked.</Trans>
        </p>
      )}
      {notListed > 0 && (
        <p className={notice}>
          <Trans>
            The site has more pages than a run checks:{' '}
            <Plural value={notListed} one="# page was not checked." other="# pages were not checked." />
          </Trans>
        </p>
      )}
      {listFailed && (
        <p className={notice}>
          <Trans>
            The sitemap or the page counts could not be read: only the pages that are one address each were
            checked, not the products, the news items or the later pages of the lists.
          </Trans>
        </p>
      )}
      <Scores reports={reports} field={field} />
      <PageTable reports={reports} />
      <Failures reports={reports} />
      <FieldSection field={field} />
      <Recommendations reports={reports} field={field} />
      <Unavailable />
    </div>
  );
}

function ScoreCard({
  title,
  score,
  missing,
  note,
}: {
  title: ReactNode;
  score: number | null;
  /** What stands in for a score with nothing to stand on. */
  missing: ReactNode;
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

/** What a field score stands in for when there is none: why not. */
function NoFieldScore({ field }: { field: FieldData | null }) {
  if (field?.access === 'administrators') return <Trans>For administrators</Trans>;
  if (field?.access === 'granted') return <Trans>Not measured yet</Trans>;
  return <Trans>Not available</Trans>;
}

function FieldScoreNote({ score }: { score: number | null }) {
  const language = useLanguage();
  const passMark = formatNumber(language, performancePassMark);
  if (score === null)
    return <Trans>Share of visitors' web vitals readings that were good. Pass mark {passMark}.</Trans>;
  return passesPerformance(score) ? (
    <Trans>Passes the mark of {passMark}: share of visitors' web vitals readings that were good.</Trans>
  ) : (
    <Trans>Below the pass mark of {passMark}: share of visitors' web vitals readings that were good.</Trans>
  );
}

function Scores({ reports, field }: { reports: PageReport[]; field: FieldData | null }) {
  const language = useLanguage();
  const checks = reports.flatMap((report) => report.checks);
  const passed = formatNumber(language, checks.filter((check) => check.passed).length);
  const total = formatNumber(language, checks.length);
  const granted = field?.access === 'granted' ? field : null;
  const performance = fieldScore(granted?.overall ?? null);
  const mobile = fieldScore(granted?.phones ?? null);
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
          missing={<NoFieldScore field={field} />}
          note={<FieldScoreNote score={performance} />}
        />
        <ScoreCard
          title={<Trans>Mobile score</Trans>}
          score={mobile}
          missing={<NoFieldScore field={field} />}
          note={<Trans>The same, from visitors on phones only.</Trans>}
        />
      </div>
    </ResultSection>
  );
}

/** A check over a group of pages: passed on all, failed on some (how many), or checked on none. */
function Mark({ failed, checked, pages }: { failed: number; checked: number; pages: number }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (checked === 0)
    return (
      <span title={t`Not checked`} className="text-slate-400">
        –<span className="sr-only">{t`Not checked`}</span>
      </span>
    );
  if (failed === 0)
    return (
      <span className="font-bold text-emerald-700">
        ✓<span className="sr-only">{t`Passed`}</span>
      </span>
    );
  const count = formatNumber(language, failed);
  return (
    <span className="font-bold text-red-700">
      ✗{pages > 1 && <span className="ms-1 tabular-nums">{count}</span>}
      <span className="sr-only">{pages > 1 ? t`Failed on ${count} pages` : t`Failed`}</span>
    </span>
  );
}

const columns: readonly CheckId[] = ['fetch', ...checkColumns];

/** The pages by kind (one row per page that is one address, one per template of many), each check over them. */
function PageTable({ reports }: { reports: PageReport[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ResultSection id="seo-pages" title={<Trans>Pages as the server sends them</Trans>}>
      <TableFrame>
        <thead className="bg-slate-50 text-start dark:bg-slate-800">
          <tr>
            <th scope="col" className="p-3 text-start">
              <Trans>Page</Trans>
            </th>
            <th scope="col" className="p-3 text-end">
              <Trans>Pages</Trans>
            </th>
            {columns.map((id) => (
              <th key={id} scope="col" className="p-3 text-center font-semibold">
                {i18n._(checkLabels[id])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pageGroups(reports).map((group) => (
            <tr key={group.name} className="border-t border-slate-200">
              <th scope="row" className="p-3 text-start font-medium">
                <bdi dir="ltr">{group.name}</bdi>
              </th>
              <td className="p-3 text-end tabular-nums">{formatNumber(language, group.reports.length)}</td>
              {columns.map((id) => {
                // A page that was not fetched has no other check: its fetch is the one that failed.
                const checks = group.reports.flatMap((report) =>
                  id === 'fetch'
                    ? [report.checks.find((check) => check.id === 'fetch') ?? { id, passed: true }]
                    : report.checks.filter((check) => check.id === id),
                );
                return (
                  <td key={id} className="p-3 text-center">
                    <Mark
                      failed={checks.filter((check) => !check.passed).length}
                      checked={checks.length}
                      pages={group.reports.length}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </ResultSection>
  );
}

function Failures({ reports }: { reports: PageReport[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const failures = reports.flatMap((report) =>
    report.checks.filter((check) => !check.passed).map((check) => ({ report, check })),
  );
  const more = formatNumber(language, failures.length - seoFailuresShown);
  return (
    <ResultSection id="seo-failures" title={<Trans>What failed</Trans>}>
      {failures.length === 0 ? (
        <p className="mt-4 text-emerald-800">
          <Trans>Every check passed on every page.</Trans>
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-2">
            {failures.slice(0, seoFailuresShown).map(({ report, check }) => (
              <li key={`${report.target.url}${check.id}`} className="break-words">
                <bdi dir="ltr" className="font-semibold">
                  {report.target.url}
                </bdi>{' '}
                — {i18n._(checkLabels[check.id])}: {i18n._(failureDescriptor(check))}
              </li>
            ))}
          </ul>
          {failures.length > seoFailuresShown && (
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              <Trans>And {more} more failures, not listed: the recommendations below count every one.</Trans>
            </p>
          )}
        </>
      )}
    </ResultSection>
  );
}

/** How fast the site is for its visitors: the field data of the last 28 days, for administrators. */
function FieldSection({ field }: { field: FieldData | null }) {
  const language = useLanguage();
  const back = language === 'ar' ? '/ar/seo-verification' : '/seo-verification';
  return (
    <ResultSection
      id="seo-field"
      className="space-y-4"
      title={<Trans>How fast the site is for its visitors</Trans>}
    >
      {field?.access === 'granted' ? (
        <>
          <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              The web vitals visitors' browsers measured on the public pages over the last 28 days, at the
              75th percentile, as search engines judge them. The Site speed page breaks them down by day,
              page, language and device.
            </Trans>
          </p>
          <FieldPart id="seo-field-all" title={<Trans>Every device</Trans>} figures={field.overall} />
          <FieldPart id="seo-field-phones" title={<Trans>Phones</Trans>} figures={field.phones} />
          <Link to="/admin/site-speed" className={buttonStyles.secondary}>
            <Trans>Open the Site speed page</Trans>
          </Link>
        </>
      ) : field?.access === 'administrators' ? (
        <p className="max-w-3xl">
          <Trans>
            The field data of the site's visitors is for administrators.{' '}
            <Link to="/login" search={{ redirect: back }} className="font-semibold text-brand-700 underline">
              Sign in
            </Link>{' '}
            and run the check again to see it here.
          </Trans>
        </p>
      ) : (
        <p className="max-w-3xl">
          <Trans>The field data could not be read. Run the check again in a moment.</Trans>
        </p>
      )}
    </ResultSection>
  );
}

function FieldPart({ id, title, figures }: { id: string; title: ReactNode; figures: FieldFigures | null }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {figures && figures.views > 0 ? (
        <FieldFiguresCards figures={figures} />
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>No page views were measured in these days.</Trans>
        </p>
      )}
    </section>
  );
}

function Recommendations({ reports, field }: { reports: PageReport[]; field: FieldData | null }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const list = recommendations(reports, field?.access === 'granted' ? field.overall : null);
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
