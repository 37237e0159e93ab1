import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { directionOf, type Language } from '../../api/language';
import { pick } from '../../content/bilingual';
import type { Crumb } from '../../content/route-meta';
import { useLanguage } from '../../root-actors';
import { ChevronForward } from '../ui/icons';
import { SiteLink } from './site-link';

type Zoom = 'in' | 'out';

// Whole class names, so Tailwind finds them in the source. Five seconds at most: motion that starts
// by itself and lasts longer would need a control to pause it.
const zoomAnimation: Record<Zoom, string> = {
  in: 'motion-safe:animate-[hero-zoom-in_5s_ease-out_forwards]',
  out: 'motion-safe:animate-[hero-zoom-out_5s_ease-out_forwards]',
};

/**
 * The zoom direction for this visit of a page: the opposite of the last visit's, remembered for
 * the browsing session. Read after mount, never during render.
 */
function useAlternatingZoom(page: string | undefined): Zoom {
  const [zoom, setZoom] = useState<Zoom>('in');
  useEffect(() => {
    if (!page) return;
    const key = `hero-zoom:${page}`;
    try {
      const next: Zoom = window.sessionStorage.getItem(key) === 'in' ? 'out' : 'in';
      window.sessionStorage.setItem(key, next);
      setZoom(next);
    } catch {
      // storage blocked: every visit zooms in
    }
  }, [page]);
  return zoom;
}

interface PageHeroProps {
  title: string;
  /** The title's language where it is not the page's (a news item not yet in Arabic). */
  titleLanguage?: Language | undefined;
  subtitle?: string;
  breadcrumb: readonly Crumb[];
  image: string;
  /** Pages whose zoom alternates per visit name themselves here (product detail, branches, catalogs, quality). */
  alternateZoomFor?: string;
}

/** A page's hero: its image slowly zooming behind the title, with the breadcrumb trail. */
export function PageHero({
  title,
  titleLanguage,
  subtitle,
  breadcrumb,
  image,
  alternateZoomFor,
}: PageHeroProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const zoom = useAlternatingZoom(alternateZoomFor);
  return (
    <section
      data-hero
      className="relative isolate overflow-hidden bg-brand-900 pt-28 pb-16 text-white md:pt-36 md:pb-24"
    >
      <img
        src={image}
        alt=""
        // The hero's picture is the page's largest paint: asked for first.
        fetchPriority="high"
        data-zoom={zoom}
        className={`absolute inset-0 -z-20 size-full object-cover opacity-60 ${zoomAnimation[zoom]}`}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-brand-900/70 to-brand-900/90"
      />
      <div className="mx-auto max-w-7xl px-4">
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
            {breadcrumb.map((crumb, index) => (
              <li key={crumb.name.en} className="flex items-center gap-1">
                {index > 0 && <ChevronForward className="size-3.5 opacity-70" />}
                {crumb.path && index < breadcrumb.length - 1 ? (
                  <SiteLink
                    path={crumb.path}
                    className="inline-flex min-h-11 min-w-11 items-center hover:text-white"
                  >
                    {pick(crumb.name, language)}
                  </SiteLink>
                ) : (
                  <span aria-current="page" className="font-semibold text-white">
                    {pick(crumb.name, language)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1
          lang={titleLanguage}
          dir={titleLanguage && directionOf(titleLanguage)}
          className="mt-4 text-4xl font-extrabold md:text-5xl"
        >
          {title}
        </h1>
        {subtitle && <p className="mt-4 max-w-3xl text-lg text-brand-100">{subtitle}</p>}
      </div>
    </section>
  );
}
