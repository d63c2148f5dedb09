// The LISTEN connection of the live index: after a drop it reconnects and asks for a catch-up; closed
// while a reconnect is under way, it leaves no connection behind (a leaked one would keep LISTENing and
// hold the process open after shutdown).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Database } from '../../../db/connection.js';
import { createLogger } from '../../../core/log.js';
import { listenServerChanges } from '../../../catalog/search-sync/notifications.js';
import { freshDatabase } from '../../helpers/db.js';

const db = await freshDatabase();
const log = createLogger('silent');

async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const listeners = async (): Promise<number> =>
  (await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN server_changed' AND pid <> pg_backend_pid()`,
  ))!.n;
const dropListeners = () =>
  db.exec(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN server_changed' AND pid <> pg_backend_pid()`,
  );

test('a dropped LISTEN connection comes back, asks for a catch-up, and notifications flow again', async () => {
  const ids: number[] = [];
  let reconnects = 0;
  const l = await listenServerChanges({ db, log, onIds: (x) => ids.push(...x), onReconnect: () => reconnects++, retryMs: 20 });
  try {
    await eventually('listening', async () => (await listeners()) === 1);
    await dropListeners();
    await eventually('the reconnect', () => reconnects === 1);
    await db.exec(`SELECT pg_notify('server_changed', '42')`);
    await eventually('the notification after the reconnect', () => ids.includes(42));
  } finally {
    await l.close();
  }
  await eventually('no LISTEN connection left', async () => (await listeners()) === 0);
});

test('closed while reconnecting: the connection being opened is closed too, and no catch-up is asked', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let gated = false;
  const slow = {
    dedicatedClient: async (onError: (err: Error) => void) => {
      if (gated) await gate;
      return db.dedicatedClient(onError);
    },
  } as unknown as Database;
  let reconnects = 0;
  const l = await listenServerChanges({ db: slow, log, onIds: () => undefined, onReconnect: () => reconnects++, retryMs: 10 });
  await eventually('listening', async () => (await listeners()) === 1);
  gated = true;
  await dropListeners();
  await eventually('the old connection gone', async () => (await listeners()) === 0);
  await new Promise((r) => setTimeout(r, 100)); // the reconnect is now waiting at the gate
  await l.close();
  release();
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await listeners(), 0, 'no connection LISTENs after close()');
  assert.equal(reconnects, 0, 'no catch-up is asked of a closed index');
});
