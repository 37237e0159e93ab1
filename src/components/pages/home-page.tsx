import { CertificatesCarousel } from '../home/certificates-carousel';
import { FeaturedCarousel } from '../home/featured-carousel';
import { HomeHero } from '../home/home-hero';
import { CompanyInfo, Features, HomeFaq, Statistics, WhyChooseUs } from '../home/home-sections';
import { PartnerMarquee } from '../home/partner-marquee';
import { PartnersIntro } from '../home/partners-intro';

/** The home page. The news section, still to come, goes between the features and the figures. */
export function HomePage() {
  return (
    <main id="main">
      <HomeHero />
      <FeaturedCarousel />
      <CompanyInfo />
      <Features />
      <Statistics />
      <WhyChooseUs />
      <PartnersIntro />
      <PartnerMarquee />
      <CertificatesCarousel />
      <HomeFaq />
    </main>
  );
}
