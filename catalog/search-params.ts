// The parameters of search_servers, one schema for the MCP tool and the JSON API (which maps its query
// string onto it), so the two can never accept different things.
import * as z from 'zod';
import { SORTS } from './search/index.js';

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

export const SearchParamsSchema = z.strictObject({
  query: z.string().max(200).optional().describe('what the agent needs, in plain words, e.g. "book a flight" or "postgres"'),
  filters: SearchFiltersSchema.optional(),
  sort: z.enum(SORTS).optional().describe('default: relevance with a query, rank without'),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional().describe(`results per page, 1-${MAX_SEARCH_LIMIT} (default ${DEFAULT_SEARCH_LIMIT})`),
  cursor: z.string().max(1000).optional().describe('nextCursor from the previous page, with the same query, filters and sort'),
});
export type SearchParams = z.infer<typeof SearchParamsSchema>;
