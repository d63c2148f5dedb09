/**
 * The search index's inverted index: for each index word, the servers that have it. Only which servers hold
 * which words is asked of it (tiers.ts scores from the analysed document itself), so a word keeps a plain
 * array of server ids, and a look-up returns, per server, the index words it matched.
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

export class Postings {
  /** The words in a radix tree: prefix and typo look-ups (absent when made for whole words only). */
  readonly #words: SearchableMap<number[]> | undefined;
  /**
   * The same words and the same list objects by whole word: adding a server to a word, taking it out, and
   * every whole-word look-up. A get from the tree walks it letter run by letter run (a fifth of the index
   * build at 20,000 servers, issue #13); the tree is changed only when a word comes or goes.
   */
  readonly #exact = new Map<string, number[]>();

  /**
   * `opts.prefixes: false`: the words are only ever looked up whole (`servers`; the server words, index.ts), so
   * no tree is kept; `lookup` and `near` then find nothing by prefix or typo.
   */
  constructor(opts: { prefixes?: boolean } = {}) {
    this.#words = opts.prefixes === false ? undefined : new SearchableMap<number[]>();
  }

  /**
   * Records that server `id` holds each word, in the fields given (analyze.ts FIELD_BIT, ORed). With `mask`,
   * only the words held in at least one of its fields are recorded, each with all of its fields (tiers.ts reads
   * them all); `skip`'s words are left out.
   */
  add(id: number, words: Iterable<[string, number]>, mask = ~0, skip?: ReadonlySet<string>): void {
    for (const [w, fields] of words) if ((fields & mask) !== 0 && !skip?.has(w)) this.addWord(id, w, fields);
  }

  /** Records that server `id` holds `word` in `fields` (add, for one word: the index adds a server's words in one pass). */
  addWord(id: number, word: string, fields: number): void {
    const posting = id * SHIFT + fields;
    const list = this.#exact.get(word);
    if (list) list.push(posting);
    else {
      const fresh = [posting];
      this.#exact.set(word, fresh);
      this.#words?.set(word, fresh);
    }
  }

  /** Forgets server `id` under each of `words` (what it was added with). */
  remove(id: number, words: Iterable<string>): void {
    for (const w of words) {
      const list = this.#exact.get(w);
      if (!list) continue;
      let i = list.length - 1;
      while (i >= 0 && Math.floor(list[i]! / SHIFT) !== id) i--;
      if (i < 0) continue;
      // Order within a word does not matter (callers rank by their own keys): swap with the last, drop it.
      list[i] = list[list.length - 1]!;
      list.pop();
      if (list.length === 0) {
        this.#exact.delete(w);
        this.#words?.delete(w);
      }
    }
  }

  /** Index words held (tests: the tree and the whole-word map stay in step). */
  get size(): number {
    return this.#exact.size;
  }

  /** Servers holding `word` whole (the first `limit` of them). */
  ids(word: string, limit = Infinity): number[] {
    const list = this.#exact.get(word) ?? [];
    return (limit < list.length ? list.slice(0, limit) : list).map((p) => Math.floor(p / SHIFT));
  }

  /** Calls `fn` with each server holding `word` whole and the fields that hold it there. */
  servers(word: string, fn: (id: number, fields: number) => void): void {
    const list = this.#exact.get(word);
    if (!list) return;
    for (const p of list) {
      const id = Math.floor(p / SHIFT);
      fn(id, p - id * SHIFT);
    }
  }

  /** Some server holds `word` whole in one of the fields of `mask` (analyze.ts FIELD_BIT, ORed); stops at the first. */
  heldIn(word: string, mask: number): boolean {
    const list = this.#exact.get(word);
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
      const whole = this.#exact.get(s.term);
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
