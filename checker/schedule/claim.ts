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
// pause-watch.ts). Nothing else is read between claim and start, so the start spacing a host sees is the
// spacing of the claims.
import type { Database } from '../../db/connection.js';
import { utcDay } from './days.js';
import { DUE, ELIGIBLE, FROM_REMOTES, FROM_REMOTES_IN_HOST, HOST_OPEN, LEASE_FREE, OFFLINE, REQUESTED } from './due.js';
import type { ScheduleSettings } from './settings.js';

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
  paused: boolean;
  requested: boolean;
  /** 1 for the day's first counted check, 2 for the retry (read in the claim, so a check starts at once). */
  attempt: 1 | 2;
  /** The clock reading the claim was decided at: the check's start as far as the host limits go. */
  claimedAt: Date;
  leaseExpiresAt: Date;
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

function toClaimed(r: Row, extra: { offline: boolean; paused: boolean; requested: boolean; claimedAt: Date; leaseExpiresAt: Date }): ClaimedRemote {
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
  settings: Pick<ScheduleSettings, 'startSpacingMs' | 'earlySpacingMs' | 'dailyMaxPerHost' | 'leaseMs'>;
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
  return rows.map((r) => toClaimed(r, { offline: true, paused: r.paused, requested: r.requested, claimedAt: o.now, leaseExpiresAt: new Date(o.now.getTime() + o.settings.leaseMs) }));
}

export async function claimNetworked(db: Database, o: ClaimOptions): Promise<ClaimedRemote[]> {
  if (o.limit <= 0) return [];
  const base = { now: o.now, today: utcDay(o.now), dailyMax: o.settings.dailyMaxPerHost };
  return db.transaction(async (t) => {
    const hosts = await db.rows<{ host: string }>(
      `SELECT h.host FROM hosts h
       WHERE ${HOST_OPEN}
         AND EXISTS (SELECT 1 FROM ${FROM_REMOTES_IN_HOST} WHERE r.host = h.host AND ${ELIGIBLE} AND NOT ${OFFLINE} AND ${DUE} AND ${LEASE_FREE})
       ORDER BY h.next_start_at LIMIT :limit FOR UPDATE OF h SKIP LOCKED`,
      { ...base, limit: o.limit },
      t,
    );
    if (hosts.length === 0) return [];
    // A new statement sees every claim committed before our locks: the in-flight count below is exact.
    const picked = await db.rows<{ id: number; host: string; requested: boolean }>(
      `SELECT DISTINCT ON (r.host) r.id, r.host, (${REQUESTED} AND h.next_early_start_at <= :now) AS requested
       FROM ${FROM_REMOTES}
       WHERE r.host IN (SELECT jsonb_array_elements_text(:hosts::jsonb)) AND ${ELIGIBLE} AND NOT ${OFFLINE} AND ${DUE} AND ${LEASE_FREE}
         AND ${HOST_OPEN}
         AND (SELECT count(*) FROM remotes x WHERE x.host = r.host AND x.lease_expires_at > :now) < h.max_in_flight
       ORDER BY r.host, 3 DESC, LEAST(r.retry_due_at, r.next_check_at) ASC NULLS FIRST, r.id`,
      { ...base, hosts: JSON.stringify(hosts.map((h) => h.host)) },
      t,
    );
    if (picked.length === 0) return [];
    const rows = await db.rows<Row>(
      `UPDATE remotes r SET lease_owner = :worker, lease_expires_at = :until
       WHERE r.id IN (SELECT (jsonb_array_elements_text(:ids::jsonb))::bigint) AND ${LEASE_FREE} RETURNING ${RETURNING}`,
      { ...base, worker: o.workerId, until: new Date(o.now.getTime() + o.settings.leaseMs), ids: JSON.stringify(picked.map((p) => p.id)) },
      t,
    );
    const requested = new Set(picked.filter((p) => p.requested).map((p) => p.id));
    const claimedHosts = rows.map((r) => r.host!);
    const earlyHosts = rows.filter((r) => requested.has(r.id)).map((r) => r.host!);
    if (claimedHosts.length) {
      await db.exec(
        `UPDATE hosts SET next_start_at = :nextStart,
           next_early_start_at = CASE WHEN host IN (SELECT jsonb_array_elements_text(:early::jsonb)) THEN :nextEarly ELSE next_early_start_at END,
           checks_today = CASE WHEN day = :today::date THEN checks_today + 1 ELSE 1 END, day = :today::date,
           in_flight = (SELECT count(*) FROM remotes x WHERE x.host = hosts.host AND x.lease_expires_at > :now), updated_at = now()
         WHERE host IN (SELECT jsonb_array_elements_text(:hosts::jsonb))`,
        {
          ...base,
          nextStart: new Date(o.now.getTime() + o.settings.startSpacingMs),
          nextEarly: new Date(o.now.getTime() + o.settings.earlySpacingMs),
          early: JSON.stringify(earlyHosts),
          hosts: JSON.stringify(claimedHosts),
        },
        t,
      );
    }
    return rows.map((r) => toClaimed(r, { offline: false, paused: false, requested: requested.has(r.id), claimedAt: o.now, leaseExpiresAt: new Date(o.now.getTime() + o.settings.leaseMs) }));
  });
}
