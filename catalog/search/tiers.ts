// The five tiers of search.md, as pure functions over analyzed words. Nothing here depends on the rest
// of the catalogue (no IDF), so a server's tier and strength for a query change only when the server
// does: that is what keeps cursor pagination stable while the index is updated.
import type { AnalyzedDoc, AnalyzedQuery, Field, QueryTerm } from './analyze.js';
import { FIELDS, FIELD_WEIGHT, NAME_FIELDS } from './analyze.js';
import { GENERIC_STEMS, INTENT_STEMS, WEAK_STEMS } from './stopwords.js';

export type Tier = 1 | 2 | 3 | 4 | 5;
export type MatchKind = 'whole' | 'prefix' | 'fuzzy';

/** Shortest query word (stemmed) allowed to match as a prefix. */
export const PREFIX_MIN = 4;

export { editDistance, maxEdits } from './distance.js';
import { editDistance, maxEdits } from './distance.js';

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
      // Synonyms of the word this one is a typo of: a typo match.
      if (!best && term.typoAlts?.includes(token)) best = 'fuzzy';
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

/**
 * The tier a document reaches from its per-word matches (and whether its name equals the query).
 * `key`, when given, marks the query's key words (not generic verbs, container nouns or marketing
 * adjectives, stopwords.ts GENERIC_WORDS). In a query of several words with at least one key word:
 * - a document that matches none of the key words is cut (null): "read pdf files" answered by a file
 *   manager, "tarot reading" by anything that reads, is noise, not a partial answer;
 * - a document that matches every key word reaches tier 4 (tier 5 with a typo) even below half of the
 *   words: a PDF parser is a partial answer to "read pdf files" though it never says "read" or "files".
 */
export function tierOf(matches: readonly TermMatch[], exact: boolean, key?: readonly boolean[]): Tier | null {
  if (exact) return 1;
  if (matches.length === 0) return null;
  if (matches.every((m) => m.wholeInName)) return 2;
  if (matches.every((m) => m.kind === 'whole')) return 3;
  const keyed = key && matches.length > 1 && key.some(Boolean) ? matches.filter((_, i) => key[i]) : null;
  if (keyed && keyed.every((m) => m.kind === null)) return null;
  const need = mostOf(matches.length);
  const notFuzzy = matches.filter((m) => m.kind === 'whole' || m.kind === 'prefix').length;
  if (notFuzzy >= need || keyed?.every((m) => m.kind === 'whole' || m.kind === 'prefix')) return 4;
  const any = matches.filter((m) => m.kind !== null).length;
  return any >= need || keyed?.every((m) => m.kind !== null) ? 5 : null;
}

/** Best tier a scaffold document can reach short of an exact name (see `relevance`). */
export const SCAFFOLD_TIER: Tier = 4;

/** Weight of a generic verb's strength: "send" in a name counts like the object word in a description. */
export const GENERIC_FACTOR = 0.25;

/** Bonus for a query phrase with a near-stopword found in a server: name/title 5, description/tools 1. */
export const PHRASE_WEIGHT = { name: 5, text: 1 } as const;

export function phraseBonus(term: QueryTerm, doc: AnalyzedDoc): number {
  if (term.phrases.length === 0) return 0;
  const has = (pairs?: readonly string[]) => pairs !== undefined && term.phrases.some((p) => pairs.includes(p));
  return (has(doc.namePairs) ? PHRASE_WEIGHT.name : 0) + (has(doc.textPairs) ? PHRASE_WEIGHT.text : 0);
}

export interface Relevance {
  tier: Tier;
  /** Within-tier field strength: sum over query words of their strongest field weight. */
  strength: number;
}

export function relevance(query: AnalyzedQuery, doc: AnalyzedDoc, candidates?: readonly string[]): Relevance | null {
  const exact = query.key !== '' && doc.keys.includes(query.key);
  const matches = query.terms.map((t) => matchTerm(t, doc, candidates));
  const generic = query.terms.map((t) => GENERIC_STEMS.has(t.alts[0]!));
  let tier = tierOf(matches, exact, query.terms.map((t, i) => !generic[i] || INTENT_STEMS.has(t.alts[0]!)));
  if (tier === null) return null;
  // A scaffold (an untouched template: "Description of my MCP server", "Non functional server (yet)")
  // states nothing about what it does: its name alone is only a partial match. Exact names stay tier 1.
  if (doc.scaffold && tier > 1 && tier < SCAFFOLD_TIER) tier = SCAFFOLD_TIER;
  // Generic verbs and nouns ("send", "search", "file", "data") say less about a server than the object.
  // A phrase with a near-stopword ("sql server") found as written adds the weight of where it is found.
  const strength = matches.reduce((s, m, i) => s + m.strength * (generic[i] ? GENERIC_FACTOR : 1) + phraseBonus(query.terms[i]!, doc), 0);
  return { tier, strength: Math.round(strength * 100) / 100 };
}
