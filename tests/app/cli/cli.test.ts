import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runCli } from '../../helpers/cli.js';
import { freshDatabase } from '../../helpers/db.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';

test('--help lists every subcommand; an unknown command or option is named, exit 2', async () => {
  const help = await runCli(['--help']);
  assert.equal(help.code, 0);
  for (const c of ['start', 'web', 'worker', 'migrate', 'sync', 'check']) assert.match(help.stdout, new RegExp(`switchboard ${c}\\b`));
  const unknown = await runCli(['frobnicate']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown command "frobnicate"/);
  const badFlag = await runCli(['sync', '--from-fil', 'x']);
  assert.equal(badFlag.code, 2);
  assert.match(badFlag.stderr, /unknown option --from-fil/);
  const missing = await runCli(['sync', '--from-file']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /--from-file needs a value/);
});

test('a bad environment variable stops the process with a message naming it', async () => {
  const res = await runCli(['migrate'], { PORT: 'eighty', REGISTRY_URL: 'ftp://nope' });
  assert.equal(res.code, 1);
  assert.match(res.stderr, /PORT/);
  assert.match(res.stderr, /REGISTRY_URL: must be an http\(s\) URL/);
  const check = await runCli(['migrate'], { CHECK_RESPONSE_TIMEOUT_MS: 'soon' });
  assert.equal(check.code, 1);
  assert.match(check.stderr, /CHECK_RESPONSE_TIMEOUT_MS/);
  const schedule = await runCli(['migrate'], { SCHEDULE_HOST_SPACING_MS: '-5' });
  assert.equal(schedule.code, 1);
  assert.match(schedule.stderr, /SCHEDULE_HOST_SPACING_MS: must be a positive integer/);
});

test('sync --from-file stores the snapshot, and a second run changes nothing', async () => {
  const db = await freshDatabase({ migrate: false });
  const env = { DATABASE_URL: db.url };
  const first = await runCli(['sync', '--from-file', SNAPSHOT_PATH], env);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /sync file: 1108 new, 0 updated, 0 deleted, 0 skipped, 0 unchanged/);
  // Not a terminal: progress comes as log lines on stderr, ending with the summary.
  assert.match(first.stderr, /sync: 1108 new/);
  const second = await runCli(['sync', '--from-file', SNAPSHOT_PATH], env);
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stdout, /0 new, 0 updated, 0 deleted, 0 skipped, 1108 unchanged/);
  const n = await db.one<{ n: number; r: number }>(
    'SELECT (SELECT count(*) FROM servers)::int AS n, (SELECT count(*) FROM remotes)::int AS r',
  );
  assert.deepEqual(n, { n: 1108, r: 621 });
});

test('a migration that fails stops the command with one line naming the problem, no stack trace', async () => {
  const db = await freshDatabase({ migrate: false });
  // A table where the migration log should be, of another shape: umzug cannot read it.
  await db.exec('CREATE TABLE migrations (x int)');
  const res = await runCli(['migrate'], { DATABASE_URL: db.url });
  assert.equal(res.code, 1);
  assert.match(res.stderr, /switchboard migrate: database migrations failed: /);
  assert.doesNotMatch(res.stderr, /\n\s+at /, 'no stack trace');
});
