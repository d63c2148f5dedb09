// Layer 3 of the instruction-like detector (notices-v2): a small linear model that catches paraphrases the
// rules have no pattern for. Logistic regression over hashed features of the normalised text:
//   - character 3- to 5-grams of the lower-cased text (spelling, morphology, other languages)
//   - word unigrams and bigrams
// Feature counts are log-scaled and the vector L2-normalised. Weights are int8-quantised in
// notice-model.json, written by scripts/train-notices-model.ts (seeded, reproducible); thresholds were
// chosen there on out-of-fold scores of the training corpus, never on the holdout.
//
//   featurize(text) -> { idx, val }   the sparse vector (shared with training, so both see the same features)
//   modelScore(text) -> number        probability that the text is an instruction aimed at the model
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODEL_BITS = 18;
const DIM = 1 << MODEL_BITS;
const MASK = DIM - 1;

export interface Features {
  idx: Uint32Array;
  val: Float32Array;
}

// Feature counts per hashed index, in a small open-addressing table (the indices are hashes already: their low bits
// place them), and the indices in the order first seen: that order fixes the order of the floating-point sums below, so
// it must stay that of the first implementation (a Map's insertion order). Reused across calls and cleared after each
// text; a text's n-grams are hashed straight into it, no substring is made. (A table as large as the weights, 2^18
// counts, was as fast alone but slower on a busy machine: every text touched a megabyte.)
let cap = 4096;
let keys = new Int32Array(cap).fill(-1);
let counts = new Uint32Array(cap);
// per feature in first-seen order: its index, and its slot in the table
let seen = new Uint32Array(cap);
let slot = new Uint32Array(cap);
let nSeen = 0;
function grow(): void {
  const oldCounts = counts;
  const oldSlot = slot;
  cap *= 2;
  keys = new Int32Array(cap).fill(-1);
  counts = new Uint32Array(cap);
  const grownSeen = new Uint32Array(cap);
  grownSeen.set(seen);
  seen = grownSeen;
  slot = new Uint32Array(cap);
  for (let j = 0; j < nSeen; j++) {
    const k = seen[j]!;
    let i = k & (cap - 1);
    while (keys[i] !== -1) i = (i + 1) & (cap - 1);
    keys[i] = k;
    counts[i] = oldCounts[oldSlot[j]!]!;
    slot[j] = i;
  }
}
function add(k: number): void {
  const m = cap - 1;
  let i = k & m;
  for (;;) {
    const key = keys[i]!;
    if (key === k) {
      counts[i]!++;
      return;
    }
    if (key === -1) break;
    i = (i + 1) & m;
  }
  keys[i] = k;
  counts[i] = 1;
  seen[nSeen] = k;
  slot[nSeen++] = i;
  // at most half full, so probes stay short
  if (nSeen * 2 > cap) grow();
}
const FNV_PRIME = 16777619;
const CHAR_SEED = 2166136261;
const WORD_SEED = 0x9747b28c;
const PAIR_SEED = 0x5bd1e995;
// FNV-1a over the UTF-16 units of s, continued from h (so hashing "a b" is hashing "a", then " ", then "b"); a feature's
// index is the low MODEL_BITS of the result as an unsigned 32-bit number
function fnvMore(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}
const WORD = /[\p{L}\p{N}_'~./-]+/gu;

export function featurize(text: string): Features {
  const t = ` ${text.toLowerCase().replace(/\s+/g, ' ')} `;
  // character 3- to 5-grams at each position, in that order: fnv of t.slice(i, i + n), one character at a time
  for (let i = 0; i + 3 <= t.length; i++) {
    let h = Math.imul(CHAR_SEED ^ t.charCodeAt(i), FNV_PRIME);
    h = Math.imul(h ^ t.charCodeAt(i + 1), FNV_PRIME);
    h = Math.imul(h ^ t.charCodeAt(i + 2), FNV_PRIME);
    add((h >>> 0) & MASK);
    if (i + 4 > t.length) continue;
    h = Math.imul(h ^ t.charCodeAt(i + 3), FNV_PRIME);
    add((h >>> 0) & MASK);
    if (i + 5 > t.length) continue;
    h = Math.imul(h ^ t.charCodeAt(i + 4), FNV_PRIME);
    add((h >>> 0) & MASK);
  }
  // word unigrams and bigrams ("a b": the first word, a space, the second)
  const words = t.match(WORD) ?? [];
  for (let i = 0; i < words.length; i++) {
    add((fnvMore(WORD_SEED, words[i]!) >>> 0) & MASK);
    if (i + 1 < words.length) add((fnvMore(Math.imul(fnvMore(PAIR_SEED, words[i]!) ^ 32, FNV_PRIME), words[i + 1]!) >>> 0) & MASK);
  }
  const idx = new Uint32Array(nSeen);
  const val = new Float32Array(nSeen);
  let norm = 0;
  for (let j = 0; j < nSeen; j++) {
    const k = seen[j]!;
    const at = slot[j]!;
    const v = 1 + Math.log(counts[at]!);
    keys[at] = -1;
    counts[at] = 0;
    idx[j] = k;
    val[j] = v;
    norm += v * v;
  }
  nSeen = 0;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < val.length; i++) val[i]! /= norm;
  return { idx, val };
}

export interface ModelFile {
  version: string;
  bits: number;
  bias: number;
  scale: number;
  // int8 weights, base64
  weights: string;
  threshold: number;
  supportThreshold: number;
  trainedOn: Record<string, number>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const MODEL_PATH = path.join(here, 'notice-model.json');

interface Loaded {
  w: Int8Array;
  bias: number;
  scale: number;
  threshold: number;
  supportThreshold: number;
}

let loaded: Loaded | null | undefined;

function load(): Loaded | null {
  if (loaded !== undefined) return loaded;
  try {
    const file = JSON.parse(fs.readFileSync(MODEL_PATH, 'utf8')) as ModelFile;
    if (file.bits !== MODEL_BITS) throw new Error(`notice-model.json has ${file.bits} bits, code expects ${MODEL_BITS}`);
    const buf = Buffer.from(file.weights, 'base64');
    loaded = {
      w: new Int8Array(buf.buffer, buf.byteOffset, buf.length),
      bias: file.bias,
      scale: file.scale,
      threshold: file.threshold,
      supportThreshold: file.supportThreshold,
    };
  } catch (e) {
    // A missing model file leaves the rules working; a corrupt one is a bug worth seeing.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    loaded = null;
  }
  return loaded;
}

export function modelAvailable(): boolean {
  return load() !== null;
}

// Thresholds are read from the model file; the defaults apply only when no model ships.
export let MODEL_THRESHOLD = 1.01;
export let MODEL_SUPPORT_THRESHOLD = 1.01;
{
  const m = load();
  if (m) {
    MODEL_THRESHOLD = m.threshold;
    MODEL_SUPPORT_THRESHOLD = m.supportThreshold;
  }
}

export function rawScore(f: Features, w: ArrayLike<number>, scale: number, bias: number): number {
  let z = bias;
  for (let i = 0; i < f.idx.length; i++) z += w[f.idx[i]!]! * scale * f.val[i]!;
  return 1 / (1 + Math.exp(-z));
}

// The model reads sentence by sentence and keeps the highest score: a payload is usually one or two
// sentences appended to an honest description, and scoring the whole field would dilute it.
const MIN_SENTENCE = 24;
export function sentencesOf(text: string): string[] {
  const pieces = text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(\[<`*#])|\n+/u)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  let carry = '';
  for (const p of pieces) {
    carry = carry ? `${carry} ${p}` : p;
    if (carry.length >= MIN_SENTENCE) {
      out.push(carry);
      carry = '';
    }
  }
  if (carry) {
    if (out.length) out[out.length - 1] += ` ${carry}`;
    else out.push(carry);
  }
  return out;
}

export function modelScore(text: string): number | null {
  const m = load();
  if (!m) return null;
  let best = 0;
  for (const s of sentencesOf(text)) best = Math.max(best, rawScore(featurize(s), m.w, m.scale, m.bias));
  return best;
}
