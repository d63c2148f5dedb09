// Switchboard as a sub-registry, over the real snapshot on loopback HTTP. Baselines in the same run:
// - paging the same 1,108 latest entries from the in-memory registry stand-in (no database, no measures):
//   the floor for HTTP + JSON of the same bytes, so the ratio is what the database read and our _meta cost;
// - `search=` against Switchboard's own JSON search API (/api/servers.json?q=), same index, same limit;
// - a second Switchboard's full sync from the first, against the same sync from the stand-in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiveIndex } from '../catalog/search-sync/live-index.js';
import { runSync } from '../checker/sync/run-sync.js';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/log.js';
import { createApp } from '../app/http/app.js';
import { startRegistryStandIn, type ListItem } from '../demo/registry-stand-in.js';
import { SNAPSHOT_PATH, snapshotItems } from '../tests/helpers/snapshot.js';
import { benchCluster, benchDatabase, table, timed } from './helpers.js';

const UA = { 'user-agent': 'SwitchboardBench/1' };

async function getJson(url: string): Promise<{ metadata?: { nextCursor?: string }; nextCursor?: string | null }> {
  const res = await fetch(url, { headers: UA });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as never;
}

async function pageAll(base: string): Promise<number> {
  let cursor: string | undefined;
  let pages = 0;
  do {
    const body = await getJson(`${base}/v0.1/servers?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    pages++;
    cursor = body.metadata?.nextCursor;
  } while (cursor);
  return pages;
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

async function samples(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await timed(fn)).ms);
  return out;
}

const cluster = await benchCluster();
const rows: (string | number)[][] = [];
const closers: (() => Promise<void>)[] = [];
try {
  const db = await benchDatabase(cluster, 'bench_registry_first');
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const log = createLogger('silent');
  const live = new LiveIndex({ db, log, catchUpMs: 0 });
  await live.start();
  const app = createApp({ db, config: loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://switchboard.example' }), log, live });
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const first = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await live.close();
    await db.close();
  });
  const latest = (snapshotItems() as ListItem[]).filter((i) => i._meta['io.modelcontextprotocol.registry/official'].isLatest);
  const standIn = await startRegistryStandIn({ items: latest });
  closers.push(() => standIn.close());

  await pageAll(first); // warm-up
  await pageAll(standIn.url);
  const ours = await samples(10, () => pageAll(first));
  const floor = await samples(10, () => pageAll(standIn.url));
  const p50 = quantile(ours, 0.5);
  const f50 = quantile(floor, 0.5);
  rows.push([
    'page all 1,108 servers (12 pages of 100), median of 10',
    `${p50.toFixed(1)} ms (${(p50 / 12).toFixed(1)} ms a page)`,
    `stand-in, same entries from memory: ${f50.toFixed(1)} ms (ratio ${(p50 / f50).toFixed(1)}x)`,
  ]);

  const queries = ['weather', 'postgres database', 'send email', 'book a flight', 'github issues', 'web scraping', 'calendar', 'pdf'];
  const reg = await samples(5, async () => {
    for (const q of queries) await getJson(`${first}/v0.1/servers?search=${encodeURIComponent(q)}&limit=30`);
  });
  const api = await samples(5, async () => {
    for (const q of queries) await getJson(`${first}/api/servers.json?q=${encodeURIComponent(q)}&limit=30`);
  });
  const r50 = quantile(reg, 0.5) / queries.length;
  const a50 = quantile(api, 0.5) / queries.length;
  rows.push([
    `search=, 8 queries x 5, limit 30, median per request`,
    `${r50.toFixed(1)} ms`,
    `/api/servers.json?q= (same index): ${a50.toFixed(1)} ms (ratio ${(r50 / a50).toFixed(1)}x)`,
  ]);

  const second = await benchDatabase(cluster, 'bench_registry_second');
  const viaUs = await timed(() => runSync(second, { source: { kind: 'registry', url: first }, progress: false }));
  await second.close();
  const third = await benchDatabase(cluster, 'bench_registry_third');
  const viaStandIn = await timed(() => runSync(third, { source: { kind: 'registry', url: standIn.url }, progress: false }));
  await third.close();
  rows.push([
    'second Switchboard: full sync from the first',
    `${viaUs.value.counts.new} servers in ${(viaUs.ms / 1000).toFixed(1)} s (${Math.round(viaUs.value.counts.new / (viaUs.ms / 1000))}/s)`,
    `from the stand-in: ${(viaStandIn.ms / 1000).toFixed(1)} s (ratio ${(viaUs.ms / viaStandIn.ms).toFixed(2)}x)`,
  ]);
} finally {
  for (const c of closers.reverse()) await c().catch(() => undefined);
  await cluster.stop();
}
console.log(table(['what', 'result', 'baseline in the same run'], rows));
