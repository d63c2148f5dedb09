// `npm run bench [-- name...]`: runs every bench/*.bench.ts (or those whose name matches) one after the
// other, each in its own process so that one's memory does not colour the next one's numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../app/node-flags.js';
import { table } from './helpers.js';
import { targetTable, type TargetRow } from './targets.js';

const dir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();
console.log(
  `# Switchboard benchmarks, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
// Each bench appends its #13 target rows here (bench/targets.ts); they are printed together at the end.
const targets = path.join(os.tmpdir(), `switchboard-bench-targets-${process.pid}.jsonl`);
fs.writeFileSync(targets, '');
let failed = 0;
for (const f of files) {
  console.log(`\n## ${f.replace(/\.bench\.ts$/, '')}\n`);
  // (started as every switchboard process is, app/node-flags.ts)
  const r = spawnSync(process.execPath, [...NODE_FLAGS, '--import', 'tsx', '--expose-gc', path.join(dir, f)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_TARGETS: targets },
  });
  if (r.status !== 0) {
    failed++;
    console.log(`(${f} exited with ${r.status ?? r.signal})`);
  }
}
const reported = fs
  .readFileSync(targets, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as TargetRow);
fs.rmSync(targets, { force: true });
console.log('\n## Issue #13 targets (each against its floor measured in the same run)\n');
console.log(table(['what', 'result', 'floor (same run)', 'ratio', 'target', 'met'], targetTable(reported)));
process.exit(failed ? 1 : 0);
