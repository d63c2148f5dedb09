// Measures categories-v1 on the real registry snapshot (latest record of each of the 1,108 names). Tools
// are not in the registry, so only the text rule runs: name, title and description.
// Standalone: `npx tsx bench/categories.bench.ts [--all]`. Reads ../shared/data/registry only, no network.
// Prints coverage, the count per category, a fixed-seed sample of 60 assignments for precision
// spot-checks (all of them with --all), the uncategorised servers, then a timing table with a same-run
// baseline (splitting every text into words) and their ratio.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '../core/categories/category-list.js';
import { CATEGORIES_RULE_VERSION, categorize } from '../core/categories/categories.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const snapshot = path.resolve(here, '../../shared/data/registry/official-registry-servers-2025-12-18.json');
const showAll = process.argv.includes('--all');

interface Item {
  server: { name: string; title?: string; description?: string };
  _meta?: Record<string, { isLatest?: boolean }>;
}
const servers = (JSON.parse(fs.readFileSync(snapshot, 'utf8')) as Item[])
  .filter((i) => i._meta?.['io.modelcontextprotocol.registry/official']?.isLatest === true)
  .map((i) => ({ name: i.server.name, title: i.server.title, description: i.server.description, tools: [] }));
const ctx = { commonToolSetHashes: new Set<string>() };

const results = servers.map((s) => ({ s, cats: categorize(s, ctx) }));
const covered = results.filter((r) => r.cats.length > 0);
console.log(`${CATEGORIES_RULE_VERSION} on ${servers.length} latest records`);
console.log(`with at least one category: ${covered.length} (${((100 * covered.length) / servers.length).toFixed(1)} %)`);
const perCount = [0, 1, 2, 3].map((n) => results.filter((r) => r.cats.length === n).length);
console.log(`categories per server: 0 -> ${perCount[0]}, 1 -> ${perCount[1]}, 2 -> ${perCount[2]}, 3 -> ${perCount[3]}`);
const perCategory = new Map(CATEGORIES.map((c) => [c.id, 0]));
for (const r of results) for (const c of r.cats) perCategory.set(c.id, (perCategory.get(c.id) ?? 0) + 1);
console.log('per category:', [...perCategory].map(([id, n]) => `${id} ${n}`).join(', '));

// Deterministic sample (LCG), so two runs show the same servers for review.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const sample = showAll ? covered : [...covered].sort(() => rand() - 0.5).slice(0, 60);
console.log(`\n${showAll ? 'all' : 'sample of 60'} assignments:`);
for (const r of sample)
  console.log(
    `  ${r.cats
      .map((c) => c.id)
      .join(', ')
      .padEnd(50)} ${r.s.name} | ${r.s.title ?? ''} | ${r.s.description ?? ''}`,
  );
console.log(`\nuncategorised (${servers.length - covered.length}):`);
for (const r of results.filter((x) => x.cats.length === 0)) console.log(`  ${r.s.name} | ${r.s.title ?? ''} | ${r.s.description ?? ''}`);

function time(fn: () => void, rounds = 5): number {
  fn();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) fn();
  return Number(process.hrtime.bigint() - t0) / 1e6 / rounds;
}
let sink = 0;
const base = time(() => {
  for (const s of servers) sink += `${s.name} ${s.title ?? ''} ${s.description ?? ''}`.toLowerCase().split(/[^a-z0-9]+/).length;
});
const run = time(() => {
  for (const s of servers) sink += categorize(s, ctx).length;
});
console.table([
  { case: 'baseline: split every text into words', ms: +base.toFixed(2), ratio: 1 },
  { case: 'categorize, all records', ms: +run.toFixed(2), ratio: +(run / base).toFixed(1) },
]);
if (sink < 0) console.log(sink);
