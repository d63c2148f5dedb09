// Search relevance and speed: `npx tsx bench/search.bench.ts`.
// 1. nDCG@10 of Switchboard's search and of the registry's substring search on the tuning set
//    bench/search/judged.json, the frozen holdout bench/search/judged-holdout-11.json, the earlier holdout
//    bench/search/judged-holdout.json and the shared agent-style dev set ../shared/eval (bench/search/eval.ts),
//    with per-query lines, zero-hit counts and results returned where nothing is relevant, targets beside. `--relevance-only` stops after this part. Docs are the snapshot's latest servers with no tools
//    and no rank score, categorised from their own text as the checker does (core/categories), so only
//    the text decides: a fair comparison with the baseline, and the categories production search sees.
//    Queries with no right answer in the data are listed apart: what each search returns for them.
// 2. Latency p50/p95/p99 over the judged queries (plus an empty query sorted by rank) and heap used, at the
//    real 1,108 servers and at 20,000 and 100,000 synthetic ones (bench/search/snapshot.ts derives them from
//    the real ones by renaming and recombining; synthetic rank scores are a hash of the name), with the
//    registry-style baselines on the same catalogue: the substring match in memory, and `ILIKE '%q%'` on
//    name or description in PostgreSQL (the embedded one, a table of the same rows), each as a ratio.
import { SearchIndex, substringSearch } from '../catalog/search/index.js';
import type { SearchDoc } from '../catalog/search/index.js';
import { benchCluster, benchDatabase, table } from './helpers.js';
import { judgedSets, score } from './search/eval.js';
import { snapshotDocs, syntheticDocs } from './search/snapshot.js';


function build(docs: readonly SearchDoc[]): SearchIndex {
  const idx = new SearchIndex();
  for (const d of docs) idx.upsert(d);
  return idx;
}

// --- relevance -------------------------------------------------------------------------------------
const real = snapshotDocs({ categories: true });
const idx = build(real);
const sets = judgedSets();
const rows0: (string | number)[][] = [];
for (const set of sets) {
  const ours = score(set, (q) => idx.search({ query: q, limit: 10 }).results.map((r) => r.doc.name));
  const base = score(set, (q) => substringSearch(real, q).slice(0, 10).map((d) => d.name));
  console.log(`\n${set.label} (${set.file.split('/').pop()}, ${set.gain === 'linear' ? 'linear gain as its README says' : 'gain 2^grade - 1'})`);
  console.log(`${'query'.padEnd(50)} ours  base  (our top 3 with tier)`);
  for (const [i, p] of ours.perQuery.entries()) {
    const b = base.perQuery[i]!;
    const top = idx.search({ query: p.query, limit: 3 }).results.map((r) => `t${r.tier} ${r.doc.name.split('/').pop()}`).join(', ');
    const v = p.ndcg === null ? `  -- (${p.returned} results, nothing relevant)` : `${p.ndcg.toFixed(2).padStart(4)}  ${b.ndcg!.toFixed(2).padStart(4)}`;
    console.log(`${(p.kind === 'agent' ? '* ' : '  ') + p.query}`.slice(0, 50).padEnd(50), v, ' ', top);
  }
  rows0.push([set.label, ours.judged, ours.mean.toFixed(3), ours.meanAgent === null ? '-' : ours.meanAgent.toFixed(3),
    set.target === undefined ? '-' : `>= ${set.target}`, base.mean.toFixed(3), ours.zeroHit, '0',
    ours.noRelevant, ours.noRelevantMean.toFixed(2), '<= 1']);
}
console.log('\n* = agent-style request. nDCG@10 per set; zero-hit = judged queries whose top 10 holds none of their relevant servers;');
console.log('no-rel results = mean results in the top 10 for the queries with nothing relevant in the data.');
console.log(table(['set', 'judged', 'nDCG@10', 'agent-style', 'target', 'substring', 'zero-hit', 'target', 'no-rel queries', 'no-rel results', 'target'], rows0));
if (process.argv.includes('--relevance-only')) process.exit(0);

// --- latency and memory ------------------------------------------------------------------------------
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const queries = sets.flatMap((set) => set.queries.map((q) => q.query));
const realRanked = snapshotDocs({ syntheticRank: true, categories: true });
const cluster = await benchCluster();
const pg = await benchDatabase(cluster, 'bench_search');
await pg.exec('CREATE TABLE bench_servers (id bigint PRIMARY KEY, name text NOT NULL, description text)');
// The registry's query, with the pattern's own % and _ escaped.
const ilike = `SELECT id, name FROM bench_servers WHERE name ILIKE :p OR description ILIKE :p ORDER BY name LIMIT 20`;
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const f = (xs: number[]): string => [50, 95, 99].map((p) => pct(xs, p).toFixed(2)).join(' / ');
const rows: (string | number)[][] = [];
try {
  for (const n of [realRanked.length, 20_000, 100_000]) {
    const docs = n === realRanked.length ? realRanked : syntheticDocs(realRanked, n);
    const before = heapMb();
    const t0 = performance.now();
    let index: SearchIndex | null = build(docs);
    const buildS = (performance.now() - t0) / 1000;
    const heap = heapMb() - before;
    await pg.exec('TRUNCATE bench_servers');
    for (let i = 0; i < docs.length; i += 1000) {
      const chunk = docs.slice(i, i + 1000);
      await pg.exec(
        `INSERT INTO bench_servers (id, name, description) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`,
        [chunk.map((d) => d.id), chunk.map((d) => d.name), chunk.map((d) => d.description ?? '')],
      );
    }
    await pg.exec('ANALYZE bench_servers');
    const rounds = n >= 100_000 ? 3 : 10;
    const t: number[] = [];
    const tb: number[] = [];
    const tp: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of [...queries, '']) {
        let s = performance.now();
        index.search({ query: q, limit: 20 });
        t.push(performance.now() - s);
        s = performance.now();
        substringSearch(docs, q).slice(0, 20);
        tb.push(performance.now() - s);
        if (r === 0) {
          s = performance.now();
          await pg.rows(ilike, { p: pattern(q) });
          tp.push(performance.now() - s);
        }
      }
    }
    rows.push([n, buildS.toFixed(1), heap.toFixed(0), f(t), f(tb), (pct(tb, 50) / pct(t, 50)).toFixed(2), f(tp), (pct(tp, 50) / pct(t, 50)).toFixed(1)]);
    index = null;
  }
} finally {
  await pg.close();
  await cluster.stop();
}
console.log('');
console.log(table(['servers', 'build s', 'heap MB', 'ours p50/p95/p99 ms', 'substring (memory) ms', 'ratio p50', 'ILIKE (PostgreSQL) ms', 'ratio p50'], rows));
console.log('ratio p50 = baseline p50 / ours p50 (above 1: ours is faster); ILIKE is timed once per query, in-memory searches 10 times (3 at 100,000).');
