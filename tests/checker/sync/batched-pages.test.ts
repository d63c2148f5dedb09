// Fetching runs ahead of storing, and the pages that are ready are stored together in one transaction
// (checker/sync/run-sync.ts). Several pages per transaction must end exactly where one page per
// transaction ends: the same servers (ids in the same order), remotes, changes and categories, through
// a first import, a registry that changes (a new version dropping a remote, a deletion, a new server),
// and a re-sync of unchanged content that writes nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync, type SyncOptions } from '../../../checker/sync/run-sync.js';
import type { Database } from '../../../db/connection.js';
import { freshDatabase } from '../../helpers/db.js';
import { startRegistryStandIn, type ListItem } from '../../helpers/registry-stand-in.js';
import { snapshotItems } from '../../helpers/snapshot.js';

const meta = (i: ListItem) => i._meta['io.modelcontextprotocol.registry/official'];

/** The same change applied to each registry's own copy of the items. */
function change(items: ListItem[]): void {
  const latest = items.filter((i) => meta(i).isLatest && meta(i).status !== 'deleted');
  const withRemotes = latest.filter((i) => Array.isArray(i.server.remotes) && i.server.remotes.length > 0);
  const [bumped, deleted] = [withRemotes[3]!, latest[40]!];
  const t = '2025-12-19T10:00:00.000Z';
  Object.assign(meta(bumped), { isLatest: false, updatedAt: t });
  items.push({
    server: {
      ...structuredClone(bumped.server),
      version: '99.0.0',
      description: 'A new description',
      remotes: [{ type: 'streamable-http', url: 'https://moved.example.com/mcp' }],
    },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: t, updatedAt: t, isLatest: true } },
  });
  Object.assign(meta(deleted), { status: 'deleted', statusMessage: 'withdrawn', updatedAt: t });
  items.push({
    server: { name: 'com.example/brand-new', version: '1.0.0', description: 'A weather forecast server' },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: t, updatedAt: t, isLatest: true } },
  });
}

async function tables(db: Database) {
  return {
    servers: await db.rows(
      'SELECT name, slug, version, status, status_message, description, raw_hash, change_seq, registry_updated_at FROM servers ORDER BY id',
    ),
    remotes: await db.rows(
      `SELECT s.name, r.type, r.url_template, r.header_key, r.position, r.listed, r.minute_of_day, r.headers
       FROM remotes r JOIN servers s ON s.id = r.server_id ORDER BY r.id`,
    ),
    changes: await db.rows('SELECT s.name, c.kind, c.details FROM changes c JOIN servers s ON s.id = c.server_id ORDER BY c.id'),
    categories: await db.rows(
      'SELECT s.name, c.category_id, c.source, c.position FROM server_categories c JOIN servers s ON s.id = c.server_id ORDER BY s.name, c.position',
    ),
  };
}

test('pages stored several to a transaction end where one page per transaction ends', async () => {
  const run = async (pagesPerTransaction: number | undefined) => {
    const db = await freshDatabase();
    const items = structuredClone(snapshotItems()) as ListItem[];
    const reg = await startRegistryStandIn({ items });
    // 7 items a page: a server's versions often straddle two pages.
    const opts: SyncOptions = { source: { kind: 'registry', url: reg.url }, progress: false, pageSize: 7, pagesPerTransaction };
    const first = await runSync(db, opts);
    const afterFirst = await tables(db);
    change(items);
    const second = await runSync(db, opts);
    const afterSecond = await tables(db);
    const again = await runSync(db, { ...opts, full: true });
    const afterAgain = await tables(db);
    return { first, second, again, afterFirst, afterSecond, afterAgain };
  };
  const one = await run(1);
  const many = await run(undefined);

  assert.equal(one.first.transactions, one.first.pages, 'one page per transaction');
  assert.ok(many.first.transactions < many.first.pages / 2, `${many.first.transactions} transactions for ${many.first.pages} pages`);
  assert.equal(many.first.pages, one.first.pages);
  assert.deepEqual(many.first.counts, one.first.counts);
  assert.equal(many.first.counts.new, 1108);
  assert.deepEqual(many.afterFirst, one.afterFirst);

  assert.deepEqual(many.second.counts, one.second.counts);
  assert.deepEqual(
    { new: many.second.counts.new, updated: many.second.counts.updated, deleted: many.second.counts.deleted },
    { new: 1, updated: 1, deleted: 1 },
  );
  assert.equal(many.second.watermark, '2025-12-19T10:00:00.000Z');
  assert.deepEqual(many.afterSecond, one.afterSecond);
  // What the change did, so that equal tables are not equally empty ones.
  assert.ok(many.afterSecond.remotes.some((r) => r.url_template === 'https://moved.example.com/mcp' && r.listed));
  assert.ok(
    many.afterSecond.remotes.some((r) => !r.listed),
    'the dropped remote is kept, unlisted',
  );
  assert.deepEqual(many.afterSecond.changes.map((c) => c.kind).sort(), ['listed', 'unlisted']);
  assert.ok(many.afterSecond.categories.some((c) => c.name === 'com.example/brand-new'));

  // Unchanged content: every server read, nothing written (change_seq, synced and updated times stay).
  assert.equal(many.again.counts.unchanged, 1108);
  assert.equal(many.again.counts.new + many.again.counts.updated + many.again.counts.deleted, 0);
  assert.deepEqual(many.afterAgain, many.afterSecond);
});

test('a transaction waits a moment for more pages, not for a request that hangs: the pages before it are committed meanwhile', async () => {
  const db = await freshDatabase();
  try {
    const items = structuredClone(snapshotItems()) as ListItem[];
    // The third request never answers; the client's deadline (3 s) ends it and, with one attempt, the run.
    const reg = await startRegistryStandIn({ items, fail: (n) => (n === 3 ? 'hang' : null) });
    const started = Date.now();
    const sync = runSync(db, {
      source: { kind: 'registry', url: reg.url },
      progress: false,
      pageSize: 7,
      attempts: 1,
      requestTimeoutMs: 3000,
    });
    sync.catch(() => undefined);
    // The first page goes in a transaction of its own; the second waits for a third that never comes.
    let pages = 0;
    while (pages < 2 && Date.now() - started < 2500) {
      await new Promise((r) => setTimeout(r, 25));
      pages = (await db.one<{ pages: number }>('SELECT pages FROM sync_runs ORDER BY id DESC LIMIT 1'))?.pages ?? 0;
    }
    assert.equal(pages, 2, 'the two pages fetched before the hanging request were committed while it hung');
    await assert.rejects(sync, /failed after 2 page\(s\)/);
  } finally {
    await db.close();
  }
});
