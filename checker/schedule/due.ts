// The one definition of "this remote is due now", shared by the claim, the wake-up time and check-all's
// "anything left?". Aliases: r remotes, s servers, o owner_settings (LEFT JOIN), h hosts (LEFT JOIN).
// Deleted servers and unlisted remotes are never checked. Owner pauses and placeholder URLs are due like
// any other remote: they get a not_checked row without any network (claim.ts, the offline path).

/** Asked for early: a registry change (sync sets check_requested_at) or the owner's recheck request. */
export const REQUESTED = `(
  (s.check_requested_at IS NOT NULL AND (r.last_checked_at IS NULL OR r.last_checked_at < s.check_requested_at))
  OR (o.recheck_requested_at IS NOT NULL AND (r.last_checked_at IS NULL OR r.last_checked_at < o.recheck_requested_at)))`;

export const ELIGIBLE = `r.listed AND s.status <> 'deleted'`;

export const LEASE_FREE = `(r.lease_expires_at IS NULL OR r.lease_expires_at <= :now)`;

/** Due by its daily minute or its retry, or early when requested (spaced per host by next_early_start_at). */
export const DUE = `(r.next_check_at <= :now OR r.retry_due_at <= :now
  OR (${REQUESTED} AND coalesce(h.next_early_start_at, 'epoch') <= :now))`;

export const OFFLINE = `(r.url IS NULL OR r.host IS NULL OR coalesce(o.checks_paused, false))`;

export const FROM_REMOTES = `remotes r JOIN servers s ON s.id = r.server_id
  LEFT JOIN owner_settings o ON o.server_id = r.server_id LEFT JOIN hosts h ON h.host = r.host`;

/** As FROM_REMOTES, for a subquery whose outer query already has the host as `h`. */
export const FROM_REMOTES_IN_HOST = `remotes r JOIN servers s ON s.id = r.server_id
  LEFT JOIN owner_settings o ON o.server_id = r.server_id`;

/** The host accepts a new start now: spacing, Retry-After and the daily cap. */
export const HOST_OPEN = `(h.next_start_at <= :now AND (h.retry_after_until IS NULL OR h.retry_after_until <= :now)
  AND (h.day IS DISTINCT FROM :today::date OR h.checks_today < :dailyMax))`;

/** As HOST_OPEN, for a claim made ahead: the host's next start is at most :horizon (>= :now). */
export const HOST_OPEN_AHEAD = `(h.next_start_at <= :horizon AND (h.retry_after_until IS NULL OR h.retry_after_until <= :now)
  AND (h.day IS DISTINCT FROM :today::date OR h.checks_today < :dailyMax))`;
