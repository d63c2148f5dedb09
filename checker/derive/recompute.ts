// Everything derived for one server, recomputed after each of its checks, in the caller's transaction
// (the server row is locked by the caller): measures and rank (rank-v1), tool quality, declared risk,
// context cost (o200k tokens of its tools/list), instruction-like notices, categories (categories-v1, or the owner's correction), hosting countries,
// answering changes and removal; then the server's change_seq is bumped and `server_changed` notified so
// every web process refreshes its search index.
import type { Transaction } from 'sequelize';
import { binaryArray } from '../../db/binary-array.js';
import type { Database } from '../../db/connection.js';
import { categorize, CATEGORIES_RULE_VERSION } from '../../core/categories/categories.js';
import { HOSTING_RULE_VERSION } from '../analyze/hosting.js';
import { NOTICES_RULE_VERSION, scanInstructionLike, type Notice } from '../analyze/instruction-like.js';
import { declaredRisk, RISK_RULE_VERSION } from '../analyze/risk.js';
import { toolQuality, TOOL_QUALITY_RULE_VERSION } from '../analyze/tool-quality.js';
import type { ToolRecord } from '../../core/check-result.js';
import { combineRemotes, type DayResult } from '../../core/measures/daily.js';
import { computeMeasures } from '../../core/measures/measures.js';
import { rankScore, type RankSettings } from '../../core/measures/rank.js';
import { utcDay } from '../schedule/days.js';
import { answeringChange, serverAnswering, type RemoteStatus } from './answering.js';
import { hostingOf } from './hosting-countries.js';
import { toAnalyzeTool } from './tool-records.js';
import { contextGrew, CONTEXT_COST_TOKENIZER, toolTokens as contextTokens } from '../../core/context-cost.js';

export interface RecomputeOptions {
  now: Date;
  /** Hashes of tool sets 20+ servers list identically (common-tool-sets.ts), read before the transaction:
   *  a second pool connection taken inside it could wait forever on a pool full of such transactions. */
  commonToolSetHashes: ReadonlySet<string>;
  /** The status of the remote just checked (answering.ts); null when the check said nothing. */
  remoteStatus?: { remoteId: number; status: RemoteStatus | null };
  /** A tool change was recorded with this check. */
  toolChanged?: boolean;
}

export interface Recomputed {
  removed: boolean;
  newlyRemoved: boolean;
  returned: boolean;
  answering: boolean | null;
}

interface Details {
  answering?: boolean | null;
  remotes?: Record<string, RemoteStatus>;
  [k: string]: unknown;
}

/** The lookups switch of rank-v1, kept in `settings` under 'rank.lookups' (off until counted reliably). */
export async function lookupsSwitch(db: Database, t?: Transaction): Promise<RankSettings['lookups']> {
  const row = await db.one<{ value: { enabled?: boolean; since?: string | null } }>(
    `SELECT value FROM settings WHERE key = 'rank.lookups'`,
    {},
    t,
  );
  return { enabled: row?.value.enabled === true, since: row?.value.since ?? null };
}

async function recordChange(
  db: Database,
  serverId: number,
  kind: string,
  now: Date,
  details: object,
  t: Transaction,
  remoteId: number | null = null,
): Promise<void> {
  await db.exec(
    `INSERT INTO changes (server_id, remote_id, day, at, kind, details) VALUES (:serverId, :remoteId, :day, :at, :kind, :details)`,
    { serverId, remoteId, day: utcDay(now), at: now, kind, details: JSON.stringify(details) },
    t,
  );
}

async function serverDays(db: Database, serverId: number, today: string, t: Transaction): Promise<DayResult[]> {
  const rows = await db.rows<{
    day: string;
    checked: boolean;
    first_try_ok: boolean | null;
    retry_ok: boolean | null;
    response_ms: number | null;
  }>(
    `SELECT day, checked, first_try_ok, retry_ok, response_ms FROM daily_results
     WHERE server_id = :serverId AND day <= :today::date AND day > :today::date - 400 ORDER BY day`,
    { serverId, today },
    t,
  );
  const byDay = new Map<string, DayResult[]>();
  for (const r of rows) {
    const list = byDay.get(r.day) ?? [];
    list.push({ day: r.day, checked: r.checked, firstTryOk: r.first_try_ok, retryOk: r.retry_ok, responseMs: r.response_ms });
    byDay.set(r.day, list);
  }
  return [...byDay.values()].map(combineRemotes);
}

async function replaceNotices(db: Database, serverId: number, notices: Notice[], t: Transaction): Promise<void> {
  const key = (n: { rule: string; field: string; excerpt: string; layer: string; span: string }) =>
    `${n.rule}\u0000${n.field}\u0000${n.excerpt}\u0000${n.layer}\u0000${n.span}`;
  const existing = await db.rows<{ rule: string; field: string; excerpt: string; layer: string; span: string; rule_version: string }>(
    'SELECT rule, field, excerpt, layer, span, rule_version FROM notices WHERE server_id = :serverId',
    { serverId },
    t,
  );
  const same =
    existing.length === notices.length &&
    existing.every((e) => e.rule_version === NOTICES_RULE_VERSION) &&
    existing.map(key).sort().join('\n') === notices.map(key).sort().join('\n');
  if (same) return;
  await db.exec('DELETE FROM notices WHERE server_id = :serverId', { serverId }, t);
  if (notices.length === 0) return;
  await db.exec(
    `INSERT INTO notices (server_id, rule, rule_version, field, excerpt, layer, severity, reason, span, span_start, span_end, language, score)
     SELECT :serverId, x.rule, :version, x.field, x.excerpt, x.layer, x.severity, x.reason, x.span, x."spanStart", x."spanEnd", x.language, x.score
     FROM jsonb_to_recordset(:rows::jsonb)
       AS x(rule text, field text, excerpt text, layer text, severity text, reason text, span text, "spanStart" integer, "spanEnd" integer, language text, score real)`,
    { serverId, version: NOTICES_RULE_VERSION, rows: JSON.stringify(notices) },
    t,
  );
}

async function replaceCategories(db: Database, serverId: number, chosen: { id: string; source: string }[], t: Transaction): Promise<void> {
  const existing = await db.rows<{ category_id: string; source: string; version: string }>(
    'SELECT category_id, source, version FROM server_categories WHERE server_id = :serverId ORDER BY position',
    { serverId },
    t,
  );
  const same =
    existing.length === chosen.length &&
    existing.every((e, i) => e.category_id === chosen[i]!.id && e.source === chosen[i]!.source && e.version === CATEGORIES_RULE_VERSION);
  if (same) return;
  await db.exec('DELETE FROM server_categories WHERE server_id = :serverId', { serverId }, t);
  if (chosen.length === 0) return;
  await db.exec(
    `INSERT INTO server_categories (server_id, category_id, source, position, version)
     SELECT :serverId, x.id, x.source, x.position, :version FROM jsonb_to_recordset(:rows::jsonb) AS x(id text, source text, position int)`,
    { serverId, version: CATEGORIES_RULE_VERSION, rows: JSON.stringify(chosen.map((c, i) => ({ ...c, position: i + 1 }))) },
    t,
  );
}

/**
 * Categories from the listing's text alone, for the servers no check has categorised yet: a fresh mirror
 * and package-only servers (which are never checked) get categories at sync, so `list_categories` and the
 * category filter do not wait for a check. A check refines them with tool names (recomputeServer), and an
 * owner's correction is read over these by the read model (catalog/categories.ts). One statement for the
 * whole page, in the sync's transaction, so the search index sees them with the page: the text is the
 * page's own (what the sync has just written), categorised here; the statement keeps the servers without
 * measures, replaces their categories, and inserts only once the old rows are gone (`cleared`, read
 * before the first row; otherwise the CTE's DELETE and the INSERT would run in no set order). The ids go in
 * as an array (= ANY (ARRAY(...))) so that the primary key finds the rows: a join with the CTE scanned the
 * whole table on each page.
 */
export async function assignTextCategories(
  db: Database,
  servers: readonly { name: string; title: string | null; description: string | null }[],
  t: Transaction,
): Promise<void> {
  if (servers.length === 0) return;
  const rows = servers.flatMap((s) =>
    categorize({ name: s.name, title: s.title, description: s.description, tools: [] }, { commonToolSetHashes: new Set() }).map((c, i) => ({
      name: s.name,
      id: c.id,
      source: c.source,
      position: i + 1,
    })),
  );
  await db.boundRows(
    `WITH target AS (
       SELECT s.id, s.name FROM servers s
       WHERE s.name = ANY (:names::text[]) AND NOT EXISTS (SELECT 1 FROM server_measures m WHERE m.server_id = s.id)
     ),
     cleared AS (DELETE FROM server_categories WHERE server_id = ANY (ARRAY(SELECT id FROM target)) RETURNING 1)
     INSERT INTO server_categories (server_id, category_id, source, position, version)
     SELECT target.id, x.id, x.source, x.position, :version::text
     FROM json_to_recordset(:rows::json) AS x(name text, id text, source text, position int) JOIN target ON target.name = x.name
     WHERE (SELECT count(*) FROM cleared) >= 0`,
    {
      names: binaryArray(
        'text',
        servers.map((s) => s.name),
      ),
      version: CATEGORIES_RULE_VERSION,
      rows: JSON.stringify(rows),
    },
    t,
  );
}

export async function recomputeServer(db: Database, serverId: number, opts: RecomputeOptions, t: Transaction): Promise<Recomputed> {
  const now = opts.now;
  const today = utcDay(now);
  const server = await db.one<{ name: string; title: string | null; description: string | null; removed_at: Date | null }>(
    'SELECT name, title, description, removed_at FROM servers WHERE id = :serverId',
    { serverId },
    t,
  );
  if (!server) throw new Error(`server ${serverId} not found`);
  const owner = await db.one<{ category_override: string[] | null }>(
    'SELECT category_override FROM owner_settings WHERE server_id = :serverId',
    { serverId },
    t,
  );
  const previous = await db.one<{ details: Details; last_tool_change_at: Date | null; tool_tokens: number | null }>(
    'SELECT details, last_tool_change_at, tool_tokens FROM server_measures WHERE server_id = :serverId',
    { serverId },
    t,
  );

  // Measures and rank.
  const measures = computeMeasures(await serverDays(db, serverId, today, t), today);
  const latestCounted = await db.rows<{
    remote_id: number;
    outcome: 'reachable' | 'not_reachable';
    state: string;
    tools: ToolRecord[] | null;
  }>(
    `SELECT DISTINCT ON (c.remote_id) c.remote_id, c.outcome, c.state, ts.tools
     FROM checks c JOIN remotes r ON r.id = c.remote_id LEFT JOIN tool_snapshots ts ON ts.id = c.tool_snapshot_id
     WHERE c.server_id = :serverId AND r.listed AND c.outcome IN ('reachable', 'not_reachable')
     ORDER BY c.remote_id, c.checked_at DESC, c.id DESC`,
    { serverId },
    t,
  );
  // Several remotes: the best way to reach the server counts, as for the day's success (daily.ts).
  const qualities = latestCounted
    .map((c) => toolQuality({ outcome: c.outcome, state: c.state, tools: c.tools?.map(toAnalyzeTool) ?? null }))
    .filter((q): q is number => q !== null);
  const quality = qualities.length ? Math.max(...qualities) : null;
  const lookups = await lookupsSwitch(db, t);
  const rank = rankScore({ measures, toolQuality: quality, clients30: 0 }, { lookups });

  // The tools last seen (auth_required hides them, but what was declared before still stands).
  const seen = await db.one<{
    snapshot_id: number;
    tools: ToolRecord[];
    tool_tokens: number | null;
    instructions: string | null;
    checked_at: Date;
  }>(
    `SELECT ts.id AS snapshot_id, ts.tools, ts.tool_tokens, c.result->'instructions'->>'text' AS instructions, c.checked_at
     FROM checks c JOIN remotes r ON r.id = c.remote_id JOIN tool_snapshots ts ON ts.id = c.tool_snapshot_id
     WHERE c.server_id = :serverId AND r.listed ORDER BY c.checked_at DESC, c.id DESC LIMIT 1`,
    { serverId },
    t,
  );
  const tools = seen ? seen.tools.map(toAnalyzeTool) : null;
  const risk = tools ? declaredRisk(tools) : null;
  // Context cost: counted once per distinct snapshot (snapshots are shared by hash), then read back.
  let toolTokens: number | null = null;
  if (seen) {
    toolTokens = seen.tool_tokens ?? contextTokens(seen.tools);
    if (seen.tool_tokens === null) {
      await db.exec('UPDATE tool_snapshots SET tool_tokens = :toolTokens WHERE id = :id', { toolTokens, id: seen.snapshot_id }, t);
    }
    if (contextGrew(previous?.tool_tokens ?? null, toolTokens)) {
      await recordChange(
        db,
        serverId,
        'context_grew',
        now,
        { from: previous!.tool_tokens, to: toolTokens, tokenizer: CONTEXT_COST_TOKENIZER },
        t,
      );
    }
  }

  const { notices } = scanInstructionLike({
    tools,
    instructions: seen?.instructions ?? null,
    registry: { name: server.name, title: server.title, description: server.description },
  });
  await replaceNotices(db, serverId, notices, t);

  const override = (owner?.category_override ?? []).filter(Boolean);
  const categories = override.length
    ? override.slice(0, 3).map((id) => ({ id, source: 'owner' }))
    : categorize(
        { name: server.name, title: server.title, description: server.description, tools: tools ?? [] },
        { commonToolSetHashes: opts.commonToolSetHashes },
      );
  await replaceCategories(db, serverId, categories, t);

  const addressRows = await db.rows<{ addresses: string[] }>(
    `SELECT DISTINCT ON (c.remote_id) c.addresses FROM checks c JOIN remotes r ON r.id = c.remote_id
     WHERE c.server_id = :serverId AND r.listed AND jsonb_array_length(coalesce(c.addresses, '[]'::jsonb)) > 0
     ORDER BY c.remote_id, c.checked_at DESC, c.id DESC`,
    { serverId },
    t,
  );
  const hosting = await hostingOf(addressRows.flatMap((r) => r.addresses));

  const latest = await db.one<{ state: string; outcome: string; auth: { scheme?: string } | null; oauth: unknown }>(
    `SELECT state, outcome, auth, result->'oauth' AS oauth FROM checks WHERE server_id = :serverId ORDER BY checked_at DESC, id DESC LIMIT 1`,
    { serverId },
    t,
  );

  // Answering, changes and removal.
  const details: Details = { ...(previous?.details ?? {}) };
  // Only listed remotes decide: a remote the registry dropped keeps its history but not its say (its last
  // 'up' would otherwise keep a failing server from ever being removed, its 'pending' likewise).
  const listed = new Set(
    (await db.rows<{ id: number }>('SELECT id FROM remotes WHERE server_id = :serverId AND listed', { serverId }, t)).map((r) =>
      String(r.id),
    ),
  );
  const statuses: Record<string, RemoteStatus> = {};
  for (const [id, status] of Object.entries(details.remotes ?? {})) if (listed.has(id)) statuses[id] = status;
  if (opts.remoteStatus?.status && listed.has(String(opts.remoteStatus.remoteId)))
    statuses[String(opts.remoteStatus.remoteId)] = opts.remoteStatus.status;
  const before = details.answering ?? null;
  const computed = serverAnswering(Object.values(statuses));
  const answering = computed ?? before;
  const change = answeringChange(before, answering);
  const remoteId = opts.remoteStatus?.remoteId ?? null;
  if (change) await recordChange(db, serverId, change, now, {}, t, remoteId);

  const wasRemoved = server.removed_at !== null;
  const pending = Object.values(statuses).includes('pending');
  const newlyRemoved = !wasRemoved && measures.removable && !pending && answering !== true;
  const returned = wasRemoved && answering === true;
  if (newlyRemoved) {
    await db.exec('UPDATE servers SET removed_at = :now WHERE id = :serverId', { now, serverId }, t);
    await recordChange(
      db,
      serverId,
      'removed',
      now,
      { failingSince: measures.failingSince, failedDays: measures.consecutiveFailedDays },
      t,
    );
  } else if (returned) {
    await db.exec('UPDATE servers SET removed_at = NULL WHERE id = :serverId', { serverId }, t);
    // A removed server has been failing, so answeringChange already recorded started_answering unless the
    // status was unknown (e.g. removed before this worker kept statuses): make sure its return is recorded.
    if (change !== 'started_answering') await recordChange(db, serverId, 'started_answering', now, {}, t, remoteId);
  }

  const measured = {
    serverId,
    computedAt: now,
    state: latest?.state ?? null,
    outcome: latest?.outcome ?? null,
    authScheme: latest?.auth?.scheme ?? null,
    daysMeasured: measures.daysMeasured,
    success7: measures.success7,
    success30: measures.success30,
    firstTry30: measures.firstTry30,
    medianMs: measures.medianMs30 === null ? null : Math.round(measures.medianMs30),
    toolCount: tools ? tools.length : null,
    toolTokens,
    // The OAuth detail matters while the server asks for sign-in; an answer without sign-in drops it.
    oauth: latest?.state === 'auth_required' && latest.oauth ? JSON.stringify(latest.oauth) : null,
    toolQuality: quality,
    risk,
    rankScore: rank.score,
    rankParts: rank.parts ? JSON.stringify({ ...rank.parts, weights: rank.weights, lookupsSwitch: rank.lookups }) : null,
    rankVersion: rank.version,
    isNew: rank.isNew,
    countries: hosting.countries ? JSON.stringify(hosting.countries) : null,
    euHosting: hosting.euHosting,
    categoriesVersion: CATEGORIES_RULE_VERSION,
    noticesCount: notices.length,
    lastToolChangeAt: opts.toolChanged ? now : (previous?.last_tool_change_at ?? null),
    failingSince: measures.failingSince,
    details: JSON.stringify({
      ...details,
      answering,
      remotes: statuses,
      consecutiveFailedDays: measures.consecutiveFailedDays,
      versions: {
        measures: measures.version,
        toolQuality: TOOL_QUALITY_RULE_VERSION,
        risk: RISK_RULE_VERSION,
        notices: NOTICES_RULE_VERSION,
        categories: CATEGORIES_RULE_VERSION,
        hosting: HOSTING_RULE_VERSION,
      },
    }),
  };
  await db.exec(
    `INSERT INTO server_measures (server_id, computed_at, state, outcome, auth_scheme, days_measured, success_7d, success_30d,
       first_try_30d, median_response_ms, tool_count, tool_quality, risk, rank_score, rank_parts, rank_version, is_new, countries,
       eu_hosting, categories_version, notices_count, last_tool_change_at, failing_since, details, tool_tokens, oauth)
     VALUES (:serverId, :computedAt, :state, :outcome, :authScheme, :daysMeasured, :success7, :success30, :firstTry30, :medianMs,
       :toolCount, :toolQuality, :risk, :rankScore, :rankParts, :rankVersion, :isNew, :countries, :euHosting, :categoriesVersion,
       :noticesCount, :lastToolChangeAt, :failingSince, :details, :toolTokens, :oauth)
     ON CONFLICT (server_id) DO UPDATE SET computed_at = EXCLUDED.computed_at, state = EXCLUDED.state, outcome = EXCLUDED.outcome,
       auth_scheme = EXCLUDED.auth_scheme, days_measured = EXCLUDED.days_measured, success_7d = EXCLUDED.success_7d,
       success_30d = EXCLUDED.success_30d, first_try_30d = EXCLUDED.first_try_30d, median_response_ms = EXCLUDED.median_response_ms,
       tool_count = EXCLUDED.tool_count, tool_quality = EXCLUDED.tool_quality, risk = EXCLUDED.risk, rank_score = EXCLUDED.rank_score,
       rank_parts = EXCLUDED.rank_parts, rank_version = EXCLUDED.rank_version, is_new = EXCLUDED.is_new, countries = EXCLUDED.countries,
       eu_hosting = EXCLUDED.eu_hosting, categories_version = EXCLUDED.categories_version, notices_count = EXCLUDED.notices_count,
       last_tool_change_at = EXCLUDED.last_tool_change_at, failing_since = EXCLUDED.failing_since, details = EXCLUDED.details,
       tool_tokens = EXCLUDED.tool_tokens, oauth = EXCLUDED.oauth`,
    measured,
    t,
  );
  await db.exec(`UPDATE servers SET change_seq = nextval('server_change_seq') WHERE id = :serverId`, { serverId }, t);
  await db.exec(`SELECT pg_notify('server_changed', :id)`, { id: String(serverId) }, t);
  return { removed: (wasRemoved && !returned) || newlyRemoved, newlyRemoved, returned, answering };
}
