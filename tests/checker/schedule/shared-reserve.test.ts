// A worker keeps its shared hosts' in-flight allowance (at most a quarter of its slots) free of single-host
// checks (scheduler.ts, claim.ts `singleLimit`): the busiest host sets the length of a pass, and a worker
// full of single-host checks gave it a start only when those ended. Simulated time, real database, checks
// held open on loopback hosts so that the slots stay taken.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkEndpoint } from '../../../checker/probe/check-endpoint.js';
import { Scheduler, type CheckFn } from '../../../checker/schedule/scheduler.js';
import { freshDatabase } from '../../helpers/db.js';
import { fakeMcp } from '../../helpers/misbehaving-servers.js';
import { insertServer, SimClock, startHost } from './fleet.js';

const T0 = Date.parse('2026-03-01T08:00:00Z');

test('single-host checks leave the shared hosts their slots; the shared host starts once per spacing while the worker is full', async () => {
  const db = await freshDatabase();
  const clock = new SimClock(T0);
  const shared = await startHost('127.0.0.101', fakeMcp());
  for (let i = 0; i < 20; i++)
    await insertServer(db, { name: `com.example/shared-${i}`, remotes: [{ url: shared.url(`/s${i}`), minute: 0 }] });
  const singles: string[] = [];
  for (let h = 0; h < 10; h++) {
    const host = await startHost(`127.0.0.${110 + h}`, fakeMcp());
    singles.push(host.address);
    await insertServer(db, { name: `com.example/single-${h}`, remotes: [{ url: host.url('/mcp'), minute: 0 }] });
  }
  await db.exec('UPDATE remotes SET next_check_at = :now', { now: new Date(T0) });

  // Every check "sends" at once (its host's next start is then one spacing on) and waits until the test
  // lets it go, so a claimed slot stays taken.
  const gates: (() => void)[] = [];
  const check: CheckFn = async (target, opts) => {
    const u = new URL(target.url);
    opts.connectHook?.({ hostname: u.hostname, address: u.hostname, family: 4, port: Number(u.port), protocol: 'http:' });
    await new Promise<void>((resolve) => gates.push(resolve));
    return checkEndpoint(target, opts);
  };
  // 8 slots: a quarter (2) is kept for the shared host (its allowance is 4); single hosts may take 6.
  const sched = new Scheduler({ db, now: clock.now, check, allowPrivate: true, listen: false, settings: { workerConcurrency: 8 } });
  const leased = async () => {
    const rows = await db.rows<{ host: string; n: number }>(
      'SELECT host, count(*)::int AS n FROM remotes WHERE lease_expires_at > :now GROUP BY host',
      { now: clock.now() },
    );
    const on = (h: string) => rows.find((r) => r.host === h)?.n ?? 0;
    return { shared: on(shared.address), singles: singles.reduce((n, h) => n + on(h), 0) };
  };
  try {
    await sched.housekeep();
    assert.equal(await sched.pump(), 7);
    assert.deepEqual(await leased(), { shared: 1, singles: 6 });
    for (;;) {
      const h = await db.one<{ next: Date }>('SELECT next_start_at AS next FROM hosts WHERE host = :host', { host: shared.address });
      if (h!.next.getTime() === T0 + 1_000) break; // the start is confirmed: sent at T0, next one spacing on
      await new Promise((r) => setTimeout(r, 10));
    }
    // One spacing later the shared host opens again and gets the slot the single hosts could not take.
    clock.set(new Date(T0 + 1_000));
    assert.equal(await sched.pump(), 1);
    assert.deepEqual(await leased(), { shared: 2, singles: 6 });
    // The worker is full now: nothing more starts until a check ends.
    clock.set(new Date(T0 + 2_000));
    assert.equal(await sched.pump(), 0);
    assert.equal(sched.inFlight, 8);
  } finally {
    for (;;) {
      const open = gates.splice(0);
      if (open.length === 0 && sched.inFlight === 0) break;
      for (const go of open) go();
      await new Promise((r) => setTimeout(r, 10));
    }
    await sched.stop();
  }
});
