// The read model behind search: one SearchDoc per in-scope server, plus the few list fields the index
// does not carry (remote URLs, rank parts, notices count). One set of queries loads every server at
// start; the same queries restricted to a few ids serve incremental updates, so both paths build
// identical documents. Tables the scheduler has not filled yet (no checks) simply yield nulls.
import type { Database } from '../db/connection.js';
import type { SearchDoc } from './search/index.js';
import { IN_SCOPE_SQL } from './scope.js';

export interface ListExtra {
  status: string;
  remotes: { type: string; url: string | null }[];
  rankParts: Record<string, unknown> | null;
  rankVersion: string | null;
  isNew: boolean;
  noticesCount: number;
}

export interface CatalogEntry {
  doc: SearchDoc;
  extra: ListExtra;
}

export interface LoadedEntries {
  entries: CatalogEntry[];
  /** change_seq of every server asked for, in scope or not: what the catch-up compares against. */
  seqs: Map<number, number>;
}

interface ServerRow {
  id: number;
  name: string;
  slug: string;
  title: string | null;
  description: string | null;
  status: string;
  published_at: Date | null;
  registry_updated_at: Date | null;
  removed_at: Date | null;
  change_seq: number;
  in_scope: boolean;
}

interface MeasureRow {
  server_id: number;
  state: string | null;
  auth_scheme: string | null;
  success_7d: number | null;
  success_30d: number | null;
  first_try_30d: number | null;
  median_response_ms: number | null;
  tool_count: number | null;
  risk: string | null;
  rank_score: number | null;
  rank_parts: Record<string, unknown> | null;
  rank_version: string | null;
  is_new: boolean;
  eu_hosting: boolean | null;
  notices_count: number;
  last_tool_change_at: Date | null;
  tool_tokens: number | null;
  oauth_dcr: boolean | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function authOf(m: MeasureRow | undefined): SearchDoc['auth'] {
  if (!m) return null;
  if (m.auth_scheme === 'oauth' || m.auth_scheme === 'api_key') return m.auth_scheme;
  // A server that answered without sign-in needs none; any other state says nothing about auth.
  return m.state === 'responds' ? 'none' : null;
}

function group<T extends { server_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    let xs = out.get(r.server_id);
    if (!xs) out.set(r.server_id, (xs = []));
    xs.push(r);
  }
  return out;
}

/** All servers (`ids` undefined) or only these. Servers out of scope come back in `seqs` only. */
export async function loadCatalogEntries(db: Database, now: Date, ids?: readonly number[]): Promise<LoadedEntries> {
  const only = ids ? 'AND s.id = ANY(:ids::bigint[])' : '';
  const bind = { ids: `{${(ids ?? []).join(',')}}`, since: new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10) };
  const servers = await db.rows<ServerRow>(
    `SELECT s.id, s.name, s.slug, s.title, s.description, s.status, s.published_at, s.registry_updated_at, s.removed_at,
            s.change_seq, (${IN_SCOPE_SQL}) AS in_scope
       FROM servers s WHERE true ${only}`,
    bind,
  );
  const seqs = new Map(servers.map((s) => [s.id, s.change_seq]));
  const scoped = servers.filter((s) => s.in_scope);
  if (scoped.length === 0) return { entries: [], seqs };
  const scopedIds = { ...bind, ids: `{${scoped.map((s) => s.id).join(',')}}` };
  const inIds = 'server_id = ANY(:ids::bigint[])';

  const [remotes, measures, tools, categories, lookups] = await Promise.all([
    db.rows<{ server_id: number; type: string; url: string | null }>(
      `SELECT server_id, type, url FROM remotes WHERE listed AND ${inIds} ORDER BY server_id, position, id`,
      scopedIds,
    ),
    db.rows<MeasureRow>(
      `SELECT server_id, state, auth_scheme, success_7d, success_30d, first_try_30d, median_response_ms, tool_count, risk,
              rank_score, rank_parts, rank_version, is_new, eu_hosting, notices_count, last_tool_change_at, tool_tokens,
              (oauth->>'dcr')::boolean AS oauth_dcr
         FROM server_measures WHERE ${inIds}`,
      scopedIds,
    ),
    // The tools of the newest check that saw any (a later failed check does not erase what we know).
    db.rows<{ server_id: number; tools: { name: string; description?: string | null }[] }>(
      `SELECT s.id AS server_id, ts.tools
         FROM servers s
         JOIN LATERAL (SELECT c.tool_snapshot_id FROM checks c
                        WHERE c.server_id = s.id AND c.tool_snapshot_id IS NOT NULL
                        ORDER BY c.checked_at DESC LIMIT 1) last ON true
         JOIN tool_snapshots ts ON ts.id = last.tool_snapshot_id
        WHERE s.id = ANY(:ids::bigint[])`,
      scopedIds,
    ),
    db.rows<{ server_id: number; category_id: string }>(
      `SELECT server_id, category_id FROM server_categories WHERE ${inIds} ORDER BY server_id, position`,
      scopedIds,
    ),
    db.rows<{ server_id: number; visits: number }>(
      `SELECT server_id, count(*)::int AS visits FROM lookups WHERE ${inIds} AND day > :since::date GROUP BY server_id`,
      scopedIds,
    ),
  ]);
  const remotesBy = group(remotes);
  const measuresBy = new Map(measures.map((m) => [m.server_id, m]));
  const toolsBy = new Map(tools.map((t) => [t.server_id, t.tools]));
  const categoriesBy = group(categories);
  const lookupsBy = new Map(lookups.map((l) => [l.server_id, l.visits]));

  const entries = scoped.map((s): CatalogEntry => {
    const m = measuresBy.get(s.id);
    const rs = remotesBy.get(s.id) ?? [];
    const toolList = (toolsBy.get(s.id) ?? []).map((t) => ({ name: t.name, description: t.description ?? null }));
    return {
      doc: {
        id: s.id,
        name: s.name,
        slug: s.slug,
        title: s.title,
        description: s.description,
        tools: toolList,
        categories: (categoriesBy.get(s.id) ?? []).map((c) => c.category_id),
        state: m?.state ?? null,
        auth: authOf(m),
        transports: [...new Set(rs.map((r) => r.type))],
        risk: m?.risk ?? null,
        euHosting: m?.eu_hosting ?? null,
        toolCount: m?.tool_count ?? null,
        rankScore: m?.rank_score ?? null,
        success7d: m?.success_7d ?? null,
        success30d: m?.success_30d ?? null,
        firstTry30d: m?.first_try_30d ?? null,
        medianResponseMs: m?.median_response_ms ?? null,
        publishedAt: iso(s.published_at),
        updatedAt: iso(s.registry_updated_at),
        lastToolChangeAt: iso(m?.last_tool_change_at ?? null),
        lookups30d: lookupsBy.get(s.id) ?? null,
        removed: s.removed_at !== null,
        toolTokens: m?.tool_tokens ?? null,
        oauthDcr: m?.oauth_dcr ?? null,
        noticesCount: m?.notices_count ?? 0,
      },
      extra: {
        status: s.status,
        remotes: rs.map((r) => ({ type: r.type, url: r.url })),
        rankParts: m?.rank_parts ?? null,
        rankVersion: m?.rank_version ?? null,
        isNew: m?.is_new ?? false,
        noticesCount: m?.notices_count ?? 0,
      },
    };
  });
  return { entries, seqs };
}
