// Every switchboard process starts with the node flags of app/node-flags.ts: `npm start` and each Procfile line give
// them on node's command line, and this node accepts them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { NODE_FLAGS } from '../../app/node-flags.js';
import { ROOT } from '../helpers/cli.js';

const STARTS = `node ${NODE_FLAGS.join(' ')} bin/switchboard.js `;

test('npm start and every Procfile process start node with the flags', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.equal(pkg.scripts.start, `${STARTS}start`);
  const lines = fs
    .readFileSync(path.join(ROOT, 'Procfile'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  assert.deepEqual(
    lines.map((l) => l.slice(0, l.indexOf(':'))),
    ['release', 'web', 'worker'],
  );
  for (const line of lines)
    assert.ok(
      line
        .slice(line.indexOf(':') + 1)
        .trim()
        .startsWith(STARTS),
      line,
    );
});

test('node accepts the flags (it refuses an unknown one at start)', () => {
  const ok = spawnSync(process.execPath, [...NODE_FLAGS, '-e', 'process.exit(/a+b/.test("xaab") ? 0 : 3)'], { encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  const unknown = spawnSync(process.execPath, ['--no-such-switchboard-flag', '-e', ''], { encoding: 'utf8' });
  assert.notEqual(unknown.status, 0, 'a flag node does not know fails the start');
});

test("the README's production section names the flags", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const said = `The Procfile and \`npm start\` start node with ${NODE_FLAGS.map((f) => `\`${f}\``).join(' ')} (app/node-flags.ts)`;
  assert.ok(readme.includes(said), said);
});
