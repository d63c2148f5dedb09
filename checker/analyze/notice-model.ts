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

function fnv(s: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Features {
  idx: Uint32Array;
  val: Float32Array;
}

export function featurize(text: string): Features {
  const t = ` ${text.toLowerCase().replace(/\s+/g, ' ')} `;
  const counts = new Map<number, number>();
  const add = (k: number) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (let i = 0; i + 3 <= t.length; i++) {
    for (let n = 3; n <= 5 && i + n <= t.length; n++) add(fnv(t.slice(i, i + n), 2166136261) & MASK);
  }
  const words = t.match(/[\p{L}\p{N}_'~./-]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    add(fnv(words[i]!, 0x9747b28c) & MASK);
    if (i + 1 < words.length) add(fnv(`${words[i]} ${words[i + 1]}`, 0x5bd1e995) & MASK);
  }
  const idx = new Uint32Array(counts.size);
  const val = new Float32Array(counts.size);
  let norm = 0;
  let j = 0;
  for (const [k, c] of counts) {
    const v = 1 + Math.log(c);
    idx[j] = k;
    val[j] = v;
    norm += v * v;
    j++;
  }
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
