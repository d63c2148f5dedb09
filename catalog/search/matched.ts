// Why a result matched, compactly, for agents and the page: the query words found, where (name, title,
// description, tool, or `about`: the words Switchboard keeps for what a server is for, not its own text), and up
// to three tool names that mention them ("matched tool: create_invoice").
import type { AnalyzedQuery, Field } from './analyze.js';
import { docWords } from './tokenize.js';
import { stem } from './stem.js';
import type { TermMatch } from './tiers.js';

/**
 * `about`: the capability of a product the server names (products.ts) or the everyday words written for it
 * (server-words.ts): what it is for, in words its own text does not have. Saying "description" there would
 * send an agent looking for a word the description lacks.
 */
export type MatchPlace = 'name' | 'title' | 'description' | 'tool' | 'about';

export interface Matched {
  /** Query word (as typed, folded) -> where it was found, strongest place first. */
  terms: Record<string, MatchPlace[]>;
  /** Up to three tools whose name or description holds a matched word. */
  tools?: string[];
  /** A server of the kind of the product the request names (index.ts #like): it matched that product's capability. */
  like?: string;
}

const PLACE: Readonly<Record<Field, MatchPlace>> = {
  short: 'name',
  owner: 'name',
  title: 'title',
  tools: 'tool',
  toolDesc: 'tool',
  lead: 'description',
  desc: 'description',
  cats: 'description',
  known: 'about',
  aka: 'about',
  akaPart: 'about',
  intl: 'about',
  intlPart: 'about',
};

export const MAX_MATCHED_TOOLS = 3;

export function describeMatch(
  q: AnalyzedQuery,
  matches: readonly TermMatch[],
  doc: { tools: readonly { name: string; description?: string | null }[] },
): Matched {
  const terms: Record<string, MatchPlace[]> = {};
  const toolWords = new Set<string>();
  for (const [i, m] of matches.entries()) {
    if (!m.kind) continue;
    const t = q.terms[i]!;
    terms[t.word] = [...new Set(m.fields.map((f) => PLACE[f]))];
    if (m.fields.includes('tools') || m.fields.includes('toolDesc'))
      for (const a of [...t.alts, ...t.expansions, ...(t.concepts ?? [])]) toolWords.add(a);
  }
  const out: Matched = { terms };
  if (toolWords.size > 0) {
    const tools: string[] = [];
    for (const tool of doc.tools) {
      if (tools.length >= MAX_MATCHED_TOOLS) break;
      const words = [...docWords(tool.name), ...docWords(tool.description ?? '')].map((w) => stem(w.toLowerCase()));
      if (words.some((w) => toolWords.has(w) || [...toolWords].some((a) => a.length >= 4 && w.startsWith(a)))) tools.push(tool.name);
    }
    if (tools.length > 0) out.tools = tools;
  }
  return out;
}
