// Query strings to the service's parameter shapes. Every parameter is named in its error, and an unknown
// parameter is refused rather than ignored (a typo such as `catgory=` would otherwise widen the answer).
import type { Request } from 'express';
import type * as z from 'zod';
import { CatalogInputError } from '../../catalog/errors.js';
import { SearchParamsSchema, type SearchInput } from '../../catalog/search-params.js';
import { INCLUDES, LIST_FIELDS, type Include, type ListField } from '../../catalog/server-view.js';
import type { ChangesQuery } from '../../catalog/changes.js';

type Query = Record<string, string>;

/** One value per parameter; a repeated parameter is a mistake worth naming. */
export function flatQuery(req: Request, allowed: readonly string[]): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(req.query)) {
    if (!allowed.includes(k)) throw new CatalogInputError(k, `unknown parameter "${k}"; allowed: ${allowed.join(', ')}`);
    if (typeof v !== 'string') throw new CatalogInputError(k, `parameter "${k}" must be given once, as a plain value`);
    out[k] = v;
  }
  return out;
}

function bool(q: Query, k: string): boolean | undefined {
  const v = q[k];
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new CatalogInputError(k, `${k} must be true or false`);
}

function int(q: Query, k: string): number | undefined {
  const v = q[k];
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw new CatalogInputError(k, `${k} must be an integer`);
  return Number(v);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = String(issue.path[issue.path.length - 1] ?? 'query');
  throw new CatalogInputError(field, `${field}: ${issue.message}`);
}

export const SEARCH_PARAMS = [
  'query',
  'q',
  'category',
  'state',
  'auth',
  'transport',
  'risk',
  'eu_hosting',
  'has_tools',
  'notices',
  'removed',
  'has_remote',
  'max_tool_tokens',
  'oauth_dcr',
  'sort',
  'limit',
  'cursor',
  'fields',
] as const;

/** A comma-separated list whose every item must be one of `allowed` (the same lists the MCP tools take). */
export function listParam<T extends string>(q: Query, k: string, allowed: readonly T[]): T[] | undefined {
  const v = q[k];
  if (v === undefined) return undefined;
  const items = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const x of items) {
    if (!(allowed as readonly string[]).includes(x))
      throw new CatalogInputError(k, `${k}: unknown value "${x}"; allowed: ${allowed.join(', ')}`);
  }
  return items as T[];
}

/** The shaping parameters of /api/servers.json (not part of the search itself). */
export function searchFields(req: Request): ListField[] | undefined {
  return listParam(flatQuery(req, SEARCH_PARAMS), 'fields', LIST_FIELDS);
}

/** include and tool of the server endpoints, as get_server takes them. */
export function viewParams(q: Query): { include?: Include[]; tool?: string } {
  return { include: listParam(q, 'include', INCLUDES), tool: q.tool };
}

export function searchParams(req: Request): SearchInput {
  const q = flatQuery(req, SEARCH_PARAMS);
  const filters = {
    category: q.category,
    state: q.state,
    auth: q.auth,
    transport: q.transport,
    risk: q.risk,
    eu_hosting: bool(q, 'eu_hosting'),
    has_tools: bool(q, 'has_tools'),
    notices: q.notices,
    removed: bool(q, 'removed'),
    has_remote: q.has_remote === 'any' ? 'any' : bool(q, 'has_remote'),
    max_tool_tokens: int(q, 'max_tool_tokens'),
    oauth_dcr: bool(q, 'oauth_dcr'),
  };
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return parsed(SearchParamsSchema, {
    query: q.query ?? q.q,
    ...defined,
    sort: q.sort,
    limit: int(q, 'limit'),
    cursor: q.cursor,
  });
}

export function changesParams(req: Request): ChangesQuery {
  const q = flatQuery(req, ['since', 'days', 'kinds', 'server', 'limit', 'cursor']);
  return {
    since: q.since,
    days: int(q, 'days'),
    kinds:
      q.kinds === undefined
        ? undefined
        : (q.kinds
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean) as ChangesQuery['kinds']),
    server: q.server,
    limit: int(q, 'limit'),
    cursor: q.cursor,
  };
}
