/**
 * Quality page copy (`/quality`): standards, assurance, the laboratory's 14 testing
 * devices shown in rows of 4, 1, 4, 4, 1, and a call to action.
 *
 * The standard codes named below (ASTM D2846, ASTM F493) are the usual references for CPVC
 * hot/cold-water pipes and CPVC solvent cement; the owner should confirm they match the company's
 * actual certificates before going live.
 */
import type { Bilingual, ContentLink } from './bilingual';

export const qualityIntro = {
  heading: { en: 'Quality You Can Measure', ar: 'جودة قابلة للقياس' },
  text: {
    en: 'Quality is part of every stage of our work, from choosing raw materials to testing the finished product before it leaves the factory.',
    ar: 'الجودة جزء من كل مرحلة من مراحل عملنا، بدءًا من اختيار المواد الخام وانتهاءً باختبار المنتج النهائي قبل خروجه من المصنع.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };

export const qualityStandards = {
  heading: { en: 'Standards We Work To', ar: 'المواصفات القياسية التي نلتزم بها' },
  paragraphs: [
    {
      en: 'Our pipes, fittings, solvent cements and cleaners are manufactured to the applicable Saudi standards issued by the Saudi Standards, Metrology and Quality Organization (SASO), and to recognised international standards.',
      ar: 'نصنّع الأنابيب وقطع التوصيل والغراء والمنظفات وفق المواصفات القياسية السعودية الصادرة عن الهيئة السعودية للمواصفات والمقاييس والجودة، ووفق المواصفات الدولية المعترف بها.',
    },
    {
      en: 'For CPVC hot- and cold-water systems we refer to ASTM D2846, and our CPVC solvent cement is made to ASTM F493. It received international certification in 1990 and again in 2000.',
      ar: 'ونعتمد في أنظمة المياه الساخنة والباردة من CPVC على المواصفة ASTM D2846، ونصنّع غراء أنابيب CPVC وفق المواصفة ASTM F493، وقد حصل على شهادة دولية عام 1990 ثم عام 2000.',
    },
  ],
} as const satisfies { heading: Bilingual; paragraphs: readonly Bilingual[] };

export const qualityAssurance = {
  heading: { en: 'Quality Assurance', ar: 'ضمان الجودة' },
  paragraphs: [
    {
      en: 'Incoming raw materials are checked before they enter production. During production, our quality team measures dimensions, wall thickness and appearance at set intervals, and samples from every batch go to the laboratory for mechanical, thermal and pressure tests.',
      ar: 'نفحص المواد الخام الواردة قبل دخولها خطوط الإنتاج. وفي أثناء التصنيع، يقيس فريق الجودة الأبعاد وسماكة الجدار والمظهر على فترات محددة، وتُرسل عينات من كل دفعة إلى المختبر لإجراء الاختبارات الميكانيكية والحرارية واختبارات الضغط.',
    },
    {
      en: 'Every batch is traceable, and a batch is released only when its results meet the required specification.',
      ar: 'ويمكن تتبّع كل دفعة إنتاج، ولا تُعتمد للتوريد إلا بعد أن تأتي نتائجها مطابقة للمواصفات المطلوبة.',
    },
  ],
} as const satisfies { heading: Bilingual; paragraphs: readonly Bilingual[] };

export type TestingDevice = { id: string; name: Bilingual; purpose: Bilingual };

/** In display order: `testingDeviceRows` cuts this list into rows of 4, 1, 4, 4, 1. */
export const testingDevices = [
  // Row 1: raw materials
  {
    id: 'melt-flow-indexer',
    name: { en: 'Melt Flow Indexer', ar: 'جهاز قياس معدل تدفق المصهور' },
    purpose: {
      en: 'Measures the melt flow rate of raw materials to confirm each lot suits our process.',
      ar: 'يقيس معدل تدفق المصهور للمواد الخام للتأكد من ملاءمة كل شحنة لعملية التصنيع.',
    },
  },
  {
    id: 'density-balance',
    name: { en: 'Density Balance', ar: 'ميزان قياس الكثافة' },
    purpose: {
      en: 'Determines the density of raw materials and finished pipe samples.',
      ar: 'يحدد كثافة المواد الخام وعينات الأنابيب المصنّعة.',
    },
  },
  {
    id: 'oxidation-induction-time',
    name: { en: 'Oxidation Induction Time Analyser (DSC)', ar: 'جهاز قياس زمن الحث التأكسدي (DSC)' },
    purpose: {
      en: 'Checks the thermal stability of PPR compounds against oxidation at high temperature.',
      ar: 'يتحقق من الثبات الحراري لخامات PPR ومقاومتها للأكسدة عند درجات الحرارة العالية.',
    },
  },
  {
    id: 'muffle-furnace',
    name: { en: 'Muffle Furnace', ar: 'فرن الترميد' },
    purpose: {
      en: 'Burns off samples to measure their ash and carbon black content.',
      ar: 'يحرق العينات لقياس محتواها من الرماد وأسود الكربون.',
    },
  },
  // Row 2
  {
    id: 'hydrostatic-pressure-tester',
    name: { en: 'Hydrostatic Pressure Tester', ar: 'جهاز اختبار الضغط الهيدروستاتيكي' },
    purpose: {
      en: 'Holds pipes and fittings under constant internal water pressure and temperature to confirm they withstand their working pressure.',
      ar: 'يُخضع الأنابيب وقطع التوصيل لضغط مياه داخلي ودرجة حرارة ثابتين للتأكد من تحمّلها ضغط التشغيل المقرر.',
    },
  },
  // Row 3: mechanical and thermal
  {
    id: 'impact-tester',
    name: { en: 'Impact Tester', ar: 'جهاز اختبار مقاومة الصدم' },
    purpose: {
      en: 'Drops a set weight onto pipe samples to test their resistance to knocks during handling and installation.',
      ar: 'يُسقط ثقلًا محددًا على عينات الأنابيب لاختبار مقاومتها للصدمات في أثناء النقل والتركيب.',
    },
  },
  {
    id: 'tensile-tester',
    name: { en: 'Tensile Tester', ar: 'جهاز اختبار الشد' },
    purpose: {
      en: 'Measures tensile strength and elongation at break of pipe material.',
      ar: 'يقيس مقاومة الشد ونسبة الاستطالة عند الكسر لمادة الأنابيب.',
    },
  },
  {
    id: 'vicat-softening-point-tester',
    name: { en: 'Vicat Softening Point Tester', ar: 'جهاز قياس درجة تليّن فيكات' },
    purpose: {
      en: 'Finds the temperature at which UPVC and CPVC begin to soften.',
      ar: 'يحدد درجة الحرارة التي تبدأ عندها مادتا UPVC وCPVC بالتليّن.',
    },
  },
  {
    id: 'heat-reversion-oven',
    name: { en: 'Heat Reversion Oven', ar: 'فرن اختبار الارتداد الحراري' },
    purpose: {
      en: 'Measures the change in pipe length after heating, a sign of sound extrusion.',
      ar: 'يقيس التغيّر في طول الأنبوب بعد تسخينه، وهو مؤشر على سلامة عملية البثق.',
    },
  },
  // Row 4: dimensions and durability
  {
    id: 'ovality-gauge',
    name: { en: 'Ovality Gauge', ar: 'مقياس الاستدارة' },
    purpose: {
      en: 'Checks that pipes stay round within the permitted tolerance.',
      ar: 'يتحقق من استدارة الأنابيب ضمن حدود التفاوت المسموح بها.',
    },
  },
  {
    id: 'ultrasonic-thickness-gauge',
    name: { en: 'Ultrasonic Wall-Thickness Gauge', ar: 'جهاز قياس سماكة الجدار بالموجات فوق الصوتية' },
    purpose: {
      en: 'Measures pipe wall thickness without cutting the pipe.',
      ar: 'يقيس سماكة جدار الأنبوب دون الحاجة إلى قطعه.',
    },
  },
  {
    id: 'environmental-stress-crack-tester',
    name: { en: 'Environmental Stress Crack Tester', ar: 'جهاز اختبار التشقق الإجهادي البيئي' },
    purpose: {
      en: 'Tests how well the material resists cracking under stress in contact with chemicals.',
      ar: 'يختبر مقاومة المادة للتشقق عند تعرّضها للإجهاد وملامستها للمواد الكيميائية.',
    },
  },
  {
    id: 'spectrophotometer',
    name: { en: 'Spectrophotometer', ar: 'مطياف قياس الألوان' },
    purpose: {
      en: 'Keeps pipe and fitting colours consistent from batch to batch.',
      ar: 'يحافظ على ثبات ألوان الأنابيب وقطع التوصيل من دفعة إلى أخرى.',
    },
  },
  // Row 5
  {
    id: 'uv-weathering-cabinet',
    name: { en: 'UV Weathering Cabinet', ar: 'حجرة اختبار التقادم بالأشعة فوق البنفسجية' },
    purpose: {
      en: 'Simulates long exposure to sunlight to check how products withstand outdoor conditions.',
      ar: 'تحاكي التعرّض الطويل لأشعة الشمس للتحقق من تحمّل المنتجات للظروف الخارجية.',
    },
  },
] as const satisfies readonly TestingDevice[];

export type TestingDeviceId = (typeof testingDevices)[number]['id'];

/** Row sizes of the devices grid. */
export const testingDeviceRowSizes = [4, 1, 4, 4, 1] as const;

/** The devices cut into rows of 4, 1, 4, 4, 1. */
export const testingDeviceRows: readonly (readonly TestingDevice[])[] = testingDeviceRowSizes.map(
  (size, row) => {
    const start = testingDeviceRowSizes.slice(0, row).reduce<number>((sum, n) => sum + n, 0);
    return testingDevices.slice(start, start + size);
  },
);

export const testingDevicesSection = {
  heading: { en: 'Our Testing Laboratory', ar: 'مختبر الاختبارات لدينا' },
  text: {
    en: 'Our laboratory runs 14 testing devices covering raw materials, dimensions, mechanical strength, heat and pressure.',
    ar: 'يضم مختبرنا 14 جهازًا للاختبار، تغطي فحص المواد الخام والأبعاد والمقاومة الميكانيكية والحرارة والضغط.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };

export const qualityCallToAction = {
  heading: { en: 'Need Technical Data for Your Project?', ar: 'هل تحتاج إلى بيانات فنية لمشروعك؟' },
  text: {
    en: 'Browse our catalogs for product specifications, or contact our team for test results and technical advice.',
    ar: 'تصفّح الكتالوجات للاطلاع على مواصفات المنتجات، أو تواصل مع فريقنا للحصول على نتائج الاختبارات والمشورة الفنية.',
  },
  catalogsButton: { label: { en: 'View Catalogs', ar: 'عرض الكتالوجات' }, path: '/catalogs' },
  contactButton: { label: { en: 'Contact Us', ar: 'تواصل معنا' }, path: '/contact' },
} as const satisfies {
  heading: Bilingual;
  text: Bilingual;
  catalogsButton: ContentLink;
  contactButton: ContentLink;
};
