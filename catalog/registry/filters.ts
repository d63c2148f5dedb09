// Switchboard's filters on the registry API (`/v0.1/servers?state=responds&notices=none`), one definition
// for the query string, the presets in config and the SQL that applies them. A list value (`state=a,b`)
// means any of them; different filters must all hold. Unknown names are refused by name, so a typo
// (`stat=responds`) never silently widens a list an editor trusts.
import { CatalogInputError } from '../errors.js';
import { AUTHS, RISKS, STATES, TRANSPORTS } from '../search-params.js';

export interface RegistryFilters {
  state?: string[];
  auth?: string[];
  transport?: string[];
  category?: string[];
  risk?: string[];
  /** Only 'none' exists: servers without instruction-like notices. */
  notices?: 'none';
  hasRemote?: boolean;
  minRank?: number;
}

export const FILTER_NAMES = ['state', 'auth', 'transport', 'category', 'risk', 'notices', 'has_remote', 'min_rank'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const ENUMS: Partial<Record<FilterName, readonly string[]>> = { state: STATES, auth: AUTHS, transport: TRANSPORTS, risk: RISKS };

function list(name: FilterName, raw: string): string[] {
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length === 0) throw new CatalogInputError(name, `${name} needs a value`);
  const allowed = ENUMS[name];
  if (allowed) {
    const bad = values.filter((v) => !allowed.includes(v));
    if (bad.length)
      throw new CatalogInputError(name, `${name}: unknown value ${bad.map((b) => `"${b}"`).join(', ')}; allowed: ${allowed.join(', ')}`);
  } else if (values.some((v) => !/^[a-z0-9-]{1,64}$/.test(v))) {
    throw new CatalogInputError(name, `${name} takes category IDs such as "travel" (see /api/categories.json)`);
  }
  return [...new Set(values)];
}

/**
 * The filters among `params`; other names are left to the caller (`isFilterName`). Category IDs are
 * checked against the category list by the caller, which holds it.
 */
export function parseFilters(params: Iterable<[string, string]>): RegistryFilters {
  const f: RegistryFilters = {};
  for (const [name, raw] of params) {
    switch (name as FilterName) {
      case 'state':
      case 'auth':
      case 'transport':
      case 'category':
      case 'risk':
        f[name as 'state'] = list(name as FilterName, raw);
        break;
      case 'notices':
        if (raw !== 'none') throw new CatalogInputError(name, 'notices takes one value: none (servers without instruction-like notices)');
        f.notices = 'none';
        break;
      case 'has_remote':
        if (raw !== 'true' && raw !== 'false') throw new CatalogInputError(name, 'has_remote must be true or false');
        f.hasRemote = raw === 'true';
        break;
      case 'min_rank': {
        const n = Number(raw);
        if (!/^\d+(\.\d+)?$/.test(raw) || n > 100) throw new CatalogInputError(name, 'min_rank must be a number from 0 to 100');
        f.minRank = n;
        break;
      }
      default:
        throw new CatalogInputError(name, `unknown filter "${name}"; filters: ${FILTER_NAMES.join(', ')}`);
    }
  }
  return f;
}

export function isFilterName(name: string): name is FilterName {
  return (FILTER_NAMES as readonly string[]).includes(name);
}

/** A preset's query string (`state=responds&notices=none`), refused with the preset's name when wrong. */
export function parsePresetFilters(preset: string, query: string): RegistryFilters {
  const params = [...new URLSearchParams(query)];
  const seen = new Set<string>();
  for (const [k] of params) {
    if (seen.has(k)) throw new CatalogInputError(k, `preset "${preset}": ${k} is given twice`);
    seen.add(k);
  }
  try {
    return parseFilters(params);
  } catch (err) {
    if (err instanceof CatalogInputError) throw new CatalogInputError(err.field, `preset "${preset}": ${err.message}`);
    throw err;
  }
}

/** The auth a server needs as the rest of Switchboard says it (catalog/search-docs.ts authOf), in SQL. */
export const AUTH_SQL = `CASE WHEN m.auth_scheme IN ('oauth', 'api_key') THEN m.auth_scheme WHEN m.state = 'responds' THEN 'none' END`;

/**
 * WHERE conditions for one filter set over `servers s LEFT JOIN server_measures m`, with named binds
 * prefixed by `p` so that two sets (a preset and the request) can be combined in one query.
 */
export function filterSql(f: RegistryFilters, p: string): { where: string[]; binds: Record<string, unknown> } {
  const where: string[] = [];
  const binds: Record<string, unknown> = {};
  const arr = (xs: string[]) => `{${xs.map((x) => `"${x}"`).join(',')}}`;
  if (f.state) {
    where.push(`m.state = ANY(:${p}state::text[])`);
    binds[`${p}state`] = arr(f.state);
  }
  if (f.auth) {
    where.push(`(${AUTH_SQL}) = ANY(:${p}auth::text[])`);
    binds[`${p}auth`] = arr(f.auth);
  }
  if (f.transport) {
    where.push(`EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed AND r.type = ANY(:${p}transport::text[]))`);
    binds[`${p}transport`] = arr(f.transport);
  }
  if (f.category) {
    where.push(`EXISTS (SELECT 1 FROM server_categories sc WHERE sc.server_id = s.id AND sc.category_id = ANY(:${p}category::text[]))`);
    binds[`${p}category`] = arr(f.category);
  }
  if (f.risk) {
    where.push(`m.risk = ANY(:${p}risk::text[])`);
    binds[`${p}risk`] = arr(f.risk);
  }
  if (f.notices === 'none') where.push('COALESCE(m.notices_count, 0) = 0');
  if (f.hasRemote !== undefined) {
    where.push(`${f.hasRemote ? '' : 'NOT '}EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed)`);
  }
  if (f.minRank !== undefined) {
    where.push(`m.rank_score >= :${p}minRank`);
    binds[`${p}minRank`] = f.minRank;
  }
  return { where, binds };
}

/** The query string that gives these filters back (for links and the preset list). */
export function filtersToQuery(f: RegistryFilters): string {
  const q = new URLSearchParams();
  for (const k of ['state', 'auth', 'transport', 'category', 'risk'] as const) if (f[k]) q.set(k, f[k]!.join(','));
  if (f.notices) q.set('notices', f.notices);
  if (f.hasRemote !== undefined) q.set('has_remote', String(f.hasRemote));
  if (f.minRank !== undefined) q.set('min_rank', String(f.minRank));
  return q.toString();
}
