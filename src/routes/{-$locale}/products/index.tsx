import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { languageOfLocaleParam } from '../../../api/language';
import { loadProducts } from '../../../api/requests/products';
import { ProductsPage } from '../../../components/products/products-page';
import { pick } from '../../../content/bilingual';
import { categoryName } from '../../../content/categories';
import { routeMetaTable } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';

export const Route = createFileRoute('/{-$locale}/products/')({
  validateSearch: z.object({ category: z.string().trim().min(1).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ category: search.category ?? null }),
  // The list arrives in the first HTML; a failure here leaves it to the page's own retry.
  loader: ({ context, params, deps }) =>
    loadProducts(context.loadJson, deps.category, languageOfLocaleParam(params.locale)).catch(() => null),
  head: ({ params, match }) => {
    const language = languageOfLocaleParam(params.locale);
    const meta = routeMetaTable['/products'];
    const category = match.search.category;
    const name = category ? categoryName(category, language) : undefined;
    return pageHead({
      meta,
      language,
      origin: match.context.origin,
      path: category ? `/products?category=${encodeURIComponent(category)}` : '/products',
      title: name ? `${pick(meta.title, language)}: ${name}` : undefined,
    });
  },
  component: function Products() {
    const { category } = Route.useSearch();
    const { locale } = Route.useParams();
    const products = Route.useLoaderData();
    return (
      <ProductsPage
        category={category ?? null}
        dataLanguage={languageOfLocaleParam(locale)}
        products={products}
      />
    );
  },
});
