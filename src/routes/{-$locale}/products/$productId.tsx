import { createFileRoute } from '@tanstack/react-router';
import { languageOfLocaleParam } from '../../../api/language';
import { loadProductPage } from '../../../components/products/page-data';
import { ProductDetailPage } from '../../../components/products/product-detail-page';
import { categoryName } from '../../../content/categories';
import { routeMetaTable } from '../../../content/route-meta';
import { pageHead } from '../../../seo/page-head';
import { productData, productMetaDescription } from '../../../seo/structured-data';

export const Route = createFileRoute('/{-$locale}/products/$productId')({
  // No such product throws the router's not-found: the page answers 404.
  loader: ({ context, params }) =>
    loadProductPage(context.loadJson, params.productId, languageOfLocaleParam(params.locale)),
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
      description: productMetaDescription(product.description),
      image: product.image,
      jsonLd: [productData(match.context.origin, language, product, label)],
    });
  },
  component: function Product() {
    return <ProductDetailPage data={Route.useLoaderData()} />;
  },
  notFoundComponent: function ProductMissing() {
    return <ProductDetailPage data={null} />;
  },
});
