/**
 * The history page (`/about/history`): a timeline of the company's milestones by year, then
 * the future outlook. Milestone images go by position: `milestoneImage(index)`.
 */
import type { Bilingual } from './bilingual';

export type Milestone = { year: number; title: Bilingual; description: Bilingual };

export const milestones: readonly Milestone[] = [
  {
    year: 1979,
    title: { en: 'The Company Is Founded', ar: 'تأسيس الشركة' },
    description: {
      en: 'The company was founded to supply the local building sector with plastic pipes and fittings.',
      ar: 'تأسست الشركة لتزويد قطاع البناء المحلي بالأنابيب البلاستيكية وقطع التوصيل.',
    },
  },
  {
    year: 1979,
    title: { en: 'Manufacturing Begins', ar: 'انطلاق التصنيع' },
    description: {
      en: 'In the same year we started manufacturing our own products, laying the foundation for the factories we run today.',
      ar: 'في العام نفسه بدأنا تصنيع منتجاتنا بأنفسنا، فوضعنا الأساس للمصانع التي نديرها اليوم.',
    },
  },
  {
    year: 1990,
    title: {
      en: 'International Certification for Our CPVC Glue',
      ar: 'شهادة دولية لغراء أنابيب CPVC',
    },
    description: {
      en: 'Our CPVC solvent cement received international certification, confirming that it meets the requirements of recognised international standards.',
      ar: 'حصل الغراء الذي ننتجه لأنابيب CPVC على شهادة دولية تؤكد مطابقته لمتطلبات المواصفات الدولية المعترف بها.',
    },
  },
  {
    year: 1995,
    title: { en: 'A Leading Position', ar: 'مكانة رائدة' },
    description: {
      en: 'By the mid-1990s the company had become one of the established names in plastic piping in the Saudi market.',
      ar: 'بحلول منتصف التسعينيات، أصبحت الشركة من الأسماء الراسخة في مجال الأنابيب البلاستيكية في السوق السعودية.',
    },
  },
  {
    year: 2000,
    title: { en: 'CPVC Glue Certified Again', ar: 'تجديد الشهادة الدولية لغراء أنابيب CPVC' },
    description: {
      en: 'Our CPVC solvent cement was certified internationally once more, reflecting the consistency of its quality over the decade.',
      ar: 'حصل غراء أنابيب CPVC على شهادة دولية مرة أخرى، بما يعكس ثبات جودته على مدى عقد كامل.',
    },
  },
  {
    year: 2005,
    title: { en: 'Investing in Research', ar: 'الاستثمار في البحث والتطوير' },
    description: {
      en: 'We set up a research and development function to improve our formulations and manufacturing processes.',
      ar: 'أنشأنا وحدة للبحث والتطوير تُعنى بتحسين تركيبات منتجاتنا وعمليات التصنيع.',
    },
  },
  {
    year: 2010,
    title: { en: 'A Growing Team', ar: 'فريق عمل أكبر' },
    description: {
      en: 'We expanded our workforce of engineers, technicians and skilled staff to keep pace with growing demand.',
      ar: 'وسّعنا فريق عملنا من المهندسين والفنيين والكوادر المؤهلة لمواكبة الطلب المتزايد.',
    },
  },
  {
    year: 2020,
    title: { en: 'New Warehouses', ar: 'مستودعات جديدة' },
    description: {
      en: 'We added warehouse capacity to keep more stock close to our customers and shorten delivery times.',
      ar: 'أضفنا طاقة تخزينية جديدة لنُبقي مخزونًا أكبر بالقرب من عملائنا ونختصر مدة التسليم.',
    },
  },
];

/**
 * `/images/history/<n>.svg`, n counting from 1: a drawn scene of the milestone (scripts/media), to be
 * replaced by a photo when the company has one.
 */
export function milestoneImage(index: number): string {
  return `/images/history/${index + 1}.svg`;
}

export const historyIntro = {
  heading: { en: 'Our Journey Since 1979', ar: 'مسيرتنا منذ عام 1979' },
  text: {
    en: 'The milestones that shaped the company over more than four decades.',
    ar: 'محطات بارزة رسمت مسيرة الشركة على مدى أكثر من أربعة عقود.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };

export const futureOutlook = {
  heading: { en: 'Looking Ahead', ar: 'نظرة إلى المستقبل' },
  text: {
    en: 'We will keep investing in our factories, our laboratory and our people, developing products that meet changing standards and serving our customers in Saudi Arabia, Yemen and Bahrain with the same care that has guided us since 1979.',
    ar: 'سنواصل الاستثمار في مصانعنا ومختبرنا وكوادرنا، وتطوير منتجات تواكب تطور المواصفات القياسية، وخدمة عملائنا في المملكة العربية السعودية واليمن والبحرين بالحرص نفسه الذي وجّه مسيرتنا منذ عام 1979.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };
