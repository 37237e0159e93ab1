import { createFileRoute } from '@tanstack/react-router';
import { languageOfLocaleParam } from '../../../api/language';
import { loadProductsPage } from '../../../components/products/page-data';
import { ProductsPage } from '../../../components/products/products-page';
import { productsPath, productsSearch } from '../../../components/products/products-search';
import { pick } from '../../../content/bilingual';
import { categoryName } from '../../../content/categories';
import { pageNumberLabel, routeMetaTable, searchTitle } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';

export const Route = createFileRoute('/{-$locale}/products/')({
  validateSearch: productsSearch,
  loaderDeps: ({ search }) => ({
    category: search.category ?? null,
    q: search.q ?? null,
    page: search.page ?? 1,
  }),
  // The page of the list arrives in the first HTML; a failed call arrives as such, for the page to
  // show; a page past the last is not found.
  loader: ({ context, params, deps }) =>
    loadProductsPage(context.loadJson, { ...deps, language: languageOfLocaleParam(params.locale) }),
  head: ({ params, match }) => {
    const language = languageOfLocaleParam(params.locale);
    const meta = routeMetaTable['/products'];
    const { category, q, page = 1 } = match.search;
    const name = category ? categoryName(category, language) : undefined;
    const listTitle = name ? `${pick(meta.title, language)}: ${name}` : pick(meta.title, language);
    const title = q ? searchTitle(language, q) : listTitle;
    return pageHead({
      meta,
      language,
      origin: match.context.origin,
      path: productsPath(category ?? null, page, q ?? null),
      title: page > 1 ? `${title} – ${pageNumberLabel(language, page)}` : name || q ? title : undefined,
      // A search's results are for the visitor who typed it, not for search engines.
      indexable: q === undefined,
    });
  },
  component: function Products() {
    const { category, q, page = 1 } = Route.useSearch();
    const { locale } = Route.useParams();
    const loaded = Route.useLoaderData();
    return (
      <ProductsPage
        category={category ?? null}
        q={q ?? null}
        page={page}
        dataLanguage={languageOfLocaleParam(locale)}
        loaded={loaded}
      />
    );
  },
});
