import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync, SyncBusyError, SyncFailedError } from '../../../checker/sync/run-sync.js';
import { freshDatabase } from '../../helpers/db.js';
import { startRegistryStandIn, type ListItem } from '../../helpers/registry-stand-in.js';
import { snapshotItems } from '../../helpers/snapshot.js';

const meta = (i: ListItem) => i._meta['io.modelcontextprotocol.registry/official'];
const quiet = { progress: false as const, backoffMs: 5, requestTimeoutMs: 2000 };

function latestOnly(items: unknown[]): ListItem[] {
  return (items as ListItem[]).filter((i) => meta(i).isLatest);
}

async function count(db: Awaited<ReturnType<typeof freshDatabase>>, sql: string): Promise<number> {
  return (await db.one<{ n: number }>(sql))!.n;
}

test('full sync pages through every item with the cursor, then an incremental sync asks only updated_since', async () => {
  const db = await freshDatabase();
  const reg = await startRegistryStandIn({ items: snapshotItems() });
  const full = await runSync(db, { source: { kind: 'registry', url: reg.url }, ...quiet });
  assert.equal(full.mode, 'full');
  assert.equal(full.counts.new, 1108);
  assert.equal(full.pages, Math.ceil(2794 / 100));
  assert.equal(full.watermark, '2025-12-18T08:09:20.694Z');
  assert.ok(reg.requests.every((u) => u.searchParams.get('limit') === '100' && !u.searchParams.has('updated_since')));

  // The registry changes: one server gets a new version, one is deleted, one deprecated, one is new.
  const items = reg.items as ListItem[];
  const latest = latestOnly(items);
  const [bumped, deleted, deprecated] = [latest[10]!, latest[20]!, latest[30]!];
  const t = '2025-12-19T10:00:00.000Z';
  meta(bumped).isLatest = false;
  meta(bumped).updatedAt = t;
  items.push({
    server: { ...structuredClone(bumped.server), version: '99.0.0', description: 'A new description' },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: t, updatedAt: t, isLatest: true } },
  });
  Object.assign(meta(deleted), { status: 'deleted', statusMessage: 'withdrawn by publisher', updatedAt: t });
  Object.assign(meta(deprecated), { status: 'deprecated', statusMessage: 'use v2', updatedAt: t });
  items.push({
    server: {
      name: 'com.example/brand-new',
      version: '1.0.0',
      description: 'Brand new',
      remotes: [{ type: 'streamable-http', url: 'https://mcp.example.com/mcp' }],
    },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: t, updatedAt: t, isLatest: true } },
  });
  reg.requests.length = 0;
  await db.exec('UPDATE servers SET check_requested_at = NULL');

  const inc = await runSync(db, { source: { kind: 'registry', url: reg.url }, ...quiet });
  assert.equal(inc.mode, 'incremental');
  assert.ok(reg.requests.every((u) => u.searchParams.get('updated_since') === '2025-12-18T08:09:20.694Z'));
  assert.deepEqual({ new: inc.counts.new, updated: inc.counts.updated, deleted: inc.counts.deleted }, { new: 1, updated: 2, deleted: 1 });
  assert.equal(inc.watermark, t);

  const b = await db.one<{ version: string; description: string }>('SELECT version, description FROM servers WHERE name = :n', {
    n: bumped.server.name,
  });
  assert.deepEqual(b, { version: '99.0.0', description: 'A new description' });
  const d = await db.one<{ status: string; status_message: string }>('SELECT status, status_message FROM servers WHERE name = :n', {
    n: deleted.server.name,
  });
  assert.deepEqual(d, { status: 'deleted', status_message: 'withdrawn by publisher' });
  const p = await db.one<{ status: string }>('SELECT status FROM servers WHERE name = :n', { n: deprecated.server.name });
  assert.equal(p!.status, 'deprecated');
  // Everything that changed is marked for an early check; nothing else is.
  const marked = await db.rows<{ name: string }>('SELECT name FROM servers WHERE check_requested_at IS NOT NULL ORDER BY name');
  assert.deepEqual(
    marked.map((m) => m.name),
    [bumped.server.name, deleted.server.name, deprecated.server.name, 'com.example/brand-new'].sort(),
  );
  const changes = await db.rows<{ kind: string; name: string }>(
    'SELECT c.kind, s.name FROM changes c JOIN servers s ON s.id = c.server_id ORDER BY c.kind',
  );
  assert.deepEqual(changes, [
    { kind: 'listed', name: 'com.example/brand-new' },
    { kind: 'unlisted', name: deleted.server.name },
  ]);

  // Nothing changed since: a third sync writes nothing.
  const again = await runSync(db, { source: { kind: 'registry', url: reg.url }, ...quiet });
  assert.equal(again.counts.new + again.counts.updated + again.counts.deleted, 0);
});

test('the registry answering next_cursor instead of nextCursor still pages to the end', async () => {
  const db = await freshDatabase();
  const reg = await startRegistryStandIn({ items: snapshotItems().slice(0, 450), cursorField: 'next_cursor' });
  const res = await runSync(db, { source: { kind: 'registry', url: reg.url }, ...quiet });
  assert.equal(res.pages, 5);
  assert.equal(res.counts.new + res.counts.notLatest + res.counts.deleted, 450);
});

test('a failure in the middle of paging is retried with backoff; a failure that lasts resumes next run from the cursor, losing nothing', async () => {
  const db = await freshDatabase();
  // Transient: page 4 fails twice (500, then a reset), then answers.
  const flaky = await startRegistryStandIn({ items: snapshotItems(), fail: (n) => (n === 4 ? 'http500' : n === 5 ? 'reset' : null) });
  const ok = await runSync(db, { source: { kind: 'registry', url: flaky.url }, ...quiet });
  assert.equal(ok.counts.new, 1108);

  const db2 = await freshDatabase();
  // Page 11 hangs past the deadline, then the registry stays down until we say so.
  let down = false;
  let broke = false;
  const reg = await startRegistryStandIn({
    items: snapshotItems(),
    fail: (n) => {
      if (!broke && n === 11) return ((broke = down = true), 'hang');
      return down ? 'http500' : null;
    },
  });
  await assert.rejects(
    runSync(db2, { source: { kind: 'registry', url: reg.url }, ...quiet, attempts: 3, requestTimeoutMs: 500 }),
    (err: unknown) => {
      assert.ok(err instanceof SyncFailedError);
      assert.match(err.message, /failed after 10 page\(s\)/);
      return true;
    },
  );
  const stored = await count(db2, 'SELECT count(*)::int AS n FROM servers');
  assert.ok(stored > 0);
  const run = await db2.one<{ status: string; cursor: string }>(`SELECT status, cursor FROM sync_runs ORDER BY id DESC LIMIT 1`);
  assert.equal(run!.status, 'failed');

  down = false;
  reg.requests.length = 0;
  const resumed = await runSync(db2, { source: { kind: 'registry', url: reg.url }, ...quiet });
  assert.equal(resumed.resumed, true);
  assert.equal(reg.requests[0]!.searchParams.get('cursor'), run!.cursor);
  assert.equal(resumed.pages, 28);
  assert.equal(await count(db2, 'SELECT count(*)::int AS n FROM servers'), 1108);
  assert.equal(resumed.counts.new, 1108);
});

test('malformed items are logged with their name and skipped; the rest is stored', async () => {
  const db = await freshDatabase();
  const items = latestOnly(snapshotItems()).slice(0, 50) as unknown[];
  items.push({
    server: { name: 'com.example/no-version' },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', isLatest: true } },
  });
  items.push({
    server: { name: 'com.example/bad-status', version: '1' },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'weird', isLatest: true } },
  });
  items.push({
    server: { name: 'com.example/bad-remote', version: '1', remotes: [{ type: 'stdio', url: 'x' }] },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', isLatest: true } },
  });
  items.push('not even an object');
  const reg = await startRegistryStandIn({ items });
  const warnings: string[] = [];
  const res = await runSync(db, {
    source: { kind: 'registry', url: reg.url },
    ...quiet,
    log: (level, msg) => level === 'warn' && warnings.push(msg),
  });
  assert.equal(res.counts.skipped, 4);
  assert.equal(res.counts.new, 50);
  assert.ok(warnings.some((w) => w.includes('"com.example/no-version"') && w.includes('server.version')));
  assert.ok(warnings.some((w) => w.includes('"com.example/bad-status"') && w.includes('status')));
  assert.ok(warnings.some((w) => w.includes('"com.example/bad-remote"') && w.includes('unknown transport "stdio"')));
  assert.ok(warnings.some((w) => w.includes('"(no name)"')));
});

test('two syncs at once: the second is refused, not doubled', async () => {
  const db = await freshDatabase();
  let second: Promise<unknown> | undefined; // settles to the error it was refused with
  // The second sync starts while the first is inside its first page request (which hangs once).
  const reg = await startRegistryStandIn({
    items: snapshotItems().slice(0, 300),
    fail: (n) => {
      if (n !== 1) return null;
      second = runSync(db, { source: { kind: 'registry', url: reg.url }, ...quiet }).then(
        () => 'it ran',
        (err: unknown) => err,
      );
      return 'hang';
    },
  });
  const first = await runSync(db, { source: { kind: 'registry', url: reg.url }, ...quiet, requestTimeoutMs: 300 });
  assert.equal(first.counts.new + first.counts.notLatest + first.counts.deleted, 300);
  assert.ok((await second) instanceof SyncBusyError);
  assert.equal(await count(db, `SELECT count(*)::int AS n FROM sync_runs`), 1);
});
