// A full check pass (check-all's runCheckAll: claims, per-host limits, probe, store, derive) over a
// simulated fleet on loopback: 200 hosts (127.0.1.1-200, one HTTP server per address answering many
// paths), one shared host with 400 remotes, 9 remotes on each other host. The servers run in a child
// process so the worker's CPU is measured alone. The per-host start spacing is scaled down (a setting)
// so that the pass fits in minutes; the lower bound follows from the same rules at that spacing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { declareAllowPrivateExplicitly } from '../net/allow-private.js';
import { runCheckAll } from '../checker/schedule/check-all.js';
import { fakeMcp } from '../tests/helpers/misbehaving-servers.js';
import { benchCluster, benchDatabase, table } from './helpers.js';
import { reportTarget } from './targets.js';
import { SILENT_LOG } from '../core/log.js';

const HOSTS = 200;
const SHARED_REMOTES = 400;
const PER_HOST = 9;
const SPACING_MS = Number(process.env.BENCH_SPACING_MS ?? 200);
const hostAddress = (i: number) => `127.0.1.${i + 1}`;
// Consecutive full passes in one worker process: the first is the pass-time row, all of them the memory row.
const PASSES = Number(process.env.BENCH_PASSES ?? 3);

async function serve(): Promise<void> {
  const http = await import('node:http');
  const handler = fakeMcp({
    tools: [{ name: 'lookup', description: 'Looks a thing up', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
  });
  const ports: number[] = [];
  for (let i = 0; i < HOSTS; i++) {
    const srv = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : undefined;
        } catch {
          json = undefined;
        }
        void handler(req, res, { body, json, server: undefined as never });
      });
    });
    srv.keepAliveTimeout = 1000;
    await new Promise<void>((r) => srv.listen(0, hostAddress(i), r));
    ports.push((srv.address() as import('node:net').AddressInfo).port);
  }
  process.stdout.write(`${JSON.stringify(ports)}\n`);
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<number[]>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d) => {
      buf += d;
      if (buf.includes('\n')) resolve(JSON.parse(buf.split('\n')[0]!) as number[]);
    });
    child.on('exit', (c) => reject(new Error(`servers exited ${c}`)));
  });
  const cluster = await benchCluster();
  try {
    const db = await benchDatabase(cluster, 'bench_schedule');
    const remotes: { name: string; url: string; host: string }[] = [];
    for (let h = 0; h < HOSTS; h++) {
      const n = h === 0 ? SHARED_REMOTES : PER_HOST;
      for (let i = 0; i < n; i++)
        remotes.push({ name: `com.example/h${h}-r${i}`, url: `http://${hostAddress(h)}:${ports[h]}/mcp/${i}`, host: hostAddress(h) });
    }
    await db.exec(
      `WITH s AS (
         INSERT INTO servers (name, slug, version, status, description, namespace, namespace_kind, raw, raw_hash)
         SELECT x.name, replace(replace(x.name, '/', '-'), '.', '-'), '1.0.0', 'active', 'Bench server', 'com.example', 'domain', '{}', x.name
         FROM jsonb_to_recordset(:rows::jsonb) AS x(name text, url text, host text) RETURNING id, name)
       INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day, next_check_at)
       SELECT s.id, 0, 'streamable-http', x.url, x.url, x.host, 0, now() + interval '1 day'
       FROM s JOIN jsonb_to_recordset(:rows::jsonb) AS x(name text, url text, host text) ON x.name = s.name`,
      { rows: JSON.stringify(remotes) },
    );
    declareAllowPrivateExplicitly(() => undefined);
    // Lower bound from the rules: a host's n starts need (n - 1) spacings; with 4 in flight on the shared
    // host and checks far shorter than 4 spacings, the spacing binds. The busiest host sets the pass time.
    const lowerBoundMs = (SHARED_REMOTES - 1) * SPACING_MS;
    let warned = 0;
    const log = {
      ...SILENT_LOG,
      warn: (obj: object | string, msg?: string) =>
        void (warned++ < 3 && console.error('warn', msg, (obj as { err?: Error }).err?.message ?? obj)),
    };
    // RSS after a full collection when the bench runs with --expose-gc (npm run bench does): what stays.
    const settledRss = () => {
      (globalThis as { gc?: () => void }).gc?.();
      return process.memoryUsage().rss / 2 ** 20;
    };
    const rows: (string | number)[][] = [];
    const rss: { start: number; end: number }[] = [];
    const ratios: number[] = [];
    let last: Awaited<ReturnType<typeof runCheckAll>> | undefined;
    for (let pass = 1; pass <= PASSES; pass++) {
      const rssStart = settledRss();
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const summary = await runCheckAll(db, { allowPrivate: true, settings: { startSpacingMs: SPACING_MS }, log });
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(c0);
      clearInterval(sampler);
      const rssEnd = settledRss();
      rss.push({ start: rssStart, end: rssEnd });
      ratios.push(ms / lowerBoundMs);
      last = summary;
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const responds = summary.byOutcome.reachable?.states.responds ?? 0;
      rows.push([
        pass,
        `${summary.total} remotes, ${HOSTS} hosts (1 shared: ${SHARED_REMOTES})`,
        `${SPACING_MS} ms (prod 1 s)`,
        `${(ms / 1000).toFixed(1)} s`,
        `${(lowerBoundMs / 1000).toFixed(1)} s`,
        (ms / lowerBoundMs).toFixed(2),
        (summary.checked / (ms / 1000)).toFixed(1),
        `${(cpuMs / summary.checked).toFixed(1)} ms`,
        `${Math.round(peakRss / 2 ** 20)} MiB`,
        `${rssStart.toFixed(0)} -> ${rssEnd.toFixed(0)} MiB`,
        `${responds}/${summary.total}`,
      ]);
    }
    console.log(
      table(
        [
          'pass',
          'fleet',
          'spacing/host',
          'pass time',
          'lower bound',
          'ratio',
          'checks/s',
          'worker CPU/check',
          'peak RSS',
          'RSS start -> end (after gc)',
          'responds',
        ],
        rows,
      ),
    );
    console.log(
      `\nOutcomes of the last pass: ${Object.entries(last!.byOutcome)
        .map(
          ([o, v]) =>
            `${o} ${v.count} (${Object.entries(v.states)
              .map(([k, n]) => `${k} ${n}`)
              .join(', ')})`,
        )
        .join('; ')}`,
    );
    reportTarget({
      key: 'schedule',
      result: `pass ${((ratios[0]! * lowerBoundMs) / 1000).toFixed(1)} s (passes: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      floor: `lower bound ${(lowerBoundMs / 1000).toFixed(1)} s`,
      ratio: ratios[0]!.toFixed(2),
      met: ratios[0]! <= 1.1,
    });
    if (rss.length >= 3) {
      // Flat: the third pass ends within 10 % of where the first ended (the first pass loads the code).
      const growth = rss[rss.length - 1]!.end / rss[0]!.end;
      reportTarget({
        key: 'worker-rss',
        result: rss.map((r, i) => `pass ${i + 1}: ${r.start.toFixed(0)} -> ${r.end.toFixed(0)} MiB`).join('; '),
        floor: `end of pass 1: ${rss[0]!.end.toFixed(0)} MiB`,
        ratio: `${growth.toFixed(2)}x`,
        met: growth <= 1.1,
      });
    }
    console.log(
      `\nAt the production spacing (1 s) the same rules give a lower bound of ${((SHARED_REMOTES - 1) / 60).toFixed(1)} min for this fleet.`,
    );
    await db.close();
  } finally {
    child.kill('SIGTERM');
    await cluster.stop();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
