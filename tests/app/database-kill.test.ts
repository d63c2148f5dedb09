// PostgreSQL killed (SIGKILL) in the middle of a check pass, under a real worker process and a real web
// process (the `switchboard worker` and `switchboard web` commands) on an embedded server of this test's
// own. Both processes keep running and say the database is unreachable; /readyz answers not-ready while
// /healthz answers; PostgreSQL is restarted on the same data folder and port; both reconnect, the pass
// resumes, and in the end every remote was contacted and stored exactly once that day.
// No speed is asserted: every wait is on a condition, bounded only so that a hang fails instead of
// blocking the run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { Database, sequelizeFor } from '../../db/connection.js';
import { startEmbedded, type EmbeddedDatabase } from '../../db/embedded.js';
import { migrate } from '../../db/migrate.js';
import { ROOT, startCli, type LongRunning } from '../helpers/cli.js';
import { fakeMcp, type Handler } from '../helpers/misbehaving-servers.js';
import { startRegistryStandIn } from '../helpers/registry-stand-in.js';
import { insertServer, startHost, type HostServer } from '../checker/schedule/fleet.js';

const HOSTS = 3;
const PER_HOST = 3;
// Long enough that a check is surely still in flight when PostgreSQL dies right after its initialize
// arrived (the kill is a signal: it does not wait for anything).
const INITIALIZE_DELAY_MS = 1_500;
const BOUND_MS = 120_000;

function slowInitialize(ms: number): Handler {
  const inner = fakeMcp();
  return (req, res, ctx) => {
    const method = (ctx.json as { method?: string } | undefined)?.method;
    if (method === 'initialize') setTimeout(() => void inner(req, res, ctx), ms);
    else void inner(req, res, ctx);
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, detail: () => string = () => ''): Promise<T> {
  const deadline = Date.now() + BOUND_MS;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}\n${detail()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.json() };
}

const initializes = (hosts: HostServer[]) =>
  hosts.flatMap((h) => h.log.filter((r) => r.rpcMethod === 'initialize').map((r) => `${h.address}${r.path}`));

test('PostgreSQL killed mid-pass: worker and web survive, say so, reconnect, and the pass ends with every remote checked once', async () => {
  const dataDir = path.join(ROOT, 'data', `test-dbkill-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let pg: EmbeddedDatabase = await startEmbedded({ dataDir });
  after(() => pg.stop());
  const url = pg.url;
  // This test's own pool; it sees the same outage (its connections die and are replaced afterwards).
  const db = new Database(sequelizeFor(url, 2), url);
  after(() => db.sequelize.close());
  await migrate(db.sequelize);

  const hosts: HostServer[] = [];
  const remoteIds: number[] = [];
  for (let h = 1; h <= HOSTS; h++) {
    const host = await startHost(`127.0.61.${h}`, slowInitialize(INITIALIZE_DELAY_MS));
    hosts.push(host);
    for (let i = 0; i < PER_HOST; i++) {
      remoteIds.push(
        ...(await insertServer(db, { name: `com.example/dbkill-${h}-${i}`, remotes: [{ url: host.url(`/r${i}`), minute: 0 }] })).remoteIds,
      );
    }
  }
  await db.exec('UPDATE remotes SET next_check_at = now()');
  const registry = await startRegistryStandIn({ items: [] });

  const env = {
    DATABASE_URL: url,
    REGISTRY_URL: registry.url,
    CHECK_UNSAFE_ALLOW_PRIVATE: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  const processes: LongRunning[] = [];
  after(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  });
  const web = startCli(['web'], env);
  const worker = startCli(['worker'], env);
  processes.push(web, worker);
  const outputs = () => `--- worker\n${worker.output()}\n--- web\n${web.output()}`;
  const [, base] = await web.waitFor(/web listening on (http:\/\/127\.0\.0\.1:\d+)/, BOUND_MS);
  await until('readyz 200', async () => (await getJson(`${base}/readyz`)).status === 200, outputs);

  // Mid-pass: some checks stored, and a check whose initialize has just reached its server (in flight).
  await until('two checks stored', async () => (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM checks'))!.n >= 2, outputs);
  const seen = initializes(hosts).length;
  await until('a check in flight', async () => initializes(hosts).length > seen, outputs);
  process.kill(pg.pid, 'SIGKILL');
  await until('PostgreSQL refuses connections', async () => {
    try {
      await db.one('SELECT 1');
      return false;
    } catch {
      return true;
    }
  });

  // While it is down: /readyz says not ready (database false), /healthz answers, both processes run.
  const notReady = await until(
    'readyz not ready',
    async () => {
      const r = await getJson(`${base}/readyz`);
      return r.status === 503 ? r : undefined;
    },
    outputs,
  );
  assert.deepEqual(notReady.body, { status: 'not_ready', database: false, index: true });
  assert.deepEqual(await getJson(`${base}/healthz`), { status: 200, body: { status: 'ok' } });
  // One line each, not one per retry.
  await worker.waitFor(/database is unreachable \(.+\); checks wait for it/, BOUND_MS);
  await web.waitFor(/database is unreachable \(.+\); search index updates wait for it/, BOUND_MS);
  // Let the checks in flight at the kill end (their answers have nowhere to go yet).
  await until(
    'the in-flight check answered',
    async () =>
      hosts.every((h) => h.log.filter((r) => r.rpcMethod === 'initialize').length === h.log.filter((r) => r.method === 'DELETE').length),
    outputs,
  );
  assert.equal(worker.child.exitCode, null, outputs());
  assert.equal(web.child.exitCode, null, outputs());
  assert.deepEqual(await getJson(`${base}/healthz`), { status: 200, body: { status: 'ok' } });

  // Same data folder and port: the processes' DATABASE_URL stays right. Until the killed server's
  // last backends have gone, the new one refuses to start (shared memory still in use): try again.
  pg = await until('PostgreSQL restarted', async () => {
    try {
      return await startEmbedded({ dataDir, port: pg.port, ephemeral: true });
    } catch {
      return undefined;
    }
  });

  await until('readyz 200 again', async () => (await getJson(`${base}/readyz`)).status === 200, outputs);
  await worker.waitFor(/database answers again after \d+ s; checks resume/, BOUND_MS);
  await web.waitFor(/database answers again after \d+ s; search index updates resume/, BOUND_MS);
  // Both LISTEN connections (owner pauses in the worker, search index updates in the web) came back.
  await worker.waitFor(/LISTEN owner_paused: connection reopened/, BOUND_MS);
  await web.waitFor(/LISTEN server_changed: connection reopened/, BOUND_MS);
  await until(
    'every remote stored and no claim left',
    async () => {
      const r = await db.one<{ checked: number; leased: number }>(
        `SELECT (SELECT count(DISTINCT remote_id) FROM checks)::int AS checked,
                (SELECT count(*) FROM remotes WHERE lease_owner IS NOT NULL)::int AS leased`,
      );
      return r!.checked === remoteIds.length && r!.leased === 0;
    },
    outputs,
  );

  // Exactly once, counted three ways: the servers' own logs, the checks table, the day's results.
  const contacted = initializes(hosts).sort();
  assert.deepEqual(contacted, [...new Set(contacted)], `a remote was contacted twice\n${outputs()}`);
  assert.equal(contacted.length, remoteIds.length);
  const perRemote = await db.rows<{ remote_id: number; checks: number; days: number }>(
    `SELECT r.id AS remote_id, (SELECT count(*) FROM checks c WHERE c.remote_id = r.id)::int AS checks,
            (SELECT count(*) FROM daily_results d WHERE d.remote_id = r.id AND d.checked)::int AS days
     FROM remotes r ORDER BY r.id`,
  );
  assert.deepEqual(
    perRemote,
    [...remoteIds].sort((a, b) => a - b).map((id) => ({ remote_id: id, checks: 1, days: 1 })),
  );
  const hostRows = await db.rows<{ in_flight: number }>('SELECT in_flight FROM hosts');
  assert.ok(
    hostRows.every((h) => h.in_flight === 0),
    'no host left counting a check in flight',
  );

  for (const [name, p] of [
    ['worker', worker],
    ['web', web],
  ] as const) {
    assert.equal(p.output().match(/database is unreachable/g)?.length, 1, `${name}: one line for the outage\n${outputs()}`);
  }
  const search = await getJson(`${base}/api/servers.json?q=dbkill`);
  // The body says why when it is not 200 (a 400 names the parameter or the search's time budget).
  assert.equal(search.status, 200, JSON.stringify(search.body));
  assert.equal(await web.stop('SIGTERM'), 0, outputs());
  assert.equal(await worker.stop('SIGTERM'), 0, outputs());
});
