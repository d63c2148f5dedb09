// recomputeServer with the database: a remote the registry no longer lists must not keep deciding whether
// the server answers (its last status would otherwise stay in server_measures.details forever).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recomputeServer } from '../../../checker/derive/recompute.js';
import { freshDatabase } from '../../helpers/db.js';
import { insertServer } from '../schedule/fleet.js';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T10:00:00Z');
const dayOf = (n: number) => new Date(START + n * DAY).toISOString().slice(0, 10);

test('an unlisted remote that last answered does not keep a 30-day failing server from removal', async () => {
  const db = await freshDatabase();
  const { serverId, remoteIds } = await insertServer(db, {
    name: 'com.example/dropped-remote',
    remotes: [
      { url: 'http://127.0.0.21/mcp', minute: 600 },
      { url: 'http://127.0.0.22/sse', type: 'sse', minute: 600 },
    ],
  });
  const [kept, dropped] = remoteIds as [number, number];
  const recompute = (day: number, remoteId: number, status: 'up' | 'down') =>
    db.transaction((t) =>
      recomputeServer(
        db,
        serverId,
        { now: new Date(START + day * DAY), commonToolSetHashes: new Set(), remoteStatus: { remoteId, status } },
        t,
      ),
    );
  const daily = (remoteId: number, day: number, ok: boolean) =>
    db.exec(
      `INSERT INTO daily_results (remote_id, server_id, day, checked, first_try_ok, retry_ok, success, state, response_ms)
       VALUES (:remoteId, :serverId, :day, true, :ok, NULL, :ok, :state, NULL)`,
      { remoteId, serverId, day: dayOf(day), ok, state: ok ? 'responds' : 'timeout' },
    );

  // Day 0: the legacy remote answers, the main one does not.
  await daily(dropped, 0, true);
  await daily(kept, 0, false);
  await recompute(0, dropped, 'up');
  assert.equal((await recompute(0, kept, 'down')).answering, true);
  // The registry drops the legacy remote; the main one fails every day for 30 days.
  await db.exec('UPDATE remotes SET listed = false WHERE id = :id', { id: dropped });
  let last = null;
  for (let day = 1; day <= 30; day++) {
    await daily(kept, day, false);
    last = await recompute(day, kept, 'down');
  }
  assert.equal(last!.answering, false, 'no listed remote answers');
  assert.equal(last!.newlyRemoved, true);
  const server = await db.one<{ removed_at: Date | null }>('SELECT removed_at FROM servers WHERE id = :serverId', { serverId });
  assert.notEqual(server!.removed_at, null);
  const changes = await db.rows<{ kind: string }>(`SELECT kind FROM changes WHERE server_id = :serverId ORDER BY id`, { serverId });
  assert.deepEqual(
    changes.map((c) => c.kind),
    ['stopped_answering', 'removed'],
  );
});
