// The attacker and the observer of bench/adversarial.bench.ts, in a process of its own (so its CPU is
// not the server's event loop): `tsx bench/adversarial/load.ts <origin> <seconds> <connections>`.
// With connections = 0 it only observes (the quiet baseline). Prints one JSON line on stdout.
// Observer: GET /healthz every 100 ms and a normal search ("weather", /api) every 250 ms, each on its own
// connection, with their latency; a request counts as failed when it errors or takes over 10 s.
// Attacker: `connections` keep-alive connections, each sending one of the red-team requests after the
// other: the 199-character query of 40 common prefixes over /mcp and /api, JSON-RPC batches of 100
// calls (protocol 2025-06-18, and no header), a 10,000-level JSON body, and batches abandoned 20 ms in.
import { Agent, Pool, request } from 'undici';
import { COMMON_PREFIXES } from '../../tests/helpers/red-team.js';

const [origin, secondsArg, connectionsArg] = process.argv.slice(2);
if (!origin) throw new Error('usage: load.ts <origin> <seconds> <connections>');
const seconds = Number(secondsArg ?? 10);
const connections = Number(connectionsArg ?? 200);

const ADVERSARIAL = COMMON_PREFIXES.join(' ').slice(0, 199);
const call = (id: number, query: string) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'search_servers', arguments: { query, limit: 50 } },
});
const mcpHeaders = (version?: string) => ({
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'user-agent': 'SwitchboardBench/1',
  ...(version ? { 'mcp-protocol-version': version } : {}),
});
const batch = JSON.stringify(Array.from({ length: 100 }, (_, i) => call(i + 1, ADVERSARIAL)));
const deep = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_servers","arguments":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;

type Attack = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string; abandonMs?: number };
const ATTACKS: Attack[] = [
  { method: 'POST', path: '/mcp', headers: mcpHeaders('2025-06-18'), body: JSON.stringify(call(1, ADVERSARIAL)) },
  {
    method: 'GET',
    path: `/api/servers.json?q=${encodeURIComponent(ADVERSARIAL)}&limit=50`,
    headers: { 'user-agent': 'SwitchboardBench/1' },
  },
  { method: 'POST', path: '/mcp', headers: mcpHeaders('2025-06-18'), body: batch },
  { method: 'POST', path: '/mcp', headers: mcpHeaders(), body: batch },
  { method: 'POST', path: '/mcp', headers: mcpHeaders('2025-06-18'), body: deep },
  { method: 'POST', path: '/mcp', headers: mcpHeaders(), body: batch, abandonMs: 20 },
];

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

const end = Date.now() + seconds * 1000;
const statuses: Record<string, number> = {};
let attacks = 0;
let attackErrors = 0;

async function attacker(pool: Pool, k: number): Promise<void> {
  let i = k;
  while (Date.now() < end) {
    const a = ATTACKS[i++ % ATTACKS.length]!;
    const ac = new AbortController();
    const timer = a.abandonMs ? setTimeout(() => ac.abort(), a.abandonMs) : undefined;
    try {
      const res = await pool.request({
        method: a.method,
        path: a.path,
        headers: a.headers,
        body: a.body,
        signal: ac.signal,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      await res.body.text();
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      attacks++;
    } catch {
      if (!ac.signal.aborted) attackErrors++;
      else statuses.abandoned = (statuses.abandoned ?? 0) + 1;
    } finally {
      clearTimeout(timer);
    }
  }
}

interface Probe {
  ms: number[];
  failed: number;
  sent: number;
}
async function observe(path: string, everyMs: number, ok: (status: number, body: string) => boolean): Promise<Probe> {
  const dispatcher = new Agent({ connections: 1 });
  const probe: Probe = { ms: [], failed: 0, sent: 0 };
  while (Date.now() < end) {
    const t0 = performance.now();
    probe.sent++;
    try {
      const res = await request(`${origin}${path}`, {
        dispatcher,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
        headers: { 'user-agent': 'SwitchboardBench/1' },
      });
      const body = await res.body.text();
      if (!ok(res.statusCode, body)) probe.failed++;
    } catch {
      probe.failed++;
    }
    const ms = performance.now() - t0;
    probe.ms.push(ms);
    await new Promise((r) => setTimeout(r, Math.max(0, everyMs - ms)));
  }
  await dispatcher.close();
  return probe;
}

const pool = new Pool(origin, { connections: Math.max(1, connections), pipelining: 1 });
const [health, normal] = await Promise.all([
  observe('/healthz', 100, (s) => s === 200),
  observe('/api/servers.json?q=weather&limit=10', 250, (s, b) => s === 200 && /"total":[1-9]/.test(b)),
  ...Array.from({ length: connections }, (_, k) => attacker(pool, k)),
]);
await pool.destroy();
const summary = (p: Probe) => ({ sent: p.sent, failed: p.failed, p50: pct(p.ms, 50), p99: pct(p.ms, 99), max: Math.max(...p.ms) });
process.stdout.write(`${JSON.stringify({ health: summary(health!), normal: summary(normal!), attacks, attackErrors, statuses })}\n`);
