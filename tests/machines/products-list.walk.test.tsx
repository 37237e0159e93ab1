import { useLoaderData, useParams, useSearch } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { ProductsListInput, ProductsLoad } from '../../machines/products-list.machine';
import { ApiError } from '../../src/api/errors';
import { languageOfLocaleParam } from '../../src/api/language';
import type { ProductSummary } from '../../src/api/products';
import { browserLoadJson } from '../../src/api/requests/load-json';
import { loadProductsPage } from '../../src/components/products/page-data';
import { ProductsPage } from '../../src/components/products/products-page';
import { productsSearch } from '../../src/components/products/products-search';
import { listed, productsListModel } from './models/products-list.model';
import { cpvcPipe, summaryOf } from './product-fixtures';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/** The products route as the app declares it: the search it keeps, its loader, its page. */
const productsRoute: ScreenRoute = {
  validateSearch: productsSearch,
  loaderDeps: ({ search }) => ({
    category: search.category ?? null,
    q: search.q ?? null,
    page: search.page ?? 1,
  }),
  loader: ({ params, deps }) =>
    loadProductsPage(browserLoadJson, {
      category: deps.category as string | null,
      q: deps.q as string | null,
      page: deps.page as number,
      language: languageOfLocaleParam(params.locale),
    }),
  component: function Products() {
    const loaded = useLoaderData({ strict: false }) as ProductsLoad;
    const { category, q, page } = useSearch({ strict: false }) as {
      category?: string;
      q?: string;
      page?: number;
    };
    const { locale } = useParams({ strict: false }) as { locale?: string };
    return (
      <ProductsPage
        category={category ?? null}
        q={q ?? null}
        page={page ?? 1}
        dataLanguage={languageOfLocaleParam(locale)}
        loaded={loaded}
      />
    );
  },
};

/** The page's words in English and Arabic, as the spec and the Arabic catalogue give them. */
const words = {
  en: {
    failed: 'Failed to load products. Please try again later.',
    empty: 'No products available at the moment.',
    tryAgain: 'Try again',
    loading: 'Loading…',
    details: 'View details',
    filter: 'Product categories',
    all: 'All products',
    plumbing: 'Plumbing',
    title: {
      all: 'Products',
      'cpvc-pipes': 'Products: CPVC Pipes',
      'orange-pipes': 'Products: Orange Pipes',
    },
    category: { 'cpvc-pipes': 'CPVC Pipes', 'orange-pipes': 'Orange Pipes' } as Record<string, string>,
  },
  ar: {
    failed: 'تعذّر تحميل المنتجات. يرجى المحاولة مرة أخرى لاحقًا.',
    empty: 'لا توجد منتجات متاحة حاليًا.',
    tryAgain: 'إعادة المحاولة',
    loading: 'جارٍ التحميل…',
    details: 'عرض التفاصيل',
    filter: 'فئات المنتجات',
    all: 'جميع المنتجات',
    plumbing: 'السباكة',
    title: {
      all: 'المنتجات',
      'cpvc-pipes': 'المنتجات: أنابيب CPVC',
      'orange-pipes': 'المنتجات: الأنابيب البرتقالية',
    },
    category: { 'cpvc-pipes': 'أنابيب CPVC', 'orange-pipes': 'الأنابيب البرتقالية' } as Record<
      string,
      string
    >,
  },
} as const;

/**
 * The count line above the grid: "3 products in CPVC Pipes"; in Arabic in the form its number
 * takes (none, one, two, 3–10, 11–99, and the rest), in the Western digits the site writes.
 */
function countLine(language: 'en' | 'ar', count: number, category: string | null): string {
  const name = category === null ? null : words[language].category[category];
  if (language === 'en') {
    const products = `${count} ${count === 1 ? 'product' : 'products'}`;
    return name ? `${products} in ${name}` : products;
  }
  const digits = String(count);
  const tens = count % 100;
  const products =
    count === 0
      ? 'لا توجد منتجات'
      : count === 1
        ? 'منتج واحد'
        : count === 2
          ? 'منتجان'
          : tens >= 3 && tens <= 10
            ? `${digits} منتجات`
            : tens >= 11
              ? `${digits} منتجًا`
              : `${digits} منتج`;
  return name ? `${products} في ${name}` : products;
}

/** The line that says how many products are shown, read out when it changes; empty while none are. */
function expectCount(step: Step, count: number | null) {
  const { language, category } = inputOf(step);
  // The count line, not the loading spinner's own status.
  const line = screen.getAllByRole('status').find((status) => status.tagName === 'P');
  expect(line).toHaveTextContent(count === null ? /^$/ : countLine(language, count, category));
}

/**
 * The links to the other pages, 24 products a page: none for one page; else Previous (past the
 * first), the page numbers with the current one marked, and Next (before the last).
 */
function expectPagination(step: Step, total: number) {
  const { page, category, language } = inputOf(step);
  const nav = screen.queryByRole('navigation', { name: language === 'ar' ? 'الصفحات' : 'Pages' });
  const pages = Math.ceil(total / 24);
  if (pages <= 1) {
    expect(nav).toBeNull();
    return;
  }
  if (!nav) throw new Error('no pagination');
  const at = (n: number) => {
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (n > 1) query.set('page', String(n));
    return `${prefixOf(step)}/products${query.size ? `?${query}` : ''}`;
  };
  const links = within(nav).getAllByRole('link');
  const previous = language === 'ar' ? 'السابق' : 'Previous';
  const next = language === 'ar' ? 'التالي' : 'Next';
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ...(page > 1 ? [[previous, at(page - 1)]] : []),
    ...Array.from({ length: Math.min(pages, 3) }, (_, i) => [String(i + 1), at(i + 1)]),
    ...(page < pages ? [[next, at(page + 1)]] : []),
  ]);
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(String(page));
}

const inputOf = (step: Step) => step.input as ProductsListInput;
const wordsOf = (step: Step) => words[inputOf(step).language];
const prefixOf = (step: Step) => (inputOf(step).language === 'ar' ? '/ar' : '');

/** The request the page sends for its list: the category, in the page's language. */
function listRequest(input: ProductsListInput): `GET ${string}` {
  const category = input.category ? `&category=${input.category}` : '';
  const page = input.page > 1 ? `&page=${input.page}` : '';
  return `GET /api/products?lang=${input.language}${category}${page}`;
}

function pageUrl(input: ProductsListInput): string {
  const query = new URLSearchParams();
  if (input.category) query.set('category', input.category);
  if (input.page > 1) query.set('page', String(input.page));
  const search = query.toString();
  return `${input.language === 'ar' ? '/ar' : ''}/products${search ? `?${search}` : ''}`;
}

const timedOut = new ApiError('timeout', 'timeout of 15000ms exceeded');

/** How a call failed, from the model's error payloads. */
function failureOf(event: EventObject): 'timeout' | 'serverError' | 'noConnection' {
  const { error } = event as EventObject & { error: ApiError };
  if (error.kind === 'timeout') return 'timeout';
  if (error.status === 500) return 'serverError';
  return 'noConnection';
}

/** The page of products the person should see: the last answer to try-again, else the loader's. */
function shownList(step: Step): { products: ProductSummary[]; total: number } {
  const answers = step.performed.filter((e) => e.type === 'xstate.done.actor.fetchProducts');
  const last = answers.at(-1) as
    | (EventObject & { output: { products: ProductSummary[]; total: number } })
    | undefined;
  if (last) return last.output;
  const { loaded } = inputOf(step);
  return loaded.status === 'loaded' ? loaded : { products: [], total: 0 };
}

const retries = (step: Step) => step.performed.filter((e) => e.type === 'retry.requested').length;
const tryAgain = (step: Step) => screen.queryByRole('button', { name: wordsOf(step).tryAgain });
/** The product cards: links to a product's page. */
const cards = (step: Step) =>
  screen
    .queryAllByRole('link')
    .filter((link) => new RegExp(`^${prefixOf(step)}/products/\\d+$`).test(link.getAttribute('href') ?? ''));

/** The category filter: which chip is the current page, and which one is highlighted. */
function expectFilter(w: (typeof words)['en' | 'ar'], current: string | null, highlighted: string) {
  const chips = within(screen.getByRole('navigation', { name: w.filter })).getAllByRole('link');
  expect(
    chips.filter((chip) => chip.getAttribute('aria-current') === 'page').map((c) => c.textContent),
  ).toEqual(current === null ? [] : [current]);
  expect(chips.filter((chip) => chip.classList.contains('bg-brand-700')).map((c) => c.textContent)).toEqual([
    highlighted,
  ]);
}

/** What every state shows: the page's title for the category, and what was asked of the API. */
function expectPage({ http }: AppScreen, step: Step) {
  const input = inputOf(step);
  const title = words[input.language].title[(input.category ?? 'all') as keyof (typeof words)['en']['title']];
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  // The filter marks where the person is: every product, or the family of the category shown.
  const w = words[input.language];
  expectFilter(w, input.category === null ? w.all : null, input.category === null ? w.all : w.plumbing);
  // The loader's request, then one per try-again: all for the page's category and language.
  expect(http.sent.map((r) => `${r.method} ${r.url}`)).toEqual(
    Array.from({ length: 1 + retries(step) }, () => listRequest(input)),
  );
}

function expectMessage(step: Step, shown: 'failed' | 'empty' | null) {
  const w = wordsOf(step);
  for (const which of ['failed', 'empty'] as const) {
    if (which === shown) expect(screen.getByText(w[which])).toBeVisible();
    else expect(screen.queryByText(w[which])).toBeNull();
  }
}

function expectNoSpinner(step: Step) {
  expect(screen.queryByText(wordsOf(step).loading)).toBeNull();
}

/** No grid: the message (the failure in red, the empty list quietly) and an enabled try-again. */
function expectRetryOffered(app: AppScreen, step: Step, shown: 'failed' | 'empty') {
  expectPage(app, step);
  expectMessage(step, shown);
  const message = screen.getByText(wordsOf(step)[shown]);
  if (shown === 'failed') expect(message).toHaveClass('text-red-700');
  else expect(message).not.toHaveClass('text-red-700');
  expect(tryAgain(step)).toBeEnabled();
  expect(cards(step)).toEqual([]);
  expectCount(step, shown === 'empty' ? 0 : null);
  expectNoSpinner(step);
  expect(app.http.pending()).toEqual([]);
}

describe('the products page', { timeout: 30_000 }, () => {
  itWalksTheScreen<AppScreen>({
    model: productsListModel,
    everyVariant: true,
    timeout: 60_000,
    render: async (path, inspect) => {
      const input = path.input as ProductsListInput;
      const app = renderScreen({
        url: pageUrl(input),
        routes: { '/{-$locale}/products': productsRoute },
        inspect,
      });
      // The route's loader asks first; the server answers as the path's start says.
      if (input.loaded.status === 'loaded')
        await app.http.answer(listRequest(input), 200, input.loaded.products, {
          'x-total-count': String(input.loaded.total),
        });
      else
        await app.http.answer(listRequest(input), 500, { success: false, message: 'Internal server error' });
      await showing(() => screen.queryByRole('heading', { level: 1 }));
      return app;
    },
    drivers: {
      'retry.requested': async ({ user }, _event, step) => {
        const button = tryAgain(step);
        if (!button) throw new Error('No try-again button');
        await user.click(button);
      },
      'xstate.done.actor.fetchProducts': ({ http }, event, step) => {
        const { products, total } = (
          event as EventObject & { output: { products: ProductSummary[]; total: number } }
        ).output;
        return http.answer(listRequest(inputOf(step)), 200, products, { 'x-total-count': String(total) });
      },
      'xstate.error.actor.fetchProducts': ({ http }, event, step) => {
        const request = listRequest(inputOf(step));
        switch (failureOf(event)) {
          case 'timeout':
            return http.timeOut(request);
          case 'serverError':
            return http.answer(request, 500, { success: false, message: 'Internal server error' });
          case 'noConnection':
            return http.fail(request);
        }
      },
    },
    scenarios: [
      // The second of two pages, in Arabic: the count over all pages, and the links back.
      {
        input: {
          category: null,
          language: 'ar',
          page: 2,
          loaded: { status: 'loaded', products: listed(null).products, total: 27 },
        },
        initial: 'loaded',
        steps: [],
      },
      {
        input: { category: 'orange-pipes', language: 'en', page: 1, loaded: { status: 'failed' } },
        initial: 'failed',
        steps: [
          { event: { type: 'retry.requested' }, state: 'loading' },
          {
            event: { type: 'xstate.done.actor.fetchProducts', output: listed('orange-pipes') },
            state: 'loaded',
          },
        ],
      },
      {
        input: {
          category: 'cpvc-pipes',
          language: 'ar',
          page: 1,
          loaded: { status: 'loaded', products: [], total: 0 },
        },
        initial: 'empty',
        steps: [
          { event: { type: 'retry.requested' }, state: 'loading' },
          {
            event: { type: 'xstate.done.actor.fetchProducts', output: { products: [], total: 0 } },
            state: 'empty',
          },
          { event: { type: 'retry.requested' }, state: 'loading' },
          { event: { type: 'xstate.error.actor.fetchProducts', error: timedOut }, state: 'failed' },
        ],
      },
    ],
    checks: {
      loaded: (app, step) => {
        expectPage(app, step);
        const { products, total } = shownList(step);
        expect(products.length).toBeGreaterThan(0);
        expect(cards(step)).toHaveLength(products.length);
        for (const product of products) {
          // The name is the link, named by exactly what it shows, its text read as the description;
          // the card around it shows "View details" to the eye only, and its picture is silent.
          const link = screen.getByRole('link', { name: product.name });
          expect(link).toHaveAttribute('href', `${prefixOf(step)}/products/${product.id}`);
          expect(link).toHaveTextContent(product.name);
          expect(link).toHaveAccessibleDescription(product.description);
          const heading = screen.getByRole('heading', { level: 3, name: product.name });
          expect(heading).toContainElement(link);
          const card = heading.closest('.product-card') as HTMLElement;
          expect(within(card).getByText(wordsOf(step).details)).toHaveAttribute('aria-hidden', 'true');
          expect(within(card).queryByRole('img')).toBeNull();
        }
        expectCount(step, total);
        expectPagination(step, total);
        expectMessage(step, null);
        expect(tryAgain(step)).toBeNull();
        expectNoSpinner(step);
        expect(app.http.pending()).toEqual([]);
      },
      empty: (app, step) => expectRetryOffered(app, step, 'empty'),
      failed: (app, step) => expectRetryOffered(app, step, 'failed'),
      loading: (app, step) => {
        expectPage(app, step);
        expect(screen.getByText(wordsOf(step).loading)).toBeInTheDocument();
        expectMessage(step, null);
        expectCount(step, null);
        expect(tryAgain(step)).toBeNull();
        expect(cards(step)).toEqual([]);
        // The list call waits 15 s, not the default 10 s.
        expect(app.http.pending()).toEqual([
          expect.objectContaining({
            method: 'GET',
            url: listRequest(inputOf(step)).slice(4),
            timeout: 15000,
          }),
        ]);
      },
    },
  });

  it('shows the products the loader got, in the first render, without asking again', async () => {
    const app = renderScreen({
      url: '/products?category=cpvc-pipes',
      routes: { '/{-$locale}/products': productsRoute },
    });
    await app.http.answer('GET /api/products?lang=en&category=cpvc-pipes', 200, [summaryOf(cpvcPipe)]);
    expect(await screen.findByRole('link', { name: /CPVC Pipe/ })).toHaveAttribute('href', '/products/1');
    expect(app.http.sent).toHaveLength(1);
    app.unmount();
  });

  it('takes a blank category for every product', async () => {
    const app = renderScreen({
      url: '/products?category=%20',
      routes: { '/{-$locale}/products': productsRoute },
    });
    await app.http.answer('GET /api/products?lang=en', 200, [summaryOf(cpvcPipe)]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Products$/);
    expectFilter(words.en, 'All products', 'All products');
    app.unmount();
  });

  it('starts afresh with the new list when the person picks another category', async () => {
    const app = renderScreen({ url: '/products', routes: { '/{-$locale}/products': productsRoute } });
    await app.http.answer('GET /api/products?lang=en', 500, {
      success: false,
      message: 'Internal server error',
    });
    expect(await screen.findByText(words.en.failed)).toBeVisible();
    await app.user.click(screen.getByRole('link', { name: 'Plumbing' }));
    await app.http.answer('GET /api/products?lang=en&category=plumbing', 200, [summaryOf(cpvcPipe)]);
    expect(await screen.findByRole('link', { name: /CPVC Pipe/ })).toBeVisible();
    expect(screen.queryByText(words.en.failed)).toBeNull();
    expect(app.location()).toBe('/products?category=plumbing');
    expectFilter(words.en, 'Plumbing', 'Plumbing');
    // Focus moves to the results, where the next Tab reaches the first card; the count line says
    // what the grid now holds.
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus();
    expect(screen.getByText('1 product in Plumbing')).toHaveAttribute('role', 'status');
    app.unmount();
  });
});
