// `switchboard check-all --allow-private` end to end, as a child process, on a loopback fleet: every
// listed remote checked once under the per-host limits, a summary by outcome and state, exit 0.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freshDatabase } from '../../helpers/db.js';
import { runCli } from '../../helpers/cli.js';
import { fakeMcp, fixedResponse } from '../../helpers/misbehaving-servers.js';
import { insertServer, startHost } from './fleet.js';

test('check-all checks every listed remote once and prints a summary by outcome and state', async () => {
  const db = await freshDatabase();
  const up = await startHost('127.0.0.71', fakeMcp());
  const other = await startHost('127.0.0.72', (req, res, ctx) =>
    req.url === '/auth' ? fixedResponse(401, { 'www-authenticate': 'Bearer' })(req, res, ctx) : fixedResponse(500)(req, res, ctx),
  );
  for (const p of ['a', 'b', 'c'])
    await insertServer(db, { name: `com.example/up-${p}`, remotes: [{ url: up.url(`/${p}`), minute: 100 }] });
  await insertServer(db, { name: 'com.example/auth', remotes: [{ url: other.url('/auth'), minute: 100 }] });
  await insertServer(db, { name: 'com.example/broken', remotes: [{ url: other.url('/broken'), minute: 100 }] });
  await insertServer(db, {
    name: 'com.example/template',
    remotes: [{ url: null, urlTemplate: 'https://{tenant}.example.com/mcp', minute: 100 }],
  });
  const gone = await insertServer(db, { name: 'com.example/gone', remotes: [{ url: up.url('/gone'), minute: 100 }] });
  await db.exec(`UPDATE servers SET status = 'deleted' WHERE id = :id`, { id: gone.serverId });

  const r = await runCli(['check-all', '--allow-private'], { DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^check-all: 6 of 6 remote\(s\) checked in \d+\.\d s\n/);
  assert.match(r.stdout, /\n {2}reachable +4 {2}\(responds 3, auth_required 1\)\n/);
  assert.match(r.stdout, /\n {2}not_reachable +1 {2}\(http_error 1\)\n/);
  assert.match(r.stdout, /\n {2}not_checked +1 {2}\(placeholder 1\)\n/);
  assert.match(r.stdout, /\n {2}refused +0\n/);
  assert.match(r.stderr, /check-all: 6 checked, 0 left for later/);
  const perRemote = await db.rows<{ n: number }>('SELECT count(*)::int AS n FROM checks GROUP BY remote_id');
  assert.equal(perRemote.length, 6);
  assert.ok(perRemote.every((x) => x.n === 1));
  assert.ok(!up.log.some((x) => x.path === '/gone'));
  // Three remotes on one host: their starts at least a second apart (the default spacing).
  const starts = (
    await db.rows<{ started_at: Date }>(
      `SELECT c.started_at FROM checks c JOIN remotes r ON r.id = c.remote_id WHERE r.host = '127.0.0.71' ORDER BY 1`,
    )
  ).map((x) => x.started_at.getTime());
  assert.ok(starts[1]! - starts[0]! >= 1000 && starts[2]! - starts[1]! >= 1000);
});
