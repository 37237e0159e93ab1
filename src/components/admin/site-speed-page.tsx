import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { siteSpeedMachine } from '../../../machines/site-speed.machine';
import { saveFile } from '../../actors/download';
import type { FieldFigures, FieldReport, FieldReportQuery } from '../../api/field-vitals';
import { languages } from '../../api/language';
import { exportFieldReport, fetchFieldReport } from '../../api/requests/field-vitals';
import {
  deviceClasses,
  type FieldVital,
  fieldSpans,
  fieldViewsEnough,
  fieldVitals,
} from '../../api/vital-histograms';
import { useFlow, useLanguage } from '../../root-actors';
import { publicPaths } from '../../site-routes';
import { buttonStyles } from '../ui/button-styles';
import { controlStyles, labelStyles } from '../ui/control';
import { formatDate, formatNumber } from '../ui/format';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { FieldFiguresCards } from './field-figures';
import { SiteSpeedChart } from './site-speed-chart';
import {
  deviceNames,
  formatVital,
  languageNames,
  spanNames,
  templateNames,
  vitalNames,
} from './site-speed-words';

type SiteSpeedActor = ActorRefFrom<typeof siteSpeedMachine>;

function useSiteSpeedFlow(query: FieldReportQuery): SiteSpeedActor {
  const actor = useFlow(
    siteSpeedMachine.provide({
      actors: {
        fetchReport: fromPromise(({ input, signal }) => fetchFieldReport(input, signal)),
        exportReport: fromPromise(({ input, signal }) => exportFieldReport(input, signal)),
      },
      actions: { saveFile: (_, file) => saveFile(file) },
    }),
    { input: { query } },
  );
  const { days, template, language, device } = query;
  // The address holds the choices: each new one (or Back to an earlier one) asks for its figures.
  useEffect(() => {
    const now = actor.getSnapshot().context.query;
    if (now.days === days && now.template === template && now.language === language && now.device === device)
      return;
    actor.send({ type: 'query.changed', query: { days, template, language, device } });
  }, [actor, days, template, language, device]);
  return actor;
}

/**
 * The Site speed page: how fast the public pages are for real visitors, from the field data their
 * browsers send. The 75th percentile of each web vital over the span chosen, against the official
 * thresholds, with the page views behind it (too few to go by below 50); a chart of one vital by
 * day with its table; the figures by page, language and device; and their CSV.
 */
export function SiteSpeedPage({ query }: { query: FieldReportQuery }) {
  const { t } = useLingui();
  const flow = useSiteSpeedFlow(query);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const failed = useSelector(flow, (s) => s.matches({ figures: 'failed' }));
  const report = useSelector(flow, (s) => s.context.report);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">
            <Trans>Site speed</Trans>
          </h1>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-400">
            <Trans>
              How fast the public pages are for the people who visit them, as their browsers measured it. Each
              figure is the 75th percentile: three visits in four were at least this fast.
            </Trans>
          </p>
        </div>
        <ExportButton flow={flow} />
      </div>
      <Choices query={query} />
      <div aria-busy={busy} className="flex flex-col gap-8">
        {failed && !report ? (
          <div className="rounded-xl bg-white shadow-sm dark:bg-slate-900">
            <LoadFailure
              message={t`The figures could not be loaded.`}
              onRetry={() => flow.send({ type: 'retry.requested' })}
            />
          </div>
        ) : !report ? (
          <Spinner label={t`Loading the figures…`} />
        ) : (
          <Figures report={report} failed={failed} onRetry={() => flow.send({ type: 'retry.requested' })} />
        )}
      </div>
    </div>
  );
}

function ExportButton({ flow }: { flow: SiteSpeedActor }) {
  const exporting = useSelector(flow, (s) => s.hasTag('exporting'));
  const failed = useSelector(flow, (s) => s.matches({ export: 'failed' }));
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-disabled={exporting}
        onClick={() => {
          if (!exporting) flow.send({ type: 'export.requested' });
        }}
      >
        {exporting ? <Trans>Exporting...</Trans> : <Trans>Export CSV</Trans>}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>The CSV file could not be downloaded. Try again.</Trans>
        </p>
      )}
    </div>
  );
}

/** The span and filters, as links in the address: each choice is a step Back undoes. */
function Choices({ query }: { query: FieldReportQuery }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const choose = (change: Partial<FieldReportQuery>) => {
    const next = { ...query, ...change };
    void navigate({
      to: '/admin/site-speed',
      search: {
        days: next.days,
        template: next.template,
        language: next.language,
        device: next.device,
      },
    });
  };
  const id = useId();
  const select = <T extends string | number>(
    name: string,
    label: string,
    value: T | undefined,
    options: ReadonlyArray<{ value: T; label: string }>,
    all: string | null,
    onChange: (value: T | undefined) => void,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelStyles}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className={`${controlStyles} min-h-11`}
        value={value === undefined ? '' : String(value)}
        onChange={(event) =>
          onChange(options.find((option) => String(option.value) === event.target.value)?.value)
        }
      >
        {all !== null && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <search className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:bg-slate-900">
      {select(
        'days',
        t`Period`,
        query.days,
        fieldSpans.map((days) => ({ value: days, label: i18n._(spanNames[days]) })),
        null,
        (days) => choose({ days }),
      )}
      {select(
        'template',
        t`Page`,
        query.template,
        publicPaths.map((path) => ({ value: path, label: i18n._(templateNames[path]) })),
        t`Every page`,
        (template) => choose({ template }),
      )}
      {select(
        'language',
        t`Language`,
        query.language,
        languages.map((code) => ({ value: code, label: i18n._(languageNames[code]) })),
        t`Both languages`,
        (code) => choose({ language: code }),
      )}
      {select(
        'device',
        t`Device`,
        query.device,
        deviceClasses.map((device) => ({ value: device, label: i18n._(deviceNames[device]) })),
        t`Every device`,
        (device) => choose({ device }),
      )}
    </search>
  );
}

function Figures({ report, failed, onRetry }: { report: FieldReport; failed: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [vital, setVital] = useState<FieldVital>('lcp');
  const from = formatDate(language, report.from);
  const to = formatDate(language, report.to);
  return (
    <>
      {failed && (
        <LoadFailure
          tone="quiet"
          message={t`The figures for this choice could not be loaded; these are the previous ones.`}
          onRetry={onRetry}
        />
      )}
      <section aria-labelledby="site-speed-summary" className="flex flex-col gap-4">
        <h2 id="site-speed-summary" className="text-xl font-semibold">
          <Trans>
            From {from} to {to}
          </Trans>
        </h2>
        {report.overall.views === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-600 shadow-sm dark:bg-slate-900 dark:text-slate-400">
            <Trans>No page views were measured in these days.</Trans>
          </p>
        ) : (
          <FieldFiguresCards figures={report.overall} />
        )}
      </section>
      {report.overall.views > 0 && (
        <>
          <section aria-labelledby="site-speed-days" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="site-speed-days" className="text-xl font-semibold">
                <Trans>Day by day</Trans>
              </h2>
              <VitalChoice vital={vital} onChange={setVital} />
            </div>
            <SiteSpeedChart report={report} vital={vital} />
          </section>
          <Breakdown
            id="site-speed-pages"
            title={t`By page`}
            rows={report.byTemplate}
            nameOf={nameOfTemplate}
          />
          <Breakdown
            id="site-speed-languages"
            title={t`By language`}
            rows={report.byLanguage}
            nameOf={nameOfLanguage}
          />
          <Breakdown
            id="site-speed-devices"
            title={t`By device`}
            rows={report.byDevice}
            nameOf={nameOfDevice}
          />
        </>
      )}
    </>
  );
}

function VitalChoice({ vital, onChange }: { vital: FieldVital; onChange: (vital: FieldVital) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t`Vital shown`}
      </label>
      <select
        id={id}
        className={`${controlStyles} min-h-11`}
        value={vital}
        onChange={(event) => onChange(fieldVitals.find((v) => v === event.target.value) ?? 'lcp')}
      >
        {fieldVitals.map((v) => (
          <option key={v} value={v}>
            {vitalNames[v].short} – {i18n._(vitalNames[v].name)}
          </option>
        ))}
      </select>
    </div>
  );
}

function nameOfTemplate(key: string, i18n: I18n): string {
  const path = publicPaths.find((p) => p === key);
  return path ? i18n._(templateNames[path]) : key;
}

function nameOfLanguage(key: string, i18n: I18n): string {
  const language = languages.find((l) => l === key);
  return language ? i18n._(languageNames[language]) : key;
}

function nameOfDevice(key: string, i18n: I18n): string {
  const device = deviceClasses.find((d) => d === key);
  return device ? i18n._(deviceNames[device]) : key;
}

/** One breakdown as a table: a row per page, language or device, with its views and each vital's figure. */
function Breakdown({
  id,
  title,
  rows,
  nameOf,
}: {
  id: string;
  title: string;
  rows: ReadonlyArray<{ key: string; figures: FieldFigures }>;
  nameOf: (key: string, i18n: I18n) => string;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <Th>{t`Name`}</Th>
              <Th>{t`Page views`}</Th>
              {fieldVitals.map((vital) => (
                <Th key={vital}>
                  <abbr title={i18n._(vitalNames[vital].name)} className="no-underline">
                    {vitalNames[vital].short}
                  </abbr>
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, figures }) => (
              <tr key={key} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  {nameOf(key, i18n)}
                </th>
                <td className="px-4 py-3">
                  {formatNumber(language, figures.views)}
                  {figures.views < fieldViewsEnough && (
                    <span className="ms-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
                      <Trans>too few</Trans>
                    </span>
                  )}
                </td>
                {figures.vitals.map((summary) => (
                  <td key={summary.vital} className="px-4 py-3">
                    {summary.p75 === null
                      ? '–'
                      : `${summary.p75Beyond ? '≥ ' : ''}${formatVital(i18n, language, summary.vital, summary.p75)}`}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-4 py-3 text-start font-semibold whitespace-nowrap">
      {children}
    </th>
  );
}
