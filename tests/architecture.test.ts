// The layout's arrows (CONTRIBUTING.md, "Layout"), checked on every import of every source file: a folder
// imports only folders below it, the three features (server/, checker/, portal/) never import one another,
// only app/ wires them, and no import cycle exists. Type-only imports count too: a type two features share
// belongs below them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each source folder may import besides itself. */
export const ALLOWED: Record<string, readonly string[]> = {
  core: [],
  db: ['core'],
  net: ['core'],
  catalog: ['core', 'db', 'net'],
  server: ['core', 'db', 'net', 'catalog'],
  checker: ['core', 'db', 'net', 'catalog'],
  portal: ['core', 'db', 'net', 'catalog'],
  app: ['core', 'db', 'net', 'catalog', 'server', 'checker', 'portal'],
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.ts$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Relative specifiers of static imports, re-exports and dynamic import() calls, comments stripped. */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)) out.push(m[1]!);
  return out;
}

function resolve(from: string, spec: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '.ts');
}

export function graph(files: string[], read: (f: string) => string): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of files)
    g.set(
      f,
      importsOf(read(f)).map((s) => resolve(f, s)),
    );
  return g;
}

/** Imports that go against an arrow, as "from -> to". */
export function forbiddenImports(g: Map<string, string[]>): string[] {
  const bad: string[] = [];
  for (const [from, targets] of g) {
    const top = from.split('/')[0]!;
    for (const to of targets) {
      const t = to.split('/')[0]!;
      if (t !== top && !(ALLOWED[top] ?? []).includes(t)) bad.push(`${from} -> ${to}`);
    }
  }
  return bad;
}

/** Every cycle found by a depth-first walk, each as "a -> b -> ... -> a". */
export function cycles(g: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of g.get(n) ?? []) {
      if (!g.has(m)) continue;
      if (state.get(m) === 'open') found.push([...stack.slice(stack.indexOf(m)), m].join(' -> '));
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of g.keys()) if (!state.has(n)) visit(n);
  return found;
}

const files = Object.keys(ALLOWED).flatMap((d) => sourceFiles(d));
const sources = graph(files, (f) => fs.readFileSync(path.join(ROOT, f), 'utf8'));

test('the rule sees a forbidden import and a cycle (it can fail)', () => {
  const g = graph(
    ['portal/a.ts', 'server/b.ts', 'core/c.ts', 'core/d.ts'],
    (f) =>
      ({
        'portal/a.ts': "import type { B } from '../server/b.js';\nimport { c } from '../core/c.js';",
        'server/b.ts': "// import { x } from '../portal/a.js';\nexport const b = await import('../core/d.js');",
        'core/c.ts': "export { d } from './d.js';",
        'core/d.ts': "import { c } from './c.js';",
      })[f]!,
  );
  assert.deepEqual(forbiddenImports(g), ['portal/a.ts -> server/b.ts']);
  assert.deepEqual(cycles(g), ['core/d.ts -> core/c.ts -> core/d.ts']);
});

test('every import follows the arrows of CONTRIBUTING.md', () => {
  assert.ok(files.length > 100, `only ${files.length} source files found`);
  assert.deepEqual(forbiddenImports(sources), []);
});

test('no import cycle', () => {
  assert.deepEqual(cycles(sources), []);
});
