/**
 * The company's facts and contact details.
 *
 * SAMPLE CONTENT: the real brand name and contact details are not known yet. The name, phone
 * numbers, e-mail, WhatsApp number and street-level address below are an obviously fake sample brand
 * and numbers, to be replaced by the owner before going live (see README "Company details").
 * Every other fact here (founding year, years, factories, areas, headquarters, values, office
 * hours) is the company's own.
 */
import type { Language } from '../api/language';
import type { Bilingual } from './bilingual';

export type CountryKey = 'saudi arabia' | 'yemen' | 'bahrain';
export type Country = { key: CountryKey; name: Bilingual };

export type Factory = { id: 'sudair' | 'bahrain'; name: Bilingual; location: Bilingual; areaM2: number };

export type CompanyValueKey = 'creativity' | 'professionalism' | 'quality';
export type CompanyValue = { key: CompanyValueKey; title: Bilingual; text: Bilingual };

export type Phone = {
  /** As shown on screen; wrap it in `dir="ltr"` inside Arabic text. */
  display: string;
  /** `tel:` link, digits only after the country code sign. */
  href: string;
};

/** Days are English day names as schema.org `openingHoursSpecification` wants them. */
export type OpeningHours = {
  text: Bilingual;
  days: readonly ('Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday')[];
  opens: string;
  closes: string;
};

/** The `tel:` link for a displayed phone number. */
export function telHref(display: string): string {
  return `tel:+${display.replace(/\D/g, '')}`;
}

// SAMPLE VALUES — replace with the company's real numbers and e-mail before going live.
const samplePhones = ['+966 11 000 0000', '+966 11 000 0001'] as const;
const sampleEmail = 'info@example.com';
const sampleWhatsapp = '966500000000';

export const countries = [
  { key: 'saudi arabia', name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' } },
  { key: 'yemen', name: { en: 'Yemen', ar: 'اليمن' } },
  { key: 'bahrain', name: { en: 'Bahrain', ar: 'البحرين' } },
] as const satisfies readonly Country[];

export const company = {
  name: { en: 'Example Pipes Co.', ar: 'شركة مثال للأنابيب' },
  /** One line about the company, for the footer and the Organization structured data. */
  tagline: {
    en: 'Plastic pipes, fittings, solvent cements and building solutions since 1979.',
    ar: 'أنابيب ومواسير بلاستيكية وقطع توصيل وغراء وحلول متكاملة لقطاع البناء منذ عام 1979.',
  },
  foundedYear: 1979,
  /** "More than 46 years" everywhere… */
  yearsOfExperience: 46,
  /** …except the one place that says 45+ (the about page's history sentence). */
  yearsAlt: 45,
  factories: [
    {
      id: 'sudair',
      name: { en: 'Sudair Factory', ar: 'مصنع سدير' },
      location: { en: 'Sudair, Saudi Arabia', ar: 'سدير، المملكة العربية السعودية' },
      areaM2: 25_000,
    },
    {
      id: 'bahrain',
      name: { en: 'Bahrain Factory', ar: 'مصنع البحرين' },
      location: { en: 'Kingdom of Bahrain', ar: 'مملكة البحرين' },
      areaM2: 10_000,
    },
  ],
  /** The area the about text states; it is given alongside the two factory areas, not as their sum. */
  totalAreaM2: 46_000,
  headquarters: { en: 'Riyadh, Saudi Arabia', ar: 'الرياض، المملكة العربية السعودية' },
  currency: 'SAR',
  /** Countries the company has branches in. */
  countries,
  values: [
    {
      key: 'creativity',
      title: { en: 'Creativity', ar: 'الإبداع' },
      text: {
        en: 'We keep looking for better ways to make and supply our products, from improved formulations to practical solutions that suit each project.',
        ar: 'نبحث باستمرار عن طرق أفضل لتصنيع منتجاتنا وتوريدها، بدءًا من تطوير التركيبات وصولًا إلى حلول عملية تلائم متطلبات كل مشروع.',
      },
    },
    {
      key: 'professionalism',
      title: { en: 'Professionalism', ar: 'الاحترافية' },
      text: {
        en: 'We work with our customers and partners clearly and responsibly, and we keep to the specifications and delivery dates we agree on.',
        ar: 'نتعامل مع عملائنا وشركائنا بوضوح ومسؤولية، ونلتزم بالمواصفات ومواعيد التسليم التي نتفق عليها.',
      },
    },
    {
      key: 'quality',
      title: { en: 'Quality', ar: 'الجودة' },
      text: {
        en: 'Every production batch is inspected and tested in our laboratory before it leaves the factory.',
        ar: 'تخضع كل دفعة إنتاج للفحص والاختبار في مختبرنا قبل خروجها من المصنع.',
      },
    },
  ],
  officeHours: {
    text: {
      en: 'Sunday to Thursday, 7am – 6pm',
      ar: 'الأحد – الخميس، 7:00 ص – 6:00 م',
    },
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    opens: '07:00',
    closes: '18:00',
  },
  // SAMPLE VALUES (see the comment above): replace before going live.
  contact: {
    phones: samplePhones.map((display) => ({ display, href: telHref(display) })),
    email: sampleEmail,
    emailHref: `mailto:${sampleEmail}`,
    /** Digits only, with the country code: build the link with `whatsappUrl()`. */
    whatsapp: sampleWhatsapp,
    address: {
      en: 'Head Office, Riyadh, Kingdom of Saudi Arabia',
      ar: 'المقر الرئيسي، الرياض، المملكة العربية السعودية',
    },
  },
} as const satisfies {
  name: Bilingual;
  tagline: Bilingual;
  foundedYear: number;
  yearsOfExperience: number;
  yearsAlt: number;
  factories: readonly Factory[];
  totalAreaM2: number;
  headquarters: Bilingual;
  currency: 'SAR';
  countries: readonly Country[];
  values: readonly CompanyValue[];
  officeHours: OpeningHours;
  contact: {
    phones: readonly Phone[];
    email: string;
    emailHref: string;
    whatsapp: string;
    address: Bilingual;
  };
};

/** The WhatsApp chat link, `https://wa.me/<digits>`, optionally with a prefilled message. */
export function whatsappUrl(number: string = company.contact.whatsapp, message?: string): string {
  const url = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message ? `${url}?text=${encodeURIComponent(message)}` : url;
}

/** A country's name, or undefined for a key the site does not know. */
export function countryName(key: string, language: Language): string | undefined {
  return countries.find((country) => country.key === key)?.name[language];
}
