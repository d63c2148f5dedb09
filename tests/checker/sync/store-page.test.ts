// A page stored in one go (checker/sync/store.ts storeRecords): a new version that drops a remote unlists it
// (its row and history stay), bumps change_seq and keeps the slug; a remote listed twice is one row; a
// page naming a server twice takes the per-item path and ends where item-by-item storing would.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseListItem, type ServerRecord } from '../../../checker/sync/registry-item.js';
import { storeRecords } from '../../../checker/sync/store.js';
import { freshDatabase } from '../../helpers/db.js';

function record(name: string, version: string, remotes: string[], updatedAt: string): ServerRecord {
  const parsed = parseListItem({
    server: { name, version, description: `${name} ${version}`, remotes: remotes.map((url) => ({ type: 'streamable-http', url })) },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: updatedAt, updatedAt, isLatest: true } },
  });
  assert.ok(parsed.ok);
  return parsed.record;
}

test('storeRecords: new, changed (a remote dropped), unchanged, a remote listed twice, a name twice in one page', async () => {
  const db = await freshDatabase();
  try {
    const now = new Date('2025-12-20T00:00:00Z');
    const store = (recs: ServerRecord[]) => db.transaction((t) => storeRecords(db, recs, { now, recordListings: true }, t));
    const a1 = record(
      'com.example/a',
      '1.0.0',
      ['https://a.example.com/mcp', 'https://a.example.com/sse', 'https://a.example.com/mcp'],
      '2025-12-01T00:00:00Z',
    );
    const b1 = record('com.example/b', '1.0.0', ['https://b.example.com/mcp'], '2025-12-01T00:00:00Z');
    assert.deepEqual(await store([a1, b1]), ['new', 'new']);
    const before = (await db.one<{ id: number; slug: string; change_seq: number }>(
      `SELECT id, slug, change_seq FROM servers WHERE name = 'com.example/a'`,
    ))!;
    assert.equal(before.slug, 'com-example-a');
    assert.deepEqual(
      await db.rows(`SELECT url_template, listed FROM remotes WHERE server_id = :id ORDER BY url_template`, { id: before.id }),
      [
        { url_template: 'https://a.example.com/mcp', listed: true },
        { url_template: 'https://a.example.com/sse', listed: true },
      ],
    );

    const a2 = record('com.example/a', '2.0.0', ['https://a.example.com/mcp'], '2025-12-02T00:00:00Z');
    assert.deepEqual(await store([a2, b1]), ['updated', 'unchanged']);
    const after = (await db.one<{ id: number; slug: string; version: string; change_seq: number }>(
      `SELECT id, slug, version, change_seq FROM servers WHERE name = 'com.example/a'`,
    ))!;
    assert.equal(after.id, before.id);
    assert.equal(after.slug, before.slug);
    assert.equal(after.version, '2.0.0');
    assert.ok(after.change_seq > before.change_seq, 'web processes see the change');
    assert.deepEqual(
      await db.rows(`SELECT url_template, listed FROM remotes WHERE server_id = :id ORDER BY url_template`, { id: before.id }),
      [
        { url_template: 'https://a.example.com/mcp', listed: true },
        { url_template: 'https://a.example.com/sse', listed: false },
      ],
    );

    // The same name twice in a page: the second sees the first, as item-by-item storing did.
    const c1 = record('com.example/c', '1.0.0', [], '2025-12-01T00:00:00Z');
    const c2 = record('com.example/c', '2.0.0', [], '2025-12-02T00:00:00Z');
    assert.deepEqual(await store([c1, c2]), ['new', 'updated']);
    assert.equal((await db.one<{ version: string }>(`SELECT version FROM servers WHERE name = 'com.example/c'`))!.version, '2.0.0');
    const listed = await db.rows<{ name: string }>(
      `SELECT s.name FROM changes c JOIN servers s ON s.id = c.server_id WHERE c.kind = 'listed' ORDER BY s.name`,
    );
    assert.deepEqual(
      listed.map((r) => r.name),
      ['com.example/a', 'com.example/b', 'com.example/c'],
    );
  } finally {
    await db.close();
  }
});
