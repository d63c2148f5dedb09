// An owner pause takes effect at once: a check in flight is aborted (by NOTIFY owner_paused, or by the
// poll when no notification comes) and stored as not checked; no check starts while paused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Scheduler } from '../../../checker/schedule/scheduler.js';
import type { Database } from '../../../db/connection.js';
import { freshDatabase } from '../../helpers/db.js';
import { fakeMcp, type Handler } from '../../helpers/misbehaving-servers.js';
import { insertServer, startHost, type HostServer } from './fleet.js';

// initialize is answered only after 20 s: the check is surely in flight when the owner pauses.
const hanging: Handler = (req, res, ctx) => {
  if ((ctx.json as { method?: string } | undefined)?.method === 'initialize') {
    const t = setTimeout(() => void fakeMcp()(req, res, ctx), 20_000);
    res.on('close', () => clearTimeout(t));
    return;
  }
  return fakeMcp()(req, res, ctx);
};

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function pausedMidCheck(db: Database, host: HostServer, sched: Scheduler, notify: boolean): Promise<number> {
  const { serverId, remoteIds } = await insertServer(db, {
    name: `com.example/paused-${notify}`,
    remotes: [{ url: host.url(`/${notify}`), minute: 0 }],
  });
  await db.exec(`INSERT INTO owner_settings (server_id, domain) VALUES (:serverId, 'example.com')`, { serverId });
  await db.exec('UPDATE remotes SET next_check_at = now() WHERE id = :id', { id: remoteIds[0] });
  // The notices' warm-up comes first (several seconds on a loaded machine): the wait below is for the check itself.
  await sched.ready;
  sched.start();
  await waitFor('the check to start', async () => host.log.some((r) => r.path === `/${notify}` && r.rpcMethod === 'initialize'));
  const pausedAt = Date.now();
  await db.exec('UPDATE owner_settings SET checks_paused = true, paused_at = now() WHERE server_id = :serverId', { serverId });
  if (notify) await db.exec(`SELECT pg_notify('owner_paused', :id)`, { id: String(serverId) });
  const row = await waitFor('the aborted check to be stored', () =>
    db.one<{ outcome: string; state: string; tool_count: number | null }>(
      'SELECT outcome, state, tool_count FROM checks WHERE remote_id = :id',
      { id: remoteIds[0] },
    ),
  );
  assert.deepEqual(row, { outcome: 'not_checked', state: 'paused_by_owner', tool_count: null });
  const day = await db.one<{ checked: boolean }>('SELECT checked FROM daily_results WHERE remote_id = :id', { id: remoteIds[0] });
  assert.equal(day!.checked, false, 'a paused check never counts');
  return Date.now() - pausedAt;
}

test('NOTIFY owner_paused aborts a check in flight at once', async () => {
  const db = await freshDatabase();
  const host = await startHost('127.0.0.61', hanging);
  // The poll is slowed down so that only the notification can explain a quick abort.
  const sched = new Scheduler({
    db,
    allowPrivate: true,
    settings: { pausePollMs: 60_000 },
    checkSettings: { responseDeadlineMs: 30_000, checkDeadlineMs: 60_000 },
  });
  try {
    const ms = await pausedMidCheck(db, host, sched, true);
    assert.ok(ms < 10_000);
  } finally {
    await sched.stop();
  }
});

test('without a notification, the poll aborts it within its period', async () => {
  const db = await freshDatabase();
  const host = await startHost('127.0.0.62', hanging);
  const sched = new Scheduler({
    db,
    allowPrivate: true,
    listen: false,
    settings: { pausePollMs: 300 },
    checkSettings: { responseDeadlineMs: 30_000, checkDeadlineMs: 60_000 },
  });
  try {
    await pausedMidCheck(db, host, sched, false);
    // Paused: the daily check that follows starts nothing on the server.
    const before = host.log.length;
    await db.exec('UPDATE remotes SET next_check_at = now()');
    await waitFor(
      'a paused_by_owner row for the next check',
      async () => (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM checks WHERE state = 'paused_by_owner'`))!.n >= 2,
    );
    assert.equal(host.log.length, before);
  } finally {
    await sched.stop();
  }
});
