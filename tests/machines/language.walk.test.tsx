import { useRouter } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { LanguageInput, LanguagePreference } from '../../machines/language.machine';
import { HydrationMark } from '../../src/components/layout/hydration-mark';
import { LanguageSwitch } from '../../src/components/layout/language-switch';
import { languageModel } from './models/language.model';
import { type AppScreen, renderScreen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * Hydration, held back until the walk lets it finish: the browser's stored choice is read only
 * once React owns the page, which the app learns from `HydrationMark`.
 */
const hydration = { finish: () => {} };

/** A link that names its language, as a shared link or the back button brings one. */
function FixedLink({ href, children }: { href: string; children: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

/** The smallest page with the language switch: the switch, two links, and the hydration mark. */
function SwitchPage() {
  const [hydrated, setHydrated] = useState(false);
  hydration.finish = () => setHydrated(true);
  return (
    <main>
      <LanguageSwitch />
      <FixedLink href="/products">English products page</FixedLink>
      <FixedLink href="/ar/products">Arabic products page</FixedLink>
      {hydrated && <HydrationMark />}
    </main>
  );
}

const entryUrl = (input: LanguageInput) =>
  input.urlLanguage === null ? '/login' : input.urlLanguage === 'ar' ? '/ar/products' : '/products';

type Language = 'en' | 'ar';

interface Expected {
  language: Language;
  /** What local storage holds under `language`. */
  stored: string | null;
  /** Whether the person picked a language with the switch. */
  chose: boolean;
  url: string;
}

/**
 * The spec's rule, from what the walk did: the entry URL's language (English where it names none);
 * then a stored 'en' or 'ar' wins, else an Arabic browser wins on a page without a language in its
 * URL; a choice with the switch wins over everything. Public pages then show in that language.
 */
function expected(step: Step): Expected {
  const { urlLanguage } = step.input as LanguageInput;
  let language: Language = urlLanguage ?? 'en';
  let stored: string | null = null;
  let chose = false;
  let onPublicPage = urlLanguage !== null;
  for (const event of step.performed) {
    if (event.type === 'xstate.done.actor.readPreference') {
      const preference = (event as EventObject & { output: LanguagePreference }).output;
      stored = preference.stored;
      if (stored === 'en' || stored === 'ar') language = stored;
      else if (urlLanguage === null && preference.browserLanguage.startsWith('ar')) language = 'ar';
    }
    if (event.type === 'language.selected') {
      language = (event as EventObject & { language: Language }).language;
      stored = language;
      chose = true;
    }
    if (event.type === 'route.changed') onPublicPage = true;
  }
  const url = onPublicPage ? (language === 'ar' ? '/ar/products' : '/products') : '/login';
  return { language, stored, chose, url };
}

const switchGroup = (language: Language) =>
  screen.getByRole('group', { name: language === 'ar' ? 'اللغة' : 'Language' });

const switchLink = (language: Language) =>
  screen.getByRole('link', { name: language === 'ar' ? 'العربية' : 'English' });

/** The switch marks the language shown, and each option links to the page in its language. */
function expectSwitch(language: Language, onPublicPage: boolean) {
  switchGroup(language);
  expect(switchLink(language)).toHaveAttribute('aria-current', 'true');
  expect(switchLink(language === 'ar' ? 'en' : 'ar')).not.toHaveAttribute('aria-current');
  expect(switchLink('en')).toHaveAttribute('href', onPublicPage ? '/products?lang=en' : '/login?lang=en');
  expect(switchLink('ar')).toHaveAttribute('href', onPublicPage ? '/ar/products?lang=ar' : '/login?lang=ar');
}

const languageCookie = () => /(?:^|; )language=([^;]*)/.exec(document.cookie)?.[1] ?? null;

function forgetEverything() {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the app writes the same way
  document.cookie = 'language=; Path=/; Max-Age=0';
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  delete root.dataset.hydrated;
  document.body.className = '';
  vi.restoreAllMocks();
}

afterEach(forgetEverything);

describe('the language switch', () => {
  itWalksTheScreen<AppScreen>({
    model: languageModel,
    everyVariant: true,
    timeout: 60_000,
    render: async (path, inspect) => {
      forgetEverything();
      const app = renderScreen({
        url: entryUrl(path.input as LanguageInput),
        routes: { '/{-$locale}/products': SwitchPage, '/login': SwitchPage },
        hydrated: false,
        inspect,
      });
      await showing(() => screen.queryByRole('link', { name: 'English' }));
      return app;
    },
    drivers: {
      'language.selected': ({ user }, event) =>
        user.click(switchLink((event as EventObject & { language: Language }).language)),
      'route.changed': ({ user }, event) =>
        user.click(
          screen.getByRole('link', {
            name:
              (event as EventObject & { urlLanguage: Language }).urlLanguage === 'ar'
                ? 'Arabic products page'
                : 'English products page',
          }),
        ),
      // What the browser remembers and prefers, then hydration finishes and the app reads it.
      'xstate.done.actor.readPreference': (_, event) => {
        const { stored, browserLanguage } = (event as EventObject & { output: LanguagePreference }).output;
        if (stored !== null) window.localStorage.setItem('language', stored);
        vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browserLanguage);
        hydration.finish();
      },
    },
    scenarios: [
      // An Arabic browser without a stored choice keeps the language of the English link it followed.
      {
        input: { urlLanguage: 'en' },
        initial: 'resolving',
        steps: [
          {
            event: {
              type: 'xstate.done.actor.readPreference',
              output: { stored: null, browserLanguage: 'ar-SA' },
            },
            state: 'ready',
          },
        ],
      },
      // A first visit in English switches to Arabic, then follows a link to an English page.
      {
        input: { urlLanguage: 'en' },
        initial: 'resolving',
        steps: [
          {
            event: {
              type: 'xstate.done.actor.readPreference',
              output: { stored: null, browserLanguage: 'en-US' },
            },
            state: 'ready',
          },
          { event: { type: 'language.selected', language: 'ar' }, state: 'ready' },
          { event: { type: 'route.changed', urlLanguage: 'en' }, state: 'ready' },
          { event: { type: 'language.selected', language: 'en' }, state: 'ready' },
        ],
      },
    ],
    checks: {
      // Before the stored choice is read, the page stays in its URL's language and nothing is kept.
      resolving: ({ location }, step) => {
        const { urlLanguage } = step.input as LanguageInput;
        expectSwitch(urlLanguage ?? 'en', urlLanguage !== null);
        expect(location()).toBe(entryUrl(step.input as LanguageInput));
        expect(window.localStorage.getItem('language')).toBeNull();
        expect(languageCookie()).toBeNull();
      },
      ready: ({ location }, step) => {
        const want = expected(step);
        expectSwitch(want.language, want.url !== '/login');
        const root = document.documentElement;
        expect(root).toHaveAttribute('lang', want.language);
        expect(root).toHaveAttribute('dir', want.language === 'ar' ? 'rtl' : 'ltr');
        expect(document.body).toHaveClass(want.language === 'ar' ? 'rtl' : 'ltr');
        expect(document.body).not.toHaveClass(want.language === 'ar' ? 'ltr' : 'rtl');
        expect(window.localStorage.getItem('language')).toBe(want.stored);
        // The server reads the choice from a cookie: only a choice made with the switch sets it.
        expect(languageCookie()).toBe(want.chose ? want.language : null);
        expect(location()).toBe(want.url);
      },
    },
  });

  it('takes a choice the server remembered from a language link over an older stored one', async () => {
    window.localStorage.setItem('language', 'en');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server sets for a followed language link
    document.cookie = 'language=ar; Path=/';
    const app = renderScreen({ url: '/products', routes: { '/{-$locale}/products': SwitchPage } });
    await showing(() => (app.location() === '/ar/products' ? true : null));
    expectSwitch('ar', true);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('language')).toBe('ar');
    app.unmount();
  });
});
