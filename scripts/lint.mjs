// `npm run lint`: eslint over the project (typescript-eslint, type-aware rules: eslint.config.js), then
// the formatter's check over every file (Prettier, .prettierrc). Given file arguments
// (`npm run lint -- app/cli/main.ts`), both look at those files only. `npm run format` fixes the format.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2);
const run = (bin, args) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules', bin), ...args], { stdio: 'inherit', cwd: root }).status ?? 1;

let code = run('eslint/bin/eslint.js', files.length ? files : ['.']);
const status = run('prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', ...(files.length ? files : ['.'])]);
if (status !== 0) {
  console.error('format: run `npm run format` (or `npx prettier --write <files>`)');
  code ||= status;
}
process.exit(code);
