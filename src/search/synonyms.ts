import { foldText, queryForm } from './fold';

/**
 * Words of the trade that mean one thing, across both languages and the spellings buyers use
 * (the Arabic forms are those of the site's glossary: «أنابيب» in specifications, «مواسير» as
 * buyers say it). A query word that is one of a group finds the others too.
 */
const groups: readonly (readonly string[])[] = [
  ['pipe', 'tube', 'أنبوب', 'أنابيب', 'ماسورة', 'مواسير'],
  ['glue', 'cement', 'adhesive', 'غراء', 'لاصق', 'لاصقة', 'لصق'],
  ['fitting', 'توصيل'],
  ['joint', 'وصلة', 'وصلات'],
  ['cleaner', 'منظف'],
  ['primer', 'تمهيدية'],
  ['fusion', 'welding', 'لحام'],
  ['elbow', 'كوع', 'أكواع'],
  ['tee', 'مشترك', 'مشتركات'],
  ['reducer', 'مسلوب', 'مسلوبات'],
  ['coupling', 'coupler', 'جلبة', 'جلب'],
  ['cap', 'غطاء', 'أغطية'],
  ['valve', 'محبس', 'محابس'],
  ['threaded', 'مسنن', 'مسننة'],
  ['socket', 'مقبس', 'مقابس'],
  ['copper', 'brass', 'نحاس'],
  ['drainage', 'drain', 'sewage', 'sewer', 'صرف'],
  ['vent', 'تهوية'],
  ['water', 'مياه', 'ماء'],
  ['hot', 'ساخنة'],
  ['cold', 'باردة'],
  ['switch', 'مفتاح', 'مفاتيح'],
  ['breaker', 'قاطع', 'قواطع'],
  ['light', 'lighting', 'lamp', 'bulb', 'إنارة', 'إضاءة', 'مصباح', 'مصابيح', 'لمبة'],
  ['floodlight', 'كشاف', 'كشافات'],
  ['heater', 'سخان'],
  ['orange', 'برتقالي', 'برتقالية'],
  ['grey', 'gray', 'رمادي'],
  ['purple', 'بنفسجي', 'بنفسجية'],
  ['pressure', 'ضغط'],
  ['size', 'مقاس', 'مقاسات'],
  ['diameter', 'قطر'],
  ['polypropylene', 'بروبيلين'],
  ['cable', 'cabling', 'كابل', 'كابلات', 'كيبل'],
  ['network', 'شبكة', 'شبكات'],
  ['camera', 'cctv', 'كاميرا', 'كاميرات', 'مراقبة'],
  ['maintenance', 'صيانة'],
  ['contracting', 'contractor', 'مقاولات', 'مقاول'],
  ['building', 'مبنى', 'مباني'],
  ['villa', 'فيلا', 'فلل'],
  ['steel', 'فولاذ', 'فولاذية', 'حديد'],
  ['factory', 'industrial', 'مصنع', 'مصانع', 'صناعية', 'صناعي'],
  ['software', 'application', 'app', 'تطبيق', 'تطبيقات', 'برمجة'],
];

/** Each word's query form, with the query forms of every word it shares a group with. */
const related = new Map<string, Set<string>>();
for (const group of groups) {
  const forms = group.map((word) => queryForm(foldText(word)));
  for (const form of forms) {
    const known = related.get(form) ?? new Set<string>();
    for (const other of forms) known.add(other);
    related.set(form, known);
  }
}

/**
 * The query forms that a query word (itself a query form) also finds, its own first. A word still
 * being typed (three letters or more) also finds the groups of the words it begins: «موا» finds
 * pipes by every name, as «مواسير» would.
 */
export function synonymsOf(form: string, typing = false): string[] {
  const found = new Set([form, ...(related.get(form) ?? [])]);
  if (typing && form.length >= 3) {
    for (const [word, group] of related)
      if (word.startsWith(form)) for (const other of group) found.add(other);
  }
  return [...found];
}
