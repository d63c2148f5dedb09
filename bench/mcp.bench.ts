// The MCP endpoint under load, and search latency against the registry's own way of searching.
// `npx tsx bench/mcp.bench.ts` (standalone; also run by `npm run bench`).
// 1. Requests per second of search_servers (tools/call over Streamable HTTP, stateless) from N concurrent
//    keep-alive clients (undici) sending a fixed number of requests each round, beside GET /healthz on the
//    same server and the same load generator as the same-run baseline (ratio).
// 2. Latency p50/p95/p99 of the registry-style baseline, `name ILIKE '%q%' OR description ILIKE '%q%'`
//    in the same PostgreSQL, against the in-memory index search, over the same queries (ratio).
// Data: the real registry snapshot synced into a throwaway embedded PostgreSQL (no checks). Everything on
// loopback. The load generator shares the process (and the 2 cores) with the server: absolute numbers are
// low bounds; the ratios are what to compare.
import { Pool } from 'undici';
import { benchCluster, EVERYDAY_QUERIES, serveSnapshot, table } from './helpers.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const ROUNDS_PER_QUERY = 50;

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function load(
  pool: Pool,
  make: (i: number) => { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> },
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  let next = 0;
  let errors = 0;
  const lat: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const req = make(i);
        const s = performance.now();
        const res = await pool.request({ method: req.method, path: req.path, body: req.body, headers: req.headers });
        const text = await res.body.text();
        if (res.statusCode !== 200 || text.includes('"isError":true') || text.includes('"error":')) errors++;
        lat.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  return { rps: REQUESTS / secs, p50: pct(lat, 50), p99: pct(lat, 99), errors };
}

const cluster = await benchCluster();
try {
  const { db, live, server, origin } = await serveSnapshot(cluster, 'bench_mcp');
  const pool = new Pool(origin, { connections: CONCURRENCY, pipelining: 1 });
  const mcpHeaders = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2025-06-18',
    'user-agent': 'SwitchboardBench/1',
  };
  const search = (i: number) => ({
    method: 'POST' as const,
    path: '/mcp',
    headers: mcpHeaders,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: i,
      method: 'tools/call',
      params: { name: 'search_servers', arguments: { query: EVERYDAY_QUERIES[i % EVERYDAY_QUERIES.length], limit: 10 } },
    }),
  });
  const health = () => ({ method: 'GET' as const, path: '/healthz', headers: { 'user-agent': 'SwitchboardBench/1' } });

  // Warm both paths (JIT, connection setup) before measuring.
  for (let i = 0; i < 200; i++) {
    await (await pool.request(search(i))).body.text();
    await (await pool.request(health())).body.text();
  }
  const h = await load(pool, health);
  const s = await load(pool, search);
  console.log(`HTTP on loopback, ${CONCURRENCY} keep-alive connections, ${REQUESTS} requests each (undici):\n`);
  console.log(
    table(
      ['request', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs /healthz'],
      [
        ['GET /healthz (baseline)', h.rps.toFixed(0), h.p50.toFixed(2), h.p99.toFixed(2), h.errors, '1.00'],
        ['POST /mcp tools/call search_servers', s.rps.toFixed(0), s.p50.toFixed(2), s.p99.toFixed(2), s.errors, (s.rps / h.rps).toFixed(2)],
      ],
    ),
  );
  await pool.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));

  // Search latency: registry-style ILIKE in PostgreSQL vs the in-memory index (same queries, same data).
  const pgMs: number[] = [];
  const idxMs: number[] = [];
  for (let round = 0; round < ROUNDS_PER_QUERY; round++) {
    for (const q of EVERYDAY_QUERIES) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let t = performance.now();
      await db.rows(
        `SELECT id, name FROM servers WHERE status <> 'deleted' AND removed_at IS NULL AND (name ILIKE :like OR description ILIKE :like)
          ORDER BY name LIMIT 10`,
        { like },
      );
      pgMs.push(performance.now() - t);
      t = performance.now();
      live.index.search({ query: q, limit: 10 });
      idxMs.push(performance.now() - t);
    }
  }
  console.log(
    `\nSearch latency over ${EVERYDAY_QUERIES.length} queries x ${ROUNDS_PER_QUERY} rounds, ${live.index.size} servers in the index (1,108 rows in PostgreSQL):\n`,
  );
  const row = (name: string, xs: number[], base: number[]) => [
    name,
    pct(xs, 50).toFixed(3),
    pct(xs, 95).toFixed(3),
    pct(xs, 99).toFixed(3),
    (pct(xs, 50) / pct(base, 50)).toFixed(2),
  ];
  console.log(
    table(
      ['search', 'p50 ms', 'p95 ms', 'p99 ms', 'p50 vs ILIKE'],
      [row("PostgreSQL ILIKE '%q%' on name or description (baseline)", pgMs, pgMs), row('in-memory index (five tiers)', idxMs, pgMs)],
    ),
  );
  await live.close();
  await db.close();
} finally {
  await cluster.stop();
}
