// The live index over the synced snapshot: a change plus NOTIFY server_changed is in the next search;
// a change whose notification was lost is healed by the catch-up on change_seq; a deleted server leaves
// the index; measures written by the scheduler reach the filters. Never a full rebuild per change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync } from '../../checker/sync/run-sync.js';
import { createLogger } from '../../core/log.js';
import { LiveIndex } from '../../catalog/search-sync/live-index.js';
import { freshDatabase } from '../helpers/db.js';
import { SNAPSHOT_PATH } from '../helpers/snapshot.js';

async function eventually(what: string, check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('LISTEN/NOTIFY updates one server; the catch-up heals a lost notification', async () => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const live = new LiveIndex({ db, log: createLogger('silent'), catchUpMs: 0, batchMs: 10 });
  await live.start();
  try {
    assert.equal(live.ready, true);
    assert.equal(live.index.size, 1108); // latest servers in the snapshot, none deleted
    const names = (q: string) => live.index.search({ query: q }).results.map((r) => r.doc.name);
    assert.deepEqual(names('zebraphone'), []);

    // 1. A change with its notification.
    const dialer = (await db.one<{ id: number }>(`SELECT id FROM servers WHERE name = 'app.getdialer/dialer'`))!.id;
    await db.exec(`UPDATE servers SET title = 'Zebraphone Dialer', change_seq = nextval('server_change_seq') WHERE id = :id`, {
      id: dialer,
    });
    await db.exec(`SELECT pg_notify('server_changed', :id)`, { id: String(dialer) });
    await eventually('the notified change', () => names('zebraphone').includes('app.getdialer/dialer'));

    // 2. A change whose notification never came: invisible until the catch-up.
    const other = (await db.one<{ id: number }>(`SELECT id FROM servers WHERE name = 'com.remote-mcp/registry-mcp'`))!.id;
    await db.exec(`UPDATE servers SET title = 'Quokkaledger Registry', change_seq = nextval('server_change_seq') WHERE id = :id`, {
      id: other,
    });
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(names('quokkaledger'), []);
    await live.catchUp();
    assert.deepEqual(names('quokkaledger'), ['com.remote-mcp/registry-mcp']);

    // 3. Measures from the scheduler (notified) reach filters and the list extras.
    await db.exec(
      `INSERT INTO server_measures (server_id, computed_at, state, auth_scheme, rank_score, rank_parts, rank_version, notices_count, tool_count)
       VALUES (:id, now(), 'responds', null, 71.5, '{"stability":0.9,"tools":0.5,"speed":0.75,"lookups":null}', 'rank-v1', 2, 3)`,
      { id: dialer },
    );
    await db.exec(`SELECT pg_notify('server_changed', :id)`, { id: String(dialer) });
    await eventually('the measures', () => live.index.search({ filters: { state: 'responds' } }).total === 1);
    const hit = live.index.search({ filters: { state: 'responds', auth: 'none' } }).results[0]!;
    assert.equal(hit.doc.name, 'app.getdialer/dialer');
    assert.equal(hit.doc.rankScore, 71.5);
    assert.equal(live.extra(dialer)!.noticesCount, 2);

    // 4. Deleted in the registry: out of the index, without touching the others.
    await db.exec(`UPDATE servers SET status = 'deleted', change_seq = nextval('server_change_seq') WHERE id = :id`, { id: other });
    await db.exec(`SELECT pg_notify('server_changed', :id)`, { id: String(other) });
    await eventually('the deletion', () => live.index.size === 1107);
    assert.deepEqual(names('quokkaledger'), []);

    // 5. The catch-up with nothing new does nothing (no rebuild): the index keeps its size and content.
    await live.catchUp();
    assert.equal(live.index.size, 1107);
    assert.ok(names('zebraphone').includes('app.getdialer/dialer'));
  } finally {
    await live.close();
  }
});

test('the start-up build gives the event loop back: /healthz-style work runs, and the index is not ready until it ends', async () => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  // A slice of 0 ms yields after every server, so the timer below must run during the build.
  const live = new LiveIndex({ db, log: createLogger('silent'), catchUpMs: 0, listen: false, buildSliceMs: 0 });
  const seenWhileBuilding: number[] = [];
  const tick = setInterval(() => {
    if (!live.ready) seenWhileBuilding.push(live.index.size);
  }, 1);
  try {
    await live.start();
  } finally {
    clearInterval(tick);
  }
  try {
    assert.equal(live.ready, true);
    assert.equal(live.index.size, 1108);
    assert.ok(
      seenWhileBuilding.some((n) => n > 0 && n < 1108),
      `the loop ran mid-build (sizes seen: ${seenWhileBuilding.slice(0, 5).join(', ')})`,
    );
  } finally {
    await live.close();
    await db.close();
  }
});
