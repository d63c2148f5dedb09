// Stores one check: its `checks` row (with the tool snapshot, shared by hash), the remote's day in
// daily_results, and the tool change records against the remote's previous snapshot. Runs inside the
// caller's transaction, after it locked the server row.
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/connection.js';
import { diffTools } from '../analyze/tool-changes.js';
import type { CheckResult, ToolRecord } from '../../core/check-result.js';
import { utcDay } from '../schedule/days.js';
import { mergeDaily, type DailyRow } from './daily-row.js';
import { snapshotHash, toAnalyzeTool } from './tool-records.js';

export interface StoredCheck {
  checkId: number;
  day: string;
  toolChanged: boolean;
  daily: DailyRow;
}

interface DailyDbRow {
  checked: boolean;
  first_try_ok: boolean | null;
  retry_ok: boolean | null;
  success: boolean | null;
  state: string;
  response_ms: number | null;
}

export async function readDaily(db: Database, remoteId: number, day: string, t?: Transaction): Promise<DailyRow | null> {
  const r = await db.one<DailyDbRow>(
    'SELECT checked, first_try_ok, retry_ok, success, state, response_ms FROM daily_results WHERE remote_id = :remoteId AND day = :day',
    { remoteId, day },
    t,
  );
  return r
    ? { checked: r.checked, firstTryOk: r.first_try_ok, retryOk: r.retry_ok, success: r.success, state: r.state, responseMs: r.response_ms }
    : null;
}

async function upsertSnapshot(db: Database, tools: readonly ToolRecord[], t: Transaction): Promise<number> {
  const hash = snapshotHash(tools);
  // Most checks see the tools of the day before: one look-up by hash, and the tool list (tens of kB for a large
  // server) is not sent again. Inserted only when new.
  const known = await db.one<{ id: number }>('SELECT id FROM tool_snapshots WHERE hash = :hash', { hash }, t);
  if (known) return known.id;
  const inserted = await db.one<{ id: number }>(
    `INSERT INTO tool_snapshots (hash, tool_count, tools) VALUES (:hash, :count, :tools) ON CONFLICT (hash) DO NOTHING RETURNING id`,
    { hash, count: tools.length, tools: JSON.stringify(tools) },
    t,
  );
  if (inserted) return inserted.id;
  // Another worker inserted it since the look-up: a new statement sees its committed row.
  const existing = await db.one<{ id: number }>('SELECT id FROM tool_snapshots WHERE hash = :hash', { hash }, t);
  return existing!.id;
}

export async function storeCheck(
  db: Database,
  input: { remoteId: number; serverId: number; result: CheckResult; startedAt: Date; checkedAt: Date },
  t: Transaction,
): Promise<StoredCheck> {
  const { result: r, remoteId, serverId } = input;
  const day = utcDay(input.startedAt);
  const sawTools = r.state === 'responds' && r.tools !== null;
  const snapshotId = sawTools ? await upsertSnapshot(db, r.tools!, t) : null;

  let toolChanged = false;
  if (snapshotId !== null) {
    const prev = await db.one<{ tool_snapshot_id: number; tools: ToolRecord[] }>(
      `SELECT c.tool_snapshot_id, ts.tools FROM checks c JOIN tool_snapshots ts ON ts.id = c.tool_snapshot_id
       WHERE c.remote_id = :remoteId AND c.tool_snapshot_id IS NOT NULL ORDER BY c.checked_at DESC, c.id DESC LIMIT 1`,
      { remoteId },
      t,
    );
    // First sight of a remote's tools is not a change (its listing is); only later differences are.
    if (prev && prev.tool_snapshot_id !== snapshotId) {
      const diff = diffTools(prev.tools.map(toAnalyzeTool), r.tools!.map(toAnalyzeTool));
      const kinds: [string, string[]][] = [
        ['tools_added', diff.added],
        ['tools_removed', diff.removed],
        ['schema_changed', diff.schemaChanged],
        ['newly_destructive', diff.newlyDestructive],
      ];
      for (const [kind, tools] of kinds) {
        if (tools.length === 0) continue;
        toolChanged = true;
        await db.exec(
          `INSERT INTO changes (server_id, remote_id, day, at, kind, details) VALUES (:serverId, :remoteId, :day, :at, :kind, :details)`,
          { serverId, remoteId, day, at: input.checkedAt, kind, details: JSON.stringify({ tools }) },
          t,
        );
      }
    }
  }

  const check = await db.one<{ id: number }>(
    `INSERT INTO checks (remote_id, server_id, day, attempt, started_at, checked_at, outcome, state, http_status, retry_after_seconds,
       auth, era, protocol_version, server_info, instructions_length, tool_count, tools_truncated, tool_snapshot_id, response_ms,
       total_ms, bytes_read, addresses, error, result)
     VALUES (:remoteId, :serverId, :day, :attempt, :startedAt, :checkedAt, :outcome, :state, :httpStatus, :retryAfter,
       :auth, :era, :protocolVersion, :serverInfo, :instructionsLength, :toolCount, :toolsTruncated, :snapshotId, :responseMs,
       :totalMs, :bytesRead, :addresses, :error, :result)
     RETURNING id`,
    {
      remoteId,
      serverId,
      day,
      attempt: r.attempt,
      startedAt: input.startedAt,
      checkedAt: input.checkedAt,
      outcome: r.outcome,
      state: r.state,
      httpStatus: r.httpStatus,
      retryAfter: r.retryAfterSeconds,
      auth: r.auth ? JSON.stringify(r.auth) : null,
      era: r.era,
      protocolVersion: r.protocolVersion,
      serverInfo: r.server ? JSON.stringify(r.server) : null,
      instructionsLength: r.instructions?.length ?? null,
      toolCount: r.toolCount,
      toolsTruncated: r.toolsTruncated,
      snapshotId,
      responseMs: r.responseMs,
      totalMs: r.totalMs,
      bytesRead: r.bytesRead,
      addresses: JSON.stringify(r.addresses),
      error: r.outcome === 'reachable' ? null : r.detail,
      // The tools live in the snapshot; the row keeps the rest of the contract.
      result: JSON.stringify({ ...r, tools: null }),
    },
    t,
  );

  const daily = mergeDaily(await readDaily(db, remoteId, day, t), { outcome: r.outcome, state: r.state, responseMs: r.responseMs });
  await db.exec(
    `INSERT INTO daily_results (remote_id, server_id, day, checked, first_try_ok, retry_ok, success, state, response_ms)
     VALUES (:remoteId, :serverId, :day, :checked, :firstTryOk, :retryOk, :success, :state, :responseMs)
     ON CONFLICT (remote_id, day) DO UPDATE SET checked = EXCLUDED.checked, first_try_ok = EXCLUDED.first_try_ok,
       retry_ok = EXCLUDED.retry_ok, success = EXCLUDED.success, state = EXCLUDED.state, response_ms = EXCLUDED.response_ms`,
    { remoteId, serverId, day, ...daily },
    t,
  );
  return { checkId: check!.id, day, toolChanged, daily };
}
