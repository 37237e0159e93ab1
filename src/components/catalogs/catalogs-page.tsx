import { useLingui } from '@lingui/react/macro';
import type { SubscriptionOutcome } from '../../../machines/catalog-subscription.machine';
import type { SubscriptionOutcomeSearch } from '../../api/subscription-outcome';
import { pick } from '../../content/bilingual';
import { type Catalog, catalogs, catalogsIntro } from '../../content/catalogs';
import { routeMetaTable } from '../../content/route-meta';
import { useLanguage } from '../../root-actors';
import { PageHero } from '../layout/page-hero';
import { buttonStyles } from '../ui/button-styles';
import { formatDate } from '../ui/format';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { SubscribeBox } from './subscribe-box';

/** What the page's address says about the subscribe form posted without scripts. */
export function outcomeOf(search: SubscriptionOutcomeSearch): SubscriptionOutcome {
  if (search.subscribed !== undefined) return { status: 'subscribed' };
  if (search.error !== undefined) return { status: 'refused', reason: search.error };
  return { status: 'none' };
}

/** /catalogs: the six PDF catalogs, each opened in a new tab, then the subscribe box. */
export function CatalogsPage({ outcome }: { outcome: SubscriptionOutcome }) {
  const language = useLanguage();
  const meta = routeMetaTable['/catalogs'];
  return (
    <main id="main">
      <PageHero
        title={pick(catalogsIntro.heading, language)}
        subtitle={pick(catalogsIntro.text, language)}
        breadcrumb={meta.breadcrumb}
        image="/videos/hero-poster.webp"
        alternateZoomFor="catalogs"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {catalogs.map((catalog) => (
            <li key={catalog.id}>
              <CatalogCard catalog={catalog} />
            </li>
          ))}
        </ul>
        {/* A fresh flow for another language or outcome: what it sends and shows depends on both. */}
        <SubscribeBox key={`${language}:${JSON.stringify(outcome)}`} outcome={outcome} />
      </div>
    </main>
  );
}

function CatalogCard({ catalog }: { catalog: Catalog }) {
  const { t } = useLingui();
  const language = useLanguage();
  const title = pick(catalog.title, language);
  const view = pick(catalogsIntro.viewButton, language);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex justify-center bg-slate-100 p-6">
        <ImageWithFallback
          src={catalog.coverImage}
          alt=""
          width={210}
          height={297}
          loading="lazy"
          className="aspect-[210/297] w-40 rounded object-cover shadow-md"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>{t`Published`}:</dt>
            <dd>
              <time dateTime={catalog.datePublished}>{formatDate(language, catalog.datePublished)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t`Version`}:</dt>
            <dd dir="ltr">{catalog.version}</dd>
          </div>
        </dl>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">
          {pick(catalog.description, language)}
        </p>
        <a
          href={catalog.fileUrl}
          target="_blank"
          rel="noopener"
          aria-label={t`${view}: ${title} (PDF, opens in a new tab)`}
          className={`${buttonStyles.primary} mt-5 self-start`}
        >
          {view}
        </a>
      </div>
    </article>
  );
}
