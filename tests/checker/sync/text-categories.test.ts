// #16: categories come from the listing's text at sync, for every server, so a fresh mirror and
// package-only servers (never checked) are categorised; a check's categories are not overwritten by a sync.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listCategories } from '../../../catalog/categories.js';
import { runSync } from '../../../checker/sync/run-sync.js';
import { categorize } from '../../../core/categories/categories.js';
import { freshDatabase } from '../../helpers/db.js';
import { SNAPSHOT_PATH, snapshotItems } from '../../helpers/snapshot.js';

test('a sync categorises every listing from its text; a checked server keeps its check categories', async () => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });

  // What is stored is what the pure text rule says, server by server.
  const servers = await db.rows<{ id: number; name: string; title: string | null; description: string | null; has_remote: boolean }>(
    `SELECT s.id, s.name, s.title, s.description, EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id) AS has_remote FROM servers s`,
  );
  const stored = new Map<number, string[]>();
  for (const r of await db.rows<{ server_id: number; category_id: string }>(
    'SELECT server_id, category_id FROM server_categories ORDER BY server_id, position',
  )) {
    stored.set(r.server_id, [...(stored.get(r.server_id) ?? []), r.category_id]);
  }
  let withCategory = 0;
  let packageOnlyWithCategory = 0;
  for (const s of servers) {
    const expected = categorize(
      { name: s.name, title: s.title, description: s.description, tools: [] },
      { commonToolSetHashes: new Set() },
    ).map((c) => c.id);
    assert.deepEqual(stored.get(s.id) ?? [], expected, s.name);
    if (expected.length) {
      withCategory++;
      if (!s.has_remote) packageOnlyWithCategory++;
    }
  }
  // Most listings say what they are for in their text (the README's 88.5 %); package-only ones too.
  assert.ok(withCategory > servers.length * 0.8, `${withCategory} of ${servers.length} categorised`);
  assert.ok(packageOnlyWithCategory > 400, `${packageOnlyWithCategory} package-only servers categorised`);
  const list = await listCategories(db);
  assert.equal(
    list.categories.reduce((n, c) => n + c.servers, 0),
    stored.size === 0 ? 0 : [...stored.values()].flat().length,
  );

  // A server a check has categorised (it has measures) keeps those categories through a sync that changes it.
  const checked = servers.find((s) => s.has_remote)!;
  await db.exec('INSERT INTO server_measures (server_id, computed_at) VALUES (:id, now())', { id: checked.id });
  await db.exec('DELETE FROM server_categories WHERE server_id = :id', { id: checked.id });
  await db.exec(
    `INSERT INTO server_categories (server_id, category_id, source, position, version) VALUES (:id, 'travel', 'tool_names', 1, 'categories-v1')`,
    {
      id: checked.id,
    },
  );
  type Item = { server: { name: string; description?: string }; _meta?: Record<string, Record<string, unknown>> };
  const items = (snapshotItems() as Item[]).filter((i) => i.server.name === checked.name);
  const latest = items.find((i) => Object.values(i._meta ?? {}).some((m) => m.isLatest === true)) ?? items.at(-1)!;
  const changed = structuredClone(latest);
  changed.server.description = `${changed.server.description ?? ''} Now also a weather forecast service.`;
  for (const m of Object.values(changed._meta ?? {})) if ('updatedAt' in m) m.updatedAt = '2030-01-01T00:00:00Z';
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cat-')), 'page.json');
  fs.writeFileSync(file, JSON.stringify({ servers: [changed] }));
  const summary = await runSync(db, { source: { kind: 'file', path: file }, progress: false });
  assert.equal(summary.counts.updated, 1);
  const after = await db.rows<{ category_id: string; source: string }>(
    'SELECT category_id, source FROM server_categories WHERE server_id = :id',
    { id: checked.id },
  );
  assert.deepEqual(after, [{ category_id: 'travel', source: 'tool_names' }]);
});

test('a changed listing replaces its text categories, the ones it keeps included (one statement for the page)', async () => {
  const db = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-cat-'));
  const sync = async (description: string, updatedAt: string) => {
    const file = path.join(dir, `${updatedAt}.json`);
    const meta = { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: updatedAt, updatedAt, isLatest: true } };
    const servers = [
      { server: { name: 'com.example/w', version: updatedAt, description }, _meta: meta },
      { server: { name: 'com.example/db', version: updatedAt, description: 'Query your Postgres database with SQL.' }, _meta: meta },
    ];
    fs.writeFileSync(file, JSON.stringify({ servers }));
    await runSync(db, { source: { kind: 'file', path: file }, progress: false });
    return db.rows<{ name: string; category_id: string; position: number }>(
      `SELECT s.name, c.category_id, c.position FROM server_categories c JOIN servers s ON s.id = c.server_id ORDER BY s.name, c.position`,
    );
  };
  const expected = (name: string, description: string) =>
    categorize({ name, title: null, description, tools: [] }, { commonToolSetHashes: new Set() }).map((c, i) => ({
      name,
      category_id: c.id,
      position: i + 1,
    }));
  const db1 = 'Query your Postgres database with SQL.';
  const first = 'Weather forecasts for any city.';
  assert.deepEqual(await sync(first, '2025-12-01T00:00:00Z'), [...expected('com.example/db', db1), ...expected('com.example/w', first)]);
  // The weather category stays (deleted and inserted again in one statement), communication comes first now.
  const second = 'Weather forecasts for any city. Also sends email and SMS alerts.';
  const now = await sync(second, '2025-12-02T00:00:00Z');
  assert.deepEqual(now, [...expected('com.example/db', db1), ...expected('com.example/w', second)]);
  assert.deepEqual(
    now.filter((r) => r.name === 'com.example/w').map((r) => r.category_id),
    ['communication', 'weather'],
  );
});
