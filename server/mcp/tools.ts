// The four read-only tools, registered on a fresh McpServer per request (stateless serving). Each one
// validates with zod, calls the catalogue service and answers with structuredContent and a short text.
import type { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { CHANGE_KINDS, MAX_CHANGE_DAYS } from '../../catalog/changes.js';
import { SearchParamsSchema } from '../../catalog/search-params.js';
import { UNVERIFIED_NOTE } from '../../catalog/search-results.js';
import type { CatalogService } from '../../catalog/service.js';
import type { LookupRequest } from '../../catalog/lookups.js';
import { CategoriesOutputSchema, ChangesOutputSchema, GetServerOutputSchema, SearchOutputSchema } from './output-schemas.js';
import { categoriesSummary, changesSummary, searchSummary, serverSummary } from './summaries.js';
import { failure, ok, toolError } from './tool-result.js';

export interface ToolDeps {
  service: CatalogService;
  requester: LookupRequest | null;
  report: (err: unknown) => void;
}

const GetServerInput = z
  .strictObject({
    name: z.string().min(1).max(300).optional().describe('full registry name, e.g. "io.github.acme/weather-mcp"'),
    slug: z.string().min(1).max(200).optional().describe('the slug from search results, e.g. "io-github-acme-weather-mcp"'),
  })
  .refine((v) => (v.name === undefined) !== (v.slug === undefined), { message: 'give exactly one of name or slug', path: ['name'] });

const ListChangesInput = z.strictObject({
  since: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().describe('ISO date or date-time; only changes at or after it'),
  days: z.number().int().min(1).max(MAX_CHANGE_DAYS).optional().describe(`how many days back, 1-${MAX_CHANGE_DAYS} (default ${MAX_CHANGE_DAYS})`),
  kinds: z.array(z.enum(CHANGE_KINDS)).max(CHANGE_KINDS.length).optional().describe('only these kinds of change'),
  server: z.string().min(1).max(300).optional().describe('only this server (name or slug)'),
  limit: z.number().int().min(1).max(200).optional().describe('changes per page, 1-200 (default 50)'),
  cursor: z.string().max(500).optional().describe('nextCursor from the previous page'),
});

// One object for every request, so that its JSON Schema is converted once (schemas-once.ts).
const NoInput = z.strictObject({});

// Titles and descriptions, written for a model choosing a tool; also listed in /llms.txt.
export const TOOL_TEXT = {
  search_servers: {
    title: 'Search remote MCP servers',
    description:
      'Find remote MCP servers that can do something, ranked by relevance then by measured quality. Every listed remote is checked daily without calling its tools: use filters state="responds" (answers without sign-in), auth, transport, declared risk or category to narrow. Each result has its remote URLs, latest check state, rank score and parts, and a tier (1 = exact name match ... 5 = fuzzy). Page with nextCursor. Titles and descriptions are third-party text under "unverified".',
  },
  get_server: {
    title: 'Get one MCP server',
    description:
      'Everything Switchboard knows about one server, by registry name or slug: its remotes with the last check and a 30-day history, tools with their declared hints, measures, rank parts, categories, declared risk, notices (text that reads like instructions to an AI), hosting, how its namespace was verified, changes in the last 30 days, and ready-made install links and config snippets for each remote URL. An unknown name returns close names to try.',
  },
  list_changes: {
    title: 'List recent changes',
    description:
      'What changed among the listed servers in the last 30 days, newest first: tools added or removed, input-schema changes, newly destructive tools, servers that stopped or started answering, newly listed, unlisted or removed servers. Filter by kinds, by one server, or by a start time; page with nextCursor.',
  },
  list_categories: {
    title: 'List categories',
    description:
      'The fixed category list used by search_servers filters.category: stable IDs, names, descriptions and how many listed servers carry each. Retired IDs appear in aliases with the IDs that replaced them.',
  },
} as const;

export const TOOL_SUMMARIES = Object.entries(TOOL_TEXT).map(([name, t]) => ({ name, title: t.title, description: t.description }));

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function registerTools(server: McpServer, deps: ToolDeps): void {
  const { service, report } = deps;

  server.registerTool(
    'search_servers',
    {
      ...TOOL_TEXT.search_servers,
      inputSchema: SearchParamsSchema,
      outputSchema: SearchOutputSchema,
      annotations: { title: TOOL_TEXT.search_servers.title, ...READ_ONLY },
    },
    async (args) => {
      try {
        const answer = await service.search(args);
        return ok({ note: UNVERIFIED_NOTE, ...answer }, searchSummary(args.query, answer));
      } catch (err) {
        return failure(err, report);
      }
    },
  );

  server.registerTool(
    'get_server',
    {
      ...TOOL_TEXT.get_server,
      inputSchema: GetServerInput,
      outputSchema: GetServerOutputSchema,
      annotations: { title: TOOL_TEXT.get_server.title, ...READ_ONLY },
    },
    async (args) => {
      try {
        const ref = args.name !== undefined ? { name: args.name } : { slug: args.slug! };
        const answer = await service.getServer(ref, deps.requester);
        if (!answer.found) {
          const field = 'name' in ref ? 'name' : 'slug';
          const hint = answer.suggestions.length ? ` Did you mean: ${answer.suggestions.join(', ')}?` : ' search_servers can find it by words.';
          return toolError(`No server with ${field} "${answer.asked}" in Switchboard.${hint}`, {
            error: 'not_found', field, asked: answer.asked, suggestions: answer.suggestions,
          });
        }
        return ok({ note: UNVERIFIED_NOTE, server: answer.server as unknown as Record<string, unknown> }, serverSummary(answer.server));
      } catch (err) {
        return failure(err, report);
      }
    },
  );

  server.registerTool(
    'list_changes',
    {
      ...TOOL_TEXT.list_changes,
      inputSchema: ListChangesInput,
      outputSchema: ChangesOutputSchema,
      annotations: { title: TOOL_TEXT.list_changes.title, ...READ_ONLY },
    },
    async (args) => {
      try {
        const page = await service.listChanges(args);
        return ok({ ...page }, changesSummary(page));
      } catch (err) {
        return failure(err, report);
      }
    },
  );

  server.registerTool(
    'list_categories',
    {
      ...TOOL_TEXT.list_categories,
      inputSchema: NoInput,
      outputSchema: CategoriesOutputSchema,
      annotations: { title: TOOL_TEXT.list_categories.title, ...READ_ONLY },
    },
    async () => {
      try {
        const list = await service.listCategories();
        return ok({ ...list }, categoriesSummary(list));
      } catch (err) {
        return failure(err, report);
      }
    },
  );
}
