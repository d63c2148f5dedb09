// The five tiers of search.md, as pure functions over analyzed words. Nothing here depends on the rest
// of the catalogue (no IDF), so a server's tier and strength for a query change only when the server
// does: that is what keeps cursor pagination stable while the index is updated.
import type { AnalyzedDoc, AnalyzedQuery, Field, QueryTerm } from './analyze.js';
import { FIELDS, FIELD_WEIGHT, NAME_FIELDS } from './analyze.js';
import { GENERIC_STEMS, WEAK_STEMS } from './stopwords.js';

export type Tier = 1 | 2 | 3 | 4 | 5;
export type MatchKind = 'whole' | 'prefix' | 'fuzzy';

/** Shortest query word (stemmed) allowed to match as a prefix. */
export const PREFIX_MIN = 4;

/** Allowed edit distance for a query word of this length: 1 from 4 letters, 2 from 8. */
export function maxEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Levenshtein distance, giving up (returning max + 1) as soon as it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

// Chosen so that within a tier a whole word in the weakest field (1) still outweighs a prefix in the
// strongest name and content fields together ((5 + 3) x 0.1), and a prefix outweighs any typo.
const KIND_FACTOR: Record<MatchKind, number> = { whole: 1, prefix: 0.1, fuzzy: 0.01 };
const KIND_ORDER: Record<MatchKind, number> = { whole: 0, prefix: 1, fuzzy: 2 };

function matchWord(alt: string, token: string, loose: boolean): MatchKind | null {
  if (token === alt) return 'whole';
  if (!loose || WEAK_STEMS.has(token)) return null;
  if (alt.length >= PREFIX_MIN && token.length > alt.length && token.startsWith(alt)) return 'prefix';
  const max = maxEdits(alt.length);
  if (max > 0 && editDistance(alt, token, max) <= max) return 'fuzzy';
  return null;
}

export interface TermMatch {
  /** Best kind of match anywhere in the document, or null. */
  kind: MatchKind | null;
  /** Matched whole in the name, owner or title. */
  wholeInName: boolean;
  /**
   * Strongest name field (name, title, owner) plus strongest content field (tools, categories,
   * description), each weight x kind factor: a word confirmed by both what a server is called and what
   * it says it does is a stronger match than either alone.
   */
  strength: number;
}

/**
 * How one query word matches one document. `candidates`, when given, are the only document words worth
 * comparing (the index already found which words match the query); without it every word is compared.
 */
export function matchTerm(term: QueryTerm, doc: AnalyzedDoc, candidates?: readonly string[]): TermMatch {
  let kind: MatchKind | null = null;
  let wholeInName = false;
  let nameStrength = 0;
  let textStrength = 0;
  for (const field of FIELDS as readonly Field[]) {
    let best: MatchKind | null = null;
    const words = doc[field];
    for (const token of candidates ? candidates.filter((c) => words.includes(c)) : words) {
      for (let i = 0; i < term.alts.length; i++) {
        const k = matchWord(term.alts[i]!, token, i === 0);
        if (k && (!best || KIND_ORDER[k] < KIND_ORDER[best])) best = k;
        if (best === 'whole') break;
      }
      if (best === 'whole') break;
    }
    if (!best) continue;
    if (best === 'whole' && NAME_FIELDS.has(field)) wholeInName = true;
    if (!kind || KIND_ORDER[best] < KIND_ORDER[kind]) kind = best;
    const w = FIELD_WEIGHT[field] * KIND_FACTOR[best];
    if (NAME_FIELDS.has(field)) nameStrength = Math.max(nameStrength, w);
    else textStrength = Math.max(textStrength, w);
  }
  return { kind, wholeInName, strength: nameStrength + textStrength };
}

/** "Most" words, for tiers 4 and 5: half of them, rounded up (all of a one-word query). */
export function mostOf(n: number): number {
  return Math.max(1, Math.ceil(n / 2));
}

/** The tier a document reaches from its per-word matches (and whether its name equals the query). */
export function tierOf(matches: readonly TermMatch[], exact: boolean): Tier | null {
  if (exact) return 1;
  if (matches.length === 0) return null;
  if (matches.every((m) => m.wholeInName)) return 2;
  if (matches.every((m) => m.kind === 'whole')) return 3;
  const need = mostOf(matches.length);
  const notFuzzy = matches.filter((m) => m.kind === 'whole' || m.kind === 'prefix').length;
  if (notFuzzy >= need) return 4;
  const any = matches.filter((m) => m.kind !== null).length;
  return any >= need ? 5 : null;
}

/** Best tier a scaffold document can reach short of an exact name (see `relevance`). */
export const SCAFFOLD_TIER: Tier = 4;

/** Weight of a generic verb's strength: "send" in a name counts like the object word in a description. */
export const GENERIC_FACTOR = 0.25;

export interface Relevance {
  tier: Tier;
  /** Within-tier field strength: sum over query words of their strongest field weight. */
  strength: number;
}

export function relevance(query: AnalyzedQuery, doc: AnalyzedDoc, candidates?: readonly string[]): Relevance | null {
  const exact = query.key !== '' && doc.keys.includes(query.key);
  const matches = query.terms.map((t) => matchTerm(t, doc, candidates));
  let tier = tierOf(matches, exact);
  if (tier === null) return null;
  // A scaffold (an untouched template: "Description of my MCP server", "Non functional server (yet)")
  // states nothing about what it does: its name alone is only a partial match. Exact names stay tier 1.
  if (doc.scaffold && tier > 1 && tier < SCAFFOLD_TIER) tier = SCAFFOLD_TIER;
  // Generic verbs and nouns ("send", "search", "file", "data") say less about a server than the object.
  const strength = matches.reduce((s, m, i) => s + m.strength * (GENERIC_STEMS.has(query.terms[i]!.alts[0]!) ? GENERIC_FACTOR : 1), 0);
  return { tier, strength: Math.round(strength * 100) / 100 };
}
