/**
 * Text folded the same way for the search index and for what a visitor types, so that the
 * spellings people use for one word meet: lower case; Arabic hamza seats (أ إ آ ٱ → ا, ؤ → و,
 * ئ → ي), taa marbuta (ة → ه) and alef maqsura (ى → ي) reduced to one letter; short vowels
 * (tashkeel), tatweel and direction marks removed; Arabic-Indic digits read as 0–9.
 */
const dropped = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u061C\u200B-\u200F\u2066-\u2069]/g;

const letters: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ة: 'ه',
  '٫': '.',
  '،': ',',
};

export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(dropped, '')
    .replace(/[أإآٱؤئىة٫،]/g, (letter) => letters[letter] ?? letter)
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** The Arabic article with the particles written joined to it: «ال», «وال», «بال», «كال», «فال», «لل». */
const article = /^(?:[وبكف]?ال|لل)(?=..)/;

/** One-letter particles written joined to the next word: «و» and, «ب» with, «ل» for, «ك» like, «ف» so. */
const particles = 'وبلكف';

/**
 * Light English stemming, enough for the plurals of a trade catalogue: pipes → pipe,
 * switches → switch, accessories → accessory. Words of three letters or fewer are kept.
 */
function englishStem(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A folded word as a visitor's query reads it: the Arabic article dropped, an English plural made singular. */
export function queryForm(word: string): string {
  return englishStem(word.replace(article, ''));
}

/**
 * The forms a visitor's word is looked for as: its query form, and when that dropped an «ال» that
 * may belong to the word itself («ألياف» fibres, «إلكترونية» electronic), the word as typed too:
 * the catalogue's «بالألياف» keeps its own «ال» once its particle and article are dropped.
 */
export function queryForms(word: string): string[] {
  const form = queryForm(word);
  return form.length + 2 <= word.length && word.startsWith('ال') ? [form, word] : [form];
}

/**
 * The forms a folded word of the catalogue is found by: its query form, and for an Arabic word
 * that may start with a joined particle («لأنابيب» for pipes), the form without it. A query word
 * takes only the first (`queryForm`), so both sides meet whichever way the text was written.
 */
export function indexForms(word: string): string[] {
  const forms = [queryForm(word)];
  if (word.length >= 5 && particles.includes(word[0] ?? '')) {
    const bare = queryForm(word.slice(1));
    if (bare !== forms[0]) forms.push(bare);
  }
  return forms;
}
