// French, Spanish and German words for the English words agents use about servers' purposes, the third
// translation table beside language.ts TRANSLATIONS and translations.ts MORE_TRANSLATIONS (issue #11: a set
// of requests in those languages written blind in the seventh round, blind-17, scored 0.556 against about
// 0.8 in English; the two hand-made tables cover the words of the sets they were tuned on). The English words
// are the catalogue's: every dictionary word used by at least three servers' everyday words
// (server-words.json), and every English word the hand-made tables translate to. Helpers who saw only their
// word list (never a query set, the search or this code) wrote, per word, the forms an agent types:
// infinitive and imperatives, singular and plural (`source` in written-translations.json). `table` is derived
// from it by scripts/build-search-translations.ts (invertTranslations below, tested to agree): foreign form ->
// English words. Read as a file rather than imported: a loader's hooks (tsx) would transform the JSON first.
import { readFileSync } from 'node:fs';
import { fold } from './fold.js';
import { englishWords } from './english.js';
import { DIRECTORY_WORDS, FILLER, INFINITIVES, TRANSLATIONS } from './language.js';
import { MORE_TRANSLATIONS } from './translations.js';
import { SYNONYMS } from './synonyms.js';
import { ABBREVIATIONS } from './expansions.js';
import { GENERIC_STEMS, TRANSACTION_STEMS, WEAK_STEMS } from './stopwords.js';
import { stem } from './stem.js';

export const WRITTEN_LANGUAGES = ['fr', 'es', 'de'] as const;
export type WrittenEntry = { en: string } & Partial<Record<(typeof WRITTEN_LANGUAGES)[number], readonly string[]>>;

/** English words per foreign form, at most this many (the first listed English word first). */
export const WRITTEN_MAX = 3;
/** Forms shorter than this are left out: too many meanings. */
export const WRITTEN_MIN_LENGTH = 3;
/**
 * Forms left out on review: words the catalogue's own English texts use in another sense ("repos", "meta",
 * "vue", "alt", "pics", "profiler", "coder": found by matching the table against the snapshot's names and
 * descriptions), and the German "tue" (do) that a French "tue" (kill) would take.
 */
export const NOT_TRANSLATED: ReadonlySet<string> = new Set(['repos', 'meta', 'vue', 'alt', 'pic', 'pics', 'profiler', 'coder', 'tue']);

export interface WrittenFile {
  about: string;
  source: WrittenEntry[];
  table: Record<string, string[]>;
}

export function readWritten(): WrittenFile {
  return JSON.parse(readFileSync(new URL('./written-translations.json', import.meta.url), 'utf8')) as WrittenFile;
}

export interface WrittenSkip {
  isEnglish: (w: string) => boolean;
  taken: (w: string) => boolean;
  generic: (en: string) => boolean;
}

/**
 * Foreign form -> English words. An English word that is generic, a transaction verb or a near-stopword
 * ("make", "latest", "find") is not translated: the query analysis tells those by the word typed, so "hacer"
 * read as "make" would weigh as content. A form is left out when it is not one plain word once folded, is
 * short, is itself an English word or has an English word's stem (it would change English requests:
 * "document", "hotel", "stocker"), is request filler, or is already read by the reviewed tables (they win).
 */
export function invertTranslations(source: readonly WrittenEntry[], skip: WrittenSkip): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const entry of source) {
    const en = entry.en.trim().toLowerCase();
    if (!/^[a-z]+$/.test(en) || skip.generic(en)) continue;
    for (const lang of WRITTEN_LANGUAGES)
      for (const form of entry[lang] ?? []) {
        const w = fold(form.trim());
        if (!/^[a-z]+$/.test(w) || w.length < WRITTEN_MIN_LENGTH || w === en || skip.isEnglish(w) || skip.taken(w)) continue;
        const targets = out.get(w) ?? [];
        if (!targets.includes(en) && targets.length < WRITTEN_MAX) targets.push(en);
        out.set(w, targets);
      }
  }
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What invertTranslations leaves out besides a form's shape (see above). */
export function writtenSkip(): WrittenSkip {
  const tables = [TRANSLATIONS, MORE_TRANSLATIONS, SYNONYMS, ABBREVIATIONS] as const;
  // The synonym table is also read by stem (analyze.ts): a form whose stem is an English word's ("stocker"
  // -> stock) would give "stock" the synonyms of "stocker".
  const english = englishWords();
  const englishStems = new Set([...english].map(stem));
  return {
    generic: (en) => [GENERIC_STEMS, TRANSACTION_STEMS, WEAK_STEMS].some((set) => set.has(stem(en))),
    isEnglish: (w) => english.has(w) || englishStems.has(stem(w)),
    // A form the reviewed tables read through its infinitive ("schreib" -> schreiben) is theirs too.
    taken: (w) =>
      NOT_TRANSLATED.has(w) ||
      FILLER.has(w) ||
      DIRECTORY_WORDS.has(w) ||
      [w, ...INFINITIVES(w)].some((f) => tables.some((t) => Object.hasOwn(t, f))),
  };
}

/** The shipped table (see above). */
export const WRITTEN_TRANSLATIONS: Readonly<Record<string, readonly string[]>> = readWritten().table;
