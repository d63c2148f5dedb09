// The scheduler's limits as the public /about/checks page states them, derived from the settings the
// scheduler runs with (core/config.ts) and the removal rule of the measures
// (core/measures/measures.ts): no number is written here.
import { REMOVAL_FAILED_DAYS } from '../../core/measures/measures.js';
import type { ScheduleSettings } from '../../core/config.js';

export interface ScheduleFacts {
  /** Minimum time between two check starts on one host. */
  startSpacingMs: number;
  inFlightPerHost: number;
  inFlightPerSharedHost: number;
  sharedHostRemotes: number;
  checksPerHostPerDay: number;
  retryAfterMs: number;
  newServerSpacingMs: number;
  slowDownAfterMs: number;
  removalFailedDays: number;
  removedRecheckMs: number;
}

export function scheduleFacts(s: ScheduleSettings): ScheduleFacts {
  return {
    startSpacingMs: s.startSpacingMs,
    inFlightPerHost: s.maxInFlight,
    inFlightPerSharedHost: s.sharedMaxInFlight,
    sharedHostRemotes: s.sharedHostRemotes,
    checksPerHostPerDay: s.dailyMaxPerHost,
    retryAfterMs: s.retryDelayMs,
    newServerSpacingMs: s.earlySpacingMs,
    slowDownAfterMs: s.slowDownAfterMs,
    removalFailedDays: REMOVAL_FAILED_DAYS,
    removedRecheckMs: s.removedRecheckMs,
  };
}
