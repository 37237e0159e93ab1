import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { branchesMachine } from '../../../machines/branches.machine';
import { pick } from '../../content/bilingual';
import {
  type BranchCountryFilter,
  type BranchSectorFilter,
  branchCountryFilters,
  branches,
  branchesIntro,
  branchSectorFilters,
  filterBranches,
} from '../../content/branches';
import { countryName } from '../../content/company';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { localizedPath, splitLanguagePrefix } from '../../site-routes';
import { PageHero } from '../layout/page-hero';
import { isPlainClick, SiteLink } from '../layout/site-link';
import { focusUntouched, linkFollowedFrom } from '../ui/arrival';
import { buttonStyles, waitsForScripts } from '../ui/button-styles';
import { MapEmbed } from '../ui/map-embed';
import { BranchCard, headOfficeBranch } from './branch-card';
import {
  type BranchFilters,
  branchesPath,
  branchesSearch,
  filtersOf,
  noBranchFilters,
} from './branches-search';

/** The machine writes the address with the page's language kept, as a new history entry, in place. */
function useBranchesFlow(filters: BranchFilters, map: RefObject<HTMLElement | null>) {
  const router = useRouter();
  const [flow] = useState(() =>
    branchesMachine.provide({
      actions: {
        writeUrl: (_, params) => {
          const { language } = splitLanguagePrefix(router.state.location.pathname);
          const [pathname = '/branches', search = ''] = branchesPath(params as BranchFilters).split(/(?=\?)/);
          void router.navigate({ href: `${localizedPath(pathname, language)}${search}`, resetScroll: false });
        },
        revealMap: () => {
          const section = map.current;
          if (!section) return;
          const { top, bottom } = section.getBoundingClientRect();
          // A glide for those who have not asked for reduced motion; a jump for those who have.
          const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          if (top < 0 || bottom > window.innerHeight)
            section.scrollIntoView({ behavior: still ? 'instant' : 'smooth', block: 'start' });
        },
      },
    }),
  );
  const actor = useFlow(flow, { input: filters });
  // The address changed under the page (back, forward, a link): the machine follows it.
  useEffect(() => {
    actor.send({ type: 'url.synced', country: filters.country, sector: filters.sector });
  }, [actor, filters.country, filters.sector]);
  return actor;
}

/**
 * A filter link pressed before the page's scripts ran was followed by the browser: once they run,
 * focus goes where the scripted link keeps it (the filter chosen, or the count line after clearing
 * the filters, whose link is gone), not to the top of the page.
 */
function useFocusAfterFilterLoad(
  filters: BranchFilters,
  rows: RefObject<HTMLElement | null>,
  countLine: RefObject<HTMLElement | null>,
) {
  // Once, as the page comes to life: later changes are the scripted links' own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters the page was loaded with
  useEffect(() => {
    const from = linkFollowedFrom();
    if (!from || from.pathname !== window.location.pathname || !focusUntouched()) return;
    const before = filtersOf(branchesSearch(Object.fromEntries(from.searchParams)));
    const row = before.country !== filters.country ? 0 : before.sector !== filters.sector ? 1 : null;
    if (row === null) return;
    const chosen = rows.current?.querySelectorAll('nav')[row]?.querySelector<HTMLElement>('[aria-current]');
    const target = filters.country === 'all' && filters.sector === 'all' ? countLine.current : chosen;
    target?.focus();
  }, []);
}

/** /branches: the branch cards, filtered by country and sector from the address, and the map. */
export function BranchesPage({ filters }: { filters: BranchFilters }) {
  const { t } = useLingui();
  const language = useLanguage();
  const hydrated = useHydrated();
  const meta = routeMetaTable['/branches'];
  const map = useRef<HTMLElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const filterRows = useRef<HTMLDivElement>(null);
  const flow = useBranchesFlow(filters, map);
  useFocusAfterFilterLoad(filters, filterRows, countLine);
  const country = useSelector(flow, (s) => s.context.country) as BranchCountryFilter;
  const sector = useSelector(flow, (s) => s.context.sector) as BranchSectorFilter;
  const chosen = useSelector(flow, (s) => s.context.branch);
  const satellite = useSelector(flow, (s) => s.matches('satellite'));
  const shown = filterBranches(branches, country, sector);
  const onMap = branches.find((entry) => entry.id === chosen) ?? headOfficeBranch;
  const place = pick(onMap.title, language);

  /** A filter link: followed by the machine with scripts, by the browser without them. */
  const choose = (event: MouseEvent<HTMLAnchorElement>, send: () => void) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    send();
  };

  /**
   * Back to every branch: a link to the unfiltered page, followed by the machine with scripts. The
   * link goes with the filters, so focus moves to the count line, which says what is shown now.
   */
  const clearFilters = (className: string) => (
    <SiteLink
      path={branchesPath(noBranchFilters)}
      onClick={(event) =>
        choose(event, () => {
          flow.send({ type: 'filters.cleared' });
          countLine.current?.focus();
        })
      }
      className={className}
    >
      <Trans>Clear filters</Trans>
    </SiteLink>
  );

  return (
    <main id="main">
      <PageHero
        title={pick(meta.title, language)}
        subtitle={pick(branchesIntro.text, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/about-intro-poster.jpg"
        alternateZoomFor="branches"
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div ref={filterRows} className="flex flex-col gap-4">
          <FilterRow
            label={t`Filter by country`}
            options={branchCountryFilters}
            current={country}
            hrefOf={(key) => branchesPath({ country: key, sector })}
            onChoose={(event, key) =>
              choose(event, () => flow.send({ type: 'country.selected', country: key }))
            }
          />
          <FilterRow
            label={t`Filter by sector`}
            options={branchSectorFilters}
            current={sector}
            hrefOf={(key) => branchesPath({ country, sector: key })}
            onChoose={(event, key) =>
              choose(event, () => flow.send({ type: 'sector.selected', sector: key }))
            }
          />
        </div>
        {/*
          The count line names the country filter only ("all branches" without one); the count is
          always of the cards shown, so with a sector chosen it counts that sector's branches there.
        */}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <p ref={countLine} tabIndex={-1} role="status" className="text-lg font-semibold text-brand-900">
            {country === 'all' ? (
              <AllCount count={shown.length} />
            ) : (
              <CountryCount count={shown.length} country={countryName(country, language) ?? ''} />
            )}
          </p>
          {(country !== 'all' || sector !== 'all') && clearFilters(buttonStyles.ghost)}
        </div>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <section
            ref={map}
            aria-label={t`Map`}
            className="scroll-mt-24 lg:sticky lg:top-28 lg:order-last lg:self-start"
          >
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-700">
                {chosen === null ? <Trans>Head office: {place}</Trans> : <Trans>On the map: {place}</Trans>}
              </p>
              <fieldset className="inline-flex min-w-0 rounded-lg border-0 bg-slate-100 p-1">
                <legend className="sr-only">{t`Map view`}</legend>
                {(['map', 'satellite'] as const).map((view) => {
                  const pressed = satellite === (view === 'satellite');
                  return (
                    <button
                      key={view}
                      type="button"
                      aria-pressed={pressed}
                      disabled={!hydrated}
                      onClick={() => {
                        if (!pressed) flow.send({ type: 'view.toggled' });
                      }}
                      className={`min-h-11 rounded-md px-4 text-sm font-semibold ${pressed ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-brand-800'} ${waitsForScripts}`}
                    >
                      {view === 'map' ? <Trans>Map</Trans> : <Trans>Satellite</Trans>}
                    </button>
                  );
                })}
              </fieldset>
            </div>
            <MapEmbed
              query={onMap.mapQuery}
              view={satellite ? 'satellite' : 'map'}
              title={t`Map of ${place}`}
            />
          </section>
          {/* On a phone the map comes before the cards, but an empty result comes first, seen at once. */}
          {shown.length === 0 ? (
            <div className="order-first flex flex-col items-center gap-4 self-start rounded-2xl bg-slate-50 p-8 text-center">
              <p className="text-slate-700">
                <Trans>No branch matches these filters.</Trans>
              </p>
              {clearFilters(buttonStyles.primary)}
            </div>
          ) : (
            <ul className="grid content-start gap-6 sm:grid-cols-2">
              {shown.map((entry) => (
                <li key={entry.id}>
                  <BranchCard
                    branch={entry}
                    onMap={entry.id === chosen}
                    onShowOnMap={() => flow.send({ type: 'branch.selected', branch: entry.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </main>
  );
}

/** "Showing all branches (7)": the count in brackets reads the same whatever the number. */
function AllCount({ count }: { count: number }) {
  return <Trans>Showing all branches ({count})</Trans>;
}

/** "Showing 5 branches for Saudi Arabia", in the plural form the count takes in each language. */
function CountryCount({ count, country }: { count: number; country: string }) {
  return (
    <Plural
      value={count}
      one={`Showing # branch for ${country}`}
      other={`Showing # branches for ${country}`}
    />
  );
}

function FilterRow<K extends string>({
  label,
  options,
  current,
  hrefOf,
  onChoose,
}: {
  label: string;
  options: readonly { key: K; label: { en: string; ar: string } }[];
  current: K;
  hrefOf: (key: K) => string;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, key: K) => void;
}) {
  const language = useLanguage();
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="me-2 text-sm font-semibold text-slate-600">{label}</span>
      {options.map((option) => {
        const active = option.key === current;
        return (
          <SiteLink
            key={option.key}
            path={hrefOf(option.key)}
            aria-current={active ? 'page' : undefined}
            onClick={(event) => onChoose(event, option.key)}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'}`}
          >
            {pick(option.label, language)}
          </SiteLink>
        );
      })}
    </nav>
  );
}
