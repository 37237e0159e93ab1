import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import type { ProductSuggestion } from '../../src/api/products';
import { HeaderSearch } from '../../src/components/layout/header-search';
import { searchModel, threeSuggestions } from './models/search.model';
import { type AppScreen, renderScreen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Language = 'en' | 'ar';
const languageOf = (step: Step) => (step.input as { language: Language }).language;

/** The search's words in English and Arabic, as the Arabic catalogue gives them. */
const words = {
  en: {
    field: 'Search products',
    list: 'Suggestions',
    three: '3 suggestions: the arrows move through them',
    none: 'No product names start this way. Press Enter to search every product.',
    unavailable: 'Suggestions are unavailable just now. Press Enter to search every product.',
    categoryOf: { 'ppr-pipes': 'PPR Pipes' } as Record<string, string>,
  },
  ar: {
    field: 'البحث في المنتجات',
    list: 'اقتراحات',
    three: '3 اقتراحات: تنقّل بينها بالأسهم',
    none: 'لا يبدأ اسم أي منتج بهذا. اضغط Enter للبحث في جميع المنتجات.',
    unavailable: 'الاقتراحات غير متاحة الآن. اضغط Enter للبحث في جميع المنتجات.',
    categoryOf: { 'ppr-pipes': 'أنابيب PPR' } as Record<string, string>,
  },
} as const;

/** The pause after the last key before the suggestions are asked for. */
const pause = 200;
const pauseOver = 'xstate.after.200.search.waiting';

/**
 * The texts the field holds key by key on the way from `before` to `after`: typed on to the end
 * when `after` goes on from `before`, else typed afresh over the whole field selected.
 */
function keystrokes(before: string, after: string): string[] {
  const from = before !== '' && after.startsWith(before) ? before.length + 1 : 1;
  const texts: string[] = [];
  for (let length = from; length <= after.length; length++) texts.push(after.slice(0, length));
  return texts.length > 0 ? texts : [after];
}

type Phase = 'closed' | 'waiting' | 'asking' | 'listing' | 'none' | 'unavailable';

/** What the search should show after the step, from the spec: each key, pause, answer and gesture. */
interface Expected {
  text: string;
  phase: Phase;
  /** The suggestions last shown (kept on screen while the next are on their way). */
  list: ProductSuggestion[];
  active: number;
  /** What was asked about, in order. */
  asked: string[];
  /** The product opened, or the search sent, last. */
  went: { product: number } | { search: string } | null;
  /** Whether the last gesture took focus away from the field. */
  left: boolean;
}

/** Whether suggestions are on screen: those listed, or the last ones while the next are on their way. */
const listShown = (e: Expected) => ['listing', 'waiting', 'asking'].includes(e.phase) && e.list.length > 0;

function expected(step: Step): Expected {
  const e: Expected = { text: '', phase: 'closed', list: [], active: -1, asked: [], went: null, left: false };
  const move = (by: number) => {
    const count = e.list.length;
    e.active = e.active === -1 ? (by === 1 ? 0 : count - 1) : (e.active + by + count) % count;
  };
  for (const event of step.performed) {
    const payload = event as EventObject & Record<string, unknown>;
    switch (event.type) {
      case 'query.changed':
        e.left = false;
        for (const text of keystrokes(e.text, payload.text as string)) {
          e.text = text;
          e.active = -1;
          if (text.trim().length >= 2) e.phase = 'waiting';
          else [e.phase, e.list] = ['closed', []];
        }
        break;
      case pauseOver:
        e.phase = 'asking';
        e.asked.push(e.text.trim());
        break;
      case 'xstate.done.actor.fetchSuggestions': {
        const output = payload.output as ProductSuggestion[];
        [e.phase, e.list] = output.length > 0 ? ['listing', output] : ['none', []];
        break;
      }
      case 'xstate.error.actor.fetchSuggestions':
        [e.phase, e.list] = ['unavailable', []];
        break;
      case 'active.moved':
        e.left = false;
        if (e.phase === 'listing' || (e.phase === 'closed' && e.list.length > 0)) {
          e.phase = 'listing';
          move(payload.by as number);
        }
        break;
      case 'escape.pressed':
        e.left = false;
        // Escape closes what is shown; with nothing shown it clears the field.
        if (!listShown(e) && !['none', 'unavailable'].includes(e.phase)) [e.text, e.list] = ['', []];
        [e.phase, e.active] = ['closed', -1];
        break;
      case 'focus.left':
        [e.phase, e.active, e.left] = ['closed', -1, true];
        break;
      case 'form.submitted':
        [e.phase, e.active, e.left] = ['closed', -1, true];
        e.went = { search: e.text.trim() };
        break;
      case 'suggestion.chosen':
        [e.phase, e.active, e.list, e.left] = ['closed', -1, [], true];
        e.went = { product: payload.id as number };
        break;
    }
  }
  return e;
}

const field = () => screen.getByRole('combobox') as HTMLInputElement;
const listbox = () => screen.getByRole('listbox', { hidden: true });
/** What the live region says, the empty string when it says nothing. */
const said = () => screen.getByRole('status').textContent ?? '';

/** The search as the visitor sees and hears it, and what it asked the server. */
function expectSearch(app: AppScreen, step: Step) {
  const language = languageOf(step);
  const w = words[language];
  const e = expected(step);
  expect(screen.getByLabelText(w.field)).toBe(field());
  expect(field()).toHaveValue(e.text);
  const shown = listShown(e);
  expect(field()).toHaveAttribute('aria-expanded', String(shown));
  if (shown) {
    expect(listbox()).toBeVisible();
    expect(listbox()).toHaveAccessibleName(w.list);
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      e.list.map((s) => `${s.name}${s.category ? w.categoryOf[s.category] : ''}`),
    );
    options.forEach((option, index) => {
      expect(option).toHaveAttribute('aria-selected', String(index === e.active));
    });
    const active = options[e.active];
    if (active) expect(field()).toHaveAttribute('aria-activedescendant', active.id);
    else expect(field()).not.toHaveAttribute('aria-activedescendant');
    // The list is being refreshed while the next suggestions are on their way.
    expect(listbox()).toHaveAttribute('aria-busy', String(e.phase !== 'listing'));
  } else {
    expect(listbox()).not.toBeVisible();
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  }
  const message = { listing: w.three, none: w.none, unavailable: w.unavailable } as Record<Phase, string>;
  expect(said()).toBe(message[e.phase] ?? '');
  // One question per pause in the typing, in the page's language.
  const asked = app.http.sent.map((r) => {
    const url = new URL(r.url, 'http://site');
    return [`${r.method} ${url.pathname}`, url.searchParams.get('q'), url.searchParams.get('lang')];
  });
  expect(asked).toEqual(e.asked.map((q) => ['GET /api/products/suggestions', q, language]));
  const home = language === 'ar' ? '/ar' : '/';
  const prefix = language === 'ar' ? '/ar' : '';
  if (e.went === null) expect(app.location()).toBe(home);
  else if ('product' in e.went) expect(app.location()).toBe(`${prefix}/products/${e.went.product}`);
  else
    expect(app.location()).toBe(
      `${prefix}/products${e.went.search ? `?q=${encodeURIComponent(e.went.search).replaceAll('%20', '+')}` : ''}`,
    );
  // Arrows and Escape keep the visitor in the field.
  if (!e.left && step.performed.length > 0) expect(document.activeElement).toBe(field());
}

/** The suggestions request for what the field holds now, however its address spells it. */
const askingFor = (text: string) => {
  const q = new URLSearchParams({ q: text.trim() }).toString();
  return new RegExp(`^GET /api/products/suggestions\\?${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&lang=`);
};

const page = () => <main>Page</main>;
const routes = Object.fromEntries(
  ['/', '/ar', '/products', '/ar/products', '/products/$productId', '/ar/products/$productId'].map((path) => [
    path,
    page,
  ]),
);

function renderSearch(language: Language, inspect: (event: InspectionEvent) => void = () => {}) {
  const app = renderScreen({
    url: language === 'ar' ? '/ar' : '/',
    routes,
    header: () => <HeaderSearch look="navbar" />,
    inspect,
    fakeTimers: true,
  });
  return showing(() => screen.queryByRole('combobox')).then(async () => {
    // The visitor comes to the field, and its suggestions load.
    await app.user.click(field());
    await showing(() => screen.queryByRole('listbox', { hidden: true }));
    return app;
  });
}

/** Puts the keyboard in the field, as a person clicks into it, when it is elsewhere. */
async function intoField({ user }: AppScreen) {
  if (document.activeElement !== field()) await user.click(field());
}

describe('the header search', () => {
  itWalksTheScreen<AppScreen>({
    model: searchModel,
    actorId: 'search-navbar',
    timeout: 240_000,
    // What the spec asks, whatever the machine declares: typing on after a list showed keeps it
    // until the next arrives, and the keyboard alone chooses a suggestion.
    scenarios: [
      {
        input: { language: 'ar' },
        initial: 'closed',
        steps: [
          { event: { type: 'query.changed', text: 'pp' }, state: 'waiting' },
          { event: { type: pauseOver }, state: 'fetching' },
          {
            event: { type: 'xstate.done.actor.fetchSuggestions', output: threeSuggestions },
            state: 'listing',
          },
          { event: { type: 'query.changed', text: 'ppr el' }, state: 'waiting' },
          { event: { type: pauseOver }, state: 'fetching' },
          {
            event: { type: 'xstate.done.actor.fetchSuggestions', output: threeSuggestions },
            state: 'listing',
          },
          { event: { type: 'active.moved', by: 1 }, state: 'listing' },
          { event: { type: 'active.moved', by: 1 }, state: 'listing' },
          { event: { type: 'suggestion.chosen', id: 102, keyboard: true }, state: 'closed' },
        ],
      },
    ],
    render: (path, inspect) => renderSearch((path.input as { language: Language }).language, inspect),
    drivers: {
      'query.changed': async (app, event, step) => {
        const { text } = event as EventObject & { text: string };
        const before = expected({ ...step, performed: step.performed.slice(0, -1) }).text;
        if (before !== '' && text.startsWith(before)) {
          await intoField(app);
          await app.user.type(field(), text.slice(before.length), { skipClick: true });
        } else {
          await app.user.tripleClick(field());
          await app.user.type(field(), text, { skipClick: true });
        }
      },
      [pauseOver]: async () => {
        await act(() => vi.advanceTimersByTimeAsync(pause));
      },
      'xstate.done.actor.fetchSuggestions': async ({ http }, event, step) => {
        const { output } = event as EventObject & { output: ProductSuggestion[] };
        await http.answer(askingFor(expected(step).text), 200, output);
      },
      'xstate.error.actor.fetchSuggestions': async ({ http }, _event, step) => {
        await http.fail(askingFor(expected(step).text));
      },
      'active.moved': async (app, event) => {
        await intoField(app);
        await app.user.keyboard(
          (event as EventObject & { by: number }).by === 1 ? '{ArrowDown}' : '{ArrowUp}',
        );
      },
      'escape.pressed': async (app) => {
        await intoField(app);
        await app.user.keyboard('{Escape}');
      },
      // The visitor in the field clicks elsewhere on the page.
      'focus.left': async (app) => {
        await intoField(app);
        await app.user.click(screen.getByRole('main'));
      },
      'form.submitted': async ({ user }) => {
        await user.click(screen.getByRole('button', { name: /^(Search|بحث)$/ }));
      },
      'suggestion.chosen': async ({ user }, event) => {
        const { id, keyboard } = event as EventObject & { id: number; keyboard?: boolean };
        if (keyboard) return user.keyboard('{Enter}');
        const name = threeSuggestions.find((s) => s.id === id)?.name ?? '';
        const option = within(listbox())
          .getAllByRole('option')
          .find((shown) => shown.textContent?.startsWith(name));
        if (!option) throw new Error(`No suggestion "${name}" is shown`);
        await user.click(option);
      },
    },
    checks: {
      closed: expectSearch,
      waiting: expectSearch,
      fetching: expectSearch,
      listing: expectSearch,
      noMatch: expectSearch,
      unavailable: expectSearch,
    },
  });

  it('drops an answer about what is no longer typed, and shows the one about what is', async () => {
    const app = await renderSearch('en');
    await app.user.type(field(), 'pp');
    await act(() => vi.advanceTimersByTimeAsync(pause));
    await app.user.type(field(), 'r el', { skipClick: true });
    await act(() => vi.advanceTimersByTimeAsync(pause));
    // The first question's answer comes last but one: nothing of it shows.
    await app.http.answer(askingFor('pp'), 200, [{ id: 7, name: 'PP Tape', category: '' }]);
    expect(screen.queryByText('PP Tape')).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await app.http.answer(askingFor('ppr el'), 200, threeSuggestions);
    const options = await showing(() => {
      const shown = within(listbox()).queryAllByRole('option');
      return shown.length > 0 ? shown : null;
    });
    expect(options.map((option) => option.textContent)).toEqual([
      'PPR Pipe PN20 25 mmPPR Pipes',
      'PPR Elbow 90° 25 mmPPR Pipes',
      'PPR Ball Valve 1 inch',
    ]);
    expect(screen.queryByText('PP Tape')).toBeNull();
    app.unmount();
  });
});
