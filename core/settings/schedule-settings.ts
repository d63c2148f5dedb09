// The scheduler's politeness limits (checks.md, "Politeness and schedule"). Every number is a setting;
// tests and the bench shorten the per-host spacing to scale time down, never the rules themselves.
import { z } from 'zod';

export interface ScheduleSettings {
  /** Minimum time between two check starts on one host. */
  startSpacingMs: number;
  /** Minimum time between two early checks (new or changed servers, owner requests) on one host. */
  earlySpacingMs: number;
  /** Checks in progress on one host. */
  maxInFlight: number;
  /** Checks in progress on a shared host (one that serves sharedHostRemotes or more listed remotes). */
  sharedMaxInFlight: number;
  sharedHostRemotes: number;
  /** Checks one host gets per UTC day. */
  dailyMaxPerHost: number;
  /** A failed first try is retried once, this long after it. */
  retryDelayMs: number;
  /** A Retry-After longer than this marks the host as "asked us to slow down". */
  slowDownAfterMs: number;
  /** A removed server is rechecked this often. */
  removedRecheckMs: number;
  /** A claim expires this long after it was taken; a worker that died loses its claims then. */
  leaseMs: number;
  /**
   * A claimed start holds its host until the check's first request is sent (then the next start is one
   * spacing after the send); a check that cannot send within this (bounded by the lease) sends nothing.
   */
  startConfirmMs: number;
  /** Real time: a host that opens within this (at most half a spacing) is claimed ahead, the check waits. */
  claimAheadMs: number;
  /** How often in-flight checks are compared with owner pauses (besides LISTEN owner_paused). */
  pausePollMs: number;
  /** Checks one worker process runs at once (over all hosts). */
  workerConcurrency: number;
  /** Hosts considered per claim round. */
  claimBatch: number;
}

export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = {
  startSpacingMs: 1_000,
  earlySpacingMs: 30_000,
  maxInFlight: 1,
  sharedMaxInFlight: 4,
  sharedHostRemotes: 20,
  dailyMaxPerHost: 3_000,
  retryDelayMs: 30 * 60_000,
  slowDownAfterMs: 24 * 3_600_000,
  removedRecheckMs: 30 * 24 * 3_600_000,
  // Longer than a whole check may take (checkDeadlineMs, 60 s), so a live check never loses its claim.
  leaseMs: 90_000,
  startConfirmMs: 30_000,
  claimAheadMs: 100,
  pausePollMs: 2_000,
  workerConcurrency: 64,
  claimBatch: 64,
};

const ENV: Partial<Record<keyof ScheduleSettings, string>> = {
  startSpacingMs: 'SCHEDULE_HOST_SPACING_MS',
  earlySpacingMs: 'SCHEDULE_EARLY_SPACING_MS',
  dailyMaxPerHost: 'SCHEDULE_DAILY_MAX_PER_HOST',
  workerConcurrency: 'SCHEDULE_WORKER_CONCURRENCY',
  leaseMs: 'SCHEDULE_LEASE_MS',
};

/** Defaults, then SCHEDULE_* variables, then explicit overrides. A bad value names its variable. */
export function scheduleSettings(overrides: Partial<ScheduleSettings> = {}, env: NodeJS.ProcessEnv = process.env): ScheduleSettings {
  const out: ScheduleSettings = { ...DEFAULT_SCHEDULE_SETTINGS };
  for (const [key, name] of Object.entries(ENV) as [keyof ScheduleSettings, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const parsed = z.coerce.number().int().min(1).safeParse(raw);
    if (!parsed.success) throw new Error(`${name}: must be a positive integer`);
    out[key] = parsed.data;
  }
  return { ...out, ...overrides };
}
