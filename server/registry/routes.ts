// Switchboard as a sub-registry: the Official MCP Registry's read API (registry-openapi-2025-12-01:
// GET /v0.1/servers, /v0.1/servers/{serverName}/versions[/{version}]) over the mirror, plus Switchboard's
// filters as query parameters and presets as filtered base paths (`/r/<preset>/v0.1/...`), because
// clients such as VS Code and Switchboard's own sync append `/v0.1/servers` to the base URL they are given.
// Errors are `{"error": "..."}` as the spec writes them: 400 names every bad or unknown parameter, 404
// says what is kept. Read-only: the spec's optional write endpoints answer 501.
import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import type { Database } from '../../db/connection.js';
import { listCategories, resolveCategoryFilter } from '../../catalog/categories.js';
import { CatalogInputError, IndexNotReadyError } from '../../catalog/errors.js';
import { FILTER_NAMES, isFilterName, parseFilters, type RegistryFilters } from '../../catalog/registry/filters.js';
import { registryRows } from '../../catalog/registry/entries.js';
import { DEFAULT_REGISTRY_LIMIT, MAX_REGISTRY_LIMIT, registryEntry, registryPage } from '../../catalog/registry/service.js';
import type { LiveIndex } from '../../catalog/search-sync/live-index.js';
import { metaKeyFor, serverResponse } from './meta.js';
import { openApiExtension } from './openapi.js';

export interface RegistryRouteDeps {
  db: Database;
  /** The live search index, for `search`; lists without it still work. */
  live: LiveIndex | null;
  publicBaseUrl: string;
  /** Where older versions live (the registry this Switchboard mirrors). */
  registryUrl: string;
  /** Preset name -> its filters (already validated at start). */
  presets: Readonly<Record<string, RegistryFilters>>;
}

const LIST_PARAMS = ['cursor', 'limit', 'search', 'updated_since', 'version', 'include_deleted'] as const;
const CACHE = 'public, max-age=60';
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

class NotFound extends Error {}

/** Query parameters, each once; unknown ones are all named in one 400. */
function queryOf(req: Request, allowed: readonly string[]): Map<string, string> {
  const url = new URL(req.originalUrl, 'http://x');
  const out = new Map<string, string>();
  const unknown: string[] = [];
  for (const [k, v] of url.searchParams) {
    if (!allowed.includes(k)) {
      if (!unknown.includes(k)) unknown.push(k);
      continue;
    }
    if (out.has(k)) throw new CatalogInputError(k, `parameter "${k}" is given twice; give it once`);
    out.set(k, v);
  }
  if (unknown.length) {
    throw new CatalogInputError(
      unknown[0]!,
      `unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}; this endpoint takes ${allowed.join(', ')}`,
    );
  }
  return out;
}

function bool(q: Map<string, string>, k: string): boolean {
  const v = q.get(k);
  if (v === undefined) return false;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new CatalogInputError(k, `${k} must be true or false`);
}

function decodePart(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new CatalogInputError(what, `${what} is not validly URL-encoded`);
  }
}

export function registryRoutes(deps: RegistryRouteDeps): Router {
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const metaKey = metaKeyFor(base);
  const r = Router();

  const requestFilters = async (q: Map<string, string>): Promise<RegistryFilters> => {
    const f = parseFilters([...q].filter(([k]) => isFilterName(k)));
    if (f.category) {
      const list = await listCategories(deps.db);
      f.category = f.category.map((c) => resolveCategoryFilter(list, c));
    }
    return f;
  };

  const list = async (req: Request, res: Response, preset: RegistryFilters | null) => {
    const q = queryOf(req, [...LIST_PARAMS, ...FILTER_NAMES]);
    const limitRaw = q.get('limit');
    const limit = limitRaw === undefined ? DEFAULT_REGISTRY_LIMIT : Number(limitRaw);
    if (!/^\d+$/.test(limitRaw ?? '1') || limit < 1 || limit > MAX_REGISTRY_LIMIT) {
      throw new CatalogInputError('limit', `limit must be an integer from 1 to ${MAX_REGISTRY_LIMIT}`);
    }
    const since = q.get('updated_since');
    if (since !== undefined && (!RFC3339.test(since) || Number.isNaN(Date.parse(since)))) {
      throw new CatalogInputError('updated_since', 'updated_since must be an RFC 3339 date-time, e.g. 2025-08-07T13:15:04.280Z');
    }
    const version = q.get('version');
    if (version !== undefined && (version.length === 0 || version.length > 255))
      throw new CatalogInputError('version', 'version must be "latest" or an exact version');
    const search = q.get('search');
    if (search !== undefined && search.length > 200) throw new CatalogInputError('search', 'search must be at most 200 characters');
    const filters = [await requestFilters(q)];
    if (preset) filters.unshift(preset);
    const page = await registryPage(deps.db, deps.live, {
      filters,
      search,
      updatedSince: since ?? null,
      // The spec: deleted entries are always included when updated_since is given (so mirrors see them go).
      includeDeleted: bool(q, 'include_deleted') || since !== undefined,
      version: version === undefined || version === 'latest' ? null : version,
      limit,
      cursor: q.get('cursor'),
    });
    const metadata: Record<string, unknown> = { count: page.rows.length };
    if (page.nextCursor) metadata.nextCursor = page.nextCursor;
    send(res, { servers: page.rows.map((row) => serverResponse(row, base, metaKey)), metadata });
  };

  const versions = async (req: Request, res: Response, preset: RegistryFilters | null, name: string, version: string | null) => {
    const q = queryOf(req, ['include_deleted']);
    const row = await registryEntry(deps.db, name, bool(q, 'include_deleted'));
    if (!row) throw new NotFound(`Server not found: ${name}`);
    if (preset && (await registryRows(deps.db, { filters: [preset], includeDeleted: true, name })).length === 0) {
      throw new NotFound(`Server not found in this preset: ${name}`);
    }
    if (version === null) {
      send(res, {
        servers: [serverResponse(row, base, metaKey)],
        metadata: {
          count: 1,
          [metaKey]: {
            versionsKept: 'latest',
            note: `Switchboard mirrors only the latest version of each server; every version is at ${deps.registryUrl}/v0.1/servers/${encodeURIComponent(name)}/versions`,
          },
        },
      });
      return;
    }
    if (version !== 'latest' && version !== row.version) {
      throw new NotFound(`Server version not found: Switchboard keeps only the latest version of ${name} (${row.version})`);
    }
    send(res, serverResponse(row, base, metaKey));
  };

  const send = (res: Response, body: unknown) => {
    res.setHeader('Cache-Control', CACHE);
    res.json(body);
  };

  r.use(async (req: Request, res: Response, next: NextFunction) => {
    const m = /^(?:\/r\/([^/]+))?\/v0\.1\/(.*)$/.exec(req.path);
    if (!m) return next();
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      let preset: RegistryFilters | null = null;
      if (m[1] !== undefined) {
        const name = decodePart(m[1], 'preset');
        if (!Object.hasOwn(deps.presets, name)) {
          const names = Object.keys(deps.presets);
          throw new NotFound(`no preset "${name}"; presets: ${names.length ? names.join(', ') : 'none configured (REGISTRY_PRESETS)'}`);
        }
        preset = deps.presets[name]!;
      }
      const rest = m[2]!;
      const read = req.method === 'GET' || req.method === 'HEAD';
      if (rest === 'openapi.yaml' && read) {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.type('application/yaml; charset=utf-8').send(openApiExtension(base, metaKey));
        return;
      }
      if (rest === 'publish' || /^servers\/.+\/(versions\/[^/]+\/)?status$/.test(rest) || (rest.startsWith('servers/') && !read)) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(501).json({ error: 'Switchboard is a read-only sub-registry; publish and update at the Official MCP Registry' });
        return;
      }
      if (!read) return next();
      if (rest === 'servers') return await list(req, res, preset);
      const one = /^servers\/(.+)\/versions(?:\/([^/]+))?$/.exec(rest);
      if (one) {
        return await versions(
          req,
          res,
          preset,
          decodePart(one[1]!, 'serverName'),
          one[2] === undefined ? null : decodePart(one[2], 'version'),
        );
      }
      throw new NotFound(`no such registry path /v0.1/${rest}; see /v0.1/openapi.yaml`);
    } catch (err) {
      res.setHeader('Cache-Control', 'no-store');
      if (err instanceof NotFound) res.status(404).json({ error: err.message });
      else if (err instanceof CatalogInputError) res.status(400).json({ error: err.message });
      else if (err instanceof IndexNotReadyError) res.setHeader('Retry-After', '5').status(503).json({ error: err.message });
      else next(err);
    }
  });
  return r;
}
