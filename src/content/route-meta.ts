/**
 * Search-engine metadata per page: title, description (at most 160 characters), keywords,
 * breadcrumb trail and robots, in English and Arabic.
 *
 * Document titles follow `<page title> | <site name>`, within 70 characters: see `documentTitle()`.
 */
import type { Language } from '../api/language';
import { seoTitleLength } from '../api/limits';
import { shortText } from '../api/short-text';
import { formatNumber } from '../components/ui/format';
import type { Bilingual } from './bilingual';
import { company } from './company';

export type MetaKey =
  | '/'
  | '/about'
  | '/about/history'
  | '/products'
  | '/products/$productId'
  | '/news'
  | '/news/$newsId'
  | '/branches'
  | '/catalogs'
  | '/quality'
  | '/word-manager'
  | '/contact'
  | '/login'
  | '/admin-forbidden'
  | '/seo-verification'
  | 'notFound';

/** One step of a breadcrumb. `path` is language-neutral; null for a page with no fixed address. */
export type Crumb = { name: Bilingual; path: string | null };

export type RouteMeta = {
  key: MetaKey;
  /** The page's own title, without the site name. */
  title: Bilingual;
  /** At most 160 characters in each language. */
  description: Bilingual;
  keywords: readonly Bilingual[];
  /** From home to the page itself. */
  breadcrumb: readonly Crumb[];
  robots: 'index' | 'noindex';
};

export const siteName: Bilingual = company.name;

/** The share image (Open Graph / Twitter), rendered by scripts/media/make-media.sh. */
export const shareImage = { path: '/images/share.jpg', width: 1200, height: 630 } as const;

const home: Crumb = { name: { en: 'Home', ar: 'الرئيسية' }, path: '/' };
const about: Crumb = { name: { en: 'About Us', ar: 'من نحن' }, path: '/about' };
const products: Crumb = { name: { en: 'Products', ar: 'المنتجات' }, path: '/products' };
const news: Crumb = { name: { en: 'News', ar: 'الأخبار' }, path: '/news' };

const kw = (en: string, ar: string): Bilingual => ({ en, ar });

const baseKeywords = [
  kw('plastic pipes', 'أنابيب ومواسير بلاستيكية'),
  kw('pipe fittings', 'قطع توصيل الأنابيب'),
  kw('Saudi Arabia', 'المملكة العربية السعودية'),
];

export const routeMetaTable: { readonly [K in MetaKey]: RouteMeta & { key: K } } = {
  '/': {
    key: '/',
    title: {
      en: 'Plastic Pipes, Fittings & Cements Since 1979',
      ar: 'أنابيب ومواسير وقطع توصيل وغراء منذ عام 1979',
    },
    description: {
      en: 'Saudi manufacturer of UPVC, CPVC and PPR pipes, fittings, solvent cements and cleaners since 1979, with factories in Sudair and Bahrain.',
      ar: 'شركة سعودية تصنّع منذ عام 1979 أنابيب ومواسير UPVC وCPVC وPPR وقطع التوصيل والغراء (المواد اللاصقة) والمنظفات، في مصنعيها بسدير والبحرين.',
    },
    keywords: [
      ...baseKeywords,
      kw('UPVC pipes', 'أنابيب UPVC'),
      kw('CPVC pipes', 'أنابيب CPVC'),
      kw('PPR pipes', 'أنابيب PPR'),
      kw('solvent cement', 'غراء الأنابيب والمواسير'),
      kw('pipe manufacturer Riyadh', 'مصنع أنابيب ومواسير في الرياض'),
    ],
    breadcrumb: [home],
    robots: 'index',
  },
  '/about': {
    key: '/about',
    title: { en: 'About Us', ar: 'من نحن' },
    description: {
      en: 'Founded in 1979 and based in Riyadh: learn about our factories, our vision and mission, and our values of creativity, professionalism and quality.',
      ar: 'تأسست شركتنا عام 1979 ومقرها الرياض: تعرّف على مصانعنا ورؤيتنا ورسالتنا وقيمنا في الإبداع والاحترافية والجودة.',
    },
    keywords: [
      ...baseKeywords,
      kw('pipe factory Sudair', 'مصنع أنابيب في سدير'),
      kw('company profile', 'نبذة عن الشركة'),
      kw('vision and mission', 'الرؤية والرسالة'),
    ],
    breadcrumb: [home, about],
    robots: 'index',
  },
  '/about/history': {
    key: '/about/history',
    title: { en: 'Our History', ar: 'تاريخنا' },
    description: {
      en: 'Our journey since 1979: founding, our first factories, international certification of our CPVC glue, research, a growing team and new warehouses.',
      ar: 'مسيرتنا منذ عام 1979: التأسيس، وأول مصانعنا، والشهادة الدولية لغراء أنابيب CPVC، والبحث والتطوير، ونمو فريقنا، ومستودعاتنا الجديدة.',
    },
    keywords: [
      ...baseKeywords,
      kw('company history', 'تاريخ الشركة'),
      kw('milestones', 'محطات بارزة'),
      kw('CPVC glue certification', 'شهادة غراء أنابيب CPVC'),
    ],
    breadcrumb: [home, about, { name: { en: 'Our History', ar: 'تاريخنا' }, path: '/about/history' }],
    robots: 'index',
  },
  '/products': {
    key: '/products',
    title: { en: 'Products', ar: 'المنتجات' },
    description: {
      en: 'Browse UPVC, CPVC, PPR and orange pipes, fittings, solvent cements and cleaners, plus electrical, technology and contracting solutions.',
      ar: 'تصفّح أنابيب ومواسير UPVC وCPVC وPPR، والأنابيب البرتقالية، وقطع التوصيل، والغراء (المواد اللاصقة) والمنظفات، إلى جانب حلول الكهرباء والتقنية والمقاولات.',
    },
    keywords: [
      ...baseKeywords,
      kw('UPVC pipes', 'أنابيب UPVC'),
      kw('CPVC pipes', 'أنابيب CPVC'),
      kw('PPR pipes', 'أنابيب PPR'),
      kw('orange pipes', 'الأنابيب البرتقالية'),
      kw('pipe glue and cleaner', 'غراء ومنظف المواسير'),
    ],
    breadcrumb: [home, products],
    robots: 'index',
  },
  '/products/$productId': {
    key: '/products/$productId',
    title: { en: 'Product Details', ar: 'تفاصيل المنتج' },
    description: {
      en: 'Product details, key features and specifications, with related products from the same category.',
      ar: 'تفاصيل المنتج ومزاياه الرئيسية ومواصفاته الفنية، من الأنابيب والمواسير وقطع التوصيل إلى الغراء وغيره، مع منتجات ذات صلة من الفئة نفسها.',
    },
    keywords: [...baseKeywords, kw('product specifications', 'مواصفات المنتج')],
    breadcrumb: [home, products, { name: { en: 'Product Details', ar: 'تفاصيل المنتج' }, path: null }],
    robots: 'index',
  },
  '/news': {
    key: '/news',
    title: { en: 'News', ar: 'الأخبار' },
    description: {
      en: 'News from our factories and branches: new products, projects we supplied, exhibitions and the opening of new branches across Saudi Arabia.',
      ar: 'أخبار مصانعنا وفروعنا: منتجات جديدة، ومشاريع وردنا لها، ومعارض شاركنا فيها، وافتتاح فروع جديدة في أنحاء المملكة العربية السعودية.',
    },
    keywords: [
      ...baseKeywords,
      kw('company news', 'أخبار الشركة'),
      kw('new products', 'منتجات جديدة'),
      kw('exhibitions', 'المعارض'),
    ],
    breadcrumb: [home, news],
    robots: 'index',
  },
  '/news/$newsId': {
    key: '/news/$newsId',
    title: { en: 'News Item', ar: 'خبر' },
    description: {
      en: 'A news item from our factories and branches, with its picture or video and the date it was published.',
      ar: 'خبر من مصانعنا وفروعنا، مع صورته أو الفيديو الخاص به وتاريخ نشره.',
    },
    keywords: [...baseKeywords, kw('company news', 'أخبار الشركة')],
    breadcrumb: [home, news, { name: { en: 'News Item', ar: 'خبر' }, path: null }],
    robots: 'index',
  },
  '/branches': {
    key: '/branches',
    title: { en: 'Our Branches', ar: 'فروعنا' },
    description: {
      en: 'Find our branches in Riyadh and across Saudi Arabia, in Yemen and in Bahrain, with a map and filters by country and sector.',
      ar: 'اعثر على فروعنا في الرياض ومناطق المملكة العربية السعودية وفي اليمن والبحرين، مع خريطة وتصفية حسب الدولة والقطاع.',
    },
    keywords: [
      ...baseKeywords,
      kw('branches', 'الفروع'),
      kw('pipe supplier Yemen', 'مورد أنابيب في اليمن'),
      kw('pipe factory Bahrain', 'مصنع أنابيب في البحرين'),
    ],
    breadcrumb: [home, { name: { en: 'Branches', ar: 'الفروع' }, path: '/branches' }],
    robots: 'index',
  },
  '/catalogs': {
    key: '/catalogs',
    title: { en: 'Catalogs', ar: 'الكتالوجات' },
    description: {
      en: 'Download our catalogs in PDF: company profile, pipes, solvent cements and cleaners, orange pipes, CPVC pipes and PPR pipes.',
      ar: 'حمّل كتالوجاتنا بصيغة PDF: الملف التعريفي، والأنابيب، والغراء والمنظفات، والأنابيب البرتقالية، وأنابيب CPVC وأنابيب PPR.',
    },
    keywords: [
      ...baseKeywords,
      kw('product catalog', 'كتالوج المنتجات'),
      kw('technical data', 'البيانات الفنية'),
      kw('catalog download', 'تحميل الكتالوج'),
    ],
    breadcrumb: [home, { name: { en: 'Catalogs', ar: 'الكتالوجات' }, path: '/catalogs' }],
    robots: 'index',
  },
  '/quality': {
    key: '/quality',
    title: { en: 'Quality', ar: 'الجودة' },
    description: {
      en: 'How we assure quality: Saudi and international standards, batch testing, and a laboratory with 14 testing devices for pipes and fittings.',
      ar: 'كيف نضمن الجودة: الالتزام بالمواصفات القياسية السعودية والدولية، واختبار كل دفعة إنتاج في مختبر يضم 14 جهازًا للاختبار.',
    },
    keywords: [
      ...baseKeywords,
      kw('quality assurance', 'ضمان الجودة'),
      kw('pipe testing', 'اختبار الأنابيب'),
      kw('SASO standards', 'مواصفات ساسو'),
      kw('ASTM standards', 'مواصفات ASTM'),
    ],
    breadcrumb: [home, { name: { en: 'Quality', ar: 'الجودة' }, path: '/quality' }],
    robots: 'index',
  },
  '/word-manager': {
    key: '/word-manager',
    title: { en: 'Message from Management', ar: 'كلمة الإدارة' },
    description: {
      en: 'A message from our Chairman & CEO and our General Manager about the values and commitment behind our work since 1979.',
      ar: 'كلمتا مديرَي الشركة، رئيس مجلس الإدارة والرئيس التنفيذي، والمدير العام، عن القيم والالتزام اللذين يقودان عملنا منذ عام 1979.',
    },
    keywords: [
      ...baseKeywords,
      kw('message from management', 'كلمة الإدارة'),
      kw('chairman message', 'كلمة رئيس مجلس الإدارة'),
    ],
    breadcrumb: [
      home,
      about,
      { name: { en: 'Message from Management', ar: 'كلمة الإدارة' }, path: '/word-manager' },
    ],
    robots: 'index',
  },
  '/contact': {
    key: '/contact',
    title: { en: 'Contact Us', ar: 'تواصل معنا' },
    description: {
      en: 'Call, e-mail or message us on WhatsApp, Sunday to Thursday, 7am to 6pm, or send a message or quotation request through our form.',
      ar: 'تواصل معنا هاتفيًا أو بالبريد الإلكتروني أو عبر واتساب (ساعات العمل: الأحد – الخميس، 7:00 ص – 6:00 م)، أو أرسل إلينا رسالة أو طلب عرض سعر عبر النموذج.',
    },
    keywords: [
      ...baseKeywords,
      kw('contact', 'اتصل بنا'),
      kw('request a quote', 'طلب عرض سعر'),
      kw('pipe supplier Riyadh', 'مورد أنابيب في الرياض'),
    ],
    breadcrumb: [home, { name: { en: 'Contact Us', ar: 'تواصل معنا' }, path: '/contact' }],
    robots: 'index',
  },
  '/login': {
    key: '/login',
    title: { en: 'Log In', ar: 'تسجيل الدخول' },
    description: {
      en: 'Sign in to the administrator portal.',
      ar: 'تسجيل الدخول إلى بوابة الإدارة.',
    },
    keywords: [kw('login', 'تسجيل الدخول')],
    breadcrumb: [home, { name: { en: 'Log In', ar: 'تسجيل الدخول' }, path: '/login' }],
    robots: 'noindex',
  },
  '/admin-forbidden': {
    key: '/admin-forbidden',
    title: { en: 'Access Denied', ar: 'تم رفض الوصول' },
    description: {
      en: 'This area is restricted to administrators only.',
      ar: 'هذه الصفحة مخصصة للمسؤولين فقط.',
    },
    keywords: [kw('access denied', 'تم رفض الوصول')],
    breadcrumb: [home, { name: { en: 'Access Denied', ar: 'تم رفض الوصول' }, path: '/admin-forbidden' }],
    robots: 'noindex',
  },
  '/seo-verification': {
    key: '/seo-verification',
    title: { en: 'SEO Verification', ar: 'فحص تهيئة محركات البحث' },
    description: {
      en: "Check every page's search-engine metadata and structured data as the server sends them, and how fast the site is for its visitors.",
      ar: 'افحص بيانات محركات البحث والبيانات المنظمة لكل صفحة كما يرسلها الخادم، وسرعة الموقع لدى زواره.',
    },
    keywords: [kw('SEO check', 'فحص تهيئة محركات البحث')],
    breadcrumb: [
      home,
      { name: { en: 'SEO Verification', ar: 'فحص تهيئة محركات البحث' }, path: '/seo-verification' },
    ],
    robots: 'noindex',
  },
  notFound: {
    key: 'notFound',
    title: { en: 'Page Not Found', ar: 'الصفحة غير موجودة' },
    description: {
      en: 'The page you are looking for does not exist or has been moved.',
      ar: 'الصفحة التي تبحث عنها غير موجودة أو ربما نُقلت إلى عنوان آخر.',
    },
    keywords: [kw('page not found', 'الصفحة غير موجودة')],
    breadcrumb: [home, { name: { en: 'Page Not Found', ar: 'الصفحة غير موجودة' }, path: null }],
    robots: 'noindex',
  },
};

/** The metadata key for a path: query, hash, trailing slash and `/ar` prefix are ignored. */
export function metaKeyOf(path: string): MetaKey {
  let bare = path.split(/[?#]/)[0] || '/';
  if (bare === '/ar' || bare.startsWith('/ar/')) bare = bare.slice(3) || '/';
  if (bare.length > 1) bare = bare.replace(/\/+$/, '') || '/';
  if (bare in routeMetaTable) return bare as MetaKey;
  if (/^\/products\/[^/]+$/.test(bare)) return '/products/$productId';
  if (/^\/news\/[^/]+$/.test(bare)) return '/news/$newsId';
  return 'notFound';
}

/** The metadata of a page; any path that is not a page gets the not-found metadata (noindex). */
export function routeMeta(path: string): RouteMeta {
  return routeMetaTable[metaKeyOf(path)];
}

/**
 * `<page title> | <site name>` in the given language, when that fits the 70 characters search
 * results show; else the page title alone (a long product name says more than the site's), cut
 * after a whole word with '…' if even it is longer.
 */
export function documentTitle(pageTitle: string, language: Language): string {
  const full = `${pageTitle} | ${siteName[language]}`;
  return full.length <= seoTitleLength.max ? full : shortText(pageTitle, seoTitleLength.max);
}

/** The document title of a page's metadata. */
export function metaTitle(meta: RouteMeta, language: Language): string {
  return documentTitle(meta.title[language], language);
}

/** The keywords as one comma-separated string for `<meta name="keywords">`. */
export function metaKeywords(meta: RouteMeta, language: Language): string {
  return meta.keywords.map((keyword) => keyword[language]).join(language === 'ar' ? '، ' : ', ');
}

/** "Page 2", as a paged list's title names its page (digits as the site writes them). */
export function pageNumberLabel(language: Language, page: number): string {
  const number = formatNumber(language, page);
  return language === 'ar' ? `الصفحة ${number}` : `Page ${number}`;
}

/** A search's page title: «Search: elbow», «بحث: كوع». */
export function searchTitle(language: Language, q: string): string {
  return language === 'ar' ? `بحث: ${q}` : `Search: ${q}`;
}
