// Every get_server answer of the snapshot, written to a file, so that two versions of the code can be compared
// byte for byte (issue #13: get_server read the same data with fewer round trips; no answer may change).
//   npx tsx bench/get-server-answers.ts <out.jsonl>      then      cmp a.jsonl b.jsonl (or: --compare a.jsonl b.jsonl)
// The web process is the real command (bin/switchboard.js web) on a throwaway embedded PostgreSQL holding the
// registry snapshot plus everything get_server reads for many of its servers (tests/helpers/detail-seed.ts).
// For every server: both protocol eras by name, by slug, with every `include`, with `include: ["history"]`,
// with `tool` (one the seeded servers list, one none does), the SDK path (one more _meta key) for some, and its
// JSON twin /api/servers/<slug>.json; plus unknown names (suggestions). One JSON line per request: what was
// asked, status, content type and body. Run both versions on the same UTC day (the answers hold 30 days).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { request } from 'undici';
import { runSync } from '../checker/sync/run-sync.js';
import { seedDetails } from '../tests/helpers/detail-seed.js';
import { SNAPSHOT_PATH } from '../tests/helpers/snapshot.js';
import { benchCluster, benchDatabase, spawnWeb } from './helpers.js';

const MODERN = '2026-07-28';
const LEGACY = '2025-06-18';

if (process.argv[2] === '--compare') {
  const [a, b] = [process.argv[3]!, process.argv[4]!].map((f) => fs.readFileSync(f, 'utf8').split('\n').filter(Boolean));
  let differ = 0;
  for (let i = 0; i < Math.max(a!.length, b!.length); i++) {
    if (a![i] === b![i]) continue;
    if (differ++ < 5) console.log(`line ${i + 1} differs:\n< ${a![i]?.slice(0, 2000)}\n> ${b![i]?.slice(0, 2000)}`);
  }
  console.log(`${a!.length} and ${b!.length} answers; ${differ} differ`);
  process.exit(differ ? 1 : 0);
}

const out = process.argv[2];
if (!out) throw new Error('usage: get-server-answers.ts <out.jsonl> | --compare a.jsonl b.jsonl');

type Ask = { label: string; method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

function toolCall(era: 'legacy' | 'modern', id: number, args: Record<string, unknown>, sdk = false): Ask {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'user-agent': 'SwitchboardBench/1 (answers)',
    'mcp-protocol-version': era === 'modern' ? MODERN : LEGACY,
  };
  const params: Record<string, unknown> = { name: 'get_server', arguments: args };
  if (era === 'modern') {
    headers['mcp-method'] = 'tools/call';
    headers['mcp-name'] = 'get_server';
    params._meta = {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientInfo': { name: 'switchboard-answers', version: '1' },
      'io.modelcontextprotocol/clientCapabilities': {},
    };
  }
  if (sdk) params._meta = { ...(params._meta as object | undefined), 'switchboard.bench/path': 'sdk' };
  const body = JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params });
  return { label: `${era}${sdk ? ' sdk' : ''} ${JSON.stringify(args)}`, method: 'POST', path: '/mcp', headers, body };
}

const cluster = await benchCluster();
let web: ChildProcess | undefined;
try {
  const db = await benchDatabase(cluster, 'bench_answers');
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  await seedDetails(db);
  const servers = await db.rows<{ id: number; name: string; slug: string }>(`SELECT id, name, slug FROM servers ORDER BY id`);
  const dbUrl = db.url;
  await db.close();

  const started = await spawnWeb(dbUrl);
  web = started.proc;
  const origin = started.origin;
  for (;;) {
    if (web.exitCode !== null) throw new Error(`the web process exited with ${web.exitCode}`);
    try {
      const r = await request(`${origin}/readyz`);
      await r.body.text();
      if (r.statusCode === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  const asks: Ask[] = [];
  let id = 0;
  for (const s of servers) {
    for (const era of ['legacy', 'modern'] as const) {
      for (const args of [
        { name: s.name },
        { slug: s.slug },
        { name: s.name, include: ['schemas', 'history', 'surfaces', 'install_all', 'rank_parts'] },
        { name: s.name, include: ['history'] },
        { name: s.name, tool: 'get_forecast' },
        { slug: s.slug, tool: 'ping', include: ['schemas'] },
      ])
        asks.push(toolCall(era, id++, args));
      if (s.id % 10 === 0) asks.push(toolCall(era, id++, { name: s.name }, true));
    }
    asks.push({ label: 'api', method: 'GET', path: `/api/servers/${s.slug}.json`, headers: { 'user-agent': 'SwitchboardBench/1' } });
    if (s.id % 25 === 0) {
      for (const era of ['legacy', 'modern'] as const) {
        asks.push(toolCall(era, id++, { name: `${s.name}x` }));
        asks.push(toolCall(era, id++, { slug: s.slug.slice(0, -1) }));
      }
    }
  }
  const lines: string[] = new Array(asks.length);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < asks.length) {
        const i = next++;
        const a = asks[i]!;
        const r = await request(`${origin}${a.path}`, { method: a.method, headers: a.headers, body: a.body });
        const body = await r.body.text();
        lines[i] = JSON.stringify({ ask: a.label, path: a.path, status: r.statusCode, type: r.headers['content-type'], body });
      }
    }),
  );
  fs.writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${servers.length} servers, ${asks.length} answers written to ${out} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} finally {
  if (web && web.exitCode === null) {
    web.kill('SIGTERM');
    await new Promise((r) => web!.once('exit', r));
  }
  await cluster.stop();
}
