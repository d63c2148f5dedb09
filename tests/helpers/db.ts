// A fresh, migrated database for one test file, inside the run's embedded PostgreSQL
// (SWITCHBOARD_TEST_PG_URL, set by scripts/test.mjs). Run alone (`npx tsx --test file`), a file starts
// an embedded server of its own.
import crypto from 'node:crypto';
import path from 'node:path';
import { after } from 'node:test';
import pg from 'pg';
import { Database, sequelizeFor } from '../../db/connection.js';
import { startEmbedded } from '../../db/embedded.js';
import { migrate } from '../../db/migrate.js';

let serverUrl: Promise<string> | undefined;

function clusterUrl(): Promise<string> {
  if (process.env.SWITCHBOARD_TEST_PG_URL) return Promise.resolve(process.env.SWITCHBOARD_TEST_PG_URL);
  serverUrl ??= startEmbedded({ dataDir: path.resolve('data', `test-solo-${process.pid}`), ephemeral: true }).then((db) => {
    after(() => db.stop());
    return db.url;
  });
  return serverUrl;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates `t_<random>`, migrates it, and drops it when the file's tests end. */
export async function freshDatabase(opts: { migrate?: boolean; poolMax?: number } = {}): Promise<Database> {
  const admin = await clusterUrl();
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = withDatabase(admin, name);
  const db = new Database(sequelizeFor(url, opts.poolMax ?? 10), url);
  if (opts.migrate !== false) await migrate(db.sequelize);
  after(async () => {
    await db.close();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return db;
}
