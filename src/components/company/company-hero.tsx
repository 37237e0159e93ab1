import { pick } from '../../content/bilingual';
import { type MetaKey, routeMetaTable } from '../../content/route-meta';
import { useLanguage } from '../../root-actors';
import { PageHero } from '../layout/page-hero';

interface CompanyHeroProps {
  /** The page's row of the metadata table: its title, summary and breadcrumb trail. */
  page: MetaKey;
  image: string;
  /** The quality page's zoom alternates per visit; the about pages always zoom in. */
  alternateZoom?: boolean;
}

/** The hero of a company page, titled and trailed from the same metadata its head uses. */
export function CompanyHero({ page, image, alternateZoom = false }: CompanyHeroProps) {
  const language = useLanguage();
  const meta = routeMetaTable[page];
  return (
    <PageHero
      title={pick(meta.title, language)}
      subtitle={pick(meta.description, language)}
      breadcrumb={meta.breadcrumb}
      image={image}
      alternateZoomFor={alternateZoom ? page : undefined}
    />
  );
}
