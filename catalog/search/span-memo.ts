// A memo keyed by a span of a string, read in place. analyze.ts looks up each chunk of every text a document has:
// cutting every chunk out of its text and hashing it into a Map was the index build's hottest line (issue #13: the
// substrings' allocation, hashing and garbage for a million-odd chunks at 100,000 servers). A span is cut out only
// when it is new. Open addressing with linear probing; pure values only.

/** The hash of text[from, to) that SpanMemo keys on (FNV-1a over the UTF-16 code units, then mixed). */
export function spanHash(text: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) | 0;
}

/** One generation of a SpanMemo. */
class Table<V> {
  /** Entry index + 1 per slot, 0 for a free one; twice as many slots as entries at most, rounded up to a power of two. */
  readonly slots: Int32Array;
  readonly mask: number;
  readonly keys: string[];
  readonly hashes: Int32Array;
  readonly values: V[];
  size = 0;

  constructor(max: number) {
    let n = 1;
    while (n < 2 * max) n *= 2;
    this.slots = new Int32Array(n);
    this.mask = n - 1;
    this.keys = new Array<string>(max).fill('');
    this.hashes = new Int32Array(max);
    this.values = new Array<V>(max);
  }

  /** The entry of text[from, to), or -1. */
  find(text: string, from: number, to: number, hash: number): number {
    const len = to - from;
    const keys = this.keys;
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      const e = this.slots[i]! - 1;
      if (e < 0) return -1;
      if (this.hashes[e] !== hash) continue;
      const key = keys[e]!;
      if (key.length !== len) continue;
      let j = 0;
      while (j < len && key.charCodeAt(j) === text.charCodeAt(from + j)) j++;
      if (j === len) return e;
    }
  }

  set(key: string, hash: number, value: V): void {
    let i = hash & this.mask;
    while (this.slots[i] !== 0) i = (i + 1) & this.mask;
    const e = this.size++;
    this.keys[e] = key;
    this.hashes[e] = hash;
    this.values[e] = value;
    this.slots[i] = e + 1;
  }

  clear(): void {
    this.slots.fill(0);
    // The kept keys and values are let go with it: the memo holds no text of a document it no longer needs.
    this.keys.fill('');
    this.values.fill(undefined as unknown as V);
    this.size = 0;
  }
}

/**
 * Two generations of at most `max` entries each: when the newer is full it becomes the older one and the older is
 * emptied, and an entry found in the older one moves back to the newer. What a catalogue repeats stays; a word of
 * one server (its owner's name) is let go. Emptied whole, the common words were analysed afresh after every
 * 20,000 new ones (issue #13).
 */
export class SpanMemo<V> {
  readonly max: number;
  #young: Table<V>;
  #old: Table<V>;

  constructor(max: number) {
    this.max = max;
    this.#young = new Table<V>(max);
    this.#old = new Table<V>(max);
  }

  /** The value kept for text[from, to), whose spanHash is `hash`. */
  get(text: string, from: number, to: number, hash: number): V | undefined {
    const young = this.#young;
    let e = young.find(text, from, to, hash);
    if (e >= 0) return young.values[e];
    const old = this.#old;
    e = old.find(text, from, to, hash);
    if (e < 0) return undefined;
    const v = old.values[e]!;
    this.set(old.keys[e]!, hash, v);
    return v;
  }

  /** Keeps `value` for `key` (spanHash(key, 0, key.length) is `hash`), which the newer generation does not hold. */
  set(key: string, hash: number, value: V): void {
    if (this.#young.size >= this.max) {
      const old = this.#old;
      this.#old = this.#young;
      old.clear();
      this.#young = old;
    }
    this.#young.set(key, hash, value);
  }
}
