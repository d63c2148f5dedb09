// The search's two generated tables are what their generators make from today's tables and catalogue: forms.json drifted
// for sessions (16 forms the hand-written tables had come to read, 2 they no longer read) because nothing compared the
// file with its script (issue #11, session 49). Each script's `--check` writes nothing and exits non-zero on a drift.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const check = (script: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), '--check'], { cwd: ROOT, encoding: 'utf8' });

test('catalog/search/forms.json is what scripts/search-forms.ts makes from the hand-written tables now', () => {
  const run = check('search-forms.ts');
  assert.equal(run.status, 0, run.stderr || run.stdout);
  assert.match(run.stdout, /forms\.json is current: \d{4,} forms/);
});

test('catalog/search/expansions-mined.ts is what scripts/mine-search-expansions.ts mines from the snapshot, less the struck-out pairs', () => {
  const run = check('mine-search-expansions.ts');
  assert.equal(run.status, 0, run.stderr || run.stdout);
  assert.match(run.stdout, /expansions-mined\.ts is current: \d+ abbreviations, \d+ words/);
});
