// The scheduler's LISTEN owner_paused connection, dropped (PostgreSQL restarted, backend terminated),
// comes back by itself: a pause sent afterwards still aborts the check in flight at once. Before, a lost
// connection left the poll alone in charge for the rest of the process's life.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PauseWatch } from '../../../checker/schedule/pause-watch.js';
import { SILENT_LOG } from '../../../core/log.js';
import { freshDatabase } from '../../helpers/db.js';

const db = await freshDatabase();

async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const listenerPids = async (): Promise<number[]> =>
  (
    await db.rows<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN owner_paused' AND pid <> pg_backend_pid()`,
    )
  ).map((r) => r.pid);

test('a dropped LISTEN owner_paused connection is reopened, and a pause sent then aborts the check in flight', async () => {
  // The poll is an hour away: only the notification can abort the check within this test.
  const watch = new PauseWatch(db, { pollMs: 3_600_000, listen: true, log: SILENT_LOG, retryMs: 20 });
  await watch.start();
  try {
    await eventually('listening', async () => (await listenerPids()).length === 1);
    const [first] = await listenerPids();
    await db.exec('SELECT pg_terminate_backend(:pid)', { pid: first });
    await eventually('a new LISTEN connection', async () => {
      const pids = await listenerPids();
      return pids.length === 1 && pids[0] !== first && watch.listening;
    });
    const check = watch.track(7);
    await db.exec(`SELECT pg_notify('owner_paused', '7')`);
    await eventually('the check aborted by the notification', () => check.signal.aborted);
    check.release();
  } finally {
    await watch.stop();
  }
  await eventually('no LISTEN connection left', async () => (await listenerPids()).length === 0);
  assert.equal(watch.listening, false);
});
