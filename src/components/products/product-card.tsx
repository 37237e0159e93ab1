import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '../../api/products';
import { categoryName } from '../../content/categories';
import { useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { ChevronForward } from '../ui/icons';
import { ProductImage } from './product-image';

export function ProductCard({ product }: { product: ProductSummary }) {
  const language = useLanguage();
  const category = categoryName(product.category, language);
  return (
    <SiteLink
      path={`/products/${product.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transform-none"
    >
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        <ProductImage
          product={product}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transform-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {category && (
          <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">{category}</span>
        )}
        <h2 className="mt-1 text-lg font-bold text-brand-900">{product.name}</h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">
          {product.description}
        </p>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <Trans>View details</Trans>
          <ChevronForward className="size-4" />
        </span>
      </div>
    </SiteLink>
  );
}
