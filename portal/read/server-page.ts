// Everything the public page of one server shows, read in one go. Reads only; tables the scheduler has
// not filled yet yield empty sections.
import type { Database } from '../../db/connection.js';

export interface ServerPageData {
  server: {
    id: number;
    name: string;
    slug: string;
    title: string | null;
    description: string | null;
    version: string;
    status: string;
    status_message: string | null;
    website_url: string | null;
    repository: { url?: string } | null;
    namespace: string;
    namespace_kind: string;
    namespace_domain: string | null;
    published_at: Date | null;
    registry_updated_at: Date | null;
    removed_at: Date | null;
  };
  remotes: { id: number; type: string; url: string | null; url_template: string; host: string | null; headers: { name: string; isRequired?: boolean; isSecret?: boolean }[] }[];
  measures: {
    state: string | null;
    outcome: string | null;
    auth_scheme: string | null;
    days_measured: number;
    success_7d: number | null;
    success_30d: number | null;
    first_try_30d: number | null;
    median_response_ms: number | null;
    tool_count: number | null;
    risk: string | null;
    rank_score: number | null;
    rank_parts: Record<string, number | null> | null;
    rank_version: string | null;
    is_new: boolean;
    countries: string[] | null;
    eu_hosting: boolean | null;
    computed_at: Date;
  } | null;
  /** One entry per day of the last 30 (oldest first), the server's day combined over its remotes. */
  history: { day: string; status: 'ok' | 'retry_ok' | 'failed' | 'not_checked' | 'none'; state: string | null }[];
  tools: { name: string; title?: string; description?: string; annotations?: Record<string, unknown> }[];
  notices: { rule: string; rule_version: string; field: string; excerpt: string }[];
  categories: { id: string; name: string; source: string }[];
  owner: {
    claimedBy: string | null;
    checksPaused: boolean;
    pausedAt: Date | null;
    hostingDeclared: { countries?: string[]; euOnly?: boolean } | null;
    categoryOverride: string[] | null;
  };
  changes: { day: string; kind: string; details: Record<string, unknown> }[];
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function loadServerPage(db: Database, slug: string, now: Date): Promise<ServerPageData | null> {
  const server = await db.one<ServerPageData['server']>(
    `SELECT id, name, slug, title, description, version, status, status_message, website_url, repository, namespace,
            namespace_kind, namespace_domain, published_at, registry_updated_at, removed_at
       FROM servers WHERE slug = $1`,
    [slug],
  );
  if (!server) return null;
  const id = server.id;
  const first = isoDay(new Date(now.getTime() - 29 * DAY_MS));
  const [remotes, measures, days, snapshot, notices, categories, owner, claim, changes, categoryNames] = await Promise.all([
    db.rows<ServerPageData['remotes'][number]>('SELECT id, type, url, url_template, host, headers FROM remotes WHERE server_id = $1 AND listed ORDER BY position, id', [id]),
    db.one<NonNullable<ServerPageData['measures']>>(
      `SELECT state, outcome, auth_scheme, days_measured, success_7d, success_30d, first_try_30d, median_response_ms, tool_count,
              risk, rank_score, rank_parts, rank_version, is_new, countries, eu_hosting, computed_at FROM server_measures WHERE server_id = $1`,
      [id],
    ),
    db.rows<{ day: string; checked: boolean; first_ok: boolean; retry_ok: boolean; state: string }>(
      `SELECT day, bool_or(checked) AS checked, bool_or(checked AND COALESCE(first_try_ok, false)) AS first_ok,
              bool_or(checked AND COALESCE(retry_ok, false)) AS retry_ok, min(state) AS state
         FROM daily_results WHERE server_id = $1 AND day >= $2::date GROUP BY day`,
      [id, first],
    ),
    db.one<{ tools: ServerPageData['tools'] }>(
      `SELECT ts.tools FROM checks c JOIN tool_snapshots ts ON ts.id = c.tool_snapshot_id
        WHERE c.server_id = $1 ORDER BY c.checked_at DESC LIMIT 1`,
      [id],
    ),
    db.rows<ServerPageData['notices'][number]>('SELECT rule, rule_version, field, excerpt FROM notices WHERE server_id = $1 ORDER BY id LIMIT 50', [id]),
    db.rows<{ id: string; name: string | null; source: string }>(
      `SELECT sc.category_id AS id, c.name, sc.source FROM server_categories sc LEFT JOIN categories c ON c.id = sc.category_id
        WHERE sc.server_id = $1 ORDER BY sc.position`,
      [id],
    ),
    db.one<{ checks_paused: boolean; paused_at: Date | null; hosting_declared: ServerPageData['owner']['hostingDeclared']; category_override: string[] | null }>(
      'SELECT checks_paused, paused_at, hosting_declared, category_override FROM owner_settings WHERE server_id = $1',
      [id],
    ),
    db.one<{ domain: string }>(
      'SELECT c.domain FROM claims c JOIN domain_owners d ON d.domain = c.domain WHERE c.server_id = $1 AND d.lapsed_at IS NULL',
      [id],
    ),
    db.rows<{ day: string; kind: string; details: Record<string, unknown> }>(
      'SELECT day, kind, details FROM changes WHERE server_id = $1 AND at >= $2 ORDER BY at DESC LIMIT 100',
      [id, new Date(now.getTime() - 30 * DAY_MS)],
    ),
    db.rows<{ id: string; name: string }>('SELECT id, name FROM categories'),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const history: ServerPageData['history'] = [];
  for (let i = 29; i >= 0; i--) {
    const day = isoDay(new Date(now.getTime() - i * DAY_MS));
    const d = byDay.get(day);
    const status = !d ? 'none' : !d.checked ? 'not_checked' : d.first_ok ? 'ok' : d.retry_ok ? 'retry_ok' : 'failed';
    history.push({ day, status, state: d?.state ?? null });
  }
  const names = new Map(categoryNames.map((c) => [c.id, c.name]));
  const override = owner?.category_override ?? null;
  return {
    server,
    remotes,
    measures: measures ?? null,
    history,
    tools: snapshot?.tools ?? [],
    notices,
    // An owner's correction replaces the automatic choice (ranking.md); the page says so.
    categories: override
      ? override.map((c) => ({ id: c, name: names.get(c) ?? c, source: 'owner' }))
      : categories.map((c) => ({ id: c.id, name: c.name ?? names.get(c.id) ?? c.id, source: c.source })),
    owner: {
      claimedBy: claim?.domain ?? null,
      checksPaused: owner?.checks_paused ?? false,
      pausedAt: owner?.paused_at ?? null,
      hostingDeclared: owner?.hosting_declared ?? null,
      categoryOverride: override,
    },
    changes,
  };
}

export async function sitemapSlugs(db: Database): Promise<{ slug: string; updated: Date | null }[]> {
  return db.rows<{ slug: string; updated: Date | null }>(
    `SELECT slug, registry_updated_at AS updated FROM servers WHERE status <> 'deleted' AND removed_at IS NULL ORDER BY slug`,
  );
}
