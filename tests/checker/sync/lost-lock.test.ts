// The sync's advisory lock lives on a connection of its own. When that connection drops mid-sync
// (PostgreSQL restarted, the backend terminated), the process must not die of it (an 'error' event on an
// idle pg client without a listener is an uncaught exception), and the sync must stop rather than go on
// without the lock another process may now hold; the next sync resumes the run at its cursor.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync, SyncFailedError } from '../../../checker/sync/run-sync.js';
import { freshDatabase } from '../../helpers/db.js';
import { startRegistryStandIn, type ListItem } from '../../helpers/registry-stand-in.js';

const T = '2025-03-01T00:00:00Z';
function item(name: string): ListItem {
  return {
    server: {
      name,
      version: '1.0.0',
      description: `about ${name}`,
      remotes: [{ type: 'streamable-http', url: `https://${name.split('/')[1]}.example.com/mcp` }],
    },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: T, updatedAt: T, isLatest: true } },
  } as ListItem;
}

test('the lock connection drops mid-sync: the sync stops with a clear error, the process lives, the next sync finishes', async () => {
  const db = await freshDatabase();
  let terminated: Promise<unknown> | null = null;
  const reg = await startRegistryStandIn({
    items: [item('com.example/a'), item('com.example/b'), item('com.example/c')],
    // The second page request: the lock's backend is terminated, and the request is left unanswered
    // until its deadline (the retry comes after the termination has landed).
    fail: (n) => {
      if (n !== 2) return null;
      terminated = db.exec(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      return 'hang';
    },
  });
  const opts = {
    source: { kind: 'registry' as const, url: reg.url },
    progress: false as const,
    pageSize: 1,
    backoffMs: 50,
    requestTimeoutMs: 1_000,
  };
  await assert.rejects(runSync(db, opts), (err: unknown) => {
    assert.ok(err instanceof SyncFailedError, String(err));
    assert.match(err.message, /lost the sync lock: its database connection dropped/);
    return true;
  });
  assert.ok(terminated, 'the lock was terminated');
  await terminated;
  const next = await runSync(db, opts);
  assert.equal(next.resumed, true, 'the run resumed at its cursor');
  assert.equal(next.counts.new, 3);
  const names = await db.rows<{ name: string }>('SELECT name FROM servers ORDER BY name');
  assert.deepEqual(
    names.map((r) => r.name),
    ['com.example/a', 'com.example/b', 'com.example/c'],
  );
});
