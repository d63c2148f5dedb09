// Sort keys as flat tuples compared left to right, ascending. Every sort ends with name then id, so keys
// are unique and a cursor (the key of the last item sent) splits the catalogue exactly in two.
// A missing value is encoded as a leading 1 (present = 0), which puts it last in either direction.
import type { Relevance } from './tiers.js';

export const SORTS = [
  'relevance',
  'rank',
  'name',
  'success_7d',
  'success_30d',
  'first_try',
  'response_time',
  'published',
  'updated',
  'tool_count',
  'latest_tool_change',
  'lookups',
  'tool_tokens',
] as const;
export type SortName = (typeof SORTS)[number];
export type SortKey = readonly (number | string)[];

/** The fields of a document that sorts read; SearchDoc (index.ts) extends it, so order.ts needs no index.ts. */
export interface SortFields {
  id: number;
  name: string;
  rankScore: number | null;
  success7d: number | null;
  success30d: number | null;
  firstTry30d: number | null;
  medianResponseMs: number | null;
  publishedAt: string | null;
  updatedAt: string | null;
  lastToolChangeAt: string | null;
  toolCount: number | null;
  lookups30d: number | null;
  /** o200k tokens of the server's tools/list (core/context-cost.ts); null until tools were seen. */
  toolTokens?: number | null;
}

function num(v: number | null | undefined, dir: 'asc' | 'desc'): [number, number] {
  if (v === null || v === undefined || !Number.isFinite(v)) return [1, 0];
  return [0, dir === 'desc' ? -v : v];
}

function date(v: string | null | undefined): [number, number] {
  return num(v ? Date.parse(v) : null, 'desc'); // newest first
}

function value(sort: Exclude<SortName, 'relevance' | 'name'>, d: SortFields): [number, number] {
  switch (sort) {
    case 'rank':
      return num(d.rankScore, 'desc');
    case 'success_7d':
      return num(d.success7d, 'desc');
    case 'success_30d':
      return num(d.success30d, 'desc');
    case 'first_try':
      return num(d.firstTry30d, 'desc');
    case 'response_time':
      return num(d.medianResponseMs, 'asc'); // fastest first
    case 'published':
      return date(d.publishedAt);
    case 'updated':
      return date(d.updatedAt);
    case 'latest_tool_change':
      return date(d.lastToolChangeAt);
    case 'tool_count':
      return num(d.toolCount, 'desc');
    case 'lookups':
      return num(d.lookups30d, 'desc');
    case 'tool_tokens':
      return num(d.toolTokens, 'asc'); // cheapest to load first
  }
}

/**
 * How many places of a server the request's words were found in: for each word, the fields that hold it (name, title,
 * first sentence, description, tool names, what its product is for, its everyday phrases...). It orders servers whose
 * strength is the same (strength is a word's best name field plus its best content field, so servers often tie): the one
 * that says the request's words in more of its parts is more about them than one that has them once. Before session 55
 * the name decided such ties. Over every judged set: read 0.8202 -> 0.8254 and held out 0.8379 -> 0.8426 nDCG@10, the
 * seven sets nobody had read 0.8321 -> 0.8362, and every other set up. Session 56 put it before the exact strength (read
 * 0.8255 -> 0.8298, held out 0.8427 -> 0.8472, with Relevance.offTarget): a rule's factor below a step then no longer
 * reorders, so a server about another market, product or task (the factors that say the server is about something else)
 * comes after the others of its step first. Not taken: the flag for every factor (a trial copy, one word of a long
 * request too; read 0.8280, held out 0.8462), or for none (0.8274, 0.8449); the evidence weighed by the factors (0.8285).
 * A field that holds the word itself or a longer form of it counts 1, one that holds it through its capability, a typo or
 * an expansion counts half (session 56: "youtube-transcript" says "transcript" in more places than "mcp-transcribe" says
 * "transcribe", but through the word's capability; read 0.8306 -> 0.8315, held out 0.8479 -> 0.8486; whole words alone
 * counted: 0.8288 and 0.8468).
 */
export function evidence(rel: Relevance): number {
  let n = 0;
  for (const m of rel.matches) n += m.kind === 'whole' || m.kind === 'prefix' ? m.fields.length : m.fields.length / 2;
  return n;
}

export function sortKey(sort: SortName, d: SortFields, rel: Relevance | null): SortKey {
  if (sort === 'relevance' && rel) {
    // Tier first; within a tier field strength in steps, then rank score, a server off target last, the evidence, then the
    // exact strength (see index.ts).
    // Scores within 0.05 of each other are a tie that rank score breaks: among servers about as relevant,
    // the better-measured one first. num(d.rankScore, 'desc') and the tail written out: a key is made for every
    // server that passes the page's worst so far, without arrays to spread (issue #13).
    const r = d.rankScore;
    const has = r !== null && r !== undefined && Number.isFinite(r);
    return [
      rel.tier,
      -Math.round(rel.strength * 20),
      has ? 0 : 1,
      has ? -r : 0,
      rel.offTarget ? 1 : 0,
      -evidence(rel),
      -rel.strength,
      d.name.toLowerCase(),
      d.id,
    ];
  }
  const tail = [d.name.toLowerCase(), d.id];
  if (sort === 'name') return tail;
  // Relevance without a query: by rank score.
  if (sort === 'relevance') return [...num(d.rankScore, 'desc'), ...tail];
  return [...value(sort, d), ...tail];
}

export function compareKeys(a: SortKey, b: SortKey): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
