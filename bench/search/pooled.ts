// `npx tsx bench/search/pooled.ts [--without <rule>]...`: the development sets pooled (every judged set but the tuning
// set, holdout-11 and blind-26, each query weighed once: nDCG@10, zero-hit, mean results where nothing is relevant),
// beside the tuning set and holdout-11, for the full search and with each named rule (tiers.ts RuleSwitches) off, in
// the same run. Held-out sets are aggregates only; blind-26 is not scored at all.
import { SearchIndex } from '../../catalog/search/index.js';
import type { RuleSwitches } from '../../catalog/search/tiers.js';
import { table } from '../helpers.js';
import { judgedSets, score } from './eval.js';
import { snapshotDocs } from './snapshot.js';

const HELD_OUT = new Set(['holdout-11 (frozen)', 'blind-26']);
const off = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--without' ? [a] : []));
const docs = snapshotDocs({ categories: true });
const sets = judgedSets().filter((s) => s.label !== 'blind-26');
const variants: [string, RuleSwitches][] = [['all rules', {}], ...off.map((r): [string, RuleSwitches] => [`without ${r}`, { [r]: false }])];
const group = (label: string) => (label === 'tuning' ? 'tuning' : HELD_OUT.has(label) ? 'holdout-11' : 'pooled dev');
const rows: string[][] = [];
for (const [label, rules] of variants) {
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  const acc = new Map<string, { sum: number; judged: number; zeroHit: number; noRel: number; noRelSum: number; perSet: string[] }>();
  for (const set of sets) {
    const s = score(set, (q) => idx.search({ query: q, limit: 10 }).results.map((r) => r.doc.name));
    const g = group(set.label);
    const a = acc.get(g) ?? { sum: 0, judged: 0, zeroHit: 0, noRel: 0, noRelSum: 0, perSet: [] };
    a.sum += s.mean * s.judged;
    a.judged += s.judged;
    a.zeroHit += s.zeroHit;
    a.noRel += s.noRelevant;
    a.noRelSum += s.noRelevant ? s.noRelevantMean * s.noRelevant : 0;
    if (g === 'pooled dev') a.perSet.push(`${set.label.split(' ')[0]} ${s.zeroHit}`);
    acc.set(g, a);
  }
  const row = [label];
  for (const g of ['tuning', 'holdout-11', 'pooled dev']) {
    const a = acc.get(g)!;
    row.push(`${(a.sum / a.judged).toFixed(4)} / ${a.zeroHit} / ${(a.noRelSum / Math.max(1, a.noRel)).toFixed(2)} (${a.noRel})`);
  }
  row.push(acc.get('pooled dev')!.perSet.join(', '));
  rows.push(row);
}
console.log('nDCG@10 / zero-hit / mean results where nothing is relevant (queries)');
console.log(table(['variant', 'tuning', 'holdout-11', 'pooled dev', 'zero-hit per dev set'], rows));
