// Search documents built from the Official Registry snapshot (latest version of each name), and larger
// synthetic catalogues derived from it, for the search bench and the search tests. No network.
// This data comes from the Official MCP Registry.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchDoc } from '../../catalog/search/index.js';
import { categorize } from '../../core/categories/categories.js';

const NO_COMMON_SETS = { commonToolSetHashes: new Set<string>() };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SNAPSHOT =
  process.env.SWITCHBOARD_REGISTRY_SNAPSHOT ?? path.resolve(root, '../shared/data/registry/official-registry-servers-2025-12-18.json');

interface Item {
  server: { name: string; title?: string; description?: string; remotes?: { type: string }[] };
  _meta: { 'io.modelcontextprotocol.registry/official': { isLatest: boolean; publishedAt: string; updatedAt: string } };
}

/** A deterministic stand-in for a rank score (0-100) from a name, for latency runs only. */
export function syntheticRank(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10001) / 100;
}

/**
 * The snapshot's latest servers, ids 1..n in name order. Tools and categories are empty (the snapshot has
 * none); rank score is null unless `syntheticRank` is set, so relevance is judged without any rank signal.
 */
export function snapshotDocs(opts: { syntheticRank?: boolean; categories?: boolean } = {}): SearchDoc[] {
  const items = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Item[];
  const latest = items.filter((i) => i._meta['io.modelcontextprotocol.registry/official'].isLatest);
  latest.sort((a, b) => (a.server.name < b.server.name ? -1 : 1));
  return latest.map((it, i) => {
    const s = it.server;
    const meta = it._meta['io.modelcontextprotocol.registry/official'];
    return {
      id: i + 1,
      name: s.name,
      slug: s.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase(),
      title: s.title ?? null,
      description: s.description ?? null,
      tools: [],
      // As the checker assigns them from text when no tools are known (core/categories), when asked for.
      categories: opts.categories
        ? categorize({ name: s.name, title: s.title, description: s.description, tools: [] }, NO_COMMON_SETS).map((c) => c.id)
        : [],
      state: null,
      auth: null,
      transports: [...new Set((s.remotes ?? []).map((r) => r.type))],
      risk: null,
      euHosting: null,
      toolCount: null,
      rankScore: opts.syntheticRank ? syntheticRank(s.name) : null,
      success7d: null,
      success30d: null,
      firstTry30d: null,
      medianResponseMs: null,
      publishedAt: meta.publishedAt,
      updatedAt: meta.updatedAt,
      lastToolChangeAt: null,
      lookups30d: null,
      removed: false,
    };
  });
}

/**
 * `n` servers derived from the real ones: the real catalogue first, then copies under new owners whose
 * short name joins two real short names and whose description joins halves of two real descriptions,
 * so the vocabulary and its frequencies stay realistic.
 */
export function syntheticDocs(real: readonly SearchDoc[], n: number): SearchDoc[] {
  const out: SearchDoc[] = real.slice(0, n).map((d) => ({ ...d }));
  const m = real.length;
  for (let i = out.length; i < n; i++) {
    const a = real[i % m]!;
    const b = real[(i * 7919 + 13) % m]!;
    const shortA = a.name.split('/').pop()!;
    const shortB = b.name.split('/').pop()!.split(/[-_]/)[0]!;
    const da = (a.description ?? '').split(' ');
    const db = (b.description ?? '').split(' ');
    const name = `io.github.user${i}/${shortA}-${shortB}`;
    out.push({
      ...a,
      id: i + 1,
      name,
      slug: name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase(),
      title: i % 3 === 0 ? (b.title ?? null) : (a.title ?? null),
      description: [...da.slice(0, Math.ceil(da.length / 2)), ...db.slice(Math.floor(db.length / 2))].join(' '),
      rankScore: syntheticRank(name),
    });
  }
  return out;
}

/** The documents as raw MiniSearch indexes them for issue #13's floor: name, title, description and tools as one text. */
export function miniSearchDocs(
  docs: readonly SearchDoc[],
): { id: SearchDoc['id']; name: string; title: string; description: string; tools: string }[] {
  return docs.map((d) => ({
    id: d.id,
    name: d.name,
    title: d.title ?? '',
    description: d.description ?? '',
    tools: d.tools.map((t) => `${t.name} ${t.description ?? ''}`).join(' '),
  }));
}
