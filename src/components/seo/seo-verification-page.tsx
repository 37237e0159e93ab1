import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { seoVerificationMachine } from '../../../machines/seo-verification.machine';
import { checkPage, readMeasurements, unknownAddress } from '../../actors/seo-verification';
import { languages } from '../../api/language';
import type { PageTarget } from '../../api/seo';
import { pick } from '../../content/bilingual';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { localizedPath, publicPaths } from '../../site-routes';
import { PageHero } from '../layout/page-hero';
import { buttonStyles, waitsForScripts } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { useFocusWhenShown } from '../ui/outcome-focus';
import { SteadyButton } from '../ui/steady-button';
import { SeoResults } from './seo-results';

/**
 * Every public page in English, then in Arabic (a product's page with a real product of the
 * catalogue), and one address that is no page, to see the not-found page kept out of the index.
 */
const siteTargets: readonly PageTarget[] = [
  ...languages.flatMap((language) =>
    publicPaths.map((pattern) => ({
      pattern,
      language,
      url: pattern.includes('$') ? null : localizedPath(pattern, language),
    })),
  ),
  { pattern: null, language: 'en', url: unknownAddress },
];

const seoVerificationFlow = seoVerificationMachine.provide({ actors: { checkPage, readMeasurements } });

/**
 * /seo-verification: checks the site's pages as the server sends them, and this browser's speed.
 * `targets` are the pages to check: every public page unless told otherwise.
 */
export function SeoVerificationPage({ targets = siteTargets }: { targets?: readonly PageTarget[] }) {
  const language = useLanguage();
  const meta = routeMetaTable['/seo-verification'];
  return (
    <main id="main">
      <PageHero
        title={pick(meta.title, language)}
        subtitle={pick(meta.description, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <Verification targets={targets} />
      </div>
    </main>
  );
}

function Verification({ targets }: { targets: readonly PageTarget[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const hydrated = useHydrated();
  const tool = useFlow(seoVerificationFlow, { input: { targets } });
  const running = useSelector(tool, (s) => s.hasTag('busy'));
  const readingMeasurements = useSelector(tool, (s) => s.matches({ running: 'readingMeasurements' }));
  const complete = useSelector(tool, (s) => s.matches('complete'));
  const checked = useSelector(tool, (s) => s.context.reports.length);
  const current = useSelector(tool, (s) => s.context.targets[s.context.reports.length]);
  const canRun = useSelector(tool, (s) => s.can({ type: 'run.requested' }));
  const total = targets.length;
  const count = formatNumber(language, checked);
  const all = formatNumber(language, total);
  const page = current?.url ?? current?.pattern ?? '';
  // The run button is disabled while the tool runs: focus waits on Cancel, then on the outcome.
  const cancel = useFocusWhenShown<HTMLButtonElement>(running);
  const outcome = useFocusWhenShown<HTMLParagraphElement>(complete);

  return (
    <section aria-labelledby="seo-run" className="space-y-8">
      <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
        <h2 id="seo-run" className="text-2xl font-bold text-slate-900 dark:text-white">
          <Trans>Check the site</Trans>
        </h2>
        <p>
          <Trans>
            This tool fetches every public page of the site, in English and in Arabic, exactly as the server
            sends it to search engines and link previews. It checks each page's title, description, canonical
            and language links, share image, structured data, main heading, image descriptions and indexing
            rule, then reads the speed this browser measured while showing this page.
          </Trans>
        </p>
        {/*
          One line, whose words change once the page's scripts run: with JavaScript off it keeps
          saying so, and the page does not move when they arrive.
        */}
        <p className="rounded-lg bg-slate-50 p-4 font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {hydrated ? (
            <Trans>
              Ready to check {all} addresses: every public page in English and in Arabic, and one address that
              is no page.
            </Trans>
          ) : (
            <Trans>
              This tool runs in your browser and needs JavaScript: it can be started once the page has loaded.
              If it stays unavailable, turn JavaScript on and reload the page.
            </Trans>
          )}
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <SteadyButton
          disabled={!hydrated || !canRun}
          className={`${buttonStyles.primary} ${waitsForScripts}`}
          onClick={() => tool.send({ type: 'run.requested' })}
        >
          {complete ? <Trans>Run again</Trans> : <Trans>Run verification</Trans>}
        </SteadyButton>
        {running && (
          <button
            ref={cancel}
            type="button"
            className={buttonStyles.secondary}
            onClick={() => tool.send({ type: 'run.cancelled' })}
          >
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>

      {running && (
        <div aria-live="polite" className="max-w-3xl space-y-3 rounded-2xl bg-slate-50 p-6 dark:bg-slate-800">
          <p className="font-semibold text-slate-900 dark:text-white">
            {readingMeasurements ? (
              <Trans>Reading the web vitals measured in this browser…</Trans>
            ) : (
              <Trans>
                Fetching and checking <bdi dir="ltr">{page}</bdi>…
              </Trans>
            )}
          </p>
          <progress
            max={total}
            value={checked}
            aria-label={t`Pages checked`}
            className="h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700"
          />
          <p className="text-sm tabular-nums text-slate-600 dark:text-slate-300">
            <Trans>
              {count} of {all} pages checked
            </Trans>
          </p>
        </div>
      )}

      {complete && (
        <>
          <p
            ref={outcome}
            tabIndex={-1}
            role="status"
            className="max-w-3xl rounded-lg bg-green-50 p-4 font-semibold text-green-900"
          >
            <Trans>
              Check complete: {count} of {all} pages checked. The results follow.
            </Trans>
          </p>
          <SeoResults tool={tool} />
        </>
      )}
    </section>
  );
}
