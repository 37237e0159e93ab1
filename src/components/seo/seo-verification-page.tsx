import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { seoVerificationMachine } from '../../../machines/seo-verification.machine';
import { checkPage, listPages, readFieldData } from '../../actors/seo-verification';
import { seoMaxPages } from '../../api/limits';
import type { PageTarget } from '../../api/seo';
import { pick } from '../../content/bilingual';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { fixedTargets, groupName } from '../../seo/site-pages';
import { PageHero } from '../layout/page-hero';
import { buttonStyles, waitsForScripts } from '../ui/button-styles';
import { formatNumber, formatPercent } from '../ui/format';
import { useFocusWhenShown } from '../ui/outcome-focus';
import { SteadyButton } from '../ui/steady-button';
import { SeoResults } from './seo-results';

const seoVerificationFlow = seoVerificationMachine.provide({
  actors: { listPages, checkPage, readFieldData },
});

/**
 * /seo-verification: checks the site's pages as the server sends them, and shows the field data of
 * how fast they are for visitors. `fixed` are the pages known beforehand (every public page that is
 * one address), `maxPages` the most a run checks.
 */
export function SeoVerificationPage({
  fixed = fixedTargets,
  maxPages = seoMaxPages,
}: {
  fixed?: readonly PageTarget[];
  maxPages?: number;
}) {
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
        <Verification fixed={fixed} maxPages={maxPages} />
      </div>
    </main>
  );
}

function Verification({ fixed, maxPages }: { fixed: readonly PageTarget[]; maxPages: number }) {
  const { t } = useLingui();
  const language = useLanguage();
  const hydrated = useHydrated();
  const tool = useFlow(seoVerificationFlow, { input: { fixed, maxPages } });
  const running = useSelector(tool, (s) => s.hasTag('busy'));
  const listing = useSelector(tool, (s) => s.matches({ running: 'listingPages' }));
  const readingFieldData = useSelector(tool, (s) => s.matches({ running: 'readingFieldData' }));
  const complete = useSelector(tool, (s) => s.matches('complete'));
  const checked = useSelector(tool, (s) => s.context.reports.length);
  const current = useSelector(tool, (s) => s.context.targets[s.context.reports.length]);
  const canRun = useSelector(tool, (s) => s.can({ type: 'run.requested' }));
  const total = useSelector(tool, (s) => s.context.targets.length);
  const count = formatNumber(language, checked);
  const all = formatNumber(language, total);
  // The kind of page being checked (its template for a product's or a news item's): an address a
  // page would change many times a second, which nobody could read.
  const page = current ? groupName(current) : '';
  const tenths = formatPercent(language, total === 0 ? 0 : Math.floor((10 * checked) / total) * 10);
  // The run button is disabled while the tool runs: focus waits on Cancel, then on the outcome.
  const cancel = useFocusWhenShown<HTMLButtonElement>(running);
  const outcome = useFocusWhenShown<HTMLParagraphElement>(complete);

  return (
    // At least a screen tall: the results arrive long after the click that asked for them, and
    // what is below (the footer) would otherwise be pushed down in view, a layout shift.
    <section aria-labelledby="seo-run" className="min-h-svh space-y-8">
      <div className="max-w-3xl space-y-4 text-slate-700 dark:text-slate-300">
        <h2 id="seo-run" className="text-2xl font-bold text-slate-900 dark:text-white">
          <Trans>Check the site</Trans>
        </h2>
        <p>
          <Trans>
            This tool fetches every public page of the site, in English and in Arabic, exactly as the server
            sends it to search engines and link previews: every product, every news item and every page of the
            catalogue and the news among them. It checks each page's title, description, canonical and
            language links, share image, structured data, main heading, image descriptions and indexing rule,
            then shows how fast the site is for its visitors, from the field data (for administrators).
          </Trans>
        </p>
        {/*
          One line, whose words change once the page's scripts run: with JavaScript off it keeps
          saying so. Both wordings share one cell, the one not meant hidden, so the line is as tall
          as the longer and the page does not move when the scripts arrive.
        */}
        <p className="grid rounded-lg bg-slate-50 p-4 font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          <span className={`[grid-area:1/1] ${hydrated ? '' : 'invisible'}`}>
            <Trans>
              Ready to check every public page in English and in Arabic, and one address that is no page.
            </Trans>
          </span>
          <span className={`[grid-area:1/1] ${hydrated ? 'invisible' : ''}`}>
            <Trans>
              This tool runs in your browser and needs JavaScript: it can be started once the page has loaded.
              If it stays unavailable, turn JavaScript on and reload the page.
            </Trans>
          </span>
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
        <div className="max-w-3xl space-y-3 rounded-2xl bg-slate-50 p-6 dark:bg-slate-800">
          {/* Announced by the stage and by tenths of the pages: not one announcement per page. */}
          <p aria-live="polite" className="sr-only">
            {listing ? (
              <Trans>Listing the site's pages…</Trans>
            ) : readingFieldData ? (
              <Trans>Reading the field data…</Trans>
            ) : (
              <Trans>{tenths} of the pages checked</Trans>
            )}
          </p>
          <p className="font-semibold text-slate-900 dark:text-white">
            {listing ? (
              <Trans>Listing the site's pages…</Trans>
            ) : readingFieldData ? (
              <Trans>Reading the field data…</Trans>
            ) : (
              <Trans>Fetching and checking the pages…</Trans>
            )}
          </p>
          {/*
            The kind of page being checked, on a line of its own and one line high: words around it
            would move each time it changes, and a longer one must not move the bar below.
          */}
          {!listing && !readingFieldData && (
            <p dir="ltr" className="truncate text-start text-slate-700 dark:text-slate-300">
              {page}
            </p>
          )}
          {!listing && (
            <>
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
            </>
          )}
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
