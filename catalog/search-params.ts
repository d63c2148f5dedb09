// The parameters of search_servers, one schema for the MCP tool and the JSON API (which maps its query
// string onto it), so the two can never accept different things.
import * as z from 'zod';
import { ALL_STATES } from '../core/check-result.js';
import { CATEGORIES, CATEGORY_ALIASES } from '../core/categories/category-list.js';
import { CatalogInputError } from './errors.js';
import { SORTS } from './search/index.js';
import { stem } from './search/stem.js';
import { STOPWORDS } from './search/stopwords.js';
import { chunks } from './search/tokenize.js';

/** The check contract's states (core/check-result.ts), not a second list of them. */
export const STATES = ALL_STATES;
export const AUTHS = ['none', 'oauth', 'api_key'] as const;
export const TRANSPORTS = ['streamable-http', 'sse'] as const;
export const RISKS = ['read_only', 'can_write', 'destructive', 'not_declared'] as const;
export const NOTICE_FILTERS = ['none', 'any'] as const;
// Current IDs, then retired ones (resolved to their successors, or refused with them when split).
export const CATEGORY_FILTER_IDS = [...CATEGORIES.map((c) => c.id), ...Object.keys(CATEGORY_ALIASES)] as [string, ...string[]];
export const MAX_SEARCH_LIMIT = 50;
export const DEFAULT_SEARCH_LIMIT = 10;

// Flat filter arguments (what models write first), with the older nested `filters` object still accepted;
// `normalizeSearch()` merges the two and names a filter given twice with different values.
const FILTERS = {
  category: z.enum(CATEGORY_FILTER_IDS).optional().describe('see list_categories'),
  state: z.enum(STATES).optional().describe('latest check; responds = answers without sign-in'),
  auth: z.enum(AUTHS).optional().describe('sign-in asked for'),
  transport: z.enum(TRANSPORTS).optional(),
  risk: z.enum(RISKS).optional().describe('declared by tool hints'),
  eu_hosting: z.boolean().optional().describe('all remotes resolve to EU/EEA'),
  has_tools: z.boolean().optional().describe('tools seen in a check'),
  has_remote: z
    .union([z.boolean(), z.literal('any')])
    .optional()
    .describe('default true; false: package-only servers'),
  max_tool_tokens: z.number().int().min(0).optional().describe('max tokens its tools/list costs'),
  oauth_dcr: z.boolean().optional().describe('OAuth with dynamic client registration'),
  notices: z.enum(NOTICE_FILTERS).optional(),
  removed: z.boolean().optional().describe('only servers removed after 30 failing days'),
};
export const SearchFiltersSchema = z.strictObject(FILTERS);
export type SearchFilterParams = z.infer<typeof SearchFiltersSchema>;

/**
 * Words of a query that count. Each query word costs a pass over the index with prefix and typo matching,
 * so a 200-character query of 40 common four-letter prefixes cost 100-200 ms of CPU where "weather" costs
 * under 1 ms (issue 15). Agents' real requests have 1-5 content words; past 8 the answer does not improve.
 */
export const MAX_QUERY_WORDS = 8;

/**
 * The query cut after its MAX_QUERY_WORDS-th distinct content word. Words count once however often they
 * are written ("data data data" is one word; so are "file" and "files", one stem); stopwords ("a", "the",
 * "de") do not count, since search drops them anyway. A query within the cap is returned unchanged;
 * a longer one as its folded words up to the cap (search folds and splits words the same way).
 */
export function capQueryWords(query: string): string {
  return cappedQuery(query).query;
}

/** The capped query and how many distinct content words it keeps (the search guard's lane). */
export function cappedQuery(query: string): { query: string; words: number } {
  const words = chunks(query);
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (STOPWORDS.has(w)) continue;
    const s = stem(w);
    if (!seen.has(s) && seen.size === MAX_QUERY_WORDS) return { query: words.slice(0, i).join(' '), words: seen.size };
    seen.add(s);
  }
  return { query, words: seen.size };
}

export const SearchParamsSchema = z.strictObject({
  query: z
    .string()
    .max(200)
    .optional()
    .describe(`the need in plain words, e.g. "book a flight", "postgres" (the first ${MAX_QUERY_WORDS} distinct words count)`),
  ...FILTERS,
  sort: z.enum(SORTS).optional().describe('default: relevance with a query, rank without'),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().describe(`1-${MAX_SEARCH_LIMIT}, default ${DEFAULT_SEARCH_LIMIT}`),
  cursor: z.string().max(1000).nullable().optional().describe('nextCursor of the last page'),
  // Kept loose here so the tool definition does not repeat every filter; checked in normalizeSearch().
  filters: z.record(z.string(), z.unknown()).optional().describe('older nested form of the filters above'),
});
export type SearchInput = z.infer<typeof SearchParamsSchema>;

/** What the service searches with: the filters merged into one object, no nulls. */
export interface SearchParams {
  query?: string;
  filters: SearchFilterParams;
  sort?: SearchInput['sort'];
  limit?: number;
  cursor?: string;
}

/** Merges flat and nested filters; the nested object is validated with the same schema (errors name filters.<key>). */
export function normalizeSearch(input: SearchInput): SearchParams {
  const { query, sort, limit, cursor, filters: nested, ...flat } = input;
  let inner: SearchFilterParams = {};
  if (nested !== undefined) {
    const r = SearchFiltersSchema.safeParse(nested);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      const key = issue.path.length
        ? String(issue.path[0])
        : issue.code === 'unrecognized_keys'
          ? (issue as { keys?: string[] }).keys?.[0]
          : undefined;
      throw new CatalogInputError(key ? `filters.${key}` : 'filters', issue.message);
    }
    inner = r.data;
  }
  const merged: Record<string, unknown> = { ...inner };
  for (const [k, v] of Object.entries(flat)) {
    if (v === undefined) continue;
    if (merged[k] !== undefined && merged[k] !== v) {
      throw new CatalogInputError(k, `${k} is given twice with different values (flat and in filters); give it once`);
    }
    merged[k] = v;
  }
  return { query, filters: merged as SearchFilterParams, sort, limit, cursor: cursor ?? undefined };
}
