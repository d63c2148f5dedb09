// A sync process killed mid-run (kill -9: no cleanup at all) is taken up by the next run at the cursor
// of its last committed page; nothing stored is lost or stored twice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync } from '../../../checker/sync/run-sync.js';
import { startCli } from '../../helpers/cli.js';
import { freshDatabase } from '../../helpers/db.js';
import { startRegistryStandIn } from '../../helpers/registry-stand-in.js';
import { snapshotItems } from '../../helpers/snapshot.js';

test('a sync killed with SIGKILL in the middle resumes at its last committed page', async () => {
  const db = await freshDatabase();
  let hang = true;
  // Page 6 never answers while `hang` is set: the process is mid-run when it is killed.
  const reg = await startRegistryStandIn({ items: snapshotItems(), fail: (n) => (hang && n === 6 ? 'hang' : null) });
  const proc = startCli(['sync'], { DATABASE_URL: db.url, REGISTRY_URL: reg.url });
  for (let i = 0; i < 600 && reg.requests.length < 6; i++) await new Promise((r) => setTimeout(r, 100));
  assert.equal(reg.requests.length, 6, 'the sync reached page 6');
  // Give the transaction of page 5 time to commit before the kill.
  for (let i = 0; i < 100; i++) {
    const run = await db.one<{ pages: number }>('SELECT pages FROM sync_runs');
    if (run?.pages === 5) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  proc.child.kill('SIGKILL');
  await proc.exited;
  const crashed = await db.one<{ status: string; pages: number; cursor: string }>('SELECT status, pages, cursor FROM sync_runs');
  assert.deepEqual({ status: crashed!.status, pages: crashed!.pages }, { status: 'running', pages: 5 });
  const storedBefore = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM servers'))!.n;
  assert.ok(storedBefore > 0 && storedBefore < 1108);

  hang = false;
  reg.requests.length = 0;
  const resumed = await runSync(db, { source: { kind: 'registry', url: reg.url }, progress: false });
  assert.equal(resumed.resumed, true);
  assert.equal(reg.requests[0]!.searchParams.get('cursor'), crashed!.cursor);
  assert.equal(resumed.counts.new, 1108);
  assert.equal((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM servers'))!.n, 1108);
  assert.equal((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM sync_runs WHERE status = 'done'`))!.n, 1);
});
