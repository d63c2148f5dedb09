// `npm test`: typecheck, then every tests/**/*.test.ts with Node's own runner (through tsx) against one
// embedded PostgreSQL started for this run. Each test file makes its own fresh database in it.
// Pass paths or name fragments to run a subset: `npm test -- tests/checker`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = process.argv.slice(2);

function listTests(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listTests(p));
    else if (e.name.endsWith('.test.ts')) out.push(p);
  }
  return out.sort();
}

const all = listTests('tests');
const files = args.length ? all.filter((f) => args.some((a) => f.includes(a.replace(/^\.\//, '')))) : all;
if (files.length === 0) {
  console.error(`no test file matches ${args.join(' ')}`);
  process.exit(2);
}

// Typecheck and lint (eslint, and the format check once it is on: scripts/lint.mjs) in one step, side by
// side; SKIP_TYPECHECK=1 skips both while iterating.
if (!process.env.SKIP_TYPECHECK) {
  console.log('typecheck and lint: tsc --noEmit, npm run lint');
  const step = (args) => new Promise((resolve) => spawn(process.execPath, args, { stdio: 'inherit' }).on('exit', (c) => resolve(c ?? 1)));
  const [tsc, lint] = await Promise.all([step(['node_modules/typescript/bin/tsc', '--noEmit']), step(['scripts/lint.mjs'])]);
  if (tsc !== 0 || lint !== 0) process.exit(tsc || lint);
}

const { register } = await import('tsx/esm/api');
register();
const { startEmbedded } = await import('../db/embedded.ts');
const db = await startEmbedded({
  dataDir: path.join(root, 'data', `test-run-${process.pid}`),
  ephemeral: true,
  onNotice: (l) => console.log(l),
});
let code = 1;
try {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=240000', ...files], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', SWITCHBOARD_TEST_PG_URL: db.url },
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
} finally {
  await db.stop();
}
process.exit(code);
