import { pick } from '../../content/bilingual';
import { homeHero } from '../../content/home';
import { useLanguage } from '../../root-actors';
import { SiteLink } from '../layout/site-link';
import { buttonStyles } from '../ui/button-styles';
import { BackgroundVideo } from './hero-video';

/** The home page's full-height hero video with the company's headline. */
export function HomeHero() {
  const language = useLanguage();
  return (
    <section
      data-hero
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-brand-900 text-white"
    >
      {/*
        The video's still as a picture of its own, the first thing the page asks for: it is what
        the page shows first (and its largest paint), while the video itself loads after the page.
      */}
      <img
        src={homeHero.video.poster}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <BackgroundVideo
        sources={[
          { src: homeHero.video.webm, type: 'video/webm' },
          { src: homeHero.video.mp4, type: 'video/mp4' },
        ]}
        poster={undefined}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-brand-900/80 via-brand-900/55 to-brand-900/90"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-20">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-extrabold leading-tight text-balance md:text-6xl">
            {pick(homeHero.title, language)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 md:text-xl">
            {pick(homeHero.subtitle, language)}
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <SiteLink path={homeHero.primaryCta.path} className={`${buttonStyles.accent} px-6 text-lg`}>
              {pick(homeHero.primaryCta.label, language)}
            </SiteLink>
            <SiteLink
              path={homeHero.secondaryCta.path}
              className={`${buttonStyles.outlineLight} px-6 text-lg`}
            >
              {pick(homeHero.secondaryCta.label, language)}
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
