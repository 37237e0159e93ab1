/**
 * The home page's questions and answers, shown on the page and given to search engines as its
 * FAQPage structured data. Apart from the rest of the home page's copy because the page's head
 * needs it: the head is built before the page's own code loads, so what it imports is in every
 * page's first download.
 */
import type { Bilingual } from './bilingual';

export type FaqItem = { question: Bilingual; answer: Bilingual };

/** The home page FAQ, also the FAQPage structured data. */
export const homeFaq: { heading: Bilingual; items: readonly FaqItem[] } = {
  heading: { en: 'Frequently Asked Questions', ar: 'الأسئلة الشائعة' },
  items: [
    {
      question: { en: 'What products do you make?', ar: 'ما المنتجات التي تصنّعونها؟' },
      answer: {
        en: 'We manufacture and supply UPVC, CPVC and PPR pipes and their fittings, orange pipes, solvent cements (glue) and cleaners. We also supply electrical products such as switches, circuit breakers and LED lighting, and offer technology and contracting services.',
        ar: 'نصنّع ونورّد أنابيب UPVC وCPVC وPPR وقطع التوصيل الخاصة بها، والأنابيب البرتقالية، والمواد اللاصقة (الغراء) والمنظفات. كما نورّد منتجات كهربائية مثل المفاتيح والقواطع وإنارة LED، ونقدّم خدمات في مجالي التقنية والمقاولات.',
      },
    },
    {
      question: {
        en: 'Which standards do your products follow?',
        ar: 'ما المواصفات القياسية التي تلتزم بها منتجاتكم؟',
      },
      answer: {
        en: 'Our products are manufactured to the applicable standards of the Saudi Standards, Metrology and Quality Organization (SASO) and to recognised international standards such as ASTM. Samples from every production batch are tested in our laboratory.',
        ar: 'تُصنَّع منتجاتنا وفق المواصفات القياسية المعتمدة لدى الهيئة السعودية للمواصفات والمقاييس والجودة، ووفق المواصفات الدولية المعترف بها مثل ASTM، وتُختبر عينات من كل دفعة إنتاج في مختبرنا.',
      },
    },
    {
      question: { en: 'Where are your factories?', ar: 'أين تقع مصانعكم؟' },
      answer: {
        en: 'We have two factories: one in Sudair, Saudi Arabia (25,000 m²) and one in the Kingdom of Bahrain (10,000 m²). Our head office is in Riyadh.',
        ar: 'لدينا مصنعان: الأول في سدير بالمملكة العربية السعودية على مساحة 25,000 م²، والثاني في مملكة البحرين على مساحة 10,000 م². ويقع مقرنا الرئيسي في مدينة الرياض.',
      },
    },
    {
      question: { en: 'Which countries do you serve?', ar: 'ما الدول التي تخدمونها؟' },
      answer: {
        en: 'We have branches in Saudi Arabia, Yemen and Bahrain: our main branch in Riyadh, branches in the Eastern, Western, Northern and Southern regions of the Kingdom, a branch in Yemen and our factory in Bahrain.',
        ar: 'لدينا فروع في المملكة العربية السعودية واليمن والبحرين: الفرع الرئيسي في الرياض، وفروع في المناطق الشرقية والغربية والشمالية والجنوبية من المملكة، إضافة إلى فرعنا في اليمن ومصنعنا في البحرين.',
      },
    },
    {
      question: { en: 'What are your office hours?', ar: 'ما مواعيد العمل لديكم؟' },
      answer: {
        en: 'Our offices are open Sunday to Thursday, from 7am to 6pm.',
        ar: 'ساعات العمل في مكاتبنا: الأحد – الخميس، 7:00 ص – 6:00 م.',
      },
    },
    {
      question: { en: 'How can I request a quotation?', ar: 'كيف أطلب عرض سعر؟' },
      answer: {
        en: 'Send us a message from the contact page and choose "Request a quote" as the inquiry type, or call us or message us on WhatsApp during office hours. Tell us the products, sizes and quantities you need, and we will reply with a quotation in Saudi riyals (SAR).',
        ar: 'أرسل إلينا رسالة من صفحة «تواصل معنا» واختر «طلب عرض سعر» نوعًا للاستفسار، أو اتصل بنا أو راسلنا عبر واتساب خلال ساعات العمل. حدّد لنا المنتجات والمقاسات والكميات المطلوبة، وسنرسل إليك عرض سعر بالريال السعودي.',
      },
    },
  ],
};
