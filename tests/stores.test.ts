// "A folder owns its tables' writes" (CONTRIBUTING.md, "Stores"): every INSERT, UPDATE and DELETE in the
// source names its table, and each table may be written only by the modules listed here. A new write
// elsewhere fails this test: route it through the owning module (or, for a deliberate exception, add it
// here with the reason).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['app', 'core', 'db', 'net', 'catalog', 'server', 'checker', 'portal'];

/** Table -> the modules that write it. */
export const OWNERS: Record<string, readonly string[]> = {
  // checker/: the mirror, the schedule, checks and everything derived from them.
  servers: [
    'checker/sync/store.ts',
    'checker/derive/recompute.ts',
    'checker/schedule/complete.ts',
    // The change signal and the early-check request, made by the portal too (owner actions).
    'catalog/server-signals.ts',
  ],
  remotes: [
    'checker/sync/store.ts',
    'checker/schedule/claim.ts',
    'checker/schedule/complete.ts',
    'checker/schedule/hosts-store.ts',
    'checker/schedule/check-all.ts',
  ],
  hosts: ['checker/schedule/claim.ts', 'checker/schedule/complete.ts', 'checker/schedule/hosts-store.ts'],
  sync_runs: ['checker/sync/run-sync.ts'],
  checks: ['checker/derive/store-check.ts'],
  // recompute.ts caches each snapshot's context cost (tool_tokens) once, when it first reads it.
  tool_snapshots: ['checker/derive/store-check.ts', 'checker/derive/recompute.ts'],
  daily_results: ['checker/derive/store-check.ts'],
  changes: ['checker/sync/store.ts', 'checker/derive/store-check.ts', 'checker/derive/recompute.ts'],
  notices: ['checker/derive/recompute.ts'],
  server_measures: ['checker/derive/recompute.ts'],
  server_categories: ['checker/derive/recompute.ts'],
  categories: ['checker/derive/categories-seed.ts'],
  surfaces: ['checker/surfaces/pass.ts'],
  // portal/: owners, their proofs and sessions.
  // ownership.ts releases a claim or pause whose domain no longer owns the listing (after a sync).
  owner_settings: ['portal/owners/actions.ts', 'portal/verification/reconfirm.ts', 'portal/owners/ownership.ts'],
  claims: ['portal/owners/actions.ts', 'portal/verification/reconfirm.ts', 'portal/owners/ownership.ts'],
  audit_log: ['portal/owners/audit.ts'],
  challenges: ['portal/verification/challenges.ts', 'portal/session/session-store.ts'],
  domain_owners: ['portal/verification/challenges.ts', 'portal/verification/reconfirm.ts'],
  sessions: ['portal/session/session-store.ts'],
  // catalog/: the lookup counts the read model keeps.
  lookups: ['catalog/lookups.ts'],
  // Key-value rows: the lookup secret (catalog), the sync's cursor (checker), the session secret (portal).
  settings: ['catalog/lookups.ts', 'checker/sync/run-sync.ts', 'portal/session/session-store.ts'],
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) {
      if (rel !== 'db/migrations') out.push(...sourceFiles(rel));
    } else if (e.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** Tables written by SQL in this source (comments stripped; SQL keywords are upper case in this code). */
export function writtenTables(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set<string>();
  for (const m of code.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g)) out.add(m[1]!);
  return [...out];
}

test('the parser finds the table of each kind of write', () => {
  assert.deepEqual(
    writtenTables(
      "await db.exec(`INSERT INTO claims (a) VALUES (1) ON CONFLICT DO UPDATE SET a = 2`);\n// UPDATE servers in a comment\nq('UPDATE hosts SET x = 1'); q(`DELETE FROM sessions`)",
    ),
    ['claims', 'hosts', 'sessions'],
  );
});

test('every table is written only by its owning modules', () => {
  const misplaced: string[] = [];
  const files = FOLDERS.flatMap((d) => sourceFiles(d));
  for (const f of files) {
    for (const table of writtenTables(fs.readFileSync(path.join(ROOT, f), 'utf8'))) {
      const owners = OWNERS[table];
      if (!owners) misplaced.push(`${f} writes ${table}, a table with no owner listed in tests/stores.test.ts`);
      else if (!owners.includes(f)) misplaced.push(`${f} writes ${table}; its owners: ${owners.join(', ')}`);
    }
  }
  assert.deepEqual(misplaced, []);
});

/** String literals of this source that hold SQL (comments stripped; a keyword pair marks a statement). */
export function sqlStrings(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = code.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  return literals.filter((s) =>
    /\bSELECT\b[\s\S]*\bFROM\b|\bSELECT\s+\d|\bINSERT\s+INTO\b|\bUPDATE\s+[a-z_]+\b[\s\S]*\bSET\b|\bDELETE\s+FROM\b/.test(s),
  );
}

// Route handlers and the scheduler's loop call stores and services: SQL in them is a store nobody can
// find or reuse (issue #10).
const NO_SQL = (f: string): boolean =>
  f.startsWith('app/http/') || f.startsWith('portal/http/') || /^server\/.*routes?\.ts$/.test(f) || f === 'checker/schedule/scheduler.ts';

test('the SQL finder sees statements, not prose or regex replacements', () => {
  assert.deepEqual(
    sqlStrings("db.one('SELECT 1 AS ok'); x.replace(/a/, '$1 $2'); say('Select a server from the list'); q(`UPDATE hosts h SET x = :x`)"),
    ["'SELECT 1 AS ok'", '`UPDATE hosts h SET x = :x`'],
  );
});

test('route handlers and the scheduler hold no SQL', () => {
  const found = FOLDERS.flatMap((d) => sourceFiles(d))
    .filter(NO_SQL)
    .flatMap((f) => sqlStrings(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((s) => `${f}: ${s.slice(0, 80)}`));
  assert.deepEqual(found, []);
});

// One bind style: `:name` (db/connection.ts). The raw pg client that holds the sync's advisory lock
// speaks only `$1`.
const POSITIONAL_ALLOWED = ['checker/sync/run-sync.ts'];

test('source SQL binds by name, not by position', () => {
  const found = FOLDERS.flatMap((d) => sourceFiles(d))
    .filter((f) => !POSITIONAL_ALLOWED.includes(f))
    .flatMap((f) =>
      sqlStrings(fs.readFileSync(path.join(ROOT, f), 'utf8'))
        .filter((s) => /\$\d/.test(s))
        .map((s) => `${f}: ${s.slice(0, 80)}`),
    );
  assert.deepEqual(found, []);
});
