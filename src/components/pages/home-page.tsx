import { CertificatesCarousel } from '../home/certificates-carousel';
import { HomeHero } from '../home/home-hero';
import {
  CompanyInfo,
  FeaturedProducts,
  Features,
  HomeFaq,
  Statistics,
  WhyChooseUs,
} from '../home/home-sections';
import { PartnerMarquee } from '../home/partner-marquee';
import { PartnersIntro } from '../home/partners-intro';

/** Spec §2 "/". The news section joins with the news issue, between the features and the figures. */
export function HomePage() {
  return (
    <main id="main">
      <HomeHero />
      <FeaturedProducts />
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
