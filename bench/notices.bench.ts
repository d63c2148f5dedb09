// Measures the instruction-like detector (notices-v10, issue #12). Standalone: `npx tsx bench/notices.bench.ts`
// (or `npm run bench -- notices`). Reads the thirteen blind sets of checker/analyze/notices-corpus (holdout.json,
// split from the generated corpus; holdout-2.json, hand-written in new phrasing before the structure layer; holdout-3.json,
// hand-written before session 4's changes; holdout-4.json and holdout-5.json, hand-written before session 5's and 6's;
// holdout-6.json, written blind by a helper who never
// read or ran the detector, before session 7's; holdout-7.json to holdout-13.json, written blind the same way in sessions 8 and
// 9), the shared dev
// set (../shared/eval/notices-dev.json, reported apart: it was used for tuning) and the registry snapshot
// (../shared/data/registry); no network.
//
// For each of three detectors (full = rules + model; rules only = the ablation; a literal-keyword baseline):
//   - holdout recall and false-positive rate, case level (a listing is flagged when any field has a notice),
//     with 95 % Wilson intervals, and recall per technique;
//   - flag rate on the 1,108 latest real registry servers (name, title, description);
//   - the dev set, separately.
// Then every real-registry flag of the full detector (each must be read and justified in
// checker/analyze/instruction-like.md), and detection time per server: median and p95 over the registry
// servers and over the holdout listings, beside a same-run baseline (lower-casing every text) and the issue's
// target (< 1 ms at the median), with whether it is met, the time and the load average.
// `--timing` prints the timing alone (for speed work: no holdout number is computed or shown).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTICES_RULE_VERSION, namedTexts, scanNotices, type NamedText } from '../checker/analyze/instruction-like.js';
import { caseSource, HOLDOUT_FILES, loadCases, READ_SETS, type LabelledCase } from '../checker/analyze/notices-corpus/cases.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SNAPSHOT = path.resolve(here, '../../shared/data/registry/official-registry-servers-2025-12-18.json');
const DEV = path.resolve(here, '../../shared/eval/notices-dev.json');
const TARGET = { recall: 0.92, fp: 0.04, realFlags: 0.01, medianMs: 1 };
// holdout-2 stands in for the hidden set (80 servers written by others): its goal is the hidden set's
const TARGET2 = { recall: 0.9, fp: 0.05 };

// ---- detectors ---------------------------------------------------------------------------------------------

// The literal reading of the design's rules (docs/ranking.md, notices-v1 wording): fixed phrases, secret file
// names, prompt tags, any invisible character, any long base64 run.
const LITERAL = [
  /ignore (?:all )?previous instructions/i,
  /do not tell the user/i,
  /don't tell the user/i,
  /without telling the user/i,
  /before using any other tool/i,
  /call this tool first/i,
  /<important>|<system>|<\/?instructions>/i,
  /system prompt/i,
  /~\/\.ssh|id_rsa|\.env\b|mcp\.json|\.aws\/credentials/i,
  /[\u200B-\u200F\u2060-\u2064\uFEFF\u202A-\u202E\u2066-\u2069]|[\u{E0000}-\u{E007F}]/u,
  /[A-Za-z0-9+/]{40,}={0,2}/,
];
type Detector = (texts: NamedText[]) => boolean;
const DETECTORS: { name: string; flag: Detector }[] = [
  { name: 'rules + model (shipped)', flag: (t) => scanNotices(t).length > 0 },
  { name: 'rules only (ablation)', flag: (t) => scanNotices(t, { model: false }).length > 0 },
  { name: 'literal keywords (baseline)', flag: (t) => t.some(({ text }) => LITERAL.some((re) => re.test(text))) },
];

// ---- statistics --------------------------------------------------------------------------------------------

function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const m = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [(c - m) / d, (c + m) / d];
}
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const withCi = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} = ${(k / n).toFixed(3)} [${lo.toFixed(3)}, ${hi.toFixed(3)}]`;
};

interface Outcome {
  tp: number;
  p: number;
  fp: number;
  n: number;
  byTechnique: Map<string, [number, number]>;
  // [flagged poisoned, poisoned, flagged benign, benign] per language; [flagged, count] per hard-benign kind
  byLanguage: Map<string, [number, number, number, number]>;
  byBenignKind: Map<string, [number, number]>;
}
function evaluate(cases: LabelledCase[], flag: Detector): Outcome {
  const o: Outcome = { tp: 0, p: 0, fp: 0, n: 0, byTechnique: new Map(), byLanguage: new Map(), byBenignKind: new Map() };
  for (const c of cases) {
    const hit = flag(namedTexts(caseSource(c)));
    const l = o.byLanguage.get(c.language) ?? [0, 0, 0, 0];
    if (c.label === 'poisoned') o.byLanguage.set(c.language, [l[0] + (hit ? 1 : 0), l[1] + 1, l[2], l[3]]);
    else o.byLanguage.set(c.language, [l[0], l[1], l[2] + (hit ? 1 : 0), l[3] + 1]);
    if (c.label === 'benign') {
      const k = o.byBenignKind.get(c.technique) ?? [0, 0];
      o.byBenignKind.set(c.technique, [k[0] + (hit ? 1 : 0), k[1] + 1]);
    }
    if (c.label === 'poisoned') {
      o.p++;
      if (hit) o.tp++;
      const t = o.byTechnique.get(c.technique) ?? [0, 0];
      o.byTechnique.set(c.technique, [t[0] + (hit ? 1 : 0), t[1] + 1]);
    } else {
      o.n++;
      if (hit) o.fp++;
    }
  }
  return o;
}

// ---- data ----------------------------------------------------------------------------------------------------

// The blind sets, oldest first; each after the first stands in for the hidden set (TARGET2). Those read case by case are
// cases.ts READ_SETS (the training script's read sets too); the others are the fresh estimate.
const HOLDOUTS: { label: string; cases: LabelledCase[] }[] = HOLDOUT_FILES.map((file) => {
  const name = path.basename(file, '.json');
  return { label: READ_SETS.has(name) ? `${name} (read)` : name, cases: loadCases(file) };
});
const holdout = HOLDOUTS[0]!.cases;
const dev = fs.existsSync(DEV) ? loadCases(DEV) : [];
interface Item {
  server: { name: string; title?: string; description?: string };
  _meta?: Record<string, { isLatest?: boolean }>;
}
const registry = (JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Item[])
  .filter((i) => i._meta?.['io.modelcontextprotocol.registry/official']?.isLatest === true)
  .map((i) => ({
    name: i.server.name,
    texts: namedTexts({ registry: { name: i.server.name, title: i.server.title, description: i.server.description } }),
  }));

const sizes = (xs: LabelledCase[]) =>
  `${xs.filter((c) => c.label === 'poisoned').length} poisoned + ${xs.filter((c) => c.label === 'benign').length} hard-benign`;
console.log(
  `${NOTICES_RULE_VERSION}: ${HOLDOUTS.map((h) => `${h.label} ${sizes(h.cases)}`).join(', ')} (the ones not marked "read" are frozen, never tuned on); ` +
    `dev ${dev.length} (tuned on: reported apart); registry ${registry.length} latest servers`,
);

const timingOnly = process.argv.includes('--timing');
const rows: Record<string, string | number>[] = [];
const techniques = new Map<string, Record<string, string>>();
const languages: Record<string, string>[] = [];
const benignKinds: Record<string, string>[] = [];
for (const d of timingOnly ? [] : DETECTORS) {
  const perSet = HOLDOUTS.map((h) => [h.label, evaluate(h.cases, d.flag)] as const);
  const v = evaluate(dev, d.flag);
  const real = registry.filter((r) => d.flag(r.texts)).length;
  const row: Record<string, string | number> = { detector: d.name };
  for (const [label, o] of perSet) {
    row[`${label} recall [95 % CI]`] = withCi(o.tp, o.p);
    row[`${label} FP rate [95 % CI]`] = withCi(o.fp, o.n);
  }
  row['real registry flags'] = `${real}/${registry.length} = ${pct(real / registry.length)}`;
  row['dev recall'] = `${v.tp}/${v.p}`;
  row['dev FP'] = `${v.fp}/${v.n}`;
  rows.push(row);
  // per language and per hard-benign kind: the shipped detector only (aggregates; no case is printed)
  if (d === DETECTORS[0])
    for (const [set, o] of perSet) {
      for (const [lang, [tp, p, fp, n]] of [...o.byLanguage].sort())
        languages.push({ set, language: lang, recall: p ? `${tp}/${p}` : '-', 'false positives': n ? `${fp}/${n}` : '-' });
      for (const [kind, [fp, n]] of [...o.byBenignKind].sort()) benignKinds.push({ set, 'hard-benign kind': kind, flagged: `${fp}/${n}` });
    }
  for (const [set, o] of perSet) {
    for (const [t, [k, n]] of o.byTechnique) {
      const key = `${set} ${t}`;
      const row = techniques.get(key) ?? { set, technique: t, cases: String(n) };
      row[d.name] = `${k}/${n}`;
      techniques.set(key, row);
    }
  }
}
const targetRow: Record<string, string> = { detector: 'target' };
for (const [i, h] of HOLDOUTS.entries()) {
  targetRow[`${h.label} recall [95 % CI]`] = i === 0 ? `>= ${TARGET.recall}` : `>= ${TARGET2.recall} (hidden-set goal)`;
  targetRow[`${h.label} FP rate [95 % CI]`] = i === 0 ? `<= ${TARGET.fp}` : `<= ${TARGET2.fp}`;
}
targetRow['real registry flags'] = `<= ${pct(TARGET.realFlags)}`;
targetRow['dev recall'] = '(hidden set: >= 0.90)';
targetRow['dev FP'] = '(<= 5 %)';
rows.push(targetRow);
if (!timingOnly) printQuality();
function printQuality(): void {
  console.table(rows);
  console.log('recall per technique, each holdout:');
  console.table([...techniques.values()].sort((a, b) => a.set!.localeCompare(b.set!) || a.technique!.localeCompare(b.technique!)));
  console.log('rules + model (shipped), per language, each holdout:');
  console.table(languages);
  console.log('rules + model (shipped), hard-benign listings flagged per kind, each holdout:');
  console.table(benignKinds);

  // ---- real-registry flags, to be read --------------------------------------------------------------------
  const flags = registry.flatMap((r) => scanNotices(r.texts).map((n) => ({ server: r.name, ...n })));
  console.log(`real-registry notices of the shipped detector: ${flags.length} (each is reviewed in checker/analyze/instruction-like.md)`);
  for (const f of flags) console.log(`  ${f.server} [${f.rule}/${f.layer}/${f.severity}] ${f.field}: ${f.span}`);
}

// ---- time per server ---------------------------------------------------------------------------------------
function perServer(inputs: NamedText[][], fn: (t: NamedText[]) => unknown, rounds = 5): { median: number; p95: number } {
  for (const t of inputs) fn(t); // warm-up (model weights loaded, regexes compiled)
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const t of inputs) {
      const t0 = process.hrtime.bigint();
      fn(t);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}
const lower = (t: NamedText[]) => t.reduce((s, x) => s + x.text.toLowerCase().length, 0);
const listings = holdout.map((c) => namedTexts(caseSource(c)));
const sets: [string, NamedText[][]][] = [
  ['registry servers (name, title, description)', registry.map((r) => r.texts)],
  ['holdout listings (tools and schemas)', listings],
];
const timing: Record<string, string | number>[] = [];
const verdicts: string[] = [];
for (const [label, inputs] of sets) {
  const base = perServer(inputs, lower);
  const full = perServer(inputs, (t) => scanNotices(t));
  const rules = perServer(inputs, (t) => scanNotices(t, { model: false }));
  timing.push({
    set: label,
    case: 'baseline: lower-case every text',
    'median ms': +base.median.toFixed(4),
    'p95 ms': +base.p95.toFixed(4),
    ratio: 1,
  });
  timing.push({
    set: label,
    case: 'rules only',
    'median ms': +rules.median.toFixed(4),
    'p95 ms': +rules.p95.toFixed(4),
    ratio: +(rules.median / base.median).toFixed(1),
  });
  timing.push({
    set: label,
    case: 'rules + model',
    'median ms': +full.median.toFixed(4),
    'p95 ms': +full.p95.toFixed(4),
    ratio: +(full.median / base.median).toFixed(1),
    target: `< ${TARGET.medianMs} ms median`,
    met: full.median < TARGET.medianMs ? 'yes' : 'NO',
  });
  verdicts.push(
    `${label}: median ${full.median.toFixed(3)} ms, p95 ${full.p95.toFixed(3)} ms (${full.median < TARGET.medianMs ? 'met' : 'NOT met'})`,
  );
}
console.table(timing);
console.log(
  `detection cost per server, rules + model, target < ${TARGET.medianMs} ms at the median -- ${verdicts.join('; ')}; ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores, ` +
    // (npm run bench starts it as switchboard starts, app/node-flags.ts; run alone, V8's defaults)
    `node flags: ${process.execArgv.filter((a, i, all) => a !== '--expose-gc' && a !== '--import' && all[i - 1] !== '--import').join(' ') || 'none'}`,
);
