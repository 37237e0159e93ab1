/**
 * `npm run i18n:check`: extracts every message from the source, then fails when any message lacks
 * an Arabic translation, so a string added in English cannot ship untranslated.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

interface Entry {
  id: string;
  translation: string;
  obsolete: boolean;
}

/** Reads the entries of a .po file: msgid and msgstr, with continuation lines. */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: Partial<Entry> & { field?: 'id' | 'translation' } = {};
  const flush = () => {
    if (current.id)
      entries.push({ id: current.id, translation: current.translation ?? '', obsolete: !!current.obsolete });
    current = {};
  };
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith('msgid ')) {
      flush();
      current = { id: JSON.parse(line.slice(6)), field: 'id', obsolete };
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
for (const file of ['src/locales/ar/messages.po', 'src/locales/ar/portal.po']) {
  const arabic = parsePo(readFileSync(file, 'utf8')).filter((e) => !e.obsolete);
  const missing = arabic.filter((e) => e.translation.trim() === '');
  if (missing.length > 0) {
    console.error(`${missing.length} message(s) have no Arabic translation in ${file}:`);
    for (const entry of missing) console.error(`  - ${entry.id}`);
    process.exit(1);
  }
  translated += arabic.length;
}
console.log(`Arabic catalogues complete: ${translated} messages translated.`);
