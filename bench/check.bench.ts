// Checks per second and CPU per check against a local fleet (a responding server, a slow one, a failing
// one), beside the same requests sent bare with undici to the same server in the same run (the floor). The fleet runs in a child
// process so the CPU measured is the checker's alone. `npx tsx bench/check.bench.ts` (about 40 s).
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { reportTarget } from './targets.js';

const SCENARIO_MS = Number(process.env.BENCH_SCENARIO_MS ?? 4_000);
const CONCURRENCY = 4;

// ---- the fleet (child process) ----

/** One request as the fleet saw it, replayed bare for the baseline. */
interface Seen {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

// What the next check sends to a fleet server, recorded once so the baseline sends exactly the same requests.
const recording = new Map<string, Seen[]>();

function fleetHandler(name: string, delayMs: number, fail: boolean): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec = recording.get(name);
      if (rec) {
        const headers: Record<string, string> = {};
        for (const k of ['content-type', 'accept', 'mcp-session-id', 'mcp-protocol-version']) {
          const v = req.headers[k];
          if (typeof v === 'string') headers[k] = v;
        }
        rec.push({ method: req.method!, path: req.url!, headers, ...(chunks.length ? { body: Buffer.concat(chunks).toString() } : {}) });
      }
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
              ? {
                  tools: Array.from({ length: 20 }, (_, i) => ({
                    name: `tool_${i}`,
                    description: 'A tool for the bench',
                    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
                    annotations: { readOnlyHint: true },
                  })),
                }
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
  for (const [name, delay, fail] of [
    ['responding', 0, false],
    ['slow', 100, false],
    ['failing', 0, true],
  ] as const) {
    const srv = http.createServer(fleetHandler(name, delay, fail));
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    ports[name] = (srv.address() as AddressInfo).port;
  }
  process.on('message', (m: { record?: string; dump?: string }) => {
    if (m.record) recording.set(m.record, []);
    if (m.dump) {
      process.send!(recording.get(m.dump) ?? []);
      recording.delete(m.dump);
    }
  });
  process.send!(ports);
}

// ---- the measurement (parent) ----

interface Measure {
  perSecond: number;
  cpuMsEach: number;
  count: number;
}

async function measure(fn: () => Promise<unknown>, ms: number): Promise<Measure> {
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The check and its floor in alternating slices, so that a shared machine's load drifting during the run
 * colours both alike; each side's CPU per operation is the median over its slices.
 */
async function measurePair(
  check: () => Promise<unknown>,
  floor: () => Promise<unknown>,
  ms: number,
): Promise<{ check: Measure; floor: Measure; ratio: number }> {
  for (let i = 0; i < 5; i++) {
    await check();
    await floor();
  }
  const slices = Math.max(2, Math.round(ms / 500));
  const a: Measure[] = [];
  const b: Measure[] = [];
  for (let i = 0; i < slices; i++) {
    a.push(await measure(check, ms / slices));
    b.push(await measure(floor, ms / slices));
  }
  const sum = (xs: Measure[]) => ({
    perSecond: xs.reduce((n, m) => n + m.perSecond, 0) / xs.length,
    cpuMsEach: median(xs.map((m) => m.cpuMsEach)),
    count: xs.reduce((n, m) => n + m.count, 0),
  });
  return { check: sum(a), floor: sum(b), ratio: median(a.map((m, i) => m.cpuMsEach / b[i]!.cpuMsEach)) };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--fleet'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = await new Promise<Record<string, number>>((resolve) => child.once('message', (m) => resolve(m as Record<string, number>)));
  const { declareAllowPrivateExplicitly } = await import('../net/allow-private.js');
  const { checkEndpoint } = await import('../checker/probe/check-endpoint.js');
  declareAllowPrivateExplicitly(() => undefined); // loopback fleet only
  const recorded = async (name: string, url: string): Promise<Seen[]> => {
    child.send({ record: name });
    await checkEndpoint({ url, transport: 'streamable-http' }, { allowPrivate: true });
    const seen = new Promise<Seen[]>((resolve) => child.once('message', (m) => resolve(m as Seen[])));
    child.send({ dump: name });
    return seen;
  };

  const rows: string[][] = [];
  try {
    for (const name of ['responding', 'slow', 'failing']) {
      const url = `http://127.0.0.1:${ports[name]}/mcp`;
      let state = '';
      // The floor: the same requests the check sent to this server, sent bare with undici, one after the
      // other, each on a new connection as the checker does (connection: close), same server.
      const seen = await recorded(name, url);
      const origin = new URL(url).origin;
      const {
        check: checks,
        floor: bare,
        ratio,
      } = await measurePair(
        async () => {
          const r = await checkEndpoint({ url, transport: 'streamable-http' }, { allowPrivate: true });
          state = r.state;
        },
        async () => {
          for (const r of seen) {
            const res = await request(`${origin}${r.path}`, { method: r.method as 'POST', headers: r.headers, body: r.body, reset: true });
            await res.body.arrayBuffer();
          }
        },
        2 * SCENARIO_MS,
      );
      if (name === 'responding') {
        reportTarget({
          key: 'check-cpu',
          result: `${checks.cpuMsEach.toFixed(2)} ms CPU per check`,
          floor: `${bare.cpuMsEach.toFixed(2)} ms for the same ${seen.length} requests bare`,
          ratio: `${ratio.toFixed(2)}x`,
          met: ratio <= 1.5,
        });
      }
      rows.push([
        `${name} (${state}, ${seen.length} requests)`,
        checks.perSecond.toFixed(1),
        checks.cpuMsEach.toFixed(2),
        bare.perSecond.toFixed(1),
        bare.cpuMsEach.toFixed(2),
        `${ratio.toFixed(2)}x`,
      ]);
    }
  } finally {
    child.kill();
  }
  const header = ['scenario', 'checks/s', 'CPU ms/check', 'bare sequences/s', 'bare CPU ms/sequence', 'CPU ratio (target <= 1.5x)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `check.bench: ${CONCURRENCY} concurrent, ${(2 * SCENARIO_MS) / 1000} s per scenario in alternating half-second slices of checks and floor (CPU: median over slices); a responding check is 5 requests (initialize, initialized, tools/list, ping, DELETE)`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

if (process.argv.includes('--fleet')) await runFleet();
else await main();
