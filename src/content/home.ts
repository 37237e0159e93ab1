/**
 * Home page copy (`/`). Images and videos are placeholder paths: the files come later.
 * Numbers come from `company` so the facts live in one place.
 */
import { arabicCount } from './arabic-count';
import type { Bilingual, ContentLink } from './bilingual';
import type { CategorySlug } from './categories';
import { company } from './company';
import { productsPath } from './navigation';
import { testingDevices } from './quality';

export const homeHero = {
  title: {
    en: 'Pipes and Fittings You Can Rely On, Since 1979',
    ar: 'أنابيب وقطع توصيل تعتمد عليها منذ عام 1979',
  },
  subtitle: {
    en: 'We manufacture UPVC, CPVC and PPR pipes, fittings, solvent cements and cleaners at our factories in Sudair and Bahrain, and provide electrical, technology and contracting solutions.',
    ar: 'نصنّع أنابيب UPVC وCPVC وPPR وقطع توصيلها والغراء والمنظفات في مصنعينا بسدير والبحرين، ونقدّم حلولًا في مجالات الكهرباء والتقنية والمقاولات.',
  },
  primaryCta: { label: { en: 'Explore Our Products', ar: 'تصفّح منتجاتنا' }, path: '/products' },
  secondaryCta: { label: { en: 'Contact Us', ar: 'تواصل معنا' }, path: '/contact' },
  /** Rendered by scripts/media/make-media.sh. */
  video: { webm: '/videos/hero.webm', mp4: '/videos/hero.mp4', poster: '/videos/hero-poster.webp' },
} as const satisfies {
  title: Bilingual;
  subtitle: Bilingual;
  primaryCta: ContentLink;
  secondaryCta: ContentLink;
  video: { webm: string; mp4: string; poster: string };
};

export type FeaturedProductKey = 'cpvc-pipes' | 'ppr-pipes' | 'upvc-pipes' | 'glue' | 'cleaner';
export type FeaturedProduct = {
  key: FeaturedProductKey;
  category: CategorySlug;
  title: Bilingual;
  text: Bilingual;
  /** `/images/products/<key>.webp` (placeholder until the images arrive). */
  image: string;
  /** `/products?category=<category>`. */
  path: string;
};

function featured(
  key: FeaturedProductKey,
  category: CategorySlug,
  title: Bilingual,
  text: Bilingual,
): FeaturedProduct {
  return { key, category, title, text, image: `/images/products/${key}.webp`, path: productsPath(category) };
}

/** The carousel's five cards, in display order. Glue and cleaner both open `araib-cements`. */
export const featuredProducts: readonly FeaturedProduct[] = [
  featured(
    'cpvc-pipes',
    'cpvc-pipes',
    { en: 'CPVC Pipes', ar: 'أنابيب CPVC' },
    {
      en: 'Pipes for hot and cold water supply in homes and buildings, with matching fittings and solvent cement.',
      ar: 'أنابيب لتمديدات المياه الساخنة والباردة في المنازل والمباني، مع قطع التوصيل والغراء المخصصة لها.',
    },
  ),
  featured(
    'ppr-pipes',
    'ppr-pipes',
    { en: 'PPR Pipes', ar: 'أنابيب PPR' },
    {
      en: 'Heat-fused polypropylene pipes for hot and cold water networks in residential and commercial buildings.',
      ar: 'أنابيب من البولي بروبيلين تُوصَل باللحام الحراري، لشبكات المياه الساخنة والباردة في المباني السكنية والتجارية.',
    },
  ),
  featured(
    'upvc-pipes',
    'upvc-pipes',
    { en: 'UPVC Pipes', ar: 'أنابيب UPVC' },
    {
      en: 'Rigid pipes for drainage, sewage and water supply, available in a range of diameters and pressure ratings.',
      ar: 'أنابيب صلبة لشبكات الصرف الصحي وتمديدات المياه، متوفرة بأقطار وتصنيفات ضغط متعددة.',
    },
  ),
  featured(
    'glue',
    'araib-cements',
    { en: 'Solvent Cement (Glue)', ar: 'المادة اللاصقة (الغراء)' },
    {
      en: 'Solvent cements for UPVC and CPVC pipes and fittings that give strong, leak-free joints.',
      ar: 'غراء لأنابيب وقطع توصيل UPVC وCPVC، يمنح وصلات متينة ومحكمة تمنع التسرب.',
    },
  ),
  featured(
    'cleaner',
    'araib-cements',
    { en: 'Cleaner', ar: 'المنظف' },
    {
      en: 'A cleaner that prepares pipe and fitting surfaces before gluing, for a stronger bond.',
      ar: 'منظف يهيّئ أسطح الأنابيب وقطع التوصيل قبل اللصق، للحصول على التصاق أقوى.',
    },
  ),
];

export const featuredProductsSection = {
  heading: { en: 'Featured Products', ar: 'أبرز منتجاتنا' },
  viewAll: { label: { en: 'View All Products', ar: 'عرض جميع المنتجات' }, path: '/products' },
} as const satisfies { heading: Bilingual; viewAll: ContentLink };

export const homeCompanyInfo = {
  heading: { en: 'A Saudi Manufacturer Since 1979', ar: 'صناعة سعودية منذ عام 1979' },
  paragraphs: [
    {
      en: 'For more than 46 years we have manufactured and supplied plastic pipes, fittings, solvent cements and cleaners for residential, commercial, government and industrial projects. Our factories in Sudair, Saudi Arabia, and in Bahrain, together with our head office in Riyadh and our branches in Saudi Arabia, Yemen and Bahrain, let us serve customers close to their projects.',
      ar: 'على مدى أكثر من 46 عامًا، نصنّع ونورّد الأنابيب البلاستيكية وقطع التوصيل والغراء والمنظفات للمشاريع السكنية والتجارية والحكومية والصناعية. ويتيح لنا مصنعانا في سدير بالمملكة العربية السعودية وفي مملكة البحرين، إلى جانب مقرنا الرئيسي في الرياض وفروعنا في المملكة واليمن والبحرين، خدمة عملائنا بالقرب من مواقع مشاريعهم.',
    },
    {
      en: 'Alongside our plumbing products, we offer electrical supplies, technology services and contracting, so customers can source more of what their projects need from one partner.',
      ar: 'وإلى جانب منتجات السباكة، نوفّر المستلزمات الكهربائية والخدمات التقنية وأعمال المقاولات، ليجد عملاؤنا لدى شريك واحد جزءًا أكبر من احتياجات مشاريعهم.',
    },
  ],
  badge: {
    value: company.yearsOfExperience,
    label: { en: 'Years of Experience', ar: 'عامًا من الخبرة' },
  },
  productsButton: { label: { en: 'Our Products', ar: 'منتجاتنا' }, path: '/products' },
  contactButton: { label: { en: 'Contact Us', ar: 'تواصل معنا' }, path: '/contact' },
} as const satisfies {
  heading: Bilingual;
  paragraphs: readonly Bilingual[];
  badge: { value: number; label: Bilingual };
  productsButton: ContentLink;
  contactButton: ContentLink;
};

export type FeatureKey = 'quality' | 'manufacturing' | 'delivery';
export type FeatureCard = {
  key: FeatureKey;
  title: Bilingual;
  text: Bilingual;
  /** `/images/features/<key>.svg`. */
  icon: string;
};

export const homeFeatures: readonly FeatureCard[] = [
  {
    key: 'quality',
    title: { en: 'Tested Quality', ar: 'جودة مختبرة' },
    text: {
      en: `Raw materials and finished products are checked in our own laboratory with ${testingDevices.length} testing devices.`,
      ar: `نفحص المواد الخام والمنتجات النهائية في مختبرنا باستخدام ${arabicCount(testingDevices.length, {
        one: 'جهاز واحد',
        two: 'جهازين',
        few: '# أجهزة',
        many: '# جهازًا',
        other: '# جهاز',
      })} للاختبار.`,
    },
    icon: '/images/features/quality.svg',
  },
  {
    key: 'manufacturing',
    title: { en: 'Local Manufacturing', ar: 'تصنيع محلي' },
    text: {
      en: 'Our own factories in Sudair and Bahrain give us control over production from raw material to finished product.',
      ar: 'يمنحنا مصنعانا في سدير والبحرين تحكمًا كاملًا في الإنتاج، من المادة الخام حتى المنتج النهائي.',
    },
    icon: '/images/features/manufacturing.svg',
  },
  {
    key: 'delivery',
    title: { en: 'Reliable Delivery', ar: 'توريد في الموعد' },
    text: {
      en: 'Our warehouses and branches help us deliver orders on schedule, wherever your project is.',
      ar: 'تساعدنا مستودعاتنا وفروعنا على تسليم الطلبات في مواعيدها، أينما كان موقع مشروعك.',
    },
    icon: '/images/features/delivery.svg',
  },
];

export const newsSection = {
  heading: { en: 'Latest News', ar: 'آخر الأخبار' },
} as const satisfies { heading: Bilingual };

export type StatisticKey = 'founded' | 'experience' | 'factories' | 'area' | 'countries' | 'testingDevices';
export type Statistic = {
  key: StatisticKey;
  value: number;
  /** `year`: print as is (1979, never "1,979"); `number`: locale digit grouping. */
  format: 'year' | 'number';
  /** Show a "+" after the number ("46+"). */
  plus: boolean;
  unit?: Bilingual;
  label: Bilingual;
};

/** Only the company's stated facts; no figure is invented. */
export const homeStatistics = {
  heading: { en: 'Our Company in Numbers', ar: 'شركتنا بالأرقام' },
  items: [
    {
      key: 'founded',
      value: company.foundedYear,
      format: 'year',
      plus: false,
      label: { en: 'Year Founded', ar: 'سنة التأسيس' },
    },
    {
      key: 'experience',
      value: company.yearsOfExperience,
      format: 'number',
      plus: true,
      label: { en: 'Years of Experience', ar: 'عامًا من الخبرة' },
    },
    {
      key: 'factories',
      value: company.factories.length,
      format: 'number',
      plus: false,
      label: { en: 'Factories', ar: 'المصانع' },
    },
    {
      key: 'area',
      value: company.totalAreaM2,
      format: 'number',
      plus: false,
      unit: { en: 'm²', ar: 'م²' },
      label: { en: 'Total Area', ar: 'إجمالي المساحة' },
    },
    {
      key: 'countries',
      value: company.countries.length,
      format: 'number',
      plus: false,
      label: { en: 'Countries with Branches', ar: 'دول تنتشر فيها فروعنا' },
    },
    {
      key: 'testingDevices',
      value: testingDevices.length,
      format: 'number',
      plus: false,
      label: { en: 'Testing Devices', ar: 'أجهزة الاختبار' },
    },
  ],
} as const satisfies { heading: Bilingual; items: readonly Statistic[] };

export type WhyChooseUsKey = 'experience' | 'standards' | 'range' | 'support';
export type WhyChooseUsItem = {
  key: WhyChooseUsKey;
  title: Bilingual;
  text: Bilingual;
  /** `/images/why/<key>.svg`. */
  icon: string;
};

export const whyChooseUs: { heading: Bilingual; intro: Bilingual; items: readonly WhyChooseUsItem[] } = {
  heading: { en: 'Why Choose Us', ar: 'لماذا تختارنا؟' },
  intro: {
    en: 'What our customers can count on when they work with us.',
    ar: 'ما يمكن لعملائنا أن يعتمدوا عليه حين يتعاملون معنا.',
  },
  items: [
    {
      key: 'experience',
      title: { en: 'Decades of Experience', ar: 'خبرة تمتد لعقود' },
      text: {
        en: 'Since 1979 we have supplied projects of every size, and that experience shapes how we advise and serve our customers.',
        ar: 'منذ عام 1979 ونحن نورّد لمشاريع بمختلف أحجامها، وتنعكس هذه الخبرة على طريقة تقديمنا المشورة لعملائنا وخدمتهم.',
      },
      icon: '/images/why/experience.svg',
    },
    {
      key: 'standards',
      title: { en: 'Recognised Standards', ar: 'مواصفات قياسية معتمدة' },
      text: {
        en: 'Our products are made to the applicable Saudi and international standards and tested before delivery.',
        ar: 'نصنّع منتجاتنا وفق المواصفات القياسية السعودية والدولية المعمول بها، ونختبرها قبل التسليم.',
      },
      icon: '/images/why/standards.svg',
    },
    {
      key: 'range',
      title: { en: 'A Complete Range', ar: 'تشكيلة متكاملة' },
      text: {
        en: 'Pipes, fittings, solvent cements and cleaners designed to work together, plus electrical, technology and contracting services.',
        ar: 'أنابيب وقطع توصيل وغراء ومنظفات متوافقة فيما بينها، إضافة إلى منتجات وخدمات الكهرباء والتقنية والمقاولات.',
      },
      icon: '/images/why/range.svg',
    },
    {
      key: 'support',
      title: { en: 'Technical Support', ar: 'دعم فني متخصص' },
      text: {
        en: 'Our team helps you choose the right products and answers installation questions before and after the sale.',
        ar: 'يساعدك فريقنا على اختيار المنتجات المناسبة، ويجيب عن استفسارات التركيب قبل البيع وبعده.',
      },
      icon: '/images/why/support.svg',
    },
  ],
};

export const partnersSection = {
  heading: { en: 'Our Partner Brands', ar: 'العلامات التجارية الشريكة' },
  text: {
    en: 'We work with a select group of pipe and fitting brands, chosen for their quality and for how well they complement our own products.',
    ar: 'نعمل مع مجموعة مختارة من العلامات التجارية في مجال الأنابيب وقطع التوصيل، اخترناها لجودتها ولتكاملها مع منتجاتنا.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };

export const certificatesSection = {
  heading: { en: 'Certificates', ar: 'الشهادات' },
  text: {
    en: 'Certificates we have received from projects we have supplied.',
    ar: 'شهادات حصلنا عليها من مشاريع قمنا بالتوريد لها.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };
