import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { productDetailMachine } from '../../../machines/product-detail.machine';
import type { Product, ProductSummary } from '../../api/products';
import { categoryName } from '../../content/categories';
import { routeMetaTable } from '../../content/route-meta';
import { useFlow, useLanguage } from '../../root-actors';
import { PageHero } from '../layout/page-hero';
import { SiteLink } from '../layout/site-link';
import { buttonStyles } from '../ui/button-styles';
import { useTranslateMessage } from '../ui/known-messages';
import { Reveal } from '../ui/reveal';
import { outcomeKey, type ProductPageData } from './page-data';
import { ProductCard } from './product-card';
import { ProductImage } from './product-image';

interface ProductDetailProps {
  /** What the route loader got; null on the route's not-found (no such product). */
  data: ProductPageData | null;
}

/** /products/{id}: image, name, category badge, description, features, and more. */
export function ProductDetailPage({ data }: ProductDetailProps) {
  return <ProductDetail key={outcomeKey(data)} data={data} />;
}

function ProductDetail({ data }: ProductDetailProps) {
  const detail = useFlow(productDetailMachine, {
    input: data ? { product: data.product, related: data.related } : { product: null, related: [] },
  });
  const product = useSelector(detail, (s) => (s.matches('found') ? s.context.product : null));
  const related = useSelector(detail, (s) => (s.matches({ found: 'related' }) ? s.context.related : null));
  if (!product) return <ProductNotFound />;
  return (
    <main id="main">
      <ProductDetailView product={product} related={related} />
    </main>
  );
}

/**
 * What a product's page shows under the header: its hero, image and text, and its related products
 * (null when there are none to show). The portal's preview shows it too, inside the portal's page.
 */
export function ProductDetailView({
  product,
  related,
}: {
  product: Product;
  related: readonly ProductSummary[] | null;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useTranslateMessage();
  const meta = routeMetaTable['/products/$productId'];
  const category = categoryName(product.category, language);
  return (
    <>
      <PageHero
        title={product.name}
        breadcrumb={[
          ...meta.breadcrumb.slice(0, -1),
          { name: { en: product.name, ar: product.name }, path: null },
        ]}
        image="/videos/hero-poster.webp"
        alternateZoomFor="product-detail"
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-2">
        <div className="overflow-hidden rounded-3xl bg-slate-50 ring-1 ring-slate-200">
          <ProductImage
            product={product}
            sizes="(min-width: 1024px) 600px, 95vw"
            priority
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
        <div>
          {category && (
            <SiteLink
              path={`/products?category=${product.category}`}
              className="inline-flex min-h-11 items-center rounded-full bg-accent-500/10 px-4 text-sm font-semibold text-accent-700 hover:bg-accent-500/20"
            >
              {category}
            </SiteLink>
          )}
          {/* The name again beside the picture, for the eye: the page's heading already says it. */}
          <p className="mt-4 text-3xl font-extrabold text-brand-900">{product.name}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{product.description}</p>
          {product.features.length > 0 && (
            <section className="mt-8">
              <h2 className="text-xl font-bold text-brand-900">
                <Trans>Key features</Trans>
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {product.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-slate-700">
                    <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TextList title={t`Applications`} items={product.applications} />
          <TextList title={t`Certifications`} items={product.certifications} />
        </div>
      </div>
      {product.specifications.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby="specifications">
          <h2 id="specifications" className="mb-6 text-2xl font-extrabold text-brand-900">
            <Trans>Specifications</Trans>
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {product.specifications.map((group) => (
              <table
                key={group.category}
                className="w-full overflow-hidden rounded-2xl bg-white text-start ring-1 ring-slate-200"
              >
                <caption className="bg-brand-700 px-4 py-2 text-start font-bold text-white">
                  {group.category}
                </caption>
                <tbody className="divide-y divide-slate-100">
                  {group.items.map((item) => (
                    <tr key={item.name}>
                      <th scope="row" className="w-1/2 px-4 py-2 text-start font-medium text-slate-600">
                        {item.name}
                      </th>
                      <td className="px-4 py-2 text-slate-900">{item.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </section>
      )}
      {product.faqs.length > 0 && (
        <section className="mx-auto max-w-3xl px-4 pb-12" aria-labelledby="product-faq">
          <h2 id="product-faq" className="mb-6 text-2xl font-extrabold text-brand-900">
            <Trans>Questions about this product</Trans>
          </h2>
          <div className="flex flex-col gap-3">
            {product.faqs.map((faq) => (
              <details key={faq.question} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-900">
                  {faq.question}
                </summary>
                <p className="mt-2 text-slate-600">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}
      <section className="bg-slate-50 py-12" aria-labelledby="related">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="related" className="mb-6 text-2xl font-extrabold text-brand-900">
            <Trans>Related products</Trans>
          </h2>
          {related ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <Reveal className="h-full">
                    <ProductCard product={item} heading="h3" />
                  </Reveal>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{translate('noRelatedProducts')}</p>
          )}
        </div>
      </section>
    </>
  );
}

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Product not found', with the way back to the products. */
function ProductNotFound() {
  const translate = useTranslateMessage();
  const meta = routeMetaTable.notFound;
  return (
    <main id="main">
      <PageHero
        title={translate('productNotFound')}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
        <p className="text-lg text-slate-600">{translate('productGoneMessage')}</p>
        <SiteLink path="/products" className={buttonStyles.primary}>
          <Trans>Back to products</Trans>
        </SiteLink>
      </div>
    </main>
  );
}
