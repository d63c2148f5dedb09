// The rows behind Switchboard's registry API: each mirrored server with its upstream entry as stored by
// sync (servers.raw: the server.json and the registry's official block, latest version only) and what
// Switchboard measured about it. One query shape for the list, for a set of ids (search) and for one name.
import type { Database } from '../../db/connection.js';
import { AUTH_SQL, filterSql, type RegistryFilters } from './filters.js';

export interface RegistryRow {
  id: number;
  name: string;
  slug: string;
  version: string;
  status: string;
  removed: boolean;
  raw: { server: Record<string, unknown>; official: Record<string, unknown> };
  state: string | null;
  auth: string | null;
  lastCheckedAt: Date | null;
  success7d: number | null;
  success30d: number | null;
  firstTry30d: number | null;
  medianResponseMs: number | null;
  rankScore: number | null;
  rankVersion: string | null;
  categories: string[];
  risk: string | null;
  noticesCount: number;
  toolCount: number | null;
  euHosting: boolean | null;
  verifiedOwner: string | null;
}

interface Row {
  id: number;
  name: string;
  slug: string;
  version: string;
  status: string;
  removed: boolean;
  raw: RegistryRow['raw'];
  state: string | null;
  auth: string | null;
  last_checked_at: Date | null;
  success_7d: number | null;
  success_30d: number | null;
  first_try_30d: number | null;
  median_response_ms: number | null;
  rank_score: number | null;
  rank_version: string | null;
  categories: string[] | null;
  risk: string | null;
  notices_count: number | null;
  tool_count: number | null;
  eu_hosting: boolean | null;
  verified_owner: string | null;
}

export interface RowQuery {
  /** Every set must hold (a preset's filters and the request's). */
  filters: RegistryFilters[];
  /** RFC 3339; strictly after this upstream updatedAt, as the registry reads `updated_since`. Compared in
   *  PostgreSQL, which keeps the microseconds the registry writes (a JS Date would drop them). */
  updatedSince?: string | null;
  includeDeleted: boolean;
  /** An exact version; null for the latest (the only one kept). */
  version?: string | null;
  /** Keyset paging by name (byte order); ignored with `ids`. */
  afterName?: string | null;
  limit?: number;
  ids?: readonly number[];
  name?: string;
}

const SELECT = `
  SELECT s.id, s.name, s.slug, s.version, s.status, s.removed_at IS NOT NULL AS removed, s.raw,
         m.state, (${AUTH_SQL}) AS auth, m.success_7d, m.success_30d, m.first_try_30d, m.median_response_ms,
         m.rank_score, m.rank_version, m.risk, m.notices_count, m.tool_count, m.eu_hosting,
         (SELECT max(r.last_checked_at) FROM remotes r WHERE r.server_id = s.id AND r.listed) AS last_checked_at,
         ARRAY(SELECT sc.category_id FROM server_categories sc WHERE sc.server_id = s.id ORDER BY sc.position) AS categories,
         -- a claim counts while its domain proof has not lapsed (as on the server page)
         (SELECT c.domain FROM claims c JOIN domain_owners d ON d.domain = c.domain
           WHERE c.server_id = s.id AND d.lapsed_at IS NULL) AS verified_owner
    FROM servers s LEFT JOIN server_measures m ON m.server_id = s.id`;

function toRow(r: Row): RegistryRow {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    version: r.version,
    status: r.status,
    removed: r.removed,
    raw: r.raw,
    state: r.state,
    auth: r.auth,
    lastCheckedAt: r.last_checked_at,
    success7d: r.success_7d,
    success30d: r.success_30d,
    firstTry30d: r.first_try_30d,
    medianResponseMs: r.median_response_ms,
    rankScore: r.rank_score,
    rankVersion: r.rank_version,
    categories: r.categories ?? [],
    risk: r.risk,
    noticesCount: r.notices_count ?? 0,
    toolCount: r.tool_count,
    euHosting: r.eu_hosting,
    verifiedOwner: r.verified_owner,
  };
}

export async function registryRows(db: Database, q: RowQuery): Promise<RegistryRow[]> {
  const where: string[] = [];
  const binds: Record<string, unknown> = {};
  q.filters.forEach((f, i) => {
    const s = filterSql(f, `f${i}_`);
    where.push(...s.where);
    Object.assign(binds, s.binds);
  });
  if (!q.includeDeleted) where.push(`s.status <> 'deleted'`);
  if (q.updatedSince) {
    where.push('s.registry_updated_at > :updatedSince::timestamptz');
    binds.updatedSince = q.updatedSince;
  }
  if (q.version) {
    where.push('s.version = :version');
    binds.version = q.version;
  }
  if (q.name !== undefined) {
    where.push('s.name = :name');
    binds.name = q.name;
  }
  if (q.ids) {
    where.push('s.id = ANY(:ids::bigint[])');
    binds.ids = `{${q.ids.join(',')}}`;
  } else if (q.afterName) {
    where.push('s.name COLLATE "C" > :afterName');
    binds.afterName = q.afterName;
  }
  const limit = q.ids ? '' : q.limit !== undefined ? `LIMIT ${Math.trunc(q.limit)}` : '';
  const rows = await db.rows<Row>(
    `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY s.name COLLATE "C" ${limit}`,
    binds,
  );
  return rows.map(toRow);
}
