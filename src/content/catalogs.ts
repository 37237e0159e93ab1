/**
 * The six built-in catalogs. The PDF files and their covers are printed from the site's own
 * content by scripts/media/make-catalogs.ts; publication dates are SAMPLE values for the owner to
 * set when the company's own catalogs replace them under `public/catalogs/`.
 */
import type { Bilingual } from './bilingual';

export type CatalogId = 'introduction' | 'pipes' | 'glue' | 'orange-pipes' | 'cpvc-pipes' | 'ppr-pipes';

export type Catalog = {
  id: CatalogId;
  title: Bilingual;
  /** ISO date, `YYYY-MM-DD`. */
  datePublished: string;
  /** `/images/catalogs/<id>.webp`: the PDF's first page. */
  coverImage: string;
  description: Bilingual;
  version: string;
  /** `/catalogs/<id>.pdf`, opened in a new tab. */
  fileUrl: string;
};

function catalog(
  id: CatalogId,
  title: Bilingual,
  description: Bilingual,
  datePublished: string,
  version = 'v1.0',
): Catalog {
  return {
    id,
    title,
    datePublished,
    coverImage: `/images/catalogs/${id}.webp`,
    description,
    version,
    fileUrl: `/catalogs/${id}.pdf`,
  };
}

export const catalogs: readonly Catalog[] = [
  catalog(
    'introduction',
    { en: 'Company Profile', ar: 'الملف التعريفي للشركة' },
    {
      en: 'An introduction to the company: our history, factories, values and the product lines we offer.',
      ar: 'تعريف بالشركة: تاريخها ومصانعها وقيمها وخطوط المنتجات التي نقدّمها.',
    },
    '2025-01-05',
  ),
  catalog(
    'pipes',
    { en: 'Pipes Catalog', ar: 'كتالوج الأنابيب' },
    {
      en: 'Our full range of plastic pipes and fittings, with sizes, pressure ratings and applications.',
      ar: 'تشكيلتنا الكاملة من الأنابيب البلاستيكية وقطع التوصيل، مع المقاسات وتصنيفات الضغط ومجالات الاستخدام.',
    },
    '2025-01-05',
  ),
  catalog(
    'glue',
    { en: 'Solvent Cement & Cleaner Catalog', ar: 'كتالوج الغراء والمنظفات' },
    {
      en: 'Solvent cements (glue) and cleaners for UPVC and CPVC systems, with instructions for making reliable joints.',
      ar: 'المواد اللاصقة (الغراء) والمنظفات لأنظمة UPVC وCPVC، مع إرشادات تنفيذ وصلات موثوقة.',
    },
    '2025-01-05',
  ),
  catalog(
    'orange-pipes',
    { en: 'Orange Pipes Catalog', ar: 'كتالوج الأنابيب البرتقالية' },
    {
      en: 'Orange pipes and their fittings, with dimensions and typical applications.',
      ar: 'الأنابيب البرتقالية وقطع التوصيل الخاصة بها، مع الأبعاد ومجالات الاستخدام الشائعة.',
    },
    '2025-01-05',
  ),
  catalog(
    'cpvc-pipes',
    { en: 'CPVC Pipes Catalog', ar: 'كتالوج أنابيب CPVC' },
    {
      en: 'CPVC pipes and fittings for hot and cold water, with technical data and installation guidance.',
      ar: 'أنابيب CPVC وقطع توصيلها لتمديدات المياه الساخنة والباردة، مع البيانات الفنية وإرشادات التركيب.',
    },
    '2025-01-05',
  ),
  catalog(
    'ppr-pipes',
    { en: 'PPR Pipes Catalog', ar: 'كتالوج أنابيب PPR' },
    {
      en: 'PPR pipes and fittings joined by heat fusion, with sizes, pressure classes and installation guidance.',
      ar: 'أنابيب PPR وقطع توصيلها التي تُوصَل باللحام الحراري، مع المقاسات وتصنيفات الضغط وإرشادات التركيب.',
    },
    '2025-01-05',
  ),
];

export const catalogsIntro = {
  heading: { en: 'Product Catalogs', ar: 'كتالوجات المنتجات' },
  text: {
    en: 'Download our catalogs for specifications, sizes and installation guidance.',
    ar: 'حمّل كتالوجاتنا للاطلاع على المواصفات والمقاسات وإرشادات التركيب.',
  },
  viewButton: { en: 'View Catalog', ar: 'عرض الكتالوج' },
} as const satisfies { heading: Bilingual; text: Bilingual; viewButton: Bilingual };

/** The subscribe box under the grid: the address is stored for the admin (POST /api/subscriptions). */
export const catalogsSubscribe = {
  heading: { en: 'Stay Up to Date', ar: 'ابقَ على اطلاع' },
  text: {
    en: 'Leave your e-mail address and we will let you know when we publish a new catalog.',
    ar: 'اترك بريدك الإلكتروني لنُعلمك عند إصدار كتالوج جديد.',
  },
  placeholder: { en: 'Your e-mail address', ar: 'بريدك الإلكتروني' },
  button: { en: 'Subscribe', ar: 'اشتراك' },
} as const satisfies { heading: Bilingual; text: Bilingual; placeholder: Bilingual; button: Bilingual };
