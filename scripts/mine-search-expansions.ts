// `npx tsx scripts/mine-search-expansions.ts [snapshot.json] [--check]`: mines query expansions from the catalogue
// itself and writes them to catalog/search/expansions-mined.ts (a reviewed list kept in the repository;
// re-run it when the registry grows, then review the diff).
//
// Two kinds, both from the servers' own words (name, title, description, tool names and descriptions):
// - abbreviations written next to their long form: "Optical Character Recognition (OCR)", "OCR (optical
//   character recognition)", where the abbreviation is the initials of the long form;
// - co-occurring words: b is an expansion of a when at least MIN_BOTH servers use both, and most servers
//   that say b also say a (P(a | b) >= MIN_COND) while b is not everywhere a is (so it adds recall). A
//   server that matches only through an expansion is a weak match (tiers.ts KIND_FACTOR.expansion).
// REJECTED holds pairs a reviewer struck out; they stay out when the list is regenerated.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stem } from '../catalog/search/stem.js';
import { docWords } from '../catalog/search/tokenize.js';
import { STOPWORDS, WEAK_WORDS, GENERIC_WORDS } from '../catalog/search/stopwords.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const snapshot =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  path.resolve(root, '../shared/data/registry/official-registry-servers-2025-12-18.json');
const out = path.join(root, 'catalog/search/expansions-mined.ts');

const MIN_BOTH = 3;
const MIN_COND = 0.5;
/** Words in more than this share of servers are too common to expand or be expanded to. */
const MAX_SHARE = 0.03;
const MAX_PER_WORD = 4;

// Reviewed and struck out: associations of one vendor's wording, not of meaning ("a b" = a -> b).
const REJECTED = new Set<string>([
  'account gmail',
  'account upload',
  'calendar gmail',
  'document gmail',
  'event gmail',
  'gmail slack',
  'gmail record',
  'gmail calendar',
  'googl gmail',
  'googl calendar',
  'messag slack',
  'schema gmail',
  'slack gmail',
  'slack team',
  'tabl gmail',
  'team slack',
  'updat gmail',
  'crypto stock',
  'stock crypto',
  'imag video',
  'video imag',
  'engin gam',
  'gam engin',
  'project team',
  'project plan',
  'user post',
  'model voic',
  'weather number',
  'secur payment',
  'memory visual',
  'graph problem',
  'graph solv',
  'knowledg visual',
  'knowledg answer',
  'task click',
  'test build',
  'convert endpoint',
  'convert html',
  'retriev publish',
  'link commerc',
  'pric commerc',
  'product commerc',
  'cod spec',
  'cod guid',
  'forecast alert',
  'weather alert',
  'graph visual',
  'address validation',
  'postgresql mysql',
  'postgr mysql',
  'comment post',
  'hom professional',
  'professional hom',
  'format clean',
  'alert forecast',
  'metric alert',
  // Session 49: what "document" became once it was no longer a weak word; one suite's wording (Google Workspace's
  // Docs beside Gmail and Sheets), and a social network's post insights, not meaning.
  'account document',
  'gmail document',
  'schema document',
  'tabl document',
  'insight post',
]);
// Reviewed: words too vague to expand or to be an expansion (wording habits, not meaning).
const REJECTED_WORDS = new Set([
  'record',
  'allow',
  'against',
  'high',
  'typ',
  'script',
  'grad',
  'built',
  'nativ',
  'privat',
  'efficient',
  'includ',
  'comprehensiv',
  'back',
  'url',
  'lit',
  'sqlit',
  'full',
  'operation',
  'think',
  'block',
  'break',
  'through',
  'between',
  'across',
  'persistent',
  'stor',
  'navigat',
  'pag',
  'download',
  'endpoint',
  'enabl',
  'provider',
  'execut',
  'number',
  'random',
  'real',
  'tim',
  'work',
  'progress',
  'self',
  'host',
  'intelligent',
  'orchestration',
  'enterpris',
  'optimiz',
  'token',
  'natural',
  'languag',
  'format',
  'auto',
  'availability',
  'semantic',
  'command',
  'negotiation',
  'two',
  'order',
  'compar',
  'deeply',
  'fil',
  'explor',
  'friendly',
  'origin',
  'anyon',
  'functional',
]);

interface Item {
  server: { name: string; title?: string; description?: string; tools?: { name: string; description?: string }[] };
  _meta: Record<string, { isLatest?: boolean }>;
}
const items = (JSON.parse(fs.readFileSync(snapshot, 'utf8')) as Item[]).filter(
  (i) => i._meta['io.modelcontextprotocol.registry/official']?.isLatest,
);

const texts = items.map((i) => {
  const s = i.server;
  const short = s.name.slice(s.name.indexOf('/') + 1);
  return [short, s.title ?? '', s.description ?? '', ...(s.tools ?? []).flatMap((t) => [t.name, t.description ?? ''])].join(' . ');
});

// --- abbreviations ------------------------------------------------------------------------------------
const abbreviations = new Map<string, string>();
const initials = (words: string[]) => words.map((w) => w[0]!.toLowerCase()).join('');
for (const text of texts) {
  for (const m of text.matchAll(/\b((?:[A-Za-z][a-z]+[ -]){1,4}[A-Za-z][a-z]+)\s*\(([A-Z][A-Za-z0-9]{1,5})\)/g)) {
    const long = m[1]!.split(/[ -]/);
    const abbr = m[2]!.toLowerCase();
    for (let k = 2; k <= long.length; k++) {
      const tail = long.slice(-k);
      if (initials(tail) === abbr) abbreviations.set(abbr, tail.join(' ').toLowerCase());
    }
  }
  for (const m of text.matchAll(/\b([A-Z][A-Z0-9]{1,5})\s*\(((?:[A-Za-z][a-z]+[ -]){1,4}[A-Za-z][a-z]+)\)/g)) {
    const long = m[2]!.split(/[ -]/);
    if (initials(long) === m[1]!.toLowerCase()) abbreviations.set(m[1]!.toLowerCase(), long.join(' ').toLowerCase());
  }
}

// --- co-occurrence -------------------------------------------------------------------------------------
// One unit per publisher (namespace): a vendor that publishes five copies of one server with the same
// wording must not make its own words look associated. Vendor and account names are left out.
const ownerWords = new Set(
  items.flatMap((i) => i.server.name.slice(0, i.server.name.indexOf('/')).split(/[^A-Za-z0-9]+/)).map((w) => w.toLowerCase()),
);
const content = (w: string) =>
  w.length >= 4 && /^[a-z]+$/.test(w) && !ownerWords.has(w) && !STOPWORDS.has(w) && !WEAK_WORDS.has(w) && !GENERIC_WORDS.has(w);
const byOwner = new Map<string, Set<string>>();
items.forEach((it, i) => {
  const owner = it.server.name.slice(0, it.server.name.indexOf('/'));
  const set = byOwner.get(owner) ?? new Set<string>();
  for (const w of docWords(texts[i]!)
    .map((x) => x.toLowerCase())
    .filter(content))
    set.add(stem(w));
  byOwner.set(owner, set);
});
const docs = [...byOwner.values()];
const df = new Map<string, number>();
for (const d of docs) for (const w of d) df.set(w, (df.get(w) ?? 0) + 1);
const both = new Map<string, number>();
for (const d of docs) {
  const ws = [...d].filter((w) => (df.get(w) ?? 0) >= MIN_BOTH && (df.get(w) ?? 0) <= MAX_SHARE * docs.length).sort();
  for (let i = 0; i < ws.length; i++)
    for (let j = i + 1; j < ws.length; j++) {
      const k = `${ws[i]} ${ws[j]}`;
      both.set(k, (both.get(k) ?? 0) + 1);
    }
}
const expansions = new Map<string, [string, number][]>();
for (const [k, n] of both) {
  if (n < MIN_BOTH) continue;
  const [x, y] = k.split(' ') as [string, string];
  for (const [a, b] of [
    [x, y],
    [y, x],
  ] as const) {
    const cond = n / df.get(b)!; // P(a | b): servers that say b mostly say a
    const adds = df.get(b)! - n; // servers that say b without a: what the expansion finds
    if (cond < MIN_COND || adds < 1 || REJECTED.has(`${a} ${b}`) || REJECTED_WORDS.has(a) || REJECTED_WORDS.has(b)) continue;
    const list = expansions.get(a) ?? [];
    list.push([b, cond]);
    expansions.set(a, list);
  }
}
const sorted = [...expansions]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(
    ([a, list]) =>
      [
        a,
        list
          .sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1))
          .slice(0, MAX_PER_WORD)
          .map(([b]) => b),
      ] as const,
  );

const lines = [
  '// Generated by scripts/mine-search-expansions.ts from the registry snapshot; review the diff, strike out',
  "// wrong pairs in the script's REJECTED set and regenerate. Do not edit by hand.",
  `// Source: ${path.basename(snapshot)}, ${items.length} servers.`,
  '',
  '/** Abbreviations found written next to their long form in the catalogue (folded). */',
  'export const MINED_ABBREVIATIONS: Readonly<Record<string, string>> = {',
  ...[...abbreviations].sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, l]) => `  ${JSON.stringify(a)}: ${JSON.stringify(l)},`),
  '};',
  '',
  '/** Stemmed word -> stemmed words most servers saying them also say (co-occurrence). */',
  'export const MINED_EXPANSIONS: Readonly<Record<string, readonly string[]>> = {',
  ...sorted.map(([a, bs]) => `  ${JSON.stringify(a)}: ${JSON.stringify(bs)},`),
  '};',
  '',
];
// `--check` (tests/catalog/search/generated-tables.test.ts): say whether the committed list is what the catalogue makes now,
// writing nothing; the file is prettier-formatted, so its data are compared, not its text.
if (process.argv.includes('--check')) {
  const committed = await import('../catalog/search/expansions-mined.js');
  const now = {
    abbreviations: Object.fromEntries([...abbreviations].sort(([a], [b]) => (a < b ? -1 : 1))),
    expansions: Object.fromEntries(sorted),
  };
  const before = { abbreviations: committed.MINED_ABBREVIATIONS, expansions: committed.MINED_EXPANSIONS };
  if (JSON.stringify(now) !== JSON.stringify(before)) {
    const pairs = (e: Record<string, readonly string[]>) => Object.entries(e).flatMap(([a, bs]) => bs.map((b) => `${a} ${b}`));
    const was = new Set(pairs(before.expansions));
    const is = new Set(pairs(now.expansions));
    console.error(
      'catalog/search/expansions-mined.ts is not what the catalogue makes now (run the script, review the diff, strike ' +
        `wrong pairs in REJECTED): new pairs ${[...is].filter((p) => !was.has(p)).join(', ') || '-'}; gone ` +
        `${[...was].filter((p) => !is.has(p)).join(', ') || '-'}; abbreviations ${JSON.stringify(now.abbreviations)}`,
    );
    process.exit(1);
  }
  console.log(`catalog/search/expansions-mined.ts is current: ${abbreviations.size} abbreviations, ${sorted.length} words`);
} else {
  fs.writeFileSync(out, lines.join('\n'));
  console.log(`${abbreviations.size} abbreviations, ${sorted.length} words with expansions -> ${path.relative(root, out)}`);
}
