/**
 * The message from management (`/word-manager`): two managers, each with photo, name,
 * title, message and description.
 *
 * SAMPLE CONTENT: the managers' real names are not known yet. The names below are neutral
 * placeholders, to be replaced by the owner (with the photos) before going live.
 */
import type { Bilingual } from './bilingual';

export type Manager = {
  id: 'chairman' | 'general-manager';
  name: Bilingual;
  title: Bilingual;
  /** `/images/managers/<id>.svg`: a neutral drawn portrait (scripts/media) until the photos arrive. */
  image: string;
  /** The message, one entry per paragraph. */
  message: readonly Bilingual[];
  description: Bilingual;
};

export const managers: readonly Manager[] = [
  {
    id: 'chairman',
    // SAMPLE NAME — replace with the chairman's real name.
    name: { en: 'Abdulrahman Al-Fahad', ar: 'عبدالرحمن الفهد' },
    title: {
      en: 'Chairman of the Board & Chief Executive Officer',
      ar: 'رئيس مجلس الإدارة والرئيس التنفيذي',
    },
    image: '/images/managers/chairman.svg',
    message: [
      {
        en: 'Since our founding in 1979, we have believed that a building is only as reliable as what runs inside its walls. That belief guided us as we built our factories, our laboratory and our team, and it still guides every product we make.',
        ar: 'منذ تأسيسنا عام 1979 ونحن نؤمن بأن موثوقية أي مبنى تبدأ مما يمتد داخل جدرانه. وقد وجّهتنا هذه القناعة ونحن نبني مصانعنا ومختبرنا وفريق عملنا، وما زالت توجّه كل منتج نصنعه.',
      },
      {
        en: 'I thank our customers and partners for the trust they have placed in us for more than 46 years, and our employees for their dedication. We will keep working to deserve that trust through quality, professionalism and a constant search for better solutions.',
        ar: 'أتوجه بالشكر إلى عملائنا وشركائنا على ثقتهم بنا طوال أكثر من 46 عامًا، وإلى موظفينا على إخلاصهم وتفانيهم. وسنواصل العمل لنكون أهلًا لهذه الثقة من خلال الجودة والاحترافية والسعي الدائم إلى حلول أفضل.',
      },
    ],
    description: {
      en: "Leads the company's board and sets its strategy and long-term direction.",
      ar: 'يرأس مجلس إدارة الشركة ويرسم استراتيجيتها وتوجهاتها على المدى البعيد.',
    },
  },
  {
    id: 'general-manager',
    // SAMPLE NAME — replace with the general manager's real name.
    name: { en: 'Faisal Al-Nasser', ar: 'فيصل الناصر' },
    title: { en: 'General Manager', ar: 'المدير العام' },
    image: '/images/managers/general-manager.svg',
    message: [
      {
        en: 'Our daily work is simple to describe and demanding to deliver: the right products, to the required specification, on the agreed date. Our teams in the factories, the laboratory, the warehouses and the branches work together to make that happen for every order.',
        ar: 'يمكن وصف عملنا اليومي ببساطة، غير أن تنفيذه يتطلب جهدًا كبيرًا: المنتج المناسب، بالمواصفات المطلوبة، في الموعد المتفق عليه. وتعمل فرقنا في المصانع والمختبر والمستودعات والفروع معًا لتحقيق ذلك في كل طلب.',
      },
      {
        en: 'We listen closely to contractors, engineers and distributors, and their feedback shapes how we improve our products and services. Our doors are always open to anyone who would like to discuss a project with us.',
        ar: 'ونحرص على الإصغاء إلى المقاولين والمهندسين والموزعين، إذ تسهم ملاحظاتهم في تطوير منتجاتنا وخدماتنا. وأبوابنا مفتوحة دائمًا لكل من يرغب في مناقشة مشروعه معنا.',
      },
    ],
    description: {
      en: "Oversees the company's day-to-day operations, from manufacturing and quality to sales and delivery.",
      ar: 'يشرف على العمليات اليومية للشركة، من التصنيع والجودة إلى المبيعات والتوريد.',
    },
  },
];

export const managersIntro = {
  // Not the page's title again: the hero above already shows it.
  heading: { en: 'Our Commitment to You', ar: 'التزامنا تجاهك' },
  text: {
    en: 'A word from the people who lead the company.',
    ar: 'كلمة من قيادة الشركة.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };
