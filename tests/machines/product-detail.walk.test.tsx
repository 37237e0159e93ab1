import { useLoaderData } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetailInput } from '../../machines/product-detail.machine';
import { languageOfLocaleParam } from '../../src/api/language';
import type { Product } from '../../src/api/products';
import { browserLoadJson } from '../../src/api/requests/load-json';
import { loadProductPage, type ProductPageData } from '../../src/components/products/page-data';
import { ProductDetailPage } from '../../src/components/products/product-detail-page';
import { cpvcFamily, productDetailModel } from './models/product-detail.model';
import { cpvcPipe } from './product-fixtures';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/** The product route as the app declares it: its loader, its page, its not-found. */
const productRoute: ScreenRoute = {
  loader: ({ params }) =>
    loadProductPage(browserLoadJson, params.productId ?? '', languageOfLocaleParam(params.locale)),
  component: function Product() {
    return <ProductDetailPage data={useLoaderData({ strict: false }) as ProductPageData} />;
  },
  notFoundComponent: function ProductMissing() {
    return <ProductDetailPage data={null} />;
  },
};

const routes = { '/{-$locale}/products/$productId': productRoute };
const missingId = 99;

function open(url: string) {
  return renderScreen({ url, routes });
}

const productRequest = (id: number, language = 'en') => `GET /api/products/${id}?lang=${language}` as const;
const familyRequest = (language = 'en') => `GET /api/products?lang=${language}&category=cpvc-pipes` as const;
const notFoundAnswer = { success: false, message: 'Product not found' };

const inputOf = (step: Step) => step.input as ProductDetailInput;
/** The cards under "Related products" (or its Arabic): links to product pages. */
const relatedCards = () => {
  const section = screen.queryByRole('region', { name: /Related products|منتجات ذات صلة/ });
  return section ? within(section).queryAllByRole('link') : [];
};
const headings = (level: number) => screen.queryAllByRole('heading', { level }).map((h) => h.textContent);

/** The product's own content: name, image, category badge, description, features and lists. */
function expectProduct(product: Product) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(product.name);
  // The page's one heading with the name: the sections below it are its level-2 headings.
  expect(headings(2)).not.toContain(product.name);
  expect(screen.getByRole('img', { name: product.name })).toBeVisible();
  expect(screen.getByRole('link', { name: 'CPVC Pipes' })).toHaveAttribute(
    'href',
    '/products?category=cpvc-pipes',
  );
  expect(screen.getByText(product.description)).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Key features' })).toBeVisible();
  expect(screen.getByText('Corrosion resistant')).toBeVisible();
  const specifications = screen.getByRole('table', { name: 'General' });
  expect(within(specifications).getByRole('rowheader', { name: 'Type' })).toBeVisible();
  expect(within(specifications).getByRole('cell', { name: 'Standard' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Questions about this product' })).toBeVisible();
  expect(screen.getByText('What is the warranty period?')).toBeVisible();
  expect(screen.getByText('Ten years from delivery.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Related products' })).toBeVisible();
  expect(screen.queryByText('Product not found')).toBeNull();
}

function expectSentForProduct(app: AppScreen) {
  expect(app.http.sent.map((r) => `${r.method} ${r.url}`)).toEqual([productRequest(1), familyRequest()]);
  expect(app.http.pending()).toEqual([]);
}

describe('the product page', { timeout: 30_000 }, () => {
  itWalksTheScreen<AppScreen>({
    model: productDetailModel,
    timeout: 60_000,
    render: async (path, inspect) => {
      const { product, related } = path.input as ProductDetailInput;
      const app = renderScreen({ url: `/products/${product?.id ?? missingId}`, routes, inspect });
      // The route's loader asks for the product, then for its category's list.
      if (product) {
        await app.http.answer(productRequest(product.id), 200, product);
        await app.http.answer(familyRequest(), 200, related);
      } else {
        await app.http.answer(productRequest(missingId), 404, notFoundAnswer);
      }
      await showing(() => screen.queryByRole('heading', { level: 1 }));
      return app;
    },
    drivers: {},
    checks: {
      // Up to three others of its category, in the list's order, never the product itself.
      'found.related': (app, step) => {
        const product = inputOf(step).product as Product;
        expectProduct(product);
        const cards = relatedCards();
        // Each card's link is its product's name, in the card's title: a heading under the section's.
        expect(cards.map((card) => card.closest('h3')?.textContent)).toEqual([
          'CPVC Elbow',
          'CPVC Tee',
          'CPVC Valve',
        ]);
        for (const [index, name] of ['CPVC Elbow', 'CPVC Tee', 'CPVC Valve'].entries())
          expect(screen.getByRole('link', { name })).toBe(cards[index]);
        expect(cards.map((card) => card.getAttribute('href'))).toEqual([
          '/products/3',
          '/products/4',
          '/products/5',
        ]);
        expect(screen.queryByText('No related products')).toBeNull();
        expectSentForProduct(app);
      },
      'found.noRelated': (app, step) => {
        expectProduct(inputOf(step).product as Product);
        expect(relatedCards()).toEqual([]);
        expect(screen.getByText('No related products')).toBeVisible();
        expectSentForProduct(app);
      },
      notFound: (app) => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
        expect(
          screen.getByText('The product you are looking for does not exist or has been removed.'),
        ).toBeVisible();
        expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');
        expect(headings(2)).toEqual([]);
        expect(screen.queryByText('Related products')).toBeNull();
        expect(app.http.sent.map((r) => `${r.method} ${r.url}`)).toEqual([productRequest(missingId)]);
      },
    },
  });

  it('says there are no related products when the list call fails', async () => {
    const app = open('/products/1');
    await app.http.answer(productRequest(1), 200, cpvcPipe);
    await app.http.fail(familyRequest());
    expect(await screen.findByText('No related products')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CPVC Pipe');
    app.unmount();
  });

  it('shows not found when the product call fails in any way', async () => {
    const app = open('/products/1');
    await app.http.answer(productRequest(1), 500, { success: false, message: 'Internal server error' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
    expect(app.http.sent).toHaveLength(1);
    app.unmount();
  });

  it('shows not found for an id that is no product id, without asking the server', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const app = open(`/products/${id}`);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
      expect(app.http.sent).toEqual([]);
      app.unmount();
    }
  });

  it('asks in Arabic on an Arabic page and links within the Arabic site', async () => {
    const app = open('/ar/products/1');
    await app.http.answer(productRequest(1, 'ar'), 200, cpvcPipe);
    await app.http.answer(familyRequest('ar'), 200, cpvcFamily);
    expect(await screen.findByRole('heading', { name: 'منتجات ذات صلة' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'أنابيب CPVC' })).toHaveAttribute(
      'href',
      '/ar/products?category=cpvc-pipes',
    );
    expect(relatedCards()[0]).toHaveAttribute('href', '/ar/products/3');
    app.unmount();
  });
});
