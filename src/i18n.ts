import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from './api/language';
import { intlLocale } from './components/ui/format';

/**
 * Each language's messages come in two chunks: the site's, which every page loads, and the portal's
 * (the sign-in page, the admin pages and the SEO tool), which only those load. A page loads its own language's,
 * and the other's when the visitor switches to it.
 */
type Part = 'site' | 'portal';

const catalogLoaders: Record<Part, Record<Language, () => Promise<Messages>>> = {
  site: {
    en: () => import('./locales/en/messages.po').then((catalog) => catalog.messages),
    ar: () => import('./locales/ar/messages.po').then((catalog) => catalog.messages),
  },
  portal: {
    en: () => import('./locales/en/portal.po').then((catalog) => catalog.messages),
    ar: () => import('./locales/ar/portal.po').then((catalog) => catalog.messages),
  },
};

const catalogs: Record<Part, Partial<Record<Language, Messages>>> = { site: {}, portal: {} };
/** Whether this app has needed the portal's messages: then each language loaded brings them too. */
let portalWanted = false;
/**
 * The instances this browser has made, which the portal's messages extend when they arrive: a
 * visitor who follows a link from the site to the sign-in page keeps the app, and its instances,
 * that the site's pages made. Held weakly, so an app that is gone takes its instances with it.
 */
const instances = new Set<WeakRef<I18n>>();

/** Loads these languages' messages, once each: the portal's too once it is wanted. */
export async function loadCatalogs(languages: readonly Language[]): Promise<void> {
  const parts: Part[] = portalWanted ? ['site', 'portal'] : ['site'];
  await Promise.all(
    parts.flatMap((part) =>
      languages.map(async (language) => {
        if (catalogs[part][language]) return;
        const messages = await catalogLoaders[part][language]();
        catalogs[part][language] = messages;
        if (part === 'portal') extendInstances(language, messages);
      }),
    ),
  );
}

/**
 * Loads these languages' messages with the portal's (by default, the languages loaded so far), and
 * the portal's with each language loaded later: before a portal page draws (its route waits for
 * this), and before a portal page hydrates.
 */
export function loadPortalCatalogs(
  languages: readonly Language[] = Object.keys(catalogs.site) as Language[],
): Promise<void> {
  portalWanted = true;
  return loadCatalogs(languages);
}

function extendInstances(language: Language, messages: Messages) {
  for (const reference of instances) {
    const i18n = reference.deref();
    if (!i18n) instances.delete(reference);
    else if (i18n.locale === language) i18n.load(language, messages);
  }
}

/** A Lingui instance for a language whose messages are loaded, else undefined. */
export function i18nFor(language: Language): I18n | undefined {
  const site = catalogs.site[language];
  if (!site) return undefined;
  // `locales` formats the count a plural message shows (`#`) with the page's digits (format.ts).
  const i18n = setupI18n({
    locale: language,
    locales: intlLocale(language),
    messages: { [language]: { ...site, ...catalogs.portal[language] } },
  });
  if (typeof window !== 'undefined') instances.add(new WeakRef(i18n));
  return i18n;
}

/**
 * Whether a path's page needs the portal's messages: the pages for the site's own staff, which are
 * the sign-in page, the portal's and the SEO verification tool (in either language). Kept out of
 * the site's messages, every public page loads less.
 */
export function isPortalPath(path: string): boolean {
  return path === '/login' || /^\/admin(?:$|[/-])/.test(path) || /^(?:\/ar)?\/seo-verification$/.test(path);
}
