import assert from 'node:assert/strict';
import { test } from 'node:test';
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
  for (const t of ['servers', 'remotes', 'hosts', 'checks', 'tool_snapshots', 'daily_results', 'changes', 'categories',
    'domain_owners', 'challenges', 'lookups', 'settings', 'audit_log', 'sessions']) {
    assert.ok(names.includes(t), `table ${t} exists`);
  }
  assert.deepEqual(await migrate(db.sequelize), []);
});

test('concurrent migrate calls serialise on the advisory lock', async () => {
  const db = await freshDatabase({ migrate: false });
  const [a, b] = await Promise.all([migrate(db.sequelize), migrate(db.sequelize)]);
  assert.deepEqual([...a, ...b].filter((n) => n === '0001_initial').length, 1);
});
