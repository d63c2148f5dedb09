// Stores a finished check and everything that follows from it, in one transaction that first locks the
// server row (its remotes may finish on two workers at once): the check and its day (derive/store-check),
// the server's derived data (derive/recompute), the remote's next check and retry (plan.ts), and the end
// of the lease. The host's Retry-After and in-flight count are written after the commit, so a claim that
// holds the host row never waits on a long transaction.
import type { Database } from '../../db/connection.js';
import { wellFormedDeep } from '../../core/untrusted-json.js';
import type { CheckResult } from '../../core/check-result.js';
import { remoteStatusAfter } from '../derive/answering.js';
import type { CommonToolSetsCache } from '../derive/common-tool-sets.js';
import { recomputeServer, type Recomputed } from '../derive/recompute.js';
import { storeCheck } from '../derive/store-check.js';
import type { ClaimedRemote } from './claim.js';
import { planAfterCheck } from './plan.js';
import type { ScheduleSettings } from '../../core/config.js';

export interface CompleteOptions {
  now: Date;
  /** The claim's owner: a result whose claim expired and was taken over is dropped, never stored twice. */
  workerId: string;
  startedAt: Date;
  settings: ScheduleSettings;
  commonToolSets: CommonToolSetsCache;
}

export async function completeCheck(
  db: Database,
  c: ClaimedRemote,
  answer: CheckResult,
  o: CompleteOptions,
): Promise<(Recomputed & { checkId: number }) | null> {
  // Every string in it came from the server: one U+0000 or lone surrogate would make PostgreSQL refuse
  // the whole check (and its tool change records and notices with it).
  const result = wellFormedDeep(answer);
  const retryAfterUntil =
    c.host && result.retryAfterSeconds !== null && (result.outcome === 'refused' || result.httpStatus === 503)
      ? new Date(o.now.getTime() + result.retryAfterSeconds * 1000)
      : null;
  const commonToolSetHashes = await o.commonToolSets.get(db);
  // Every query below runs on the transaction's connection: taking a second one from the pool inside it
  // would deadlock once the pool is full of such transactions.
  const out = await db.transaction(async (t) => {
    const server = await db.one<{ removed_at: Date | null }>(
      'SELECT removed_at FROM servers WHERE id = :id FOR UPDATE',
      { id: c.serverId },
      t,
    );
    // The claim is identified by owner and expiry: a claim that expired and was taken again (even by this
    // same worker) has a new expiry, so only the latest claim's result is stored.
    const lease = await db.one<{ lease_owner: string | null; lease_expires_at: Date | null }>(
      'SELECT lease_owner, lease_expires_at FROM remotes WHERE id = :id FOR UPDATE',
      { id: c.remoteId },
      t,
    );
    if (lease?.lease_owner !== o.workerId || lease.lease_expires_at?.getTime() !== c.leaseExpiresAt.getTime()) return null;
    const stored = await storeCheck(
      db,
      { remoteId: c.remoteId, serverId: c.serverId, result, startedAt: o.startedAt, checkedAt: o.now },
      t,
    );
    const answered = await db.one<{ yes: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM daily_results WHERE remote_id = :id AND success) AS yes',
      { id: c.remoteId },
      t,
    );
    const host = c.host
      ? await db.one<{ retry_after_until: Date | null }>('SELECT retry_after_until FROM hosts WHERE host = :host', { host: c.host }, t)
      : undefined;
    const hostRetryAfterUntil = retryAfterUntil ?? host?.retry_after_until ?? null;
    const planFor = (removed: boolean) =>
      planAfterCheck(
        {
          now: o.now,
          minuteOfDay: c.minuteOfDay,
          attempt: result.attempt,
          outcome: result.outcome,
          everAnswered: answered?.yes === true,
          removed,
          hostRetryAfterUntil,
        },
        o.settings,
      );
    const wasRemoved = server?.removed_at != null;
    const first = planFor(wasRemoved);
    const derived = await recomputeServer(
      db,
      c.serverId,
      {
        now: o.now,
        commonToolSetHashes,
        toolChanged: stored.toolChanged,
        remoteStatus: {
          remoteId: c.remoteId,
          status: remoteStatusAfter(result.outcome, first.retryDueAt !== null && result.outcome === 'not_reachable'),
        },
      },
      t,
    );
    const plan = derived.removed === wasRemoved ? first : planFor(derived.removed);
    await db.exec(
      `UPDATE remotes SET next_check_at = :next, retry_due_at = :retry, last_checked_at = :now, last_check_id = :checkId,
         last_era = coalesce(:era, last_era), lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
       WHERE id = :id`,
      { next: plan.nextCheckAt, retry: plan.retryDueAt, now: o.now, checkId: stored.checkId, era: result.era, id: c.remoteId },
      t,
    );
    if (derived.newlyRemoved) {
      // Removed: every remote of the server waits one recheck period (or a registry change, or the owner).
      await db.exec(
        `UPDATE remotes SET next_check_at = :next, retry_due_at = NULL WHERE server_id = :serverId AND id <> :id`,
        { next: plan.nextCheckAt, serverId: c.serverId, id: c.remoteId },
        t,
      );
    }
    // The early check asked for by the registry is done once every listed remote had one.
    await db.exec(
      `UPDATE servers s SET check_requested_at = NULL WHERE s.id = :serverId AND s.check_requested_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed
                         AND (r.last_checked_at IS NULL OR r.last_checked_at < s.check_requested_at))`,
      { serverId: c.serverId },
      t,
    );
    return { ...derived, checkId: stored.checkId };
  });
  if (c.host && out) await releaseHost(db, c.host, o.now, retryAfterUntil, o.settings);
  return out;
}

/**
 * Drops a claim without storing anything (storing failed: a bug or the database went away). The remote
 * is tried again one retry delay later, not at once: a failure that repeats must not hammer its host.
 */
export async function abandonClaim(db: Database, c: ClaimedRemote, now: Date, settings: ScheduleSettings): Promise<void> {
  await db.exec(
    `UPDATE remotes SET lease_owner = NULL, lease_expires_at = NULL,
       next_check_at = CASE WHEN next_check_at <= :now THEN :later ELSE next_check_at END,
       retry_due_at = CASE WHEN retry_due_at <= :now THEN :later ELSE retry_due_at END
     WHERE id = :id`,
    { id: c.remoteId, now, later: new Date(now.getTime() + settings.retryDelayMs) },
  );
  if (c.host) await releaseHost(db, c.host, now, null, settings);
}

/** Drops a claim whose check sent nothing (its start came too late): the remote stays due as it was. */
export async function dropClaim(db: Database, c: ClaimedRemote, workerId: string, now: Date, settings: ScheduleSettings): Promise<void> {
  await db.exec(
    `UPDATE remotes SET lease_owner = NULL, lease_expires_at = NULL WHERE id = :id AND lease_owner = :worker AND lease_expires_at = :until`,
    { id: c.remoteId, worker: workerId, until: c.leaseExpiresAt },
  );
  if (c.host) await releaseHost(db, c.host, now, null, settings);
}

async function releaseHost(db: Database, host: string, now: Date, retryAfterUntil: Date | null, s: ScheduleSettings): Promise<void> {
  await db.exec(
    `UPDATE hosts SET in_flight = (SELECT count(*) FROM remotes x WHERE x.host = hosts.host AND x.lease_expires_at > :now),
       retry_after_until = CASE WHEN :until::timestamptz IS NULL THEN retry_after_until
                                ELSE GREATEST(coalesce(retry_after_until, :until::timestamptz), :until::timestamptz) END,
       slow_down = slow_down OR (:until::timestamptz IS NOT NULL AND :until::timestamptz - :now::timestamptz > :slow * interval '1 millisecond'),
       updated_at = now()
     WHERE host = :host`,
    { host, now, until: retryAfterUntil, slow: s.slowDownAfterMs },
  );
}

export const UNSTORABLE_DETAIL = 'answer could not be stored';

/**
 * What is stored instead of an answer that could not be stored twice over (with the database up): a
 * failed check saying so, without anything the server sent, so the remote's record moves on (a day
 * missed, a retry planned) rather than staying frozen at its last good check.
 */
export function unstorableResult(r: CheckResult, err: unknown): CheckResult {
  const why = err instanceof Error ? err.message : String(err);
  return {
    ...r,
    outcome: 'not_reachable',
    state: 'handshake_error',
    httpStatus: null,
    retryAfterSeconds: null,
    auth: null,
    protocolVersion: null,
    server: null,
    toolCount: null,
    tools: null,
    toolsTruncated: false,
    instructions: null,
    toolsError: null,
    detail: `${UNSTORABLE_DETAIL} (${why.replace(/\s+/g, ' ').slice(0, 200)})`,
  };
}
