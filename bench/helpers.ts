// What benches share: a throwaway embedded PostgreSQL, the real web process on it or the web app in the bench's own process,
// the everyday search queries, a markdown table printer, and timers.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Database, sequelizeFor } from '../db/connection.js';
import { startEmbedded, type EmbeddedDatabase } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { createApp } from '../app/http/app.js';
import { NODE_FLAGS } from '../app/node-flags.js';
import { LiveIndex } from '../catalog/search-sync/live-index.js';
import { runSync } from '../checker/sync/run-sync.js';
import { loadConfig } from '../core/config.js';
import { createLogger } from '../core/log.js';
import { closedPort } from '../tests/helpers/misbehaving-servers.js';
import { SNAPSHOT_PATH } from '../tests/helpers/snapshot.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The everyday searches that bench/mcp.bench.ts and bench/load.bench.ts send, in one list so both measure the same queries.
export const EVERYDAY_QUERIES = [
  'weather',
  'github',
  'postgres database',
  'send email',
  'calendar',
  'book a flight',
  'maps',
  'search the web',
  'slack',
  'stripe payments',
  'notion',
  'crypto price',
  'image generation',
  'jira',
  'translate',
  'ski',
  'news',
  'file storage',
  'browser automation',
  'memory',
];

export async function benchCluster(): Promise<EmbeddedDatabase> {
  return startEmbedded({ dataDir: path.join(root, 'data', `bench-${process.pid}`), ephemeral: true });
}

export async function benchDatabase(cluster: EmbeddedDatabase, name: string): Promise<Database> {
  const c = new pg.Client({ connectionString: cluster.url });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(cluster.url);
  u.pathname = `/${name}`;
  const db = new Database(sequelizeFor(u.toString(), 10), u.toString());
  await migrate(db.sequelize);
  return db;
}

/**
 * The web app in this process on a loopback port, with its live index and per-client rate limits off (API_RATE_LIMIT=0), over a
 * fresh database `name` holding the registry snapshot synced from its file (no checks). The caller closes the server, the live
 * index and the database, in the order its measurements need.
 */
export async function serveSnapshot(
  cluster: EmbeddedDatabase,
  name: string,
): Promise<{ db: Database; live: LiveIndex; server: http.Server; origin: string }> {
  const db = await benchDatabase(cluster, name);
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const log = createLogger('silent');
  const live = new LiveIndex({ db, log, catchUpMs: 0, listen: false });
  await live.start();
  const app = createApp({ db, config: loadConfig({ NODE_ENV: 'test', API_RATE_LIMIT: '0' }), log, live });
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { db, live, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { ms, cpuMs: (c.user + c.system) / 1000, value };
}

/**
 * The real `switchboard web` (bin/switchboard.js) on loopback over `dbUrl`, as production runs it, with per-client rate
 * limits off (API_RATE_LIMIT=0) and `nodeArgs` before the script (profiling, heap flags). The caller waits for it and
 * stops it.
 */
export async function spawnWeb(dbUrl: string, nodeArgs: readonly string[] = []): Promise<{ proc: ChildProcess; origin: string }> {
  // A loopback port that was free a moment ago, as the tests take one.
  const port = await closedPort();
  const origin = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [...NODE_FLAGS, ...nodeArgs, path.join(root, 'bin', 'switchboard.js'), 'web'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: origin,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { proc, origin };
}
