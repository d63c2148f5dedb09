/**
 * Switchboard's search index: in memory, pure (no I/O), updated one server at a time.
 *
 * Interface
 *   new SearchIndex()
 *   upsert(doc: SearchDoc): void        add or replace one server (never a rebuild)
 *   remove(id: number): void            drop one server
 *   size: number                        servers held, removed ones included
 *   generation: number                  moves with every upsert and removal
 *   search(q: SearchQuery)              -> { results: { doc, tier, score }[], nextCursor, total }
 *   substringSearch(docs, query)        the registry's own search, for the bench (baseline.ts)
 * Bad input throws SearchInputError (errors.ts) whose `field` names it: 'limit', 'sort', 'cursor'
 * (CursorError: malformed, or issued for another query/filters/sort).
 *
 * How a query is read (analyze.ts, tokenize.ts, stem.ts, stopwords.ts, synonyms.ts)
 * - Folded (case, accents: météo = meteo), French/English phrases rewritten ("base de données" ->
 *   database), stopwords of both languages dropped, then near-stopwords ("mcp", "server", "find",
 *   "tool", ...) dropped unless nothing else is left: every entry is an MCP server, so these words
 *   describe the catalogue, not the need.
 * - Each remaining word is stemmed (light: plurals, -ing, -ed, final e; "driving" is kept apart from Google
 *   "Drive") and gets its synonyms from a small hand-written table, looked up by the word or else by its
 *   stem ("photos" finds "photo") (French intent words -> English, a few English equivalences such as
 *   postgres/postgresql, docs/documentation, scraper/scrape, create/generate, crypto/blockchain,
 *   document/pdf, "text message"/sms). A word with no entry that is a typo of a table word (same
 *   distances as below: "scrapper") gets that word's synonyms as typo alternatives: they match as a typo
 *   (tier 5 at most), never as a whole word. Two adjacent words also count written together
 *   ("file system" = filesystem, as name words are indexed together); a synonym counts as a whole-word
 *   match but never
 *   matches by prefix or typo (only what the agent typed does). A prefix or a typo never lands on a
 *   near-stopword ("reserver" is 2 edits from "server"); the inverted index holds near-stopwords, found whole
 *   only (postings.ts), so a request that keeps one ("diffusion models") is looked up like any other.
 * - A near-stopword next to a content word is not entirely lost: the pair as written ("sql server",
 *   "weather mcp") is kept on the content word as a phrase. It is no requirement (tiers ignore it), but a
 *   server where the pair occurs (analyze.ts weakPairs, over name/title and over description/tools) gets
 *   +0.1 (name/title) and +0.03 (description/tools) of score (tiers.ts PHRASE_WEIGHT), so "sql server" puts SQL Server before
 *   PostgreSQL (whose "sql" comes from camelCase "PostgreSQL"). Two near-stopwords ("mcp server") make
 *   no phrase.
 * - A server name "io.github.acme/weather-mcp" gives short-name words (weather, mcp) and owner words
 *   (acme); the TLD and code hosts (io, com, ai, github, gitlab, ...) are dropped from the owner, so
 *   "github" or "ai" never matches the whole catalogue through namespaces. camelCase and letter/digit
 *   runs are split in documents (GoogleMaps -> google, maps) and adjacent name/title words are also
 *   indexed together (googlemaps).
 *
 * Tiers (tiers.ts, pure; issue #11): 1 exact name: short name, title, tool name, full registry name or slug
 * (case, accents and separators folded); 2 every word whole in name, owner or title; 3 every word whole
 * anywhere; 4 the graded partial tier: servers covering enough of the request's IDF-weighted words (or about
 * one of its key words: in the name, title, first sentence or a tool name), above a floor; 5 a typo-only match
 * of a one-word query. Typos (OSA distance: a swap is one edit) and long prefixes only for
 * words the catalogue does not have; such a word weighs as its correction, a word unknown in every form as
 * the request's average word. Query analysis drops request filler in English, French, Spanish and German,
 * translates everyday fr/es/de words (language.ts), rewrites abbreviations both ways, adds mined
 * expansions (expansions.ts, scripts/mine-search-expansions.ts) and the derived forms of each word that
 * the catalogue uses (stem.ts derivedForms: transcribe -> transcription; whole-word alternatives, as
 * synonyms). A request whose words are keywords of a category (core/categories categorize) gives servers
 * in that category CATEGORY_BONUS; a word of a category id alone is a weak match (tiers.ts).
 * Nothing passes the floor: the page is empty and says what is near (`nothing`). Until session 32 a back-off showed up to
 * three servers about the request's most specific known word; 2 of the 65 such pages of the judged sets held a relevant
 * server, and the rest were results where nothing is relevant (issue #11), so it was removed.
 * Budget: `SearchQuery.budget.check()` runs before the analysis, per query word (typo look-ups) and every
 * BUDGET_EVERY candidates, so a long hostile query is stopped wherever its cost is.
 *
 * Order within a tier (relevance sort): the graded score (IDF-weighted share of the request x field
 * strength and concentration, tiers.ts) in steps of 0.05, then rank score, a server about another market, product or
 * task last (Relevance.offTarget), the evidence (order.ts: in how many of a server's fields the request's words were
 * found), the exact score, name, id.
 * IDF comes from the index's own document frequencies, quantized (quantizedIdf) so that ordinary catalogue
 * changes rarely move a score under an open cursor. Each result carries `matched` (matched.ts); a query
 * with nothing above the floor gets `nothing` (known words, close words, nearest categories).
 * postings.ts is the inverted index (candidates and the index words each one matched).
 *
 * Sorts: relevance (default with a query), rank (default without), name, success_7d, success_30d,
 * first_try, response_time (fastest first), published, updated, latest_tool_change (newest first),
 * tool_count, lookups; every other numeric sort is highest first. A server without a value comes last.
 * With a query, only matching servers are returned whatever the sort, each with its tier and score.
 * Filters: category (one of its ids), state, auth, transport, risk, euHosting, hasTools (toolCount > 0,
 * or tools listed), notices ('none' = no instruction-like notice, 'any' = at least one), removed (default false = removed servers excluded; true = only removed ones).
 */
import {
  analyzeDoc,
  analyzeQuery,
  FIELD_BIT,
  firstSentence,
  FIELDS,
  foreignTypoOf,
  foreignWord,
  SERVER_WORD_FIELDS,
  wordFields,
} from './analyze.js';
import type { AnalyzedDoc, AnalyzedQuery, DocText } from './analyze.js';
import { decodeCursor, encodeCursor, fingerprint } from './cursor.js';
import { HUB_APPS, MANY_APPS } from './products.js';
import { SearchInputError } from './errors.js';
import { compareKeys, sortKey, SORTS } from './order.js';
import type { SortFields, SortKey, SortName } from './order.js';
import {
  barOf,
  ceiling,
  ceilingWithoutPhrases,
  hasPhraseOf,
  CONFIDENCE_TOP,
  HEAD_FIELDS,
  mayPass,
  maxEdits,
  NO_CEILING,
  OUTRANKED,
  passingBits,
  PREFIX_MIN,
  rankedRelevance,
  relevance,
  REVERSE_PREFIX_MIN,
  compoundTail,
  VOCAB_PREFIX_SLACK,
  weakPage,
  loneCoincidence,
  loneMention,
  belowPageFloor,
  onlyNamesMissing,
  strayResults,
} from './tiers.js';
import type { Bar, Relevance, RuleSwitches, TermInfo, Tier, WeakPage } from './tiers.js';
export { onlyPartial } from './tiers.js';
import { editDistance, isTypoOf, transpositions } from './distance.js';
import { fold } from './fold.js';
import { describeMatch } from './matched.js';
import { isTableWord, LIKE_WORDS, productNamedIn } from './knowledge.js';
import type { Matched } from './matched.js';
import { Best, topK } from './topk.js';
import { Vocabulary } from './postings.js';
import type { Found, LookupSpec } from './postings.js';
import { isCommonEnglishWord, isEnglishWord, loadEnglishWords } from './english.js';
import { GENERIC_STEMS, TRANSACTION_STEMS, WEAK_STEMS } from './stopwords.js';
import { stem } from './stem.js';
import { docWords } from './tokenize.js';

/** The apps a connector of hundreds of apps reaches (products.ts HUB_APPS), for #connector's look-up. */
const HUB_SET: ReadonlySet<string> = new Set(HUB_APPS);

export { substringSearch } from './baseline.js';
export { CursorError, SearchInputError } from './errors.js';
export { SORTS } from './order.js';
export type { SortName } from './order.js';

// The fields that sorts read (id, name, rank, success rates, response time, dates, counts, tool tokens) are SortFields,
// declared once in order.ts, which cannot import this file without a cycle.
export interface SearchDoc extends SortFields {
  slug: string;
  title?: string | null;
  description?: string | null;
  tools: { name: string; description?: string | null }[];
  categories: string[]; // category ids
  state: string | null;
  auth: 'none' | 'oauth' | 'api_key' | null;
  transports: string[];
  risk: string | null;
  euHosting: boolean | null;
  removed: boolean;
  /** Its authorization server offers dynamic client registration; null when not known. */
  oauthDcr?: boolean | null;
  /** Instruction-like notices stored for the server (checker/analyze/instruction-like.ts); absent = 0. */
  noticesCount?: number;
}

export interface SearchFilters {
  category?: string;
  state?: string;
  auth?: string;
  transport?: string;
  risk?: string;
  euHosting?: boolean;
  hasTools?: boolean;
  /** true: a listed remote endpoint; false: package-only entries; undefined: both. */
  hasRemote?: boolean;
  /** Only servers whose tools/list is known to cost at most this many tokens. */
  maxToolTokens?: number;
  oauthDcr?: boolean;
  /** 'none': only servers without instruction-like notices; 'any': only servers with at least one. */
  notices?: 'none' | 'any';
  /** Default false: removed servers excluded. True: only removed servers. */
  removed?: boolean;
}

export interface SearchQuery {
  query?: string;
  filters?: SearchFilters;
  sort?: SortName;
  limit?: number;
  cursor?: string;
  /** Called every BUDGET_EVERY candidates; throws to stop the search (catalog/search-guard.ts). */
  budget?: { check(): void };
}

/** Candidates ranked between two budget checks: a clock read per few hundred microseconds of work. */
export const BUDGET_EVERY = 32;

export interface SearchResult {
  doc: SearchDoc;
  tier: Tier | null;
  /** Graded score (see above); null without a query. */
  score: number | null;
  /** Why it matched: query words found, where, and up to three matching tools; null without a query. */
  matched: Matched | null;
}

export interface SearchPage {
  results: SearchResult[];
  nextCursor: string | null;
  total: number;
  /**
   * Present (true) when `total` counts only the servers scored: the page was certain before every server that may
   * match had been decided (issue #13), so at least `total` match. Absent when `total` is exact.
   */
  totalIsLowerBound?: true;
  /**
   * When a query matched nothing above the floor: the words of the query the catalogue knows (each finds
   * servers on its own), words close to the ones it does not know, and the categories of the closest
   * servers below the floor. Absent otherwise.
   */
  nothing?: { knownWords: string[]; nearbyWords: string[]; categories: string[]; partialWord?: string };
}

/**
 * The servers like a product the request names (SearchIndex #like) fill its first page up to this many results: the
 * page an agent reads. A longer page of matches (or a caller's limit of 100) gets none: they would be most of it.
 */
export const LIKE_PAGE = 10;
/**
 * A one-word task phrase ("parcel" -> shipment words, tasks.ts) applies only when at most this many servers
 * use the word itself: then the catalogue does not say it, and the phrase is the only way to its servers.
 */
export const RARE_DF = 2;
/** A concept word (tasks.ts) used by more than this share of servers names no capability; it is left out. */
export const CONCEPT_DF_SHARE = 0.04;
/** An empty answer's nearest categories come from this many of the closest servers below the floor. */
export const NEAREST_MAX = 50;

/** Analysed queries kept per index (a few hundred KB at most). */
export const ANALYSED_MAX = 1_000;
/** How many servers must use a three-letter word for its swapped letters to be read as it (#swappedShort). */
export const SWAPPED_SHORT_DF = 5;

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

interface Entry {
  doc: SearchDoc;
  analyzed: AnalyzedDoc;
  /** doc.removed, kept here: a search without other filters then never reads the document of a candidate it scores. */
  removed: boolean;
  /**
   * Sort keys that do not depend on a query, computed on first use; an upsert makes a new entry. Made with the
   * first of them: most servers are only ever sorted by relevance, and an empty object each was 2 % of the index's heap.
   */
  keys?: Partial<Record<SortName, SortKey>>;
}
interface Hit {
  entry: Entry;
  tier: Tier | null;
  score: number | null;
  key: SortKey;
  rel: Relevance | null;
  /** A connector's (#connector): the app of the request it reaches. */
  app?: string;
}

/**
 * The places of `ceilings` (tiers.ts ceiling) from the best to the worst, in their order within one value: a counting
 * sort, as a ceiling is a small whole number.
 */
function byCeiling(ceilings: readonly number[]): Int32Array {
  let max = 0;
  for (const c of ceilings) if (c > max) max = c;
  const starts = new Int32Array(max + 2);
  for (const c of ceilings) starts[c + 1]!++;
  for (let c = 1; c < starts.length; c++) starts[c]! += starts[c - 1]!;
  const order = new Int32Array(ceilings.length);
  for (let k = 0; k < ceilings.length; k++) order[starts[ceilings[k]!]!++] = k;
  return order;
}

/** IDF of a word found in `df` of `n` servers, in steps of 0.25 so that small catalogue changes rarely move it. */
export function quantizedIdf(df: number, n: number): number {
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return Math.round(Math.max(0.25, idf) * 4) / 4;
}

/** The fields whose words the inverted index holds (Postings.add mask): all but the server words (looked up whole, apart). */
const INDEXED_FIELDS = FIELDS.filter((f) => !SERVER_WORD_FIELDS.has(f)).reduce((bits, f) => bits | FIELD_BIT[f], 0);
/** The fields of the English server words, and of the French, Spanish and German ones (#byServerWord, #byIntlWord). */
const SERVER_WORD_BITS = FIELD_BIT.aka | FIELD_BIT.akaPart;
const INTL_WORD_BITS = FIELD_BIT.intl | FIELD_BIT.intlPart;
/** The fields where a server states what it does (tiers.ts HEAD_FIELDS), as FIELD_BIT. */
const STATED_BITS = HEAD_FIELDS.reduce((bits, f) => bits | FIELD_BIT[f], 0);

/** Everything analyzeDoc reads (DocText) is the same in both. */
function sameText(a: DocText, b: DocText): boolean {
  if (a.name !== b.name || (a.slug ?? null) !== (b.slug ?? null) || (a.title ?? null) !== (b.title ?? null)) return false;
  if ((a.description ?? null) !== (b.description ?? null) || a.tools.length !== b.tools.length) return false;
  if (a.categories.length !== b.categories.length || a.categories.some((c, i) => c !== b.categories[i])) return false;
  return a.tools.every((t, i) => t.name === b.tools[i]!.name && (t.description ?? null) === (b.tools[i]!.description ?? null));
}

function passes(d: SearchDoc, f: SearchFilters): boolean {
  if (d.removed !== (f.removed ?? false)) return false;
  if (f.category !== undefined && !d.categories.includes(f.category)) return false;
  if (f.state !== undefined && d.state !== f.state) return false;
  if (f.auth !== undefined && d.auth !== f.auth) return false;
  if (f.transport !== undefined && !d.transports.includes(f.transport)) return false;
  if (f.risk !== undefined && d.risk !== f.risk) return false;
  if (f.euHosting !== undefined && d.euHosting !== f.euHosting) return false;
  if (f.hasTools !== undefined && (d.toolCount ?? d.tools.length) > 0 !== f.hasTools) return false;
  if (f.hasRemote !== undefined && d.transports.length > 0 !== f.hasRemote) return false;
  if (f.maxToolTokens !== undefined && (d.toolTokens == null || d.toolTokens > f.maxToolTokens)) return false;
  if (f.oauthDcr !== undefined && (d.oauthDcr ?? null) !== f.oauthDcr) return false;
  if (f.notices !== undefined && (d.noticesCount ?? 0) > 0 !== (f.notices === 'any')) return false;
  return true;
}

/** What an empty answer is explained with: how many matched the words, and what each filter left of them. */
export interface EmptyExplanation {
  matched: number;
  filters: { filter: keyof SearchFilters; value: unknown; left: number; values: Record<string, number> | null }[];
}

/** The value of a filtered field as an agent would name it, for the breakdown of an empty answer. */
function shownValue(d: SearchDoc, key: keyof SearchFilters): string | null {
  switch (key) {
    case 'state':
      return d.state ?? (d.transports.length ? 'not_checked_yet' : 'no_remote');
    case 'auth':
      return d.auth ?? 'unknown';
    case 'hasRemote':
      return d.transports.length ? 'has_remote' : 'no_remote';
    case 'risk':
      return d.risk ?? 'unknown';
    default:
      return null;
  }
}

function normalizedFilters(f: SearchFilters): [string, unknown][] {
  return Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/** The servers of one index word, with the fields holding it in each (Postings.servers). */
interface WordServers {
  servers(fn: (id: number, fields: number) => void): void;
}

/** A query as the tiers read it (SearchIndex #reading), kept while the catalogue's words stay at `version`. */
interface Reading {
  version: number;
  analyzed: AnalyzedQuery;
  info: TermInfo[];
  /** Cursor fingerprints of this reading, by filters and sort (readingFingerprint). */
  fingerprints: Map<string, string>;
}

/**
 * The form of a relevance sort key (order.ts sortKey), in every query's cursor fingerprint: a cursor issued before the key
 * changed (session 55 added the evidence; session 56 put a server off target, then the evidence, before the exact strength,
 * and halved the evidence of a word found through its capability, a typo or an expansion) is refused with a clear error
 * instead of being compared part by part with keys of another form.
 */
const KEY_FORM = 4;

/** At most this many filter and sort combinations keep their fingerprint with one reading. */
const FINGERPRINTS_PER_READING = 16;

/**
 * The cursor fingerprint of a query as read, with its filters and sort: what a cursor must have been issued
 * for. A pure function of the reading, the filters and the sort, kept with the reading (issue #13: hashing
 * the reading's terms again for every page was 2 % of a search request over /mcp).
 */
function readingFingerprint(read: Reading, filters: SearchFilters, sort: SortName): string {
  const normalized = normalizedFilters(filters);
  const key = JSON.stringify([normalized, sort]);
  let fp = read.fingerprints.get(key);
  if (fp === undefined) {
    const a = read.analyzed;
    fp = fingerprint([
      [a.terms.map((t) => [t.alts, t.phrases, t.typoAlts, t.expansions, t.concepts ?? []]), a.key],
      normalized,
      sort,
      KEY_FORM,
    ]);
    if (read.fingerprints.size >= FINGERPRINTS_PER_READING) read.fingerprints.clear();
    read.fingerprints.set(key, fp);
  }
  return fp;
}

/** Words an empty answer does not suggest to search alone (#nothing). */
const SEARCH_ALONE_NOT = [GENERIC_STEMS, TRANSACTION_STEMS, WEAK_STEMS] as const;
const NO_IDS: ReadonlySet<number> = new Set();
/** Servers read for the written form of a suggested word (#asWritten). */
const SURFACE_SERVERS = 3;

export class SearchIndex {
  readonly #entries = new Map<number, Entry>();
  // The same entries by id in an array, read per candidate of a search: the catalogue's ids are dense from 1, and an
  // array read costs less than a hash look-up (issue #13). An id that is not a small whole number stays in the map alone.
  readonly #slots: (Entry | undefined)[] = [];
  /**
   * Servers per index word (any field): the IDF of query words and the vocabulary, read as a Map (get, has). The
   * same entry of a word holds its postings in the three word indexes below (the vocabulary's parts), so that a
   * server's word is counted and indexed with one look-up (issue #13: a map for the counts and one per index were
   * two or three look-ups per word, the largest cost of the build after the analysis).
   */
  readonly #df = new Vocabulary([
    { mask: INDEXED_FIELDS },
    { mask: SERVER_WORD_BITS, prefixes: false },
    { mask: INTL_WORD_BITS, prefixes: false },
  ]);
  readonly #rules: RuleSwitches;
  /**
   * The words of #df by first letter and length: the near words an empty answer suggests (#nothing) start
   * with the request word's letter and differ in length by a typo's edits, so only those groups are read, not the
   * whole vocabulary (over 100,000 words at scale, once per unknown word: issue #13).
   */
  readonly #byShape = new Map<string, Set<string>>();

  /**
   * Every candidate is scored, as before issue #13's thirteenth round: `total` always exact, at the cost of the time the
   * search saves by stopping once its page is certain. For the tests and the bench, which compare the two.
   */
  readonly #exhaustive: boolean;

  /** `rules` switches ranking rules off, for the ablation bench only; production uses the defaults. */
  constructor(opts: { rules?: RuleSwitches; exhaustive?: boolean } = {}) {
    this.#rules = opts.rules ?? {};
    this.#exhaustive = opts.exhaustive ?? false;
    // While the index is built (the web process says "warming"), not on the first search.
    if (this.#rules.englishWords !== false) loadEnglishWords();
  }
  /**
   * Servers per exact key (AnalyzedDoc.keys): most keys name one server, kept as its id; a set from the second
   * on. A set per key was a sixth of the index's heap (issue #13: several keys per server, nearly all unique).
   */
  readonly #byKey = new Map<string, number | Set<number>>();
  /**
   * Servers per word of their server words (server-words.ts), English and the other languages apart. They
   * match whole only, so they are looked up here rather than in the inverted index: a third of the words of
   * a document, whose prefix tree made the build twice as slow and every prefix look-up longer (issue #13).
   * Each server comes with the fields holding the word (analyze.ts FIELD_BIT), as in the inverted index, whose
   * lists they use without its prefix tree (a Map per word was a twelfth of the index's heap: issue #13).
   */
  readonly #byServerWord = this.#df.parts[1]!;
  readonly #byIntlWord = this.#df.parts[2]!;
  /** Recently analysed queries, least recently used first (#analyze). */
  readonly #analysed = new Map<string, AnalyzedQuery>();
  /**
   * Recently searched queries as the tiers read them, with their words' IDF (#read), least recently used first; each
   * valid for the catalogue's words of `version` (#version).
   */
  readonly #read = new Map<string, Reading>();
  /**
   * Counts the changes of the catalogue's words (an upsert with other text, a removal): what #read keeps depends on
   * them (document frequencies, derived forms, typo corrections), not on a server's state or rank score.
   */
  #version = 0;
  /**
   * Servers per index word: every word of every field but the server words (looked up whole above) and the
   * near-stopwords, once per server. Only the candidates and the words they matched are asked of it:
   * tiers.ts reads the fields from the analysed document.
   */
  readonly #postings = this.#df.parts[0]!;
  /** Server ids a search's look-up marks (#candidates): the largest seen, plus one. */
  #marksSize = 0;

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Counts every change of the servers (#version counts only their words'): an answer computed at one
   * generation is the answer while it lasts (server/mcp/answer-cache.ts keeps answers by it).
   */
  get generation(): number {
    return this.#generation;
  }
  #generation = 0;

  upsert(doc: SearchDoc): void {
    this.#generation++;
    const old = this.#entries.get(doc.id);
    // A server whose text is what it was (a check changed its state or rank score: most upserts of the live
    // index) keeps its analysed words and all they put in the index; only its entry is new.
    if (old && sameText(old.doc, doc)) {
      this.#put(doc.id, { doc, analyzed: old.analyzed, removed: doc.removed });
      return;
    }
    this.#version++;
    const analyzed = analyzeDoc(doc, {
      products: this.#rules.products,
      serverWords: this.#rules.serverWords,
      serverWordsIntl: this.#rules.serverWordsIntl,
    });
    // A new server's words go to the vocabulary field by field (Vocabulary.addField: no map of its words to their
    // fields, issue #13). Otherwise each word once, with the fields that hold it: what the old version counted goes
    // first, so that a server re-synced unchanged does not weigh its words twice, and a word the new version
    // holds in the same fields stays as it is (`same`): a server re-synced with the same text, most of a daily
    // check pass, costs no posting work (taking a server out of a common word's list scans that list).
    const fields = old ? wordFields(analyzed) : undefined;
    const same = old ? this.#forget(old, fields) : undefined;
    const entry: Entry = { doc, analyzed, removed: doc.removed };
    this.#put(doc.id, entry);
    if (MANY_APPS.test(firstSentence(doc.description ?? ''))) this.#connectors.add(doc.id);
    else this.#connectors.delete(doc.id);
    for (const k of analyzed.words('keys')) {
      const ids = this.#byKey.get(k);
      if (ids === undefined) this.#byKey.set(k, doc.id);
      else if (typeof ids !== 'number') ids.add(doc.id);
      else if (ids !== doc.id) this.#byKey.set(k, new Set([ids, doc.id]));
    }
    // Document frequency and the three word indexes in one pass over the words, one look-up each (Vocabulary.add;
    // issue #13: a pass each, with an entry array per word and step, was a tenth of the index build).
    const id = doc.id;
    if (!fields) {
      analyzed.eachFieldWord((w, bit) => {
        if (this.#df.addField(id, w, bit)) this.#shaped(w, true)?.add(w);
      });
      return;
    }
    fields.forEach((f, w) => {
      if (same?.has(w)) return;
      if (this.#df.add(id, w, f)) this.#shaped(w, true)?.add(w);
    });
  }

  #put(id: number, entry: Entry): void {
    this.#entries.set(id, entry);
    if (!slotted(id)) return;
    // Grown one slot at a time, so that the array stays one block of memory (a write far past its end would make it a map).
    while (this.#slots.length <= id) this.#slots.push(undefined);
    this.#slots[id] = entry;
  }

  #entry(id: number): Entry | undefined {
    return slotted(id) ? this.#slots[id] : this.#entries.get(id);
  }

  remove(id: number): void {
    const old = this.#entries.get(id);
    if (!old) return;
    this.#connectors.delete(id);
    this.#generation++;
    this.#version++;
    this.#forget(old);
    this.#entries.delete(id);
    if (id < this.#slots.length && slotted(id)) this.#slots[id] = undefined;
  }

  /**
   * Takes back all an entry added: exact keys, server words, word counts, postings; but the counts and postings
   * of the words `keep` (the next version's wordFields) holds in the same fields, which it returns.
   */
  #forget(e: Entry, keep?: ReadonlyMap<string, number>): Set<string> {
    const id = e.doc.id;
    for (const k of e.analyzed.words('keys')) {
      const ids = this.#byKey.get(k);
      if (ids === id) this.#byKey.delete(k);
      else if (typeof ids === 'object') {
        ids.delete(id);
        if (ids.size === 0) this.#byKey.delete(k);
      }
    }
    const was = wordFields(e.analyzed);
    const same = new Set<string>();
    if (keep) for (const [w, f] of was) if (keep.get(w) === f) same.add(w);
    for (const [w, f] of was) if (!same.has(w) && this.#df.remove(id, w, f)) this.#shaped(w, false)?.delete(w);
    return same;
  }

  /** The servers whose exact key (#byKey) is `key`, in the order they came. */
  #keyed(key: string): ReadonlySet<number> {
    const ids = key ? this.#byKey.get(key) : undefined;
    return ids === undefined ? NO_IDS : typeof ids === 'number' ? new Set([ids]) : ids;
  }

  /** The vocabulary's words of `w`'s first letter and length (#byShape), made when `create`. */
  #shaped(w: string, create: boolean): Set<string> | undefined {
    const key = `${w[0]}${w.length}`;
    let set = this.#byShape.get(key);
    if (!set && create) this.#byShape.set(key, (set = new Set()));
    return set;
  }

  /**
   * Per query word: its IDF (best-known alternative) and whether the catalogue has it at all. A word it
   * does not have but that is one typo from one it has ("emial", "gihtub") weighs as that word; a word it
   * has never seen in any form weighs most (nothing can answer that part of the request).
   */
  #info(q: AnalyzedQuery, budget?: { check(): void }): TermInfo[] {
    const n = Math.max(1, this.#entries.size);
    return q.terms.map((t) => {
      budget?.check();
      let df = Math.max(0, ...t.alts.map((a) => this.#df.get(a) ?? 0));
      // An English word the catalogue does not use is no typo ("unread" is not "unreal"): nothing answers it.
      const oov = df === 0 && (this.#rules.englishWords === false || !isEnglishWord(t.word));
      // A typo weighs as the word it is a typo of; with only one such word, that is the word the agent meant.
      const near = oov ? this.#near(t.alts[0]!) : undefined;
      const corrections = near ? this.#corrections(t.alts[0]!, near) : [];
      if (oov) df = Math.max(0, ...corrections.map((w) => this.#df.get(w) ?? 0));
      const sureTypo = corrections.length === 1;
      // Said only in passing (tiers.ts weakPage): read for the English words of a request, which it is about.
      const unserved =
        df > 0 && t.english === true && this.#rules.passingWords !== false && !this.#stated(t.alts) && !this.#stated(t.concepts ?? []);
      return {
        idf: quantizedIdf(df, n),
        oov,
        unknown: df === 0,
        ...(near ? { near } : {}),
        ...(unserved ? { unserved } : {}),
        ...(sureTypo ? { sureTypo, correction: corrections[0]! } : {}),
      };
    });
  }

  /**
   * The query as the tiers read it (#analyze) and its words' IDF (#info), kept for the last ANALYSED_MAX queries
   * while the catalogue's words do not change (issue #13: agents repeat requests, and each page of one repeats it;
   * the same objects also keep tiers.ts's per-request work, how each index word matches each request word).
   */
  #reading(text: string, budget?: { check(): void }): Reading {
    const kept = this.#read.get(text);
    if (kept) this.#read.delete(text);
    if (kept && kept.version === this.#version) {
      this.#read.set(text, kept);
      return kept;
    }
    let analyzed = this.#analyze(text, budget);
    let info = this.#info(analyzed, budget);
    const corrected =
      this.#rules.typoWords === false
        ? null
        : correctedText(text, analyzed, info, this.#rules.foreignSlips !== false, this.#rules.englishSlips !== false);
    if (corrected !== null) {
      analyzed = this.#analyze(corrected, budget);
      info = this.#info(analyzed, budget);
    }
    const read: Reading = { version: this.#version, analyzed, info, fingerprints: new Map() };
    if (this.#read.size >= ANALYSED_MAX) this.#read.delete(this.#read.keys().next().value!);
    this.#read.set(text, read);
    return read;
  }

  /**
   * The query as the tiers read it: analyze.ts, then the derived forms of each word that the catalogue uses
   * join its alternatives (a form no server uses would only cost look-ups). Rules switched off for the
   * ablation are applied here.
   */
  #analyze(text: string, budget?: { check(): void }): AnalyzedQuery {
    // analyze.ts is pure (its tables never change): the last ANALYSED_MAX queries are kept as analysed
    // (issue #13: agents repeat queries, and pages of one query repeat it). What follows depends on the
    // catalogue and is done each time.
    let a = this.#analysed.get(text);
    if (a) {
      this.#analysed.delete(text);
    } else {
      a = analyzeQuery(text, budget && (() => budget.check()), {
        timePhrases: this.#rules.timePhrases,
        tasks: this.#rules.tasks,
        taskTypos: this.#rules.taskTypos,
        payload: this.#rules.payload,
        placeContext: this.#rules.placeContext,
        topic: this.#rules.topic,
        longFormTasks: this.#rules.longFormTasks,
        compounds: this.#rules.compounds,
        ownConcepts: this.#rules.ownConcepts,
        phraseHead: this.#rules.phraseHead,
        foreignTaskTypos: this.#rules.foreignTaskTypos,
        homeRepairs: this.#rules.homeRepairs,
        writingEdits: this.#rules.writingEdits,
        statisticalTests: this.#rules.statisticalTests,
        trademarks: this.#rules.trademarks,
        weatherAsked: this.#rules.weatherAsked,
        threatChecks: this.#rules.threatChecks,
        madeFrom: this.#rules.madeFrom,
        reminders: this.#rules.reminders,
        placeSought: this.#rules.placeSought,
      });
      if (this.#analysed.size >= ANALYSED_MAX) this.#analysed.delete(this.#analysed.keys().next().value!);
    }
    this.#analysed.set(text, a);
    const derive = this.#rules.derived !== false;
    const expand = this.#rules.expansions !== false;
    const unPrefix = this.#rules.unPrefix !== false;
    return {
      ...a,
      terms: a.terms.map((t) => ({
        ...t,
        // Derived forms of an English word only: a typo's or a French word's are not forms of anything
        // ("schedual" -> "schedu", "graphique" -> "graphiquement").
        alts: [
          ...t.alts,
          ...(derive && (t.english || this.#rules.derivedEnglish === false) ? t.derived.filter((d) => this.#df.has(d)) : []),
          ...(unPrefix ? this.#negated(t.word, t.alts) : []),
        ],
        expansions: expand ? t.expansions : [],
        // A one-word task phrase ("parcel") only where the catalogue hardly says the word itself.
        concepts: [...(t.concepts ?? []), ...(this.#rare(t.alts) ? (t.rareConcepts ?? []) : [])].filter((c) => this.#specific(c)),
      })),
    };
  }

  /** Some server states one of these words (whole) where it states what it does (tiers.ts HEAD_FIELDS). */
  #stated(alts: readonly string[]): boolean {
    for (const a of alts) if (this.#postings.heldIn(a, STATED_BITS) || this.#byServerWord.heldIn(a, STATED_BITS)) return true;
    return false;
  }

  /** A concept word says which capability only if few servers use it ("search", "code" are everywhere). */
  #specific(word: string): boolean {
    return (this.#df.get(word) ?? 0) <= Math.max(RARE_DF, CONCEPT_DF_SHARE * this.#entries.size);
  }

  /** The catalogue uses the word (any of its forms) in at most RARE_DF servers. */
  #rare(alts: readonly string[]): boolean {
    return Math.max(0, ...alts.map((a) => this.#df.get(a) ?? 0)) <= RARE_DF;
  }

  /**
   * "unread", "unpaid", "unsubscribe": a word the catalogue does not use, made of "un" and a word it does,
   * is about that word (a server that reads mail serves "unread mail"). Only for unknown words, so a name
   * such as "unreal" keeps its own meaning; without this, "unread" was taken as a typo of "unreal".
   */
  #negated(word: string, alts: readonly string[]): string[] {
    if (!word.startsWith('un') || word.length < 6 || alts.some((a) => this.#df.has(a))) return [];
    const base = stem(word.slice(2));
    return this.#df.has(base) && !alts.includes(base) ? [base] : [];
  }

  /** The index words within `word`'s typo distance (none for a word too short for typos). */
  #near(word: string): readonly string[] {
    const max = maxEdits(word.length);
    return max === 0 ? [] : this.#postings.near(word, max);
  }

  /**
   * A three-letter word the catalogue has never used, two letters swapped from one it uses in SWAPPED_SHORT_DF servers
   * or more, and from no other ("pfd" -> "pdf", "scv" -> "csv"): the one typo a word this short is read with (issue #11: a
   * transposition counts as one edit; session 41, blind-336: "convert this docx contract to pfd" missed the PDF converters).
   * Any other edit of a three-letter word makes another word too often ("api" -> "apt", "ads").
   */
  #swappedShort(word: string): string[] {
    if (word.length !== 3) return [];
    const out = transpositions(word).filter((w) => (this.#df.get(w) ?? 0) >= SWAPPED_SHORT_DF);
    return out.length === 1 ? out : [];
  }

  /** The vocabulary words `word` is a typo of (distance.ts isTypoOf: within its edits, swaps count as one), among `near`. */
  #corrections(word: string, near: readonly string[]): string[] {
    const max = maxEdits(word.length);
    if (max === 0) return this.#swappedShort(word);
    const out = new Set<string>();
    for (const w of transpositions(word)) {
      if (this.#df.has(w)) out.add(w);
      // The index holds stems: a swap that makes a plural or a verb form ("metrcis" -> "metrics") is a typo of its stem
      // ("metric"), which is two edits from what was typed (session 57, blind-566: "pull Datadog metrcis").
      else if (this.#rules.swappedForms !== false) {
        const s = stem(w);
        if (s !== w && this.#df.has(s)) out.add(s);
      }
    }
    for (const w of near) if (isTypoOf(word, w, max) && this.#df.has(w)) out.add(w);
    return [...out];
  }

  /**
   * Servers the query can reach, with the index words each one matched (undefined: compare all). With `bits`
   * (tiers.ts passingBits), only the servers whose words together have both bits, and the request's exact name: the
   * others cannot pass, and are never entered (each in the order and with the words it would have had).
   */
  #candidates(q: AnalyzedQuery, info: readonly TermInfo[], bits?: ((word: string) => number) | null): Map<number, Found | undefined> {
    const lists = this.#lookupLists(q, info);
    const keyed = this.#keyed(q.key);
    let keep: Uint8Array | null = null;
    if (bits) {
      // One byte per server id, grown to the largest id seen so far (ids are the catalogue's, dense).
      let marks = new Uint8Array(this.#marksSize);
      const mark = (id: number, b: number): void => {
        if (id >= marks.length) {
          const grown = new Uint8Array(Math.max(id + 1, 2 * marks.length));
          grown.set(marks);
          marks = grown;
          this.#marksSize = grown.length;
        }
        marks[id]! |= b;
      };
      for (const [w, list] of lists) {
        const b = bits(w);
        if (b !== 0) list.servers((id) => mark(id, b));
      }
      for (const id of keyed) mark(id, 3);
      keep = marks;
    }
    const out = new Map<number, Found | undefined>();
    for (const [w, list] of lists) {
      list.servers((id, fields) => {
        if (keep && (keep[id] ?? 0) !== 3) return;
        const found = out.get(id);
        if (!found) out.set(id, { words: [w], fields: [fields] });
        else if (!found.words.includes(w)) {
          found.words.push(w);
          found.fields.push(fields);
        }
      });
    }
    for (const id of keyed) if (!out.has(id)) out.set(id, undefined);
    return out;
  }

  /**
   * The index words the query looks up, in look-up order (Postings.lookup's, then the server words), each with a way to
   * read its servers; a word may come more than once (a server takes it once).
   */
  #lookupLists(q: AnalyzedQuery, info: readonly TermInfo[]): [string, WordServers][] {
    // Typos only for words the catalogue does not have (a real word is not a typo of another one), and
    // then a swap of two letters too; a prefix for any word (tiers.ts decides which prefixes count).
    const queries = q.terms.flatMap((t, ti) => {
      const oov = info[ti]?.oov ?? true;
      return t.alts
        .map((alt, i): LookupSpec => ({
          term: alt,
          prefix: i === 0 && alt.length >= PREFIX_MIN,
          // tiers.ts takes a longer word as a prefix match of a known word only within VOCAB_PREFIX_SLACK.
          longer: oov ? undefined : VOCAB_PREFIX_SLACK,
          fuzzy: (i === 0 && oov && maxEdits(alt.length)) || false,
          ...(i === 0 && info[ti]?.near ? { near: info[ti]!.near } : {}),
        }))
        .concat(
          [
            ...(oov ? [...t.typoAlts, ...transpositions(t.alts[0]!).filter((w) => this.#df.has(w))] : []),
            // Shorter forms of the word that the catalogue has ("tracker" -> track), tiers.ts REVERSE_PREFIX_MIN.
            ...[1, 2, 3]
              .map((k) => t.alts[0]!.slice(0, -k))
              .filter((w) => w.length >= REVERSE_PREFIX_MIN && this.#df.has(w) && !compoundTail(t.alts[0]!, w.length)),
            ...t.expansions,
            ...(t.concepts ?? []),
          ].map((alt): LookupSpec => ({ term: alt, prefix: false, fuzzy: false })),
        );
    });
    // As Postings.lookup takes them: per spec, the word whole, the longer words it begins, the words within its typos.
    const lists: [string, WordServers][] = [];
    const postings = this.#postings;
    // A method, not an arrow property: tsx's keepNames would name each arrow with a defineProperty call (#13).
    const whole = (w: string): WordServers => ({
      servers(fn) {
        return postings.servers(w, fn);
      },
    });
    for (const s of queries) {
      lists.push([s.term, whole(s.term)]);
      if (s.prefix)
        postings.prefixed(s.term, s.term.length + (s.longer ?? Infinity), (w) => {
          if (w !== s.term && !WEAK_STEMS.has(w)) lists.push([w, whole(w)]);
        });
      if (s.fuzzy) for (const w of s.near ?? postings.near(s.term, s.fuzzy)) lists.push([w, whole(w)]);
    }
    // Server words, whole: every word the query looks up, typed or not; the other languages' words only for
    // words that are not English (tiers.ts matchTerm).
    for (const [ti, t] of q.terms.entries()) {
      const maps = t.english ? [this.#byServerWord] : [this.#byServerWord, this.#byIntlWord];
      const oov = info[ti]?.oov ?? true;
      for (const w of [...t.alts, ...t.expansions, ...(t.concepts ?? []), ...(oov ? t.typoAlts : [])])
        for (const map of maps)
          lists.push([
            w,
            {
              servers(fn) {
                return map.servers(w, fn);
              },
            },
          ]);
    }
    return lists;
  }

  /**
   * The search bench's floor (issue #13): `words` looked up whole in this same inverted index, ORed, the
   * servers holding most of them first; no prefix, typo, synonym, tier or filter (near-stopwords are not
   * looked up, as they were not indexed when the floor was set). Not used to answer agents.
   */
  exactLookup(words: readonly string[], limit: number): number[] {
    const count = new Map<number, number>();
    for (const w of new Set(words)) if (!WEAK_STEMS.has(w)) for (const id of this.#postings.ids(w)) count.set(id, (count.get(id) ?? 0) + 1);
    return topK([...count], limit, (a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  }

  /** Why a search found nothing: the servers matching the words alone, and what each filter leaves of them. */
  explainEmpty(q: SearchQuery): EmptyExplanation {
    const f = q.filters ?? {};
    const base: SearchFilters = { removed: f.removed };
    const text = q.query?.trim() ?? '';
    const read = text ? this.#reading(text) : null;
    const analyzed = read?.analyzed ?? null;
    const matched: SearchDoc[] = [];
    if (analyzed) {
      const info = read!.info;
      for (const [id, found] of this.#candidates(analyzed, info)) {
        const entry = this.#entry(id);
        if (entry && passes(entry.doc, base) && relevance(analyzed, entry.analyzed, found?.words, info, this.#rules, found?.fields))
          matched.push(entry.doc);
      }
    } else {
      for (const entry of this.#entries.values()) if (passes(entry.doc, base)) matched.push(entry.doc);
    }
    const filters = normalizedFilters(f)
      .filter(([k]) => k !== 'removed')
      .map(([k, value]) => {
        const key = k as keyof SearchFilters;
        const counts: Record<string, number> = {};
        for (const d of matched) {
          const v = shownValue(d, key);
          if (v !== null) counts[v] = (counts[v] ?? 0) + 1;
        }
        return {
          filter: key,
          value,
          left: matched.filter((d) => passes(d, { ...base, [key]: value })).length,
          values: Object.keys(counts).length ? counts : null,
        };
      });
    return { matched: matched.length, filters };
  }

  search(q: SearchQuery = {}): SearchPage {
    return this.#search(q, this.#rules.like !== false);
  }

  #search(q: SearchQuery, like: boolean): SearchPage {
    const limit = q.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw new SearchInputError('limit', `limit must be an integer from 1 to ${MAX_LIMIT}`);
    }
    if (q.sort !== undefined && !(SORTS as readonly string[]).includes(q.sort)) {
      throw new SearchInputError('sort', `sort must be one of ${SORTS.join(', ')}`);
    }
    const filters = q.filters ?? {};
    const text = q.query?.trim() ?? '';
    // The budget covers the query's analysis too: typo look-ups of a long query are not free.
    q.budget?.check();
    const read = text ? this.#reading(text, q.budget) : null;
    const analyzed = read?.analyzed ?? null;
    const sort: SortName = q.sort ?? (analyzed ? 'relevance' : 'rank');
    const fp = read ? readingFingerprint(read, filters, sort) : fingerprint([null, normalizedFilters(filters), sort]);
    const after = q.cursor ? decodeCursor(q.cursor, fp) : null;

    const hits: Hit[] = [];
    let total = 0;
    // A first page by relevance holds at least CONFIDENCE_TOP hits, whatever its limit: its confidence (tiers.ts
    // weakPage) is read on them, so that it does not depend on the limit.
    const judged = sort === 'relevance' && analyzed !== null && !after;
    const held = judged ? Math.max(limit, CONFIDENCE_TOP) : limit;
    // Only the best held + 1 hits are kept, in a heap whose worst is known from the first held + 1 on: a hit that sorts
    // after it is dropped before its sort key is even built (issues #11 and #13), and the ordered loop below stops once
    // no server left can reach the page. A weak page's nearest categories are read from these hits too (#nothing).
    // Before session 22 (2026-12-03) a request that might make a weak page kept a list cut down only every
    // COMPACT_FACTOR x (held + 1) hits, whose nearest categories read what it held since its last cut, and so scored
    // every candidate: the slowest twentieth of the judged requests. With the heap, p95 at 20,000 servers fell by about
    // a quarter; every page stayed the same, and the categories of 155 of 8,196 weak answers moved.
    const best = new Best<Hit>(held + 1, (a, b) => compareKeys(a.key, b.key));
    // The best CONFIDENCE_TOP of the hits the heap did not keep or dropped, in the tier and step of its worst: a first
    // page's confidence also reads the ties of its tenth result (tiers.ts confidenceTop), so that it does not depend on
    // the order within a step. Its worst never sets the bar: which servers are scored stays as it was.
    const ties = judged ? new Best<Hit>(CONFIDENCE_TOP, (a, b) => compareKeys(a.key, b.key)) : null;
    let worst: SortKey | null = null;
    // The first two parts of `worst` for the relevance loop (tiers.ts rankedRelevance): a server that passes the
    // floor but would be dropped by consider's first test is counted without the rest of its relevance.
    let bar: Bar | null = null;
    const consider = (entry: Entry, tier: Tier | null, score: number | null, rel: Relevance | null): void => {
      total++;
      if (worst && rel && sort === 'relevance') {
        // Tier, then strength in steps of 0.05: the first two parts of a relevance key (order.ts sortKey).
        const step = -Math.round(rel.strength * 20);
        if (rel.tier > (worst[0] as number) || (rel.tier === worst[0] && step > (worst[1] as number))) return;
      }
      const key =
        rel && sort === 'relevance' ? sortKey(sort, entry.doc, rel) : ((entry.keys ??= {})[sort] ??= sortKey(sort, entry.doc, null));
      if (after && compareKeys(key, after) <= 0) return;
      const hit: Hit = { entry, tier, score, key, rel };
      if (worst && compareKeys(key, worst) > 0) {
        if (ties && key[0] === worst[0] && key[1] === worst[1]) ties.offer(hit);
        return;
      }
      const dropped = best.worst;
      if (!best.offer(hit)) return;
      if (ties && dropped) ties.offer(dropped);
      const w = best.worst;
      if (w) {
        worst = w.key;
        if (sort === 'relevance') bar = { tier: worst[0] as number, step: worst[1] as number };
      }
    };
    let info: TermInfo[] = [];
    // Some server that may pass was never scored (the ordered loop below): `total` is a lower bound.
    let lowerBound = false;
    if (analyzed) {
      info = read!.info;
      if (this.#rules.oovTypos === false) info = info.map((x) => ({ ...x, oov: true }));
      let n = 0;
      const exact = this.#keyed(analyzed.key);
      const removed = filters.removed ?? false;
      const filtered = normalizedFilters(filters).some(([k]) => k !== 'removed');
      const score = (id: number, found: Found | undefined, isExact: boolean): void => {
        const entry = this.#entry(id);
        if (!entry || entry.removed !== removed || (filtered && !passes(entry.doc, filters))) return;
        const rel = rankedRelevance(analyzed, entry.analyzed, found?.words, info, this.#rules, found?.fields, isExact, bar);
        if (rel === OUTRANKED) total++;
        else if (rel) consider(entry, rel.tier, rel.strength, rel);
      };
      // A page by relevance kept in the heap is certain once no server left can sort before its worst: the servers
      // that may pass are scored best ceiling first (tiers.ts ceiling, from their matched words' fields alone), and
      // the rest are never scored (issue #13: deciding each one against the floor was most of a common request's
      // time). `total` then counts the servers scored that passed: a lower bound, which the page says.
      const ordered = sort === 'relevance' && !this.#exhaustive;
      const ids: number[] = [];
      const founds: (Found | undefined)[] = [];
      const ceilings: number[] = [];
      const bareCeilings: number[] = [];
      const phrased = analyzed.terms.some((t) => t.phrases.length > 0);
      // Servers that cannot pass mayPass's first tests are not even candidates (tiers.ts passingBits); an empty answer
      // reads them after all (#nearestReached, from the postings).
      const bits = this.#exhaustive ? null : passingBits(analyzed, info, this.#rules);
      const candidates = this.#candidates(analyzed, info, bits);
      for (const [id, found] of candidates) {
        if (q.budget && ++n % BUDGET_EVERY === 0) q.budget.check();
        // Most candidates of a long request cannot pass, which their matched words tell (tiers.ts mayPass):
        // they are left before their entry is even read (issue #13: reading it was most of their cost).
        const isExact = exact.has(id);
        if (found && !isExact && !mayPass(analyzed, found.words, info, this.#rules, found.fields)) continue;
        if (!ordered) {
          score(id, found, isExact);
          continue;
        }
        ids.push(id);
        founds.push(found);
        const bound = isExact || !found ? NO_CEILING : ceiling(analyzed, found.words, info, this.#rules, found.fields);
        ceilings.push(bound);
        if (phrased) bareCeilings.push(bound === NO_CEILING ? NO_CEILING : ceilingWithoutPhrases());
      }
      for (const k of ordered ? byCeiling(ceilings) : []) {
        const b = bar as Bar | null;
        if (b && ceilings[k]! > barOf(b.tier, b.step)) {
          lowerBound = true;
          break;
        }
        if (q.budget && ++n % BUDGET_EVERY === 0) q.budget.check();
        const id = ids[k]!;
        // A server below the page's worst unless it holds one of the request's phrases: its two pair sets are read
        // before the rest of it. Whether it would pass the floor is then not known: `total` is a lower bound.
        if (b && phrased && bareCeilings[k]! > barOf(b.tier, b.step)) {
          const entry = this.#entry(id);
          if (entry && !hasPhraseOf(analyzed, entry.analyzed)) {
            lowerBound = true;
            continue;
          }
        }
        score(id, founds[k], exact.has(id));
      }
    } else {
      for (const entry of this.#entries.values()) if (passes(entry.doc, filters)) consider(entry, null, null, null);
    }

    hits.push(...best.items);

    let page = topK(hits, held + 1, (a, b) => compareKeys(a.key, b.key));
    // A weak first page (tiers.ts weakPage: the request needs a word no server uses, and no server of the page is
    // named for its need or covers most of it) keeps its first result (its first two when the word is one servers
    // only mention in passing); the page says that no server matches the whole request. A short list, not a ranking
    // to page through: no cursor.
    let weak: WeakPage | null = null;
    let strayCut = false;
    if (analyzed && judged) {
      // The page's tenth result's ties (confidenceTop) among the hits the heap left.
      const last = page[page.length - 1];
      const tied =
        ties && last
          ? ties.items.filter((h) => h.key[0] === last.key[0] && h.key[1] === last.key[1]).sort((a, b) => compareKeys(a.key, b.key))
          : [];
      weak = weakPage(
        analyzed,
        info,
        this.#rules,
        [...page, ...tied].map((h) => h.rel!),
      );
      if (weak !== null) page = page.slice(0, weak.keep);
      // Stray results (tiers.ts strayResults: one word of the request through another sense of it) are dropped; the
      // page is then a short list too, with no cursor.
      const stray = strayResults(
        analyzed,
        info,
        this.#rules,
        page.map((h) => h.rel!),
        weak !== null,
      );
      if (stray !== null) {
        page = page.filter((_, h) => !stray[h]);
        strayCut = true;
      }
      // The only server found merely mentions the request (tiers.ts loneMention): no answer.
      if (total === 1 && page.length === 1 && loneMention(analyzed, info, this.#rules, page[0]!.rel!)) {
        page = [];
        strayCut = true;
      }
      // ... or matches one of its words by coincidence (tiers.ts loneCoincidence): no answer either.
      if (total === 1 && page.length === 1) {
        const about = page[0]!.entry.analyzed;
        if (loneCoincidence(analyzed, info, this.#rules, page[0]!.rel!, about.count('aka') + about.count('intl') > 0)) {
          page = [];
          strayCut = true;
        }
      }
      // The best server covers too little of the request (tiers.ts belowPageFloor): no answer either, unless what it lacks is
      // only names typed with a capital (onlyNamesMissing: the places of "vuelos de Madrid a Tokio").
      // The best server is the strongest of the first tier, not the first: within a step the evidence orders (order.ts).
      const strongest = page.length > 0 ? page.reduce((b, h) => (h.tier === b.tier && (h.score ?? 0) > (b.score ?? 0) ? h : b)) : null;
      if (strongest && belowPageFloor(strongest, this.#rules) && !onlyNamesMissing(text, analyzed, strongest.rel!, this.#rules)) {
        page = [];
        strayCut = true;
      }
    }
    if (page.length > limit + 1) page.length = limit + 1;
    let more = page.length > limit;
    if (more) page.pop();
    // A connector of hundreds of apps for a request naming one of them (#connector) takes the page's last place; a
    // result it displaces opens the next page (the cursor is the last ranked result's).
    const connector = analyzed && judged && limit > 1 ? this.#connector(analyzed, info, filters, page) : null;
    if (connector && page.length >= limit) {
      page.pop();
      more = true;
    }
    const last = page[page.length - 1];
    const out: SearchPage = {
      results: page.map((h) => ({
        doc: h.entry.doc,
        tier: h.tier,
        score: h.score,
        matched: analyzed && h.rel ? describeMatch(analyzed, h.rel.matches, h.entry.doc) : null,
      })),
      nextCursor: more && last && weak === null && !strayCut ? encodeCursor(fp, last.key) : null,
      total: (weak !== null || strayCut ? page.length : total) + (connector ? 1 : 0),
    };
    if (connector) out.results.push({ doc: connector.entry.doc, tier: 5, score: 0, matched: { terms: { [connector.app!]: ['about'] } } });
    if (lowerBound && weak === null && !strayCut) out.totalIsLowerBound = true;
    if (analyzed && total === 0 && !after) {
      out.nothing = this.#nothing(analyzed, info, this.#nearestReached(analyzed, info, filters));
    }
    // The servers of the page (its best held + 1 before a cut) are the closest ones: their categories are where the
    // request's words live. A weak page says that no server matches the whole request; so does a page whose only server
    // merely mentioned it (loneMention), now empty.
    if (analyzed && !out.nothing && (weak !== null || (strayCut && page.length === 0))) {
      out.nothing = this.#nothing(
        analyzed,
        info,
        this.#nearestOf(
          hits.map((h) => [h.entry.doc.id, h.rel?.matches.flatMap((m, i) => (m.kind ? analyzed.terms[i]!.alts.slice(0, 1) : []))]),
          filters,
        ),
      );
      if (weak !== null) out.nothing.partialWord = weak.word;
    }
    if (like && judged && !more && page.length < Math.min(limit, LIKE_PAGE) && !text.includes('/')) this.#like(q, analyzed!, limit, out);
    return out;
  }

  /**
   * A short first page (no next page) for a request that names a product (knowledge.ts productNamedIn), unless it is
   * a full registry name (owner/name: that one server is asked for, and "io.github.x/y" names no product): the
   * servers of that product's kind fill it, after every match and in tier 5, each `matched.like` the product. Few
   * servers name a product; the agent that asks for it is served by the others of its kind ("stripe": PayPal;
   * "excel": other spreadsheets), and the filters hold for them too.
   */
  #like(q: SearchQuery, analyzed: AnalyzedQuery, limit: number, out: SearchPage): void {
    const fill = Math.min(limit, LIKE_PAGE);
    const named = productNamedIn(analyzed.terms.filter((t) => !t.context).map((t) => t.word));
    if (!named) return;
    const query = named.capability.slice(0, LIKE_WORDS).join(' ');
    const kind = this.#search({ query, filters: q.filters, limit: fill, ...(q.budget ? { budget: q.budget } : {}) }, false);
    const shown = new Set(out.results.map((r) => r.doc.id));
    for (const r of kind.results) {
      if (out.results.length >= fill) break;
      if (shown.has(r.doc.id)) continue;
      out.results.push({ ...r, tier: 5, matched: { ...(r.matched ?? { terms: {} }), like: named.name } });
      out.total++;
    }
  }

  /** The servers whose first sentence says they connect to hundreds of apps (MANY_APPS): kept by upsert and remove. */
  readonly #connectors = new Set<number>();

  /**
   * A connector of hundreds of apps for a request that names one of the apps such connectors reach (products.ts
   * HUB_APPS: "add this lead to our HubSpot", "reconcile invoices in QuickBooks") when no server of the page is named for
   * it: the page's last place, in tier 5, `matched` the app as what the server is about. Only a connector the request
   * does not match on its own (one that does has its place in the ranking, and would be shown twice). Null otherwise.
   */
  #connector(analyzed: AnalyzedQuery, info: readonly TermInfo[], filters: SearchFilters, page: readonly Hit[]): Hit | null {
    if (this.#rules.connectors === false) return null;
    const apps: string[] = [];
    for (const t of analyzed.terms) if (!t.context && (HUB_SET.has(t.word) || HUB_SET.has(t.alts[0]!))) apps.push(t.word);
    if (apps.length === 0) return null;
    const named = (d: SearchDoc) => {
      const text = fold(`${d.name} ${d.title ?? ''}`);
      return apps.some((a) => text.includes(a));
    };
    if (page.some((h) => named(h.entry.doc))) return null;
    for (const id of this.#connectors) {
      const entry = this.#entry(id);
      if (!entry || !passes(entry.doc, filters) || page.some((h) => h.entry.doc.id === id)) continue;
      if (relevance(analyzed, entry.analyzed, undefined, info, this.#rules) !== null) continue;
      return { entry, tier: 5, score: 0, key: sortKey('relevance', entry.doc, null), rel: null, app: apps[0]! };
    }
    return null;
  }

  /** What to suggest when nothing passed the floor (see SearchPage.nothing). */
  /**
   * A vocabulary word as a server writes it: the index holds stems ("invoic", "lanc"), which an agent would
   * read as typos. The first word of the first servers holding it whose stem it is; the stem when none does
   * (a word only the server-word tables give).
   */
  #asWritten(v: string): string {
    for (const id of this.#postings.ids(v, SURFACE_SERVERS)) {
      const doc = this.#entry(id)?.doc;
      if (!doc) continue;
      for (const text of [doc.name, doc.title, doc.description, ...doc.tools.flatMap((t) => [t.name, t.description])])
        for (const w of docWords(text ?? '')) if (w === v || stem(w) === v) return w;
    }
    return v;
  }

  /**
   * The closest of `servers` (id, matched index words) that pass the filters: those whose matched words are the rarest,
   * summed (quantizedIdf), best NEAREST_MAX of them, then by id.
   */
  #nearestOf(servers: readonly [number, readonly string[] | undefined][], filters: SearchFilters): Entry[] {
    const n = Math.max(1, this.#entries.size);
    const near: { entry: Entry; c: number }[] = [];
    for (const [id, words] of servers) {
      const entry = this.#entry(id);
      if (entry && passes(entry.doc, filters))
        near.push({ entry, c: (words ?? []).reduce((s, w) => s + quantizedIdf(this.#df.get(w) ?? 0, n), 0) });
    }
    return topK(near, NEAREST_MAX, (a, b) => b.c - a.c || a.entry.doc.id - b.entry.doc.id).map((x) => x.entry);
  }

  /**
   * #nearestOf over every server a request that nothing answered reaches (#candidates, its exact name included: when
   * nothing passed, each of them is below the floor). Summed from the postings into typed arrays by id, each word
   * once per server as #candidates takes it, and the filters read only for the closest: before session 23
   * (2026-12-03) the search kept each candidate's words and read every entry, which made empty answers the slowest
   * requests at 20,000 servers (issue #13). The sums are multiples of 0.25 (quantizedIdf), exact in any order, so
   * the same servers come out.
   */
  #nearestReached(q: AnalyzedQuery, info: readonly TermInfo[], filters: SearchFilters): Entry[] {
    const n = Math.max(1, this.#entries.size);
    const byWord = new Map<string, WordServers[]>();
    for (const [w, list] of this.#lookupLists(q, info)) {
      const lists = byWord.get(w);
      if (lists) lists.push(list);
      else byWord.set(w, [list]);
    }
    let closeness = new Float64Array(this.#marksSize);
    // The number of the last word that reached each server (0: none yet), so that a word counts once per server.
    let lastWord = new Int32Array(this.#marksSize);
    const reached: number[] = [];
    const grow = (id: number): void => {
      const size = Math.max(id + 1, 2 * closeness.length);
      const c = new Float64Array(size);
      c.set(closeness);
      closeness = c;
      const l = new Int32Array(size);
      l.set(lastWord);
      lastWord = l;
    };
    let k = 0;
    for (const [w, lists] of byWord) {
      k++;
      const idf = quantizedIdf(this.#df.get(w) ?? 0, n);
      const count = (id: number): void => {
        if (id >= lastWord.length) grow(id);
        if (lastWord[id] === k) return;
        if (lastWord[id] === 0) reached.push(id);
        lastWord[id] = k;
        closeness[id]! += idf;
      };
      for (const list of lists) list.servers(count);
    }
    for (const id of this.#keyed(q.key)) {
      if (id >= lastWord.length) grow(id);
      if (lastWord[id] === 0) {
        reached.push(id);
        lastWord[id] = -1;
      }
    }
    // The closest first; most reached servers pass the filters, so a few more than NEAREST_MAX are read at first, and
    // more only when the filters leave too few of them.
    const closer = (a: number, b: number): number => closeness[b]! - closeness[a]! || a - b;
    for (let take = 2 * NEAREST_MAX; ; take *= 4) {
      const nearest: Entry[] = [];
      for (const id of topK(reached, take, closer)) {
        const entry = this.#entry(id);
        if (entry && passes(entry.doc, filters) && nearest.push(entry) === NEAREST_MAX) return nearest;
      }
      if (take >= reached.length) return nearest;
    }
  }

  #nothing(q: AnalyzedQuery, info: readonly TermInfo[], nearest: readonly Entry[]): NonNullable<SearchPage['nothing']> {
    // Words to search alone: not a generic verb or container noun, nor a transaction verb ("order",
    // "book", "file"): alone, those find servers about something else.
    const knownWords = q.terms
      .filter((t, i) => !info[i]!.oov && !info[i]!.unknown && !SEARCH_ALONE_NOT.some((set) => set.has(t.alts[0]!)))
      .map((t) => t.word);
    const nearbyWords: string[] = [];
    for (const [i, t] of q.terms.entries()) {
      const w = t.alts[0]!;
      // Closest known words within a typo's edits (maxEdits: 1 from 4 letters, 2 from 8), most used first. Two
      // edits from a short word reach unrelated ones ("berlin" -> "brain", "laine" -> "link"): noise to an agent.
      const max = maxEdits(w.length);
      if (!info[i]!.oov || max === 0) continue;
      const close: [string, number][] = [];
      for (let len = w.length - max; len <= w.length + max; len++)
        for (const v of this.#byShape.get(`${w[0]}${len}`) ?? []) if (editDistance(w, v, max) <= max) close.push([v, this.#df.get(v)!]);
      // Most used first, then in word order: not in the order the vocabulary happened to be built.
      const near = close
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 3)
        .map(([v]) => this.#asWritten(v));
      nearbyWords.push(...near);
    }
    // The nearest servers' categories are where the request's words live.
    const cats = new Map<string, number>();
    for (const entry of nearest) for (const c of entry.doc.categories) cats.set(c, (cats.get(c) ?? 0) + 1);
    // The categories the request's own words name come first ("ski" -> sports, "tarot reading" ->
    // entertainment): the nearest servers of a request nothing answers are often about other things.
    const categories = [
      ...new Set([...(q.categories ?? []), ...[...cats].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([c]) => c)]),
    ].slice(0, 3);
    return { knownWords, nearbyWords: [...new Set(nearbyWords)], categories };
  }
}

/** Ids kept in SearchIndex's array of entries: whole numbers below SLOT_MAX (a larger one would make it a sparse map). */
const SLOT_MAX = 1 << 24;
function slotted(id: number): boolean {
  return id >>> 0 === id && id < SLOT_MAX;
}

/**
 * The one common English word (english.ts isCommonEnglishWord) that `word` misspells by two letters swapped or one
 * doubled ("manuscrpit", "recieve", "calenddar"): the slips that make no other word. Only for a word of
 * ENGLISH_SLIP_MIN letters or more that is no English word itself; none when two words are that close.
 */
function englishSlipOf(word: string): string | undefined {
  if (word.length < ENGLISH_SLIP_MIN || isEnglishWord(word)) return undefined;
  const found = new Set<string>();
  for (const w of transpositions(word)) if (isCommonEnglishWord(w)) found.add(w);
  for (let i = 1; i < word.length; i++)
    if (word[i] === word[i - 1]) {
      const w = word.slice(0, i) + word.slice(i + 1);
      if (isCommonEnglishWord(w)) found.add(w);
    }
  return found.size === 1 ? [...found][0] : undefined;
}
const ENGLISH_SLIP_MIN = 5;

/** Word endings a stem may have lost ("imag" is "image", "updat" "update"): tried to write a correction as a word. */
const STEM_ENDINGS = ['', 'e', 'y', 's'];

/**
 * `text` with each sure typo (TermInfo.correction) written as the word it means ("generate an imgae" -> "generate an
 * image"), or null when it has none: the request is then read as the one the agent meant, tiers and `matched` included.
 * Not for a word the tables know as written (a name: "nextjs"), one written with a capital inside the request ("find
 * flights to Paris": a name, not "pars"), a word of two letters or fewer (of three, only a swap: #swappedShort), or a
 * request in another language ("laine" is French wool, not "lin": there only a misspelt key of the translation tables is,
 * analyze.ts foreignTypoOf); nor into a filler or generic word ("sevrer" is no request for "server"). The correction is a
 * stem; it is written as the word of its stem closest to what was typed, and only when that is one edit from it (a
 * swap of two letters is one): "schedual" is not the "schedu" of a description cut short.
 */
function correctedText(text: string, q: AnalyzedQuery, info: readonly TermInfo[], foreignSlips = true, englishSlips = true): string | null {
  const fixes = new Map<string, string>();
  // A request with a word of another language's tables is read as that language's even without its articles: "buscar vuelos
  // barratos de Madrid a Roma" has none, and "barratos" matched only as a typo; it is a slip of "baratos" (session 57: fourteen
  // such requests up, four with nothing relevant now answered as their correct spelling is).
  // (read only for a word the catalogue lacks and no typo of its names: most requests have none)
  let foreign: boolean | undefined;
  const isForeign = (): boolean => (foreign ??= foreignSlips && q.terms.some((t) => foreignWord(t.word)));
  q.terms.forEach((t, i) => {
    if (!q.otherLanguage && info[i]?.oov && !info[i]?.correction && isForeign()) {
      const key = foreignTypoOf(t.word);
      if (key !== undefined) {
        fixes.set(t.word, key);
        return;
      }
    }
    if (q.otherLanguage) {
      // A request in another language: only a misspelt key of its own tables (analyze.ts foreignTypoOf).
      const key = foreignSlips && info[i]?.oov ? foreignTypoOf(t.word) : undefined;
      if (key !== undefined) fixes.set(t.word, key);
      return;
    }
    const c = info[i]?.correction;
    if (!c && englishSlips && info[i]?.oov) {
      // No one word of the catalogue is a sure typo of it: the one common English word it slips from is the word meant,
      // whether the catalogue has it ("waether": weather, not wether) or not ("convert this markdown manuscrpit to an epub"
      // weighed "manuscrpit" as a need nothing answers, and the page held one server).
      const word = englishSlipOf(t.word);
      // (nor into a filler or generic word, as below: "sevrer" is no request for "server")
      if (word !== undefined && !isTableWord(t.word) && !WEAK_STEMS.has(stem(word)) && !GENERIC_STEMS.has(stem(word)))
        fixes.set(t.word, word);
      return;
    }
    if (!c || !info[i]!.oov || t.word.length < 3 || isTableWord(t.word) || WEAK_STEMS.has(c) || GENERIC_STEMS.has(c)) return;
    let best = c;
    let distance = Infinity;
    for (const ending of STEM_ENDINGS) {
      const w = c + ending;
      if (stem(w) !== c) continue;
      const d = editDistance(t.word, w, 3);
      if (d < distance) [best, distance] = [w, d];
    }
    if (distance <= 1) fixes.set(t.word, best);
  });
  if (fixes.size === 0) return null;
  let changed = false;
  let first = true;
  const out = text.replace(/[\p{L}\p{N}]+/gu, (token) => {
    const wasFirst = first;
    first = false;
    const fix = fixes.get(fold(token));
    // A capital inside the request marks a name the catalogue lacks, not a misspelt word; not in another language, where
    // only a key of its tables is a fix and German writes every noun with one ("Wie ist der Akteinkurs von Siemens heute").
    if (fix === undefined || (!wasFirst && !q.otherLanguage && token[0] !== token[0]!.toLowerCase())) return token;
    changed = true;
    return fix;
  });
  return changed ? out : null;
}
