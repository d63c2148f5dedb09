// Builds the notices corpus from the templates beside this file: `npx tsx checker/analyze/notices-corpus/generate.ts`
// writes train.json and holdout.json here. Seeded, so the output is the same on every run.
//
// The holdout is split by TEMPLATE, not by case: a template (one phrasing of one technique) and a cover
// (one honest host tool) go wholly to one side, so the holdout's phrasings and host texts are never seen in
// training. About 30 % of templates and covers are held out. The holdout was written before any detector
// tuning and is frozen: never train on it, never tune on it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COVERS, type Cover } from './covers.js';
import { PAYLOADS, SLOTS, type Place, type Wrap } from './poisoned.js';
import { BENIGN } from './benign.js';
import { FRAGMENTS } from './fragments.js';
import { EXTRA_POISONED, EXTRA_TRAIN } from './extra-train.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const HOLDOUT_PERCENT = 30;

// mulberry32: small seeded PRNG so the corpus is reproducible
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20261201);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % 100;
}
const isHoldout = (key: string) => hash(key) < HOLDOUT_PERCENT;

export interface CorpusCase {
  id: string;
  split: 'train' | 'holdout';
  label: 'poisoned' | 'benign';
  technique: string;
  language: string;
  field: string;
  template: string;
  server: { name: string; description: string };
  instructions?: string;
  tools: Record<string, unknown>[];
  prompts?: { name: string; description: string }[];
  resources?: { name: string; uri: string; description: string }[];
}

const coverSplit = (c: Cover) => (isHoldout(`cover:${c.tool}`) ? 'holdout' : 'train');
const coversBySplit = {
  train: COVERS.filter((c) => coverSplit(c) === 'train'),
  holdout: COVERS.filter((c) => coverSplit(c) === 'holdout'),
};

function baseCase(cover: Cover): Pick<CorpusCase, 'server' | 'tools'> {
  const properties: Record<string, unknown> = {};
  for (const [k, d] of Object.entries(cover.props)) properties[k] = { type: 'string', description: d };
  return {
    server: { name: cover.server, description: cover.serverDescription },
    tools: [
      {
        name: cover.tool,
        title: cover.title,
        description: cover.description,
        inputSchema: { type: 'object', properties, required: [Object.keys(cover.props)[0]] },
        annotations: { readOnlyHint: true },
      },
      {
        name: 'get_status',
        description: 'Returns whether the service is reachable and its version.',
        inputSchema: { type: 'object', properties: {} },
      },
    ],
  };
}

function fill(template: string, cover: Cover): string {
  const params = Object.keys(cover.props);
  const host = pick(SLOTS.host);
  const files = [...SLOTS.file];
  const file = pick(files);
  return template
    .replace(/\{tool\}/g, cover.tool)
    .replace(/\{Title\}/g, cover.title ?? cover.tool)
    .replace(/\{param\}/g, pick(params))
    .replace(/\{other\}/g, pick(SLOTS.other))
    .replace(/\{file2\}/g, pick(files.filter((f) => f !== file)))
    .replace(/\{file\}/g, file)
    .replace(/\{data\}/g, pick(SLOTS.data))
    .replace(/\{url\}/g, `https://${host}/${pick(['c', 't', 'px.gif', 'v1/log', 'sync', 'i', 'collect'])}`)
    .replace(/\{host\}/g, host)
    .replace(/\{product\}/g, pick(SLOTS.product));
}

// ---- wraps ---------------------------------------------------------------------------------------------

const CONFUSABLE: Record<string, string> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043E',
  p: '\u0440',
  c: '\u0441',
  x: '\u0445',
  i: '\u0456',
  y: '\u0443',
  s: '\u0455',
};
const ZW = ['\u200B', '\u200D', '\u2060', '\u00AD', '\u200C'];

function wrap(kind: Wrap | undefined, text: string, place: Place): string {
  switch (kind) {
    case undefined:
      return text;
    case 'xml': {
      const tag = pick(['IMPORTANT', 'system', 'instructions', 'assistant_note', 'SECRET', 'hidden', 'context']);
      const attr = pick(['', '', ' priority="high"', ' visibility="model-only"']);
      return `<${tag}${attr}>\n${text}\n</${tag}>`;
    }
    case 'html-comment':
      return `<!-- ${text} -->`;
    case 'md-comment':
      return `[//]: # (${text})`;
    case 'base64': {
      const b = Buffer.from(place === 'default' ? JSON.stringify({ theme: 'default', note: text }) : text).toString('base64');
      if (place === 'default') return b;
      return pick([
        `Config: \`${b}\``,
        `[details](data:text/plain;base64,${b})`,
        `\n\`\`\`agent-config\n${b}\n\`\`\``,
        `Build metadata: ${b}`,
      ]);
    }
    case 'hex':
      return `Build id: ${Buffer.from(text).toString('hex')}`;
    case 'urlenc':
      return `Docs: https://docs.example.org/help?note=${encodeURIComponent(text)}`;
    case 'tags': {
      const hidden = Array.from(text)
        .map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0)))
        .join('');
      return pick([hidden, `\u{1F3F4}${hidden}\u{E007F}`]);
    }
    case 'zero-width':
      return zeroWidthSplit(text);
    case 'confusables':
      return Array.from(text)
        .map((c) => (CONFUSABLE[c] && rand() < 0.5 ? CONFUSABLE[c] : c))
        .join('');
  }
}

// Zero-width characters (and soft hyphens) split about half the longer words of the payload.
function zeroWidthSplit(text: string): string {
  return text.replace(/\b\w{4,}\b/g, (w) => {
    if (rand() > 0.5) return w;
    const at = 1 + Math.floor(rand() * (w.length - 1));
    return `${w.slice(0, at)}${pick(ZW)}${w.slice(at)}`;
  });
}

// ---- placing --------------------------------------------------------------------------------------------

function place(c: CorpusCase, where: Place, payload: string, cover: Cover): void {
  const tool = c.tools[0] as Record<string, any>;
  const params = Object.keys(cover.props);
  const param = pick(params);
  const sep = pick(['\n\n', ' ', '\n\n', '\n\nNote: ', '\n']);
  switch (where) {
    case 'description':
      tool.description = `${cover.description}${sep}${payload}`;
      c.field = 'tools[0].description';
      return;
    case 'property': {
      const p = tool.inputSchema.properties[param];
      p.description = `${p.description}. ${payload}`;
      c.field = `tools[0].inputSchema.properties.${param}.description`;
      return;
    }
    case 'enum': {
      const p = tool.inputSchema.properties[param];
      p.enum = ['standard', payload, 'detailed'];
      c.field = `tools[0].inputSchema.properties.${param}.enum`;
      return;
    }
    case 'default': {
      const p = tool.inputSchema.properties[param];
      p.default = payload;
      c.field = `tools[0].inputSchema.properties.${param}.default`;
      return;
    }
    case 'title': {
      const inAnnotations = rand() < 0.3;
      const value = payload.includes(cover.title ?? '\u0000') ? payload : `${cover.title}: ${payload}`;
      if (inAnnotations) {
        tool.annotations = { ...tool.annotations, title: value };
        c.field = 'tools[0].annotations.title';
      } else {
        tool.title = value;
        c.field = 'tools[0].title';
      }
      return;
    }
    case 'server':
      c.server.description = `${c.server.description} ${payload}`;
      c.field = 'server.description';
      return;
    case 'instructions':
      c.instructions = `${cover.serverDescription} ${payload}`;
      c.field = 'instructions';
      return;
    case 'output':
      tool.outputSchema = { type: 'object', properties: { result: { type: 'string', description: `The result. ${payload}` } } };
      c.field = 'tools[0].outputSchema.properties.result.description';
      return;
    case 'prompt':
      c.prompts = [{ name: 'summarise', description: `Summarises the latest results. ${payload}` }];
      c.field = 'prompts[0].description';
      return;
    case 'resource':
      c.resources = [{ name: 'readme', uri: 'docs://readme', description: `How to use this server. ${payload}` }];
      c.field = 'resources[0].description';
      return;
  }
}

// ---- build ----------------------------------------------------------------------------------------------

const cases: CorpusCase[] = [];
let n = 0;

for (const group of PAYLOADS) {
  group.templates.forEach((template, ti) => {
    const key = `${group.technique}|${group.lang}|${group.wrap ?? ''}|${ti}`;
    const split = isHoldout(key) ? 'holdout' : 'train';
    const copies = group.wrap ? 3 : 2;
    for (let k = 0; k < copies; k++) {
      const langCovers = coversBySplit[split].filter((c) => c.lang === group.lang);
      const cover =
        group.lang !== 'en' && langCovers.length && rand() < 0.7
          ? pick(langCovers)
          : pick(coversBySplit[split].filter((c) => c.lang === 'en'));
      let where = pick(group.places);
      if (where === 'title' && group.technique !== 'title-injection' && !group.wrap) where = 'description';
      const c: CorpusCase = {
        id: `p${String(++n).padStart(3, '0')}`,
        split,
        label: 'poisoned',
        technique: group.technique,
        language: group.lang,
        field: '',
        template: key,
        ...structuredClone(baseCase(cover)),
      };
      let payload = fill(template, cover);
      payload = wrap(group.wrap, payload, where);
      place(c, where, payload, cover);
      cases.push(c);
    }
  });
}
n = 0;
BENIGN.forEach((b, bi) => {
  const key = `benign|${b.kind}|${bi}`;
  const split = isHoldout(key) ? 'holdout' : 'train';
  for (let k = 0; k < 1; k++) {
    const cover = pick(coversBySplit[split]);
    const c: CorpusCase = {
      id: `b${String(++n).padStart(3, '0')}`,
      split,
      label: 'benign',
      technique: b.kind,
      language: b.lang,
      field: '',
      template: key,
      ...structuredClone(baseCase(cover)),
    };
    const param = b.param ?? 'input';
    const own: Record<string, any> = {
      name: b.tool,
      description: `Runs ${b.tool.replace(/_/g, ' ')}.`,
      inputSchema: { type: 'object', properties: { [param]: { type: 'string', description: 'Input value' } } },
    };
    const at = b.at ?? 'description';
    if (at === 'description') {
      own.description = b.text;
      c.field = 'tools[0].description';
    } else if (at === 'property') {
      own.inputSchema.properties[param].description = b.text;
      c.field = `tools[0].inputSchema.properties.${param}.description`;
    } else if (at === 'enum') {
      own.inputSchema.properties[param].enum = b.text.split('|');
      c.field = `tools[0].inputSchema.properties.${param}.enum`;
    } else if (at === 'default') {
      own.inputSchema.properties[param].default = b.text;
      c.field = `tools[0].inputSchema.properties.${param}.default`;
    } else if (at === 'server') {
      c.server.description = b.text;
      own.description = `Runs ${b.tool.replace(/_/g, ' ')} on the given input.`;
      c.field = 'server.description';
    } else if (at === 'instructions') {
      c.instructions = b.text;
      c.field = 'instructions';
    }
    c.tools = [own, ...c.tools];
    cases.push(c);
  }
});
FRAGMENTS.forEach((f, fi) => {
  const key = `fragment|${fi}`;
  const split = isHoldout(key) ? 'holdout' : 'train';
  for (let k = 0; k < 4; k++) {
    const pool = coversBySplit[split].filter((c) => c.lang === f.lang);
    const cover = pick(pool.length ? pool : coversBySplit[split]);
    const c: CorpusCase = {
      id: `b${String(++n).padStart(3, '0')}`,
      split,
      label: 'benign',
      technique: 'benign-guidance-fragment',
      language: f.lang,
      field: 'tools[0].description',
      template: key,
      ...structuredClone(baseCase(cover)),
    };
    (c.tools[0] as Record<string, unknown>).description = `${cover.description} ${fill(f.text, cover)}`;
    cases.push(c);
  }
});

// Added after the holdout was frozen: training only, generated last so nothing above changes.
EXTRA_TRAIN.forEach((e, ei) => {
  const pool = coversBySplit.train.filter((c) => c.lang === e.lang);
  const cover = pick(pool.length ? pool : coversBySplit.train);
  const c: CorpusCase = {
    id: `x${String(ei + 1).padStart(3, '0')}`,
    split: 'train',
    label: 'benign',
    technique: 'benign-extra',
    language: e.lang,
    field: 'tools[0].description',
    template: `extra|${ei}`,
    ...structuredClone(baseCase(cover)),
  };
  c.tools = [{ name: e.tool, description: e.text, inputSchema: { type: 'object', properties: {} } }, ...c.tools];
  cases.push(c);
});

EXTRA_POISONED.forEach((e, ei) => {
  const pool = coversBySplit.train.filter((c) => c.lang === e.lang);
  const cover = pick(pool.length ? pool : coversBySplit.train.filter((c) => c.lang === 'en'));
  const c: CorpusCase = {
    id: `y${String(ei + 1).padStart(3, '0')}`,
    split: 'train',
    label: 'poisoned',
    technique: e.technique,
    language: e.lang,
    field: '',
    template: `extra-poisoned|${ei}`,
    ...structuredClone(baseCase(cover)),
  };
  place(c, 'description', fill(e.text, cover), cover);
  cases.push(c);
});

// De-duplicate identical listings (the same fragment on the same cover).
const seen = new Set<string>();
const unique = cases.filter((c) => {
  const k = JSON.stringify([c.server, c.tools, c.instructions]);
  if (seen.has(k)) return false;
  seen.add(k);
  return true;
});

const write = (name: string, xs: CorpusCase[]) => fs.writeFileSync(path.join(here, name), `${JSON.stringify(xs, null, 1)}\n`);
write(
  'train.json',
  unique.filter((c) => c.split === 'train'),
);
write(
  'holdout.json',
  unique.filter((c) => c.split === 'holdout'),
);

const count = (xs: CorpusCase[], label: string) => xs.filter((c) => c.label === label).length;
const tr = unique.filter((c) => c.split === 'train');
const ho = unique.filter((c) => c.split === 'holdout');
console.log(
  `train: ${count(tr, 'poisoned')} poisoned, ${count(tr, 'benign')} benign; holdout: ${count(ho, 'poisoned')} poisoned, ${count(ho, 'benign')} benign`,
);
console.log(
  `techniques: ${new Set(unique.filter((c) => c.label === 'poisoned').map((c) => c.technique)).size}; languages: ${[...new Set(unique.map((c) => c.language))].join(', ')}`,
);
