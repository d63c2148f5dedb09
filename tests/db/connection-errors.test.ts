// A connection whose backend is terminated the moment its handshake ends must not take the process down.
// pg parses a whole socket read at once: when the handshake's ReadyForQuery and the FATAL that follows
// (57P01, "terminating connection due to administrator command") arrive in the same read, the 'error' event is
// emitted before connect()'s promise lets its caller attach a listener, and an 'error' without a listener is an
// uncaught exception. That is how the web process died once in tests/app/database-kill.test.ts on a loaded
// machine. Here a PL/pgSQL loop on the real embedded server terminates every victim backend as soon as it is
// idle, while this process's event loop is kept busy in slices so that both messages wait in the socket and
// are read together, as under load. Both ways the web process opens connections are covered: its LISTEN
// connection (db/listen.ts, Database.dedicatedClient) and Sequelize's pool (sequelizeFor).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { Database, sequelizeFor } from '../../db/connection.js';
import { listenReconnecting } from '../../db/listen.js';
import { createLogger } from '../../core/log.js';
import { freshDatabase } from '../helpers/db.js';

const db = await freshDatabase({ migrate: false });
const log = createLogger('silent');
const VICTIM = 'conn_errors_victim';
const victimUrl = (() => {
  const u = new URL(db.url);
  u.searchParams.set('application_name', VICTIM);
  return u.toString();
})();
// Connections opened (and terminated) per test: enough that several have both messages in one read.
const ATTEMPTS = 30;
// Slices of busy event loop: a FATAL sent within a millisecond or two of the ReadyForQuery lands in the same read
// unless a slice ends between them.
const BUSY_SLICE_MS = 30;

// Whatever the test runner does with it, a crash is also reported as what it is.
const uncaught: Error[] = [];
process.on('uncaughtExceptionMonitor', (err) => uncaught.push(err));

async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  const holds = async (): Promise<boolean> => {
    try {
      return await check();
    } catch {
      return false;
    }
  };
  while (!(await holds())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Terminates victim backends as soon as they are idle, and keeps the event loop busy, until the returned stop(). */
async function underFire(): Promise<() => Promise<void>> {
  const killer = new pg.Client({ connectionString: db.url });
  // The killer's own connection ends with the test's database; that is no failure of the code under test.
  killer.on('error', () => undefined);
  await killer.connect();
  const killerPid = (await killer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  // pg_stat_activity is read once per transaction unless its snapshot is cleared; the loop ends when cancelled.
  const loop = killer
    .query(
      `DO $$ BEGIN LOOP
         PERFORM pg_stat_clear_snapshot();
         PERFORM pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${VICTIM}' AND state = 'idle';
         PERFORM pg_sleep(0.001);
       END LOOP; END $$`,
    )
    .then(
      () => assert.fail('the killing loop ended by itself'),
      (err: pg.DatabaseError) => assert.equal(err.code, '57014', `the killing loop failed: ${err.message}`),
    );
  const busy = setInterval(() => {
    const end = Date.now() + BUSY_SLICE_MS;
    while (Date.now() < end);
  }, 1);
  let stopped: Promise<void> | undefined;
  return () => (stopped ??= stopFiring());
  async function stopFiring(): Promise<void> {
    clearInterval(busy);
    await db.exec('SELECT pg_cancel_backend(:pid)', { pid: killerPid });
    await loop;
    await killer.end();
  }
}

test('LISTEN connections terminated as their handshake ends: no crash, and listening resumes once they are left alone', async () => {
  const victimDb = new Database(sequelizeFor(victimUrl, 1), victimUrl);
  after(() => victimDb.sequelize.close());
  let attempts = 0;
  const counting = Object.assign(Object.create(victimDb) as Database, {
    dedicatedClient: (onError: (err: Error) => void) => {
      attempts++;
      return victimDb.dedicatedClient(onError);
    },
  });
  const stop = await underFire();
  const payloads: string[] = [];
  const l = await listenReconnecting({
    db: counting,
    channel: 'conn_errors',
    log,
    onPayload: (p) => payloads.push(p),
    retryMs: 5,
    tolerateFirstFailure: true,
  });
  try {
    await eventually(`${ATTEMPTS} connections opened and terminated`, () => attempts >= ATTEMPTS);
    await stop();
    assert.deepEqual(uncaught, []);
    await eventually('listening again', () => l.listening);
    await db.exec(`SELECT pg_notify('conn_errors', 'after')`);
    await eventually('a notification after the storm', () => payloads.includes('after'));
  } finally {
    await stop();
    await l.close();
  }
});

test("Sequelize pool connections terminated as their handshake ends: queries fail, the process doesn't, and it recovers", async () => {
  const victimDb = new Database(sequelizeFor(victimUrl, 2), victimUrl);
  after(() => victimDb.sequelize.close());
  const stop = await underFire();
  try {
    // Each ping needs a new connection, as the previous one was terminated; whether it answers is not the point.
    for (let i = 0; i < ATTEMPTS; i++) await victimDb.ping();
  } finally {
    await stop();
  }
  assert.deepEqual(uncaught, []);
  await eventually('the pool answers again', () => victimDb.ping());
  assert.equal((await victimDb.one<{ n: number }>('SELECT 1 AS n'))!.n, 1);
});
