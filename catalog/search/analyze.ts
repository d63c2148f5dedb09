// Turns a document and a query into the stemmed word lists the tiers are computed on. The same lists
// feed MiniSearch, so the inverted index and the tier rules can never disagree about what a word is.
import { stem } from './stem.js';
import { STOPWORDS, WEAK_WORDS } from './stopwords.js';
import { SYNONYMS } from './synonyms.js';
import { editDistance, maxEdits } from './distance.js';
import { bigrams, chunks, docWords, exactKey, onlyNoise, queryWords, splitName } from './tokenize.js';

export const FIELDS = ['short', 'title', 'owner', 'tools', 'cats', 'lead', 'desc', 'toolDesc'] as const;
export type Field = (typeof FIELDS)[number];

/** How strongly a word in this field says what the server does (see README at index.ts). */
export const FIELD_WEIGHT: Readonly<Record<Field, number>> = {
  short: 5, title: 5, owner: 3, tools: 3, cats: 2, lead: 2, desc: 1, toolDesc: 1,
};
/** Descriptions state their purpose first: the first words of a description weigh as a category. */
export const LEAD_WORDS = 6;
/** Fields of tier 2 ("in name or title"); the owner is part of the name. */
export const NAME_FIELDS: ReadonlySet<Field> = new Set(['short', 'title', 'owner']);

export type AnalyzedDoc = Readonly<Record<Field, readonly string[]>> & {
  readonly keys: readonly string[];
  /**
   * Adjacent word pairs, written together and stemmed, in which one word is a near-stopword
   * ("sql server" -> sqlserver), from the name and title (`namePairs`) and from the description and tools
   * (`textPairs`). Near-stopwords are dropped from queries, so this is all that is left of "server" in
   * "sql server": it tells Microsoft SQL Server from PostgreSQL (see QueryTerm.phrases).
   */
  readonly namePairs?: readonly string[];
  readonly textPairs?: readonly string[];
  /** An untouched deployment template (see SCAFFOLD_TEXT): its name says nothing it does. */
  readonly scaffold?: boolean;
};

/**
 * Descriptions that scaffolding tools leave in place ("Description of my MCP server", "A non functional
 * MCP server (yet)", "Work in progress"): the server states nothing about what it does, so its name alone
 * is a partial match (tiers.ts). "[describe what your server does]" is not here: real servers (a weather
 * server, the Kubernetes one) ship with it and their names are meaningful.
 */
export const SCAFFOLD_TEXT: readonly RegExp[] = [
  /\bdescription of my mcp server\b/,
  /\bnon functional\b/,
  /^(still )?work in progress\b/,
  /^super description$/,
];

export interface DocText {
  name: string;
  title?: string | null;
  description?: string | null;
  tools: readonly { name: string; description?: string | null }[];
  categories: readonly string[];
}

function terms(words: string[]): string[] {
  const out = new Set<string>();
  for (const w of words) if (!STOPWORDS.has(w)) out.add(stem(w));
  return [...out];
}

/** Pairs of adjacent words (stopwords skipped) with a near-stopword on one side, joined and stemmed. */
export function weakPairs(words: readonly string[]): string[] {
  const kept = words.filter((w) => !STOPWORDS.has(w));
  const out = new Set<string>();
  for (let i = 0; i + 1 < kept.length; i++) {
    const a = kept[i]!;
    const b = kept[i + 1]!;
    if (WEAK_WORDS.has(a) !== WEAK_WORDS.has(b)) out.add(stem(a) + stem(b));
  }
  return [...out];
}

export function analyzeDoc(doc: DocText): AnalyzedDoc {
  const { owner, short } = splitName(doc.name);
  const title = doc.title ?? '';
  const keys = new Set<string>();
  // "com.stripe/mcp": the short name says nothing, the namespace is the server's name.
  const shortWords = chunks(short);
  keys.add(exactKey(onlyNoise(shortWords) && owner ? chunks(owner) : shortWords));
  if (title) keys.add(exactKey(chunks(title)));
  for (const t of doc.tools) keys.add(exactKey(chunks(t.name)));
  keys.delete('');
  return {
    short: terms([...docWords(short), ...bigrams(short)]),
    title: terms([...docWords(title), ...bigrams(title)]),
    owner: terms(docWords(owner)),
    tools: terms(doc.tools.flatMap((t) => docWords(t.name))),
    cats: terms(doc.categories.flatMap((c) => docWords(c))),
    lead: terms(docWords(doc.description ?? '').filter((w) => !STOPWORDS.has(w) && !WEAK_WORDS.has(w)).slice(0, LEAD_WORDS)),
    desc: terms(docWords(doc.description ?? '')),
    toolDesc: terms(doc.tools.flatMap((t) => docWords(t.description ?? ''))),
    keys: [...keys],
    namePairs: weakPairs([...docWords(short), ...docWords(title)]),
    textPairs: weakPairs([...docWords(doc.description ?? ''), ...doc.tools.flatMap((t) => [...docWords(t.name), ...docWords(t.description ?? '')])]),
    scaffold: SCAFFOLD_TEXT.some((re) => re.test(chunks(doc.description ?? '').join(' '))),
  };
}

export interface QueryTerm {
  /** The word as typed (folded). */
  word: string;
  /**
   * Stemmed forms that count as this word: its stem first, then its synonyms' stems. Only the first
   * (what the agent typed) may match by prefix or with a typo; a synonym must match whole.
   */
  alts: string[];
  /**
   * This word written together with a near-stopword next to it in the query ("sql server" -> sqlserver,
   * "weather server" -> weatherserver). Not a match requirement: a server where the phrase occurs gets a
   * bonus in strength (tiers.ts), so "sql server" puts SQL Server before PostgreSQL ("Postgre|SQL").
   */
  phrases: string[];
  /**
   * Synonyms of the table word this one is a typo of ("scrapper" -> scraper -> scrape, scraping), when it
   * has no entry of its own. They count as a typo match (tier 5 at best), never as a whole word.
   */
  typoAlts: string[];
}

// The synonym table by stem, so that an inflected form finds its entry ("photos", "directions" ->
// "direction", "creating").
const SYNONYMS_BY_STEM = new Map<string, string[]>();
for (const [k, v] of Object.entries(SYNONYMS)) SYNONYMS_BY_STEM.set(stem(k), [...(SYNONYMS_BY_STEM.get(stem(k)) ?? []), ...v]);

/**
 * Synonyms reached through a typo: the words of the table within the typo distance of a word that has no
 * entry of its own (1 edit from 4 letters, 2 from 8, as for documents), their synonyms stemmed.
 */
export function typoSynonymsOf(word: string): string[] {
  if (synonymsOf(word).length > 0) return [];
  const max = maxEdits(word.length);
  if (max === 0) return [];
  const out = new Set<string>();
  for (const [k, v] of Object.entries(SYNONYMS)) {
    if (k !== word && editDistance(word, k, max) <= max) for (const w of [k, ...v]) out.add(stem(w));
  }
  return [...out];
}

/** Synonyms of a query word: its own entry, else the entry of a word with the same stem. */
export function synonymsOf(word: string): readonly string[] {
  return SYNONYMS[word] ?? SYNONYMS_BY_STEM.get(stem(word)) ?? [];
}

export interface AnalyzedQuery {
  terms: QueryTerm[];
  /** Tier-1 form of the whole query; '' when nothing is left. */
  key: string;
}

export function analyzeQuery(query: string): AnalyzedQuery {
  const words = queryWords(query);
  const content = words.filter((w) => !STOPWORDS.has(w));
  let kept = words.filter((w) => !STOPWORDS.has(w) && !WEAK_WORDS.has(w));
  if (kept.length === 0) kept = words.filter((w) => !STOPWORDS.has(w));
  if (kept.length === 0) kept = words;
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  for (const [i, word] of kept.entries()) {
    // Two adjacent words also count written together ("file system" = filesystem, "home assistant" =
    // homeassistant), as documents index their name words together (bigrams).
    const joined: string[] = [];
    if (i > 0) joined.push(kept[i - 1]! + word);
    if (i + 1 < kept.length) joined.push(word + kept[i + 1]!);
    const alts = [...new Set([word, ...synonymsOf(word), ...joined].map(stem))];
    const id = alts[0]!;
    if (seen.has(id)) continue;
    seen.add(id);
    const phrases: string[] = [];
    if (!WEAK_WORDS.has(word)) {
      for (let j = 0; j < content.length; j++) {
        if (content[j] !== word) continue;
        if (j > 0 && WEAK_WORDS.has(content[j - 1]!)) phrases.push(stem(content[j - 1]!) + id);
        if (j + 1 < content.length && WEAK_WORDS.has(content[j + 1]!)) phrases.push(id + stem(content[j + 1]!));
      }
    }
    out.push({ word, alts, phrases: [...new Set(phrases)], typoAlts: typoSynonymsOf(word).filter((a) => !alts.includes(a)) });
  }
  return { terms: out, key: exactKey(words) };
}
