/**
 * A number with its counted noun in Arabic, in the form the number takes: Arabic has six (CLDR's
 * zero, one, two, few for 3–10, many for 11–99, other for 100 and round hundreds), and the noun's
 * case depends on the sentence, so each text gives its own forms. Content whose count comes from
 * data uses it instead of writing one noun after `${count}`.
 */
export interface ArabicCountForms {
  /** When left out, zero takes the `other` form («0 جهاز»). */
  zero?: string;
  one: string;
  two: string;
  /** 3–10 (and 103–110…): a plural noun in the genitive. */
  few: string;
  /** 11–99 (and 111–199…): a singular noun in the accusative. */
  many: string;
  /** 100, 1000… : a singular noun in the genitive. */
  other: string;
}

const rules = new Intl.PluralRules('ar');

/** `forms`' text for `count`, its `#` replaced by the number in Western digits. */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  const category = rules.select(count) as keyof ArabicCountForms;
  return (forms[category] ?? forms.other).replace('#', String(count));
}
