import type { NewsLoad } from '../../../machines/news-feed.machine';
import { CertificatesCarousel } from '../home/certificates-carousel';
import { FeaturedCarousel } from '../home/featured-carousel';
import { HomeHero } from '../home/home-hero';
import { CompanyInfo, Features, HomeFaq, Statistics, WhyChooseUs } from '../home/home-sections';
import { NewsSection } from '../home/news-section';
import { PartnerMarquee } from '../home/partner-marquee';
import { PartnersIntro } from '../home/partners-intro';
import { outcomeKey } from '../products/page-data';

/** The home page; `news` is what its route's loader got for the news section. */
export function HomePage({ news }: { news: NewsLoad }) {
  return (
    <main id="main">
      <HomeHero />
      <FeaturedCarousel />
      <CompanyInfo />
      <Features />
      <NewsSection key={outcomeKey(news)} loaded={news} />
      <Statistics />
      <WhyChooseUs />
      <PartnersIntro />
      <PartnerMarquee />
      <CertificatesCarousel />
      <HomeFaq />
    </main>
  );
}
