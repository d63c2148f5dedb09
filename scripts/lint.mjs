// `npm run lint`: eslint over the project (typescript-eslint, type-aware rules: eslint.config.js), then
// the formatter's check. Until the whole tree has been formatted once (`npm run format`, done in one
// commit at the end of issue #10), the format check covers only the files given as arguments
// (`npm run lint -- app/cli/main.ts`) or, with FORMAT_CHECK=all, every file; set FORMAT_CHECK_ALL below
// to true in that same commit so `npm run lint` and `npm test` check every file from then on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FORMAT_CHECK_ALL = false;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2);
const run = (bin, args) => spawnSync(process.execPath, [path.join(root, 'node_modules', bin), ...args], { stdio: 'inherit', cwd: root }).status ?? 1;

let code = run('eslint/bin/eslint.js', files.length ? files : ['.']);
const all = FORMAT_CHECK_ALL || process.env.FORMAT_CHECK === 'all';
if (all || files.length) {
  const status = run('prettier/bin/prettier.cjs', ['--check', ...(all ? ['.'] : files)]);
  if (status !== 0) {
    console.error('format: run `npm run format` (or `npx prettier --write <files>`)');
    code ||= status;
  }
}
process.exit(code);
