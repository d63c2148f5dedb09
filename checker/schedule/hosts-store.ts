// Housekeeping of the scheduling tables: one `hosts` row per host with its listed-remote count and its
// in-flight limit (shared hosts get more), and a first daily slot for remotes that have none yet.
import type { Database } from '../../db/connection.js';
import { utcDay } from './days.js';
import type { ScheduleSettings } from '../../core/config.js';

export async function refreshHosts(
  db: Database,
  s: Pick<ScheduleSettings, 'maxInFlight' | 'sharedMaxInFlight' | 'sharedHostRemotes'>,
): Promise<void> {
  await db.exec(
    `WITH counts AS (
       SELECT r.host, count(*)::int AS n FROM remotes r JOIN servers s ON s.id = r.server_id
       WHERE r.listed AND s.status <> 'deleted' AND r.host IS NOT NULL GROUP BY r.host),
     wanted AS (
       SELECT host, n, CASE WHEN n >= :threshold THEN :shared ELSE :single END AS max_in_flight FROM counts
       UNION ALL
       SELECT h.host, 0, :single FROM hosts h WHERE NOT EXISTS (SELECT 1 FROM counts c WHERE c.host = h.host))
     INSERT INTO hosts (host, remote_count, max_in_flight)
     SELECT host, n, max_in_flight FROM wanted
     ON CONFLICT (host) DO UPDATE SET remote_count = EXCLUDED.remote_count, max_in_flight = EXCLUDED.max_in_flight, updated_at = now()
     WHERE hosts.remote_count <> EXCLUDED.remote_count OR hosts.max_in_flight <> EXCLUDED.max_in_flight`,
    { threshold: s.sharedHostRemotes, shared: s.sharedMaxInFlight, single: s.maxInFlight },
  );
}

/** Remotes without a next daily check get their minute today if it is still ahead, else tomorrow. */
export async function planUnscheduled(db: Database, now: Date): Promise<void> {
  await db.exec(
    `UPDATE remotes r SET next_check_at = CASE WHEN slot > :now THEN slot ELSE slot + interval '1 day' END
     FROM (SELECT id, (:today::date::timestamp + minute_of_day * interval '1 minute') AT TIME ZONE 'UTC' AS slot
           FROM remotes WHERE next_check_at IS NULL AND listed) x
     WHERE r.id = x.id`,
    { now, today: utcDay(now) },
  );
}

/** The in-flight allowance of every shared host (an in-flight limit above 1) with listed remotes. */
export async function sharedHostSlots(db: Database): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT coalesce(sum(max_in_flight), 0)::int AS n FROM hosts WHERE max_in_flight > 1 AND remote_count > 0',
  );
  return row?.n ?? 0;
}
