// Claims due remotes for this worker (design README, "Scale beyond one machine"). Any number of workers
// may claim at once:
// - a host is claimed by locking its `hosts` row (FOR UPDATE SKIP LOCKED): one worker at a time decides
//   what starts on a host, and others skip it instead of waiting;
// - under that lock, a fresh statement counts the host's live leases (checks in flight), picks its most
//   urgent due remote and leases it (lease_owner, lease_expires_at); next_start_at moves one spacing on;
// - a lease is the only claim on a remote: it stays until the check is stored or it expires (a worker
//   that died), and a remote with a live lease is never claimed again, so no remote is checked twice at once.
// Remotes that need no network (placeholder URL, owner pause) are leased directly, without a host.
// The claim is also the last read of the owner's pause before a check: a paused server is never claimed
// for a networked check, and the check starts right after the claim commits (a pause after that aborts it,
// pause-watch.ts).
// The spacing counts from the moment a check's first request is actually sent, not from the claim: a claim
// leaves the host on hold (next_start_at = start + startConfirmMs, a token), and the worker replaces the
// hold by "sent + spacing" right before its first socket opens (confirmStart); no other start can be
// claimed on the host meanwhile. A check that opens no socket hands the hold back as "start + spacing"
// (releaseStart); one that could not send before the hold ends sends nothing (scheduler.ts), so a worker
// that dies after its claim only keeps the host closed until the hold ends.
// In real time a host whose next start is at most `aheadMs` away may be claimed ahead: the claim's start
// is then that next start and the worker waits for it, so the claim round is not added to the spacing.
// Hosts with more listed remotes are served first: the busiest host sets the length of a pass. For the
// same reason a worker may keep some of its slots for shared hosts (`singleLimit`, scheduler.ts): without
// that, a worker full of single-host checks that end together in waves gave a shared host one start per
// wave instead of one per spacing.
import type { Database } from '../../db/connection.js';
import { utcDay } from './days.js';
import { DUE, ELIGIBLE, FROM_REMOTES, FROM_REMOTES_IN_HOST, HOST_OPEN_AHEAD, LEASE_FREE, OFFLINE, REQUESTED } from './due.js';
import type { ScheduleSettings } from '../../core/config.js';

export interface ClaimedRemote {
  remoteId: number;
  serverId: number;
  url: string | null;
  urlTemplate: string;
  transport: 'streamable-http' | 'sse';
  host: string | null;
  lastEra: 'modern' | 'initialize' | 'legacy-sse' | null;
  minuteOfDay: number;
  /** Needs no network: placeholder URL or owner pause (decided again before a networked check starts). */
  offline: boolean;
  /** A networked claim on a shared host (an in-flight limit above 1, hosts-store.ts). */
  shared: boolean;
  paused: boolean;
  requested: boolean;
  /** 1 for the day's first counted check, 2 for the retry (read in the claim, so a check starts at once). */
  attempt: 1 | 2;
  /** The check's planned start: the claim's clock reading, or the host's next start when claimed ahead. */
  claimedAt: Date;
  leaseExpiresAt: Date;
  /** Networked claims: the host's next_start_at while this start is unconfirmed (the token confirmStart replaces). */
  startHold: Date | null;
}

interface Row {
  id: number;
  server_id: number;
  url: string | null;
  url_template: string;
  type: 'streamable-http' | 'sse';
  host: string | null;
  last_era: ClaimedRemote['lastEra'];
  minute_of_day: number;
  counted_today: boolean;
}

const RETURNING = `r.id, r.server_id, r.url, r.url_template, r.type, r.host, r.last_era, r.minute_of_day,
  coalesce((SELECT d.checked FROM daily_results d WHERE d.remote_id = r.id AND d.day = :today::date), false) AS counted_today`;

function toClaimed(
  r: Row,
  extra: {
    offline: boolean;
    shared: boolean;
    paused: boolean;
    requested: boolean;
    claimedAt: Date;
    leaseExpiresAt: Date;
    startHold: Date | null;
  },
): ClaimedRemote {
  const attempt: 1 | 2 = r.counted_today ? 2 : 1;
  return {
    remoteId: r.id,
    serverId: r.server_id,
    url: r.url,
    urlTemplate: r.url_template,
    transport: r.type,
    host: r.host,
    lastEra: r.last_era,
    minuteOfDay: r.minute_of_day,
    attempt,
    ...extra,
  };
}

export interface ClaimOptions {
  now: Date;
  workerId: string;
  limit: number;
  settings: Pick<ScheduleSettings, 'startSpacingMs' | 'earlySpacingMs' | 'dailyMaxPerHost' | 'leaseMs' | 'startConfirmMs'>;
  /** Real time only: also claim hosts that open within this many ms (the check waits for its start). */
  aheadMs?: number;
  /** Networked claims: at most this many on hosts with an in-flight limit of 1 (default `limit`); shared hosts may use all of `limit`. */
  singleLimit?: number;
}

/** How long a claimed start may stay unconfirmed: never beyond the lease. */
export function startHoldMs(s: Pick<ScheduleSettings, 'startConfirmMs' | 'leaseMs'>): number {
  return Math.min(s.startConfirmMs, s.leaseMs);
}

export async function claimOffline(db: Database, o: ClaimOptions): Promise<ClaimedRemote[]> {
  if (o.limit <= 0) return [];
  const rows = await db.rows<Row & { paused: boolean; requested: boolean }>(
    `WITH picked AS (
       SELECT r.id, coalesce(o.checks_paused, false) AS paused, ${REQUESTED} AS requested FROM ${FROM_REMOTES}
       WHERE ${ELIGIBLE} AND ${OFFLINE} AND ${DUE} AND ${LEASE_FREE}
       ORDER BY r.id LIMIT :limit FOR UPDATE OF r SKIP LOCKED)
     UPDATE remotes r SET lease_owner = :worker, lease_expires_at = :until FROM picked p
     WHERE r.id = p.id RETURNING ${RETURNING}, p.paused, p.requested`,
    { now: o.now, today: utcDay(o.now), worker: o.workerId, until: new Date(o.now.getTime() + o.settings.leaseMs), limit: o.limit },
  );
  return rows.map((r) =>
    toClaimed(r, {
      offline: true,
      shared: false,
      paused: r.paused,
      requested: r.requested,
      claimedAt: o.now,
      leaseExpiresAt: new Date(o.now.getTime() + o.settings.leaseMs),
      startHold: null,
    }),
  );
}

export async function claimNetworked(db: Database, o: ClaimOptions): Promise<ClaimedRemote[]> {
  if (o.limit <= 0) return [];
  const base = {
    now: o.now,
    today: utcDay(o.now),
    dailyMax: o.settings.dailyMaxPerHost,
    horizon: new Date(o.now.getTime() + Math.max(0, o.aheadMs ?? 0)),
  };
  const until = new Date(o.now.getTime() + o.settings.leaseMs);
  const holdMs = startHoldMs(o.settings);
  return db.transaction(async (t) => {
    const locked = await db.rows<{ host: string; start_at: Date; shared: boolean }>(
      `SELECT h.host, GREATEST(h.next_start_at, :now::timestamptz) AS start_at, h.max_in_flight > 1 AS shared FROM hosts h
       WHERE ${HOST_OPEN_AHEAD}
         AND EXISTS (SELECT 1 FROM ${FROM_REMOTES_IN_HOST} WHERE r.host = h.host AND ${ELIGIBLE} AND NOT ${OFFLINE} AND ${DUE} AND ${LEASE_FREE})
       ORDER BY h.remote_count DESC, h.next_start_at LIMIT :limit FOR UPDATE OF h SKIP LOCKED`,
      { ...base, limit: o.limit },
      t,
    );
    // Shared hosts come first (they have the most remotes); single hosts past `singleLimit` are left
    // unclaimed (their rows stay locked only until this transaction ends).
    let singles = 0;
    const singleLimit = o.singleLimit ?? o.limit;
    const hosts = locked.filter((h) => h.shared || singles++ < singleLimit);
    if (hosts.length === 0) return [];
    // The hold is a token compared for equality later on (timestamps here are whole milliseconds).
    const plan = hosts.map((h) => {
      const start = h.start_at;
      return { host: h.host, start: start.toISOString(), hold: new Date(start.getTime() + holdMs).toISOString() };
    });
    // A new statement sees every claim committed before our locks: the in-flight count below is exact.
    // It picks, leases and moves each host on to its hold, in one round trip.
    const rows = await db.rows<Row & { requested: boolean }>(
      `WITH plan AS (SELECT * FROM jsonb_to_recordset(:plan::jsonb) AS p(host text, start timestamptz, hold timestamptz)),
       picked AS (
         SELECT DISTINCT ON (r.host) r.id, r.host, (${REQUESTED} AND h.next_early_start_at <= :now) AS requested
         FROM ${FROM_REMOTES}
         WHERE r.host IN (SELECT host FROM plan) AND ${ELIGIBLE} AND NOT ${OFFLINE} AND ${DUE} AND ${LEASE_FREE}
           AND ${HOST_OPEN_AHEAD}
           AND (SELECT count(*) FROM remotes x WHERE x.host = r.host AND x.lease_expires_at > :now) < h.max_in_flight
         ORDER BY r.host, 3 DESC, LEAST(r.retry_due_at, r.next_check_at) ASC NULLS FIRST, r.id),
       leased AS (
         UPDATE remotes r SET lease_owner = :worker, lease_expires_at = :until FROM picked p
         WHERE r.id = p.id AND ${LEASE_FREE} RETURNING ${RETURNING}, p.requested),
       moved AS (
         UPDATE hosts SET next_start_at = plan.hold,
           next_early_start_at = CASE WHEN l.requested THEN plan.start + :early * interval '1 millisecond' ELSE next_early_start_at END,
           checks_today = CASE WHEN day = :today::date THEN checks_today + 1 ELSE 1 END, day = :today::date,
           -- the lease just taken is not visible to this statement: + 1
           in_flight = 1 + (SELECT count(*) FROM remotes x WHERE x.host = hosts.host AND x.lease_expires_at > :now), updated_at = now()
         FROM leased l JOIN plan ON plan.host = l.host WHERE hosts.host = l.host)
       SELECT * FROM leased`,
      { ...base, worker: o.workerId, until, early: o.settings.earlySpacingMs, plan: JSON.stringify(plan) },
      t,
    );
    const byHost = new Map(plan.map((p) => [p.host, p]));
    const sharedHosts = new Set(hosts.filter((h) => h.shared).map((h) => h.host));
    return rows.map((r) => {
      const p = byHost.get(r.host!)!;
      return toClaimed(r, {
        offline: false,
        shared: sharedHosts.has(r.host!),
        paused: false,
        requested: r.requested,
        claimedAt: new Date(p.start),
        leaseExpiresAt: until,
        startHold: new Date(p.hold),
      });
    });
  });
}

/**
 * The claimed check is about to send its first request (at `sentAt`): the host's next start is one
 * spacing after it. Replaces this claim's hold only (a hold that ran out and was claimed again is not ours).
 */
export async function confirmStart(
  db: Database,
  c: ClaimedRemote,
  sentAt: Date,
  s: Pick<ScheduleSettings, 'startSpacingMs' | 'earlySpacingMs'>,
): Promise<void> {
  if (!c.host || !c.startHold) return;
  await db.exec(
    `UPDATE hosts SET next_start_at = :next,
       next_early_start_at = CASE WHEN :requested THEN GREATEST(next_early_start_at, :nextEarly) ELSE next_early_start_at END
     WHERE host = :host AND next_start_at = :hold`,
    {
      host: c.host,
      hold: c.startHold,
      requested: c.requested,
      next: new Date(sentAt.getTime() + s.startSpacingMs),
      nextEarly: new Date(sentAt.getTime() + s.earlySpacingMs),
    },
  );
}

/** The check sent nothing (no socket was opened): the host's next start is one spacing after the planned one. */
export async function releaseStart(db: Database, c: ClaimedRemote, s: Pick<ScheduleSettings, 'startSpacingMs'>): Promise<void> {
  if (!c.host || !c.startHold) return;
  await db.exec(`UPDATE hosts SET next_start_at = :next WHERE host = :host AND next_start_at = :hold`, {
    host: c.host,
    hold: c.startHold,
    next: new Date(c.claimedAt.getTime() + s.startSpacingMs),
  });
}
