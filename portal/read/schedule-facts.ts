// The scheduler's limits as the public /about/checks page states them. checker/schedule (another
// engineer's, not landed when this was written) will own these numbers; until then they are the design
// defaults of checks.md, kept in this one place so that switching to its exports is a one-file change.
export interface ScheduleFacts {
  startsPerSecondPerHost: number;
  inFlightPerHost: number;
  inFlightPerSharedHost: number;
  sharedHostRemotes: number;
  checksPerHostPerDay: number;
  retryAfterMinutes: number;
  newServerSpacingSeconds: number;
  removalFailedDays: number;
  removedRecheckDays: number;
}

export const SCHEDULE_FACTS: ScheduleFacts = {
  startsPerSecondPerHost: 1,
  inFlightPerHost: 1,
  inFlightPerSharedHost: 4,
  sharedHostRemotes: 20,
  checksPerHostPerDay: 3000,
  retryAfterMinutes: 30,
  newServerSpacingSeconds: 30,
  removalFailedDays: 30,
  removedRecheckDays: 30,
};
