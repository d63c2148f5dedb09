// Issue #13's build-100k row alone: `node --import tsx --expose-gc bench/search/build-only.ts`. The section of
// bench/search.bench.ts that measures it, without the searches and PostgreSQL around it (minutes on a loaded
// machine): raw MiniSearch's addAll over the same 100,000 synthetic servers, released, then our index built
// from them; heap after a full GC for each, and CPU time beside wall time (the machine is shared: the wall
// ratio moves with other work). One JSON line.
import os from 'node:os';
import MiniSearch from 'minisearch';
import { SearchIndex } from '../../catalog/search/index.js';
import { miniSearchDocs, snapshotDocs, syntheticDocs } from './snapshot.js';

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const n = Number(process.env.BENCH_SEARCH_SIZES ?? 100_000);
const docs = syntheticDocs(snapshotDocs({ syntheticRank: true, categories: true }), n);
const flat = miniSearchDocs(docs);
let raw: MiniSearch | null = new MiniSearch({ fields: ['name', 'title', 'description', 'tools'] });
let before = heapMb();
let t0 = performance.now();
let c0 = process.cpuUsage();
raw.addAll(flat);
const addAll = (performance.now() - t0) / 1000;
const addAllCpu = process.cpuUsage(c0).user / 1e6;
const rawHeap = heapMb() - before;
raw = null;
before = heapMb();
t0 = performance.now();
c0 = process.cpuUsage();
const index = new SearchIndex();
for (const d of docs) index.upsert(d);
const build = (performance.now() - t0) / 1000;
const buildCpu = process.cpuUsage(c0).user / 1e6;
const heap = heapMb() - before;
console.log(
  JSON.stringify({
    servers: index.size,
    build: +build.toFixed(2),
    addAll: +addAll.toFixed(2),
    ratio: +(build / addAll).toFixed(2),
    buildCpu: +buildCpu.toFixed(2),
    addAllCpu: +addAllCpu.toFixed(2),
    cpuRatio: +(buildCpu / addAllCpu).toFixed(2),
    heap: +heap.toFixed(1),
    rawHeap: +rawHeap.toFixed(1),
    load: os.loadavg()[0]!.toFixed(1),
  }),
);
