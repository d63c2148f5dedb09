// The embedded database as an ordinary user (createPostgresUser off): `switchboard migrate` initialises a
// cluster in a folder that user owns, and a second run reuses it. Under root (CI) it runs as `nobody`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { firstClosedFolder } from '../../db/embedded.js';
import { ROOT } from '../helpers/cli.js';

const isRoot = process.getuid?.() === 0;

// Under root the command runs as `nobody`, which must be able to read the clone: a clone under a 0700
// folder (tested by embedded-closed-parent.test.ts) cannot run this one.
function nobodyCannotReadClone(): string | false {
  if (!isRoot) return false;
  const id = (a: string) => spawnSync('id', [a, 'nobody'], { encoding: 'utf8' }).stdout.trim();
  const closed = firstClosedFolder(ROOT, { uid: Number(id('-u')), gids: id('-G').split(/\s+/).map(Number) });
  return closed ? `nobody cannot enter ${closed}, on the way to this clone` : false;
}

function migrateAsOrdinaryUser(dataDir: string): { code: number | null; out: string } {
  const env = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), SWITCHBOARD_DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  const cmd = isRoot
    ? spawnSync(
        'runuser',
        [
          '-u',
          'nobody',
          '--',
          'env',
          ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
          process.execPath,
          'bin/switchboard.js',
          'migrate',
        ],
        { cwd: ROOT, encoding: 'utf8' },
      )
    : spawnSync(process.execPath, ['bin/switchboard.js', 'migrate'], { cwd: ROOT, env, encoding: 'utf8' });
  return { code: cmd.status, out: `${cmd.stdout}${cmd.stderr}` };
}

test('the embedded database initialises and is reused when run by an ordinary user', { skip: nobodyCannotReadClone() }, () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-user-'));
  fs.chmodSync(base, 0o755);
  if (isRoot) fs.chownSync(base, Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim()), -1);
  const dataDir = path.join(base, 'data');
  try {
    const first = migrateAsOrdinaryUser(dataDir);
    assert.equal(first.code, 0, first.out);
    assert.match(first.out, /applied \d+ migration\(s\)/);
    const owner = fs.statSync(path.join(dataDir, 'pg')).uid;
    assert.notEqual(owner, 0, 'the cluster belongs to the ordinary user');
    const second = migrateAsOrdinaryUser(dataDir);
    assert.equal(second.code, 0, second.out);
    assert.doesNotMatch(second.out, /applied \d+ migration/);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});
