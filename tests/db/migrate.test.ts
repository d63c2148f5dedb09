import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { migrate } from '../../db/migrate.js';
import { freshDatabase } from '../helpers/db.js';

test('migrations create the whole schema and a second run applies nothing', async () => {
  const db = await freshDatabase({ migrate: false });
  const first = await migrate(db.sequelize);
  assert.ok(first.includes('0001_initial'));
  const tables = await db.rows<{ table_name: string }>(
    `SELECT table_name::text AS table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
  );
  const names = tables.map((t) => t.table_name);
  for (const t of [
    'servers',
    'remotes',
    'hosts',
    'checks',
    'tool_snapshots',
    'daily_results',
    'changes',
    'categories',
    'domain_owners',
    'challenges',
    'lookups',
    'settings',
    'audit_log',
    'sessions',
  ]) {
    assert.ok(names.includes(t), `table ${t} exists`);
  }
  assert.deepEqual(await migrate(db.sequelize), []);
});

test('concurrent migrate calls serialise on the advisory lock', async () => {
  const db = await freshDatabase({ migrate: false });
  const [a, b] = await Promise.all([migrate(db.sequelize), migrate(db.sequelize)]);
  assert.deepEqual([...a, ...b].filter((n) => n === '0001_initial').length, 1);
});

test('migrations are forward only: each exports up and nothing the runner would not run', async () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));
  assert.ok(files.length >= 4);
  for (const f of files) {
    const exported = Object.keys((await import(pathToFileURL(path.join(dir, f)).href)) as object).sort();
    assert.deepEqual(exported, ['up'], `${f} exports only up (a down() no test runs is a promise nobody keeps)`);
  }
});
