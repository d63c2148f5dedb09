// What benches share: a throwaway embedded PostgreSQL, a markdown table printer, and timers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Database, sequelizeFor } from '../db/connection.js';
import { startEmbedded, type EmbeddedDatabase } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
