/**
 * The search index's inverted index: for each index word, the servers that have it. Only which servers hold
 * which words is asked of it (tiers.ts scores from the analysed document itself), so a word keeps a plain
 * array of server ids, and a look-up returns, per server, the index words it matched. The Vocabulary holds
 * the words with their document frequencies and their lists in each of the index's parts (the inverted index,
 * the server words); each part is looked up through its Postings.
 *
 * Why not MiniSearch, which served here until issue #13's seventh round: every look-up computed BM25 scores
 * that nothing read (a fifth of a search's CPU at 20,000 servers), each posting kept a term frequency in a
 * Map per word (most of the index's heap), and its per-document bookkeeping doubled the build. The words
 * live in MiniSearch's own radix tree (SearchableMap), which gives the prefix and typo look-ups it had.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { FIELD_BITS } from './analyze.js';
import { WEAK_STEMS } from './stopwords.js';

/**
 * A posting is one number: the server id times 2^FIELD_BITS plus the fields that hold the word in it
 * (analyze.ts FIELD_BIT). A double array costs what an id array costs, and the fields come for free.
 */
const SHIFT = 2 ** FIELD_BITS;

/**
 * One word of a look-up: whole; with `prefix`, every longer index word it begins, longer by `longer` letters
 * at most (absent: any); with `fuzzy`, every index word within that many edits.
 */
export interface LookupSpec {
  term: string;
  prefix: boolean;
  longer?: number;
  fuzzy: number | false;
  /** The words within `fuzzy` edits, when already found (index.ts #info keeps them): not looked up again. */
  near?: readonly string[];
}

/** What a look-up found in one server: the index words it matched, and the fields holding each (same order). */
export interface Found {
  words: string[];
  fields: number[];
}

/** A node of SearchableMap's radix tree: edge labels to nodes, '' to the value of the word ending there. */
type Node = Map<string, Node | number[]>;

/** The tree iterator's order (SearchableMap TreeIterator): a node's entries from the last added, depth first. */
function walk(node: Node | undefined, prefix: string, max: number, fn: (word: string, list: readonly number[]) => void): void {
  if (!node) return;
  const keys = [...node.keys()];
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i]!;
    if (k === '') fn(prefix, node.get(k) as number[]);
    else if (prefix.length + k.length <= max) walk(node.get(k) as Node, prefix + k, max, fn);
  }
}

/**
 * An index word held in more than one part, or in a part but the first: the servers holding it in any field (its
 * document frequency), and its posting list in each part (absent: no server holds it in that part's fields).
 * Always made with every field, so that all share one shape.
 */
interface Word {
  df: number;
  p0: number[] | undefined;
  p1: number[] | undefined;
  p2: number[] | undefined;
  /**
   * The server added last (addField, add; -1 once it is removed) and its fields: addField reads a repeated word's
   * fields here rather than from the last posting of each list (issue #13: a cache miss per list).
   */
  last: number;
  lastFields: number;
}

/**
 * What the vocabulary keeps per word: most words (nine in ten at 100,000 servers) are held only in the first
 * part's fields, by every server that has them; such a word keeps just its list there, whose length is its
 * document frequency (a record each was more heap than the maps it replaced). Any other word has a Word.
 */
type Entry = number[] | Word;

/** A part of the vocabulary: the words held in one of `mask`'s fields; `prefixes`: a tree for prefix and typo look-ups. */
export interface PartSpec {
  mask: number;
  prefixes?: boolean;
}

/** A part's list of a word. */
function listOf(w: Word, part: number): number[] | undefined {
  return part === 0 ? w.p0 : part === 1 ? w.p1 : w.p2;
}

function setList(w: Word, part: number, list: number[] | undefined): void {
  if (part === 0) w.p0 = list;
  else if (part === 1) w.p1 = list;
  else w.p2 = list;
}

/** Takes server `id` out of `list` (the last posting of it); false when the list has none. */
function takeOut(list: number[], id: number): boolean {
  let i = list.length - 1;
  while (i >= 0 && Math.floor(list[i]! / SHIFT) !== id) i--;
  if (i < 0) return false;
  // Order within a word does not matter (callers rank by their own keys): swap with the last, drop it.
  list[i] = list[list.length - 1]!;
  list.pop();
  return true;
}

/**
 * The index's words: each with its document frequency and, per part (index.ts: the inverted index, the English
 * server words, the other languages' ones), the servers holding it in that part's fields. One entry per word, so
 * that a server's word is counted and indexed with one hash look-up (issue #13: a map for the counts and one per
 * part were two or three look-ups per word, the most of the index build after the analysis). A part is read
 * through its Postings (`parts`); words come and go only here.
 */
export class Vocabulary {
  readonly #words = new Map<string, Entry>();
  readonly #masks: readonly number[];
  /** The fields of the parts after the first: a posting in none of them keeps its word a plain list (Entry). */
  readonly #others: number;
  readonly #trees: readonly (SearchableMap<number[]> | undefined)[];
  /** Words per part (Postings.size). */
  readonly #sizes: number[];
  /** Each part's look-ups, in the order of the specs. */
  readonly parts: readonly Postings[];

  /** One to three parts (Word's lists). */
  constructor(parts: readonly PartSpec[]) {
    if (parts.length < 1 || parts.length > 3) throw new Error('Vocabulary: one to three parts');
    this.#masks = parts.map((p) => p.mask);
    this.#others = this.#masks.slice(1).reduce((bits, m) => bits | m, 0);
    this.#trees = parts.map((p) => (p.prefixes === false ? undefined : new SearchableMap<number[]>()));
    this.#sizes = parts.map(() => 0);
    this.parts = parts.map((_, i) => new Postings(this.#words, i, this.#trees[i], this.#sizes));
  }

  /** Words held. */
  get size(): number {
    return this.#words.size;
  }

  /** Servers holding `word` in any field (undefined: none); read as a Map of document frequencies. */
  get(word: string): number | undefined {
    const e = this.#words.get(word);
    return e === undefined ? undefined : Array.isArray(e) ? e.length : e.df;
  }

  has(word: string): boolean {
    return this.#words.has(word);
  }

  /**
   * Records that server `id` holds `word` in `fields` (analyze.ts FIELD_BIT, ORed): it counts once more, and joins
   * the list of each part with one of these fields, with all of them (tiers.ts reads them all). A server is
   * added to a word once (its next version only after `remove`). True when the word is new.
   */
  add(id: number, word: string, fields: number): boolean {
    const posting = id * SHIFT + fields;
    const e = this.#words.get(word);
    const plain = (fields & this.#others) === 0 && (fields & this.#masks[0]!) !== 0;
    if (Array.isArray(e) && plain) {
      e.push(posting);
      return false;
    }
    if (e === undefined && plain) {
      const made = [posting];
      this.#words.set(word, made);
      this.#sizes[0]!++;
      this.#trees[0]?.set(word, made);
      return true;
    }
    let w: Word;
    if (e === undefined || Array.isArray(e)) {
      // A plain list's servers all hold the word in the first part: its length is their count.
      w = { df: e?.length ?? 0, p0: e, p1: undefined, p2: undefined, last: -1, lastFields: 0 };
      this.#words.set(word, w);
    } else w = e;
    w.df++;
    w.last = id;
    w.lastFields = fields;
    const masks = this.#masks;
    for (let part = 0; part < masks.length; part++) {
      if ((fields & masks[part]!) === 0) continue;
      const list = listOf(w, part);
      if (list) list.push(posting);
      else this.#firstPosting(w, part, word, posting);
    }
    return e === undefined;
  }

  /** The word's first posting in `part`: its list there is made, counted and put in the part's prefix tree. */
  #firstPosting(w: Word, part: number, word: string, posting: number): void {
    const made = [posting];
    setList(w, part, made);
    this.#sizes[part]!++;
    this.#trees[part]?.set(word, made);
  }

  /**
   * `add` one field at a time: records that server `id` holds `word` in field `bit` (analyze.ts FIELD_BIT), for
   * a server not in the vocabulary yet whose words come field by field, repeats included. Its posting, once
   * made, is the last of each of its lists until the next server's (the same upsert), and takes the bit in
   * place; the end state is `add`'s with the fields ORed. Why: the map of a document's words to their fields
   * (wordFields) was an eighth of the build's allocation and a hash per word (issue #13), and a word repeated in
   * a document finds its entry here in cache. The FIELDS of the first part come before the others' (analyze.ts
   * FIELDS), so a word's first list, and its tree entry, is made at its first occurrence, as `add` would.
   * True when the word is new.
   */
  addField(id: number, word: string, bit: number): boolean {
    const base = id * SHIFT;
    const e = this.#words.get(word);
    const plain = (bit & this.#others) === 0;
    if (Array.isArray(e) && plain) {
      const last = e.length - 1;
      const f = e[last]! - base;
      if (f < 0 || f >= SHIFT) e.push(base + bit);
      else if ((f & bit) === 0) e[last] = base + (f | bit);
      return false;
    }
    if (e === undefined && plain) {
      const made = [base + bit];
      this.#words.set(word, made);
      this.#sizes[0]!++;
      this.#trees[0]?.set(word, made);
      return true;
    }
    let w: Word;
    // This server's fields so far: those of its posting, the last of a plain list, or a Word's `lastFields`.
    let was = 0;
    if (e === undefined || Array.isArray(e)) {
      // A plain list's servers all hold the word in the first part (this one's posting too, when it is the last).
      if (e !== undefined) {
        const f = e[e.length - 1]! - base;
        if (f >= 0 && f < SHIFT) was = f;
      }
      w = { df: e?.length ?? 0, p0: e, p1: undefined, p2: undefined, last: -1, lastFields: 0 };
      this.#words.set(word, w);
    } else {
      w = e;
      if (w.last === id) was = w.lastFields;
    }
    const masks = this.#masks;
    const fields = was | bit;
    if (fields === was) return false;
    if (was === 0) w.df++;
    w.last = id;
    w.lastFields = fields;
    const posting = base + fields;
    for (let part = 0; part < masks.length; part++) {
      if ((fields & masks[part]!) === 0) continue;
      const list = listOf(w, part);
      if ((was & masks[part]!) !== 0) list![list!.length - 1] = posting;
      else if (list) list.push(posting);
      else this.#firstPosting(w, part, word, posting);
    }
    return e === undefined;
  }

  /** Takes back `add(id, word, fields)`. True when no server holds the word any more (it is gone). */
  remove(id: number, word: string, fields: number): boolean {
    const e = this.#words.get(word);
    if (e === undefined) return false;
    if (Array.isArray(e)) {
      if (!takeOut(e, id) || e.length > 0) return false;
      this.#words.delete(word);
      this.#sizes[0]!--;
      this.#trees[0]?.delete(word);
      return true;
    }
    if (e.last === id) e.last = -1;
    const masks = this.#masks;
    for (let part = 0; part < masks.length; part++) {
      if ((fields & masks[part]!) === 0) continue;
      const list = listOf(e, part);
      if (!list || !takeOut(list, id) || list.length > 0) continue;
      setList(e, part, undefined);
      this.#sizes[part]!--;
      this.#trees[part]?.delete(word);
    }
    if (--e.df > 0) return false;
    this.#words.delete(word);
    return true;
  }
}

/**
 * One part of a Vocabulary, for look-ups: the servers holding each word in the part's fields (Vocabulary.parts).
 */
export class Postings {
  readonly #all: ReadonlyMap<string, Entry>;
  readonly #part: number;
  /** The part's words in a radix tree: prefix and typo look-ups (absent when its words are looked up whole only). */
  readonly #words: SearchableMap<number[]> | undefined;
  readonly #sizes: readonly number[];

  /** Made by Vocabulary only: its words, this part's number, tree and the parts' sizes. */
  constructor(all: ReadonlyMap<string, Entry>, part: number, tree: SearchableMap<number[]> | undefined, sizes: readonly number[]) {
    this.#all = all;
    this.#part = part;
    this.#words = tree;
    this.#sizes = sizes;
  }

  /** The list of `word` in this part (absent: no server holds it here). */
  #list(word: string): number[] | undefined {
    const e = this.#all.get(word);
    return e === undefined ? undefined : Array.isArray(e) ? (this.#part === 0 ? e : undefined) : listOf(e, this.#part);
  }

  /** Index words held in this part (tests: the tree and the lists stay in step). */
  get size(): number {
    return this.#sizes[this.#part]!;
  }

  /** Servers holding `word` whole (the first `limit` of them). */
  ids(word: string, limit = Infinity): number[] {
    const list = this.#list(word) ?? [];
    return (limit < list.length ? list.slice(0, limit) : list).map((p) => Math.floor(p / SHIFT));
  }

  /** Calls `fn` with each server holding `word` whole and the fields that hold it there. */
  servers(word: string, fn: (id: number, fields: number) => void): void {
    const list = this.#list(word);
    if (!list) return;
    for (const p of list) {
      const id = Math.floor(p / SHIFT);
      fn(id, p - id * SHIFT);
    }
  }

  /** Some server holds `word` whole in one of the fields of `mask` (analyze.ts FIELD_BIT, ORed); stops at the first. */
  heldIn(word: string, mask: number): boolean {
    const list = this.#list(word);
    if (!list) return false;
    for (const p of list) if (((p % SHIFT) & mask) !== 0) return true;
    return false;
  }

  /** Servers matching any of `specs` (ORed), each with the index words it matched, in look-up order. */
  lookup(specs: readonly LookupSpec[]): Map<number, Found> {
    const out = new Map<number, Found>();
    const take = (word: string, list: readonly number[]) => {
      for (const p of list) {
        const id = Math.floor(p / SHIFT);
        const found = out.get(id);
        if (!found) out.set(id, { words: [word], fields: [p - id * SHIFT] });
        else if (!found.words.includes(word)) {
          found.words.push(word);
          found.fields.push(p - id * SHIFT);
        }
      }
    };
    for (const s of specs) {
      const whole = this.#list(s.term);
      if (whole) take(s.term, whole);
      // A prefix or a typo never lands on a near-stopword ("reserver" is 2 edits from "server"; tiers.ts
      // kindOf refuses it too): through one, nearly every server would be a candidate for nothing.
      if (s.prefix && this.#words) {
        const max = s.term.length + (s.longer ?? Infinity);
        this.prefixed(s.term, max, (w, list) => {
          if (w !== s.term && !WEAK_STEMS.has(w)) take(w, list);
        });
      }
      if (s.fuzzy && this.#words)
        for (const [w, [list, d]] of this.#words.fuzzyGet(s.term, s.fuzzy)) if (d > 0 && !WEAK_STEMS.has(w)) take(w, list);
    }
    return out;
  }

  /**
   * Calls `fn` with each index word that begins with `prefix` and is at most `max` letters long, and its list, in
   * the order the tree's own iterator gives them (atPrefix). The tree is walked only as deep as `max`: a prefix's
   * longer words were read one by one and dropped after (issue #13: a tenth of a long request's time at 20,000
   * servers), each with its key joined from its path. Reads SearchableMap's tree (`_tree`, `_prefix`: a node is a
   * Map from edge labels to nodes, '' to the value), which tests check against its iterator.
   */
  prefixed(prefix: string, max: number, fn: (word: string, list: readonly number[]) => void): void {
    if (!this.#words) return;
    const view = this.#words.atPrefix(prefix) as unknown as { _tree?: Node; _prefix: string };
    walk(view._tree, view._prefix, max, fn);
  }

  /** Index words within `maxEdits` edits of `word` (insertions, deletions, substitutions), itself and near-stopwords excluded. */
  near(word: string, maxEdits: number): string[] {
    const out: string[] = [];
    if (!this.#words) return out;
    for (const [w, [, d]] of this.#words.fuzzyGet(word, maxEdits)) if (d > 0 && !WEAK_STEMS.has(w)) out.push(w);
    return out;
  }
}
