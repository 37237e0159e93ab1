/**
 * The four certificates of the home page carousel. Only their names are known; the descriptions
 * stay general on purpose (no dates, numbers or issuers beyond the names).
 */
import type { Bilingual } from './bilingual';

export type Certificate = {
  id: string;
  title: Bilingual;
  description: Bilingual;
  /** `/images/certificates/<id>.svg` (placeholder until the scans arrive). */
  image: string;
};

export const certificates = [
  {
    id: 'water-networks',
    title: { en: 'Water Networks Project', ar: 'مشروع شبكات المياه' },
    description: {
      en: 'A certificate recognising our supply of pipes and fittings to a water networks project.',
      ar: 'شهادة تقدير لتوريدنا الأنابيب وقطع التوصيل لمشروع شبكات المياه.',
    },
    image: '/images/certificates/water-networks.svg',
  },
  {
    id: 'air-force-base',
    title: { en: 'Air Force Base Project', ar: 'مشروع القاعدة الجوية' },
    description: {
      en: 'A certificate recognising our supply of piping products to an air force base project.',
      ar: 'شهادة تقدير لتوريدنا منتجات الأنابيب لمشروع القاعدة الجوية.',
    },
    image: '/images/certificates/air-force-base.svg',
  },
  {
    id: 'amman-water-network',
    title: { en: 'Amman Water Network', ar: 'شبكة مياه عمّان' },
    description: {
      en: 'A certificate recognising our supply of pipes to the Amman water network.',
      ar: 'شهادة تقدير لتوريدنا الأنابيب لمشروع شبكة مياه عمّان.',
    },
    image: '/images/certificates/amman-water-network.svg',
  },
  {
    id: 'national-poultry',
    title: { en: 'National Poultry', ar: 'الدواجن الوطنية' },
    description: {
      en: 'A certificate from National Poultry recognising our supply of piping products to its facilities.',
      ar: 'شهادة من شركة الدواجن الوطنية تقديرًا لتوريدنا منتجات الأنابيب لمنشآتها.',
    },
    image: '/images/certificates/national-poultry.svg',
  },
] as const satisfies readonly Certificate[];

export type CertificateId = (typeof certificates)[number]['id'];
