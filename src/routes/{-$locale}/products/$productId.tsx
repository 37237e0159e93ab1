import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '../../../api/errors';
import { languageOfLocaleParam } from '../../../api/language';
import { metadataDescriptionLength } from '../../../api/limits';
import { loadProduct, loadProducts } from '../../../api/requests/products';
import { ProductDetailPage, ProductNotFound } from '../../../components/products/product-detail-page';
import { categoryName } from '../../../content/categories';
import { routeMetaTable } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';
import { productData, productMetaDescription } from '../../../seo/structured-data';

/** `/products/{id}` takes a positive whole number; anything else is no product. */
function idOf(raw: string): number | null {
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export const Route = createFileRoute('/{-$locale}/products/$productId')({
  loader: async ({ context, params }) => {
    const language = languageOfLocaleParam(params.locale);
    const id = idOf(params.productId);
    if (id === null) throw notFound();
    try {
      const product = await loadProduct(context.loadJson, id, language);
      const related = await loadProducts(context.loadJson, product.category || null, language).catch(
        () => [],
      );
      return { product, related };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ params, match, loaderData }) => {
    const language = languageOfLocaleParam(params.locale);
    const meta = routeMetaTable['/products/$productId'];
    const product = loaderData?.product;
    if (!product)
      return pageHead({
        meta: routeMetaTable.notFound,
        language,
        origin: match.context.origin,
        path: '/products',
      });
    const label = categoryName(product.category, language);
    return pageHead({
      meta: {
        ...meta,
        breadcrumb: [
          ...meta.breadcrumb.slice(0, -1),
          { name: { en: product.name, ar: product.name }, path: null },
        ],
      },
      language,
      origin: match.context.origin,
      path: `/products/${product.id}`,
      title: product.name,
      description: productMetaDescription(product.description, product.features, metadataDescriptionLength),
      image: product.image,
      jsonLd: [productData(match.context.origin, language, product, label)],
    });
  },
  component: function Product() {
    const { product, related } = Route.useLoaderData();
    const { locale } = Route.useParams();
    return (
      <ProductDetailPage product={product} related={related} dataLanguage={languageOfLocaleParam(locale)} />
    );
  },
  notFoundComponent: ProductNotFound,
});
