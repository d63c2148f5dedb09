// The politeness rules in simulated time, with the real database and loopback hosts: early checks 30 s
// apart per host, daily checks 1 s apart, Retry-After per host (and "slow down" past a day), the daily
// allowance per host, and nothing for deleted servers or unlisted remotes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Scheduler } from '../../../checker/schedule/scheduler.js';
import { freshDatabase } from '../../helpers/db.js';
import { fakeMcp, fixedResponse } from '../../helpers/misbehaving-servers.js';
import { insertServer, runUntil, SimClock, startHost } from './fleet.js';

const T0 = Date.parse('2026-03-01T08:00:00Z');
const iso = (d: Date) => d.toISOString().slice(11, 19);

async function startsOn(db: Awaited<ReturnType<typeof freshDatabase>>, host: string): Promise<string[]> {
  const rows = await db.rows<{ started_at: Date }>(
    `SELECT c.started_at FROM checks c JOIN remotes r ON r.id = c.remote_id WHERE r.host = :host ORDER BY c.started_at`,
    { host },
  );
  return rows.map((r) => r.started_at.toISOString());
}

test('new servers on one host are checked first, 30 s apart; daily checks 1 s apart; deleted and unlisted never', async () => {
  const db = await freshDatabase();
  const clock = new SimClock(T0);
  const srv = await startHost('127.0.0.21', fakeMcp());
  const other = await startHost('127.0.0.23', fakeMcp());
  for (const p of ['a', 'b', 'c']) {
    await insertServer(db, {
      name: `com.example/new-${p}`,
      remotes: [{ url: srv.url(`/${p}`), minute: 720 }],
      checkRequestedAt: new Date(T0),
    });
  }
  const gone = await insertServer(db, {
    name: 'com.example/deleted',
    remotes: [{ url: other.url('/deleted'), minute: 500 }],
    checkRequestedAt: new Date(T0),
  });
  await db.exec(`UPDATE servers SET status = 'deleted' WHERE id = :id`, { id: gone.serverId });
  const dropped = await insertServer(db, { name: 'com.example/unlisted', remotes: [{ url: other.url('/unlisted'), minute: 500 }] });
  await db.exec('UPDATE remotes SET listed = false WHERE id = :id', { id: dropped.remoteIds[0] });

  const sched = new Scheduler({ db, now: clock.now, allowPrivate: true, listen: false });
  try {
    await runUntil(sched, clock, new Date(T0 + 5 * 60_000));
    assert.deepEqual(
      (await startsOn(db, '127.0.0.21')).map((s) => iso(new Date(s))),
      ['08:00:00', '08:00:30', '08:01:00'],
    );
    assert.equal(
      (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM servers WHERE check_requested_at IS NOT NULL AND status <> 'deleted'"))!
        .n,
      0,
    );

    // The early check was the day's first try: the next ones are tomorrow at noon, one second apart.
    await runUntil(sched, clock, new Date(Date.parse('2026-03-02T12:05:00Z')));
    assert.deepEqual((await startsOn(db, '127.0.0.21')).slice(3), [
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T12:00:01.000Z',
      '2026-03-02T12:00:02.000Z',
    ]);
    assert.equal(other.log.length, 0, 'deleted servers and unlisted remotes are not checked');
  } finally {
    await sched.stop();
  }
});

test('Retry-After is obeyed for the whole host; past a day it marks the host "slow down"; refused never counts', async () => {
  const db = await freshDatabase();
  const clock = new SimClock(Date.parse('2026-03-01T11:59:00Z'));
  let retryAfter = '120';
  const host = await startHost('127.0.0.22', (req, res, ctx) =>
    req.url === '/busy' ? fixedResponse(429, { 'retry-after': retryAfter })(req, res, ctx) : fakeMcp()(req, res, ctx),
  );
  const busy = await insertServer(db, { name: 'com.example/busy', remotes: [{ url: host.url('/busy'), minute: 720 }] });
  await insertServer(db, { name: 'com.example/calm', remotes: [{ url: host.url('/calm'), minute: 720 }] });
  const sched = new Scheduler({ db, now: clock.now, allowPrivate: true, listen: false });
  try {
    await runUntil(sched, clock, new Date(Date.parse('2026-03-01T12:10:00Z')));
    // busy at 12:00:00 answers 429 Retry-After 120: calm waits until 12:02:00 although its turn was 12:00:01.
    assert.deepEqual(await startsOn(db, '127.0.0.22'), ['2026-03-01T12:00:00.000Z', '2026-03-01T12:02:00.000Z']);
    const day = await db.one<{ checked: boolean; state: string }>('SELECT checked, state FROM daily_results WHERE remote_id = :id', {
      id: busy.remoteIds[0],
    });
    assert.deepEqual(day, { checked: false, state: 'rate_limited' });
    const h1 = await db.one<{ slow_down: boolean; retry_after_until: Date }>(
      `SELECT slow_down, retry_after_until FROM hosts WHERE host = '127.0.0.22'`,
    );
    assert.deepEqual([h1!.slow_down, h1!.retry_after_until.toISOString()], [false, '2026-03-01T12:02:00.000Z']);

    // The refused check is tried again at 12:30; now the host asks for two days.
    retryAfter = String(2 * 86_400);
    await runUntil(sched, clock, new Date(Date.parse('2026-03-02T13:00:00Z')));
    const h2 = await db.one<{ slow_down: boolean; retry_after_until: Date }>(
      `SELECT slow_down, retry_after_until FROM hosts WHERE host = '127.0.0.22'`,
    );
    assert.deepEqual([h2!.slow_down, h2!.retry_after_until.toISOString()], [true, '2026-03-03T12:30:00.000Z']);
    // Nothing started on the host during those two days (calm's noon check of 03-02 waited too).
    assert.deepEqual(await startsOn(db, '127.0.0.22'), [
      '2026-03-01T12:00:00.000Z',
      '2026-03-01T12:02:00.000Z',
      '2026-03-01T12:30:00.000Z',
    ]);
    assert.equal(
      (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM daily_results WHERE checked AND remote_id = :id', {
        id: busy.remoteIds[0],
      }))!.n,
      0,
    );
  } finally {
    await sched.stop();
  }
});

test('a host gets at most its daily allowance of checks', async () => {
  const db = await freshDatabase();
  const clock = new SimClock(Date.parse('2026-03-01T00:00:00Z'));
  const host = await startHost('127.0.0.24', fakeMcp());
  for (const p of ['a', 'b', 'c'])
    await insertServer(db, { name: `com.example/cap-${p}`, remotes: [{ url: host.url(`/${p}`), minute: 60 }] });
  const sched = new Scheduler({ db, now: clock.now, allowPrivate: true, listen: false, settings: { dailyMaxPerHost: 2 } });
  try {
    await runUntil(sched, clock, new Date(Date.parse('2026-03-03T00:00:00Z')));
    const perDay = await db.rows<{ day: string; n: number }>(`SELECT day, count(*)::int AS n FROM checks GROUP BY day ORDER BY day`);
    // Day 1: two at 01:00, the third waits for the next day's allowance (00:00), which leaves one for 01:00.
    assert.deepEqual(perDay, [
      { day: '2026-03-01', n: 2 },
      { day: '2026-03-02', n: 2 },
    ]);
  } finally {
    await sched.stop();
  }
});
