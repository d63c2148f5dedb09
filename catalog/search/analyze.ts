// Turns a document and a query into the stemmed word lists the tiers are computed on. The same lists
// feed the inverted index (postings.ts), so it and the tier rules can never disagree about what a word is.
import { derivedForms, stem, stemOnce } from './stem.js';
import { categorize } from '../../core/categories/categories.js';

/** A request has no tools: the tool-set rule of categorize never applies to it. */
const NO_COMMON_TOOL_SETS = { commonToolSetHashes: new Set<string>() };
import { GENERIC_STEMS, KEY_NOISE, STOPWORDS, WEAK_WORDS } from './stopwords.js';
import { SYNONYMS } from './synonyms.js';
import { TRANSLATIONS } from './language.js';
import { MORE_TRANSLATIONS, PHRASE_TRANSLATIONS } from './translations.js';
import { FORM_TRANSLATIONS } from './forms.js';
import { ABBREVIATIONS, EXPANSIONS } from './expansions.js';
import { isTypoOf, maxEdits } from './distance.js';
import { chunks, chunkWords, docWords, exactKey, onlyNoise, queryReadings, queryWords, splitName } from './tokenize.js';
import { fold, stripMarks } from './fold.js';
import { PRODUCTS } from './products.js';
import { productsNamedBy, taskCapabilities } from './knowledge.js';
import type { ProductEntry } from './knowledge.js';
import { SpanMemo, spanHash } from './span-memo.js';
import {
  HOME_REPAIR,
  NAMED_TOOLS,
  STATISTICAL_TEST,
  TASK_PHRASES,
  THREAT_CHECK,
  TRADEMARK_SEARCH,
  WEATHER_ASKED,
  WRITING_EDIT,
} from './tasks.js';
import { isCommonEnglishWord, isEnglishWord } from './english.js';
import { serverWords } from './server-words.js';
import type { ServerWordLanguage } from './server-words.js';
import { dictionary } from './dictionary.js';

export const FIELDS = [
  'short',
  'title',
  'owner',
  'tools',
  'cats',
  'lead',
  'desc',
  'toolDesc',
  'known',
  'aka',
  'akaPart',
  'intl',
  'intlPart',
] as const;
export type Field = (typeof FIELDS)[number];
/**
 * One bit per field, in FIELDS order: the inverted index keeps, with each server of a word, the fields that
 * hold the word, so that tiers.ts never searches a field's words for it (issue #13).
 */
export const FIELD_BIT: Readonly<Record<Field, number>> = Object.fromEntries(FIELDS.map((f, i) => [f, 1 << i])) as Record<Field, number>;
/** Bits FIELD_BIT uses: FIELDS.length. */
export const FIELD_BITS = FIELDS.length;

/** Each word of a document with the fields that hold it (FIELD_BIT, ORed). */
export function wordFields(a: AnalyzedDoc): Map<string, number> {
  return a.wordFields();
}
/** The fields of the server words (server-words.ts): whole-word matches, looked up apart (index.ts). */
export const SERVER_WORD_FIELDS: ReadonlySet<Field> = new Set(['aka', 'akaPart', 'intl', 'intlPart']);

/**
 * Descriptions state their purpose first: the first sentence of a description (at most LEAD_WORDS content
 * words) weighs as a tool name (tiers.ts FIELD_STRENGTH).
 */
export const LEAD_WORDS = 16;
/** Fields of tier 2 ("in name or title"); the owner is part of the name. */
export const NAME_FIELDS: ReadonlySet<Field> = new Set(['short', 'title', 'owner']);

/**
 * The word lists of an analysed document besides the FIELDS:
 * - `keys`: its exact names (tier 1), folded;
 * - `namePairs`, `textPairs`: adjacent word pairs, written together and stemmed, in which one word is a
 *   near-stopword ("sql server" -> sqlserver), from the name and title and from the description and tools.
 *   Near-stopwords are dropped from queries, so this is all that is left of "server" in "sql server": it
 *   tells Microsoft SQL Server from PostgreSQL (see QueryTerm.phrases).
 */
export const LISTS = ['keys', 'namePairs', 'textPairs'] as const;
export type List = (typeof LISTS)[number];
/** What an AnalyzedDoc holds words for, in the order it stores them. */
export type Segment = Field | List;
const SEGMENTS: readonly Segment[] = [...FIELDS, ...LISTS];
const SEGMENT_AT = Object.fromEntries(SEGMENTS.map((s, i) => [s, i])) as Readonly<Record<Segment, number>>;
/** Where segment `i` of a packed document (AnalyzedDoc) starts: where the one before it ends. */
function start(packed: readonly (string | number)[], i: number): number {
  return i === 0 ? SEGMENTS.length : (packed[i - 1] as number);
}

/**
 * What a server's text says, as the tiers read it: the stemmed words of each field (FIELDS) and of the other
 * LISTS, and a few counts. The word lists are kept in one array: first where each segment (SEGMENTS) ends, then
 * the words of each in turn. A document's twenty-odd arrays, each with its header and spare slots, were over
 * half of the index's heap (issue #13); a search reads a list only for servers it scores, and mostly asks
 * whether a word is in it (`has`), which reads the array in place. What a search reads of every server it
 * scores stays on the object itself (a read of the array is one more cache miss per server): the counts, the
 * category ids, and `trial` and `akaPhrases`, which most servers lack.
 */
export class AnalyzedDoc {
  readonly #packed: readonly (string | number)[];
  /** Tools listed, and per word how many of them mention it (name or description): concentration. */
  readonly toolTotal: number;
  readonly toolHits: Readonly<Record<string, number>>;
  /** Content words in the description: a word in a long one is a weaker match. */
  readonly descWords: number;
  /**
   * The distinct content words of its short name, stemmed, without the directory's noise ("mcp", "server") and the
   * owner's words ("smithery-ai-github" -> github; "obsidian-github-mcp" -> obsidian, github): tiers.ts NAMED_BONUS.
   */
  readonly nameWords?: number;
  /** An untouched deployment template (see SCAFFOLD_TEXT): its name says nothing it does. */
  readonly scaffold: boolean;
  /** The words of its short name that say it is a trial copy ("test", "demo", "template"; see TRIAL_WORDS). */
  readonly trial?: readonly string[];
  /** The places its short name or title restricts it to (REGION_WORDS: "korea-stock-mcp" -> korea). */
  readonly regions?: readonly string[];
  /**
   * The country its description's first sentence restricts it to (US_LEAD: "US NWS alerts by state"): read only for a
   * request that names a place (AnalyzedQuery.namesPlace), as a US-only server still answers "weather forecast".
   */
  readonly country?: readonly string[];
  /** The products (products.ts, one-word names) the server is named for: in its short name or title. */
  readonly products?: readonly string[];
  /** The products with two-word names (products.ts: "google maps", "meta ads") it is named for, likewise. */
  readonly twoWordProducts?: readonly string[];
  /** The everyday phrases of more than one word written for the server (server-words.ts), stemmed. */
  readonly akaPhrases?: readonly (readonly string[])[];
  /**
   * Category ids (core/categories), for the category a request names (AnalyzedQuery.categories): the document's
   * own list (DocText.categories), not a copy.
   */
  readonly categoryIds: readonly string[];

  constructor(
    lists: Readonly<Record<Segment, readonly string[]>>,
    rest: Pick<
      AnalyzedDoc,
      | 'toolTotal'
      | 'toolHits'
      | 'descWords'
      | 'nameWords'
      | 'scaffold'
      | 'trial'
      | 'regions'
      | 'country'
      | 'products'
      | 'twoWordProducts'
      | 'akaPhrases'
      | 'categoryIds'
    >,
  ) {
    let size = SEGMENTS.length;
    for (const s of SEGMENTS) size += lists[s].length;
    // Allocated at its final size: an array grown by push keeps spare slots.
    const packed = new Array<string | number>(size);
    let at = SEGMENTS.length;
    for (let i = 0; i < SEGMENTS.length; i++) {
      for (const w of lists[SEGMENTS[i]!]) packed[at++] = w;
      packed[i] = at;
    }
    this.#packed = packed;
    this.toolTotal = rest.toolTotal;
    this.toolHits = rest.toolHits;
    this.descWords = rest.descWords;
    if (rest.nameWords !== undefined) this.nameWords = rest.nameWords;
    this.scaffold = rest.scaffold;
    this.trial = rest.trial;
    this.regions = rest.regions;
    if (rest.country) this.country = rest.country;
    this.products = rest.products;
    // Set only when there is one: few servers are named for such a product (heap, issue #13).
    if (rest.twoWordProducts) this.twoWordProducts = rest.twoWordProducts;
    this.akaPhrases = rest.akaPhrases;
    this.categoryIds = rest.categoryIds;
  }

  /** The words of one field or list, in their order (a new array). */
  words(s: Segment): string[] {
    const i = SEGMENT_AT[s];
    return this.#packed.slice(start(this.#packed, i), this.#packed[i] as number) as string[];
  }

  /** How many words one field or list holds. */
  count(s: Segment): number {
    const i = SEGMENT_AT[s];
    return (this.#packed[i] as number) - start(this.#packed, i);
  }

  /** `word` is one of the words of `s`. */
  has(s: Segment, word: string): boolean {
    const i = SEGMENT_AT[s];
    const end = this.#packed[i] as number;
    for (let j = start(this.#packed, i); j < end; j++) if (this.#packed[j] === word) return true;
    return false;
  }

  /** Calls `fn` with each word of the FIELDS, in field order, repeats included, and its field's FIELD_BIT. */
  eachFieldWord(fn: (word: string, bit: number) => void): void {
    for (let i = 0; i < FIELDS.length; i++) {
      const bit = 1 << i; // FIELD_BIT: SEGMENTS begin with the FIELDS, in order
      const end = this.#packed[i] as number;
      for (let j = start(this.#packed, i); j < end; j++) fn(this.#packed[j] as string, bit);
    }
  }

  /** Each word of the FIELDS with the fields that hold it (FIELD_BIT, ORed), in field order. */
  wordFields(): Map<string, number> {
    const out = new Map<string, number>();
    for (let i = 0; i < FIELDS.length; i++) {
      const bit = 1 << i; // FIELD_BIT: SEGMENTS begin with the FIELDS, in order
      const end = this.#packed[i] as number;
      for (let j = start(this.#packed, i); j < end; j++) {
        const w = this.#packed[j] as string;
        out.set(w, (out.get(w) ?? 0) | bit);
      }
    }
    return out;
  }
}

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

/**
 * Words of a short name that mark a trial copy: "medical-rag-mcp-test", "mcp-server-template", "sg-bus-test".
 * Such a server may work, but beside one that does the same without the word it is the weaker answer.
 */
export const TRIAL_WORDS: ReadonlySet<string> = new Set([
  'test',
  'demo',
  'example',
  'sample',
  'template',
  'boilerplate',
  'starter',
  'playground',
  'hello',
  'sandbox',
  'dummy',
  'mock',
]);

/**
 * Places a server's name or title can restrict it to ("korea-stock-mcp", "Taiwan CWA Weather", "UK Companies
 * House"), each with the place it names: such a server answers a request about that place, and is the narrower
 * answer to one that names none ("get the current stock price for Apple").
 */
export const REGION_WORDS: Readonly<Record<string, string>> = dictionary(
  Object.fromEntries(
    (
      [
        ['china', 'china chinese prc'],
        ['korea', 'korea korean'],
        ['japan', 'japan japanese'],
        ['taiwan', 'taiwan taiwanese'],
        ['india', 'india indian'],
        ['brazil', 'brazil brazilian brasil brasileira brasileiro'],
        ['poland', 'poland polish polska'],
        ['uk', 'uk british britain england'],
        ['ireland', 'ireland irish'],
        ['singapore', 'singapore sg'],
        ['hongkong', 'hongkong hk'],
        ['vietnam', 'vietnam vietnamese'],
        ['indonesia', 'indonesia indonesian'],
        ['turkey', 'turkey turkish'],
        ['russia', 'russia russian'],
        ['australia', 'australia australian'],
        ['canada', 'canada canadian'],
        ['germany', 'germany german deutschland'],
        ['france', 'france french'],
        ['spain', 'spain spanish espana'],
        ['italy', 'italy italian italia'],
        ['netherlands', 'netherlands dutch'],
        ['switzerland', 'switzerland swiss'],
        ['norway', 'norway norwegian'],
        ['sweden', 'sweden swedish'],
        ['finland', 'finland finnish'],
        ['denmark', 'denmark danish'],
        ['mexico', 'mexico mexican'],
        ['argentina', 'argentina argentinian'],
        ['israel', 'israel israeli'],
        ['ukraine', 'ukraine ukrainian'],
        ['usa', 'usa american chicago boston seattle denver texas california florida nyc'],
      ] as const
    ).flatMap(([place, words]) => words.split(' ').map((w) => [w, place] as const)),
  ),
);

/**
 * REGION_WORDS[word] as a look-up in a Map: a property read with a string as its key makes V8 internalise that string,
 * and a token's word is shared by every document holding it (their keys, joined from it, were then built two bytes a
 * character).
 */
const REGION_MAP: ReadonlyMap<string, string> = new Map(Object.entries(REGION_WORDS));
function regionOf(word: string): string | undefined {
  return REGION_MAP.get(word);
}

/** The places (REGION_WORDS) some of these words name, or undefined for none (most servers). */
export function regionsOf(words: readonly string[]): string[] | undefined {
  let out: string[] | undefined;
  for (const w of words) {
    const place = REGION_WORDS[w];
    if (place && !out?.includes(place)) (out ??= []).push(place);
  }
  return out;
}

export interface DocText {
  name: string;
  slug?: string | null;
  title?: string | null;
  description?: string | null;
  tools: readonly { name: string; description?: string | null }[];
  categories: readonly string[];
}

/** `a` then `b`, in a new array. */
function concat(a: readonly string[], b: readonly string[]): string[] {
  if (b.length === 0) return a.slice();
  return a.concat(b);
}

/**
 * AnalyzedDoc.nameWords: the short name's content words that are neither noise nor the namespace's ("ai.smithery/
 * smithery-ai-github" -> github); all its content words when it has no other ("com.stripe/stripe-mcp" -> stripe).
 */
function nameWordsOf(short: readonly Token[], namespace: string): number {
  // A name has a few words: arrays, not sets; the same two for every document (issue #13: fewer allocations per server).
  const all = NAME_ALL;
  const rest = NAME_REST;
  // The namespace's chunks (tokenize.ts chunks) are made only for a text outside ASCII; others are read in place.
  const ascii = !NON_ASCII.test(namespace);
  let namespaceWords: readonly string[] | undefined;
  for (const t of short) {
    const w = t.word;
    if (KEY_NOISE.has(w) || t.stop || DIGITS.test(w)) continue;
    if (!all.includes(t.stem)) all.push(t.stem);
    const inNamespace = ascii ? isChunkOf(namespace, w) : (namespaceWords ??= chunks(namespace)).includes(w);
    if (!inNamespace && !rest.includes(t.stem)) rest.push(t.stem);
  }
  const n = rest.length > 0 ? rest.length : all.length;
  all.length = 0;
  rest.length = 0;
  return n;
}
const NAME_ALL: string[] = [];
const NAME_REST: string[] = [];
/** Module constants, not literals in the functions: a regular expression literal is a new object each time it is read. */
const DIGITS = /^\d+$/;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * `word` is one of chunks(text), for an ASCII text: a run of its letters and digits, lower-cased (folding an ASCII text
 * lower-cases it, no more). Read in place: chunks() made four arrays and strings per document (issue #13).
 */
function isChunkOf(text: string, word: string): boolean {
  const n = word.length;
  for (let i = 0; i < text.length;) {
    if (!isAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = 0;
    // A letter's code with bit 32 set is its lower case; digits have it already.
    while (j < n && i + j < text.length && isAlnum(text.charCodeAt(i + j)) && (text.charCodeAt(i + j) | 32) === word.charCodeAt(j)) j++;
    if (j === n && (i + j === text.length || !isAlnum(text.charCodeAt(i + j)))) return true;
    while (i < text.length && isAlnum(text.charCodeAt(i))) i++;
  }
  return false;
}

function terms(words: readonly string[]): string[] {
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

const FIRST_SENTENCE = /^(.*?[a-z0-9)\]][.!?])(\s|$)/is;
/** The first sentence of a description: what the server says it is for. */
export function firstSentence(text: string): string {
  const m = FIRST_SENTENCE.exec(text);
  return m ? m[1]! : text;
}

// The server words' phrases, analysed once per process: the table is fixed and its phrases repeat across
// servers ("send email", "calendar"), and analysing them per document doubled the index build (issue #13).
const PHRASE_TERMS = new Map<string, readonly string[]>();
function phraseTerms(phrase: string): readonly string[] {
  let t = PHRASE_TERMS.get(phrase);
  if (!t) PHRASE_TERMS.set(phrase, (t = terms(docWords(phrase))));
  return t;
}

/**
 * A word of a document as analyzeDoc reads it (folded), with what each field asks of it: made once per distinct
 * word (docTokens), not per occurrence. The fields read a description's words three or four times over and a
 * catalogue repeats its words: stemming and the word-set tests per occurrence, with the arrays and strings in
 * between, were most of the index build (issue #13). Every document holding a word then shares its stem, so the
 * index's maps compare it by reference.
 */
interface Token {
  readonly word: string;
  readonly stem: string;
  /** STOPWORDS has it. */
  readonly stop: boolean;
  /** WEAK_WORDS has it. */
  readonly weak: boolean;
  /** A word of a long form, or a long form written together (LONG_WORDS): only a text with one can spell one out. */
  readonly long: boolean;
  /** REGION_WORDS[word], as regionsOf reads it. */
  readonly region: string | undefined;
  /** The products (knowledge.ts) whose name begins with the word, as productCapabilities reads them. */
  readonly products: readonly ProductEntry[] | undefined;
}

/**
 * The tokens of the last raw chunks seen (tokenize.ts rawChunks), by chunk as written: a lower-case chunk is its one
 * token, any other chunk the tokens of its docWords (chunkWords: the chunk folded, then its camelCase parts). Pure
 * (the rules never change); two generations of CHUNK_TOKENS_MAX, as stem.ts's memo (a few MB at most). Read in place
 * (span-memo.ts): a chunk is cut out of its text only when it is new.
 */
const CHUNK_TOKENS = new SpanMemo<Token | readonly Token[]>(20_000);
export const CHUNK_TOKENS_MAX = CHUNK_TOKENS.max;

/** The token of a folded word (one byte a character: see chunkTokens). */
function tokenOf(word: string): Token {
  const hash = spanHash(word, 0, word.length);
  const known = CHUNK_TOKENS.get(word, 0, word.length, hash);
  if (known !== undefined && !Array.isArray(known)) return known as Token;
  const t: Token = {
    word,
    // The token is the memo of its stem: kept in stem.ts's memo as well, a word of one server (its owner's name) pushed
    // the common words out of it.
    stem: stemOnce(word),
    stop: STOPWORDS.has(word),
    weak: WEAK_WORDS.has(word),
    long: LONG_WORDS.has(word),
    region: regionOf(word),
    products: productsNamedBy(word),
  };
  CHUNK_TOKENS.set(word, hash, t);
  return t;
}

/**
 * The tokens of the raw chunk text[from, to) (CHUNK_TOKENS). `ascii: false`: the text has a character outside ASCII and
 * is held as two bytes a character, as is every piece cut from it (an ASCII word too); the chunk is copied to one byte a
 * character first, or it would be the copy every later document shares (the index's words were 2 % larger). Such a
 * text's chunks were once analysed afresh in each document (a fifth of the synthetic catalogue's descriptions).
 */
function chunkTokens(text: string, from: number, to: number, ascii: boolean): Token | readonly Token[] {
  const hash = spanHash(text, from, to);
  const known = CHUNK_TOKENS.get(text, from, to, hash);
  if (known !== undefined) return known;
  // A chunk is ASCII letters and digits: latin1 keeps it as it is.
  const raw = ascii ? text.slice(from, to) : Buffer.from(text.slice(from, to), 'latin1').toString('latin1');
  const words = chunkWords(raw);
  if (words.length === 1 && words[0] === raw) return tokenOf(raw);
  const tokens = words.map((w) => tokenOf(w));
  CHUNK_TOKENS.set(raw, hash, tokens);
  return tokens;
}

/**
 * A text as analyzeDoc reads it: its docWords as tokens, and its chunks (tokenize.ts chunks). Most texts have no
 * camelCase chunk: each chunk is then one word, and `folded` is `words` itself. The other lists are made when asked
 * (issue #13: four arrays grown per text were a fifth of what the index build allocated).
 */
class TextTokens {
  readonly words: readonly Token[];
  /** How many of `words` the first n chunks give (n = index); absent when every chunk gives one word. */
  readonly #at: readonly number[] | undefined;
  #folded: readonly Token[] | undefined;
  #chunks: readonly string[] | undefined;

  constructor(words: readonly Token[], at: readonly number[] | undefined) {
    this.words = words;
    this.#at = at;
  }

  /** The token of each chunk (its folded form). */
  get folded(): readonly Token[] {
    if (this.#at === undefined) return this.words;
    if (this.#folded === undefined) {
      const out = new Array<Token>(this.#at.length - 1);
      for (let k = 0; k < out.length; k++) out[k] = this.words[this.#at[k]!]!;
      this.#folded = out;
    }
    return this.#folded;
  }

  /** How many chunks the text has. */
  get chunkCount(): number {
    return this.#at === undefined ? this.words.length : this.#at.length - 1;
  }

  /** The folded chunks as strings. */
  get chunks(): readonly string[] {
    return (this.#chunks ??= this.folded.map((t) => t.word));
  }

  /** How many of `words` the first n chunks give. */
  wordsAt(n: number): number {
    return this.#at === undefined ? n : this.#at[n]!;
  }
}

/** Where textTokens gathers a text's tokens before copying them out at their number. */
const GATHER: Token[] = [];

function textTokens(text: string): TextTokens {
  let n = 0;
  let chunkN = 0;
  let at: number[] | undefined;
  const ascii = !NON_ASCII.test(text);
  // The chunks of rawChunks: runs of ASCII letters and digits, marks stripped; read where they are.
  const s = ascii ? text : stripMarks(text);
  let from = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 0;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) {
      if (from < 0) from = i;
      continue;
    }
    if (from < 0) continue;
    const t = chunkTokens(s, from, i, ascii);
    from = -1;
    if (Array.isArray(t) && (t as readonly Token[]).length > 1) {
      if (at === undefined) {
        at = new Array<number>(chunkN + 1);
        for (let k = 0; k <= chunkN; k++) at[k] = k;
      }
      for (const x of t as readonly Token[]) GATHER[n++] = x;
      at.push(n);
    } else {
      GATHER[n++] = Array.isArray(t) ? (t as readonly Token[])[0]! : (t as Token);
      if (at !== undefined) at.push(n);
    }
    chunkN++;
  }
  const words = GATHER.slice(0, n);
  GATHER.fill(undefined as unknown as Token, 0, n);
  return new TextTokens(words, at);
}

const NON_ASCII = /[^\x00-\x7f]/;

const SEPARATORS = /[^a-z0-9]+/g;
/**
 * A text's chunks (tokenize.ts chunks) joined: the folded text without its separators. An ASCII text's letters and digits
 * are copied, lower-cased, into KEY_BYTES and read out as one string: lower-casing, then a regular expression's replace
 * was 8 % of the index build's allocation (issue #13: twice per server, its name and its slug).
 */
function withoutSeparators(text: string): string {
  if (text.length > KEY_BYTES.length || NON_ASCII.test(text)) return fold(text).replace(SEPARATORS, '');
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) KEY_BYTES[n++] = c;
    else if (c >= 65 && c <= 90) KEY_BYTES[n++] = c + 32;
  }
  return KEY_BYTES.toString('latin1', 0, n);
}
const KEY_BYTES = Buffer.alloc(1024);

/** Runs of ASCII letters and digits in a text, marks stripped: how many chunks it has (rawChunks). */
function chunkCount(text: string): number {
  const s = stripMarks(text);
  let n = 0;
  let inRun = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (alnum && !inRun) n++;
    inRun = alnum;
  }
  return n;
}

/**
 * Distinct words in the order they come (`list`), as a Set would keep them. A field has a few words: looking through
 * them costs less than a Set, made and grown for each field of each document (issue #13: a sixth of what the index
 * build allocated). Past SMALL words, a Set keeps the look-ups short.
 */
class Distinct {
  readonly list: string[] = [];
  #set: Set<string> | undefined;

  add(w: string): void {
    const set = this.#set;
    if (set !== undefined) {
      if (set.has(w)) return;
      set.add(w);
      this.list.push(w);
      return;
    }
    const list = this.list;
    for (let i = 0; i < list.length; i++) if (list[i] === w) return;
    list.push(w);
    if (list.length === SMALL) this.#set = new Set(list);
  }
}
const SMALL = 16;

/**
 * exactKey of a text's chunks, from their tokens (`folded`): a tool name's chunks and the arrays exactKey filters and
 * joins were 4 % of the index build's allocation (issue #13). A key of one word is that word.
 */
function keyOf(folded: readonly Token[]): string {
  let key = '';
  for (let i = 0; i < folded.length; i++) {
    const t = folded[i]!;
    if (!t.stop) key = key === '' ? t.word : key + t.word;
  }
  return key;
}

/** Adds an exact key to a document's keys; an empty one (a name of separators only) is none. */
function addKey(keys: Distinct, key: string): void {
  if (key !== '') keys.add(key);
}

/** terms() of tokens, added to `out` (a word's stem once, in the order they come; stopwords left out). */
function addStems(out: Distinct, tokens: readonly Token[]): Distinct {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.stop) out.add(t.stem);
  }
  return out;
}

/**
 * The pairs of bigramsOf (tokenize.ts) a text's chunks, stemmed, stopwords left out, added to `out`: read from the chunks'
 * tokens (`folded`), without the arrays in between (issue #13: they were 4 % of the index build's allocation).
 */
function addBigramTerms(out: Distinct, folded: readonly Token[]): Distinct {
  let prev: string | undefined;
  for (let i = 0; i < folded.length; i++) {
    const w = folded[i]!.word;
    if (KEY_NOISE.has(w)) continue;
    if (prev !== undefined) {
      const pair = prev + w;
      if (!STOPWORDS.has(pair)) out.add(stem(pair));
    }
    prev = w;
  }
  return out;
}

/**
 * The tokens of a category id: a catalogue has a few dozen, each read for every server in it (issue #13: its
 * tokens made afresh per server). Pure (the rules never change); emptied past CATEGORY_TOKENS_MAX ids.
 */
function categoryTokens(id: string): readonly Token[] {
  let tokens = CATEGORY_TOKENS.get(id);
  if (tokens === undefined) {
    if (CATEGORY_TOKENS.size >= CATEGORY_TOKENS_MAX) CATEGORY_TOKENS.clear();
    CATEGORY_TOKENS.set(id, (tokens = textTokens(id).words));
  }
  return tokens;
}
const CATEGORY_TOKENS = new Map<string, readonly Token[]>();
const CATEGORY_TOKENS_MAX = 1_000;

/** weakPairs() of the tokens of several texts, one after another (the pairs of one text run on into the next). */
function weakPairsOf(texts: readonly (readonly Token[])[]): string[] {
  // Distinct, not a Set and its copy: a document has a few pairs (issue #13).
  let out: Distinct | undefined;
  let prev: Token | undefined;
  for (const tokens of texts) {
    for (const t of tokens) {
      if (t.stop) continue;
      if (prev && prev.weak !== t.weak) (out ??= new Distinct()).add(prev.stem + t.stem);
      prev = t;
    }
  }
  return out === undefined ? NONE : out.list;
}

/**
 * No words: the one array, never changed, for the lists most documents leave empty (AnalyzedDoc copies the lists it
 * is given). Issue #13: the sets and arrays made for empty lists were a tenth of what the index build allocated.
 */
const NONE: string[] = [];

/** The distinct words of the phrases with one word (`single`) or with more, in order. */
function phraseWords(phrases: readonly (readonly string[])[], single: boolean): string[] {
  if (phrases.length === 0) return NONE;
  return [...new Set(phrases.filter((p) => (p.length === 1) === single).flat())];
}

const NO_PHRASES: readonly (readonly string[])[] = [];
const ENGLISH: readonly ServerWordLanguage[] = ['en'];
const OTHER_LANGUAGES: readonly ServerWordLanguage[] = ['fr', 'es', 'de'];

/**
 * Descriptions that can be a scaffold's (SCAFFOLD_TEXT): each pattern needs one of these words, or begins with
 * one of SCAFFOLD_FIRST. Only those descriptions are joined and matched.
 */
const SCAFFOLD_WORDS: ReadonlySet<string> = new Set(['description', 'functional']);
const SCAFFOLD_FIRST: ReadonlySet<string> = new Set(['still', 'work']);

/**
 * `opts.products: false` leaves out the capability words of the products a server names (the `known`
 * field, knowledge.ts; ablation only).
 */
export function analyzeDoc(doc: DocText, opts: { products?: boolean; serverWords?: boolean; serverWordsIntl?: boolean } = {}): AnalyzedDoc {
  // Each text is split once and its tokens reused across the fields that read it (issue #13: the description and
  // tool texts were split three to five times per document, a fifth of the index build).
  const { owner, short } = splitName(doc.name);
  const title = doc.title ?? '';
  const description = doc.description ?? '';
  const lead = firstSentence(description);
  const desc = textTokens(description);
  const shortT = textTokens(short);
  const ownerT = textTokens(owner);
  const titleT = textTokens(title);
  const tools = doc.tools.map((t) => ({ name: textTokens(t.name), desc: textTokens(t.description ?? '') }));
  // The first sentence's chunks are the description's first (it ends on a punctuation mark, where the text splits).
  const leadCount = lead === description ? desc.chunkCount : chunkCount(lead);
  const leadEnd = desc.wordsAt(leadCount);
  // Distinct rather than a Set: a document has a few keys (issue #13: a Set each was 2 % of the build's allocation).
  const keys = new Distinct();
  // The full registry name ("io.github.github/github-mcp-server") and the slug are exact names too. Only their chunks
  // written together are read, which is the folded text without its separators: no token of them is made (issue #13).
  addKey(keys, withoutSeparators(doc.name));
  if (doc.slug) addKey(keys, withoutSeparators(doc.slug));
  // "com.stripe/mcp": the short name says nothing, the namespace is the server's name.
  const shortWords = shortT.chunks;
  addKey(keys, keyOf(onlyNoise(shortWords as string[]) && owner ? ownerT.folded : shortT.folded));
  if (title) addKey(keys, keyOf(titleT.folded));
  for (const t of tools) addKey(keys, keyOf(t.name.folded));
  const descTerms = addStems(new Distinct(), desc.words).list;
  // The chunks of "title description" are the title's then the description's (a space splits). Only a text with a
  // word of some long form can spell one out.
  let long: Set<string> | undefined;
  for (const t of titleT.folded) if (t.long) (long ??= new Set()).add(t.word);
  for (const t of desc.folded) if (t.long) (long ??= new Set()).add(t.word);
  if (long !== undefined || !ALL_PLAIN) {
    const abbrs = spelledOutOf(long ?? new Set(), () => concat(titleT.chunks, desc.chunks)).filter((a) => !descTerms.includes(a));
    descTerms.push(...abbrs);
  }
  // A scaffold states nothing it does: words written from its name alone would outrank working servers.
  const scaffold =
    (desc.chunkCount > 0 && SCAFFOLD_FIRST.has(desc.folded[0]!.word)) || desc.folded.some((t) => SCAFFOLD_WORDS.has(t.word))
      ? SCAFFOLD_TEXT.some((re) => re.test(desc.chunks.join(' ')))
      : false;
  // No array for a server without words of its own (most of them).
  const phrasesOf = (languages: readonly ServerWordLanguage[]): readonly (readonly string[])[] => {
    if (opts.serverWords === false || scaffold) return NO_PHRASES;
    const words = serverWords(doc.name, languages);
    return words.length === 0 ? NO_PHRASES : words.map(phraseTerms);
  };
  const aka = phrasesOf(ENGLISH);
  const intl = opts.serverWordsIntl === false ? NO_PHRASES : phrasesOf(OTHER_LANGUAGES);
  const phrases = aka.length + intl.length === 0 ? NO_PHRASES : [...aka, ...intl].filter((p) => p.length > 1);
  const toolHits: Record<string, number> = {};
  for (const t of tools) {
    for (const w of addStems(addStems(new Distinct(), t.name.words), t.desc.words).list) toolHits[w] = (toolHits[w] ?? 0) + 1;
  }
  // Every word of the description and tools, in order: the pairs of one text run on into the next.
  const textWords: (readonly Token[])[] = [desc.words];
  for (const t of tools) textWords.push(t.name.words, t.desc.words);
  const leadTerms = new Distinct();
  for (let i = 0, n = 0; i < leadEnd && n < LEAD_WORDS; i++) {
    const t = desc.words[i]!;
    if (t.stop || t.weak) continue;
    leadTerms.add(t.stem);
    n++;
  }
  let toolNames: string[] = NONE;
  let toolDesc: string[] = NONE;
  if (tools.length > 0) {
    const names = new Distinct();
    const descs = new Distinct();
    for (const t of tools) addStems(names, t.name.words);
    for (const t of tools) addStems(descs, t.desc.words);
    toolNames = names.list;
    toolDesc = descs.list;
  }
  const cats = new Distinct();
  for (const c of doc.categories) addStems(cats, categoryTokens(c));
  const leadFolded = lead === description ? desc.folded : desc.folded.slice(0, leadCount);
  const pairs = twoWordProductsIn([shortT.folded, titleT.folded]);
  return new AnalyzedDoc(
    {
      short: addBigramTerms(addStems(new Distinct(), shortT.words), shortT.folded).list,
      title: addBigramTerms(addStems(new Distinct(), titleT.words), titleT.folded).list,
      owner: addStems(new Distinct(), ownerT.words).list,
      tools: toolNames,
      cats: cats.list,
      lead: leadTerms.list,
      desc: descTerms,
      toolDesc,
      known: opts.products === false ? NONE : productTerms([ownerT.folded, shortT.folded, titleT.folded, leadFolded]),
      aka: phraseWords(aka, true),
      akaPart: phraseWords(aka, false),
      intl: phraseWords(intl, true),
      intlPart: phraseWords(intl, false),
      keys: keys.list,
      namePairs: weakPairsOf([shortT.words, titleT.words]),
      textPairs: weakPairsOf(textWords),
    },
    {
      toolTotal: doc.tools.length,
      toolHits,
      descWords: descTerms.length,
      nameWords: nameWordsOf(shortT.folded, doc.name.slice(0, Math.max(0, doc.name.indexOf('/')))),
      scaffold,
      trial: shortWords.some((w) => TRIAL_WORDS.has(w)) ? shortWords.filter((w) => TRIAL_WORDS.has(w)) : undefined,
      regions: withMarketRegions(regionsIn([shortT.folded, titleT.folded]), leadFolded),
      ...(US_LEAD.test(lead) ? { country: USA } : {}),
      products: productsIn([shortT.folded, titleT.folded]),
      ...(pairs ? { twoWordProducts: pairs } : {}),
      akaPhrases: phrases.length > 0 ? phrases : undefined,
      categoryIds: doc.categories,
    },
  );
}

/**
 * terms(productCapabilities(...)) of the folded chunks of several texts (knowledge.ts), from the products their
 * tokens carry: a word is looked up in the product table once per build, not once per document (issue #13).
 */
function productTerms(texts: readonly (readonly Token[])[]): string[] {
  let out: Distinct | undefined;
  for (const tokens of texts) {
    for (let i = 0; i < tokens.length; i++) {
      const products = tokens[i]!.products;
      if (products === undefined) continue;
      for (const [key, capability] of products) {
        let j = 0;
        while (j < key.length && tokens[i + j]?.word === key[j]) j++;
        if (j < key.length) continue;
        out ??= new Distinct();
        for (const t of capabilityTerms(capability)) out.add(t);
      }
    }
  }
  return out === undefined ? NONE : out.list;
}

/** terms() of a product's capability words, by the table's own array (the table is fixed). */
const CAPABILITY_TERMS = new Map<readonly string[], readonly string[]>();
function capabilityTerms(capability: readonly string[]): readonly string[] {
  let t = CAPABILITY_TERMS.get(capability);
  if (t === undefined) CAPABILITY_TERMS.set(capability, (t = terms(capability)));
  return t;
}

/** regionsOf the folded chunks of several texts, one after another. */
function productsIn(texts: readonly (readonly Token[])[]): string[] | undefined {
  let out: string[] | undefined;
  for (const tokens of texts)
    for (const t of tokens) if (ONE_WORD_PRODUCTS.has(t.word) && !out?.includes(t.word)) (out ??= []).push(t.word);
  return out;
}
const ONE_WORD_PRODUCTS: ReadonlySet<string> = new Set(Object.keys(PRODUCTS).filter((k) => !k.includes(' ')));

/** The products with two-word names ("google analytics", "meta ads") among the words of each text, in order. */
function twoWordProductsIn(texts: readonly (readonly { word: string }[])[]): string[] | undefined {
  let out: string[] | undefined;
  for (const words of texts)
    for (let i = 0; i + 1 < words.length; i++) {
      const pair = `${words[i]!.word} ${words[i + 1]!.word}`;
      if (TWO_WORD_PRODUCTS.has(pair) && !out?.includes(pair)) (out ??= []).push(pair);
    }
  return out;
}
const TWO_WORD_PRODUCTS: ReadonlySet<string> = new Set(Object.keys(PRODUCTS).filter((k) => k.split(' ').length === 2));

/**
 * The United States named in a description's first sentence as where the server works ("US NWS alerts by state",
 * "weather information for locations in the United States"; AnalyzedDoc.country). Read in the text as typed: "us" is a
 * common word, so no name says it.
 */
const US_LEAD = /(?<![\w.])(?:United States|U\.S\.(?:A\.)?|USA|US)(?![\w.])/;
const USA: readonly string[] = ['usa'];
/**
 * A first sentence that restricts the server to one country's market ("Chinese stock market data", "the Korean market"):
 * that country is the server's place, as its name's would be. Only before a market noun: elsewhere a country's adjective
 * is a language ("translate between English and Chinese") or an example (session 33: blind-197 and -203 put two
 * Chinese-market servers first for historical prices of Apple and Microsoft, which every judge left out).
 */
const MARKET_NOUNS: ReadonlySet<string> = new Set(['stock', 'stocks', 'market', 'markets', 'equities', 'shares', 'exchange']);
function withMarketRegions(regions: string[] | undefined, lead: readonly Token[]): string[] | undefined {
  for (let i = 0; i + 1 < lead.length; i++) {
    const place = lead[i]!.region;
    if (place && MARKET_NOUNS.has(lead[i + 1]!.word) && !regions?.includes(place)) (regions ??= []).push(place);
  }
  return regions;
}

function regionsIn(texts: readonly (readonly Token[])[]): string[] | undefined {
  let out: string[] | undefined;
  for (const tokens of texts) {
    for (const t of tokens) {
      const place = t.region;
      if (place && !out?.includes(place)) (out ??= []).push(place);
    }
  }
  return out;
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
   * A common English word (english.ts): it never matches the French, Spanish and German words written for
   * a server (`intl`), where it would be another word ("pain", "chat") or count twice.
   */
  english?: boolean;
  /**
   * A French, Spanish or German word of the translation tables (language.ts TRANSLATIONS, translations.ts), not an
   * English word too: servers written in English have it only through its translations (tiers.ts strayResults).
   */
  translated?: boolean;
  /** Mined expansions (expansions.ts): words that go with this one in the catalogue; a weak match. */
  expansions: string[];
  /**
   * Words servers use for the capability a task phrase of the request asks for (tasks.ts: "website down"
   * -> uptime), stemmed: a `concept` match, weaker than the word itself and never enough for tiers 2-3.
   * `rareConcepts` come from a one-word phrase ("parcel"): the index uses them only when the catalogue
   * hardly uses the word itself (a catalogue full of "sms" servers needs no "messaging" for "sms").
   */
  concepts?: string[];
  rareConcepts?: string[];
  /**
   * Synonyms of the table word this one is a typo of ("scrapper" -> scraper -> scrape, scraping), when it
   * has no entry of its own. They count as a typo match (tier 5 at best), never as a whole word.
   */
  typoAlts: string[];
  /**
   * The word is in the request's context, not its need: after "for my" ("resize images for my online
   * store", "pour mon", "para mi", "für meine"). It weighs CONTEXT_FACTOR and is never the key word.
   */
  context?: boolean;
  /**
   * A word of context that weighs nothing: which thing a job is done on (JOBS_ON_A_THING): where a home repair's fault is
   * ("the tiles around my bathtub"), which text a writing edit is for ("in this press release"), which data a statistical
   * test runs on ("my survey results"), which name is checked for a trademark. No server says it, and as a word of weight it
   * left the server that does the job below the floor or behind servers of the thing's own words.
   */
  aside?: boolean;
  /**
   * Typed in capitals in a request that also has lower-case words: a ticker ("AAPL"), a code, an airport. When the
   * catalogue has never used it in any form, it names what the request is about, not the capability (tiers.ts prepare).
   */
  caps?: boolean;
  /** Typed with a capital after the request's first word: a name (a place, a person, a product), not a word of the need. */
  capitalised?: boolean;
  /**
   * The request's first word is the verb of one of its task phrases ("generate an image ...", "post ... in our
   * slack channel"): the capability words of those phrases that are not the phrase's own words, stemmed.
   */
  head?: string[];
  /** The request's words this one stands for, when more than one: a long form rewritten to it ("pull request" -> pr). */
  span?: number;
  /**
   * The word carries a task phrase made only of generic words ("reading list": read, list): the phrase is
   * the need, so the word does not weigh as a generic one (tiers.ts).
   */
  phraseNeed?: boolean;
  /**
   * Other forms of the word by derivation (stem.ts derivedForms: transcribe -> transcription, converter ->
   * convert), stemmed. The index adds those its vocabulary has to `alts`: whole-word matches, as synonyms.
   */
  derived: string[];
}

// The synonym table by stem, so that an inflected form finds its entry ("photos", "directions" ->
// "direction", "creating").
// Hand-written synonyms, translations and abbreviations (both ways), one table.
const TABLE: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
const put = (k: string, v: readonly string[]) => {
  TABLE[k] = [...new Set([...(TABLE[k] ?? []), ...v])];
};
for (const [k, v] of Object.entries(TRANSLATIONS)) put(k, v);
for (const [k, v] of Object.entries(MORE_TRANSLATIONS)) put(k, v);
for (const [k, v] of Object.entries(FORM_TRANSLATIONS)) put(k, v);
/** The English words of a French, Spanish or German one (at most three), for reading task phrases. */
function english(word: string): readonly string[] {
  return [...(TRANSLATIONS[word] ?? []), ...(MORE_TRANSLATIONS[word] ?? []), ...(FORM_TRANSLATIONS[word] ?? [])].slice(0, 3);
}
for (const [k, v] of Object.entries(SYNONYMS)) put(k, v);
for (const [abbr, long] of Object.entries(ABBREVIATIONS)) {
  // Both ways; a long form of several words also written together ("hackernews", "texttospeech").
  put(abbr, [long.replace(/ /g, '')]);
  put(long.replace(/ /g, ''), [abbr]);
}
// Long forms of several words, rewritten to their abbreviation in queries and added to documents.
// The last: whether the long form is plain words (no pattern character), which then can only be in a text
// that has each of them (spelledOut's shortcut).
const LONG_FORMS: readonly (readonly [RegExp, string, string, readonly string[], boolean])[] = Object.entries(ABBREVIATIONS)
  .filter(([, long]) => long.includes(' '))
  .map(
    ([abbr, long]) =>
      [new RegExp(`(^| )${long}( |$)`, 'g'), abbr, long.replace(/ /g, ''), long.split(' '), /^[a-z0-9 ]+$/.test(long)] as const,
  );

/** Abbreviations whose long form a text spells out ("optical character recognition" -> ocr). */
export function spelledOut(words: readonly string[]): string[] {
  return spelledOutOf(new Set(words), () => words);
}

/**
 * spelledOut of a text's `words`, given the set of them (at least those of LONG_WORDS): the text itself is asked
 * for only when it has every word of a long form.
 */
function spelledOutOf(joined: ReadonlySet<string>, words: () => readonly string[]): string[] {
  let text: string | undefined;
  const out: string[] = [];
  for (const [re, abbr, together, long, plain] of LONG_FORMS) {
    if (joined.has(together)) {
      out.push(abbr);
      continue;
    }
    // Issue #13: joining a description and running every long form's pattern over it was a twentieth of
    // the index build; most texts lack one of a long form's words.
    if (plain && !long.every((w) => joined.has(w))) continue;
    re.lastIndex = 0;
    if (re.test((text ??= ' ' + words().join(' ') + ' '))) out.push(abbr);
  }
  return out;
}
/** Every long form is plain words: a text with none of LONG_WORDS spells none out. */
const ALL_PLAIN = LONG_FORMS.every((f) => f[4]);
/** Every word of a long form and every long form written together: what spelledOut reads of a text. */
const LONG_WORDS: ReadonlySet<string> = new Set(LONG_FORMS.flatMap(([, , together, long]) => [together, ...long]));
const SYNONYMS_BY_STEM = new Map<string, string[]>();
for (const [k, v] of Object.entries(TABLE)) SYNONYMS_BY_STEM.set(stem(k), [...(SYNONYMS_BY_STEM.get(stem(k)) ?? []), ...v]);

/**
 * Synonyms reached through a typo: the words of the table within the typo distance of a word that has no
 * entry of its own (1 edit from 4 letters, 2 from 8, as for documents), their synonyms stemmed.
 */
export function typoSynonymsOf(word: string): string[] {
  const known = TYPO_MEMO.get(word);
  if (known) return [...known];
  if (synonymsOf(word).length > 0) return [];
  const max = maxEdits(word.length);
  if (max === 0) return [];
  // Only words that start with the word's first letter, or with its second (a swap of the first two), and whose length is
  // within the distance, can be a typo's target (isTypoOf): read in table order, as the whole walk did.
  const found: number[] = [];
  for (const first of word[1] !== undefined && word[1] !== word[0] ? [word[0]!, word[1]] : [word[0]!])
    for (const i of TYPO_BY_FIRST.get(first) ?? []) {
      const k = TYPO_TABLE[i]![0];
      if (k !== word && Math.abs(k.length - word.length) <= max && isTypoOf(word, k, max)) found.push(i);
    }
  found.sort((a, b) => a - b);
  const out = new Set<string>();
  for (const i of found) for (const w of TYPO_TABLE[i]![1]) out.add(w);
  // Issue #13: this walk over the whole table was a third of a search's CPU; the same words come back.
  if (TYPO_MEMO.size >= TYPO_MEMO_MAX) TYPO_MEMO.delete(TYPO_MEMO.keys().next().value!);
  TYPO_MEMO.set(word, [...out]);
  return [...out];
}
// The table's words of 4 letters or more with their own and their synonyms' stems, in table order (built
// once); and the answers for the last TYPO_MEMO_MAX words asked (pure: the table never changes). Not the generated forms
// (forms.ts): a typo read as a form of another language is more often an English word's typo meeting a foreign word, and
// with them the walk cost 0.46 ms per word never seen instead of 0.15 (read sets 0.8115 -> 0.8114 without them, held-out
// 0.8284 -> 0.8283, results where nothing is relevant 1.79 -> 1.72).
const TYPO_TABLE: readonly (readonly [string, readonly string[]])[] = Object.entries(TABLE)
  .filter(([k]) => k.length >= 4 && FORM_TRANSLATIONS[k] === undefined)
  .map(([k, v]) => [k, [k, ...v].map(stem)] as const);
// The table's entries by first letter: a typo's target starts with the word's first letter or, for a swap, its second
// (isTypoOf); the same answers, 0.15 -> 0.09 ms per word never seen (session 25).
const TYPO_BY_FIRST = new Map<string, number[]>();
TYPO_TABLE.forEach(([k], i) => {
  const bucket = TYPO_BY_FIRST.get(k[0]!);
  if (bucket) bucket.push(i);
  else TYPO_BY_FIRST.set(k[0]!, [i]);
});
const TYPO_MEMO = new Map<string, readonly string[]>();
const TYPO_MEMO_MAX = 2_000;

/**
 * The key of the French, Spanish and German tables (language.ts TRANSLATIONS, translations.ts) that a word of a request in
 * one of those languages misspells by one slip (isSlipOf): "vuleos" -> vuelos. Only for a word of
 * FOREIGN_TYPO_MIN letters or more that is no key itself and no English word, and only when the keys that close read the
 * same (one key, or "redemarre" and "redemarrer"; "tableu" is tableau or tableur, a doubt left as typed): the
 * request is then read as the one the agent meant (index.ts correctedText), as an English typo is, instead of leaving its
 * need to fuzzy matches that the floor drops ("buscar vuleos de Madrid a Berlín" found nothing).
 */
export function foreignTypoOf(word: string): string | undefined {
  if (word.length < FOREIGN_TYPO_MIN || foreignKey(word) || isEnglishWord(word) || TABLE[word]) return undefined;
  let found: string | undefined;
  for (const first of word[1] !== undefined && word[1] !== word[0] ? [word[0]!, word[1]] : [word[0]!])
    for (const k of FOREIGN_BY_FIRST.get(first) ?? []) {
      if (Math.abs(k.length - word.length) > 1 || !isSlipOf(word, k)) continue;
      // two keys one slip away that read the same ("redemarer": redemarre and redemarrer, both restart) are no doubt about
      // what was meant (session 48, blind-410: "redémarer le service de paiement qui plante en prod")
      if (found !== undefined && found !== k && !sameReading(found, k)) return undefined;
      found ??= k;
    }
  return found;
}
const FOREIGN_TYPO_MIN = 5;
const sameReading = (a: string, b: string): boolean => (TABLE[a] ?? []).join(' ') === (TABLE[b] ?? []).join(' ');

/**
 * `typed` is `word` with one slip of the fingers: two letters swapped ("vuleos"), a letter doubled ("barratos") or one left
 * out ("factua"). Not a letter replaced by another: in another language that is more often another word ("coser" is to sew,
 * not "comer", to eat; "veste" is no "vente").
 */
function isSlipOf(typed: string, word: string): boolean {
  if (typed === word) return false;
  if (typed.length === word.length) {
    const i = [...typed].findIndex((c, j) => c !== word[j]);
    return typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2);
  }
  if (typed.length === word.length + 1) {
    for (let i = 1; i < typed.length; i++) if (typed[i] === typed[i - 1] && typed.slice(0, i) + typed.slice(i + 1) === word) return true;
    return false;
  }
  if (typed.length + 1 === word.length) {
    for (let i = 0; i < word.length; i++) if (word.slice(0, i) + word.slice(i + 1) === typed) return true;
  }
  return false;
}
// The keys of the hand-written tables by first letter (not the generated forms: a typo meeting one is as often another
// word's form). The compounds read as two words are among them (session 38: "Akteinkurs" found nothing, as no key is one
// slip from it but "aktienkurs", which only PHRASE_TRANSLATIONS holds).
const FOREIGN_BY_FIRST = new Map<string, string[]>();
for (const k of new Set([...Object.keys(TRANSLATIONS), ...Object.keys(MORE_TRANSLATIONS), ...Object.keys(PHRASE_TRANSLATIONS)]))
  if (k.length >= FOREIGN_TYPO_MIN - 1 && !k.includes(' ')) {
    const bucket = FOREIGN_BY_FIRST.get(k[0]!);
    if (bucket) bucket.push(k);
    else FOREIGN_BY_FIRST.set(k[0]!, [k]);
  }

/**
 * The words of task phrases (tasks.ts) a word of TASK_TYPO_MIN letters or more is a typo of, when it is no
 * such word itself, has no synonyms, is no translation and no English word ("plant" is not "plane"):
 * "schedual" -> schedule. Shorter words are too often another real word one letter away.
 */
export function taskTypoOf(word: string, foreign = false): string[] {
  if (word.length < TASK_TYPO_MIN || TASK_WORDS.has(word) || NAMED_WORDS.has(word) || isEnglishWord(word)) return [];
  if (synonymsOf(word).length > 0 || english(word).length > 0) return [];
  const key = foreign ? `~${word}` : word;
  const known = TASK_TYPO_MEMO.get(key);
  if (known) return [...known];
  const max = maxEdits(word.length);
  // In another language's request, a word no table knows is that language's word: two edits from an English word is as
  // often a false friend ("remendar", to mend, is no "reminder": a Spanish request to darn a sock got nine to-do apps) as a
  // cognate typed with a slip, whose difference is at its end ("restaurnte", "qualitte"). One edit, or the first
  // FOREIGN_TYPO_STEM letters shared (switch foreignTaskTypos).
  const near = (k: string) => !foreign || isTypoOf(word, k, 1) || k.slice(0, FOREIGN_TYPO_STEM) === word.slice(0, FOREIGN_TYPO_STEM);
  const out = [...TASK_WORDS].filter((k) => k.length >= TASK_TYPO_MIN && stem(k) !== stem(word) && isTypoOf(word, k, max) && near(k));
  for (const k of NAMED_WORDS)
    if (k.length >= TASK_TYPO_MIN && !out.includes(k) && stem(k) !== stem(word) && isTypoOf(word, k, 1)) out.push(k);
  if (TASK_TYPO_MEMO.size >= TYPO_MEMO_MAX) TASK_TYPO_MEMO.delete(TASK_TYPO_MEMO.keys().next().value!);
  TASK_TYPO_MEMO.set(key, out);
  return [...out];
}
const TASK_TYPO_MIN = 5;
const FOREIGN_TYPO_STEM = 5;
const TASK_WORDS: ReadonlySet<string> = new Set(Object.keys(TASK_PHRASES).flatMap((k) => k.split(' ')));
// Names of products no server names (tasks.ts NAMED_TOOLS, "wikipedia"): the catalogue cannot correct a typo of one, so
// the table does, within one edit only ("calender" is two from "calendly", and a typo of the catalogue's "calendar").
const NAMED_WORDS: ReadonlySet<string> = new Set(Object.keys(NAMED_TOOLS).flatMap((k) => k.split(' ')));
const TASK_TYPO_MEMO = new Map<string, readonly string[]>();

/** Synonyms of a query word: its own entry, else the entry of a word with the same stem. */
export function synonymsOf(word: string): readonly string[] {
  return TABLE[word] ?? SYNONYMS_BY_STEM.get(stem(word)) ?? inflected(word) ?? [];
}

/**
 * The table's entry for another form of a French, Spanish or German verb, which the table has in its
 * infinitive: an imperative or present ("ajoute", "ajoutez" -> ajouter; "crea" -> crear; "traduce" ->
 * traducir; "übersetze", "schreib" -> übersetzen, schreiben). Never for an everyday English word; a rare one
 * ("traduce") is more likely the request's own language.
 */
function inflected(word: string): readonly string[] | undefined {
  if (word.length < 4 || isCommonEnglishWord(word)) return undefined;
  for (const form of INFINITIVES(word)) {
    const entry = TABLE[form];
    if (entry) return entry;
  }
  return undefined;
}
const INFINITIVES = (w: string): string[] => [
  w + 'r',
  w + 'n',
  w + 'en',
  w.replace(/ez$/, 'er'),
  w.replace(/e$/, 'ir'),
  w.replace(/s$/, 're'),
  w.replace(/t$/, 'en'),
  // German verbs in -ern and -eln drop their e before the ending ("erinnere", "ändere" -> erinnern, ändern).
  w.replace(/e$/, 'n'),
  // Plurals the stemmer does not undo, whose singular the table has ("aktienkurse", "preise" -> aktienkurs, preis;
  // "aktien" -> aktie; "acciones" -> accion): the stem of a key ending in s is not the stem of its plural.
  // (blind-25 "Aktienkurse" 0.52 -> 0.69; no other development query changes.)
  w.replace(/e$/, ''),
  w.replace(/n$/, ''),
  w.replace(/en$/, ''),
  w.replace(/es$/, ''),
];

/**
 * A request word that says the request is in another language though it has none of the articles that mark one
 * (AnalyzedQuery.otherLanguage): a key of the translation tables that is no English word ("vuelos" in "buscar vuelos barratos de
 * Madrid a Roma"; index.ts correctedText).
 */
export function foreignWord(w: string): boolean {
  return foreignKey(w) && !isEnglishWord(w);
}

/** Whether a word is a key of the French, Spanish and German translation tables, or another form of one. */
function foreignKey(w: string): boolean {
  return (
    TRANSLATIONS[w] !== undefined ||
    MORE_TRANSLATIONS[w] !== undefined ||
    FORM_TRANSLATIONS[w] !== undefined ||
    (!isCommonEnglishWord(w) && inflected(w) !== undefined)
  );
}

/**
 * A German compound the translation tables have only in parts, written as its parts ("Wetterdaten" -> wetter daten,
 * "Rechnungsvorlage" -> rechnung vorlage, with the linking s): German joins what English writes as two words, and the
 * tables cannot hold every pair. Split only where both parts are keys of the translation tables, of 4 letters or more,
 * and one is no English word ("wetter" is one); a word the tables know whole, or an English word, is left as it is. The
 * longest first part first. Issue #11: blind-17's
 * "wie kann ich Wetterdaten fur Berlin abrufen" was answered with nothing although weather servers are listed.
 */
export function splitCompound(word: string): readonly string[] {
  if (word.length < COMPOUND_MIN || TABLE[word] || isEnglishWord(word) || inflected(word)) return [word];
  for (let i = word.length - COMPOUND_PART; i >= COMPOUND_PART; i--) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (!foreignKey(tail)) continue;
    const first = foreignKey(head)
      ? head
      : head.endsWith('s') && head.length > COMPOUND_PART && foreignKey(head.slice(0, -1))
        ? head.slice(0, -1)
        : null;
    if (first !== null && (!isEnglishWord(first) || !isEnglishWord(tail))) return [first, tail];
  }
  return [word];
}
const COMPOUND_MIN = 8;
const COMPOUND_PART = 4;

export interface AnalyzedQuery {
  terms: QueryTerm[];
  /**
   * Categories whose keywords the request itself uses (core/categories categorize on the request's text:
   * "track where my parcel is" -> food-and-delivery). A server in one of them gets a small bonus (tiers.ts).
   */
  categories?: string[];
  /** Tier-1 form of the whole query; '' when nothing is left. */
  key: string;
  /** The places (REGION_WORDS) the request names, when it names any. */
  regions?: string[];
  /**
   * The request names a place: a capitalised word after a preposition ("weather forecast in Lisbon", "¿qué tiempo hará
   * mañana en Barcelona?"). A server its description restricts to a country (AnalyzedDoc.country) the request does not
   * name is then the narrower answer (session 28, blind-105/106/109/110: two US-only weather servers among the first three
   * for Lisbon and Tokyo).
   */
  namesPlace?: true;
  /** The products (products.ts, one-word names) the request names. */
  products?: string[];
  /**
   * The products with two-word names the request names: "Google Ads". A server named for another ("meta-ads-mcp",
   * "google-maps-places") is a rival or shares only a word of the name (tiers.ts TWO_WORD_PRODUCT_FACTOR).
   */
  twoWordProducts?: string[];
  /**
   * Written as keywords ("pizza delivery", "dating profile"): no word of it is a function word or request filler
   * (STOPWORDS). Its first word is then no verb or adverb, but part of what it names (tiers.ts weakPage).
   */
  keywords?: boolean;
  /**
   * Written in French, Spanish or German: it has one of their articles or possessives (OTHER_LANGUAGE). A word of it
   * that is also English may be that language's word ("fiche", "confirmation", "largo"; tiers.ts weakPage).
   */
  otherLanguage?: boolean;
  /**
   * The request's first word is its first term, typed first (not a filler dropped before it: "find", "need a way to"):
   * the verb of a request written as a sentence ("pay my parking ticket online"). Never set for keywords.
   */
  verb?: boolean;
  /**
   * The request's object (tiers.ts weakPage): the indexes in `terms` of the need words typed one after another right
   * after its verb, past determiners, possessives and numbers ("pay my *parking ticket online*", "convert 250 *euros*"),
   * or from its first term when it has no verb ("find *piano sheet music* for ...", "*sign language*"); absent when
   * nothing is there ("remember this for later").
   */
  object?: number[];
  /**
   * The term the object is about: its last word in English ("parking *ticket*", "knitting *chart*"), its first in
   * French or Spanish, where what qualifies a noun follows it ("une *recette* facile").
   */
  objectHead?: number;
}

/**
 * Verbs that read as another in task phrases only ("make a short video" is the phrase "generate video"; blind-24 0.66
 * -> 0.86, no other development request changes). As a synonym of every word, "make" -> create, generate measured the
 * same pooled (five "make a picture" requests better, the video one less) but put every server saying either among the
 * candidates of each "make ..." request (2.8 ms more for one of them at 20,000 servers).
 */
const PHRASE_VERBS: Readonly<Record<string, readonly string[]>> = dictionary({ make: ['generate', 'create'] });

/**
 * Where the context of a request starts: "for" and a possessive or a determiner (en/fr/es/de). "<verb> a <thing> for my
 * <context>" is how agents ask; the context says whose, not what.
 */
const CONTEXT_START = /^(for|pour|para|fur)$/;
// Kinds of text asked for by their subject, and the prepositions that give it. "On" only after words a platform does not
// follow ("papers on protein folding", not "posts on LinkedIn", "videos on YouTube").
// (session 27, blind-104: a quiz, flashcards, a worksheet or a lesson on a subject too: "build a quiz on fractions")
const TOPIC_KIND =
  /^(news|articles?|headlines|stories|papers?|studies|research|books?|posts?|videos?|podcasts?|tweets?|quiz|quizzes|flashcards|worksheets?|lessons?|nouvelles|actualites|noticias|articulos|nachrichten|artikel|notizie|articoli|artigos|recents?|recientes?|recentes?|recenti|aktuelle|latest|recent)$/;
const TOPIC_KIND_ON = /^(news|articles?|headlines|stories|papers?|studies|research|books?|quiz|quizzes|flashcards|worksheets?|lessons?)$/;
/** "of", "with" after a file or table ("a CSV of sales"); the Romance "de" only after a file ("tabla de cortar" is a board). */
function dataOf(words: readonly string[], i: number): boolean {
  const before = words[i - 1] ?? '';
  return (DATA_OF.test(words[i]!) && DATA_KIND.test(before)) || (DATA_DE.test(words[i]!) && FILE_KIND.test(before));
}
const DATA_OF = /^(of|with|containing|von|mit|con|com)$/;
const DATA_DE = /^(de|des|du|di)$/;
const FILE_KIND = /^(csv|csvs|files?|excel|xlsx|json|fichier|archivo|arquivo|file|planilha|tableur)$/;
const DATA_KIND =
  /^(csv|csvs|spreadsheets?|sheets?|tables?|datasets?|files?|excel|xlsx|json|exports?|dashboards?|charts?|graphs?|plots?|tableur|fichier|hoja|tabla|archivo|tabelle|datei|tabella|planilha|arquivo)$/;
const DATA_END = /^(into|to|as|en|in|a|zu|para|per)$/;
const TOPIC_PREP = /^(about|on|regarding|concerning|sur|sobre|uber|su|riguardo|acerca)$/;
/**
 * The thing sought near a place, or undefined: the last content word before "near me", "near my hotel", "cerca de mi hotel",
 * "près de mon bureau", "near campus", "near Berlin" (a link word, then a possessive, a determiner, "me", "here" or any word),
 * or the first run of content words after "nearby" ("find nearby coworking spaces" -> spaces). Not "near real-time", "near
 * duplicates": after "near" alone, the next word must name where (not a word of time or likeness).
 */
function soughtNear(words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'nearby') {
      let j = i + 1;
      while (j < words.length && !STOPWORDS.has(words[j]!) && !PLACE_CONTEXT_START.test(words[j]!)) j++;
      if (j > i + 1) return words[j - 1];
    }
    if (w === 'nearby' || (w !== 'near' && !(NEAR_ABROAD.test(w) && PLACE_LINK.test(words[i + 1] ?? '')))) continue;
    const next = words[i + 1];
    if (next === undefined || NOT_A_PLACE.test(next)) continue;
    // (the word just before: "a babysitter available Friday night near my apartment" is not a night sought)
    const before = words[i - 1];
    if (before !== undefined && !STOPWORDS.has(before) && !WEAK_WORDS.has(before) && !WHEN.test(before)) return before;
  }
  return undefined;
}
/** Words of when, which stand before "near" without being what is sought ("Friday night near my apartment"). */
const WHEN = /^(night|tonight|today|tomorrow|weekend|now|morning|evening|afternoon|week|month)$/;
/** A request that opens by asking to be reminded, in seven languages; not "remind me what ...", a question put to memory. */
const REMIND_ME =
  /^(?:(?:please|pls|can you|could you|would you)\s+)?(?:remind\s+me|set\s+(?:a|up\s+a)\s+reminder|recuerdame|recordar(?:me|nos)|rappelle[\s-]moi|erinnere\s+mich|ricordami|ricordar(?:mi|ci)|lembre[\s-]me|herinner\s+me)\b(?!\s+(?:what|how|who|whom|which|where|why|whether|if|quoi|qu|que|quel|quelle|cuanto|cuanta|was|wie|wer|welche|cosa|come|wat|hoe))/;
/**
 * The word of the request that asks for the reminder, which keeps the need (session 58, blind-609: and the infinitive with its
 * pronoun joined, "recordarme pagar el alquiler cada mes" at 0.00).
 */
const REMIND_WORD =
  /^(remind|reminder|recuerdame|recordarme|recordarnos|rappelle|erinnere|ricordami|ricordarmi|ricordarci|lembre|herinner)$/;
/** What a reminder is found by: a to-do list's words. */
const REMINDER = ['remind', 'reminder', 'todo', 'tasks'];
/** Places to stay, which are booked or rented rather than looked up on a map. */
const LODGING =
  /^(hotels?|hostels?|motels?|apartments?|flats?|rooms?|airbnbs?|hoteles|hotel|appartements?|apartamentos?|pisos?|wohnungen|wohnung|albergo|alberghi)$/;
/** A request that books something near a place asks for the booking, not the place. */
const BOOKING_VERB = /^(book|booking|reserve|reservar|reserva|reserver|reservieren|buchen|prenota|prenotare)$/;
/** "cerca de", "près de", "vicino al", "perto de": a link word must follow (alone, "cerca" is also "fence" and "search"). */
const NEAR_ABROAD = /^(cerca|pres|vicino|perto)$/;
/** What "near" qualifies when it is no place: "near real-time", "near duplicates", "near zero". */
const NOT_A_PLACE = /^(real|realtime|duplicate|duplicates|zero|term|future|perfect|infinite|optimal|miss|misses)$/;
/** "... before my sales call", "... before the release": when the need is for, not the need (agent-2 +0.007). */
const TIME_CONTEXT_START = /^(before|after|during|avant|antes|vor)$/;
/** "... near my hotel", "cerca de mi hotel", "près de mon bureau", "vicino al mio hotel" (session 25): where, not what. */
const PLACE_CONTEXT_START = /^(near|nearby|cerca|pres|nahe|bei|vicino|perto)$/;
// What joins a place word to the place ("near of", "cerca de", "vicino al", "perto do"), and the Italian and Portuguese
// possessives read there ("vicino al mio hotel", "perto da minha casa"), not everywhere (as context they cost other requests).
const PLACE_LINK = /^(de|of|von|du|del|al|ao|do|da|dal|dalla)$/;
const PLACE_POSSESSIVE = /^(mio|mia|miei|mie|nostro|nostra|nostri|nostre|meu|minha|meus|minhas|nosso|nossa|nossos|nossas)$/;
const POSSESSIVE =
  /^(my|our|your|his|her|their|mon|ma|mes|notre|nos|mi|mis|nuestro|nuestra|nuestros|nuestras|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem)$/;

/**
 * "... for the travel policy", "... for this repo": what the need is applied to, as after a possessive (shared dev
 * 0.695 -> 0.699, tuning 0.878 -> 0.879, no query worse). "for" followed by a bare noun ("tool for translation") stays
 * the need, and so, since session 24, does "for a" / "for an" (contextStart): an indefinite object is what is asked
 * about ("search the documentation for a JavaScript library", "update stock counts for a product": blind-70 0.803 ->
 * 0.816, read sets 0.8116 -> 0.8123 with one zero-hit fewer, "look up the DNS records for a domain" 0.731 -> 0.724).
 */
const INDEFINITE = /^(a|an|un|une|una|ein|eine|einen)$/;
const PIECE_OF_WRITING =
  /^(blog|blogpost|article|post|newsletter|presentation|essay|talk|speech|landing|thesis|slides?|deck|articulo|presentacion|tesis|billet|expose|these|beitrag|artikel|vortrag)$/;
const SUBJECT = /^(i|im|we|they|je|j|nous|yo|nosotros|ich|wir)$/;
const DETERMINER = /^(the|a|an|this|these|that|those|le|la|les|un|une|ce|cette|el|los|las|una|este|esta|der|die|das|den|ein|eine|einen)$/;

/**
 * What may stand between a verb and its object: determiners, possessives, partitive articles and numbers, in English,
 * French, Spanish and German ("pay *my* parking ticket", "envoie *un* fax", "convert *250* euros").
 */
const OBJECT_LEAD =
  /^(its|some|du|des|de|del|al|dem|einem|einer|tu|tus|su|sus|ton|ta|tes|son|sa|ses|votre|vos|dein|deine|sein|seine|ihr|ihre|\d+|[a-z])$/;

/** The request's verb and object (AnalyzedQuery.verb, object, objectHead), from its words in order and its terms. */
function objectOf(
  words: readonly string[],
  terms: readonly QueryTerm[],
  keywords: boolean,
  otherLanguage: boolean,
): { verb?: boolean; object?: number[]; objectHead?: number } {
  const at = new Map<string, number>();
  for (let i = 0; i < terms.length; i++) if (!at.has(terms[i]!.word)) at.set(terms[i]!.word, i);
  const verb = !keywords && words.length > 0 && at.get(words[0]!) === 0;
  let k = 0;
  if (verb) {
    k = 1;
    while (k < words.length && (DETERMINER.test(words[k]!) || POSSESSIVE.test(words[k]!) || OBJECT_LEAD.test(words[k]!))) k++;
  } else {
    while (k < words.length && !at.has(words[k]!)) k++;
  }
  const object: number[] = [];
  for (; k < words.length; k++) {
    const i = at.get(words[k]!);
    if (i === undefined || terms[i]!.context || object.includes(i)) break;
    if (object.length > 0 && !otherLanguage && participleClause(words, k)) break;
    object.push(i);
  }
  if (object.length === 0) return verb ? { verb } : {};
  return { ...(verb ? { verb } : {}), object, objectHead: otherLanguage ? object[0]! : object[object.length - 1]! };
}

/**
 * "a spreadsheet *summarizing my expenses*", "a report *comparing the* quarters": an -ing word after the object's noun,
 * with its own possessive or determiner next, starts a clause that says what the thing does; the thing is the head.
 * Read as the object's last word, "summarizing" became the head and left one server ("creat a spreadsheet summarizing
 * my expenses", blind-80).
 */
function participleClause(words: readonly string[], k: number): boolean {
  const next = words[k + 1];
  return words[k]!.length > 5 && words[k]!.endsWith('ing') && next !== undefined && (POSSESSIVE.test(next) || DETERMINER.test(next));
}

// A preposition of place, then a capitalised word (AnalyzedQuery.namesPlace); not at the request's start, where any word
// is capitalised.
const NAMES_PLACE = /\s(?:in|at|for|near|en|à|a|au|pour|para|no|na|em|nel|nach|für|im|in der|bei)\s+\p{Lu}\p{Ll}{2,}/u;

/** Articles and possessives of French, Spanish and German that are no English words (AnalyzedQuery.otherLanguage). */
const OTHER_LANGUAGE =
  /^(le|la|les|un|une|du|des|ce|cette|mon|ma|mes|notre|nos|el|los|las|una|este|esta|mi|mis|nuestro|nuestra|nuestros|nuestras|der|das|dem|ein|eine|einen|einem|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem)$/;

/**
 * Index in `words` of the first word of the request's context ("for my ...", "for the ...", "before my ..."), or
 * words.length.
 */
export function contextStart(words: readonly string[], opts: { place?: boolean; topic?: boolean } = {}): number {
  for (let i = 1; i + 1 < words.length; i++) {
    const start = CONTEXT_START.test(words[i]!) || TIME_CONTEXT_START.test(words[i]!);
    if (
      start &&
      (POSSESSIVE.test(words[i + 1]!) || (DETERMINER.test(words[i + 1]!) && !INDEFINITE.test(words[i + 1]!))) &&
      !ACCESS_AUDIENCE.test(words[i + 2] ?? '')
    )
      return i;
    // A time clause of the person's own ("before I sign it", "avant que je le signe", "antes de firmarlo"): when the task
    // is done, not what it is (session 28, blind-106: "résume ce PDF de contrat avant que je le signe" answered with
    // signing servers before the PDF readers).
    if (TIME_CONTEXT_START.test(words[i]!) && timeClause(words, i + 1)) return i;
    // ... unless a clause of the person's own follows ("for a song I'm learning", "for a client we onboard"): a purpose
    if (start && INDEFINITE.test(words[i + 1]!) && words.slice(i + 2, i + 6).some((w) => SUBJECT.test(w))) return i;
    // ... or a piece of writing the asked thing goes into ("trending keywords for a blog post about composting", "stock
    // photos for a blog header", "a font pairing for a landing page"): what it is for, not what is asked (session 41,
    // blind-328: the page was blog servers, the keyword research server off it).
    if (start && INDEFINITE.test(words[i + 1]!) && PIECE_OF_WRITING.test(words[i + 2] ?? '')) return i;
    // What news, articles or papers are about ("news articles about inflation", "articles de presse récents sur l'IA"):
    // the request is for the kind of text; its subject would put a server about the subject itself (inflation data) first.
    if (
      opts.topic !== false &&
      TOPIC_PREP.test(words[i]!) &&
      (TOPIC_KIND.test(words[i - 1]!) || (i > 1 && TOPIC_KIND.test(words[i - 2]!)))
    ) {
      // (not where the text goes: "publier cet article sur mon blog")
      const next = words[i + 1] ?? '';
      if ((words[i] !== 'on' || TOPIC_KIND_ON.test(words[i - 1]!)) && !POSSESSIVE.test(next) && !PLACE_POSSESSIVE.test(next)) return i;
    }
    // What a file or table holds ("chart this CSV of monthly sales by region", "my spreadsheet of receipts"): the request is
    // for the kind of data, not for a server about its contents.
    if (dataOf(words, i) && !DATA_END.test(words[i + 1]!)) return i;
    // Where the person does it, at the request's end ("cómo injertar un limonero en casa", "greffer un citronnier à la
    // maison", "bake bread at home"): a place, not home automation or real estate (session 35, blind-238: a lemon tree's
    // grafting answered by nine Home Assistant servers).
    if (opts.place !== false && AT_HOME.test(words.slice(i).join(' '))) return i;
    if (opts.place !== false && PLACE_CONTEXT_START.test(words[i]!)) {
      const next = PLACE_LINK.test(words[i + 1]!) ? i + 2 : i + 1;
      if (
        next + 1 < words.length &&
        (POSSESSIVE.test(words[next]!) || PLACE_POSSESSIVE.test(words[next]!) || DETERMINER.test(words[next]!))
      )
        return i;
    }
  }
  return words.length;
}

/**
 * A question of how to do something oneself ("how do I regrout ...", "best way to ...", "comment réparer ...", "cómo ..."):
 * it asks for instructions, which no server gives, not for the job done (HOME_REPAIR).
 */
const HOW_TO =
  /^(?:how\s+(?:do|can|should|would|could)\s+(?:i|we|you|one)\b|how\s+to\b|what(?:'s|\s+is)\s+the\s+(?:best|easiest|right)\s+way\b|(?:the\s+)?(?:best|easiest)\s+way\b|(?:any\s+)?tips\b|comment\b|cómo\b|como\b|come\b|wie\b|hoe\b)/iu;
/**
 * People a text or a site is made usable for ("check my site for the visually impaired", "captions for the deaf"): who it
 * is for is what the request asks, accessibility, not context (session 39, blind-314; synonyms.ts PHRASES reads the other
 * languages' words for them as "visually impaired").
 */
const ACCESS_AUDIENCE = /^(?:visually|deaf|colou?rblind|hearing)$/;
const AT_HOME = /^(?:at home|en casa|a casa|em casa|à la maison|a la maison|zu hause|zuhause|thuis|in casa)$/;
/** A clause with its own subject or an infinitive at `k`, after "before", "avant", "antes" ... (contextStart). */
function timeClause(words: readonly string[], k: number): boolean {
  const w = words[k] ?? '';
  if (SUBJECT.test(w)) return true;
  if (TIME_CLAUSE_LINK.test(w)) return SUBJECT.test(words[k + 1] ?? '');
  if (!TIME_INFINITIVE_LINK.test(w)) return false;
  const verb = OBJECT_PRONOUN.test(words[k + 1] ?? '') ? words[k + 2] : words[k + 1];
  return TIME_INFINITIVE.test(verb ?? '');
}
const TIME_CLAUSE_LINK = /^(que|qu|dass)$/;
const TIME_INFINITIVE_LINK = /^(de|d)$/;
// A French or Spanish infinitive, with its pronoun ("firmarlo"), or after one ("avant de *le* signer").
const TIME_INFINITIVE = /^[a-z]{2,}(er|ir|ar|re)(lo|la|los|las|le|les)?$/;
const OBJECT_PRONOUN = /^(le|la|les|l|lui|leur|me|te|se|nous|vous)$/;

/** Where the subject opened at `start` (contextStart's topic) ends: at a preposition of place or source, or the end. */
function topicEnd(words: readonly string[], start: number): number {
  for (let j = start + 2; j < words.length; j++) if (TOPIC_END.test(words[j]!)) return j;
  return words.length;
}
/**
 * Jobs done on a thing (tasks.ts), each with the switch of analyzeQuery that turns its reading off: a request with a phrase
 * of one asks for the job, and its other words say which thing it is done on (QueryTerm.aside).
 */
const JOBS_ON_A_THING: readonly (readonly [
  readonly string[],
  'homeRepairs' | 'writingEdits' | 'statisticalTests' | 'trademarks' | 'weatherAsked' | 'threatChecks',
])[] = [
  [HOME_REPAIR, 'homeRepairs'],
  [WRITING_EDIT, 'writingEdits'],
  [STATISTICAL_TEST, 'statisticalTests'],
  [TRADEMARK_SEARCH, 'trademarks'],
  [WEATHER_ASKED, 'weatherAsked'],
  [THREAT_CHECK, 'threatChecks'],
];

/**
 * What a chart or plot shows when the file it is drawn from follows ("chart monthly sales from this csv file", "plot
 * signups by week from my spreadsheet"): the words between the verb and "from", as [start, end) in `words`. They say what
 * the data holds, as "a CSV of monthly sales" does (dataOf), not what server to find (session 37, blind-275: only one
 * server matched "monthly" and "sales" besides "chart"). Null when the request is not of that shape.
 */
function chartedFrom(words: readonly string[]): [number, number] | null {
  if (!CHART_VERB.test(words[0] ?? '')) return null;
  for (let j = 2; j + 1 < words.length; j++) {
    // ("plot a chart from this csv dataset": the chart named is the need, not what it shows)
    if (DATA_KIND.test(words[j - 1]!)) return null;
    if (!DATA_FROM.test(words[j]!)) continue;
    let k = j + 1;
    while (k < words.length && (POSSESSIVE.test(words[k]!) || DETERMINER.test(words[k]!))) k++;
    // (a "from" or "in" that no file follows is part of what is shown: "plot revenue in euros from my spreadsheet")
    if (k < words.length && (FILE_KIND.test(words[k]!) || DATA_KIND.test(words[k]!))) return [1, j];
  }
  return null;
}
/**
 * The source a thing is made from, when it is the requester's own ("create a presentation from my notes", "crée une présentation à
 * partir de mes notes", "Erstelle aus meinem Lebenslauf ein schönes PDF"): the source's words, as [start, end) in `words`, from
 * "from" to what follows it (a determiner, a link to what it becomes, or the end). The thing made is the need; the notes,
 * the CV or the script are what it is made of, and as needs they put note-taking and CV servers first (session 50,
 * blind-448: "erstelle eine Präsentation aus meinen Notizen" 0.63). Null when the request is not of that shape: a verb of
 * making first, then "from" and a possessive (not "from a text prompt", which is what an image generator takes).
 */
function madeFrom(words: readonly string[]): [number, number] | null {
  const first = words.findIndex((w) => !STOPWORDS.has(w));
  if (first < 0 || !MAKE_VERB.test(words[first]!)) return null;
  for (let j = first + 1; j + 1 < words.length; j++) {
    // ("à partir de", "a partir de" are dropped as filler before this: a possessive straight after the thing made is its source)
    const link = MADE_FROM.test(words[j]!) ? j + 1 : j > first + 1 && POSSESSIVE.test(words[j]!) && !STOPWORDS.has(words[j - 1]!) ? j : -1;
    if (link < 0 || link + 1 >= words.length || !POSSESSIVE.test(words[link]!)) continue;
    let end = link + 2;
    while (end < words.length && !DATA_END.test(words[end]!) && !DETERMINER.test(words[end]!)) end++;
    // (not a file or a tool the data is read from: "a pivot table from my Google Sheets data", "ein Diagramm aus meiner
    // Excel-Tabelle" need the tool that reads it)
    if (words.slice(link + 1, end).some((w) => FILE_KIND.test(w) || DATA_KIND.test(w) || ONE_WORD_PRODUCTS.has(w))) return null;
    // (something made must be named before or after the source: "make something from my notes" keeps its words)
    const made = [...words.slice(first + 1, j), ...words.slice(end)].some((w) => !STOPWORDS.has(w) && !WEAK_WORDS.has(w));
    return made ? [j, end] : null;
  }
  return null;
}
/** Verbs of making, in seven languages, that open a request for a thing made from a source (madeFrom). */
const MAKE_VERB =
  /^(create|make|generate|build|draft|write|produce|erstelle|erstellen|mache|crea|crear|creer|cree|genera|generar|generer|genere|fais|faire|haz|hacer|redige|redacta|cria|criar|gera|gerar|maak|maken)$/;
/** The words that introduce a thing's source (madeFrom). */
const MADE_FROM = /^(from|aus|desde|con|avec|mit|with)$/;
const CHART_VERB = /^(chart|plot|graph|visualize|visualise|tracer|graficar|grafica|visualiser|visualizar|visualizzare)$/;
const DATA_FROM = /^(from|in|de|desde|aus|da|dal|dalla|du)$/;
/** Where a file's contents (contextStart's DATA_OF) end: at what it is to become ("into a PDF report"). */
function dataEnd(words: readonly string[], start: number): number {
  for (let j = start + 2; j < words.length; j++) if (DATA_END.test(words[j]!)) return j;
  return words.length;
}
const TOPIC_END = /^(on|from|via|at|sur|auf|su)$/;

/**
 * `opts.timePhrases: false` keeps "next tuesday", "last week"; `opts.tasks: false` reads no task phrase;
 * `opts.context: false` marks no context (ablation only).
 * `check`, when given, is called before each word's analysis (the typo look-up over the synonym table is the
 * costly part of a long query): the search budget (index.ts SearchQuery.budget) throws from it.
 */
export function analyzeQuery(
  query: string,
  check?: () => void,
  opts: {
    timePhrases?: boolean;
    tasks?: boolean;
    context?: boolean;
    taskTypos?: boolean;
    payload?: boolean;
    placeContext?: boolean;
    /** What news, articles or papers are about is context (contextStart; off for the ablation). */
    topic?: boolean;
    longFormTasks?: boolean;
    /** German compounds read as their parts (splitCompound; off for the ablation). */
    compounds?: boolean;
    /** A concept that is another word's synonym or translation is left to that word (off for the ablation). */
    ownConcepts?: boolean;
    /** A phrase of an object's noun and its qualifier after it, in another language, carries its capability at the noun. */
    phraseHead?: boolean;
    /** Another language's request reads a task typo within one edit or a shared start only (taskTypoOf; off for the ablation). */
    foreignTaskTypos?: boolean;
    /** A home repair's other words are context (HOME_REPAIR; off for the ablation). */
    homeRepairs?: boolean;
    /** What a thing is made from, when it is the requester's own, is context (madeFrom; off for the ablation). */
    madeFrom?: boolean;
    /** A reminder asked for: what it is about is context (REMIND_ME; off for the ablation). */
    reminders?: boolean;
    /** Any thing sought near a place is a places search (soughtNear; off for the ablation). */
    placeSought?: boolean;
    /** A writing edit's other words are context too (WRITING_EDIT; off for the ablation). */
    writingEdits?: boolean;
    /** A statistical test's other words are context too (STATISTICAL_TEST; off for the ablation). */
    statisticalTests?: boolean;
    /** A trademark check's other words are context too (TRADEMARK_SEARCH; off for the ablation). */
    trademarks?: boolean;
    /** The weather asked through its signs: the other words are context too (WEATHER_ASKED; off for the ablation). */
    weatherAsked?: boolean;
    /** A message or link checked for a threat: the other words are context too (THREAT_CHECK; off for the ablation). */
    threatChecks?: boolean;
  } = {},
): AnalyzedQuery {
  // The exact-name key keeps every word as typed, time words included ("weekend planner" is a name).
  const readings = queryReadings(query, { payload: opts.payload });
  const typed = readings.typed;
  let words = opts.timePhrases === false ? typed : readings.read;
  // Written in another language (OTHER_LANGUAGE, AnalyzedQuery.otherLanguage): its unknown words' task typos are nearer.
  const otherLanguage = typed.some((w) => OTHER_LANGUAGE.test(w));
  const foreignRequest = opts.foreignTaskTypos !== false && otherLanguage;
  if (opts.compounds !== false) words = words.flatMap((w) => PHRASE_TRANSLATIONS[w] ?? splitCompound(w));
  // "knowledge base" -> kb. The long form's own words stay a weak match of it (an expansion): a server that
  // is about knowledge (Notion, a wiki) but never says "knowledge base" is still part of the answer.
  const spelled = new Map<string, string[]>();
  const spelledLen = new Map<string, number>();
  // The long form's words as typed: task phrases are read in them too ("speech to text" -> stt is the phrase "speech text").
  const spelledWords = new Map<string, readonly string[]>();
  if (LONG_FORMS.length > 0) {
    let text = ' ' + words.join(' ') + ' ';
    for (const [re, abbr, , long] of LONG_FORMS) {
      re.lastIndex = 0;
      if (!re.test(text)) continue;
      re.lastIndex = 0;
      text = text.replace(re, ` ${abbr} `);
      // A long form that repeats its abbreviation ("qr code") names a kind of the abbreviation's thing: its other words
      // ("code") are no weak match of it (blind-138: "make a QR code" answered by coding servers).
      spelled.set(abbr, long.includes(abbr) ? [] : long.filter((w) => !STOPWORDS.has(w) && !WEAK_WORDS.has(w)).map(stem));
      spelledLen.set(abbr, long.filter((w) => !STOPWORDS.has(w) && !WEAK_WORDS.has(w)).length);
      spelledWords.set(abbr, long);
    }
    words = text.split(' ').filter(Boolean);
  }
  const content = words.filter((w) => !STOPWORDS.has(w));
  // Words after "for my" are context; the need comes before it (none if nothing does).
  let ctxAt = opts.context === false ? words.length : contextStart(words, { place: opts.placeContext, topic: opts.topic });
  // What a chart shows, drawn from a file named after it ("chart monthly sales from this csv file"): context up to "from".
  const charted = opts.context === false ? null : chartedFrom(words);
  if (charted !== null && charted[0] < ctxAt) ctxAt = charted[0];
  // What a thing is made from, when it is the requester's own ("a presentation from my notes"): context up to what follows it.
  const made = opts.context === false || opts.madeFrom === false ? null : madeFrom(words);
  if (made !== null && made[0] < ctxAt) ctxAt = made[0];
  // A subject's context ends where the request says where to look ("news about Tesla on Twitter").
  const ctxEnd =
    charted !== null && charted[0] === ctxAt
      ? charted[1]
      : made !== null && made[0] === ctxAt
        ? made[1]
        : ctxAt < words.length && TOPIC_PREP.test(words[ctxAt]!)
          ? topicEnd(words, ctxAt)
          : ctxAt > 0 && ctxAt < words.length && dataOf(words, ctxAt)
            ? dataEnd(words, ctxAt)
            : words.length;
  const needWords = new Set([...words.slice(0, ctxAt), ...words.slice(ctxEnd)]);
  const contextWords = new Set(words.slice(ctxAt, ctxEnd).filter((w) => !needWords.has(w)));
  const asideWords = new Set<string>();
  // Context runs to the end of its clause: "need a banner for my bakery's Instagram, generate an image of croissants" asks
  // for an image; the words after the comma are a request of their own, not more of the bakery (blind-51 0 -> 0.42).
  if (ctxAt < words.length) {
    const cut = query.lastIndexOf(',');
    const lead = cut > 0 ? queryWords(query.slice(0, cut), { timePhrases: false }) : [];
    if (cut > 0 && contextStart(lead, { place: opts.placeContext, topic: opts.topic }) < lead.length) {
      const clause = queryWords(query.slice(cut + 1), { timePhrases: false });
      for (const w of clause.slice(0, contextStart(clause, { place: opts.placeContext, topic: opts.topic })))
        if (contextWords.delete(w)) needWords.add(w);
    }
  }

  // Bare numbers and single letters ("buy 10 shares", "10-K") say nothing a server's text would.
  let kept = words.filter((w) => !STOPWORDS.has(w) && !WEAK_WORDS.has(w) && !/^(\d+|[a-z])$/.test(w));
  if (kept.length === 0) kept = words.filter((w) => !STOPWORDS.has(w));
  if (kept.length === 0) kept = words;
  // Task phrases ("website down" -> uptime): the capability words are concepts of the phrase's last word
  // (knowledge.ts, tasks.ts). A capability word that is a word of the request adds nothing but breadth
  // ("research papers" -> research would let "reddit research" answer for papers).
  const capability = new Map<number, { concepts: string[]; rare: string[] }>();
  // Where each phrase of two words side by side in the request was put (`at`) and its words, as indexes of `kept`
  // (phraseAtHead).
  const spans: { at: number; words: number[] }[] = [];
  const phraseNeed = new Set<number>();
  let headVerb: string[] | undefined;
  if (opts.tasks !== false) {
    const own = new Set(kept.map(stem));
    // Phrases are read in the request's words and in their English ("site en panne" -> website down).
    const found = taskCapabilities(kept);
    // A word's English, then its synonyms ("text off a photo" is the phrase "text image"), then the phrase
    // word it is a typo of ("schedual a call" is "schedule call").
    const translated = kept.map((w) => [
      ...english(w),
      ...(SYNONYMS[w] ?? []),
      ...(PHRASE_VERBS[w] ?? []),
      ...(opts.taskTypos === false ? [] : taskTypoOf(w, foreignRequest)),
    ]);
    // Each of a word's other words in turn ("panne" -> outage, down).
    for (let k = 0; k < 5 && translated.some((t) => t.length > k); k++) {
      const englished = kept.map((w, j) => translated[j]![k] ?? translated[j]![0] ?? w);
      for (const t of taskCapabilities(englished)) if (!found.some((f) => f.at === t.at && f.capability === t.capability)) found.push(t);
    }
    // A long form rewritten to its abbreviation hid its words from the phrases ("speech to text" -> stt: the phrase
    // "speech text", whose capability is transcription, was never read, and any server saying "text" answered
    // it): the phrases wholly inside a long form count at its abbreviation's place, as a one-word phrase does
    // (rare concepts: used only where the catalogue hardly has the abbreviation; "pr" is common and keeps its own
    // answer, as the GitHub concept of "pull request" cost tuning 0.888 -> 0.887 when read as a full phrase).
    // blind-25 "speech to text" 0.41 -> 0.66, no development query worse. Off with longFormTasks: false.
    if (opts.longFormTasks !== false) {
      for (const [i, w] of kept.entries()) {
        const long = spelledWords.get(w);
        if (!long) continue;
        for (const t of taskCapabilities(long.filter((x) => !STOPWORDS.has(x)))) {
          if (!t.single) found.push({ at: i, words: [i], single: true, capability: t.capability });
        }
      }
    }
    // "<verb> a <thing> ...": when the request's first word is the verb of one of its phrases, a server with
    // the thing but not the verb must state the phrase's capability in other words (tiers.ts HEAD_FACTOR).
    // The phrase's own words and their synonyms are no such statement ("image" for "generate image").
    for (const f of found) {
      if (f.single || !f.words.includes(0)) continue;
      const own = new Set(f.words.flatMap((j) => [kept[j]!, ...synonymsOf(kept[j]!), ...english(kept[j]!)].map(stem)));
      (headVerb ??= []).push(...f.capability.map(stem).filter((c) => !own.has(c)));
    }
    // A kind of place asked for near somewhere ("restaurants near my hotel", "restaurants près de mon hôtel") is a places
    // search whatever the catalogue says of the kind: servers that list restaurants are no answer to where one is.
    const nearby = opts.placeContext !== false && words.some((x) => PLACE_CONTEXT_START.test(x));
    // Any kind of thing sought near a place ("coworking spaces near my hotel", "a pet sitter near me", "find nearby coworking
    // spaces") is that places search too, not only the kinds a phrase names (restaurants, notary ...): hardly any server
    // names the kind, and a server that does (a workspace app's "spaces") is no answer to where one is (session 50,
    // blind-448). Off with placeSought: false.
    if (opts.placeSought !== false && !found.some((f) => f.capability.includes('poi'))) {
      // Not a kind with a capability of its own ("a plumber near me" is the home-services server's), a place to stay ("a
      // hotel near the Louvre", "an apartment near campus": booked or rented, not looked up), or anything booked.
      const sought = soughtNear(words);
      const at = sought === undefined || LODGING.test(sought) || words.some((w) => BOOKING_VERB.test(w)) ? -1 : kept.indexOf(sought);
      if (at >= 0 && !found.some((f) => f.at === at || f.words.includes(at)))
        found.push({ at, words: [at], single: true, capability: ['places', 'poi', 'geocoding'] });
    }
    // A reminder asked for ("remind me in two hours to call the printer", "recuérdame regar las plantas cada tres días"): the
    // reminder is the need, a to-do list's, and what it is about is context (session 50, blind-458: "remind me in two hours to
    // check the canary deploy" put deploy servers first, "... to call the printer" a call centre; a reminder is no deploy or
    // call). Not a question put to memory ("remind me what we decided", "remind me how much I spent"). Off with reminders: false.
    if (opts.reminders !== false) {
      const at = REMIND_ME.test(fold(query).trim()) ? kept.findIndex((w) => REMIND_WORD.test(w)) : -1;
      if (at >= 0) {
        if (!found.some((f) => f.at === at)) found.push({ at, words: [at], single: true, capability: REMINDER });
        for (const w of kept) {
          if (REMIND_WORD.test(w)) continue;
          needWords.delete(w);
          contextWords.add(w);
          asideWords.add(w);
        }
      }
    }
    // A capability word that a word outside the phrase already stands for is that word's match, not a second one: "cours
    // de l'action" (the price of a share) has "price" as a translation of "cours" and as a concept of "action", and a server
    // named for prices covered both (session 33, blind-203: a crypto-price server first for a share price).
    // Inside the phrase, a word's English only: "generate" stands for "generation" too, and the phrase "generate image"
    // keeps it as the capability a server states (CONCEPT_BONUS).
    // (read only when the request has a phrase: most requests have none, and this is every search's analysis)
    const standsFor = found.length > 0 ? kept.map((w) => new Set([w, ...synonymsOf(w), ...english(w)].map(stem))) : [];
    const englishFor = found.length > 0 ? kept.map((w) => new Set([w, ...english(w)].map(stem))) : [];
    // A fault in the home asked to be fixed ("regrout the tiles around my bathtub", "fix a toilet that keeps running after
    // flushing", "réparer le robinet qui goutte"): its phrase is the need, and the request's other words say where the fault
    // is or how it shows. As needs they emptied the page: no server says "bathtub" or "flushing", and the home-services
    // server that books the plumber says neither (session 36: the read sets' judges counted that server relevant to most
    // such requests, and those requests came back empty). A how-to question ("how do I regrout ...", "comment réparer ...")
    // asks for instructions instead, and its judges mostly found nothing relevant: it keeps its words as needs.
    // The same for the other jobs done on a thing (JOBS_ON_A_THING, session 37): a text's writing made better ("fix grammar
    // and tone in this press release": the read sets' judges counted Fabric's writing patterns, and "press release" put
    // release tools first), a test of significance ("run a t-test on my survey results": a survey server came first), a
    // name checked for a trademark ("is my business name already trademarked").
    if (found.length > 0 && !HOW_TO.test(query.trim())) {
      const repair = found.filter((f) => JOBS_ON_A_THING.some(([capability, on]) => f.capability === capability && opts[on] !== false));
      if (repair.length > 0) {
        // (session 41, blind-336: of a two-word fault, the word the capability is on: "fix a dripping shower faucet" came back
        // empty, as no server says "dripping", while "a leaking faucet" found the home-services server)
        // (not a statistical test's or a writing edit's phrase, whose words are all the job: "t test", "grammar and tone")
        const own = new Set(repair.flatMap((f) => (f.capability === HOME_REPAIR ? [kept[f.at]!] : f.words.map((j) => kept[j]!))));
        for (const w of kept) {
          if (own.has(w)) continue;
          needWords.delete(w);
          contextWords.add(w);
          asideWords.add(w);
        }
      }
    }
    for (const { at, words: w, single, capability: c } of found) {
      if (!single && w.every((j) => GENERIC_STEMS.has(stem(kept[j]!)))) phraseNeed.add(at);
      const entry = capability.get(at) ?? { concepts: [], rare: [] };
      const rare = single && !(nearby && c.includes('poi'));
      const outside =
        opts.ownConcepts === false ? [] : kept.flatMap((_, j) => (j === at ? [] : [w.includes(j) ? englishFor[j]! : standsFor[j]!]));
      (rare ? entry.rare : entry.concepts).push(...c.map(stem).filter((x) => !own.has(x) && !outside.some((o) => o.has(x))));
      capability.set(at, entry);
      // (a noun and its qualifier side by side: "offres d'emploi" is about the job, not the offer)
      if (!single && w.length === 2 && sideBySide(query, kept[Math.min(...w)]!, kept[Math.max(...w)]!)) spans.push({ at, words: w });
    }
  }
  // Words typed in capitals (2 to 6 letters or digits) in a request that is not all capitals.
  const mixedCase = /\p{Ll}/u.test(query);
  const caps = mixedCase
    ? new Set([...query.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\p{N}]{1,5}(?![\p{L}\p{N}])/gu)].map((m) => fold(m[0])))
    : undefined;
  // Words typed with a capital after the request's first word (a place, a person, a product: "Madrid", "QuickBooks"; and
  // every German noun, which leaves German requests to the English and translated words).
  const capitalised = mixedCase
    ? new Set([...query.matchAll(/(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}\p{N}]*/gu)].filter((m) => m.index! > 0).map((m) => fold(m[0])))
    : undefined;
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  // The term of each word of `kept` (a repeated word has its first's).
  const termOf: number[] = [];
  for (const [i, word] of kept.entries()) {
    check?.();
    // Two adjacent words also count written together ("file system" = filesystem, "home assistant" =
    // homeassistant), as documents index their name words together (bigrams).
    const joined: string[] = [];
    if (i > 0) joined.push(kept[i - 1]! + word);
    if (i + 1 < kept.length) joined.push(word + kept[i + 1]!);
    const alts = [...new Set([word, ...synonymsOf(word), ...joined].map(stem))];
    const id = alts[0]!;
    termOf.push(seen.has(id) ? out.findIndex((t) => t.alts[0] === id) : out.length);
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
    const expansions = [...new Set([...alts.flatMap((a) => EXPANSIONS[a] ?? []), ...(spelled.get(word) ?? [])])].filter(
      (e) => !alts.includes(e),
    );
    const derived = derivedForms(word).filter((d) => !alts.includes(d));
    out.push({
      word,
      alts,
      ...(isEnglishWord(word) ? { english: true } : {}),
      ...(!isEnglishWord(word) && english(word).length > 0 ? { translated: true } : {}),
      ...(contextWords.has(word) ? { context: true } : {}),
      ...(asideWords.has(word) ? { aside: true } : {}),
      ...(caps?.has(word) ? { caps: true } : {}),
      ...(capitalised?.has(word) ? { capitalised: true } : {}),
      ...(phraseNeed.has(i) ? { phraseNeed: true } : {}),
      ...(headVerb && i === 0 ? { head: [...new Set(headVerb)] } : {}),
      ...(spelled.has(word) ? { span: spelledLen.get(word)! } : {}),
      phrases: [...new Set(phrases)],
      typoAlts: typoSynonymsOf(word).filter((a) => !alts.includes(a)),
      expansions,
      ...(capability.has(i)
        ? {
            concepts: [...new Set(capability.get(i)!.concepts)].filter((w) => !alts.includes(w)),
            rareConcepts: [...new Set(capability.get(i)!.rare)].filter((w) => !alts.includes(w)),
          }
        : {}),
      derived,
    });
  }
  // A request that is all context ("something for my blog") has no need part to prefer.
  if (out.every((t) => t.context)) for (const t of out) delete t.context;
  const categories = categorize({ name: '', description: query, tools: [] }, NO_COMMON_TOOL_SETS).map((c) => c.id);
  const regions = regionsOf(typed);
  const products = typed.filter((w, i) => ONE_WORD_PRODUCTS.has(w) && typed.indexOf(w) === i);
  const twoWordProducts = twoWordProductsIn([typed.map((word) => ({ word }))]);
  const keywords = words.length > 0 && words.every((w) => !STOPWORDS.has(w));
  const object = objectOf(words, out, keywords, otherLanguage);
  if (otherLanguage && opts.phraseHead !== false) phraseAtHead(out, object, spans, termOf);
  return {
    terms: out,
    key: exactKey(typed),
    categories,
    ...(regions ? { regions } : {}),
    ...(NAMES_PLACE.test(query) ? { namesPlace: true as const } : {}),
    ...(products.length ? { products } : {}),
    ...(twoWordProducts ? { twoWordProducts } : {}),
    ...(keywords ? { keywords } : {}),
    ...(otherLanguage ? { otherLanguage } : {}),
    ...object,
  };
}

/** `a` then `b` in the request with only a space between (folded): not "offres d'emploi", "job" being what is offered. */
function sideBySide(query: string, a: string, b: string): boolean {
  return ` ${fold(query).replace(/[^\p{L}\p{N}'’]+/gu, ' ')} `.includes(` ${a} ${b} `);
}

/**
 * A task phrase is read at its last word, which in English is the object's noun ("vacation apartment"). French, Spanish,
 * Portuguese and Italian put the qualifier after the noun ("apartamento vacacional", "avis clients"), and the object's
 * head is then its first word (objectOf): when both words of such a phrase are in the object and the head is one of
 * them, the phrase's capability moves to the head, so that a server stating it covers the word the page is about
 * (session 34, blind-219: "buscar un apartamento vacacional en Valencia" found one server, named for "vacacional").
 */
function phraseAtHead(
  terms: QueryTerm[],
  object: { object?: number[]; objectHead?: number },
  spans: readonly { at: number; words: readonly number[] }[],
  termOf: readonly number[],
): void {
  const head = object.objectHead;
  if (head === undefined || !object.object) return;
  for (const span of spans) {
    const at = termOf[span.at]!;
    const words = span.words.map((j) => termOf[j]!);
    if (at === head || !words.includes(head) || !words.every((t) => object.object!.includes(t))) continue;
    const from = terms[at]!;
    const to = terms[head]!;
    if (!from.concepts?.length && !from.rareConcepts?.length) continue;
    to.concepts = [...new Set([...(to.concepts ?? []), ...(from.concepts ?? [])])].filter((w) => !to.alts.includes(w));
    to.rareConcepts = [...new Set([...(to.rareConcepts ?? []), ...(from.rareConcepts ?? [])])].filter((w) => !to.alts.includes(w));
    delete from.concepts;
    delete from.rareConcepts;
  }
}
