// Numbered migrations (db/migrations/NNNN_name.ts) run with umzug, recorded in table `migrations`.
// Forward only: a migration exports `up`; a mistake is undone by the next number, never by a down()
// that no test runs. (0003 and 0004 once exported down()s that this runner never called; they were
// removed, which changes no schema, and tests/db/migrate.test.ts fails if one comes back.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationParams } from 'umzug';

/** What a migration receives: the Sequelize instance, used for plain SQL. */
export type MigrationFn = (params: MigrationParams<Sequelize>) => Promise<void>;

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function migrator(sequelize: Sequelize, log: (msg: string) => void): Umzug<Sequelize> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f))
    .sort();
  return new Umzug({
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'migrations' }),
    logger: {
      info: (e) => log(`migration ${String((e as { event?: string }).event ?? '')} ${String((e as { name?: string }).name ?? '')}`.trim()),
      warn: () => {},
      error: () => {},
      debug: () => {},
    },
    migrations: files.map((f) => ({
      name: f.replace(/\.ts$/, ''),
      up: async (params) => (await import(pathToFileURL(path.join(dir, f)).href)).up(params),
    })),
  });
}

/**
 * Applies pending migrations. Several processes may start at once (web and worker), so the run is
 * serialised by a transaction-level advisory lock held on a connection of its own.
 */
export async function migrate(sequelize: Sequelize, log: (msg: string) => void = () => {}): Promise<string[]> {
  const lockKey = 7_243_001;
  const t = await sequelize.transaction();
  try {
    await sequelize.query('SELECT pg_advisory_xact_lock(:k)', { replacements: { k: lockKey }, transaction: t });
    const done = await migrator(sequelize, log).up();
    await t.commit();
    return done.map((m) => m.name);
  } catch (err) {
    await t.rollback();
    throw err;
  }
}
