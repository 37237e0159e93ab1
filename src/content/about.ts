/**
 * About page copy (`/about`). This is the site's one place that says "more than 45 years"
 * (`company.yearsAlt`) and the one that gives the 46,000 m² total area, presented as the total
 * that includes both factories.
 */
import { arabicCount } from './arabic-count';
import type { Bilingual, ContentLink } from './bilingual';
import { company } from './company';

export const aboutIntro = {
  /** The video's heading and its name for assistive technology: it shows one of our extrusion lines. */
  heading: { en: 'Inside Our Factory', ar: 'من داخل مصنعنا' },
  /** Rendered by scripts/media/make-media.sh. Plays at 30% visibility or more. */
  video: {
    webm: '/videos/about-intro.webm',
    mp4: '/videos/about-intro.mp4',
    poster: '/videos/about-intro-poster.jpg',
  },
} as const satisfies { heading: Bilingual; video: { webm: string; mp4: string; poster: string } };

export const aboutCompanyInfo = {
  heading: { en: 'Who We Are', ar: 'تعرّف علينا' },
  paragraphs: [
    {
      en: `Founded in ${company.foundedYear} and headquartered in Riyadh, we have spent more than ${company.yearsAlt} years manufacturing and supplying plastic pipes, fittings, solvent cements and cleaners for contractors, distributors and project owners.`,
      ar: `تأسست شركتنا عام ${company.foundedYear} ويقع مقرها الرئيسي في الرياض، ونعمل منذ أكثر من ${arabicCount(company.yearsAlt, { one: 'عام', two: 'عامين', few: '# أعوام', many: '# عامًا', other: '# عام' })} في تصنيع الأنابيب البلاستيكية وقطع التوصيل والغراء والمنظفات وتوريدها للمقاولين والموزعين وأصحاب المشاريع.`,
    },
    {
      en: 'Our facilities cover a total area of 46,000 m², including our factories in Sudair, Saudi Arabia (25,000 m²) and in Bahrain (10,000 m²). Through our branches in Saudi Arabia, Yemen and Bahrain we also provide electrical products, technology services and contracting.',
      ar: 'تمتد منشآتنا على مساحة إجمالية تبلغ 46,000 م²، تشمل مصنعنا في سدير بالمملكة العربية السعودية (25,000 م²) ومصنعنا في مملكة البحرين (10,000 م²). ومن خلال فروعنا في المملكة واليمن والبحرين، نقدّم كذلك المنتجات الكهربائية والخدمات التقنية وأعمال المقاولات.',
    },
  ],
} as const satisfies { heading: Bilingual; paragraphs: readonly Bilingual[] };

export const visionAndMission = {
  vision: {
    title: { en: 'Our Vision', ar: 'رؤيتنا' },
    text: {
      en: 'To be the first choice for piping systems and building solutions in our region, known for quality that lasts.',
      ar: 'أن نكون الخيار الأول في أنظمة الأنابيب وحلول البناء في منطقتنا، وأن نُعرف بجودة تدوم.',
    },
  },
  mission: {
    title: { en: 'Our Mission', ar: 'رسالتنا' },
    text: {
      en: 'To manufacture and supply reliable products that meet recognised standards, deliver them on time with knowledgeable support, and keep developing our people and our processes.',
      ar: 'تصنيع منتجات موثوقة مطابقة للمواصفات القياسية المعتمدة وتوريدها في مواعيدها مع دعم فني متخصص، والاستمرار في تطوير كوادرنا وأساليب عملنا.',
    },
  },
  valuesHeading: { en: 'Our Values', ar: 'قيمنا' },
  /** The three values: creativity, professionalism, quality. */
  values: company.values,
} as const;

export const aboutCallToAction = {
  heading: { en: 'Looking for the Right Pipes for Your Project?', ar: 'تبحث عن الأنابيب المناسبة لمشروعك؟' },
  text: {
    en: 'Browse our products or talk to our team about your requirements.',
    ar: 'تصفّح منتجاتنا أو تحدّث إلى فريقنا عن متطلبات مشروعك.',
  },
  productsButton: { label: { en: 'Our Products', ar: 'منتجاتنا' }, path: '/products' },
  contactButton: { label: { en: 'Contact Us', ar: 'تواصل معنا' }, path: '/contact' },
} as const satisfies {
  heading: Bilingual;
  text: Bilingual;
  productsButton: ContentLink;
  contactButton: ContentLink;
};
