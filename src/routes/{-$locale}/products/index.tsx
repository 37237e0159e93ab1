import { createFileRoute } from '@tanstack/react-router';
import { languageOfLocaleParam } from '../../../api/language';
import { loadProductsPage } from '../../../components/products/page-data';
import { ProductsPage } from '../../../components/products/products-page';
import { productsSearch } from '../../../components/products/products-search';
import { pick } from '../../../content/bilingual';
import { categoryName } from '../../../content/categories';
import { routeMetaTable } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';

export const Route = createFileRoute('/{-$locale}/products/')({
  validateSearch: productsSearch,
  loaderDeps: ({ search }) => ({ category: search.category ?? null }),
  // The list arrives in the first HTML; a failed call arrives as such, for the page to show.
  loader: ({ context, params, deps }) =>
    loadProductsPage(context.loadJson, deps.category, languageOfLocaleParam(params.locale)),
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
    const loaded = Route.useLoaderData();
    return (
      <ProductsPage
        category={category ?? null}
        dataLanguage={languageOfLocaleParam(locale)}
        loaded={loaded}
      />
    );
  },
});
