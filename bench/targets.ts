// Issue #13's targets in one table. Each bench measures its rows beside their floor in its own process and
// reports them with reportTarget(); `npm run bench` (bench/run.ts) collects the reports (a JSON line each
// in the file named by BENCH_TARGETS) and prints one table at the end, in the order below, with a clear
// "not measured" line for any row no bench reported in that run. Run alone, a bench just prints its rows.
import fs from 'node:fs';

export interface TargetRow {
  /** One of TARGETS' keys. */
  key: string;
  result: string;
  floor: string;
  /** result against the floor, as the target reads it (e.g. "0.42" or "1.13x"). */
  ratio: string;
  met: boolean;
}

/** Every row of #13, in the order; `bench` is the file that reports it. */
export const TARGETS: { key: string; what: string; target: string; bench: string }[] = [
  {
    key: 'mcp-16',
    what: 'search_servers over /mcp, 16 keep-alive connections (separate load process)',
    target: '>= 0.5 of GET /healthz',
    bench: 'load',
  },
  {
    key: 'mcp-200',
    what: '/mcp under 200 concurrent clients for 10 s',
    target: '0 errors; p99 <= 10x the 16-connection p50',
    bench: 'load',
  },
  {
    key: 'search-20k',
    what: 'search p95 in process, 20,000 synthetic servers',
    target: '<= 2 ms and <= 3x exact-term floor',
    bench: 'search',
  },
  { key: 'search-100k', what: 'search p95, 100,000 synthetic servers', target: '<= 10 ms and <= 3x exact-term floor', bench: 'search' },
  { key: 'build-100k', what: 'index build at start, 100,000 servers', target: '<= 1.5x MiniSearch addAll', bench: 'search' },
  { key: 'heap-100k', what: 'heap of the index at 100,000', target: '<= 1.3x raw MiniSearch', bench: 'search' },
  {
    key: 'check-cpu',
    what: 'CPU per check of a responding server (5 requests)',
    target: '<= 1.5x the same requests sent bare',
    bench: 'check',
  },
  { key: 'sync-100k', what: 'sync, 100,000-version synthetic registry over HTTP', target: '>= 0.7 of paging + validating', bench: 'sync' },
  { key: 'schedule', what: 'full check pass vs the politeness lower bound', target: '<= 1.1 (quiet run)', bench: 'schedule' },
  { key: 'worker-rss', what: 'worker RSS across three consecutive full passes', target: 'flat', bench: 'schedule' },
  { key: 'web-rss', what: 'web process RSS under the 200-client load', target: '<= 1.5x its idle RSS', bench: 'load' },
];

export function reportTarget(row: TargetRow): void {
  const file = process.env.BENCH_TARGETS;
  if (file) fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
}

/** The combined table, as markdown rows: what, result, floor, ratio, target, met. */
export function targetTable(reported: TargetRow[]): (string | number)[][] {
  const byKey = new Map(reported.map((r) => [r.key, r]));
  const rows = TARGETS.map((t) => {
    const r = byKey.get(t.key);
    if (!r) return [t.what, `not measured in this run (bench/${t.bench}.bench.ts)`, '-', '-', t.target, '-'];
    return [t.what, r.result, r.floor, r.ratio, t.target, r.met ? 'yes' : 'NO'];
  });
  for (const r of reported)
    if (!TARGETS.some((t) => t.key === r.key)) rows.push([r.key, r.result, r.floor, r.ratio, '?', r.met ? 'yes' : 'NO']);
  return rows;
}
