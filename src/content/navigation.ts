/**
 * The navbar and footer link models. Paths are language-neutral: the app adds the `/ar` prefix.
 * Product links carry their category both in the path (`/products?category=<slug>`) and as
 * `category`, for routers that take search params apart.
 */
import type { Bilingual } from './bilingual';
import { type CategorySlug, categoryTree } from './categories';

export type NavSubItem = { title: Bilingual; path: string; category?: CategorySlug };
export type NavDropdownItem = NavSubItem & { subItems?: readonly NavSubItem[] };
export type NavItem = {
  key: 'home' | 'about' | 'products' | 'news' | 'branches' | 'catalogs' | 'contact';
  title: Bilingual;
  path: string;
  dropdown?: readonly NavDropdownItem[];
};

export function productsPath(category?: string): string {
  return category ? `/products?category=${encodeURIComponent(category)}` : '/products';
}

const productDropdown: readonly NavDropdownItem[] = categoryTree.map((node) => ({
  title: node.name,
  path: productsPath(node.slug),
  category: node.slug,
  subItems: node.children.map((child) => ({
    title: child.name,
    path: productsPath(child.slug),
    category: child.slug,
  })),
}));

export const navigation: readonly NavItem[] = [
  { key: 'home', title: { en: 'Home', ar: 'الرئيسية' }, path: '/' },
  {
    key: 'about',
    title: { en: 'About', ar: 'من نحن' },
    path: '/about',
    dropdown: [
      { title: { en: 'About us', ar: 'نبذة عن الشركة' }, path: '/about' },
      { title: { en: 'History', ar: 'تاريخنا' }, path: '/about/history' },
      { title: { en: 'Message from management', ar: 'كلمة الإدارة' }, path: '/word-manager' },
      { title: { en: 'Quality', ar: 'الجودة' }, path: '/quality' },
    ],
  },
  {
    key: 'products',
    title: { en: 'Products', ar: 'المنتجات' },
    path: '/products',
    dropdown: productDropdown,
  },
  { key: 'news', title: { en: 'News', ar: 'الأخبار' }, path: '/news' },
  { key: 'branches', title: { en: 'Branches', ar: 'الفروع' }, path: '/branches' },
  { key: 'catalogs', title: { en: 'Catalogs', ar: 'الكتالوجات' }, path: '/catalogs' },
  { key: 'contact', title: { en: 'Contact', ar: 'تواصل معنا' }, path: '/contact' },
];

/** Footer quick links, in display order. */
export const footerQuickLinks: readonly { key: string; title: Bilingual; path: string }[] = [
  { key: 'home', title: { en: 'Home', ar: 'الرئيسية' }, path: '/' },
  { key: 'history', title: { en: 'Our History', ar: 'تاريخنا' }, path: '/about/history' },
  { key: 'products', title: { en: 'Products', ar: 'المنتجات' }, path: '/products' },
  { key: 'news', title: { en: 'News', ar: 'الأخبار' }, path: '/news' },
  { key: 'branches', title: { en: 'Branches', ar: 'الفروع' }, path: '/branches' },
  { key: 'contact', title: { en: 'Contact Us', ar: 'تواصل معنا' }, path: '/contact' },
  { key: 'about', title: { en: 'About Us', ar: 'من نحن' }, path: '/about' },
  { key: 'quality', title: { en: 'Quality', ar: 'الجودة' }, path: '/quality' },
  {
    key: 'word-manager',
    title: { en: 'Message from Management', ar: 'كلمة الإدارة' },
    path: '/word-manager',
  },
];

function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

/**
 * Whether a link path is active for the current (language-neutral) path: home by exact match,
 * anything else by path prefix at a segment boundary. Query strings are ignored.
 */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const link = pathOnly(linkPath);
  const current = pathOnly(currentPath);
  if (link === '/') return current === '/';
  return current === link || current.startsWith(`${link}/`);
}

/**
 * Whether a link leads to the very page shown, what `aria-current="page"` says: the same path,
 * and the same value of each query parameter the link names (a product category).
 */
export function isCurrentPage(linkPath: string, current: { path: string; search: string }): boolean {
  if (pathOnly(linkPath) !== pathOnly(current.path)) return false;
  const shown = new URLSearchParams(current.search);
  return [...new URLSearchParams(linkPath.split('?')[1] ?? '')].every(
    ([key, value]) => shown.get(key) === value,
  );
}

/** A navbar item is active when its own path or one of its dropdown paths is (About covers /quality). */
export function isNavItemActive(item: NavItem, currentPath: string): boolean {
  return (
    isActivePath(item.path, currentPath) ||
    (item.dropdown ?? []).some((entry) => isActivePath(entry.path, currentPath))
  );
}
