// The red-team load of issue 15 rerun: can a hostile client stall the web process?
// `npx tsx bench/adversarial.bench.ts` (standalone; also run by `npm run bench`).
// The web app (real registry snapshot in a throwaway embedded PostgreSQL, live index, API_RATE_LIMIT=0 so
// that only the CPU protections are measured) serves on loopback; bench/adversarial/load.ts, in a separate
// process, first observes a quiet server (the same-run baseline), then opens BENCH_ATTACK_CONNECTIONS
// (200) connections sending adversarial searches, JSON-RPC batches, deep bodies and abandoned requests
// while it keeps observing /healthz and a normal search. This process records its own event-loop delay.
// Targets (issue 15): /healthz answers within 1 s throughout, normal queries keep answering, no stall.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchCluster, serveSnapshot, table } from './helpers.js';

const SECONDS = Number(process.env.BENCH_ATTACK_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_ATTACK_CONNECTIONS ?? 200);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Probe {
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}
interface LoadReport {
  health: Probe;
  normal: Probe;
  attacks: number;
  attackErrors: number;
  statuses: Record<string, number>;
}

function runLoad(origin: string, seconds: number, connections: number): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'adversarial', 'load.ts'), origin, String(seconds), String(connections)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadReport)
        : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

const cluster = await benchCluster();
try {
  const { db, live, server, origin } = await serveSnapshot(cluster, 'bench_adversarial');

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const quiet = await runLoad(origin, Math.min(5, SECONDS), 0);
  const quietLoop = loop.max / 1e6;
  loop.reset();
  const c0 = process.cpuUsage();
  const attacked = await runLoad(origin, SECONDS, CONNECTIONS);
  const cpu = process.cpuUsage(c0);
  const attackedLoop = loop.max / 1e6;
  loop.disable();

  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
  console.log(
    `Web process on loopback, ${live.index.size} servers; attacker in a separate process, ${CONNECTIONS} connections for ${SECONDS} s`,
  );
  console.log(
    `(quiet baseline ${Math.min(5, SECONDS)} s, same run). Attack requests answered: ${attacked.attacks}, by status ${JSON.stringify(attacked.statuses)}, connection errors ${attacked.attackErrors};`,
  );
  console.log(`server CPU during the attack ${((cpu.user + cpu.system) / 1000 / SECONDS / 10).toFixed(0)}% of one core.\n`);
  console.log(
    table(
      ['measure', 'quiet (baseline)', 'under attack', 'ratio', 'target'],
      [
        ['GET /healthz p50 ms', f(quiet.health.p50), f(attacked.health.p50), (attacked.health.p50 / quiet.health.p50).toFixed(1), ''],
        ['GET /healthz p99 ms', f(quiet.health.p99), f(attacked.health.p99), (attacked.health.p99 / quiet.health.p99).toFixed(1), ''],
        ['GET /healthz max ms', f(quiet.health.max), f(attacked.health.max), (attacked.health.max / quiet.health.max).toFixed(1), '< 1000'],
        [
          'GET /healthz failed / sent',
          `${quiet.health.failed} / ${quiet.health.sent}`,
          `${attacked.health.failed} / ${attacked.health.sent}`,
          '',
          '0 failed',
        ],
        [
          'search "weather" (/api) p50 ms',
          f(quiet.normal.p50),
          f(attacked.normal.p50),
          (attacked.normal.p50 / quiet.normal.p50).toFixed(1),
          '',
        ],
        [
          'search "weather" (/api) max ms',
          f(quiet.normal.max),
          f(attacked.normal.max),
          (attacked.normal.max / quiet.normal.max).toFixed(1),
          '',
        ],
        [
          'search "weather" failed / sent',
          `${quiet.normal.failed} / ${quiet.normal.sent}`,
          `${attacked.normal.failed} / ${attacked.normal.sent}`,
          '',
          '0 failed',
        ],
        ['server event-loop delay max ms', f(quietLoop), f(attackedLoop), (attackedLoop / quietLoop).toFixed(1), '< 1000 (no stall)'],
      ],
    ),
  );
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await live.close();
  await db.close();
} finally {
  await cluster.stop();
}
