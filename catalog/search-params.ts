// The parameters of search_servers, one schema for the MCP tool and the JSON API (which maps its query
// string onto it), so the two can never accept different things.
import * as z from 'zod';
import { SORTS } from './search/index.js';
import { stem } from './search/stem.js';
import { STOPWORDS } from './search/stopwords.js';
import { chunks } from './search/tokenize.js';

export const STATES = ['responds', 'auth_required', 'payment_required', 'access_denied', 'dns', 'connect', 'timeout', 'tls',
  'http_error', 'not_mcp', 'too_large', 'handshake_error', 'placeholder', 'non_public_address', 'disallowed_port',
  'disallowed_scheme', 'paused_by_owner', 'rate_limited', 'blocked'] as const;
export const AUTHS = ['none', 'oauth', 'api_key'] as const;
export const TRANSPORTS = ['streamable-http', 'sse'] as const;
export const RISKS = ['read_only', 'can_write', 'destructive', 'not_declared'] as const;
export const MAX_SEARCH_LIMIT = 50;
export const DEFAULT_SEARCH_LIMIT = 10;

export const SearchFiltersSchema = z.strictObject({
  category: z.string().min(1).max(64).optional().describe('a category ID from list_categories, e.g. "travel"'),
  state: z.enum(STATES).optional().describe('state of the latest check: "responds" answers without sign-in, "auth_required" needs sign-in'),
  auth: z.enum(AUTHS).optional().describe('sign-in the server asks for: none, oauth or api_key'),
  transport: z.enum(TRANSPORTS).optional(),
  risk: z.enum(RISKS).optional().describe('declared by tool hints: read_only, can_write, destructive, not_declared'),
  eu_hosting: z.boolean().optional().describe('true: every remote resolves to EU/EEA addresses'),
  has_tools: z.boolean().optional().describe('true: tools were seen in a check'),
  removed: z.boolean().optional().describe('true: only servers removed after 30 failing days (default: they are left out)'),
});

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
  const words = chunks(query);
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (STOPWORDS.has(w)) continue;
    seen.add(stem(w));
    if (seen.size > MAX_QUERY_WORDS) return words.slice(0, i).join(' ');
  }
  return query;
}

export const SearchParamsSchema = z.strictObject({
  query: z.string().max(200).optional().describe(`what the agent needs, in plain words, e.g. "book a flight" or "postgres"; the first ${MAX_QUERY_WORDS} distinct words count`),
  filters: SearchFiltersSchema.optional(),
  sort: z.enum(SORTS).optional().describe('default: relevance with a query, rank without'),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().describe(`results per page, 1-${MAX_SEARCH_LIMIT} (default ${DEFAULT_SEARCH_LIMIT})`),
  cursor: z.string().max(1000).optional().describe('nextCursor from the previous page, with the same query, filters and sort'),
});
export type SearchParams = z.infer<typeof SearchParamsSchema>;
