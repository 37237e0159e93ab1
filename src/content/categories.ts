/**
 * The product category tree: the values `/products?category=` accepts. Top categories group
 * sub-categories; the slugs are fixed and the same in both languages.
 */
import type { Language } from '../api/language';
import type { Bilingual } from './bilingual';

export type CategoryLeaf = { slug: string; name: Bilingual };
export type CategoryNode = { slug: string; name: Bilingual; children: readonly CategoryLeaf[] };

export const categoryTree = [
  {
    slug: 'plumbing',
    name: { en: 'Plumbing', ar: 'السباكة' },
    children: [
      // Both the glue and the cleaner link to this slug.
      { slug: 'araib-cements', name: { en: 'Solvent Cements & Cleaners', ar: 'الغراء والمنظفات' } },
      { slug: 'ppr-pipes', name: { en: 'PPR Pipes', ar: 'أنابيب PPR' } },
      { slug: 'cpvc-pipes', name: { en: 'CPVC Pipes', ar: 'أنابيب CPVC' } },
      { slug: 'upvc-pipes', name: { en: 'UPVC Pipes', ar: 'أنابيب UPVC' } },
      { slug: 'orange-pipes', name: { en: 'Orange Pipes', ar: 'الأنابيب البرتقالية' } },
    ],
  },
  {
    slug: 'electricity',
    name: { en: 'Electrical', ar: 'الكهرباء' },
    children: [
      { slug: 'switches', name: { en: 'Switches', ar: 'المفاتيح الكهربائية' } },
      { slug: 'breakers', name: { en: 'Circuit Breakers', ar: 'القواطع الكهربائية' } },
      { slug: 'led-lighting', name: { en: 'LED Lighting', ar: 'إنارة LED' } },
    ],
  },
  {
    slug: 'technology',
    name: { en: 'Technology', ar: 'التقنية' },
    children: [
      { slug: 'programming', name: { en: 'Programming', ar: 'البرمجة' } },
      { slug: 'systems', name: { en: 'Systems', ar: 'الأنظمة' } },
      { slug: 'tech-support', name: { en: 'Technical Support', ar: 'الدعم الفني' } },
    ],
  },
  {
    slug: 'contracting',
    name: { en: 'Contracting', ar: 'المقاولات' },
    children: [
      { slug: 'building-construction', name: { en: 'Building Construction', ar: 'أعمال البناء والتشييد' } },
      { slug: 'industrial-contracting', name: { en: 'Industrial Contracting', ar: 'المقاولات الصناعية' } },
    ],
  },
] as const satisfies readonly CategoryNode[];

export type TopCategorySlug = (typeof categoryTree)[number]['slug'];
export type SubCategorySlug = (typeof categoryTree)[number]['children'][number]['slug'];
export type CategorySlug = TopCategorySlug | SubCategorySlug;

export const topCategorySlugs: readonly TopCategorySlug[] = categoryTree.map((node) => node.slug);

/**
 * Every slug, top categories first then each one's sub-categories: the fallback list used when the
 * category call fails or returns nothing.
 */
export const categorySlugs: readonly CategorySlug[] = [
  ...topCategorySlugs,
  ...categoryTree.flatMap((node) => node.children.map((child) => child.slug)),
];

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (categorySlugs as readonly string[]).includes(value);
}

/** The category (top or sub) with this slug, and its parent when it is a sub-category. */
export function findCategory(
  slug: string,
): { slug: CategorySlug; name: Bilingual; parent: TopCategorySlug | null } | undefined {
  for (const node of categoryTree) {
    if (node.slug === slug) return { slug: node.slug, name: node.name, parent: null };
    const child = node.children.find((leaf) => leaf.slug === slug);
    if (child) return { slug: child.slug, name: child.name, parent: node.slug };
  }
  return undefined;
}

/** The display name of a category slug, or undefined when the slug is not in the tree. */
export function categoryName(slug: string, language: Language): string | undefined {
  return findCategory(slug)?.name[language];
}
