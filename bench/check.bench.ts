// Checks per second and CPU per check against a local fleet (a responding server, a slow one, a failing
// one), beside a bare undici request to the same server in the same run. The fleet runs in a child
// process so the CPU measured is the checker's alone. `npx tsx bench/check.bench.ts` (about 40 s).
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';

const SCENARIO_MS = Number(process.env.BENCH_SCENARIO_MS ?? 4_000);
const CONCURRENCY = 4;

// ---- the fleet (child process) ----

function fleetHandler(delayMs: number, fail: boolean): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        if (fail) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('internal error');
        }
        if (req.method === 'DELETE') return res.writeHead(200).end();
        const msg = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as { id?: number; method: string }) : null;
        if (!msg || msg.id === undefined) return res.writeHead(202).end();
        const result =
          msg.method === 'initialize'
            ? { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'bench', version: '1.0.0' } }
            : msg.method === 'tools/list'
              ? { tools: Array.from({ length: 20 }, (_, i) => ({ name: `tool_${i}`, description: 'A tool for the bench', inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, annotations: { readOnlyHint: true } })) }
              : {};
        const body = JSON.stringify({ jsonrpc: '2.0', id: msg.id, result });
        res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'bench-session' });
        res.end(body);
      };
      if (delayMs) setTimeout(answer, delayMs);
      else answer();
    });
  };
}

async function runFleet(): Promise<void> {
  const ports: Record<string, number> = {};
  for (const [name, delay, fail] of [['responding', 0, false], ['slow', 100, false], ['failing', 0, true]] as const) {
    const srv = http.createServer(fleetHandler(delay, fail));
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    ports[name] = (srv.address() as AddressInfo).port;
  }
  process.send!(ports);
}

// ---- the measurement (parent) ----

interface Measure {
  perSecond: number;
  cpuMsEach: number;
  count: number;
}

async function measure(fn: () => Promise<unknown>, ms: number): Promise<Measure> {
  for (let i = 0; i < 5; i++) await fn(); // warm up
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let count = 0;
  const worker = async () => {
    while (performance.now() - t0 < ms) {
      await fn();
      count++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { perSecond: (count / elapsed) * 1000, cpuMsEach: (cpu.user + cpu.system) / 1000 / count, count };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--fleet'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ports = await new Promise<Record<string, number>>((resolve) => child.once('message', (m) => resolve(m as Record<string, number>)));
  const { declareAllowPrivateExplicitly } = await import('../net/allow-private.js');
  const { checkEndpoint } = await import('../checker/probe/check-endpoint.js');
  declareAllowPrivateExplicitly(() => undefined); // loopback fleet only
  const initBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });

  const rows: string[][] = [];
  try {
    for (const name of ['responding', 'slow', 'failing']) {
      const url = `http://127.0.0.1:${ports[name]}/mcp`;
      let state = '';
      const checks = await measure(async () => {
        const r = await checkEndpoint({ url, transport: 'streamable-http' }, { allowPrivate: true });
        state = r.state;
      }, SCENARIO_MS);
      // Baseline: one bare POST on a fresh connection each time (as the checker does), same server.
      const bare = await measure(async () => {
        const res = await request(url, { method: 'POST', body: initBody, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, reset: true });
        await res.body.arrayBuffer();
      }, SCENARIO_MS);
      rows.push([
        `${name} (${state})`,
        checks.perSecond.toFixed(1),
        checks.cpuMsEach.toFixed(2),
        bare.perSecond.toFixed(1),
        bare.cpuMsEach.toFixed(3),
        `${(checks.cpuMsEach / bare.cpuMsEach).toFixed(1)}x`,
      ]);
    }
  } finally {
    child.kill();
  }
  const header = ['scenario', 'checks/s', 'CPU ms/check', 'bare req/s', 'bare CPU ms/req', 'CPU ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`check.bench: ${CONCURRENCY} concurrent, ${SCENARIO_MS / 1000} s per measure; a responding check is 5 requests (initialize, initialized, tools/list, ping, DELETE)`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

if (process.argv.includes('--fleet')) await runFleet();
else await main();
