import { Trans } from '@lingui/react/macro';
import { pick } from '../../content/bilingual';
import { type Branch, branches } from '../../content/branches';
import { countryName } from '../../content/company';
import { useHydrated, useLanguage } from '../../root-actors';
import { waitsForScripts } from '../ui/button-styles';
import { ImageWithFallback } from '../ui/image-with-fallback';

/** The branch the map shows when none is chosen: the main branch, at the head office. */
export const headOfficeBranch: Branch =
  branches.find((entry) => entry.sector === 'main branch') ?? (branches[0] as Branch);

interface BranchCardProps {
  branch: Branch;
  /** Whether the map shows this branch. */
  onMap: boolean;
  onShowOnMap: () => void;
}

/**
 * A branch: its picture, name, city, country and sector. The "show on map" button covers the
 * whole card, so a tap anywhere on it moves the map there.
 */
export function BranchCard({ branch, onMap, onShowOnMap }: BranchCardProps) {
  const language = useLanguage();
  const hydrated = useHydrated();
  return (
    <article
      data-branch={branch.id}
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition hover:shadow-lg ${onMap ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
    >
      <div className="aspect-[16/10] overflow-hidden bg-slate-100">
        <ImageWithFallback
          src={branch.image}
          alt=""
          loading="lazy"
          width={640}
          height={400}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">
          {pick(branch.sectorLabel, language)}
        </span>
        <h2 className="mt-1 text-lg font-bold text-brand-900">{pick(branch.title, language)}</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600">
          <dt className="font-semibold text-slate-700">
            <Trans>Location</Trans>
          </dt>
          <dd>{pick(branch.location, language)}</dd>
          <dt className="font-semibold text-slate-700">
            <Trans>Country</Trans>
          </dt>
          <dd>{countryName(branch.category, language)}</dd>
        </dl>
        <button
          type="button"
          aria-pressed={onMap}
          disabled={!hydrated}
          onClick={onShowOnMap}
          className={`mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-3 text-sm font-semibold text-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white after:absolute after:inset-0 after:content-[''] hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${waitsForScripts}`}
        >
          <Trans>Show on map</Trans>
        </button>
      </div>
    </article>
  );
}
