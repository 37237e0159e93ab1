/**
 * The seven branches and the filters of the branches page.
 *
 * Only the branch names are known, not their cities or sectors. The cities of the regional and Yemen
 * branches (Dammam, Jeddah, Hail, Abha, Sana'a) and each branch's sector are ASSUMED sample values
 * for the owner to confirm. `employer` is read as the entity that runs the branch.
 */
import type { Bilingual } from './bilingual';
import { type CountryKey, company, countries } from './company';

/** The known sector values; any other text is allowed too. */
export type BranchSector = 'main branch' | 'Government' | 'Industrial' | 'Hotels' | (string & {});

export type Branch = {
  id: string;
  title: Bilingual;
  /** City (and country outside Saudi Arabia). */
  location: Bilingual;
  /** A place name for the map embed's search query. */
  mapQuery: string;
  /** `/images/branches/<id>.webp` (placeholder until the photos arrive). */
  image: string;
  category: CountryKey;
  sector: BranchSector;
  sectorLabel: Bilingual;
  employer: Bilingual;
};

const sectorLabels = {
  'main branch': { en: 'Main Branch', ar: 'الفرع الرئيسي' },
  Government: { en: 'Government', ar: 'القطاع الحكومي' },
  Industrial: { en: 'Industrial', ar: 'القطاع الصناعي' },
  Hotels: { en: 'Hotels', ar: 'قطاع الفنادق' },
} as const satisfies Record<string, Bilingual>;

type KnownSector = keyof typeof sectorLabels;

function branch(
  id: string,
  title: Bilingual,
  location: Bilingual,
  mapQuery: string,
  category: CountryKey,
  sector: KnownSector,
): Branch {
  return {
    id,
    title,
    location,
    mapQuery,
    image: `/images/branches/${id}.webp`,
    category,
    sector,
    sectorLabel: sectorLabels[sector],
    employer: company.name,
  };
}

export const branches: readonly Branch[] = [
  branch(
    'main',
    { en: 'Main Branch', ar: 'الفرع الرئيسي' },
    { en: 'Riyadh', ar: 'الرياض' },
    'Riyadh, Saudi Arabia',
    'saudi arabia',
    'main branch',
  ),
  branch(
    'yemen',
    { en: 'Yemen Branch', ar: 'فرع اليمن' },
    { en: "Sana'a, Yemen", ar: 'صنعاء، اليمن' },
    "Sana'a, Yemen",
    'yemen',
    'Government',
  ),
  branch(
    'bahrain-factory',
    { en: 'Bahrain Factory', ar: 'مصنع البحرين' },
    { en: 'Kingdom of Bahrain', ar: 'مملكة البحرين' },
    'Bahrain',
    'bahrain',
    'Industrial',
  ),
  branch(
    'eastern',
    { en: 'Eastern Region Branch', ar: 'فرع المنطقة الشرقية' },
    { en: 'Dammam', ar: 'الدمام' },
    'Dammam, Saudi Arabia',
    'saudi arabia',
    'Industrial',
  ),
  branch(
    'western',
    { en: 'Western Region Branch', ar: 'فرع المنطقة الغربية' },
    { en: 'Jeddah', ar: 'جدة' },
    'Jeddah, Saudi Arabia',
    'saudi arabia',
    'Hotels',
  ),
  branch(
    'northern',
    { en: 'Northern Region Branch', ar: 'فرع المنطقة الشمالية' },
    { en: 'Hail', ar: 'حائل' },
    'Hail, Saudi Arabia',
    'saudi arabia',
    'Government',
  ),
  branch(
    'southern',
    { en: 'Southern Region Branch', ar: 'فرع المنطقة الجنوبية' },
    { en: 'Abha', ar: 'أبها' },
    'Abha, Saudi Arabia',
    'saudi arabia',
    'Government',
  ),
];

export type BranchCountryFilter = 'all' | CountryKey;
export type BranchSectorFilter = 'all' | 'main branch' | 'government' | 'industrial' | 'hotels';

/** Country filter buttons, "all" first (the default). */
export const branchCountryFilters: readonly { key: BranchCountryFilter; label: Bilingual }[] = [
  { key: 'all', label: { en: 'All', ar: 'الكل' } },
  ...countries.map((country) => ({ key: country.key, label: country.name })),
];

/** Sector filter options, "all" first (the default). */
export const branchSectorFilters: readonly { key: BranchSectorFilter; label: Bilingual }[] = [
  { key: 'all', label: { en: 'All Sectors', ar: 'جميع القطاعات' } },
  { key: 'main branch', label: sectorLabels['main branch'] },
  { key: 'government', label: sectorLabels.Government },
  { key: 'industrial', label: sectorLabels.Industrial },
  { key: 'hotels', label: sectorLabels.Hotels },
];

/** The branches that pass both filters; sectors compare case-insensitively. */
export function filterBranches(
  list: readonly Branch[],
  country: BranchCountryFilter,
  sector: BranchSectorFilter = 'all',
): Branch[] {
  return list.filter(
    (entry) =>
      (country === 'all' || entry.category === country) &&
      (sector === 'all' || entry.sector.toLowerCase() === sector),
  );
}

export const branchesIntro = {
  heading: { en: 'Our Branches', ar: 'فروعنا' },
  text: {
    en: 'Find the branch nearest to you in Saudi Arabia, Yemen or Bahrain.',
    ar: 'اعثر على أقرب فرع إليك في المملكة العربية السعودية أو اليمن أو البحرين.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };
