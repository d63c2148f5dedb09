// `npx tsx bench/search/typos.ts`: how much a slip of the fingers costs (issue #11: "some with typos"). Every judged
// request with a relevant server, of the sets not held out, gets one slip in its longest word of five letters or more:
// two letters swapped, one left out, one doubled, at a position drawn from a fixed seed. The table gives nDCG@10 of the
// requests as written and with the slip, and how many of them then get an empty answer. Requests the judges wrote with a
// typo get a second one, so the cost is an upper bound; read it as a ratio, before and after a change, not alone.
import { SearchIndex } from '../../catalog/search/index.js';
import { table } from '../helpers.js';
import { judgedSets, score, type JudgedQuery } from './eval.js';
import { snapshotDocs } from './snapshot.js';

type Slip = 'swap' | 'drop' | 'double';
const SLIPS: readonly Slip[] = ['swap', 'drop', 'double'];

/** A small deterministic generator (the same slips on every run and machine). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The request with one slip in its longest word of five letters or more, or null when it has none. */
function withSlip(query: string, slip: Slip, next: () => number): string | null {
  const words = query.split(' ');
  let at = -1;
  words.forEach((w, i) => {
    if (/^\p{Ll}{5,}$/u.test(w) && (at < 0 || w.length > words[at]!.length)) at = i;
  });
  if (at < 0) return null;
  const w = words[at]!;
  // Never the first letter: people rarely get it wrong (distance.ts isTypoOf).
  const k = 1 + Math.floor(next() * (w.length - 2));
  const typed =
    slip === 'swap'
      ? w.slice(0, k) + w[k + 1]! + w[k]! + w.slice(k + 2)
      : slip === 'drop'
        ? w.slice(0, k) + w.slice(k + 1)
        : w.slice(0, k) + w[k]! + w.slice(k);
  if (typed === w || typed.length < 4) return null;
  words[at] = typed;
  return words.join(' ');
}

const idx = new SearchIndex();
for (const d of snapshotDocs({ categories: true })) idx.upsert(d);
const rank = (q: string) => idx.search({ query: q, limit: 10 }).results.map((r) => r.doc.name);
const rows: (string | number)[][] = [];
for (const slip of SLIPS) {
  const next = random(7);
  let n = 0;
  let asWritten = 0;
  let slipped = 0;
  let empty = 0;
  for (const set of judgedSets()) {
    if (set.heldOut || set.gain !== 'exp') continue;
    const pairs: [JudgedQuery, JudgedQuery][] = [];
    for (const q of set.queries) {
      if (Object.keys(q.judgments).length === 0) continue;
      const typed = withSlip(q.query, slip, next);
      if (typed !== null) pairs.push([q, { ...q, query: typed }]);
    }
    const before = score({ ...set, queries: pairs.map((p) => p[0]) }, rank).perQuery;
    const after = score({ ...set, queries: pairs.map((p) => p[1]) }, rank).perQuery;
    for (let i = 0; i < pairs.length; i++) {
      n++;
      asWritten += before[i]!.ndcg!;
      slipped += after[i]!.ndcg!;
      if (after[i]!.returned === 0) empty++;
    }
  }
  rows.push([slip, n, (asWritten / n).toFixed(4), (slipped / n).toFixed(4), (slipped / asWritten).toFixed(3), empty]);
}
console.log(table(['slip', 'requests', 'nDCG@10 as written', 'with the slip', 'ratio', 'empty answers with the slip'], rows));
