/**
 * SAMPLE NEWS: the image items the server adds on its first start, so the home page's news is
 * never empty. Like the sample catalogue they describe what a company of this kind announces, with
 * no real dates, certificate numbers or clients; the pictures reuse the catalogue's artwork.
 */
import { fittingsArt, industrialArt, palettes, pipesArt } from './artwork';

/** One sample item: its text as the create form would send it, its Arabic, its age, and its picture as SVG. */
export interface SeedNewsItem {
  title: string;
  description: string;
  alt_text: string;
  arabic: { title: string; description: string; alt_text: string };
  /** How long before the first start it is dated, so the list has an order. */
  daysAgo: number;
  /** SVG markup, 800×600. */
  artwork: string;
}

export const sampleNews: readonly SeedNewsItem[] = [
  {
    title: 'New distribution branch opens in Dammam',
    description:
      'Our new branch in Dammam brings a stocked warehouse and a sales counter to customers in the Eastern Province. Contractors can collect pipes, fittings, solvent cements and electrical products the same day, or have them delivered to sites across the region.',
    alt_text: 'The steel frame of a new warehouse',
    arabic: {
      title: 'افتتاح فرع توزيع جديد في الدمام',
      description:
        'يضم فرعنا الجديد في الدمام مستودعًا مجهزًا بالمخزون ونقطة بيع تخدم عملاءنا في المنطقة الشرقية. ويستطيع المقاولون استلام الأنابيب وقطع التوصيل والغراء والمنتجات الكهربائية في اليوم نفسه، أو طلب توصيلها إلى مواقع مشاريعهم في أنحاء المنطقة.',
      alt_text: 'الهيكل الفولاذي لمستودع جديد',
    },
    daysAgo: 6,
    artwork: industrialArt('warehouse'),
  },
  {
    title: 'A new PPR production line starts in Sudair',
    description:
      'A new extrusion line for PPR pipes from 20 mm to 110 mm has started production at our Sudair factory. It raises our yearly PPR output and shortens delivery times for hot and cold water projects across the Kingdom.',
    alt_text: 'Green PPR pipes stacked beside an elbow fitting',
    arabic: {
      title: 'بدء تشغيل خط إنتاج جديد لأنابيب PPR في سدير',
      description:
        'بدأ خط بثق جديد لأنابيب PPR بأقطار من 20 مم إلى 110 مم الإنتاج في مصنعنا بسدير، ليرفع إنتاجنا السنوي من أنابيب PPR ويختصر مدة التوريد لمشاريع المياه الساخنة والباردة في أنحاء المملكة.',
      alt_text: 'أنابيب PPR خضراء مكدسة بجانب كوع',
    },
    daysAgo: 20,
    artwork: pipesArt({
      palette: palettes.pprGreen,
      rows: [4, 3, 2, 1],
      radius: 34,
      length: 440,
      wall: 10,
      backdrop: 'green',
      fitting: 'elbow',
    }),
  },
  {
    title: 'ISO 9001 quality certificate renewed',
    description:
      'Our quality management system passed its ISO 9001:2015 renewal audit. The certificate covers the design, manufacture and supply of plastic pipes, fittings and solvent cements at our factories in Sudair and Bahrain.',
    alt_text: 'A production plant with tanks and process piping',
    arabic: {
      title: 'تجديد شهادة الجودة ISO 9001',
      description:
        'اجتاز نظام إدارة الجودة لدينا تدقيق التجديد وفق المواصفة ISO 9001:2015. وتشمل الشهادة تصميم الأنابيب البلاستيكية وقطع التوصيل والغراء وتصنيعها وتوريدها في مصنعينا في سدير والبحرين.',
      alt_text: 'منشأة إنتاج فيها خزانات وشبكة أنابيب',
    },
    daysAgo: 45,
    artwork: industrialArt('process'),
  },
  {
    title: 'Meet us at the building and construction exhibition in Riyadh',
    description:
      'Visit our stand at the Riyadh International Convention and Exhibition Center to see our CPVC, PPR and UPVC pipe systems, fittings, solvent cements and cleaners, and to talk with our engineers about your next project.',
    alt_text: 'Grey pipe fittings: a tee, an elbow and a coupler',
    arabic: {
      title: 'زورونا في معرض البناء والتشييد في الرياض',
      description:
        'يسعدنا استقبالكم في جناحنا في مركز الرياض الدولي للمؤتمرات والمعارض، للتعرّف على أنظمة أنابيب CPVC وPPR وUPVC وقطع التوصيل والغراء والمنظفات، والتحدث مع مهندسينا عن مشروعكم القادم.',
      alt_text: 'قطع توصيل رمادية: مشترك وكوع وجلبة',
    },
    daysAgo: 70,
    artwork: fittingsArt({
      palette: palettes.upvcGrey,
      kinds: ['tee', 'elbow', 'coupler'],
      backdrop: 'blue',
    }),
  },
];
