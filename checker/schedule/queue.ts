// Reads of the check queue the scheduler's loop decides on: when something next becomes startable, and
// what a pass still waits for. "Due" is due.ts's one definition; the writes are claim.ts's and complete.ts's.
import type { Database } from '../../db/connection.js';
import { utcDay } from './days.js';
import { DUE, ELIGIBLE, FROM_REMOTES, LEASE_FREE, OFFLINE, REQUESTED } from './due.js';

/**
 * When something next becomes startable (a due time, a host opening, a lease expiring); null: nothing.
 * `exceptFull`: leave out hosts at their in-flight limit (real time: a check's end wakes the loop).
 */
export async function nextStartableAt(db: Database, o: { now: Date; dailyMax: number; exceptFull: boolean }): Promise<Date | null> {
  const row = await db.one<{ at: Date | null }>(
    `SELECT min(GREATEST(due_at, gate_at, coalesce(lease_expires_at, 'epoch'))) AS at FROM (
       SELECT LEAST(r.next_check_at, r.retry_due_at, CASE WHEN ${REQUESTED} THEN coalesce(h.next_early_start_at, 'epoch') END) AS due_at,
         CASE WHEN ${OFFLINE} OR h.host IS NULL THEN 'epoch'::timestamptz
              WHEN :exceptFull AND coalesce(live.n, 0) >= h.max_in_flight
              THEN NULL
              ELSE GREATEST(h.next_start_at, coalesce(h.retry_after_until, 'epoch'),
                            CASE WHEN h.day = :today::date AND h.checks_today >= :dailyMax
                                 THEN (:today::date + 1)::timestamp AT TIME ZONE 'UTC' ELSE 'epoch' END) END AS gate_at,
         r.lease_expires_at
       FROM ${FROM_REMOTES}
         LEFT JOIN (SELECT x.host, count(*) AS n FROM remotes x WHERE :exceptFull AND x.lease_expires_at > :now GROUP BY x.host) live ON live.host = r.host
       WHERE ${ELIGIBLE}) x
     WHERE due_at IS NOT NULL AND gate_at IS NOT NULL`,
    { now: o.now, today: utcDay(o.now), dailyMax: o.dailyMax, exceptFull: o.exceptFull },
  );
  return row?.at ?? null;
}

/** Remotes due now whose host opens within `maxWaitMs`, plus live claims anywhere. */
export async function countRemaining(db: Database, o: { now: Date; maxWaitMs: number; dailyMax: number }): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${FROM_REMOTES}
     WHERE ${ELIGIBLE} AND ((r.lease_expires_at > :now)
       OR (${DUE} AND ${LEASE_FREE} AND (${OFFLINE} OR h.host IS NULL OR (
            (h.retry_after_until IS NULL OR h.retry_after_until <= :soon)
            AND (h.day IS DISTINCT FROM :today::date OR h.checks_today < :dailyMax)))))`,
    { now: o.now, soon: new Date(o.now.getTime() + o.maxWaitMs), today: utcDay(o.now), dailyMax: o.dailyMax },
  );
  return row!.n;
}
