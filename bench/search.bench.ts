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
// 3. Issue #13's floors, same run, same documents: the same queries as exact-term lookups in the same
//    index (SearchIndex.exactLookup: the query's analysed words, whole, ORed, no prefix/typo/synonym/tier;
//    analysis not timed), and raw MiniSearch with its defaults over name, title, description and tools
//    (addAll time, heap, and the same exact-term look-ups: the floor's cost while our index was MiniSearch). Rows go to bench/targets.ts (search-20k, search-100k, build-100k, heap-100k).
// `--latency-only` prints part 3's search rows alone (BENCH_SEARCH_SIZES, default 20,000 and 100,000): our p50/p95/p99
// beside the exact-term floor and the target, and how often `total` was a lower bound.
import os from 'node:os';
import MiniSearch from 'minisearch';
import { analyzeQuery } from '../catalog/search/analyze.js';
import { SearchIndex, substringSearch } from '../catalog/search/index.js';
import type { SearchDoc } from '../catalog/search/index.js';
import { benchCluster, benchDatabase, table } from './helpers.js';
import { reportTarget } from './targets.js';
import { judgedSets, score } from './search/eval.js';
import { miniSearchDocs, snapshotDocs, syntheticDocs } from './search/snapshot.js';

function build(docs: readonly SearchDoc[]): SearchIndex {
  const idx = new SearchIndex();
  for (const d of docs) idx.upsert(d);
  return idx;
}

const sets = judgedSets();
// `--latency-only`: issue #13's search rows alone (ours against the exact-term floor, same process, per size), without
// the relevance tables, the registry baselines and raw MiniSearch: a run of minutes, for before/after pairs.
if (process.argv.includes('--latency-only')) {
  const docs0 = snapshotDocs({ syntheticRank: true, categories: true });
  const qs = [...sets.flatMap((set) => set.queries.map((q) => q.query)), ''];
  const p = (xs: number[], at: number): number =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((at / 100) * xs.length))]!;
  const out: (string | number)[][] = [];
  const envSizes = (process.env.BENCH_SEARCH_SIZES ?? '').split(',').filter(Boolean).map(Number);
  for (const n of envSizes.length ? envSizes : [20_000, 100_000]) {
    const index = build(n === docs0.length ? docs0 : syntheticDocs(docs0, n));
    const words = new Map(qs.map((q) => [q, q ? analyzeQuery(q).terms.map((x) => x.alts[0]!) : []]));
    const t: number[] = [];
    const te: number[] = [];
    let lower = 0;
    for (let r = 0; r < (n >= 100_000 ? 3 : 10); r++)
      for (const q of qs) {
        let s = performance.now();
        if (index.search({ query: q, limit: 20 }).totalIsLowerBound) lower++;
        t.push(performance.now() - s);
        s = performance.now();
        index.exactLookup(words.get(q)!, 20);
        te.push(performance.now() - s);
      }
    const ms = n >= 100_000 ? 10 : 2;
    const ratio = p(t, 95) / p(te, 95);
    out.push([
      n,
      [50, 95, 99].map((at) => p(t, at).toFixed(2)).join(' / '),
      [50, 95, 99].map((at) => p(te, at).toFixed(2)).join(' / '),
      `${ratio.toFixed(1)}x`,
      `<= ${ms} ms and <= 3x`,
      p(t, 95) <= ms && ratio <= 3 ? 'met' : 'not met',
      `${((100 * lower) / t.length).toFixed(0)} %`,
    ]);
  }
  console.log(
    table(['servers', 'ours p50 / p95 / p99 ms', 'exact-term floor ms', 'p95 / floor p95', 'target', '', 'total a lower bound'], out),
  );
  console.log(
    `${qs.length} queries (the judged sets and an empty one), limit 20; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  process.exit(0);
}

// --- relevance -------------------------------------------------------------------------------------
const real = snapshotDocs({ categories: true });
const idx = build(real);
const rows0: (string | number)[][] = [];
for (const set of sets) {
  const ours = score(set, (q) => idx.search({ query: q, limit: 10 }).results.map((r) => r.doc.name));
  const base = score(set, (q) =>
    substringSearch(real, q)
      .slice(0, 10)
      .map((d) => d.name),
  );
  console.log(
    `\n${set.label} (${set.file.split('/').pop()}, ${set.gain === 'linear' ? 'linear gain as its README says' : 'gain 2^grade - 1'})`,
  );
  if (set.heldOut) console.log('held out: aggregates only (no query of it is printed)');
  else console.log(`${'query'.padEnd(50)} ours  base  (our top 3 with tier)`);
  for (const [i, p] of set.heldOut ? [] : ours.perQuery.entries()) {
    const b = base.perQuery[i]!;
    const top = idx
      .search({ query: p.query, limit: 3 })
      .results.map((r) => `t${r.tier} ${r.doc.name.split('/').pop()}`)
      .join(', ');
    const v =
      p.ndcg === null
        ? `  -- (${p.returned} results, nothing relevant)`
        : `${p.ndcg.toFixed(2).padStart(4)}  ${b.ndcg!.toFixed(2).padStart(4)}`;
    console.log(`${(p.kind === 'agent' ? '* ' : '  ') + p.query}`.slice(0, 50).padEnd(50), v, ' ', top);
  }
  rows0.push([
    set.label,
    ours.judged,
    ours.mean.toFixed(3),
    ours.meanAgent === null ? '-' : ours.meanAgent.toFixed(3),
    set.target === undefined ? '-' : `>= ${set.target}`,
    base.mean.toFixed(3),
    ours.zeroHit,
    '0',
    ours.noRelevant,
    ours.noRelevantMean.toFixed(2),
    '<= 1',
  ]);
}
console.log('\n* = agent-style request. nDCG@10 per set; zero-hit = judged queries whose top 10 holds none of their relevant servers;');
console.log('no-rel results = mean results in the top 10 for the queries with nothing relevant in the data.');
console.log(
  table(
    ['set', 'judged', 'nDCG@10', 'agent-style', 'target', 'substring', 'zero-hit', 'target', 'no-rel queries', 'no-rel results', 'target'],
    rows0,
  ),
);
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
const floors: (string | number)[][] = [];
const sizes = (process.env.BENCH_SEARCH_SIZES ?? '').split(',').filter(Boolean).map(Number);
try {
  for (const n of sizes.length ? sizes : [realRanked.length, 20_000, 100_000]) {
    const docs = n === realRanked.length ? realRanked : syntheticDocs(realRanked, n);
    // The raw MiniSearch floor first, released before ours is built, so neither holds the other's heap.
    const flat = miniSearchDocs(docs);
    let raw: MiniSearch | null = new MiniSearch({ fields: ['name', 'title', 'description', 'tools'] });
    let before = heapMb();
    let t0 = performance.now();
    raw.addAll(flat);
    const rawBuildS = (performance.now() - t0) / 1000;
    const rawHeap = heapMb() - before;
    const rounds = n >= 100_000 ? 3 : 10;
    const exactWords = new Map([...queries, ''].map((q) => [q, q ? analyzeQuery(q).terms.map((x) => x.alts[0]!) : []]));
    // The same exact-term look-ups in raw MiniSearch (ORed, no prefix or typo, its BM25 order): what the floor
    // cost while our index was MiniSearch (until issue #13's seventh round). Our own postings answer them
    // without scoring, so the same-index floor fell to a tenth; both are printed.
    const tm: number[] = [];
    for (let r = 0; r < rounds; r++)
      for (const q of [...queries, '']) {
        const words = exactWords.get(q)!;
        const s = performance.now();
        if (words.length) raw.search({ combineWith: 'OR', queries: words }, { prefix: false, fuzzy: false }).slice(0, 20);
        tm.push(performance.now() - s);
      }
    raw = null;
    before = heapMb();
    t0 = performance.now();
    let index: SearchIndex | null = build(docs);
    const buildS = (performance.now() - t0) / 1000;
    const heap = heapMb() - before;
    await pg.exec('TRUNCATE bench_servers');
    for (let i = 0; i < docs.length; i += 1000) {
      const chunk = docs.slice(i, i + 1000);
      await pg.exec(`INSERT INTO bench_servers (id, name, description) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])`, [
        chunk.map((d) => d.id),
        chunk.map((d) => d.name),
        chunk.map((d) => d.description ?? ''),
      ]);
    }
    await pg.exec('ANALYZE bench_servers');
    const t: number[] = [];
    const tb: number[] = [];
    const tp: number[] = [];
    const te: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of [...queries, '']) {
        let s = performance.now();
        index.search({ query: q, limit: 20 });
        t.push(performance.now() - s);
        s = performance.now();
        index.exactLookup(exactWords.get(q)!, 20);
        te.push(performance.now() - s);
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
    rows.push([
      n,
      buildS.toFixed(1),
      heap.toFixed(0),
      f(t),
      f(tb),
      (pct(tb, 50) / pct(t, 50)).toFixed(2),
      f(tp),
      (pct(tp, 50) / pct(t, 50)).toFixed(1),
    ]);
    floors.push([
      n,
      f(te),
      (pct(t, 95) / pct(te, 95)).toFixed(1),
      f(tm),
      (pct(t, 95) / pct(tm, 95)).toFixed(1),
      rawBuildS.toFixed(1),
      (buildS / rawBuildS).toFixed(2),
      rawHeap.toFixed(0),
      (heap / rawHeap).toFixed(2),
    ]);
    const p95 = pct(t, 95);
    const e95 = pct(te, 95);
    if (n === 20_000 || n === 100_000) {
      const ms = n === 20_000 ? 2 : 10;
      reportTarget({
        key: n === 20_000 ? 'search-20k' : 'search-100k',
        result: `p95 ${p95.toFixed(2)} ms (p50 ${pct(t, 50).toFixed(2)})`,
        floor: `exact-term p95 ${e95.toFixed(2)} ms (raw MiniSearch's: ${pct(tm, 95).toFixed(2)} ms, ${(p95 / pct(tm, 95)).toFixed(1)}x)`,
        ratio: `${(p95 / e95).toFixed(1)}x`,
        met: p95 <= ms && p95 / e95 <= 3,
      });
    }
    if (n === 100_000) {
      reportTarget({
        key: 'build-100k',
        result: `${buildS.toFixed(1)} s`,
        floor: `addAll ${rawBuildS.toFixed(1)} s`,
        ratio: `${(buildS / rawBuildS).toFixed(2)}x`,
        met: buildS / rawBuildS <= 1.5,
      });
      reportTarget({
        key: 'heap-100k',
        result: `${heap.toFixed(0)} MB`,
        floor: `raw MiniSearch ${rawHeap.toFixed(0)} MB`,
        ratio: `${(heap / rawHeap).toFixed(2)}x`,
        met: heap / rawHeap <= 1.3,
      });
    }
    index = null;
  }
} finally {
  await pg.close();
  await cluster.stop();
}
console.log('');
console.log(
  table(
    ['servers', 'build s', 'heap MB', 'ours p50/p95/p99 ms', 'substring (memory) ms', 'ratio p50', 'ILIKE (PostgreSQL) ms', 'ratio p50'],
    rows,
  ),
);
console.log(
  'ratio p50 = baseline p50 / ours p50 (above 1: ours is faster); ILIKE is timed once per query, in-memory searches 10 times (3 at 100,000).',
);
console.log('');
console.log(
  table(
    [
      'servers',
      'exact-term lookup p50/p95/p99 ms',
      'ours p95 / its p95',
      'raw MiniSearch exact-term ms',
      'ours p95 / its p95',
      'raw MiniSearch addAll s',
      'our build / addAll',
      'raw MiniSearch heap MB',
      'our heap / raw',
    ],
    floors,
  ),
);
console.log(
  `#13 floors in the same run (load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(
      ' ',
    )}): exact-term lookup = the query's analysed words whole in the same index; raw MiniSearch = its defaults over name, title, description, tools (its exact-term look-ups: the same words, ORed, BM25-ordered).`,
);
