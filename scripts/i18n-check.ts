/**
 * `npm run i18n:check`: extracts every message from the source, then fails when any message lacks
 * an Arabic translation, so a string added in English cannot ship untranslated, or when the site's
 * and the portal's catalogues translate one message two ways: a page rendered with both loaded
 * would then say another word than the browser's, and React refuses the page it takes over.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

interface Entry {
  /** The message's `msgctxt`, which tells apart two meanings of the same English words. */
  context: string;
  id: string;
  translation: string;
  obsolete: boolean;
}

/** Reads the entries of a .po file: msgid and msgstr, with continuation lines. */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: Partial<Entry> & { field?: 'context' | 'id' | 'translation' } = {};
  let context = '';
  const flush = () => {
    if (current.id)
      entries.push({
        context: current.context ?? '',
        id: current.id,
        translation: current.translation ?? '',
        obsolete: !!current.obsolete,
      });
    current = {};
  };
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith('msgctxt ')) {
      flush();
      context = JSON.parse(line.slice(8));
      current = { context, field: 'context', obsolete };
    } else if (line.startsWith('msgid ')) {
      // A message's context comes just before its id; an id after a whole entry has none.
      if (current.field !== 'context') flush();
      context = '';
      current = { ...current, id: JSON.parse(line.slice(6)), field: 'id', obsolete };
    } else if (line.startsWith('msgstr ')) {
      current.translation = JSON.parse(line.slice(7));
      current.field = 'translation';
    } else if (line.startsWith('"') && current.field) {
      current[current.field] = (current[current.field] ?? '') + JSON.parse(line);
    }
  }
  flush();
  return entries;
}

// The site's messages and the portal's (the sign-in page and the admin pages).
let translated = 0;
const translations = new Map<string, { file: string; translation: string }>();
for (const file of ['src/locales/ar/messages.po', 'src/locales/ar/portal.po']) {
  const arabic = parsePo(readFileSync(file, 'utf8')).filter((e) => !e.obsolete);
  for (const entry of arabic) {
    const key = JSON.stringify([entry.context, entry.id]);
    const other = translations.get(key);
    if (other && entry.translation && other.translation !== entry.translation) {
      console.error(
        `"${entry.id}"${entry.context ? ` (context "${entry.context}")` : ''} is «${other.translation}» in ${other.file} ` +
          `but «${entry.translation}» in ${file}: give one of them a context of its own, or one translation.`,
      );
      process.exit(1);
    }
    translations.set(key, { file, translation: entry.translation });
  }
  const missing = arabic.filter((e) => e.translation.trim() === '');
  if (missing.length > 0) {
    console.error(`${missing.length} message(s) have no Arabic translation in ${file}:`);
    for (const entry of missing) console.error(`  - ${entry.id}`);
    process.exit(1);
  }
  translated += arabic.length;
}
console.log(`Arabic catalogues complete: ${translated} messages translated.`);
