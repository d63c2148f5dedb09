// `npm run bench [-- name...]`: runs every bench/*.bench.ts (or those whose name matches) one after the
// other, each in its own process so that one's memory does not colour the next one's numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();
console.log(`# Switchboard benchmarks, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
let failed = 0;
for (const f of files) {
  console.log(`\n## ${f.replace(/\.bench\.ts$/, '')}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', path.join(dir, f)], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.log(`(${f} exited with ${r.status ?? r.signal})`);
  }
}
process.exit(failed ? 1 : 0);
