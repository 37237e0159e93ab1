/**
 * SAMPLE CATALOGUE: the products the server adds on its first start, so the site is never empty.
 * Every sub-category of src/content/categories.ts has at least two entries. The texts describe
 * what a pipe, fittings, electrical and contracting company of this kind makes and does; they
 * cite the standards such products are made to, never certificate numbers, awards or clients.
 * Every entry carries its specifications and FAQs in Arabic too, translated one for one.
 */
import type { Faq, Specification } from '../../../api/products';
import {
  brandBlue,
  brandOrange,
  breakerArt,
  cementArt,
  cleanerArt,
  codeArt,
  constructionArt,
  fittingsArt,
  industrialArt,
  lightingArt,
  palettes,
  pipesArt,
  supportArt,
  switchArt,
  systemsArt,
} from './artwork';
import type { SeedProduct } from './seed-product';

type Rows = readonly (readonly [name: string, value: string])[];

/** Specification groups written as `{ Group: [[name, value], …] }`, in order. */
function specs(table: Record<string, Rows>): Specification[] {
  return Object.entries(table).map(([category, rows]) => ({
    category,
    items: rows.map(([name, value]) => ({ name, value })),
  }));
}

function qa(question: string, answer: string): Faq {
  return { question, answer };
}

const hotStripe = '#d9443a';
const coldStripe = '#2f6fb0';

// ---------------------------------------------------------------------------------------------
// Plumbing: solvent cements, primer and cleaner

const cements: SeedProduct[] = [
  {
    product: {
      name: 'UPVC Solvent Cement, Medium Body',
      category: 'araib-cements',
      description:
        'Medium-bodied solvent cement for UPVC pressure and drainage pipes and fittings up to 150 mm (6 in), including tight interference-fit joints. It softens the surfaces of pipe and socket so that they fuse into one homogeneous joint able to carry the full rated pressure of the pipe once cured. Supplied in 250 ml, 500 ml and 1 litre tins with a brush fixed in the lid.',
      features: [
        'Medium body (at least 500 cP) fills the gap in interference and transition fits',
        'Fast initial set: joints up to 32 mm can be handled after about 2 minutes',
        'Slow-evaporating solvent blend gives more working time in hot weather',
        'Brush-in-lid applicator sized to each tin',
        'Suitable for SCH 40, SCH 80 and ISO 1452 pressure pipes',
      ],
      applications: [
        'Potable water supply lines',
        'Irrigation networks',
        'Swimming pool circulation lines',
        'Drainage, waste and vent systems',
      ],
      certifications: ['Manufactured to ASTM D2564', 'For solvent-cemented joints made to ASTM D2855'],
      specifications: specs({
        Material: [
          ['Base', 'PVC resin in a tetrahydrofuran and cyclohexanone solvent blend'],
          ['Colour', 'Grey or clear'],
          ['Viscosity', 'Medium body, at least 500 cP'],
        ],
        Application: [
          ['Pipe sizes', 'Up to 150 mm (6 in)'],
          ['Application temperature', '4 °C to 43 °C'],
          ['Cure before pressure test', '24 hours at 20 °C for sizes up to 50 mm'],
        ],
        Packaging: [
          ['Tin sizes', '250 ml, 500 ml, 1 L'],
          ['Shelf life', '24 months in the unopened tin'],
          ['Storage', 'Shaded, ventilated place below 40 °C'],
        ],
      }),
      faqs: [
        qa(
          'Do I need a primer with this cement?',
          'On pressure lines, yes: clean, then prime pipe and socket with our purple primer before cementing. On non-pressure drainage lines clean, dry surfaces may be cemented without primer where the local code allows it.',
        ),
        qa(
          'How long before the line can be pressure tested?',
          'Allow at least 24 hours at 20 °C for sizes up to 50 mm, and longer for larger diameters, humid weather or temperatures below 10 °C.',
        ),
        qa(
          'Can I use it on CPVC pipes?',
          'No. Use our CPVC solvent cement, which is made for CPVC pipes and fittings to ASTM F493.',
        ),
      ],
    },
    arabic: {
      name: 'غراء لأنابيب UPVC متوسط القوام',
      description:
        'غراء (مادة لاصقة مذيبة) متوسط القوام لأنابيب وقطع توصيل UPVC المخصصة لخطوط الضغط والصرف حتى قطر 150 مم (6 بوصات)، بما في ذلك الوصلات ذات التداخل المحكم. يعمل على تليين سطحي الأنبوب ومقبس القطعة فيلتحمان في وصلة واحدة متجانسة تتحمل كامل الضغط الاسمي للأنبوب بعد المعالجة. يتوفر في عبوات سعة 250 مل و500 مل ولتر واحد، مع فرشاة مثبتة في الغطاء.',
      features: [
        'قوام متوسط (لزوجة لا تقل عن 500 سنتي بويز) يملأ الفراغ في الوصلات المحكمة والانتقالية',
        'تماسك أولي سريع: يمكن تحريك الوصلات حتى قطر 32 مم بعد دقيقتين تقريبًا',
        'مزيج مذيبات بطيء التبخر يمنح وقت عمل أطول في الأجواء الحارة',
        'فرشاة مثبتة في الغطاء بمقاس يناسب كل عبوة',
        'مناسب لأنابيب الضغط SCH 40 وSCH 80 والأنابيب المطابقة للمواصفة ISO 1452',
      ],
      applications: [
        'خطوط إمداد مياه الشرب',
        'شبكات الري',
        'خطوط تدوير مياه المسابح',
        'أنظمة الصرف وصرف المغاسل والتهوية',
      ],
      certifications: [
        'مصنَّع وفق المواصفة ASTM D2564',
        'للوصلات الملصقة المنفذة وفق الممارسة القياسية ASTM D2855',
      ],
      specifications: specs({
        المادة: [
          ['القاعدة', 'راتنج PVC مذاب في مزيج من رباعي هيدرو الفوران والهكسانون الحلقي'],
          ['اللون', 'رمادي أو شفاف'],
          ['اللزوجة', 'قوام متوسط، لا تقل عن 500 سنتي بويز'],
        ],
        الاستخدام: [
          ['مقاسات الأنابيب', 'حتى 150 مم (6 بوصات)'],
          ['درجة حرارة الاستخدام', 'من 4 °م حتى 43 °م'],
          ['مدة المعالجة قبل اختبار الضغط', '24 ساعة عند 20 °م للمقاسات حتى 50 مم'],
        ],
        التعبئة: [
          ['سعات العبوات', '250 مل و500 مل ولتر واحد'],
          ['مدة الصلاحية', '24 شهرًا في العبوة المغلقة'],
          ['التخزين', 'مكان مظلل جيد التهوية بدرجة حرارة أقل من 40 °م'],
        ],
      }),
      faqs: [
        qa(
          'هل أحتاج إلى مادة تمهيدية مع هذا الغراء؟',
          'نعم في خطوط الضغط: نظّف سطحي الأنبوب والمقبس ثم عالجهما بمادتنا التمهيدية البنفسجية قبل اللصق. أما في خطوط الصرف التي لا تعمل تحت ضغط، فيمكن لصق الأسطح النظيفة الجافة دون مادة تمهيدية حيث تسمح الكودات المحلية بذلك.',
        ),
        qa(
          'متى يمكن إجراء اختبار الضغط على الخط؟',
          'انتظر 24 ساعة على الأقل عند 20 °م للمقاسات حتى 50 مم، ومدة أطول للأقطار الأكبر أو في الطقس الرطب أو عند درجات حرارة أقل من 10 °م.',
        ),
        qa(
          'هل يمكن استخدامه مع أنابيب CPVC؟',
          'لا. استخدم غراء CPVC لدينا، فهو مُعدّ لأنابيب وقطع توصيل CPVC ومصنَّع وفق المواصفة ASTM F493.',
        ),
      ],
    },
    artwork: cementArt({
      label: brandBlue,
      accent: brandOrange,
      cement: '#d5dae0',
      pipe: palettes.upvcGrey,
      backdrop: 'blue',
      pair: true,
    }),
  },
  {
    product: {
      name: 'UPVC Heavy Body Solvent Cement, Grey',
      category: 'araib-cements',
      description:
        'Heavy-bodied grey solvent cement for large-diameter UPVC pressure pipes and fittings up to 300 mm (12 in). Its high viscosity fills the wider gaps of large sockets and its longer open time lets a two-person crew brush both surfaces and assemble the joint before the cement skins over. Supplied in 1 litre and 4 litre tins.',
      features: [
        'Heavy body (at least 1,600 cP) for large sockets and loose fits',
        'Extended open time for pipes from 110 mm to 300 mm',
        'Grey colour matches grey pressure pipes and fittings',
        'Thick film resists sagging on vertical and overhead joints',
      ],
      applications: [
        'Large-diameter water transmission and distribution mains',
        'Pumping station headers and manifolds',
        'Industrial process and cooling water lines',
        'Main irrigation lines',
      ],
      certifications: ['Manufactured to ASTM D2564', 'For solvent-cemented joints made to ASTM D2855'],
      specifications: specs({
        Material: [
          ['Colour', 'Grey'],
          ['Viscosity', 'Heavy body, at least 1,600 cP'],
        ],
        Application: [
          ['Pipe sizes', '110 mm to 300 mm (4 in to 12 in)'],
          ['Application temperature', '4 °C to 43 °C'],
          ['Recommended applicator', 'Natural-bristle brush at least half the pipe diameter wide'],
          ['Cure before pressure test', '48 hours at 20 °C for sizes above 150 mm'],
        ],
        Packaging: [
          ['Tin sizes', '1 L, 4 L'],
          ['Shelf life', '24 months in the unopened tin'],
        ],
      }),
      faqs: [
        qa(
          'How many joints does a 1 litre tin make?',
          'As a guide, about 30 joints at 110 mm or about 5 joints at 200 mm. Actual use depends on fit, temperature and the applicator.',
        ),
        qa(
          'Why do large joints need two people?',
          'On sizes above 150 mm both surfaces must be coated and the pipe pushed fully home while the cement is still fluid. Two installers, one on the pipe and one on the fitting, keep that time short.',
        ),
      ],
    },
    arabic: {
      name: 'غراء رمادي ثقيل القوام لأنابيب UPVC',
      description:
        'غراء رمادي ثقيل القوام لأنابيب وقطع توصيل UPVC ذات الأقطار الكبيرة المخصصة لخطوط الضغط حتى قطر 300 مم (12 بوصة). تملأ لزوجته العالية الفراغات الأوسع في مقابس القطع الكبيرة، ويتيح وقت عمله الأطول لفريق من فنيين اثنين دهن السطحين وتجميع الوصلة قبل أن يجف سطح الغراء. يتوفر في عبوات سعة لتر واحد و4 لترات.',
      features: [
        'قوام ثقيل (لزوجة لا تقل عن 1600 سنتي بويز) للمقابس الكبيرة والوصلات غير المحكمة',
        'وقت عمل ممتد للأنابيب من قطر 110 مم حتى 300 مم',
        'لون رمادي يطابق أنابيب وقطع توصيل الضغط الرمادية',
        'طبقة سميكة لا تسيل على الوصلات الرأسية والعلوية',
      ],
      applications: [
        'خطوط نقل وتوزيع المياه ذات الأقطار الكبيرة',
        'مجمعات وموزعات محطات الضخ',
        'خطوط مياه العمليات والتبريد الصناعية',
        'خطوط الري الرئيسية',
      ],
      certifications: [
        'مصنَّع وفق المواصفة ASTM D2564',
        'للوصلات الملصقة المنفذة وفق الممارسة القياسية ASTM D2855',
      ],
      specifications: specs({
        المادة: [
          ['اللون', 'رمادي'],
          ['اللزوجة', 'قوام ثقيل، لا تقل عن 1600 سنتي بويز'],
        ],
        الاستخدام: [
          ['مقاسات الأنابيب', 'من 110 مم حتى 300 مم (من 4 بوصات حتى 12 بوصة)'],
          ['درجة حرارة الاستخدام', 'من 4 °م حتى 43 °م'],
          ['أداة الدهن الموصى بها', 'فرشاة بشعر طبيعي لا يقل عرضها عن 50% من قطر الأنبوب'],
          ['مدة المعالجة قبل اختبار الضغط', '48 ساعة عند 20 °م للمقاسات الأكبر من 150 مم'],
        ],
        التعبئة: [
          ['سعات العبوات', 'لتر واحد و4 لترات'],
          ['مدة الصلاحية', '24 شهرًا في العبوة المغلقة'],
        ],
      }),
      faqs: [
        qa(
          'كم وصلة تكفي عبوة سعة لتر واحد؟',
          'على سبيل الاسترشاد، تكفي لنحو 30 وصلة بقطر 110 مم أو لنحو 5 وصلات بقطر 200 مم. ويتوقف الاستهلاك الفعلي على درجة إحكام الوصلة ودرجة الحرارة وأداة الدهن.',
        ),
        qa(
          'لماذا تحتاج الوصلات الكبيرة إلى فنيين اثنين؟',
          'في المقاسات الأكبر من 150 مم يجب دهن السطحين كليهما ودفع الأنبوب حتى نهاية المقبس والغراء لا يزال سائلًا. ووجود فنيين، أحدهما على الأنبوب والآخر على القطعة، يختصر هذا الوقت.',
        ),
      ],
    },
    artwork: cementArt({
      label: '#4f5966',
      accent: brandOrange,
      cement: '#9aa3ad',
      pipe: palettes.upvcGrey,
      backdrop: 'grey',
      wide: true,
    }),
  },
  {
    product: {
      name: 'CPVC Solvent Cement, Orange',
      category: 'araib-cements',
      description:
        'Medium-bodied orange solvent cement for CPVC hot and cold water pipes and fittings, from 1/2 in to 2 in CTS and up to 6 in Schedule 80. Cured joints carry the full rating of ASTM D2846 systems, 6.9 bar at 82 °C. The orange colour makes every cemented joint easy to check during inspection.',
      features: [
        'Formulated for CPVC: joints hold at service temperatures up to 82 °C',
        'Orange colour shows at a glance which joints have been cemented',
        'Medium body suits both CTS and Schedule 80 sockets',
        'Use with our purple primer, or alone where the local code permits one-step cementing',
        'Brush-in-lid applicator',
      ],
      applications: [
        'Hot and cold water distribution in homes, hotels and hospitals',
        'Water heater and solar water heater connections',
        'Hot process water lines in light industry',
      ],
      certifications: ['Manufactured to ASTM F493', 'For CPVC piping systems to ASTM D2846 and ASTM F441'],
      specifications: specs({
        Material: [
          ['Base', 'CPVC resin in a solvent blend'],
          ['Colour', 'Orange'],
          ['Body', 'Medium'],
        ],
        Application: [
          ['Pipe sizes', '1/2 in to 2 in CTS; up to 6 in Schedule 80'],
          ['Service rating of joints', '6.9 bar (100 psi) at 82 °C'],
          ['Application temperature', '4 °C to 43 °C'],
        ],
        Packaging: [
          ['Tin sizes', '118 ml, 250 ml, 500 ml'],
          ['Shelf life', '24 months in the unopened tin'],
        ],
      }),
      faqs: [
        qa(
          'Can I use UPVC cement on CPVC pipes?',
          'No. UPVC cements are not formulated for CPVC and joints made with them can fail at hot water temperatures. Always use a cement made to ASTM F493.',
        ),
        qa(
          'When can hot water run through a new joint?',
          'Wait at least 24 hours at 20 °C, then pressure test cold before bringing the line up to temperature.',
        ),
      ],
    },
    arabic: {
      name: 'غراء برتقالي لأنابيب CPVC',
      description:
        'غراء برتقالي متوسط القوام لأنابيب وقطع توصيل CPVC الخاصة بالمياه الساخنة والباردة، من مقاس \u20661/2\u2069 بوصة حتى بوصتين بمقاسات أنابيب النحاس، وحتى 6 بوصات للأنابيب من فئة SCH 80. تتحمل الوصلات بعد المعالجة كامل تصنيف أنظمة ASTM D2846، أي 6.9 بار عند 82 درجة مئوية. ويسهّل لونه البرتقالي التحقق من لصق كل وصلة أثناء الفحص.',
      features: [
        'تركيبة خاصة بأنابيب CPVC: تبقى الوصلات متماسكة عند درجات حرارة تشغيل حتى 82 °م',
        'اللون البرتقالي يبيّن فورًا الوصلات التي تم لصقها',
        'قوام متوسط يناسب مقابس القطع بمقاسات أنابيب النحاس وفئة SCH 80',
        'يُستخدم مع المادة التمهيدية البنفسجية، أو وحده حيث تسمح الكودات المحلية باللصق بخطوة واحدة',
        'فرشاة مثبتة في الغطاء',
      ],
      applications: [
        'توزيع المياه الساخنة والباردة في المنازل والفنادق والمستشفيات',
        'توصيلات السخانات والسخانات الشمسية',
        'خطوط مياه العمليات الساخنة في الصناعات الخفيفة',
      ],
      certifications: [
        'مصنَّع وفق المواصفة ASTM F493',
        'لأنظمة أنابيب CPVC المطابقة للمواصفتين ASTM D2846 وASTM F441',
      ],
      specifications: specs({
        المادة: [
          ['القاعدة', 'راتنج CPVC مذاب في مزيج من المذيبات'],
          ['اللون', 'برتقالي'],
          ['القوام', 'متوسط'],
        ],
        الاستخدام: [
          [
            'مقاسات الأنابيب',
            'من \u20661/2\u2069 بوصة حتى بوصتين بمقاسات أنابيب النحاس، وحتى 6 بوصات لفئة SCH 80',
          ],
          ['تصنيف تشغيل الوصلات', '6.9 بار (100 رطل لكل بوصة مربعة) عند 82 °م'],
          ['درجة حرارة الاستخدام', 'من 4 °م حتى 43 °م'],
        ],
        التعبئة: [
          ['سعات العبوات', '118 مل و250 مل و500 مل'],
          ['مدة الصلاحية', '24 شهرًا في العبوة المغلقة'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن استخدام غراء أنابيب UPVC مع أنابيب CPVC؟',
          'لا. فغراء أنابيب UPVC ليس مصممًا لأنابيب CPVC، وقد تفشل الوصلات المنفذة به عند درجات حرارة المياه الساخنة. استخدم دائمًا غراءً مصنَّعًا وفق المواصفة ASTM F493.',
        ),
        qa(
          'متى يمكن تمرير المياه الساخنة في وصلة جديدة؟',
          'انتظر 24 ساعة على الأقل عند 20 °م، ثم أجرِ اختبار الضغط بالماء البارد قبل رفع حرارة الخط إلى درجة التشغيل.',
        ),
      ],
    },
    artwork: cementArt({
      label: brandOrange,
      accent: brandBlue,
      cement: '#f4a45c',
      pipe: palettes.cpvc,
      backdrop: 'orange',
      pair: true,
    }),
  },
  {
    product: {
      name: 'PVC and CPVC Primer, Purple',
      category: 'araib-cements',
      description:
        'Fast-acting purple primer that softens the surfaces of PVC, UPVC and CPVC pipes and sockets before cementing, for stronger and more reliable solvent-welded joints. The purple colour shows inspectors that every joint has been primed. The dauber in the lid is sized for pipes up to 100 mm.',
      features: [
        'Penetrates and softens pipe and socket surfaces in seconds',
        'Purple colour for visual inspection of primed joints',
        'Works with both PVC/UPVC and CPVC cements',
        'Dauber-in-lid applicator for clean, even coverage',
      ],
      applications: [
        'Pressure water lines in PVC, UPVC and CPVC',
        'Joints made in cold or humid weather',
        'Large-diameter and Schedule 80 joints',
      ],
      certifications: ['Manufactured to ASTM F656'],
      specifications: specs({
        Material: [
          ['Colour', 'Purple'],
          ['Base', 'Fast-evaporating solvent blend'],
        ],
        Application: [
          ['Compatible pipes', 'PVC, UPVC and CPVC'],
          ['Applicator', 'Dauber in the lid, for pipes up to 100 mm'],
          ['Application temperature', '4 °C to 43 °C'],
        ],
        Packaging: [
          ['Tin sizes', '250 ml, 500 ml, 1 L'],
          ['Shelf life', '24 months in the unopened tin'],
        ],
      }),
      faqs: [
        qa(
          'Is primer the same as cleaner?',
          'No. Cleaner removes dirt and grease; primer softens the surface so the cement can fuse into it. On pressure lines use both: clean, prime, then cement while the primer is still wet.',
        ),
        qa(
          'How long do I wait between priming and cementing?',
          'Apply the cement while the primed surface is still soft and tacky, normally within a minute. If the primer has dried, prime again.',
        ),
      ],
    },
    arabic: {
      name: 'مادة تمهيدية بنفسجية لأنابيب PVC وCPVC',
      description:
        'مادة تمهيدية بنفسجية سريعة المفعول تليّن أسطح أنابيب PVC وUPVC وCPVC ومقابس قطعها قبل اللصق، للحصول على وصلات ملصقة أقوى وأكثر موثوقية. يوضح اللون البنفسجي للمفتشين أن كل وصلة قد عولجت بالمادة التمهيدية. والقطنة المثبتة في الغطاء بمقاس يناسب الأنابيب حتى قطر 100 مم.',
      features: [
        'تتغلغل في سطحي الأنبوب والمقبس وتليّنهما خلال ثوانٍ',
        'لون بنفسجي يتيح الفحص البصري للوصلات المعالجة',
        'تعمل مع أنواع الغراء الخاصة بأنابيب PVC وUPVC وCPVC',
        'قطنة مثبتة في الغطاء لتوزيع نظيف ومتساوٍ',
      ],
      applications: [
        'خطوط مياه الضغط من PVC وUPVC وCPVC',
        'الوصلات المنفذة في الطقس البارد أو الرطب',
        'وصلات الأقطار الكبيرة وأنابيب فئة SCH 80',
      ],
      certifications: ['مصنَّعة وفق المواصفة ASTM F656'],
      specifications: specs({
        المادة: [
          ['اللون', 'بنفسجي'],
          ['القاعدة', 'مزيج من المذيبات سريعة التبخر'],
        ],
        الاستخدام: [
          ['الأنابيب المتوافقة', 'أنابيب PVC وUPVC وCPVC'],
          ['أداة الدهن', 'قطنة مثبتة في الغطاء للأنابيب حتى قطر 100 مم'],
          ['درجة حرارة الاستخدام', 'من 4 °م حتى 43 °م'],
        ],
        التعبئة: [
          ['سعات العبوات', '250 مل و500 مل ولتر واحد'],
          ['مدة الصلاحية', '24 شهرًا في العبوة المغلقة'],
        ],
      }),
      faqs: [
        qa(
          'هل المادة التمهيدية والمنظف شيء واحد؟',
          'لا. فالمنظف يزيل الأتربة والشحوم، أما المادة التمهيدية فتليّن السطح ليلتحم به الغراء. استخدم الاثنين معًا في خطوط الضغط: نظّف، ثم عالج بالمادة التمهيدية، ثم الصق والمادة التمهيدية لا تزال رطبة.',
        ),
        qa(
          'كم أنتظر بين المعالجة بالمادة التمهيدية واللصق؟',
          'ضع الغراء والسطح المعالج لا يزال لينًا ولزجًا، وعادةً خلال دقيقة واحدة. وإذا جفت المادة التمهيدية فأعد دهنها.',
        ),
      ],
    },
    artwork: cementArt({
      label: '#6b3fa0',
      accent: brandOrange,
      cement: '#8a5cc8',
      pipe: palettes.upvcWhite,
      backdrop: 'purple',
    }),
  },
  {
    product: {
      name: 'PVC and CPVC Pipe Cleaner',
      category: 'araib-cements',
      description:
        'Clear, fast-drying cleaner that removes dirt, grease, oil and marking ink from PVC, UPVC and CPVC pipes and fittings before priming and cementing. Clean surfaces let the primer and cement work on the plastic itself, which is the first condition of a leak-free joint. Supplied in 500 ml and 1 litre bottles.',
      features: [
        'Removes grease, oil, dust and marking ink',
        'Evaporates in about a minute and leaves no residue',
        'Clear: does not stain white or cream pipes',
        'Safe on PVC, UPVC and CPVC',
      ],
      applications: [
        'Surface preparation before priming and cementing',
        'Cleaning pipes and fittings that were stored outdoors',
        'Repair work on existing lines',
      ],
      certifications: [
        'For surface preparation as described in ASTM D2855',
        'Compatible with cements to ASTM D2564 and ASTM F493',
      ],
      specifications: specs({
        Material: [
          ['Appearance', 'Clear liquid'],
          ['Drying time', 'About 1 minute at 25 °C'],
        ],
        Packaging: [
          ['Bottle sizes', '500 ml, 1 L'],
          ['Shelf life', '36 months in the unopened bottle'],
          ['Storage', 'Closed, away from heat and direct sun'],
        ],
      }),
      faqs: [
        qa(
          'Can cleaner replace primer?',
          'No. Cleaner prepares the surface but does not soften it. Where primer is required, apply it after the cleaner has evaporated.',
        ),
        qa(
          'What should I wipe with?',
          'Use a clean, lint-free cotton cloth moistened with cleaner, and change it when it becomes dirty.',
        ),
      ],
    },
    arabic: {
      name: 'منظف أنابيب PVC وCPVC',
      description:
        'منظف شفاف سريع الجفاف يزيل الأتربة والشحوم والزيوت وحبر الوسم عن أنابيب وقطع توصيل PVC وUPVC وCPVC قبل المعالجة بالمادة التمهيدية واللصق. فالأسطح النظيفة تتيح للمادة التمهيدية والغراء العمل على البلاستيك نفسه، وهذا أول شروط الوصلة الخالية من التسرب. يتوفر في عبوات سعة 500 مل ولتر واحد.',
      features: [
        'يزيل الشحوم والزيوت والغبار وحبر الوسم',
        'يتبخر خلال دقيقة تقريبًا دون أن يترك أي بقايا',
        'شفاف لا يترك بقعًا على الأنابيب البيضاء أو الكريمية',
        'آمن على أنابيب PVC وUPVC وCPVC',
      ],
      applications: [
        'تجهيز الأسطح قبل المعالجة بالمادة التمهيدية واللصق',
        'تنظيف الأنابيب والقطع المخزنة في الأماكن المكشوفة',
        'أعمال إصلاح الخطوط القائمة',
      ],
      certifications: [
        'لتجهيز الأسطح وفق ما تصفه الممارسة القياسية ASTM D2855',
        'متوافق مع أنواع الغراء المطابقة للمواصفتين ASTM D2564 وASTM F493',
      ],
      specifications: specs({
        المادة: [
          ['المظهر', 'سائل شفاف'],
          ['زمن الجفاف', 'دقيقة واحدة تقريبًا عند 25 °م'],
        ],
        التعبئة: [
          ['سعات العبوات', '500 مل ولتر واحد'],
          ['مدة الصلاحية', '36 شهرًا في العبوة المغلقة'],
          ['التخزين', 'مغلقة بإحكام، بعيدًا عن الحرارة وأشعة الشمس المباشرة'],
        ],
      }),
      faqs: [
        qa(
          'هل يغني المنظف عن المادة التمهيدية؟',
          'لا. فالمنظف يجهز السطح لكنه لا يليّنه. وحيث تكون المادة التمهيدية مطلوبة، ضعها بعد أن يتبخر المنظف.',
        ),
        qa(
          'بماذا أمسح الأسطح؟',
          'استخدم قطعة قماش قطنية نظيفة لا تترك وبرًا، مبللة بالمنظف، واستبدلها عندما تتسخ.',
        ),
      ],
    },
    artwork: cleanerArt({ cap: brandOrange, label: brandBlue, pipe: palettes.cpvc, backdrop: 'blue' }),
  },
];

// ---------------------------------------------------------------------------------------------
// Plumbing: PPR

const ppr: SeedProduct[] = [
  {
    product: {
      name: 'PPR Pipe PN20 (SDR 6) for Hot Water',
      category: 'ppr-pipes',
      description:
        'Polypropylene random copolymer (PP-R) pipe for hot and cold water, rated PN20 with an SDR 6 wall, in diameters from 20 mm to 110 mm and 4 m lengths. It is rated for 70 °C continuous service over a 50-year design life and tolerates short peaks up to 95 °C. Joints are made by socket fusion at 260 °C, giving a homogeneous system with no glue and no threads.',
      features: [
        'Heat-fused joints as strong as the pipe itself',
        'Smooth inner wall resists scale and keeps full flow',
        'Low thermal conductivity reduces heat loss from hot water lines',
        'Will not corrode or pass taste or odour to the water',
        'Red stripe marks the hot water range on site',
      ],
      applications: [
        'Hot and cold water supply in homes, hotels and hospitals',
        'Central hot water and recirculation systems',
        'Solar water heater connections',
        'Compressed air lines in workshops',
      ],
      certifications: ['Manufactured to DIN 8077 and DIN 8078', 'Conforms to ISO 15874-2'],
      specifications: specs({
        Dimensions: [
          ['Outside diameter', '20 mm to 110 mm'],
          ['Wall thickness', '3.4 mm (20 mm) to 18.3 mm (110 mm)'],
          ['Standard length', '4 m'],
        ],
        Performance: [
          ['Nominal pressure', 'PN20: 20 bar at 20 °C'],
          ['Continuous service', '70 °C, 50-year design life'],
          ['Short-term peak', '95 °C'],
        ],
        Material: [
          ['Raw material', 'PP-R (polypropylene random copolymer)'],
          ['Thermal conductivity', '0.24 W/m·K'],
          ['Linear expansion', '0.15 mm/m·K'],
        ],
      }),
      faqs: [
        qa(
          'What fusion time does a 25 mm joint need?',
          'At 260 °C a 25 mm joint needs about 7 seconds of heating, 4 seconds to assemble and about 2 minutes to cool. Times rise with diameter; a chart comes with every welding machine we supply.',
        ),
        qa(
          'Do hot water runs need expansion loops?',
          'Yes on long exposed runs: PP-R expands about 0.15 mm per metre for every degree. Use expansion loops or our fibreglass composite pipe, which expands much less.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب PPR بتصنيف PN20 (SDR 6) للمياه الساخنة',
      description:
        'أنبوب (ماسورة) من البولي بروبيلين العشوائي (PP-R) للمياه الساخنة والباردة، بتصنيف ضغط PN20 وجدار بنسبة أبعاد قياسية (SDR) تبلغ 6، بأقطار من 20 مم حتى 110 مم وأطوال 4 أمتار. صُمم للتشغيل المستمر عند 70 درجة مئوية على مدى عمر تصميمي يبلغ 50 عامًا، ويتحمل ارتفاعات مؤقتة في درجة الحرارة حتى 95 درجة مئوية. تُنفذ الوصلات باللحام الحراري بالتداخل عند 260 درجة مئوية، فتكون المنظومة متجانسة بلا غراء ولا أسنان.',
      features: [
        'وصلات ملحومة حراريًا بقوة الأنبوب نفسه',
        'سطح داخلي أملس يقاوم الترسبات ويحافظ على التدفق الكامل',
        'موصلية حرارية منخفضة تقلل فقد الحرارة من خطوط المياه الساخنة',
        'لا يتآكل ولا ينقل طعمًا أو رائحة إلى الماء',
        'خط أحمر يميز أنابيب المياه الساخنة في الموقع',
      ],
      applications: [
        'تمديدات المياه الساخنة والباردة في المنازل والفنادق والمستشفيات',
        'أنظمة المياه الساخنة المركزية وخطوط إعادة التدوير',
        'توصيلات السخانات الشمسية',
        'خطوط الهواء المضغوط في الورش',
      ],
      certifications: ['مصنَّع وفق المواصفتين DIN 8077 وDIN 8078', 'مطابق للمواصفة ISO \u206615874-2\u2069'],
      specifications: specs({
        الأبعاد: [
          ['القطر الخارجي', 'من 20 مم حتى 110 مم'],
          ['سماكة الجدار', 'من 3.4 مم (قطر 20 مم) حتى 18.3 مم (قطر 110 مم)'],
          ['الطول القياسي', '4 أمتار'],
        ],
        الأداء: [
          ['الضغط الاسمي', 'PN20، أي 20 بار عند 20 °م'],
          ['التشغيل المستمر', '70 °م على مدى عمر تصميمي يبلغ 50 عامًا'],
          ['أقصى درجة حرارة لفترات قصيرة', '95 °م'],
        ],
        المادة: [
          ['المادة الخام', 'البولي بروبيلين العشوائي (PP-R)'],
          ['الموصلية الحرارية', '0.24 واط/م لكل درجة كلفن'],
          ['التمدد الطولي', '0.15 مم/م لكل درجة'],
        ],
      }),
      faqs: [
        qa(
          'ما زمن اللحام الحراري اللازم لوصلة بقطر 25 مم؟',
          'عند 260 °م تحتاج الوصلة بقطر 25 مم إلى نحو 7 ثوانٍ من التسخين، و4 ثوانٍ للتجميع، ونحو دقيقتين للتبريد. وتزداد هذه الأزمنة بزيادة القطر، ويُرفق جدول بها مع كل ماكينة لحام نوردها.',
        ),
        qa(
          'هل تحتاج خطوط المياه الساخنة إلى حلقات تمدد؟',
          'نعم في التمديدات المكشوفة الطويلة، إذ يتمدد أنبوب PP-R بنحو 0.15 مم لكل متر مع كل درجة حرارة. استخدم حلقات التمدد أو أنبوبنا المركب المقوى بالألياف الزجاجية، فتمدده أقل بكثير.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.pprGreen,
      rows: [3, 2, 1],
      radius: 40,
      length: 420,
      wall: 12,
      stripe: hotStripe,
      backdrop: 'green',
      fitting: 'elbow',
    }),
  },
  {
    product: {
      name: 'PPR Pipe PN10 and PN16 for Cold Water',
      category: 'ppr-pipes',
      description:
        'White PP-R pipe for cold water networks, in PN10 (SDR 11) and PN16 (SDR 7.4) from 20 mm to 160 mm. The thinner wall gives a larger bore and more flow than hot water pipe of the same size, at a lower cost per metre. It is joined with the same socket-fusion fittings as our PN20 range.',
      features: [
        'Larger bore for the same outside diameter',
        'PN16 also suits warm water up to 60 °C at reduced pressure',
        'Blue stripe marks the cold water range on site',
        'Fully compatible with our PPR fittings and fusion tools',
      ],
      applications: [
        'Cold water mains and risers in buildings',
        'Rainwater harvesting and irrigation lines',
        'Chilled water connections to fan coil units',
      ],
      certifications: ['Manufactured to DIN 8077 and DIN 8078', 'Conforms to ISO 15874-2'],
      specifications: specs({
        Dimensions: [
          ['Outside diameter', '20 mm to 160 mm'],
          ['Wall thickness, PN10', '1.9 mm (20 mm) to 14.6 mm (160 mm)'],
          ['Standard length', '4 m'],
        ],
        Performance: [
          ['Pressure classes', 'PN10 (SDR 11), PN16 (SDR 7.4)'],
          ['Cold water service', 'Up to 20 °C at nominal pressure'],
        ],
      }),
      faqs: [
        qa(
          'Can I use PN10 pipe for hot water?',
          'No. PN10 is for cold water only. Use PN20 or our fibreglass composite pipe for hot water lines.',
        ),
        qa(
          'Which pressure class do I need for a high-rise riser?',
          'Size by the highest working pressure at the bottom of the riser, including pump head. PN16 usually suits risers that PN10 cannot; our engineers can check your design.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب PPR بتصنيف PN10 وPN16 للمياه الباردة',
      description:
        'أنبوب PP-R أبيض لشبكات المياه الباردة، بتصنيفي ضغط PN10 (SDR 11) وPN16 (SDR 7.4) وبأقطار من 20 مم حتى 160 مم. يمنح الجدار الأرق قطرًا داخليًا أكبر وتدفقًا أعلى من أنبوب المياه الساخنة المماثل في المقاس، وبتكلفة أقل للمتر. ويُوصل بقطع التوصيل نفسها الملحومة حراريًا المستخدمة مع أنابيب (مواسير) PN20.',
      features: [
        'قطر داخلي أكبر للقطر الخارجي نفسه',
        'يناسب تصنيف PN16 أيضًا المياه الدافئة حتى 60 °م عند ضغط مخفض',
        'خط أزرق يميز أنابيب المياه الباردة في الموقع',
        'متوافق تمامًا مع قطع توصيل PPR وأدوات اللحام الحراري لدينا',
      ],
      applications: [
        'الخطوط الرئيسية والصاعدة للمياه الباردة في المباني',
        'خطوط حصاد مياه الأمطار والري',
        'توصيلات المياه المبردة لوحدات ملفات التبريد',
      ],
      certifications: ['مصنَّع وفق المواصفتين DIN 8077 وDIN 8078', 'مطابق للمواصفة ISO \u206615874-2\u2069'],
      specifications: specs({
        الأبعاد: [
          ['القطر الخارجي', 'من 20 مم حتى 160 مم'],
          ['سماكة الجدار لتصنيف PN10', 'من 1.9 مم (قطر 20 مم) حتى 14.6 مم (قطر 160 مم)'],
          ['الطول القياسي', '4 أمتار'],
        ],
        الأداء: [
          ['تصنيفات الضغط', 'PN10 (SDR 11) وPN16 (SDR 7.4)'],
          ['التشغيل بالمياه الباردة', 'حتى 20 °م عند الضغط الاسمي'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن استخدام أنبوب PN10 للمياه الساخنة؟',
          'لا. فتصنيف PN10 مخصص للمياه الباردة فقط. استخدم أنبوب PN20 أو أنبوبنا المركب المقوى بالألياف الزجاجية لخطوط المياه الساخنة.',
        ),
        qa(
          'ما تصنيف الضغط الذي أحتاجه لخط صاعد في مبنى شاهق؟',
          'اختر التصنيف وفق أعلى ضغط تشغيل عند أسفل الخط الصاعد، بما في ذلك الضغط الذي تولده المضخة. وعادةً يناسب تصنيف PN16 الخطوط الصاعدة التي لا يفي بها تصنيف PN10، ويمكن لمهندسينا مراجعة تصميمك.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.pprWhite,
      rows: [4, 3, 2, 1],
      radius: 28,
      length: 430,
      wall: 4,
      stripe: coldStripe,
      backdrop: 'blue',
    }),
  },
  {
    product: {
      name: 'PPR Fibreglass Composite Pipe PN20',
      category: 'ppr-pipes',
      description:
        'Three-layer PP-R pipe whose middle layer is reinforced with glass fibre, for hot water lines where thermal expansion must be kept small. It expands about 75% less than plain PP-R pipe, so long risers and exposed runs need fewer expansion loops and stay straight between supports. Available PN20 from 20 mm to 160 mm and joined by ordinary socket fusion, with no peeling.',
      features: [
        'Linear expansion about 0.035 mm/m·K, a quarter of plain PP-R',
        'Greater stiffness allows wider support spacing',
        'No peeling or stripping before fusion',
        'Same fittings and fusion tools as standard PPR pipe',
      ],
      applications: [
        'Hot water risers in high-rise buildings',
        'Exposed hot water runs in plant rooms',
        'Solar water heating circuits',
        'Heating and hot process water lines',
      ],
      certifications: ['Manufactured to DIN 8077 and DIN 8078', 'Conforms to ISO 15874-2'],
      specifications: specs({
        Dimensions: [
          ['Outside diameter', '20 mm to 160 mm'],
          ['Standard length', '4 m'],
          ['Construction', 'PP-R / glass fibre reinforced PP-R / PP-R'],
        ],
        Performance: [
          ['Nominal pressure', 'PN20'],
          ['Continuous service', '70 °C, 50-year design life'],
          ['Linear expansion', 'About 0.035 mm/m·K'],
        ],
      }),
      faqs: [
        qa(
          'Do I need to strip the outer layer before welding?',
          'No. Unlike aluminium composite pipes, the fibreglass pipe is fused exactly like plain PP-R pipe.',
        ),
        qa(
          'How far apart can I space the clips?',
          'For a 32 mm pipe carrying hot water, about 1.2 m horizontally, compared with about 0.9 m for plain PP-R. Ask for our support spacing table for other sizes.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب PPR مركب مقوى بالألياف الزجاجية بتصنيف PN20',
      description:
        'أنبوب PP-R ثلاثي الطبقات طبقته الوسطى مقواة بالألياف الزجاجية، مخصص لخطوط المياه الساخنة التي يلزم فيها الحد من التمدد الحراري. يتمدد بنسبة تقل بنحو 75% عن أنابيب (مواسير) PP-R العادية، فتحتاج الخطوط الصاعدة الطويلة والتمديدات المكشوفة إلى عدد أقل من حلقات التمدد وتبقى مستقيمة بين نقاط التثبيت. يتوفر بتصنيف PN20 بأقطار من 20 مم حتى 160 مم، ويُلحم حراريًا بالطريقة المعتادة دون الحاجة إلى تقشير.',
      features: [
        'تمدد طولي يقارب 0.035 مم/م لكل درجة، أي ربع تمدد أنبوب PP-R العادي',
        'صلابة أعلى تسمح بزيادة المسافات بين الدعامات',
        'لا يحتاج إلى تقشير أو كشط قبل اللحام',
        'يستخدم قطع التوصيل وأدوات اللحام نفسها المستخدمة مع أنابيب PPR القياسية',
      ],
      applications: [
        'خطوط المياه الساخنة الصاعدة في المباني الشاهقة',
        'تمديدات المياه الساخنة المكشوفة في غرف المعدات',
        'دوائر تسخين المياه بالطاقة الشمسية',
        'خطوط التدفئة ومياه العمليات الساخنة',
      ],
      certifications: ['مصنَّع وفق المواصفتين DIN 8077 وDIN 8078', 'مطابق للمواصفة ISO \u206615874-2\u2069'],
      specifications: specs({
        الأبعاد: [
          ['القطر الخارجي', 'من 20 مم حتى 160 مم'],
          ['الطول القياسي', '4 أمتار'],
          ['البنية', 'طبقة PP-R خارجية، وطبقة وسطى من PP-R مقوى بالألياف الزجاجية، وطبقة PP-R داخلية'],
        ],
        الأداء: [
          ['الضغط الاسمي', 'تصنيف PN20'],
          ['التشغيل المستمر', '70 °م على مدى عمر تصميمي يبلغ 50 عامًا'],
          ['التمدد الطولي', 'نحو 0.035 مم/م لكل درجة'],
        ],
      }),
      faqs: [
        qa(
          'هل يلزم تقشير الطبقة الخارجية قبل اللحام؟',
          'لا. فعلى خلاف الأنابيب المركبة المقواة بالألمنيوم، يُلحم أنبوب الألياف الزجاجية حراريًا تمامًا كأنبوب PP-R العادي.',
        ),
        qa(
          'ما المسافة المسموحة بين المشابك؟',
          'لأنبوب بقطر 32 مم ينقل مياهًا ساخنة، نحو 1.2 متر في التمديد الأفقي، مقارنة بنحو 0.9 متر لأنبوب PP-R العادي. اطلب جدول مسافات الدعامات لدينا لباقي المقاسات.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.pprGreen,
      rows: [3, 2],
      radius: 46,
      length: 400,
      wall: 12,
      stripe: hotStripe,
      layer: '#ffffff',
      backdrop: 'green',
      fitting: 'tee',
    }),
  },
  {
    product: {
      name: 'PPR Socket-Fusion Fittings',
      category: 'ppr-pipes',
      description:
        'A complete range of PP-R socket-fusion fittings rated PN25, from 20 mm to 110 mm: 90° and 45° elbows, equal and reducing tees, couplers, reducers, end caps, stop valves and threaded adaptors with brass inserts. Each fitting fuses to the pipe into a single homogeneous piece. Their socket depths follow the pipe standards so joints are consistent from one installer to the next.',
      features: [
        'PN25 rating, above the pipes they connect',
        'Nickel-plated brass inserts on threaded adaptors',
        'Socket depths to DIN 16962 for repeatable joints',
        'Green and white colours to match our pipe ranges',
      ],
      applications: [
        'Hot and cold water installations with PPR pipe',
        'Connections to mixers, valves and water heaters',
        'Manifolds in plant rooms',
      ],
      certifications: ['Conforms to ISO 15874-3', 'Dimensions to DIN 16962'],
      specifications: specs({
        Range: [
          ['Sizes', '20 mm to 110 mm'],
          ['Types', 'Elbows, tees, couplers, reducers, end caps, valves, threaded adaptors'],
        ],
        Performance: [
          ['Nominal pressure', 'PN25'],
          ['Jointing', 'Socket fusion at 260 °C'],
          ['Threads', 'BSP, 1/2 in to 2 in'],
        ],
      }),
      faqs: [
        qa(
          'Can I join PPR fittings to CPVC or UPVC pipe?',
          'Not by fusion. Use a threaded adaptor on the PPR side and a matching threaded adaptor on the other system.',
        ),
        qa(
          'Are your valves fused or threaded?',
          'Our stop valves have fusion sockets on both ends and a brass valve body, so they are installed like any other fitting.',
        ),
      ],
    },
    arabic: {
      name: 'قطع توصيل PPR باللحام الحراري',
      description:
        'تشكيلة متكاملة من قطع توصيل PP-R الملحومة حراريًا بتصنيف ضغط PN25، بأقطار من 20 مم حتى 110 مم، تشمل أكواعًا بزاوية 90° و45°، ومشتركات متساوية ومسلوبة، وجلبًا، ومسلوبات، وأغطية نهايات، ومحابس، ووصلات مسننة بحشوات من النحاس الأصفر. تلتحم كل قطعة بالأنبوب فتصبح قطعة واحدة متجانسة. وتتبع أعماق المقابس مواصفات الأنابيب، فتأتي الوصلات متماثلة مهما اختلف الفني المنفذ.',
      features: [
        'تصنيف ضغط PN25 يفوق تصنيف الأنابيب الموصولة بها',
        'حشوات من النحاس الأصفر المطلي بالنيكل في الوصلات المسننة',
        'أعماق مقابس وفق المواصفة DIN 16962 لوصلات متماثلة',
        'باللونين الأخضر والأبيض لتطابق أنابيبنا',
      ],
      applications: [
        'تمديدات المياه الساخنة والباردة بأنابيب PPR',
        'التوصيل بالخلاطات والمحابس والسخانات',
        'الموزعات في غرف المعدات',
      ],
      certifications: ['مطابقة للمواصفة ISO \u206615874-3\u2069', 'أبعاد وفق المواصفة DIN 16962'],
      specifications: specs({
        التشكيلة: [
          ['المقاسات', 'من 20 مم حتى 110 مم'],
          ['الأنواع', 'أكواع ومشتركات وجلب ومسلوبات وأغطية نهايات ومحابس ووصلات مسننة'],
        ],
        الأداء: [
          ['الضغط الاسمي', 'تصنيف PN25'],
          ['طريقة التوصيل', 'لحام حراري بالتداخل عند 260 °م'],
          ['الأسنان', 'أسنان أنابيب بريطانية قياسية من \u20661/2\u2069 بوصة حتى بوصتين'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن توصيل قطع PPR بأنابيب CPVC أو UPVC؟',
          'ليس باللحام الحراري. استخدم وصلة مسننة من جهة PPR ووصلة مسننة مقابلة من جهة المنظومة الأخرى.',
        ),
        qa(
          'هل محابسكم ملحومة حراريًا أم مسننة؟',
          'محابس الإغلاق لدينا مزودة بمقابس لحام حراري في الطرفين وجسم محبس من النحاس الأصفر، فتُركب كأي قطعة توصيل أخرى.',
        ),
      ],
    },
    artwork: fittingsArt({
      palette: palettes.pprGreen,
      kinds: ['tee', 'elbow', 'coupler'],
      backdrop: 'green',
    }),
  },
];

// ---------------------------------------------------------------------------------------------
// Plumbing: CPVC

const cpvc: SeedProduct[] = [
  {
    product: {
      name: 'CPVC Hot and Cold Water Pipe (CTS, SDR 11)',
      category: 'cpvc-pipes',
      description:
        'Chlorinated PVC pipe in copper tube sizes from 1/2 in to 2 in, SDR 11, for hot and cold water distribution. Every size carries the same rating: 27.6 bar at 23 °C and 6.9 bar at 82 °C. It is joined with CPVC solvent cement in minutes, without flames or heavy tools.',
      features: [
        'Rated 6.9 bar (100 psi) at 82 °C in every size',
        'Solvent-cement jointing, no open flame on site',
        'Does not corrode, pit or scale in hard or soft water',
        'Lower heat loss and less condensation than copper',
        'Quieter than metal pipe under water hammer',
      ],
      applications: [
        'Hot and cold water supply in villas and apartments',
        'Hotels, hospitals and schools',
        'Water heater and solar heater connections',
      ],
      certifications: ['Manufactured to ASTM D2846', 'Compound cell class 24448 to ASTM D1784'],
      specifications: specs({
        Dimensions: [
          ['Sizes', '1/2 in to 2 in copper tube size'],
          ['Dimension ratio', 'SDR 11'],
          ['Standard lengths', '3 m and 6 m'],
        ],
        Performance: [
          ['Pressure rating at 23 °C', '27.6 bar (400 psi)'],
          ['Pressure rating at 82 °C', '6.9 bar (100 psi)'],
          ['Linear expansion', '0.061 mm/m·K'],
        ],
        Material: [
          ['Compound', 'CPVC, cell class 24448'],
          ['Colour', 'Cream'],
        ],
      }),
      faqs: [
        qa(
          'Can CPVC pipe be exposed to sunlight?',
          'Prolonged sunlight degrades the surface. Outdoors, paint the pipe with a water-based latex paint or run it in a sleeve.',
        ),
        qa(
          'Can I connect CPVC directly to a water heater?',
          'Use a metal connector of at least 150 mm between the heater outlet and the CPVC pipe, as most heater makers and codes require.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب CPVC للمياه الساخنة والباردة (بمقاسات أنابيب النحاس، SDR 11)',
      description:
        'أنبوب (ماسورة) من البولي فينيل كلوريد المكلور بمقاسات أنابيب النحاس من \u20661/2\u2069 بوصة حتى بوصتين، بنسبة أبعاد قياسية (SDR) تبلغ 11، لتوزيع المياه الساخنة والباردة. تحمل جميع المقاسات التصنيف نفسه: 27.6 بار عند 23 درجة مئوية و6.9 بار عند 82 درجة مئوية. ويُوصل بغراء CPVC خلال دقائق، دون لهب أو معدات ثقيلة.',
      features: [
        'مصنف لضغط 6.9 بار عند 82 °م في جميع المقاسات',
        'توصيل بالغراء دون لهب مكشوف في الموقع',
        'لا يتآكل ولا تتكون عليه ترسبات سواء كان الماء عسرًا أو يسرًا',
        'فقد حراري وتكثف أقل من أنابيب النحاس',
        'أهدأ من الأنابيب المعدنية عند حدوث المطرقة المائية',
      ],
      applications: [
        'تمديدات المياه الساخنة والباردة في الفلل والشقق',
        'الفنادق والمستشفيات والمدارس',
        'توصيلات السخانات والسخانات الشمسية',
      ],
      certifications: ['مصنَّع وفق المواصفة ASTM D2846', 'خامة بفئة الخلية 24448 وفق المواصفة ASTM D1784'],
      specifications: specs({
        الأبعاد: [
          ['المقاسات', 'من \u20661/2\u2069 بوصة حتى بوصتين بمقاسات أنابيب النحاس'],
          ['نسبة الأبعاد القياسية', 'SDR 11 (القطر الخارجي يساوي سماكة الجدار مضروبة في 11)'],
          ['الأطوال القياسية', '3 أمتار و6 أمتار'],
        ],
        الأداء: [
          ['تصنيف الضغط عند 23 °م', '27.6 بار (400 رطل لكل بوصة مربعة)'],
          ['تصنيف الضغط عند 82 °م', '6.9 بار (100 رطل لكل بوصة مربعة)'],
          ['التمدد الطولي', '0.061 مم/م لكل درجة'],
        ],
        المادة: [
          ['الخامة', 'CPVC بفئة الخلية 24448'],
          ['اللون', 'كريمي'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن تعريض أنابيب CPVC لأشعة الشمس؟',
          'يؤدي التعرض الطويل لأشعة الشمس إلى تدهور سطح الأنبوب. وفي الأماكن المكشوفة اطلِ الأنبوب بطلاء لاتكس مائي الأساس أو مدده داخل غلاف واقٍ.',
        ),
        qa(
          'هل يمكن توصيل أنبوب CPVC بالسخان مباشرة؟',
          'استخدم وصلة معدنية لا يقل طولها عن 150 مم بين مخرج السخان وأنبوب CPVC، كما تشترط معظم الشركات المصنعة للسخانات ومعظم الكودات.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.cpvc,
      rows: [3, 2, 1],
      radius: 36,
      length: 440,
      wall: 6,
      backdrop: 'sand',
      fitting: 'tee',
    }),
  },
  {
    product: {
      name: 'CPVC Schedule 80 Industrial Pipe',
      category: 'cpvc-pipes',
      description:
        'Heavy-wall Schedule 80 CPVC pipe from 1/2 in to 8 in for corrosive and hot process fluids up to 93 °C. Its chemical resistance to most acids, alkalis and salt solutions makes it a long-life alternative to lined steel. Supplied in plain-end lengths for solvent cementing, or threaded in the smaller sizes.',
      features: [
        'Service temperature up to 93 °C with pressure derating',
        'Resists a wide range of acids, alkalis and chlorinated water',
        'Heavy wall allows threading up to 2 in',
        'Low flame spread and smoke generation',
      ],
      applications: [
        'Chemical processing and plating lines',
        'Hot process water and condensate lines',
        'Water and wastewater treatment plants',
        'Cooling tower and chiller piping',
      ],
      certifications: ['Manufactured to ASTM F441', 'Compound cell class 23447 to ASTM D1784'],
      specifications: specs({
        Dimensions: [
          ['Sizes', '1/2 in to 8 in'],
          ['Wall', 'Schedule 80'],
          ['Standard length', '6 m'],
        ],
        Performance: [
          ['Pressure rating at 23 °C', '58.6 bar (1/2 in) to 17.2 bar (8 in)'],
          ['Derating factor at 82 °C', '0.25'],
          ['Maximum service temperature', '93 °C'],
        ],
      }),
      faqs: [
        qa(
          'Is CPVC resistant to every chemical?',
          'No. It is not suitable for some solvents, esters and ketones. Send us the fluid, concentration and temperature and we will confirm suitability.',
        ),
        qa(
          'What pressure does a 2 in pipe hold at 82 °C?',
          'A 2 in Schedule 80 pipe is rated 27.6 bar at 23 °C; with the 0.25 derating factor it is rated about 6.9 bar at 82 °C.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب CPVC صناعي من فئة SCH 80',
      description:
        'أنبوب CPVC سميك الجدار من فئة SCH 80 بأقطار من \u20661/2\u2069 بوصة حتى 8 بوصات، لنقل السوائل الأكالة ومياه العمليات الساخنة حتى 93 درجة مئوية. تجعله مقاومته الكيميائية لمعظم الأحماض والقلويات والمحاليل الملحية بديلًا طويل العمر للأنابيب (المواسير) الفولاذية المبطنة. يتوفر بأطوال ذات أطراف مستوية للصق بالغراء، أو مسنّنًا في المقاسات الصغيرة.',
      features: [
        'درجة حرارة تشغيل حتى 93 °م مع خفض الضغط المسموح',
        'يقاوم طيفًا واسعًا من الأحماض والقلويات والمياه المعالجة بالكلور',
        'جدار سميك يسمح بعمل الأسنان حتى مقاس بوصتين',
        'انتشار منخفض للهب وتوليد محدود للدخان',
      ],
      applications: [
        'خطوط المعالجة الكيميائية والطلاء الكهربائي',
        'خطوط مياه العمليات الساخنة والمتكثفات',
        'محطات معالجة المياه ومياه الصرف',
        'تمديدات أبراج التبريد والمبردات',
      ],
      certifications: ['مصنَّع وفق المواصفة ASTM F441', 'خامة بفئة الخلية 23447 وفق المواصفة ASTM D1784'],
      specifications: specs({
        الأبعاد: [
          ['المقاسات', 'من \u20661/2\u2069 بوصة حتى 8 بوصات'],
          ['الجدار', 'فئة SCH 80'],
          ['الطول القياسي', '6 أمتار'],
        ],
        الأداء: [
          ['تصنيف الضغط عند 23 °م', 'من 58.6 بار (\u20661/2\u2069 بوصة) حتى 17.2 بار (8 بوصات)'],
          ['معامل خفض الضغط عند 82 °م', '0.25 من تصنيف الضغط عند 23 °م'],
          ['أقصى درجة حرارة تشغيل', '93 °م'],
        ],
      }),
      faqs: [
        qa(
          'هل تقاوم أنابيب CPVC جميع المواد الكيميائية؟',
          'لا. فهي غير مناسبة لبعض المذيبات والإسترات والكيتونات. أرسل إلينا نوع السائل وتركيزه ودرجة حرارته لنؤكد لك مدى ملاءمتها.',
        ),
        qa(
          'ما الضغط الذي يتحمله أنبوب بمقاس بوصتين عند 82 °م؟',
          'يُصنف أنبوب SCH 80 بمقاس بوصتين لضغط 27.6 بار عند 23 °م، وبتطبيق معامل خفض الضغط 0.25 يصبح تصنيفه نحو 6.9 بار عند 82 °م.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.cpvcIndustrial,
      rows: [2, 1],
      radius: 64,
      length: 380,
      wall: 10,
      backdrop: 'sand',
      fitting: 'elbow',
    }),
  },
  {
    product: {
      name: 'CPVC Fittings (CTS)',
      category: 'cpvc-pipes',
      description:
        'Socket fittings for CPVC hot and cold water pipe in copper tube sizes from 1/2 in to 2 in: 90° and 45° elbows, tees, couplings, caps, unions, ball valves and male and female adaptors with brass threads. They carry the same 6.9 bar at 82 °C rating as the pipe. Deep sockets give a long cemented surface and a strong joint.',
      features: [
        'Same rating as the pipe: 6.9 bar at 82 °C',
        'Brass-threaded adaptors for taps, mixers and heaters',
        'Transition fittings to copper and steel',
        'Cream colour matches our CPVC pipe',
      ],
      applications: [
        'Hot and cold water installations with CPVC pipe',
        'Connections to sanitary fixtures and water heaters',
        'Repairs and extensions of existing CPVC systems',
      ],
      certifications: ['Manufactured to ASTM D2846'],
      specifications: specs({
        Range: [
          ['Sizes', '1/2 in to 2 in copper tube size'],
          ['Types', 'Elbows, tees, couplings, caps, unions, ball valves, adaptors'],
        ],
        Performance: [
          ['Pressure rating', '6.9 bar (100 psi) at 82 °C'],
          ['Jointing', 'CPVC solvent cement to ASTM F493'],
        ],
      }),
      faqs: [
        qa(
          'Should I use PTFE tape on the brass threads?',
          'Yes, on the metal threads use PTFE tape or a thread sealant approved for the purpose. Do not overtighten.',
        ),
        qa(
          'Can I use these fittings with Schedule 80 pipe?',
          'No. Copper tube size and Schedule 80 pipes have different outside diameters. Use Schedule 80 fittings with Schedule 80 pipe.',
        ),
      ],
    },
    arabic: {
      name: 'قطع توصيل CPVC (بمقاسات أنابيب النحاس)',
      description:
        'قطع توصيل بمقابس لأنابيب CPVC الخاصة بالمياه الساخنة والباردة بمقاسات أنابيب النحاس من \u20661/2\u2069 بوصة حتى بوصتين، تشمل أكواعًا بزاوية 90° و45°، ومشتركات، وجلبًا، وأغطية، ووصلات اتحاد، ومحابس كروية، ووصلات ذكر وأنثى بأسنان من النحاس الأصفر. وتحمل تصنيف الضغط نفسه الخاص بالأنبوب: 6.9 بار عند 82 درجة مئوية. وتمنح المقابس العميقة مساحة لصق أطول ووصلة أقوى.',
      features: [
        'تصنيف الأنبوب نفسه: 6.9 بار عند 82 °م',
        'وصلات بأسنان من النحاس الأصفر لتوصيل الصنابير والخلاطات والسخانات',
        'قطع انتقالية للتوصيل بأنابيب النحاس والفولاذ',
        'لون كريمي يطابق أنابيب CPVC لدينا',
      ],
      applications: [
        'تمديدات المياه الساخنة والباردة بأنابيب CPVC',
        'التوصيل بالأدوات الصحية والسخانات',
        'إصلاح أنظمة CPVC القائمة وتوسعتها',
      ],
      certifications: ['مصنَّعة وفق المواصفة ASTM D2846'],
      specifications: specs({
        التشكيلة: [
          ['المقاسات', 'من \u20661/2\u2069 بوصة حتى بوصتين بمقاسات أنابيب النحاس'],
          ['الأنواع', 'أكواع ومشتركات وجلب وأغطية ووصلات اتحاد ومحابس كروية ووصلات ذكر وأنثى'],
        ],
        الأداء: [
          ['تصنيف الضغط', '6.9 بار (100 رطل لكل بوصة مربعة) عند 82 °م'],
          ['طريقة التوصيل', 'غراء لأنابيب CPVC مطابق للمواصفة ASTM F493'],
        ],
      }),
      faqs: [
        qa(
          'هل أستخدم شريط التفلون على أسنان النحاس الأصفر؟',
          'نعم، استخدم على الأسنان المعدنية شريط التفلون أو مادة إحكام للأسنان معتمدة لهذا الغرض، ولا تفرط في الشد.',
        ),
        qa(
          'هل يمكن استخدام هذه القطع مع أنابيب فئة SCH 80؟',
          'لا. فالقطر الخارجي لأنابيب مقاسات النحاس يختلف عن القطر الخارجي لأنابيب فئة SCH 80. استخدم قطع توصيل فئة SCH 80 مع أنابيب فئة SCH 80.',
        ),
      ],
    },
    artwork: fittingsArt({ palette: palettes.cpvc, kinds: ['elbow', 'tee', 'coupler'], backdrop: 'sand' }),
  },
];

// ---------------------------------------------------------------------------------------------
// Plumbing: UPVC

const upvc: SeedProduct[] = [
  {
    product: {
      name: 'UPVC Pressure Pipe for Water Supply (ISO 1452)',
      category: 'upvc-pipes',
      description:
        'Grey UPVC pressure pipe for potable water and irrigation, from 20 mm to 315 mm in classes PN10 and PN16. Sizes up to 63 mm have solvent-cement sockets; larger sizes have rubber-ring sockets that allow for thermal movement and quick laying in trenches. Rated at 20 °C and usable up to 45 °C with pressure derating.',
      features: [
        'PN10 and PN16 classes for networks and pumped mains',
        'Rubber-ring sockets from 75 mm for fast trench laying',
        'Light weight: a 6 m length of 110 mm PN10 weighs about 12 kg',
        'Smooth bore with low friction losses',
        'Unaffected by corrosive soils',
      ],
      applications: [
        'Potable water distribution networks',
        'House connections and building supply',
        'Agricultural irrigation mains',
        'Pumped mains and rising mains',
      ],
      certifications: ['Manufactured to ISO 1452-2', 'Rubber seals to EN 681-1'],
      specifications: specs({
        Dimensions: [
          ['Outside diameter', '20 mm to 315 mm'],
          ['Standard length', '6 m including socket'],
          ['Joint type', 'Solvent socket up to 63 mm; rubber-ring socket from 75 mm'],
        ],
        Performance: [
          ['Pressure classes', 'PN10, PN16 at 20 °C'],
          ['Maximum service temperature', '45 °C with derating'],
          ['Minimum required strength', 'MRS 25 MPa'],
        ],
      }),
      faqs: [
        qa(
          'What bedding does the pipe need?',
          'Lay the pipe on 100 mm to 150 mm of sand or fine granular material free of stones, and surround it with the same material to 300 mm above the crown before backfilling.',
        ),
        qa(
          'Do you supply the matching fittings?',
          'Yes: solvent and rubber-ring bends, tees, reducers and adaptors in the same pressure classes.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب UPVC للضغط لإمداد المياه (ISO 1452)',
      description:
        'أنبوب (ماسورة) UPVC رمادي للضغط لمياه الشرب والري، بأقطار من 20 مم حتى 315 مم وبتصنيفي ضغط PN10 وPN16. تأتي المقاسات حتى 63 مم بمقابس للصق بالغراء، أما المقاسات الأكبر فمزودة بمقابس بحلقات مطاطية تستوعب الحركة الحرارية وتسرّع التمديد في الخنادق. مصنف عند 20 درجة مئوية ويمكن استخدامه حتى 45 درجة مئوية مع خفض الضغط المسموح.',
      features: [
        'تصنيفا ضغط PN10 وPN16 للشبكات وخطوط الضخ',
        'مقابس بحلقات مطاطية ابتداءً من قطر 75 مم لتمديد سريع في الخنادق',
        'خفة الوزن: يزن الطول البالغ 6 أمتار من قطر 110 مم بتصنيف PN10 نحو 12 كجم',
        'سطح داخلي أملس بفواقد احتكاك منخفضة',
        'لا يتأثر بالتربة الأكالة',
      ],
      applications: [
        'شبكات توزيع مياه الشرب',
        'التوصيلات المنزلية وتغذية المباني',
        'الخطوط الرئيسية للري الزراعي',
        'خطوط الضخ والخطوط الصاعدة',
      ],
      certifications: [
        'مصنَّع وفق المواصفة ISO \u20661452-2\u2069',
        'حلقات إحكام مطاطية وفق المواصفة EN \u2066681-1\u2069',
      ],
      specifications: specs({
        الأبعاد: [
          ['القطر الخارجي', 'من 20 مم حتى 315 مم'],
          ['الطول القياسي', '6 أمتار شاملًا المقبس'],
          ['نوع الوصلة', 'مقبس للصق بالغراء حتى قطر 63 مم، ومقبس بحلقة مطاطية ابتداءً من قطر 75 مم'],
        ],
        الأداء: [
          ['تصنيفات الضغط', 'PN10 وPN16 عند 20 °م'],
          ['أقصى درجة حرارة تشغيل', '45 °م مع خفض الضغط المسموح'],
          ['الحد الأدنى للمتانة المطلوبة', '25 ميجا باسكال'],
        ],
      }),
      faqs: [
        qa(
          'ما الفرشة التي يحتاجها الأنبوب؟',
          'مدد الأنبوب على فرشة بسماكة من 100 مم حتى 150 مم من الرمل أو المواد الحبيبية الناعمة الخالية من الحجارة، وأحطه بالمادة نفسها حتى ارتفاع 300 مم فوق أعلى الأنبوب قبل الردم.',
        ),
        qa(
          'هل توردون قطع التوصيل المطابقة؟',
          'نعم: أكواع ومشتركات ومسلوبات ووصلات انتقالية بمقابس للصق أو بحلقات مطاطية، وبتصنيفات الضغط نفسها.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.upvcGrey,
      rows: [3, 2, 1],
      radius: 46,
      length: 420,
      wall: 6,
      backdrop: 'blue',
      fitting: 'elbow',
    }),
  },
  {
    product: {
      name: 'UPVC Schedule 40 and Schedule 80 Pipe (ASTM D1785)',
      category: 'upvc-pipes',
      description:
        'UPVC pipe in Schedule 40 (white) and Schedule 80 (grey) from 1/2 in to 12 in, made to the inch dimensions used across the Gulf for building services and industry. Plain ends are joined with solvent cement; Schedule 80 can also be threaded. Rated for water at 23 °C and usable up to 60 °C with derating.',
      features: [
        'Schedule 40 and Schedule 80 wall thicknesses',
        'Pressure ratings from 41.4 bar (1/2 in, SCH 40) to 9 bar (12 in, SCH 40)',
        'Schedule 80 suitable for threading',
        'Compatible with the full range of ASTM socket fittings',
      ],
      applications: [
        'Cold water supply in buildings',
        'Swimming pool and fountain circulation',
        'Chemical and water treatment lines',
        'Irrigation and landscape lines',
      ],
      certifications: ['Manufactured to ASTM D1785', 'Compound cell class 12454 to ASTM D1784'],
      specifications: specs({
        Dimensions: [
          ['Sizes', '1/2 in to 12 in'],
          ['Walls', 'Schedule 40, Schedule 80'],
          ['Standard length', '6 m'],
        ],
        Performance: [
          ['Pressure rating, 1/2 in SCH 40', '41.4 bar (600 psi) at 23 °C'],
          ['Pressure rating, 4 in SCH 40', '15.2 bar (220 psi) at 23 °C'],
          ['Maximum service temperature', '60 °C with derating'],
        ],
      }),
      faqs: [
        qa(
          'Can I thread Schedule 40 pipe?',
          'No. Threading removes too much wall. Thread only Schedule 80 pipe, and derate threaded joints to half the pipe rating.',
        ),
        qa(
          'Is this pipe suitable for compressed air?',
          'No. Rigid UPVC must not be used for compressed air or gases; a failure can shatter the pipe.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب UPVC من فئتي SCH 40 وSCH 80 (ASTM D1785)',
      description:
        'أنبوب (ماسورة) UPVC من فئة SCH 40 (أبيض) وفئة SCH 80 (رمادي) بأقطار من \u20661/2\u2069 بوصة حتى 12 بوصة، مصنوع بالمقاسات البوصية المعتمدة في دول الخليج لخدمات المباني والصناعة. تُوصل الأطراف المستوية بالغراء، ويمكن عمل أسنان لأنابيب فئة SCH 80. مصنف لنقل الماء عند 23 درجة مئوية ويمكن استخدامه حتى 60 درجة مئوية مع خفض الضغط المسموح.',
      features: [
        'سماكات جدار من فئتي SCH 40 وSCH 80',
        'تصنيفات ضغط من 41.4 بار (\u20661/2\u2069 بوصة، SCH 40) حتى 9 بار (12 بوصة، SCH 40)',
        'أنابيب فئة SCH 80 قابلة لعمل الأسنان',
        'متوافق مع التشكيلة الكاملة من قطع التوصيل بالمقابس وفق مواصفات ASTM',
      ],
      applications: [
        'إمداد المياه الباردة في المباني',
        'دوائر تدوير مياه المسابح والنوافير',
        'خطوط المواد الكيميائية ومعالجة المياه',
        'خطوط الري وتنسيق الحدائق',
      ],
      certifications: ['مصنَّع وفق المواصفة ASTM D1785', 'خامة بفئة الخلية 12454 وفق المواصفة ASTM D1784'],
      specifications: specs({
        الأبعاد: [
          ['المقاسات', 'من \u20661/2\u2069 بوصة حتى 12 بوصة'],
          ['فئات الجدار', 'فئة SCH 40 وفئة SCH 80'],
          ['الطول القياسي', '6 أمتار'],
        ],
        الأداء: [
          [
            'تصنيف الضغط لمقاس \u20661/2\u2069 بوصة من فئة SCH 40',
            '41.4 بار (600 رطل لكل بوصة مربعة) عند 23 °م',
          ],
          ['تصنيف الضغط لمقاس 4 بوصات من فئة SCH 40', '15.2 بار (220 رطل لكل بوصة مربعة) عند 23 °م'],
          ['أقصى درجة حرارة تشغيل', '60 °م مع خفض الضغط المسموح'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن عمل أسنان لأنابيب فئة SCH 40؟',
          'لا. فعمل الأسنان يزيل جزءًا كبيرًا من الجدار. اقتصر في عمل الأسنان على أنابيب فئة SCH 80، واعتمد للوصلات المسننة نصف تصنيف ضغط الأنبوب.',
        ),
        qa(
          'هل يناسب هذا الأنبوب خطوط الهواء المضغوط؟',
          'لا. يجب عدم استخدام أنابيب UPVC الصلبة للهواء المضغوط أو الغازات، إذ قد يتحطم الأنبوب إلى شظايا عند انهياره.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.upvcWhite,
      rows: [3, 2, 1],
      radius: 36,
      length: 440,
      wall: 5,
      backdrop: 'grey',
      fitting: 'tee',
    }),
  },
  {
    product: {
      name: 'UPVC Drainage Pipe (Soil, Waste and Vent)',
      category: 'upvc-pipes',
      description:
        'White UPVC pipe for above-ground and in-building drainage from 1-1/2 in to 6 in, for soil, waste and vent stacks. It is light, easy to cut and quick to join with solvent cement, and its smooth bore keeps drains self-cleansing. Suitable for continuous discharge up to 60 °C.',
      features: [
        'Solvent-cement joints with a full range of drainage fittings',
        'Smooth bore keeps drains self-cleansing',
        'Light weight and easy to cut on site',
        'Does not rust or corrode with household waste water',
      ],
      applications: [
        'Soil and waste stacks in residential buildings',
        'Vent pipes and roof drainage',
        'Kitchen and laundry waste lines',
      ],
      certifications: ['Manufactured to ASTM D2665'],
      specifications: specs({
        Dimensions: [
          ['Sizes', '1-1/2 in to 6 in'],
          ['Standard lengths', '3 m and 6 m'],
        ],
        Performance: [
          ['Use', 'Non-pressure drainage'],
          ['Continuous discharge temperature', 'Up to 60 °C'],
        ],
      }),
      faqs: [
        qa(
          'Can this pipe be used underground?',
          'It can be used below a building where the code allows; for buried sewers outside the building use our orange sewer pipe.',
        ),
        qa(
          'What fall should drain lines have?',
          'A fall of at least 1 in 100 (1%) for pipes of 100 mm and above, and 1 in 50 for smaller pipes, unless your local code says otherwise.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب UPVC للصرف (صرف المراحيض والمغاسل والتهوية)',
      description:
        'أنبوب (ماسورة) UPVC أبيض لأعمال الصرف فوق الأرض وداخل المباني بأقطار من \u20661-1/2\u2069 بوصة حتى 6 بوصات، لخطوط صرف المراحيض والمغاسل والتهوية الرأسية. خفيف الوزن وسهل القص وسريع التوصيل بالغراء، ويحافظ سطحه الداخلي الأملس على خطوط صرف ذاتية التنظيف. يناسب التصريف المستمر حتى 60 درجة مئوية.',
      features: [
        'وصلات بالغراء مع تشكيلة كاملة من قطع توصيل الصرف',
        'سطح داخلي أملس يحافظ على التنظيف الذاتي لخطوط الصرف',
        'خفة الوزن وسهولة القص في الموقع',
        'لا يصدأ ولا يتآكل بمياه الصرف المنزلية',
      ],
      applications: [
        'خطوط صرف المراحيض والمغاسل الرأسية في المباني السكنية',
        'أنابيب التهوية وتصريف مياه الأسطح',
        'خطوط صرف المطابخ وغرف الغسيل',
      ],
      certifications: ['مصنَّع وفق المواصفة ASTM D2665'],
      specifications: specs({
        الأبعاد: [
          ['المقاسات', 'من \u20661-1/2\u2069 بوصة حتى 6 بوصات'],
          ['الأطوال القياسية', '3 أمتار و6 أمتار'],
        ],
        الأداء: [
          ['الاستخدام', 'الصرف دون ضغط'],
          ['درجة حرارة التصريف المستمر', 'حتى 60 °م'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن استخدام هذا الأنبوب تحت الأرض؟',
          'يمكن استخدامه أسفل المبنى حيث تسمح الكودات بذلك، أما خطوط الصرف المدفونة خارج المبنى فاستخدم لها أنبوب الصرف الصحي البرتقالي لدينا.',
        ),
        qa(
          'ما الميل المطلوب لخطوط الصرف؟',
          'ميل لا يقل عن 1 إلى 100 (1%) للأنابيب بقطر 100 مم فأكثر، و1 إلى 50 للأنابيب الأصغر، ما لم تنص الكودات المحلية على غير ذلك.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.upvcWhite,
      rows: [4, 3],
      radius: 40,
      length: 400,
      wall: 3,
      backdrop: 'blue',
      fitting: 'coupler',
    }),
  },
];

// ---------------------------------------------------------------------------------------------
// Plumbing: orange sewer pipes

const orange: SeedProduct[] = [
  {
    product: {
      name: 'Orange UPVC Sewer Pipe SN4',
      category: 'orange-pipes',
      description:
        'Orange-brown UPVC pipe for buried gravity sewers and storm drains, ring stiffness class SN4, from 110 mm to 400 mm. Each 6 m length has an integral socket with a factory-fitted rubber ring, so joints are watertight and quick to make in the trench. The orange colour identifies sewer lines when other services are excavated later.',
      features: [
        'Ring stiffness of at least 4 kN/m² (SN4)',
        'Integral sockets with factory-fitted rubber rings',
        'Smooth bore for good flow at shallow gradients',
        'Resistant to domestic sewage and aggressive soils',
      ],
      applications: [
        'Residential sewer networks and house connections',
        'Storm water drainage',
        'Buried sewers in areas without heavy traffic',
      ],
      certifications: ['Manufactured to EN 1401-1', 'Rubber rings to EN 681-1'],
      specifications: specs({
        Dimensions: [
          ['Outside diameter', '110 mm to 400 mm'],
          ['Wall thickness', '3.2 mm (110 mm) to 9.8 mm (400 mm)'],
          ['Effective length', '6 m'],
        ],
        Performance: [
          ['Stiffness class', 'SN4 (SDR 41)'],
          ['Colour', 'Orange-brown, RAL 8023'],
        ],
      }),
      faqs: [
        qa(
          'Where do I need SN8 instead of SN4?',
          'Use SN8 under roads and car parks, at cover depths above about 4 m or below 1 m under traffic, and in poor ground.',
        ),
        qa(
          'Which lubricant should I use on the rubber rings?',
          'Use the pipe lubricant we supply or another lubricant approved for rubber seals. Never use oil or grease, which attack the rubber.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب UPVC برتقالي للصرف الصحي بصلابة SN4',
      description:
        'أنبوب (ماسورة) UPVC بلون برتقالي مائل إلى البني لخطوط الصرف الصحي وتصريف مياه الأمطار المدفونة التي تعمل بالانحدار، بفئة صلابة حلقية SN4 وأقطار من 110 مم حتى 400 مم. يحتوي كل طول من 6 أمتار على مقبس مدمج بحلقة مطاطية مركبة في المصنع، فتكون الوصلات محكمة ضد تسرب الماء وسريعة التنفيذ داخل الخندق. ويميز اللون البرتقالي خطوط الصرف عند الحفر لاحقًا لخدمات أخرى.',
      features: [
        'صلابة حلقية لا تقل عن 4 كيلو نيوتن/م² (SN4)',
        'مقابس مدمجة بحلقات مطاطية مركبة في المصنع',
        'سطح داخلي أملس يضمن تدفقًا جيدًا عند الميول المنخفضة',
        'مقاوم لمياه الصرف المنزلية والتربة الأكالة',
      ],
      applications: [
        'شبكات الصرف الصحي السكنية والتوصيلات المنزلية',
        'تصريف مياه الأمطار',
        'خطوط الصرف المدفونة في المناطق الخالية من حركة المرور الثقيلة',
      ],
      certifications: [
        'مصنَّع وفق المواصفة EN \u20661401-1\u2069',
        'حلقات مطاطية وفق المواصفة EN \u2066681-1\u2069',
      ],
      specifications: specs({
        الأبعاد: [
          ['القطر الخارجي', 'من 110 مم حتى 400 مم'],
          ['سماكة الجدار', 'من 3.2 مم (قطر 110 مم) حتى 9.8 مم (قطر 400 مم)'],
          ['الطول الفعال', '6 أمتار'],
        ],
        الأداء: [
          ['فئة الصلابة', 'الفئة SN4 (SDR 41)'],
          ['اللون', 'برتقالي مائل إلى البني، درجة RAL 8023'],
        ],
      }),
      faqs: [
        qa(
          'متى أحتاج إلى فئة SN8 بدلًا من SN4؟',
          'استخدم فئة SN8 تحت الطرق ومواقف السيارات، وعند أعماق ردم تزيد على 4 أمتار تقريبًا أو تقل عن متر واحد في مناطق حركة المرور، وفي التربة الضعيفة.',
        ),
        qa(
          'ما مادة التزليق المناسبة للحلقات المطاطية؟',
          'استخدم مادة تزليق الأنابيب التي نوردها أو أي مادة تزليق أخرى معتمدة لحلقات الإحكام المطاطية. ولا تستخدم الزيوت أو الشحوم أبدًا، فهي تتلف المطاط.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.orange,
      rows: [3, 2],
      radius: 52,
      length: 380,
      wall: 4,
      socketed: true,
      backdrop: 'orange',
    }),
  },
  {
    product: {
      name: 'Orange UPVC Sewer Pipe SN8, Heavy Duty',
      category: 'orange-pipes',
      description:
        'Heavy-duty orange UPVC sewer pipe, ring stiffness class SN8, from 160 mm to 630 mm, for sewers under roads, car parks and deep trenches. Its thicker wall keeps deflection low under traffic loads and deep backfill. Rubber-ring sockets on every 6 m length make watertight joints that tolerate small ground movements.',
      features: [
        'Ring stiffness of at least 8 kN/m² (SN8)',
        'Low deflection under traffic and deep cover',
        'Rubber-ring joints accommodate ground settlement',
        'Long 6 m lengths mean fewer joints per run',
      ],
      applications: [
        'Municipal trunk sewers',
        'Sewers under roads, car parks and industrial yards',
        'Deep gravity sewers',
      ],
      certifications: ['Manufactured to EN 1401-1', 'Rubber rings to EN 681-1'],
      specifications: specs({
        Dimensions: [
          ['Outside diameter', '160 mm to 630 mm'],
          ['Wall thickness', '4.7 mm (160 mm) to 18.4 mm (630 mm)'],
          ['Effective length', '6 m'],
        ],
        Performance: [
          ['Stiffness class', 'SN8 (SDR 34)'],
          ['Colour', 'Orange-brown, RAL 8023'],
        ],
      }),
      faqs: [
        qa(
          'What deflection is acceptable after installation?',
          'Long-term deflection should stay below about 8% of the diameter. Good bedding and compacted side fill keep it far lower.',
        ),
        qa(
          'Can I connect the pipe to an existing concrete manhole?',
          'Yes, with a manhole connector or a sand-coated puddle flange cast into the wall.',
        ),
      ],
    },
    arabic: {
      name: 'أنبوب UPVC برتقالي للصرف الصحي بصلابة SN8 للأحمال الثقيلة',
      description:
        'أنبوب (ماسورة) UPVC برتقالي للصرف الصحي مخصص للأحمال الثقيلة، بفئة صلابة حلقية SN8 وأقطار من 160 مم حتى 630 مم، لخطوط الصرف تحت الطرق ومواقف السيارات وفي الخنادق العميقة. يحافظ جداره الأسمك على انحراف منخفض تحت أحمال المرور والردم العميق. وتوفر المقابس ذات الحلقات المطاطية في كل طول من 6 أمتار وصلات محكمة تتحمل حركات التربة البسيطة.',
      features: [
        'صلابة حلقية لا تقل عن 8 كيلو نيوتن/م² (SN8)',
        'انحراف منخفض تحت أحمال المرور والردم العميق',
        'وصلات بحلقات مطاطية تستوعب هبوط التربة',
        'أطوال 6 أمتار تعني وصلات أقل في كل خط',
      ],
      applications: [
        'خطوط الصرف الصحي الرئيسية للبلديات',
        'خطوط الصرف تحت الطرق ومواقف السيارات والساحات الصناعية',
        'خطوط الصرف العميقة التي تعمل بالانحدار',
      ],
      certifications: [
        'مصنَّع وفق المواصفة EN \u20661401-1\u2069',
        'حلقات مطاطية وفق المواصفة EN \u2066681-1\u2069',
      ],
      specifications: specs({
        الأبعاد: [
          ['القطر الخارجي', 'من 160 مم حتى 630 مم'],
          ['سماكة الجدار', 'من 4.7 مم (قطر 160 مم) حتى 18.4 مم (قطر 630 مم)'],
          ['الطول الفعال', '6 أمتار'],
        ],
        الأداء: [
          ['فئة الصلابة', 'الفئة SN8 (SDR 34)'],
          ['اللون', 'برتقالي مائل إلى البني، درجة RAL 8023'],
        ],
      }),
      faqs: [
        qa(
          'ما الانحراف المقبول بعد التركيب؟',
          'يجب أن يبقى الانحراف على المدى الطويل أقل من نحو 8% من القطر. والفرشة الجيدة والردم الجانبي المدموك يبقيانه أقل من ذلك بكثير.',
        ),
        qa(
          'هل يمكن توصيل الأنبوب بغرفة تفتيش خرسانية قائمة؟',
          'نعم، باستخدام وصلة غرفة تفتيش أو شفة مانعة للتسرب مغطاة بالرمل تُثبَّت في الجدار بصبّ الخرسانة حولها.',
        ),
      ],
    },
    artwork: pipesArt({
      palette: palettes.orange,
      rows: [2, 1],
      radius: 72,
      length: 360,
      wall: 6,
      socketed: true,
      backdrop: 'sand',
    }),
  },
  {
    product: {
      name: 'Orange UPVC Sewer Fittings',
      category: 'orange-pipes',
      description:
        'Rubber-ring fittings for orange UPVC sewer pipe from 110 mm to 400 mm: bends of 15°, 30°, 45° and 87.5°, 45° junctions, double sockets, reducers, end plugs and manhole connectors. They match the SN4 and SN8 pipe ranges, so a whole sewer line is built from one system. Every socket has a factory-fitted rubber ring.',
      features: [
        'Bends, junctions, couplers, reducers and plugs from one system',
        'Factory-fitted rubber rings in every socket',
        'Long-radius bends for smooth flow and easy rodding',
        'Orange-brown colour matches our sewer pipe',
      ],
      applications: [
        'Sewer and storm water networks',
        'House connections to the main sewer',
        'Changes of direction and level in drainage lines',
      ],
      certifications: ['Manufactured to EN 1401-1', 'Rubber rings to EN 681-1'],
      specifications: specs({
        Range: [
          ['Sizes', '110 mm to 400 mm'],
          ['Bend angles', '15°, 30°, 45°, 87.5°'],
          ['Junctions', '45°, equal and reducing'],
        ],
        Performance: [
          ['Joint', 'Rubber-ring socket'],
          ['Compatible pipe', 'SN4 and SN8 orange sewer pipe'],
        ],
      }),
      faqs: [
        qa(
          'Can I cut a fitting to make a shorter bend?',
          'No. Combine standard bends for other angles, for example two 45° bends for a long-radius 90° turn.',
        ),
        qa(
          'How do I connect a house drain to a main sewer that is already laid?',
          'Use a saddle junction, clamped and sealed on the main pipe, or cut in a junction with two repair couplers.',
        ),
      ],
    },
    arabic: {
      name: 'قطع توصيل UPVC برتقالية للصرف الصحي',
      description:
        'قطع توصيل بحلقات مطاطية لأنابيب الصرف الصحي البرتقالية من UPVC بأقطار من 110 مم حتى 400 مم، تشمل أكواعًا بزوايا 15° و30° و45° و87.5°، ومشتركات بزاوية 45°، وجلبًا مزدوجة المقبس، ومسلوبات، وسدادات نهايات، ووصلات توصيل بغرف التفتيش. وتتوافق مع أنابيب فئتي الصلابة SN4 وSN8، فيُنفذ خط الصرف كاملًا بمنظومة واحدة. كل مقبس مزود بحلقة مطاطية مركبة في المصنع.',
      features: [
        'أكواع ومشتركات وجلب ومسلوبات وسدادات من منظومة واحدة',
        'حلقات مطاطية مركبة في المصنع في كل مقبس',
        'أكواع بنصف قطر كبير لتدفق سلس وتنظيف سهل',
        'لون برتقالي مائل إلى البني يطابق أنابيب الصرف لدينا',
      ],
      applications: [
        'شبكات الصرف الصحي وتصريف مياه الأمطار',
        'توصيل المباني بخط الصرف الرئيسي',
        'تغيير الاتجاه والمنسوب في خطوط الصرف',
      ],
      certifications: [
        'مصنَّعة وفق المواصفة EN \u20661401-1\u2069',
        'حلقات مطاطية وفق المواصفة EN \u2066681-1\u2069',
      ],
      specifications: specs({
        التشكيلة: [
          ['المقاسات', 'من 110 مم حتى 400 مم'],
          ['زوايا الأكواع', '15° و30° و45° و87.5°'],
          ['المشتركات', 'بزاوية 45°، متساوية ومسلوبة'],
        ],
        الأداء: [
          ['الوصلة', 'مقبس بحلقة مطاطية'],
          ['الأنابيب المتوافقة', 'أنابيب الصرف البرتقالية بفئتي الصلابة SN4 وSN8'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن قص قطعة توصيل للحصول على كوع بزاوية أصغر؟',
          'لا. اجمع بين الأكواع القياسية للحصول على زوايا أخرى، كاستخدام كوعين بزاوية 45° لتغيير الاتجاه بزاوية 90° بنصف قطر كبير.',
        ),
        qa(
          'كيف أوصل صرف مبنى بخط صرف رئيسي ممدد مسبقًا؟',
          'استخدم مشتركًا سرجيًا يُثبت بالمشابك ويُحكم على الأنبوب الرئيسي، أو اقطع الأنبوب وركّب مشتركًا باستخدام جلبتي إصلاح.',
        ),
      ],
    },
    artwork: fittingsArt({
      palette: palettes.orange,
      kinds: ['elbow', 'tee', 'coupler'],
      backdrop: 'orange',
    }),
  },
];

// ---------------------------------------------------------------------------------------------
// Electrical

const switches: SeedProduct[] = [
  {
    product: {
      name: 'Wall Switches, 1 to 3 Gang, 10 A',
      category: 'switches',
      description:
        'Flush wall switches in 1, 2 and 3 gang, one-way and two-way, rated 10 AX at 250 V AC, on an 86 × 86 mm plate that fits standard back boxes. Wide rockers with silver-alloy contacts give a firm, quiet action for many years of daily use. Each rocker can carry an orange locator light so the switch is easy to find in the dark.',
      features: [
        'Rated 10 AX, 250 V AC, suitable for LED and fluorescent loads',
        'Silver-alloy contacts for long electrical life',
        'Flame-retardant polycarbonate plate, glow-wire tested at 850 °C',
        'Back-wired screw terminals for conductors up to 2.5 mm²',
        'Optional orange locator light',
      ],
      applications: ['Homes and apartments', 'Offices and schools', 'Hotels and hospitals'],
      certifications: ['Conforms to IEC 60669-1'],
      specifications: specs({
        Electrical: [
          ['Rating', '10 AX, 250 V AC, 50/60 Hz'],
          ['Versions', '1, 2 and 3 gang; one-way and two-way'],
          ['Terminals', 'Up to 2.5 mm²'],
        ],
        Mechanical: [
          ['Plate size', '86 × 86 mm'],
          ['Fixing centres', '60.3 mm'],
          ['Plate material', 'Flame-retardant polycarbonate, white'],
        ],
      }),
      faqs: [
        qa(
          'Can I use a two-way switch as a one-way switch?',
          'Yes. Connect the common and one of the two outgoing terminals.',
        ),
        qa(
          'Will the locator light make LED lamps glow when switched off?',
          'Our locator light draws very little current, but some very low-wattage LED lamps can glimmer. In that case choose the version without a locator light.',
        ),
      ],
    },
    arabic: {
      name: 'مفاتيح إنارة جدارية من خط إلى ثلاثة خطوط، 10 أمبير',
      description:
        'مفاتيح إنارة جدارية غاطسة بخط واحد وخطين وثلاثة خطوط، بنوعي الاتجاه الواحد والاتجاهين (التحويلة)، بتصنيف 10 أمبير (10 AX) عند 250 فولت تيار متردد، على لوحة بمقاس \u206686 × 86\u2069 مم تناسب العلب القياسية. توفر الأزرار العريضة ذات نقاط التلامس المصنوعة من سبيكة الفضة حركة ثابتة وهادئة لسنوات طويلة من الاستخدام اليومي. ويمكن تزويد كل زر بمؤشر ضوئي برتقالي ليسهل العثور على المفتاح في الظلام.',
      features: [
        'تصنيف 10 أمبير (10 AX) عند 250 فولت تيار متردد، يناسب أحمال LED والفلورسنت',
        'نقاط تلامس من سبيكة الفضة لعمر كهربائي طويل',
        'لوحة من البولي كربونات المقاوم للهب، مختبرة بالسلك المتوهج عند 850 °م',
        'أطراف توصيل خلفية بمسامير للموصلات حتى 2.5 مم²',
        'مؤشر ضوئي برتقالي اختياري',
      ],
      applications: ['المنازل والشقق', 'المكاتب والمدارس', 'الفنادق والمستشفيات'],
      certifications: ['مطابقة للمواصفة IEC \u206660669-1\u2069'],
      specifications: specs({
        'الخصائص الكهربائية': [
          ['التصنيف', '10 أمبير (10 AX) عند 250 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['الطرازات', 'خط واحد وخطان وثلاثة خطوط؛ اتجاه واحد واتجاهان'],
          ['أطراف التوصيل', 'للموصلات حتى 2.5 مم²'],
        ],
        'الخصائص الميكانيكية': [
          ['مقاس اللوحة', '\u206686 × 86\u2069 مم'],
          ['المسافة بين نقطتي التثبيت', '60.3 مم'],
          ['مادة اللوحة', 'بولي كربونات مقاوم للهب، أبيض'],
        ],
      }),
      faqs: [
        qa('هل يمكن استخدام مفتاح الاتجاهين كمفتاح اتجاه واحد؟', 'نعم. وصّل الطرف المشترك وأحد طرفي الخرج.'),
        qa(
          'هل يجعل المؤشر الضوئي مصابيح LED تتوهج وهي مطفأة؟',
          'يستهلك المؤشر الضوئي لدينا تيارًا ضئيلًا جدًا، لكن بعض مصابيح LED منخفضة القدرة جدًا قد يصدر عنها وميض خافت. وفي هذه الحالة اختر الطراز غير المزود بمؤشر ضوئي.',
        ),
      ],
    },
    artwork: switchArt('rocker', 2),
  },
  {
    product: {
      name: 'Double-Pole Water Heater Switch, 20 A',
      category: 'switches',
      description:
        'A 20 A double-pole switch with a red neon indicator for water heaters, air conditioners and other fixed appliances. It breaks both the live and the neutral conductors, so the appliance is fully isolated for maintenance. Fits the same 86 × 86 mm plate line as our lighting switches.',
      features: [
        'Double-pole: disconnects live and neutral together',
        'Red neon shows when the appliance is powered',
        'Rated 20 A, 250 V AC',
        'Terminals for conductors up to 6 mm²',
      ],
      applications: [
        'Electric water heaters',
        'Split and window air conditioners',
        'Cookers, ovens and other fixed appliances',
      ],
      certifications: ['Conforms to IEC 60669-1'],
      specifications: specs({
        Electrical: [
          ['Rating', '20 A, 250 V AC, 50/60 Hz'],
          ['Poles', 'Double pole'],
          ['Indicator', 'Red neon'],
          ['Terminals', 'Up to 6 mm²'],
        ],
        Mechanical: [
          ['Plate size', '86 × 86 mm'],
          ['Plate material', 'Flame-retardant polycarbonate, white'],
        ],
      }),
      faqs: [
        qa(
          'Why use a double-pole switch for a water heater?',
          'It cuts both conductors, so no part of the heater stays connected to the supply during maintenance. Many installation rules require it for fixed water heaters.',
        ),
        qa(
          'Can I use it for a 3 kW heater?',
          'Yes. A 3 kW heater draws about 13 A at 230 V, well within the 20 A rating.',
        ),
      ],
    },
    arabic: {
      name: 'مفتاح سخان ثنائي القطب 20 أمبير',
      description:
        'مفتاح ثنائي القطب بتصنيف 20 أمبير مزود بمصباح بيان أحمر، للسخانات والمكيفات وغيرها من الأجهزة الثابتة. يفصل الموصلين الحي والمحايد معًا، فيُعزل الجهاز تمامًا أثناء الصيانة. ويتوافق مع لوحات \u206686 × 86\u2069 مم نفسها المستخدمة في مفاتيح الإنارة لدينا.',
      features: [
        'ثنائي القطب: يفصل الحي والمحايد في آن واحد',
        'مصباح بيان أحمر يوضح وصول التيار إلى الجهاز',
        'تصنيف 20 أمبير عند 250 فولت تيار متردد',
        'أطراف توصيل للموصلات حتى 6 مم²',
      ],
      applications: [
        'السخانات الكهربائية',
        'المكيفات المنفصلة ومكيفات الشباك',
        'المواقد والأفران وغيرها من الأجهزة الثابتة',
      ],
      certifications: ['مطابق للمواصفة IEC \u206660669-1\u2069'],
      specifications: specs({
        'الخصائص الكهربائية': [
          ['التصنيف', '20 أمبير عند 250 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['الأقطاب', 'ثنائي القطب'],
          ['المؤشر', 'مصباح بيان أحمر'],
          ['أطراف التوصيل', 'للموصلات حتى 6 مم²'],
        ],
        'الخصائص الميكانيكية': [
          ['مقاس اللوحة', '\u206686 × 86\u2069 مم'],
          ['مادة اللوحة', 'بولي كربونات مقاوم للهب، أبيض'],
        ],
      }),
      faqs: [
        qa(
          'لماذا يُستخدم مفتاح ثنائي القطب للسخان؟',
          'لأنه يفصل الموصلين كليهما، فلا يبقى أي جزء من السخان متصلًا بمصدر التغذية أثناء الصيانة. وتشترطه كثير من قواعد التمديدات الكهربائية للسخانات الثابتة.',
        ),
        qa(
          'هل يمكن استخدامه لسخان بقدرة 3 كيلوواط؟',
          'نعم. يسحب السخان بقدرة 3 كيلوواط نحو 13 أمبير عند 230 فولت، وهو أقل بكثير من تصنيف المفتاح البالغ 20 أمبير.',
        ),
      ],
    },
    artwork: switchArt('heater'),
  },
  {
    product: {
      name: 'Weatherproof Switch IP55, 16 A',
      category: 'switches',
      description:
        'Surface-mounted 16 A switch with a hinged clear cover and sealed enclosure rated IP55, for outdoor and wet locations. The UV-stabilised enclosure keeps its colour and strength under the Saudi sun. A cable gland and rubber gasket keep dust and water jets out.',
      features: [
        'IP55: protected against dust and water jets',
        'Hinged clear cover that springs closed after use',
        'UV-stabilised enclosure for outdoor use',
        'Cable gland and rubber gasket included',
      ],
      applications: [
        'Rooftops and outdoor lighting',
        'Car parks and garages',
        'Farms, wash areas and workshops',
      ],
      certifications: ['Conforms to IEC 60669-1', 'Enclosure protection to IEC 60529 (IP55)'],
      specifications: specs({
        Electrical: [
          ['Rating', '16 A, 250 V AC, 50/60 Hz'],
          ['Versions', '1 gang and 2 gang, one-way and two-way'],
        ],
        Environment: [
          ['Ingress protection', 'IP55'],
          ['Ambient temperature', '−5 °C to +55 °C'],
          ['Mounting', 'Surface'],
        ],
      }),
      faqs: [
        qa(
          'Can it be installed where it is hosed down?',
          'IP55 protects against water jets from any direction, so routine hosing is fine. It is not made for immersion.',
        ),
        qa(
          'Is the gland suitable for conduit?',
          'The supplied gland takes round cable. For conduit, replace it with a 20 mm conduit adaptor.',
        ),
      ],
    },
    arabic: {
      name: 'مفتاح مقاوم للعوامل الجوية IP55، 16 أمبير',
      description:
        'مفتاح سطحي بتصنيف 16 أمبير مزود بغطاء شفاف مفصلي وعلبة محكمة بدرجة حماية IP55، للأماكن الخارجية والرطبة. تحافظ العلبة المعالجة ضد الأشعة فوق البنفسجية على لونها ومتانتها تحت شمس المملكة. وتمنع جلبة الكابل والحشية المطاطية دخول الغبار ونفاثات الماء.',
      features: [
        'درجة حماية IP55: محمي من الغبار ونفاثات الماء',
        'غطاء شفاف مفصلي يعود للإغلاق تلقائيًا بعد الاستخدام',
        'علبة معالجة ضد الأشعة فوق البنفسجية للاستخدام الخارجي',
        'جلبة كابل وحشية مطاطية ضمن المحتويات',
      ],
      applications: ['الأسطح والإنارة الخارجية', 'مواقف السيارات والمرائب', 'المزارع ومناطق الغسيل والورش'],
      certifications: [
        'مطابق للمواصفة IEC \u206660669-1\u2069',
        'حماية العلبة وفق المواصفة IEC 60529 (IP55)',
      ],
      specifications: specs({
        'الخصائص الكهربائية': [
          ['التصنيف', '16 أمبير عند 250 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['الطرازات', 'خط واحد وخطان، اتجاه واحد واتجاهان'],
        ],
        'ظروف التشغيل': [
          ['درجة الحماية', 'IP55 (محمي من الغبار ونفاثات الماء)'],
          ['درجة الحرارة المحيطة', 'من 5 °م تحت الصفر حتى 55 °م'],
          ['التركيب', 'سطحي'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن تركيبه في مكان يُغسل بخراطيم المياه؟',
          'توفر درجة الحماية IP55 حماية من نفاثات الماء من أي اتجاه، فلا مانع من الغسيل الاعتيادي بالخراطيم. لكنه غير مصمم للغمر بالماء.',
        ),
        qa(
          'هل تناسب جلبة الكابل مواسير التمديدات الكهربائية؟',
          'الجلبة المرفقة مخصصة للكابلات ذات المقطع الدائري. وللتوصيل بالمواسير استبدلها بمهايئ مواسير بقطر 20 مم.',
        ),
      ],
    },
    artwork: switchArt('weatherproof'),
  },
];

const breakers: SeedProduct[] = [
  {
    product: {
      name: 'Miniature Circuit Breakers (MCB), 6 kA',
      category: 'breakers',
      description:
        'DIN-rail miniature circuit breakers from 1 A to 63 A in 1, 2, 3 and 4 poles, with B and C tripping curves and a breaking capacity of 6 kA. They protect final circuits against overload and short circuit in homes, shops and offices. A red and green contact indicator shows the true position of the contacts.',
      features: [
        'Ratings from 1 A to 63 A, B and C curves',
        'Breaking capacity 6 kA',
        'True contact position indicator',
        'Terminals for conductors up to 25 mm², busbar compatible',
        'Padlockable toggle for safe maintenance',
      ],
      applications: [
        'Lighting and socket circuits',
        'Air conditioning and water heater circuits',
        'Distribution boards in homes, shops and offices',
      ],
      certifications: ['Conforms to IEC 60898-1'],
      specifications: specs({
        Electrical: [
          ['Rated current', '1 A to 63 A'],
          ['Rated voltage', '230/400 V AC, 50/60 Hz'],
          ['Breaking capacity', '6 kA'],
          ['Tripping curves', 'B, C'],
        ],
        Mechanical: [
          ['Width', '18 mm per pole'],
          ['Mounting', '35 mm DIN rail'],
          ['Mechanical endurance', '20,000 operations'],
        ],
      }),
      faqs: [
        qa(
          'Should I choose a B or a C curve?',
          'B curve trips at 3 to 5 times the rated current and suits lighting and sockets. C curve trips at 5 to 10 times and suits motors, air conditioners and other loads with high inrush.',
        ),
        qa(
          'Is 6 kA enough for my building?',
          'For most homes and small shops yes. Near large transformers the prospective fault current can be higher; your electrical designer should confirm it.',
        ),
      ],
    },
    arabic: {
      name: 'قواطع دوائر كهربائية مصغرة (MCB) بسعة قطع 6 كيلو أمبير',
      description:
        'قواطع دوائر كهربائية مصغرة تُركب على قضيب التثبيت القياسي، بتيارات من 1 أمبير حتى 63 أمبير وبقطب واحد وقطبين وثلاثة وأربعة أقطاب، بمنحنيي الفصل B وC وسعة قطع 6 كيلو أمبير. تحمي الدوائر النهائية من زيادة الحمل وقصر الدائرة في المنازل والمحلات والمكاتب. ويبين مؤشر أحمر وأخضر الوضع الفعلي لنقاط التلامس.',
      features: [
        'تيارات من 1 أمبير حتى 63 أمبير بمنحنيي الفصل B وC',
        'سعة قطع 6 كيلو أمبير',
        'مؤشر يبين الوضع الفعلي لنقاط التلامس',
        'أطراف توصيل للموصلات حتى 25 مم² ومتوافقة مع قضبان التوزيع',
        'ذراع تشغيل قابل للقفل لصيانة آمنة',
      ],
      applications: [
        'دوائر الإنارة والمقابس',
        'دوائر المكيفات والسخانات',
        'لوحات التوزيع في المنازل والمحلات والمكاتب',
      ],
      certifications: ['مطابقة للمواصفة IEC \u206660898-1\u2069'],
      specifications: specs({
        'الخصائص الكهربائية': [
          ['التيار المقنن', 'من 1 أمبير حتى 63 أمبير'],
          ['الجهد المقنن', '\u2066230/400\u2069 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['سعة القطع', '6 كيلو أمبير'],
          ['منحنيات الفصل', 'المنحنيان B وC'],
        ],
        'الخصائص الميكانيكية': [
          ['العرض', '18 مم لكل قطب'],
          ['التركيب', 'على قضيب تثبيت قياسي DIN بعرض 35 مم'],
          ['العمر الميكانيكي', '20,000 عملية تشغيل'],
        ],
      }),
      faqs: [
        qa(
          'هل أختار المنحنى B أم المنحنى C؟',
          'يفصل المنحنى B عند 3 إلى 5 أضعاف التيار المقنن ويناسب دوائر الإنارة والمقابس. أما المنحنى C فيفصل عند 5 إلى 10 أضعاف ويناسب المحركات والمكيفات وغيرها من الأحمال ذات تيار البدء العالي.',
        ),
        qa(
          'هل تكفي سعة قطع 6 كيلو أمبير لمبناي؟',
          'نعم لمعظم المنازل والمحلات الصغيرة. أما بالقرب من المحولات الكبيرة فقد يكون تيار العطل المتوقع أعلى، وعلى مصمم الأعمال الكهربائية تأكيد ذلك.',
        ),
      ],
    },
    artwork: breakerArt('mcb', 3),
  },
  {
    product: {
      name: 'Residual Current Circuit Breakers (RCCB)',
      category: 'breakers',
      description:
        'Residual current circuit breakers in 2 and 4 poles, 25 A to 100 A, with sensitivities of 30 mA, 100 mA and 300 mA. The 30 mA versions protect people against electric shock from earth faults, and the higher sensitivities protect installations against fire from leakage currents. Available in Type AC and Type A, the latter also detecting pulsating DC fault currents from modern electronics.',
      features: [
        '30 mA sensitivity for protection against electric shock',
        'Type A detects pulsating DC fault currents',
        'Test button to check tripping every month',
        'Fault indicator shows a residual current trip',
      ],
      applications: [
        'Bathrooms, kitchens and outdoor circuits',
        'Main protection of homes and villas',
        'Fire protection in commercial buildings',
      ],
      certifications: ['Conforms to IEC 61008-1'],
      specifications: specs({
        Electrical: [
          ['Rated current', '25 A, 40 A, 63 A, 80 A, 100 A'],
          ['Sensitivity', '30 mA, 100 mA, 300 mA'],
          ['Types', 'AC and A'],
          ['Rated voltage', '230/400 V AC, 50/60 Hz'],
        ],
        Mechanical: [
          ['Poles', '2 (36 mm wide) and 4 (72 mm wide)'],
          ['Mounting', '35 mm DIN rail'],
        ],
      }),
      faqs: [
        qa(
          'Does an RCCB protect against overload?',
          'No. It detects earth leakage only. Always install it with an MCB or use a combined RCBO.',
        ),
        qa(
          'Why does my RCCB trip when it rains?',
          'Usually moisture in an outdoor socket, light or cable joint is leaking current to earth. Find and fix the fault rather than replacing the RCCB with a less sensitive one.',
        ),
      ],
    },
    arabic: {
      name: 'قواطع التيار المتبقي (RCCB)',
      description:
        'قواطع تيار متبقٍ بقطبين وأربعة أقطاب، من 25 أمبير حتى 100 أمبير، بحساسية 30 مللي أمبير و100 مللي أمبير و300 مللي أمبير. تحمي طرازات 30 مللي أمبير الأشخاص من الصعق الكهربائي الناتج عن أعطال التسرب الأرضي، بينما تحمي الحساسيات الأعلى المنشآت من الحرائق الناتجة عن تيارات التسرب. تتوفر بالنوعين AC وA، ويكشف النوع A أيضًا تيارات الأعطال المستمرة النبضية الصادرة عن الأجهزة الإلكترونية الحديثة.',
      features: [
        'حساسية 30 مللي أمبير للحماية من الصعق الكهربائي',
        'النوع A يكشف تيارات الأعطال المستمرة النبضية',
        'زر اختبار لفحص الفصل شهريًا',
        'مؤشر يبين حدوث الفصل بسبب التيار المتبقي',
      ],
      applications: [
        'دوائر الحمامات والمطابخ والمناطق الخارجية',
        'الحماية الرئيسية للمنازل والفلل',
        'الحماية من الحرائق في المباني التجارية',
      ],
      certifications: ['مطابقة للمواصفة IEC \u206661008-1\u2069'],
      specifications: specs({
        'الخصائص الكهربائية': [
          ['التيار المقنن', '25 و40 و63 و80 و100 أمبير'],
          ['الحساسية', '30 و100 و300 مللي أمبير'],
          ['الأنواع', 'النوعان AC وA'],
          ['الجهد المقنن', '\u2066230/400\u2069 فولت تيار متردد، \u206650/60\u2069 هرتز'],
        ],
        'الخصائص الميكانيكية': [
          ['الأقطاب', 'قطبان (بعرض 36 مم) وأربعة أقطاب (بعرض 72 مم)'],
          ['التركيب', 'على قضيب تثبيت قياسي DIN بعرض 35 مم'],
        ],
      }),
      faqs: [
        qa(
          'هل يحمي قاطع التيار المتبقي من زيادة الحمل؟',
          'لا. فهو يكشف التسرب الأرضي فقط. ركّبه دائمًا مع قاطع دوائر مصغر (MCB) أو استخدم قاطعًا مدمجًا يجمع بين الحماية من التيار المتبقي والحماية من زيادة التيار.',
        ),
        qa(
          'لماذا يفصل قاطع التيار المتبقي عند هطول الأمطار؟',
          'يحدث ذلك غالبًا بسبب رطوبة في مقبس خارجي أو وحدة إنارة أو وصلة كابل تُسرّب التيار إلى الأرض. ابحث عن العطل وأصلحه بدلًا من استبدال القاطع بآخر أقل حساسية.',
        ),
      ],
    },
    artwork: breakerArt('rccb'),
  },
  {
    product: {
      name: 'Moulded Case Circuit Breakers (MCCB)',
      category: 'breakers',
      description:
        'Moulded case circuit breakers in 3 and 4 poles with frames from 100 A to 630 A and ultimate breaking capacities from 25 kA to 50 kA at 415 V. Adjustable thermal and magnetic trip units let one breaker be set precisely to the cable and load it protects. Shunt trips, auxiliary contacts and rotary handles are available as accessories.',
      features: [
        'Frames of 100 A, 160 A, 250 A, 400 A and 630 A',
        'Adjustable thermal trip (0.8 to 1.0 × In) and magnetic trip',
        'Breaking capacity up to 50 kA at 415 V',
        'Field-fitted shunt trips, auxiliary contacts and rotary handles',
      ],
      applications: [
        'Main incomers of buildings and factories',
        'Feeders to sub-distribution boards',
        'Motor control centres and pumping stations',
      ],
      certifications: ['Conforms to IEC 60947-2'],
      specifications: specs({
        Electrical: [
          ['Frame sizes', '100 A to 630 A'],
          ['Ultimate breaking capacity', '25 kA to 50 kA at 415 V AC'],
          ['Thermal setting', '0.8 to 1.0 × In'],
          ['Magnetic setting', '5 to 10 × In'],
        ],
        Mechanical: [
          ['Poles', '3 and 4'],
          ['Connection', 'Front terminals for cable lugs or busbars'],
        ],
      }),
      faqs: [
        qa(
          'How do I choose the breaking capacity?',
          'It must be at least the prospective short-circuit current at the point of installation, which your designer calculates from the transformer and cable data.',
        ),
        qa(
          'Can I add a motorised operator later?',
          'Yes, on the 250 A frame and above. Tell us the frame and control voltage when ordering.',
        ),
      ],
    },
    arabic: {
      name: 'قواطع دوائر بعلبة مقولبة (MCCB)',
      description:
        'قواطع دوائر بعلبة مقولبة بثلاثة وأربعة أقطاب، بإطارات من 100 أمبير حتى 630 أمبير وسعات قطع قصوى من 25 كيلو أمبير حتى 50 كيلو أمبير عند 415 فولت. تتيح وحدات الفصل الحراري والمغناطيسي القابلة للضبط معايرة القاطع بدقة على الكابل والحمل الذي يحميه. وتتوفر ملحقات مثل ملف الفصل عن بعد ونقاط التلامس المساعدة والمقابض الدوارة.',
      features: [
        'إطارات بسعات 100 و160 و250 و400 و630 أمبير',
        'فصل حراري قابل للضبط (من 0.8 إلى 1.0 من التيار المقنن) وفصل مغناطيسي',
        'سعة قطع حتى 50 كيلو أمبير عند 415 فولت',
        'ملفات فصل عن بعد ونقاط تلامس مساعدة ومقابض دوارة قابلة للتركيب في الموقع',
      ],
      applications: [
        'المداخل الرئيسية للمباني والمصانع',
        'مغذيات لوحات التوزيع الفرعية',
        'مراكز التحكم في المحركات ومحطات الضخ',
      ],
      certifications: ['مطابقة للمواصفة IEC \u206660947-2\u2069'],
      specifications: specs({
        'الخصائص الكهربائية': [
          ['سعات الإطارات', 'من 100 أمبير حتى 630 أمبير'],
          ['سعة القطع القصوى', 'من 25 كيلو أمبير حتى 50 كيلو أمبير عند 415 فولت تيار متردد'],
          ['ضبط الفصل الحراري', 'من 0.8 إلى 1.0 من التيار المقنن'],
          ['ضبط الفصل المغناطيسي', 'من 5 إلى 10 أضعاف التيار المقنن'],
        ],
        'الخصائص الميكانيكية': [
          ['الأقطاب', 'ثلاثة وأربعة أقطاب'],
          ['التوصيل', 'أطراف توصيل أمامية لنهايات الكابلات أو قضبان التوزيع'],
        ],
      }),
      faqs: [
        qa(
          'كيف أختار سعة القطع؟',
          'يجب ألا تقل عن تيار القصر المتوقع عند نقطة التركيب، ويحسبه المصمم من بيانات المحول والكابلات.',
        ),
        qa(
          'هل يمكن إضافة آلية تشغيل بمحرك لاحقًا؟',
          'نعم، في إطار 250 أمبير وما فوقه. حدد لنا الإطار وجهد التحكم عند الطلب.',
        ),
      ],
    },
    artwork: breakerArt('mccb'),
  },
];

const lighting: SeedProduct[] = [
  {
    product: {
      name: 'LED Panel Light 600 × 600 mm, 40 W',
      category: 'led-lighting',
      description:
        'Slim LED panel for 600 × 600 mm suspended ceilings, giving 4,000 lumens from 40 W with an even, glare-controlled light. A flicker-free driver with a power factor above 0.9 suits offices, classrooms and clinics. Available in warm white, neutral white and cool daylight.',
      features: [
        '4,000 lm at 100 lm/W',
        'Flicker-free driver, power factor above 0.9',
        'Colour rendering index above 80',
        'Prismatic diffuser for glare control, UGR below 19',
        'Rated life 50,000 hours (L70)',
      ],
      applications: [
        'Offices and meeting rooms',
        'Schools and universities',
        'Clinics, hospitals and retail',
      ],
      certifications: ['Conforms to IEC 60598-1', 'Driver conforms to IEC 61347-2-13'],
      specifications: specs({
        Optical: [
          ['Luminous flux', '4,000 lm'],
          ['Colour temperature', '3000 K, 4000 K, 6500 K'],
          ['Colour rendering', 'CRI above 80'],
        ],
        Electrical: [
          ['Power', '40 W'],
          ['Input voltage', '220–240 V AC, 50/60 Hz'],
          ['Power factor', 'Above 0.9'],
        ],
        Physical: [
          ['Size', '595 × 595 × 10 mm'],
          ['Rated life', '50,000 hours (L70)'],
        ],
      }),
      faqs: [
        qa(
          'Can the panel be surface mounted?',
          'Yes, with our surface-mounting frame, and it can also be suspended with a wire kit.',
        ),
        qa(
          'Is a dimmable version available?',
          'Yes, with a 0–10 V or DALI driver. State the control system when ordering.',
        ),
      ],
    },
    arabic: {
      name: 'لوحة إنارة LED مقاس \u2066600 × 600\u2069 مم، 40 واط',
      description:
        'لوحة إنارة LED رفيعة للأسقف المعلقة بمقاس \u2066600 × 600\u2069 مم، تعطي 4000 لومن بقدرة 40 واط مع إضاءة متجانسة ووهج محدود. ويناسب مشغلها الخالي من الوميض بمعامل قدرة يزيد على 0.9 المكاتب والفصول الدراسية والعيادات. تتوفر بألوان الأبيض الدافئ والأبيض المحايد وضوء النهار البارد.',
      features: [
        '4000 لومن بكفاءة 100 لومن لكل واط',
        'مشغل خالٍ من الوميض بمعامل قدرة يزيد على 0.9',
        'مؤشر تجسيد الألوان أعلى من 80',
        'ناشر منشوري للحد من الوهج، بمؤشر وهج موحد UGR أقل من 19',
        'عمر تشغيلي مقدر يبلغ 50,000 ساعة (L70)',
      ],
      applications: ['المكاتب وقاعات الاجتماعات', 'المدارس والجامعات', 'العيادات والمستشفيات ومحلات التجزئة'],
      certifications: [
        'مطابقة للمواصفة IEC \u206660598-1\u2069',
        'المشغل مطابق للمواصفة IEC \u206661347-2-13\u2069',
      ],
      specifications: specs({
        'الخصائص الضوئية': [
          ['التدفق الضوئي', '4000 لومن'],
          ['درجة حرارة اللون', '3000 و4000 و6500 كلفن'],
          ['تجسيد الألوان', 'مؤشر تجسيد الألوان أعلى من 80'],
        ],
        'الخصائص الكهربائية': [
          ['القدرة', '40 واط'],
          ['جهد الدخل', 'من 220 إلى 240 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['معامل القدرة', 'أعلى من 0.9'],
        ],
        'الخصائص الفيزيائية': [
          ['المقاس', '\u2066595 × 595 × 10\u2069 مم'],
          ['العمر التشغيلي المقدر', '50,000 ساعة (L70)'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن تركيب اللوحة تركيبًا سطحيًا؟',
          'نعم، باستخدام إطار التركيب السطحي لدينا، كما يمكن تعليقها بمجموعة أسلاك التعليق.',
        ),
        qa(
          'هل يتوفر طراز قابل للتعتيم؟',
          'نعم، بمشغل يعمل بنظام \u20660–10\u2069 فولت أو بنظام DALI للتحكم الرقمي في الإنارة. حدد نظام التحكم عند الطلب.',
        ),
      ],
    },
    artwork: lightingArt('panel'),
  },
  {
    product: {
      name: 'LED Bulbs A60 and A70, E27',
      category: 'led-lighting',
      description:
        'LED bulbs with E27 base in 9 W, 12 W and 15 W, replacing 60 W, 75 W and 100 W incandescent lamps at about a sixth of the energy. Rated 15,000 hours, they cut replacement work as well as electricity bills. Available in warm white and cool daylight, with a B22 bayonet version on request.',
      features: [
        'Up to 85% energy saving against incandescent lamps',
        'Rated life 15,000 hours',
        'Full brightness instantly, no warm-up',
        'Wide 220–240 V input range',
      ],
      applications: ['Homes and apartments', 'Hotels and mosques', 'Corridors, stores and service areas'],
      certifications: ['Conforms to IEC 62560', 'Performance to IEC 62612'],
      specifications: specs({
        Optical: [
          ['Luminous flux', '810 lm (9 W), 1,100 lm (12 W), 1,400 lm (15 W)'],
          ['Colour temperature', '3000 K, 6500 K'],
          ['Colour rendering', 'CRI above 80'],
        ],
        Electrical: [
          ['Power', '9 W, 12 W, 15 W'],
          ['Input voltage', '220–240 V AC, 50/60 Hz'],
          ['Base', 'E27 (B22 on request)'],
        ],
      }),
      faqs: [
        qa(
          'Can I use these bulbs with a dimmer?',
          'The standard bulbs are not dimmable. Ask for our dimmable version for use with trailing-edge dimmers.',
        ),
        qa(
          'Can they be used in closed fittings?',
          'Yes, in ventilated closed fittings. Avoid fully sealed, very hot fittings, which shorten LED life.',
        ),
      ],
    },
    arabic: {
      name: 'مصابيح LED بقاعدة E27 (A60 وA70)',
      description:
        'مصابيح LED بقاعدة E27 بقدرات 9 و12 و15 واط، تحل محل المصابيح المتوهجة بقدرات 60 و75 و100 واط باستهلاك يعادل سدس الطاقة تقريبًا. وبعمرها التشغيلي البالغ 15,000 ساعة تقلل أعمال الاستبدال إلى جانب خفض فاتورة الكهرباء. تتوفر بلوني الأبيض الدافئ وضوء النهار البارد، ويتوفر طراز بقاعدة B22 عند الطلب.',
      features: [
        'توفير في الطاقة يصل إلى 85% مقارنة بالمصابيح المتوهجة',
        'عمر تشغيلي مقدر يبلغ 15,000 ساعة',
        'إضاءة كاملة فورية دون فترة تسخين',
        'نطاق جهد واسع من 220 إلى 240 فولت',
      ],
      applications: ['المنازل والشقق', 'الفنادق والمساجد', 'الممرات والمستودعات ومناطق الخدمة'],
      certifications: ['مطابقة للمواصفة IEC 62560', 'الأداء وفق المواصفة IEC 62612'],
      specifications: specs({
        'الخصائص الضوئية': [
          ['التدفق الضوئي', '810 لومن (9 واط) و1100 لومن (12 واط) و1400 لومن (15 واط)'],
          ['درجة حرارة اللون', '3000 و6500 كلفن'],
          ['تجسيد الألوان', 'مؤشر تجسيد الألوان أعلى من 80'],
        ],
        'الخصائص الكهربائية': [
          ['القدرة', '9 و12 و15 واط'],
          ['جهد الدخل', 'من 220 إلى 240 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['القاعدة', 'E27 (وB22 عند الطلب)'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن استخدام هذه المصابيح مع مفتاح تعتيم؟',
          'المصابيح القياسية غير قابلة للتعتيم. اطلب الطراز القابل للتعتيم لدينا لاستخدامه مع مفاتيح التعتيم بتقنية قطع الحافة الخلفية.',
        ),
        qa(
          'هل يمكن استخدامها في وحدات إنارة مغلقة؟',
          'نعم، في وحدات الإنارة المغلقة جيدة التهوية. وتجنب وحدات الإنارة المحكمة الإغلاق تمامًا وشديدة الحرارة، لأنها تقصّر عمر مصابيح LED.',
        ),
      ],
    },
    artwork: lightingArt('bulb'),
  },
  {
    product: {
      name: 'LED Floodlight IP65, 50 W to 200 W',
      category: 'led-lighting',
      description:
        'Die-cast aluminium LED floodlights from 50 W to 200 W for facades, yards and sports areas, delivering up to 120 lm/W. The finned housing carries heat away so the light keeps its output in ambient temperatures up to 50 °C. Tempered glass, IP65 sealing and 4 kV surge protection make it ready for outdoor service.',
      features: [
        'Efficacy up to 120 lm/W',
        'Works in ambient temperatures from −20 °C to +50 °C',
        'IP65 sealing and tempered glass front',
        '4 kV surge protection',
        'Adjustable stainless-steel bracket',
      ],
      applications: [
        'Building facades and signage',
        'Yards, warehouses and loading bays',
        'Sports courts and car parks',
      ],
      certifications: ['Conforms to IEC 60598-2-5', 'Ingress protection to IEC 60529 (IP65)'],
      specifications: specs({
        Optical: [
          ['Luminous flux', '6,000 lm (50 W) to 24,000 lm (200 W)'],
          ['Beam angle', '120°'],
          ['Colour temperature', '4000 K, 6500 K'],
        ],
        Electrical: [
          ['Power', '50 W, 100 W, 150 W, 200 W'],
          ['Input voltage', '220–240 V AC, 50/60 Hz'],
          ['Surge protection', '4 kV'],
        ],
        Environment: [
          ['Ingress protection', 'IP65'],
          ['Ambient temperature', '−20 °C to +50 °C'],
        ],
      }),
      faqs: [
        qa(
          'How high should a 100 W floodlight be mounted?',
          'For general yard lighting, 6 m to 8 m works well. We can prepare a lighting calculation for your area.',
        ),
        qa(
          'Can a photocell be added?',
          'Yes. A photocell or timer on the supply switches the floodlight on at dusk and off at dawn.',
        ),
      ],
    },
    arabic: {
      name: 'كشافات إنارة LED بدرجة حماية IP65 من 50 إلى 200 واط',
      description:
        'كشافات إنارة LED بهيكل من الألمنيوم المصبوب بقدرات من 50 إلى 200 واط للواجهات والساحات والملاعب، بكفاءة تصل إلى 120 لومن لكل واط. ينقل الهيكل ذو الزعانف الحرارة بعيدًا فيحافظ الكشاف على شدة إضاءته في درجات حرارة محيطة تصل إلى 50 درجة مئوية. ويجعله الزجاج المقسى والإحكام بدرجة IP65 والحماية من ارتفاعات الجهد حتى 4 كيلو فولت جاهزًا للعمل في الأماكن المكشوفة.',
      features: [
        'كفاءة تصل إلى 120 لومن لكل واط',
        'يعمل في درجات حرارة محيطة من 20 °م تحت الصفر حتى 50 °م',
        'إحكام بدرجة IP65 وواجهة من الزجاج المقسى',
        'حماية من ارتفاعات الجهد حتى 4 كيلو فولت',
        'حامل من الفولاذ المقاوم للصدأ قابل للتوجيه',
      ],
      applications: [
        'واجهات المباني واللوحات الإعلانية',
        'الساحات والمستودعات وأرصفة التحميل',
        'الملاعب ومواقف السيارات',
      ],
      certifications: [
        'مطابقة للمواصفة IEC \u206660598-2-5\u2069',
        'درجة الحماية وفق المواصفة IEC 60529 (IP65)',
      ],
      specifications: specs({
        'الخصائص الضوئية': [
          ['التدفق الضوئي', 'من 6000 لومن (50 واط) حتى 24,000 لومن (200 واط)'],
          ['زاوية الشعاع', '120 درجة'],
          ['درجة حرارة اللون', '4000 و6500 كلفن'],
        ],
        'الخصائص الكهربائية': [
          ['القدرة', '50 و100 و150 و200 واط'],
          ['جهد الدخل', 'من 220 إلى 240 فولت تيار متردد، \u206650/60\u2069 هرتز'],
          ['الحماية من ارتفاعات الجهد', '4 كيلو فولت'],
        ],
        'ظروف التشغيل': [
          ['درجة الحماية', 'IP65 (محكم ضد الغبار ومحمي من نفاثات الماء)'],
          ['درجة الحرارة المحيطة', 'من 20 °م تحت الصفر حتى 50 °م'],
        ],
      }),
      faqs: [
        qa(
          'على أي ارتفاع يُركب كشاف بقدرة 100 واط؟',
          'للإنارة العامة للساحات يُعد ارتفاع من 6 إلى 8 أمتار مناسبًا. ويمكننا إعداد حسابات إنارة للمساحة لديك.',
        ),
        qa(
          'هل يمكن إضافة خلية ضوئية؟',
          'نعم. فالخلية الضوئية أو المؤقت على خط التغذية يشغّل الكشاف عند الغروب ويطفئه عند الفجر.',
        ),
      ],
    },
    artwork: lightingArt('flood'),
  },
];

// ---------------------------------------------------------------------------------------------
// Technology services

const programming: SeedProduct[] = [
  {
    product: {
      name: 'Custom Web and Mobile Application Development',
      category: 'programming',
      description:
        'We design and build web portals and mobile applications in Arabic and English, from the first requirements workshop to launch and support. Work runs in two-week sprints with a working demonstration at the end of each, so you see progress and steer priorities throughout. You receive the source code, technical documentation, an administration panel and training for your team.',
      features: [
        'Bilingual interfaces with full right-to-left Arabic layouts',
        'Requirements workshops, interface design and prototypes before coding',
        'Two-week sprints with a live demonstration at each',
        'Automated testing and security review before launch',
        'Source code and documentation handed over to you',
      ],
      applications: [
        'Customer portals and online ordering',
        'Field service and sales mobile apps',
        'Internal workflow and approval systems',
      ],
      certifications: ['Security verified against OWASP ASVS', 'Accessibility designed to WCAG 2.1 level AA'],
      specifications: specs({
        Engagement: [
          ['Typical duration', '8 to 16 weeks'],
          ['Delivery model', 'Two-week sprints with demonstrations'],
          ['Warranty', '90 days of defect fixing after launch'],
        ],
        Technology: [
          ['Platforms', 'Web, iOS, Android'],
          ['Languages', 'Arabic and English'],
          ['Hosting', 'Cloud or on-premises, including data centres in Saudi Arabia'],
        ],
      }),
      faqs: [
        qa(
          'Who owns the source code?',
          'You do. Ownership of the source code and design files passes to you on final payment.',
        ),
        qa(
          'Can you take over an application built by someone else?',
          'Yes. We start with a short code and security review, then propose a maintenance or improvement plan.',
        ),
      ],
    },
    arabic: {
      name: 'تطوير تطبيقات الويب والهواتف الذكية حسب الطلب',
      description:
        'نصمم ونطور بوابات الويب وتطبيقات الهواتف الذكية باللغتين العربية والإنجليزية، بدءًا من ورشة العمل الأولى لتحديد المتطلبات وحتى الإطلاق والدعم. يسير العمل في دورات مدة كل منها أسبوعان تنتهي كل منها بعرض عملي لنسخة تعمل فعليًا، فتتابع التقدم وتوجه الأولويات طوال المشروع. وتتسلم الشيفرة المصدرية والتوثيق الفني ولوحة إدارة وتدريبًا لفريق عملك.',
      features: [
        'واجهات ثنائية اللغة مع تخطيط عربي كامل من اليمين إلى اليسار',
        'ورش عمل للمتطلبات وتصميم للواجهات ونماذج أولية قبل البرمجة',
        'دورات عمل مدتها أسبوعان مع عرض مباشر في نهاية كل منها',
        'اختبارات آلية ومراجعة أمنية قبل الإطلاق',
        'تسليم الشيفرة المصدرية والتوثيق لك',
      ],
      applications: [
        'بوابات العملاء والطلب عبر الإنترنت',
        'تطبيقات الخدمة الميدانية والمبيعات على الهواتف الذكية',
        'أنظمة سير العمل والموافقات الداخلية',
      ],
      certifications: [
        'تحقق أمني وفق متطلبات OWASP ASVS',
        'تصميم يراعي إمكانية الوصول وفق إرشادات WCAG 2.1 بالمستوى AA',
      ],
      specifications: specs({
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 8 إلى 16 أسبوعًا'],
          ['نموذج التسليم', 'دورات عمل مدتها أسبوعان مع عروض عملية'],
          ['الضمان', '90 يومًا لإصلاح العيوب بعد الإطلاق'],
        ],
        التقنيات: [
          ['المنصات', 'الويب وiOS وأندرويد'],
          ['اللغات', 'العربية والإنجليزية'],
          ['الاستضافة', 'سحابية أو في مقر العميل، بما في ذلك مراكز البيانات داخل المملكة العربية السعودية'],
        ],
      }),
      faqs: [
        qa(
          'لمن تعود ملكية الشيفرة المصدرية؟',
          'لك أنت. تنتقل إليك ملكية الشيفرة المصدرية وملفات التصميم عند سداد الدفعة النهائية.',
        ),
        qa(
          'هل يمكنكم تولي تطبيق طوّرته جهة أخرى؟',
          'نعم. نبدأ بمراجعة قصيرة للشيفرة وللجوانب الأمنية، ثم نقترح خطة للصيانة أو التطوير.',
        ),
      ],
    },
    artwork: codeArt('apps'),
  },
  {
    product: {
      name: 'ERP and Business Systems Integration',
      category: 'programming',
      description:
        'We connect your ERP, accounting, sales and warehouse systems so that orders, stock, invoices and customer data flow between them without re-keying. Integrations include electronic invoicing with the Zakat, Tax and Customs Authority (ZATCA) platform. Every integration is delivered with monitoring, error alerts and documentation.',
      features: [
        'Two-way data exchange between ERP, CRM, e-commerce and warehouse systems',
        'E-invoicing integration with the ZATCA platform',
        'Monitoring dashboard with alerts for failed transfers',
        'Documented interfaces for future changes',
      ],
      applications: [
        'Manufacturers and distributors with several business systems',
        'Companies adopting electronic invoicing',
        'Retail chains linking shops, warehouse and head office',
      ],
      certifications: ['E-invoice integration built to ZATCA technical requirements'],
      specifications: specs({
        Engagement: [
          ['Typical duration', '6 to 12 weeks'],
          ['Deliverables', 'Integration services, monitoring dashboard, interface documentation'],
        ],
        Technology: [
          ['Interfaces', 'REST and SOAP APIs, database and file exchange (CSV, XML)'],
          ['Support options', 'Business hours or 24/7'],
        ],
      }),
      faqs: [
        qa(
          'Do we have to replace our current ERP?',
          'No. We integrate the systems you already use and only recommend a change when a system cannot be connected reliably.',
        ),
        qa(
          'How do you protect data in transit?',
          'All interfaces use encrypted connections and per-system credentials with the least access needed.',
        ),
      ],
    },
    arabic: {
      name: 'تكامل أنظمة تخطيط موارد المؤسسات وأنظمة الأعمال',
      description:
        'نربط أنظمة تخطيط موارد المؤسسات والمحاسبة والمبيعات والمستودعات لديك، لتنتقل الطلبات والمخزون والفواتير وبيانات العملاء بينها دون إعادة إدخال. وتشمل أعمال التكامل الفوترة الإلكترونية مع منصة هيئة الزكاة والضريبة والجمارك. ويُسلَّم كل تكامل مع أدوات مراقبة وتنبيهات للأخطاء وتوثيق كامل.',
      features: [
        'تبادل بيانات في الاتجاهين بين أنظمة تخطيط موارد المؤسسات وإدارة علاقات العملاء والتجارة الإلكترونية والمستودعات',
        'تكامل الفوترة الإلكترونية مع منصة هيئة الزكاة والضريبة والجمارك',
        'لوحة مراقبة مع تنبيهات عند تعثر نقل البيانات',
        'واجهات موثقة تسهّل التعديلات المستقبلية',
      ],
      applications: [
        'المصانع والموزعون الذين يعملون بعدة أنظمة أعمال',
        'الشركات التي تطبق الفوترة الإلكترونية',
        'سلاسل التجزئة التي تربط الفروع والمستودع والمقر الرئيسي',
      ],
      certifications: ['تكامل الفوترة الإلكترونية منفذ وفق المتطلبات الفنية لهيئة الزكاة والضريبة والجمارك'],
      specifications: specs({
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 6 إلى 12 أسبوعًا'],
          ['المخرجات', 'خدمات التكامل ولوحة المراقبة وتوثيق الواجهات'],
        ],
        التقنيات: [
          [
            'الواجهات',
            'واجهات برمجة التطبيقات بنمطي REST وSOAP، وتبادل البيانات عبر قواعد البيانات والملفات (CSV وXML)',
          ],
          ['خيارات الدعم', 'خلال ساعات العمل أو على مدار الساعة طوال أيام الأسبوع'],
        ],
      }),
      faqs: [
        qa(
          'هل يلزمنا استبدال نظام تخطيط موارد المؤسسات الحالي؟',
          'لا. نربط الأنظمة التي تستخدمها حاليًا، ولا نوصي بالتغيير إلا إذا تعذّر ربط نظام ما بصورة موثوقة.',
        ),
        qa(
          'كيف تحمون البيانات أثناء نقلها؟',
          'تستخدم جميع الواجهات اتصالات مشفرة وبيانات دخول مستقلة لكل نظام، بأدنى صلاحيات تلزمه.',
        ),
      ],
    },
    artwork: codeArt('integration'),
  },
  {
    product: {
      name: 'PLC and SCADA Programming for Industrial Automation',
      category: 'programming',
      description:
        'We program PLCs, operator panels and SCADA systems for production lines, pumping stations and treatment plants, and commission them on site. The work covers I/O design, control logic, alarm handling, operator screens and data logging. Every project ends with factory and site acceptance tests and fully commented programs handed over to your engineers.',
      features: [
        'Control logic in ladder, function block and structured text',
        'Operator screens designed for fast, clear decisions',
        'Alarm handling and historical data logging',
        'Factory and site acceptance testing',
        'Remote support after commissioning',
      ],
      applications: [
        'Plastic extrusion and moulding lines',
        'Water pumping stations and reservoirs',
        'Water and wastewater treatment plants',
      ],
      certifications: ['Programs structured to IEC 61131-3', 'Operator screens designed to ISA-101 guidance'],
      specifications: specs({
        Engagement: [
          ['Typical duration', '4 to 12 weeks, depending on I/O count'],
          ['Deliverables', 'Commented programs, I/O lists, screen designs, test reports'],
        ],
        Technology: [
          ['Languages', 'Ladder, function block diagram, structured text'],
          ['Communication', 'Modbus TCP/RTU, PROFINET, OPC UA'],
        ],
      }),
      faqs: [
        qa(
          'Can you modify a system that is already running?',
          'Yes. We back up the existing programs, test changes offline and schedule the switch-over for a planned stop.',
        ),
        qa(
          'Which PLC makes do you work with?',
          'The major international makes used in the region. Tell us the model and firmware and we will confirm.',
        ),
      ],
    },
    arabic: {
      name: 'برمجة وحدات PLC وأنظمة SCADA للأتمتة الصناعية',
      description:
        'نبرمج وحدات التحكم المنطقي القابلة للبرمجة ولوحات التشغيل وأنظمة الإشراف والتحكم لخطوط الإنتاج ومحطات الضخ ومحطات المعالجة، ونتولى تشغيلها في الموقع. ويشمل العمل تصميم المداخل والمخارج ومنطق التحكم ومعالجة الإنذارات وشاشات المشغلين وتسجيل البيانات. وينتهي كل مشروع باختبارات القبول في المصنع والموقع، وتسليم البرامج مشروحة بالكامل لمهندسيك.',
      features: [
        'منطق تحكم بلغات المخطط السلّمي والكتل الوظيفية والنص المهيكل',
        'شاشات تشغيل مصممة لاتخاذ قرارات سريعة وواضحة',
        'معالجة الإنذارات وتسجيل البيانات التاريخية',
        'اختبارات القبول في المصنع والموقع',
        'دعم عن بعد بعد التشغيل',
      ],
      applications: [
        'خطوط بثق البلاستيك وقولبته',
        'محطات ضخ المياه والخزانات',
        'محطات معالجة المياه ومياه الصرف',
      ],
      certifications: [
        'برامج مهيكلة وفق المواصفة IEC \u206661131-3\u2069',
        'شاشات تشغيل مصممة وفق إرشادات ISA-101',
      ],
      specifications: specs({
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 4 إلى 12 أسبوعًا حسب عدد نقاط المداخل والمخارج'],
          ['المخرجات', 'برامج مشروحة وقوائم المداخل والمخارج وتصاميم الشاشات وتقارير الاختبار'],
        ],
        التقنيات: [
          ['لغات البرمجة', 'المخطط السلّمي ومخطط الكتل الوظيفية والنص المهيكل'],
          ['الاتصالات', 'بروتوكولات Modbus TCP/RTU وPROFINET وOPC UA'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكنكم تعديل نظام قيد التشغيل؟',
          'نعم. نأخذ نسخة احتياطية من البرامج القائمة، ونختبر التعديلات دون اتصال بالنظام، ونجدول الانتقال إليها خلال توقف مخطط.',
        ),
        qa(
          'ما العلامات التجارية لوحدات PLC التي تعملون عليها؟',
          'العلامات العالمية الرئيسية المستخدمة في المنطقة. زوّدنا بالطراز وإصدار البرنامج الثابت لنؤكد لك ذلك.',
        ),
      ],
    },
    artwork: codeArt('automation'),
  },
];

const systems: SeedProduct[] = [
  {
    product: {
      name: 'Data Centre and Server Room Solutions',
      category: 'systems',
      description:
        'Design and build of server rooms and small data centres: racks and containment, precision cooling, UPS power, clean-agent fire suppression, environmental monitoring and structured cabling. We size power and cooling for your present load with room to grow, and deliver the room tested and documented. Maintenance contracts keep it running after handover.',
      features: [
        '42U and 47U racks with hot or cold aisle containment',
        'Precision cooling sized to the IT load',
        'N+1 UPS with battery monitoring',
        'Clean-agent fire suppression and early smoke detection',
        'Remote monitoring of temperature, humidity, power and doors',
      ],
      applications: [
        'Company head offices and factories',
        'Hospitals, universities and government sites',
        'Branch server rooms and edge sites',
      ],
      certifications: ['Designed with reference to ANSI/TIA-942', 'Fire suppression designed to NFPA 2001'],
      specifications: specs({
        Scope: [
          ['Room size', '4 to 40 racks'],
          ['Power', 'N+1 UPS, 10 kVA to 200 kVA'],
          ['Cooling', 'In-row or room precision units'],
        ],
        Engagement: [
          ['Typical duration', '6 to 14 weeks'],
          ['Deliverables', 'Design drawings, installation, test reports, as-built documents'],
        ],
      }),
      faqs: [
        qa(
          'Can you upgrade our existing server room without downtime?',
          'In most cases yes, by staging the work and moving loads between power and cooling paths. We plan any unavoidable stop with you in advance.',
        ),
        qa(
          'What temperature should a server room run at?',
          'Supply air between 18 °C and 27 °C suits modern equipment; running warmer within that range saves energy.',
        ),
      ],
    },
    arabic: {
      name: 'حلول مراكز البيانات وغرف الخوادم',
      description:
        'تصميم وتنفيذ غرف الخوادم ومراكز البيانات الصغيرة، بما يشمل خزائن الخوادم وأنظمة عزل الممرات والتبريد الدقيق وإمدادات الطاقة غير المنقطعة وأنظمة إطفاء الحريق بالغاز النظيف والمراقبة البيئية والكابلات المهيكلة. نحدد قدرة الطاقة والتبريد وفق حمل الأجهزة الحالي مع هامش للتوسع، ونسلم الغرفة مختبرة وموثقة. وتحافظ عقود الصيانة على استمرار عملها بعد التسليم.',
      features: [
        'خزائن بسعة 42 و47 وحدة مع عزل الممرات الساخنة أو الباردة',
        'تبريد دقيق بسعة تناسب حمل الأجهزة',
        'مزودات طاقة غير منقطعة UPS بنظام احتياطي N+1 مع مراقبة البطاريات',
        'إطفاء الحريق بالغاز النظيف والكشف المبكر عن الدخان',
        'مراقبة عن بعد لدرجة الحرارة والرطوبة والطاقة والأبواب',
      ],
      applications: [
        'المقرات الرئيسية للشركات والمصانع',
        'المستشفيات والجامعات والجهات الحكومية',
        'غرف الخوادم في الفروع والمواقع الطرفية',
      ],
      certifications: [
        'مصممة بالرجوع إلى المواصفة ANSI/TIA-942',
        'أنظمة الإطفاء مصممة وفق المعيار NFPA 2001',
      ],
      specifications: specs({
        'نطاق العمل': [
          ['حجم الغرفة', 'من 4 إلى 40 خزانة'],
          ['الطاقة', 'مزودات UPS بنظام احتياطي N+1، من 10 إلى 200 كيلو فولت أمبير'],
          ['التبريد', 'وحدات تبريد دقيق بين الخزائن أو على مستوى الغرفة'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 6 إلى 14 أسبوعًا'],
          ['المخرجات', 'مخططات التصميم والتركيب وتقارير الاختبار ومستندات التنفيذ النهائية'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكنكم تطوير غرفة الخوادم الحالية لدينا دون توقف؟',
          'في معظم الحالات نعم، بتنفيذ العمل على مراحل ونقل الأحمال بين مسارات الطاقة والتبريد. ونخطط معك مسبقًا لأي توقف لا يمكن تجنبه.',
        ),
        qa(
          'ما درجة الحرارة المناسبة لتشغيل غرفة الخوادم؟',
          'هواء التغذية بدرجة حرارة بين 18 °م و27 °م يناسب الأجهزة الحديثة، والتشغيل عند الدرجات الأعلى ضمن هذا النطاق يوفر الطاقة.',
        ),
      ],
    },
    artwork: systemsArt('datacentre'),
  },
  {
    product: {
      name: 'CCTV, Access Control and Security Systems',
      category: 'systems',
      description:
        'Supply, installation and programming of IP camera systems, access control and intrusion alarms for offices, factories, warehouses and residential compounds. We survey the site, plan camera positions and storage, and integrate cameras, card readers and alarms into one management platform. Operators are trained on site and every device is documented.',
      features: [
        'IP cameras from 2 MP to 8 MP with night vision',
        'Recording sized for 30 to 90 days of footage',
        'Card, PIN and biometric access control',
        'One platform for cameras, doors and alarms',
        'Remote viewing on mobile devices',
      ],
      applications: [
        'Factories, warehouses and logistics yards',
        'Offices and showrooms',
        'Residential compounds and schools',
      ],
      certifications: ['Video surveillance designed to IEC 62676', 'ONVIF-conformant cameras and recorders'],
      specifications: specs({
        Scope: [
          ['Cameras', '8 to 500 per site'],
          ['Storage', '30 to 90 days of recording'],
          ['Access control', 'Card, PIN, fingerprint and face readers'],
        ],
        Engagement: [
          ['Typical duration', '2 to 10 weeks'],
          ['Deliverables', 'Camera layout, installation, configuration, training, as-built records'],
        ],
      }),
      faqs: [
        qa(
          'Can we reuse our existing analogue cameras?',
          'Often yes, through hybrid recorders, so you can move to IP cameras in stages.',
        ),
        qa(
          'Do you maintain the system after installation?',
          'Yes, under an annual maintenance contract with preventive visits and agreed response times.',
        ),
      ],
    },
    arabic: {
      name: 'أنظمة كاميرات المراقبة والتحكم في الدخول والأمن',
      description:
        'توريد وتركيب وبرمجة أنظمة كاميرات المراقبة الشبكية والتحكم في الدخول وإنذار التسلل للمكاتب والمصانع والمستودعات والمجمعات السكنية. نعاين الموقع ونخطط مواقع الكاميرات وسعة التخزين، ونربط الكاميرات وقارئات البطاقات وأجهزة الإنذار في منصة إدارة واحدة. ويُدرَّب المشغلون في الموقع ويُوثق كل جهاز.',
      features: [
        'كاميرات شبكية بدقة من 2 إلى 8 ميجابكسل مع رؤية ليلية',
        'سعة تسجيل تكفي من 30 إلى 90 يومًا',
        'تحكم في الدخول بالبطاقة والرمز السري والبصمة',
        'منصة واحدة للكاميرات والأبواب والإنذارات',
        'مشاهدة عن بعد على الأجهزة المحمولة',
      ],
      applications: [
        'المصانع والمستودعات والساحات اللوجستية',
        'المكاتب وصالات العرض',
        'المجمعات السكنية والمدارس',
      ],
      certifications: ['أنظمة مراقبة مصممة وفق المواصفة IEC 62676', 'كاميرات ومسجلات متوافقة مع معيار ONVIF'],
      specifications: specs({
        'نطاق العمل': [
          ['الكاميرات', 'من 8 إلى 500 كاميرا في الموقع الواحد'],
          ['التخزين', 'من 30 إلى 90 يومًا من التسجيل'],
          ['التحكم في الدخول', 'قارئات البطاقات والرمز السري وبصمة الإصبع والتعرف على الوجه'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 2 إلى 10 أسابيع'],
          ['المخرجات', 'مخطط توزيع الكاميرات والتركيب والإعداد والتدريب وسجلات التنفيذ النهائية'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن الاستفادة من كاميراتنا التناظرية الحالية؟',
          'غالبًا نعم، عبر أجهزة تسجيل هجينة، فيمكنك الانتقال إلى الكاميرات الشبكية على مراحل.',
        ),
        qa(
          'هل تتولون صيانة النظام بعد التركيب؟',
          'نعم، بموجب عقد صيانة سنوي يشمل زيارات وقائية وأوقات استجابة متفقًا عليها.',
        ),
      ],
    },
    artwork: systemsArt('security'),
  },
  {
    product: {
      name: 'Structured Cabling and Network Infrastructure',
      category: 'systems',
      description:
        'Design and installation of copper and fibre structured cabling, network switching and enterprise Wi-Fi for offices, factories and campuses. Every link is tested with a certification analyser and labelled, and you receive the test reports and as-built drawings. We also configure the switches, firewalls and wireless network so the site is ready to use.',
      features: [
        'Cat 6 and Cat 6A copper, OM4 and OS2 fibre',
        'Every link tested and labelled, with reports',
        'Switching, firewall and wireless configuration',
        'Wireless site survey for full coverage',
      ],
      applications: [
        'New offices and office relocations',
        'Factory floors and warehouses',
        'Campuses linking several buildings',
      ],
      certifications: ['Installed to ISO/IEC 11801', 'Tested to ANSI/TIA-568 performance limits'],
      specifications: specs({
        Scope: [
          ['Copper', 'Cat 6 and Cat 6A, permanent links up to 90 m'],
          ['Fibre', 'OM4 multimode and OS2 single-mode'],
          ['Outlets', '20 to 5,000 per project'],
        ],
        Engagement: [
          ['Typical duration', '1 to 8 weeks'],
          ['Deliverables', 'Test reports, labelling schedule, as-built drawings'],
        ],
      }),
      faqs: [
        qa(
          'Should we choose Cat 6 or Cat 6A?',
          'Cat 6A supports 10 Gb/s over the full 90 m and higher-power wireless access points; we recommend it for new buildings.',
        ),
        qa(
          'Can you work outside office hours?',
          'Yes. Most relocations and upgrades are done at night or at weekends to avoid disruption.',
        ),
      ],
    },
    arabic: {
      name: 'الكابلات المهيكلة والبنية التحتية للشبكات',
      description:
        'تصميم وتنفيذ شبكات الكابلات المهيكلة النحاسية والضوئية ومحولات الشبكة والشبكات اللاسلكية المؤسسية للمكاتب والمصانع والمجمعات. يُختبر كل خط بجهاز تحليل معتمد ويُرقّم، وتتسلم تقارير الاختبار ومخططات التنفيذ النهائية. ونتولى أيضًا إعداد المحولات وجدران الحماية والشبكة اللاسلكية ليصبح الموقع جاهزًا للاستخدام.',
      features: [
        'كابلات نحاسية من الفئتين 6 و6A وألياف ضوئية OM4 وOS2',
        'اختبار كل خط وترقيمه مع تقارير موثقة',
        'إعداد المحولات وجدران الحماية والشبكة اللاسلكية',
        'مسح لاسلكي للموقع لضمان تغطية كاملة',
      ],
      applications: [
        'المكاتب الجديدة وعمليات نقل المكاتب',
        'صالات المصانع والمستودعات',
        'المجمعات التي تربط عدة مبانٍ',
      ],
      certifications: ['منفذة وفق المواصفة ISO/IEC 11801', 'مختبرة وفق حدود الأداء في المواصفة ANSI/TIA-568'],
      specifications: specs({
        'نطاق العمل': [
          ['الكابلات النحاسية', 'الفئتان 6 و6A، بخطوط دائمة حتى 90 مترًا'],
          ['الألياف الضوئية', 'ألياف OM4 متعددة الأنماط وOS2 أحادية النمط'],
          ['المنافذ', 'من 20 إلى 5000 منفذ لكل مشروع'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من أسبوع واحد إلى 8 أسابيع'],
          ['المخرجات', 'تقارير الاختبار وجدول الترقيم ومخططات التنفيذ النهائية'],
        ],
      }),
      faqs: [
        qa(
          'هل نختار الفئة 6 أم الفئة 6A؟',
          'تدعم الفئة 6A سرعة 10 جيجابت في الثانية على كامل مسافة 90 مترًا، كما تدعم نقاط الوصول اللاسلكية ذات القدرة الأعلى، ولذلك نوصي بها للمباني الجديدة.',
        ),
        qa(
          'هل يمكنكم العمل خارج أوقات الدوام؟',
          'نعم. تُنفذ معظم عمليات النقل والتطوير ليلًا أو في عطلات نهاية الأسبوع لتجنب تعطيل العمل.',
        ),
      ],
    },
    artwork: systemsArt('network'),
  },
];

const support: SeedProduct[] = [
  {
    product: {
      name: 'IT Helpdesk and Remote Support',
      category: 'tech-support',
      description:
        'A bilingual service desk that answers your staff by phone, e-mail and chat, and resolves most issues remotely within agreed response times. Each request is logged, prioritised and tracked to closure, and you receive a monthly report on volumes, response times and recurring problems. Business-hours and round-the-clock plans are available.',
      features: [
        'Support in Arabic and English',
        'Phone, e-mail and chat channels',
        'Agreed response times by priority',
        'Secure remote access tools',
        'Monthly service report',
      ],
      applications: [
        'Small and medium companies without an in-house IT team',
        'Branches and sites far from head office',
        'Extra capacity for existing IT departments',
      ],
      certifications: [
        'Service management aligned with ITIL 4 practices',
        'Processes aligned with ISO/IEC 20000-1',
      ],
      specifications: specs({
        Coverage: [
          ['Hours', 'Sunday to Thursday 7:00–18:00, or 24/7'],
          ['Channels', 'Phone, e-mail, chat'],
          ['Languages', 'Arabic and English'],
        ],
        'Response times': [
          ['Critical', 'Within 1 hour'],
          ['High', 'Within 4 hours'],
          ['Normal', 'Next business day'],
        ],
      }),
      faqs: [
        qa(
          'What happens when a problem cannot be fixed remotely?',
          'An engineer is sent to site; on-site visits are included or charged according to your plan.',
        ),
        qa(
          'Is the service priced per user or per device?',
          'Per user, with servers and network devices priced separately. We quote after a short review of your environment.',
        ),
      ],
    },
    arabic: {
      name: 'مكتب المساعدة التقنية والدعم عن بعد',
      description:
        'مكتب خدمة ثنائي اللغة يتلقى طلبات موظفيك عبر الهاتف والبريد الإلكتروني والمحادثة، ويحل معظم المشكلات عن بعد ضمن أوقات استجابة متفق عليها. يُسجل كل طلب ويُصنف حسب أولويته ويُتابع حتى إغلاقه، وتتسلم تقريرًا شهريًا عن حجم الطلبات وأوقات الاستجابة والمشكلات المتكررة. وتتوفر باقات خلال ساعات العمل أو على مدار الساعة.',
      features: [
        'دعم باللغتين العربية والإنجليزية',
        'قنوات الهاتف والبريد الإلكتروني والمحادثة',
        'أوقات استجابة متفق عليها حسب الأولوية',
        'أدوات آمنة للوصول عن بعد',
        'تقرير خدمة شهري',
      ],
      applications: [
        'الشركات الصغيرة والمتوسطة التي لا تملك فريقًا داخليًا لتقنية المعلومات',
        'الفروع والمواقع البعيدة عن المقر الرئيسي',
        'طاقة استيعابية إضافية لإدارات تقنية المعلومات القائمة',
      ],
      certifications: [
        'إدارة خدمات متوافقة مع ممارسات ITIL 4',
        'إجراءات متوافقة مع المواصفة ISO/IEC \u206620000-1\u2069',
      ],
      specifications: specs({
        التغطية: [
          ['ساعات العمل', 'الأحد – الخميس، 7:00 ص – 6:00 م، أو على مدار الساعة طوال أيام الأسبوع'],
          ['القنوات', 'الهاتف والبريد الإلكتروني والمحادثة'],
          ['اللغات', 'العربية والإنجليزية'],
        ],
        'أوقات الاستجابة': [
          ['الأولوية الحرجة', 'خلال ساعة واحدة'],
          ['الأولوية العالية', 'خلال 4 ساعات'],
          ['الأولوية العادية', 'يوم العمل التالي'],
        ],
      }),
      faqs: [
        qa(
          'ماذا يحدث إذا تعذّر حل المشكلة عن بعد؟',
          'نرسل مهندسًا إلى الموقع، وتكون الزيارات الميدانية مشمولة أو مدفوعة بحسب باقتك.',
        ),
        qa(
          'هل تُسعّر الخدمة لكل مستخدم أم لكل جهاز؟',
          'لكل مستخدم، مع تسعير الخوادم وأجهزة الشبكات بشكل منفصل. ونقدم عرض السعر بعد مراجعة قصيرة لبيئة تقنية المعلومات لديك.',
        ),
      ],
    },
    artwork: supportArt('helpdesk'),
  },
  {
    product: {
      name: 'Annual IT Maintenance Contracts',
      category: 'tech-support',
      description:
        'Annual maintenance contracts covering computers, servers, networks, printers and CCTV, with scheduled preventive visits and on-call corrective maintenance. Each visit follows a checklist and ends with a report, and we keep an up-to-date register of all your equipment. Spare parts can be included or charged at agreed rates.',
      features: [
        'Quarterly preventive maintenance visits, monthly for critical sites',
        'Corrective maintenance with guaranteed on-site response',
        'Equipment register kept up to date',
        'Visit reports and annual health review',
      ],
      applications: [
        'Offices, schools and clinics',
        'Factories and warehouses',
        'Retail branches across several cities',
      ],
      certifications: ['Service management aligned with ITIL 4 practices'],
      specifications: specs({
        Coverage: [
          ['Equipment', 'Computers, servers, network devices, printers, CCTV'],
          ['Region', 'Riyadh, Eastern Province, Makkah Province and other main cities'],
          ['Contract term', '12 months, renewable'],
        ],
        'Service levels': [
          ['Preventive visits', 'Quarterly or monthly'],
          ['On-site response', 'Within 4 business hours in Riyadh'],
        ],
      }),
      faqs: [
        qa(
          'Are spare parts included?',
          'You can choose a contract with parts included, or one where parts are quoted and approved before replacement.',
        ),
        qa(
          'Can the contract start mid-year?',
          'Yes. Contracts start on any date and run for 12 months after an initial survey of your equipment.',
        ),
      ],
    },
    arabic: {
      name: 'عقود الصيانة السنوية لتقنية المعلومات',
      description:
        'عقود صيانة سنوية تغطي أجهزة الحاسب والخوادم والشبكات والطابعات وكاميرات المراقبة، مع زيارات صيانة وقائية مجدولة وصيانة تصحيحية عند الطلب. تُنفذ كل زيارة وفق قائمة فحص وتنتهي بتقرير، ونحتفظ بسجل محدث لجميع أجهزتك. ويمكن أن تشمل العقود قطع الغيار أو تُحتسب بأسعار متفق عليها.',
      features: [
        'زيارات صيانة وقائية كل ثلاثة أشهر، وشهرية للمواقع الحرجة',
        'صيانة تصحيحية مع استجابة مضمونة في الموقع',
        'سجل أجهزة محدث باستمرار',
        'تقارير للزيارات ومراجعة سنوية لحالة الأجهزة',
      ],
      applications: ['المكاتب والمدارس والعيادات', 'المصانع والمستودعات', 'فروع التجزئة في عدة مدن'],
      certifications: ['إدارة خدمات متوافقة مع ممارسات ITIL 4'],
      specifications: specs({
        التغطية: [
          ['الأجهزة', 'أجهزة الحاسب والخوادم وأجهزة الشبكات والطابعات وكاميرات المراقبة'],
          ['المنطقة', 'الرياض والمنطقة الشرقية ومنطقة مكة المكرمة والمدن الرئيسية الأخرى'],
          ['مدة العقد', '12 شهرًا قابلة للتجديد'],
        ],
        'مستويات الخدمة': [
          ['الزيارات الوقائية', 'كل ثلاثة أشهر أو شهريًا'],
          ['الاستجابة في الموقع', 'خلال 4 ساعات عمل في الرياض'],
        ],
      }),
      faqs: [
        qa(
          'هل قطع الغيار مشمولة؟',
          'يمكنك اختيار عقد يشمل قطع الغيار، أو عقد تُقدَّم فيه أسعار القطع لاعتمادها قبل الاستبدال.',
        ),
        qa(
          'هل يمكن أن يبدأ العقد في منتصف العام؟',
          'نعم. تبدأ العقود في أي تاريخ، وتسري لمدة 12 شهرًا بعد حصر أولي لأجهزتك.',
        ),
      ],
    },
    artwork: supportArt('maintenance'),
  },
];

// ---------------------------------------------------------------------------------------------
// Contracting

const building: SeedProduct[] = [
  {
    product: {
      name: 'Residential Villas and Buildings, Turnkey',
      category: 'building-construction',
      description:
        'Turnkey construction of villas and residential buildings, from excavation and the reinforced concrete structure through plumbing, electrical work and finishes to handover. Plumbing and electrical installations use our own pipes, fittings, switches and breakers, installed by our trained teams. A site engineer supervises every project and you receive weekly progress reports.',
      features: [
        'One contract from excavation to handover',
        'Reinforced concrete frame and insulated block walls',
        'Plumbing and electrical work with our own products',
        'Full-time site engineer and weekly progress reports',
        '12-month defects liability period after handover',
      ],
      applications: [
        'Private villas',
        'Residential buildings and apartment blocks',
        'Staff housing compounds',
      ],
      certifications: [
        'Executed to the Saudi Building Code (SBC 201)',
        'Concrete works to SBC 304',
        'Thermal insulation to SBC 602',
      ],
      specifications: specs({
        Scope: [
          ['Structure', 'Reinforced concrete frame'],
          ['Walls', 'Insulated concrete block'],
          ['Services', 'Plumbing, drainage, electrical, air-conditioning provisions'],
        ],
        Engagement: [
          ['Typical duration', '10 to 14 months for a ground-plus-one villa'],
          ['Defects liability', '12 months after handover'],
          ['Reporting', 'Weekly progress reports with photographs'],
        ],
      }),
      faqs: [
        qa(
          'Do you handle the building permit?',
          'We prepare the documents and follow up the permit with the municipality; the permit is issued in the owner’s name.',
        ),
        qa(
          'Can we choose our own finishes?',
          'Yes. The contract includes a finishes schedule with allowances, and you select the materials with our engineer.',
        ),
      ],
    },
    arabic: {
      name: 'الفلل والمباني السكنية بنظام تسليم المفتاح',
      description:
        'تنفيذ الفلل والمباني السكنية بنظام تسليم المفتاح، بدءًا من الحفر والهيكل الخرساني المسلح، مرورًا بأعمال السباكة والكهرباء والتشطيبات، وحتى التسليم. تُنفذ تمديدات السباكة والكهرباء بأنابيبنا وقطع التوصيل والمفاتيح والقواطع التي نصنعها، على أيدي فرقنا المدربة. ويشرف مهندس موقع على كل مشروع، وتتسلم تقارير أسبوعية عن سير العمل.',
      features: [
        'عقد واحد من الحفر حتى التسليم',
        'هيكل من الخرسانة المسلحة وجدران من البلوك المعزول',
        'أعمال السباكة والكهرباء بمنتجاتنا',
        'مهندس موقع متفرغ وتقارير أسبوعية عن سير العمل',
        'فترة ضمان للعيوب مدتها 12 شهرًا بعد التسليم',
      ],
      applications: ['الفلل الخاصة', 'المباني والعمارات السكنية', 'مجمعات سكن الموظفين'],
      certifications: [
        'منفذة وفق كود البناء السعودي (SBC 201)',
        'الأعمال الخرسانية وفق الكود SBC 304',
        'العزل الحراري وفق الكود SBC 602',
      ],
      specifications: specs({
        'نطاق العمل': [
          ['الهيكل', 'هيكل من الخرسانة المسلحة'],
          ['الجدران', 'بلوك خرساني معزول'],
          ['الخدمات', 'السباكة والصرف والكهرباء والتمديدات التحضيرية للتكييف'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 10 إلى 14 شهرًا لفيلا من دور أرضي ودور أول'],
          ['ضمان العيوب', '12 شهرًا بعد التسليم'],
          ['التقارير', 'تقارير أسبوعية عن سير العمل مدعمة بالصور'],
        ],
      }),
      faqs: [
        qa(
          'هل تتولون استخراج رخصة البناء؟',
          'نعد المستندات ونتابع الرخصة مع البلدية، وتصدر الرخصة باسم المالك.',
        ),
        qa(
          'هل يمكننا اختيار التشطيبات بأنفسنا؟',
          'نعم. يتضمن العقد جدولًا للتشطيبات بمبالغ مخصصة لكل بند، وتختار المواد بالتنسيق مع مهندسنا.',
        ),
      ],
    },
    artwork: constructionArt('villa'),
  },
  {
    product: {
      name: 'Commercial Buildings and Fit-Out',
      category: 'building-construction',
      description:
        'Construction and fit-out of offices, showrooms, schools and clinics, including structure, facades, mechanical, electrical and plumbing services and interior finishes. Our planning and procurement teams coordinate every trade to a single programme. We hand over with testing and commissioning records, as-built drawings and operation manuals.',
      features: [
        'Structure, envelope, services and interiors under one contract',
        'Detailed programme with weekly progress tracking',
        'In-house mechanical, electrical and plumbing teams',
        'Testing and commissioning of every system',
        'As-built drawings and operation manuals at handover',
      ],
      applications: [
        'Office buildings and headquarters',
        'Showrooms and retail centres',
        'Schools and clinics',
      ],
      certifications: ['Executed to the Saudi Building Code (SBC 201)', 'Fire protection to SBC 801'],
      specifications: specs({
        Scope: [
          ['Project size', '1,000 to 20,000 m² built-up area'],
          ['Services', 'Mechanical, electrical, plumbing, fire protection, low current'],
        ],
        Engagement: [
          ['Typical duration', '6 to 18 months'],
          ['Handover', 'Commissioning records, as-built drawings, manuals'],
        ],
      }),
      faqs: [
        qa(
          'Can you fit out a building that is already built?',
          'Yes. Fit-out of existing shells is a large part of our work, including upgrading the building services.',
        ),
        qa(
          'Do you work with the client’s own designer?',
          'Yes. We build to your consultant’s design, or provide design-and-build when you prefer one contract.',
        ),
      ],
    },
    arabic: {
      name: 'المباني التجارية وأعمال التجهيز الداخلي',
      description:
        'تنفيذ وتجهيز المكاتب وصالات العرض والمدارس والعيادات، بما يشمل الهيكل والواجهات والأعمال الكهروميكانيكية والسباكة والتشطيبات الداخلية. وتنسق فرق التخطيط والمشتريات لدينا جميع الأعمال ضمن برنامج زمني واحد. ونسلم المشروع مع سجلات الاختبار والتشغيل ومخططات التنفيذ النهائية وأدلة التشغيل.',
      features: [
        'الهيكل والغلاف الخارجي والخدمات والتشطيبات الداخلية في عقد واحد',
        'برنامج زمني تفصيلي مع متابعة أسبوعية للتقدم',
        'فرق داخلية للأعمال الميكانيكية والكهربائية والسباكة',
        'اختبار وتشغيل كل نظام',
        'مخططات التنفيذ النهائية وأدلة التشغيل عند التسليم',
      ],
      applications: ['المباني المكتبية والمقرات الرئيسية', 'صالات العرض ومراكز التسوق', 'المدارس والعيادات'],
      certifications: ['منفذة وفق كود البناء السعودي (SBC 201)', 'الحماية من الحريق وفق الكود SBC 801'],
      specifications: specs({
        'نطاق العمل': [
          ['حجم المشروع', 'من 1000 إلى 20,000 م² من مسطحات البناء'],
          ['الخدمات', 'الأعمال الميكانيكية والكهربائية والسباكة والحماية من الحريق والتيار المنخفض'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 6 إلى 18 شهرًا'],
          ['التسليم', 'سجلات الاختبار والتشغيل ومخططات التنفيذ النهائية وأدلة التشغيل'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكنكم تجهيز مبنى قائم؟',
          'نعم. فتجهيز الهياكل القائمة جزء كبير من أعمالنا، بما في ذلك تطوير خدمات المبنى.',
        ),
        qa(
          'هل تعملون مع المصمم الخاص بالعميل؟',
          'نعم. ننفذ وفق تصميم استشاريك، أو نقدم خدمة التصميم والتنفيذ إذا فضّلت عقدًا واحدًا.',
        ),
      ],
    },
    artwork: constructionArt('tower'),
  },
];

const industrial: SeedProduct[] = [
  {
    product: {
      name: 'Industrial and Process Piping Installation',
      category: 'industrial-contracting',
      description:
        'Prefabrication, installation and testing of process piping in UPVC, CPVC, PPR, HDPE and steel for factories and plants. Our teams handle chemical lines, cooling water, compressed air and utility networks, including supports, valves and instrumentation connections. Every system is pressure tested and handed over with test certificates and isometric drawings.',
      features: [
        'Thermoplastic and steel piping from one contractor',
        'Shop prefabrication to shorten plant shutdowns',
        'Certified jointing teams for cemented, fused and welded joints',
        'Hydrostatic testing at 1.5 times the design pressure',
        'Isometric drawings and test records at handover',
      ],
      applications: [
        'Chemical and water treatment plants',
        'Food, beverage and dairy factories',
        'Cooling water and compressed air networks',
      ],
      certifications: ['Piping executed to ASME B31.3', 'Solvent-cemented joints to ASTM D2855'],
      specifications: specs({
        Scope: [
          ['Pipe sizes', '15 mm to 600 mm'],
          ['Materials', 'UPVC, CPVC, PPR, HDPE, carbon and stainless steel'],
        ],
        Engagement: [
          ['Typical duration', '4 to 20 weeks'],
          ['Testing', 'Hydrostatic test at 1.5 × design pressure'],
          ['Handover', 'Isometric drawings and test certificates'],
        ],
      }),
      faqs: [
        qa(
          'Can you work during a planned shutdown?',
          'Yes. We prefabricate spools in our workshop so that on-site work fits into the shutdown window.',
        ),
        qa(
          'How do you choose between CPVC and steel?',
          'By fluid, temperature and pressure. CPVC often lasts longer with corrosive fluids below 93 °C; steel suits higher temperatures and pressures.',
        ),
      ],
    },
    arabic: {
      name: 'تنفيذ تمديدات الأنابيب الصناعية وأنابيب العمليات',
      description:
        'تصنيع مسبق وتركيب واختبار أنابيب العمليات من UPVC وCPVC وPPR وHDPE والفولاذ للمصانع والمحطات. تتولى فرقنا خطوط المواد الكيميائية ومياه التبريد والهواء المضغوط وشبكات الخدمات، بما في ذلك الدعامات والمحابس وتوصيلات أجهزة القياس. ويُختبر كل نظام بالضغط ويُسلَّم مع شهادات الاختبار والرسومات المجسمة.',
      features: [
        'أنابيب بلاستيكية حرارية وفولاذية من مقاول واحد',
        'تصنيع مسبق في الورشة لتقليص مدة توقف المصنع',
        'فرق معتمدة لتنفيذ الوصلات الملصقة والملحومة حراريًا والملحومة بالقوس الكهربائي',
        'اختبار هيدروستاتيكي عند 1.5 ضعف ضغط التصميم',
        'رسومات مجسمة وسجلات اختبار عند التسليم',
      ],
      applications: [
        'محطات المعالجة الكيميائية ومعالجة المياه',
        'مصانع الأغذية والمشروبات والألبان',
        'شبكات مياه التبريد والهواء المضغوط',
      ],
      certifications: [
        'تمديدات منفذة وفق الكود ASME B31.3',
        'الوصلات الملصقة وفق الممارسة القياسية ASTM D2855',
      ],
      specifications: specs({
        'نطاق العمل': [
          ['مقاسات الأنابيب', 'من 15 مم حتى 600 مم'],
          ['المواد', 'UPVC وCPVC وPPR وHDPE والفولاذ الكربوني والفولاذ المقاوم للصدأ'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 4 إلى 20 أسبوعًا'],
          ['الاختبار', 'اختبار هيدروستاتيكي عند 1.5 ضعف ضغط التصميم'],
          ['التسليم', 'الرسومات المجسمة وشهادات الاختبار'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكنكم العمل خلال فترة توقف مخطط؟',
          'نعم. نصنّع مقاطع الأنابيب مسبقًا في ورشتنا لتُنجز الأعمال الميدانية ضمن فترة التوقف.',
        ),
        qa(
          'كيف تختارون بين CPVC والفولاذ؟',
          'بحسب نوع السائل ودرجة حرارته وضغطه. فأنابيب CPVC تدوم غالبًا مدة أطول مع السوائل الأكالة عند درجات حرارة أقل من 93 °م، بينما يناسب الفولاذ درجات الحرارة والضغوط الأعلى.',
        ),
      ],
    },
    artwork: industrialArt('process'),
  },
  {
    product: {
      name: 'Water and Sewer Network Contracting',
      category: 'industrial-contracting',
      description:
        'Construction of water distribution networks, house connections, gravity sewers, manholes and pumped mains for municipalities, developers and industrial cities. The work covers surveying, excavation, bedding, pipe laying, testing, backfilling and road reinstatement. Pressure lines are hydrostatically tested and sewers are tested and inspected by camera before handover.',
      features: [
        'Complete networks from survey to road reinstatement',
        'Our own UPVC pressure pipe and orange sewer pipe',
        'Pressure testing of water mains, air or water testing of sewers',
        'Camera inspection of sewer lines before handover',
      ],
      applications: [
        'New residential and commercial developments',
        'Industrial city infrastructure',
        'Network extensions and replacements',
      ],
      certifications: ['Pressure pipes installed to ASTM D2774', 'Gravity sewers installed to ASTM D2321'],
      specifications: specs({
        Scope: [
          ['Pipe diameters', '110 mm to 630 mm'],
          ['Works', 'Water mains, house connections, gravity sewers, manholes, pumped mains'],
        ],
        Engagement: [
          ['Typical output', '100 to 200 m of pipeline per crew per day, depending on depth and ground'],
          ['Testing', 'Hydrostatic test of mains; air or water test and camera inspection of sewers'],
        ],
      }),
      faqs: [
        qa(
          'Who obtains the excavation permits?',
          'We prepare the traffic management plans and apply for the permits on the client’s behalf.',
        ),
        qa(
          'What warranty do you give on networks?',
          'A defects liability period agreed in the contract, usually 12 months, on both pipes and workmanship.',
        ),
      ],
    },
    arabic: {
      name: 'مقاولات شبكات المياه والصرف الصحي',
      description:
        'تنفيذ شبكات توزيع المياه والتوصيلات المنزلية وخطوط الصرف الصحي بالانحدار وغرف التفتيش وخطوط الضخ للبلديات والمطورين والمدن الصناعية. ويشمل العمل المساحة والحفر وفرشة الرمل وتمديد الأنابيب والاختبار والردم وإعادة رصف الطرق. وتُختبر خطوط الضغط هيدروستاتيكيًا، وتُختبر خطوط الصرف وتُفحص بالكاميرا قبل التسليم.',
      features: [
        'شبكات متكاملة من المساحة حتى إعادة رصف الطرق',
        'أنابيب UPVC للضغط وأنابيب الصرف البرتقالية من إنتاجنا',
        'اختبار خطوط المياه بالضغط، واختبار خطوط الصرف بالهواء أو الماء',
        'فحص خطوط الصرف بالكاميرا قبل التسليم',
      ],
      applications: [
        'المشاريع السكنية والتجارية الجديدة',
        'البنية التحتية للمدن الصناعية',
        'توسعة الشبكات القائمة واستبدالها',
      ],
      certifications: [
        'تمديد أنابيب الضغط وفق الممارسة القياسية ASTM D2774',
        'تمديد خطوط الصرف بالانحدار وفق الممارسة القياسية ASTM D2321',
      ],
      specifications: specs({
        'نطاق العمل': [
          ['أقطار الأنابيب', 'من 110 مم حتى 630 مم'],
          [
            'الأعمال',
            'خطوط المياه الرئيسية والتوصيلات المنزلية وخطوط الصرف بالانحدار وغرف التفتيش وخطوط الضخ',
          ],
        ],
        'إطار التعاقد': [
          ['معدل الإنجاز المعتاد', 'من 100 إلى 200 متر من الخطوط لكل فريق يوميًا، حسب العمق ونوع التربة'],
          [
            'الاختبار',
            'اختبار هيدروستاتيكي للخطوط الرئيسية، واختبار خطوط الصرف بالهواء أو الماء وفحصها بالكاميرا',
          ],
        ],
      }),
      faqs: [
        qa(
          'من يستخرج تصاريح الحفر؟',
          'نعد خطط إدارة الحركة المرورية ونتقدم بطلبات التصاريح نيابةً عن العميل.',
        ),
        qa(
          'ما الضمان الذي تقدمونه على الشبكات؟',
          'فترة ضمان للعيوب يُتفق عليها في العقد، وتكون عادةً 12 شهرًا، وتشمل الأنابيب وجودة التنفيذ معًا.',
        ),
      ],
    },
    artwork: industrialArt('network'),
  },
  {
    product: {
      name: 'Factory Buildings and Steel Structures',
      category: 'industrial-contracting',
      description:
        'Design and build of factories, warehouses and workshops with pre-engineered steel structures, from foundations and steel erection to cladding, floors and building services. Clear spans of up to 60 m give open production and storage space without internal columns. We coordinate crane beams, mezzanines and utility connections with your production layout.',
      features: [
        'Clear spans up to 60 m without internal columns',
        'Insulated roof and wall cladding',
        'Crane beams and mezzanine floors',
        'Industrial floors designed for forklift and rack loads',
        'Building services coordinated with the production layout',
      ],
      applications: [
        'Factories and production halls',
        'Warehouses and logistics centres',
        'Workshops and maintenance buildings',
      ],
      certifications: ['Steel structures designed to SBC 306', 'Structural welding to AWS D1.1'],
      specifications: specs({
        Scope: [
          ['Clear span', 'Up to 60 m'],
          ['Eave height', '6 m to 15 m'],
          ['Floor area', '1,000 to 50,000 m²'],
        ],
        Engagement: [
          ['Typical duration', '4 to 9 months'],
          ['Deliverables', 'Design, fabrication, erection, cladding, services, as-built drawings'],
        ],
      }),
      faqs: [
        qa(
          'Can the building be extended later?',
          'Yes. We design the end walls so that further bays can be added without dismantling the structure.',
        ),
        qa(
          'Do you prepare the foundations?',
          'Yes. We carry out the soil investigation, foundation design and concrete works as part of the contract.',
        ),
      ],
    },
    arabic: {
      name: 'المباني الصناعية والهياكل الفولاذية',
      description:
        'تصميم وتنفيذ المصانع والمستودعات والورش بالهياكل الفولاذية المصممة مسبقًا، بدءًا من الأساسات وتركيب الهيكل وحتى الكسوة والأرضيات وخدمات المبنى. وتوفر البحور الحرة التي تصل إلى 60 مترًا مساحات إنتاج وتخزين مفتوحة دون أعمدة داخلية. وننسق جسور الرافعات والطوابق الوسطية وتوصيلات الخدمات مع مخطط خطوط الإنتاج لديك.',
      features: [
        'بحور حرة تصل إلى 60 مترًا دون أعمدة داخلية',
        'كسوة معزولة للسقف والجدران',
        'جسور للرافعات وطوابق وسطية',
        'أرضيات صناعية مصممة لأحمال الرافعات الشوكية والأرفف',
        'خدمات مبنى منسقة مع مخطط خطوط الإنتاج',
      ],
      applications: ['المصانع وصالات الإنتاج', 'المستودعات والمراكز اللوجستية', 'الورش ومباني الصيانة'],
      certifications: ['هياكل فولاذية مصممة وفق الكود SBC 306', 'اللحام الإنشائي وفق المواصفة AWS D1.1'],
      specifications: specs({
        'نطاق العمل': [
          ['البحر الحر', 'حتى 60 مترًا'],
          ['ارتفاع الحافة الجانبية', 'من 6 إلى 15 مترًا'],
          ['مساحة الأرضية', 'من 1000 إلى 50,000 م²'],
        ],
        'إطار التعاقد': [
          ['المدة المعتادة', 'من 4 إلى 9 أشهر'],
          ['المخرجات', 'التصميم والتصنيع والتركيب والكسوة والخدمات ومخططات التنفيذ النهائية'],
        ],
      }),
      faqs: [
        qa(
          'هل يمكن توسعة المبنى لاحقًا؟',
          'نعم. نصمم الجدران الطرفية بحيث يمكن إضافة بحور أخرى دون تفكيك الهيكل.',
        ),
        qa(
          'هل تتولون تجهيز الأساسات؟',
          'نعم. ننفذ فحص التربة وتصميم الأساسات والأعمال الخرسانية ضمن نطاق العقد.',
        ),
      ],
    },
    artwork: industrialArt('warehouse'),
  },
];

export const sampleCatalogue: readonly SeedProduct[] = [
  ...cements,
  ...ppr,
  ...cpvc,
  ...upvc,
  ...orange,
  ...switches,
  ...breakers,
  ...lighting,
  ...programming,
  ...systems,
  ...support,
  ...building,
  ...industrial,
];
