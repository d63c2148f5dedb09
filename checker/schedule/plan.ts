// When a remote is checked next, from what its last check found (docs/checks.md, "Politeness and schedule").
// Pure: the caller supplies what it read from the database.
//
//   planAfterCheck(input, settings) -> { nextCheckAt, retryDueAt }
//     nextCheckAt  its fixed minute on the next UTC day (each day has one first try), or, while the
//                  server is removed, one recheck period later
//     retryDueAt   a failed first try is retried once, retryDelayMs later, but only for a remote that has
//                  answered before (one that never answered is not retried early) and not while removed;
//                  a refused check (429, block) is tried again once the host's Retry-After has passed,
//                  if that is still before the next daily check
import { addDays, slotOn, utcDay } from './days.js';
import type { ScheduleSettings } from '../../core/config.js';

export interface PlanInput {
  now: Date;
  minuteOfDay: number;
  attempt: number;
  outcome: 'reachable' | 'not_reachable' | 'not_checked' | 'refused';
  everAnswered: boolean;
  removed: boolean;
  /** The host's Retry-After deadline, when one is in force. */
  hostRetryAfterUntil: Date | null;
}

export interface Plan {
  nextCheckAt: Date;
  retryDueAt: Date | null;
}

export function planAfterCheck(p: PlanInput, s: Pick<ScheduleSettings, 'retryDelayMs' | 'removedRecheckMs'>): Plan {
  if (p.removed) return { nextCheckAt: new Date(p.now.getTime() + s.removedRecheckMs), retryDueAt: null };
  const nextCheckAt = slotOn(addDays(utcDay(p.now), 1), p.minuteOfDay);
  let retryDueAt: Date | null = null;
  if (p.attempt === 1 && p.outcome === 'not_reachable' && p.everAnswered) {
    retryDueAt = new Date(p.now.getTime() + s.retryDelayMs);
  } else if (p.attempt === 1 && p.outcome === 'refused') {
    const after = Math.max(p.now.getTime() + s.retryDelayMs, p.hostRetryAfterUntil?.getTime() ?? 0);
    if (after < nextCheckAt.getTime()) retryDueAt = new Date(after);
  }
  return { nextCheckAt, retryDueAt };
}
