// Measures the instruction-like rules (notices-v1) on the real registry snapshot: how many of the latest
// server records get a notice from their name, title and description, and which. Each flag is meant to be
// read by a person; the verdicts are written down in checker/analyze/instruction-like.md.
// Standalone: `npx tsx bench/notices.bench.ts`. Reads ../shared/data/registry only, no network.
// Prints the flags, then a table: time for the scan and for a same-run baseline (lower-casing every text),
// and their ratio.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTICES_RULE_VERSION, namedTexts, scanNotices, type Notice } from '../checker/analyze/instruction-like.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const snapshot = path.resolve(here, '../../shared/data/registry/official-registry-servers-2025-12-18.json');

interface Item {
  server: { name: string; title?: string; description?: string };
  _meta?: Record<string, { isLatest?: boolean }>;
}
const items = (JSON.parse(fs.readFileSync(snapshot, 'utf8')) as Item[]).filter(
  (i) => i._meta?.['io.modelcontextprotocol.registry/official']?.isLatest === true,
);
// Stress set: every unique string anywhere in the snapshot (all versions) whose key names a description,
// title, name, default or value: package arguments and environment variables included. Not what the rule
// scans in production, but 5,000 more ordinary texts written by the same publishers.
const all = JSON.parse(fs.readFileSync(snapshot, 'utf8')) as { server: unknown }[];
const stress = new Map<string, string>();
const collect = (v: unknown, p: string): void => {
  if (typeof v === 'string') {
    if (/(description|title|name|default|value|placeholder)$/i.test(p)) stress.set(v, p);
  } else if (Array.isArray(v)) v.forEach((x, i) => collect(x, `${p}[${i}]`));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, `${p}.${k}`);
};
for (const r of all) collect(r.server, 'server');

const inputs = items.map((i) => ({
  name: i.server.name,
  texts: namedTexts({ registry: { name: i.server.name, title: i.server.title, description: i.server.description } }),
}));

function time(fn: () => void, rounds = 20): number {
  fn();
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) fn();
  return Number(process.hrtime.bigint() - t0) / 1e6 / rounds;
}

const flagged: { name: string; notices: Notice[] }[] = [];
for (const { name, texts } of inputs) {
  const notices = scanNotices(texts);
  if (notices.length) flagged.push({ name, notices });
}

console.log(`${NOTICES_RULE_VERSION} on ${inputs.length} latest records (${new Set(inputs.map((i) => i.name)).size} unique names)`);
console.log(`flagged: ${flagged.length} (${((100 * flagged.length) / inputs.length).toFixed(2)} %)`);
for (const f of flagged) for (const n of f.notices) console.log(`  ${f.name}  [${n.rule}] ${n.field}: ${n.excerpt}`);

const stressByText = [...stress].map(([text, field]) => scanNotices([{ field, text }]));
const stressFlags = stressByText.flat();
const stressFlagged = stressByText.filter((n) => n.length > 0).length;
console.log(`stress set: ${stressFlagged} of ${stress.size} unique texts flagged (${((100 * stressFlagged) / stress.size).toFixed(2)} %)`);
for (const n of stressFlags) console.log(`  [${n.rule}] ${n.field}: ${n.excerpt}`);

let sink = 0;
const scanMs = time(() => { for (const i of inputs) sink += scanNotices(i.texts).length; });
const baseMs = time(() => { for (const i of inputs) for (const t of i.texts) sink += t.text.toLowerCase().length; });
console.table([
  { case: 'baseline: lower-case every text', ms: +baseMs.toFixed(2), ratio: 1 },
  { case: 'scanNotices, all records', ms: +scanMs.toFixed(2), ratio: +(scanMs / baseMs).toFixed(1) },
]);
if (sink < 0) console.log(sink);
