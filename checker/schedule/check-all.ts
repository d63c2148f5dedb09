// One full pass over every listed remote now (`switchboard check-all`), under the same per-host limits
// as the daily schedule: every eligible remote is made due now and the scheduler drains. The pass counts
// as each remote's check of the day; its next daily check is at its own minute tomorrow. Remotes on a
// host that asked to wait longer than a minute (Retry-After) or that used its daily allowance are left
// for the schedule and reported as skipped.
import type { Database } from '../../db/connection.js';
import type { CheckResult } from '../../core/check-result.js';
import type { Progress } from '../progress.js';
import type { CheckSettings } from '../../core/config.js';
import { ELIGIBLE } from './due.js';
import { Scheduler, type CheckFn } from './scheduler.js';
import type { Log } from '../../core/log.js';
import type { ScheduleSettings } from '../../core/config.js';

export interface CheckAllOptions {
  allowPrivate?: boolean;
  check?: CheckFn;
  settings?: Partial<ScheduleSettings>;
  checkSettings?: Partial<CheckSettings>;
  progress?: Progress;
  log?: Log;
  now?: () => Date;
}

export interface CheckAllSummary {
  total: number;
  checked: number;
  skipped: number;
  byOutcome: Record<string, { count: number; states: Record<string, number> }>;
  ms: number;
}

export async function runCheckAll(db: Database, o: CheckAllOptions = {}): Promise<CheckAllSummary> {
  const started = Date.now();
  const byOutcome: CheckAllSummary['byOutcome'] = {};
  let checked = 0;
  const tally = (r: CheckResult) => {
    checked++;
    const o2 = (byOutcome[r.outcome] ??= { count: 0, states: {} });
    o2.count++;
    o2.states[r.state] = (o2.states[r.state] ?? 0) + 1;
    o.progress?.tick(1, r.state);
  };
  const sched = new Scheduler({
    db,
    allowPrivate: o.allowPrivate,
    check: o.check,
    settings: o.settings,
    checkSettings: o.checkSettings,
    log: o.log,
    now: o.now,
    onCheck: (_c, r) => tally(r),
  });
  try {
    await sched.housekeep();
    const now = (o.now ?? (() => new Date()))();
    const row = await db.one<{ n: number }>(
      `WITH marked AS (
         UPDATE remotes r SET next_check_at = :now FROM servers s
         WHERE s.id = r.server_id AND ${ELIGIBLE} AND (r.next_check_at IS NULL OR r.next_check_at > :now) RETURNING 1)
       SELECT count(*)::int AS n FROM remotes r JOIN servers s ON s.id = r.server_id WHERE ${ELIGIBLE}`,
      { now },
    );
    const total = row!.n;
    o.progress?.setTotal(total);
    await sched.drain();
    return { total, checked, skipped: Math.max(0, total - checked), byOutcome, ms: Date.now() - started };
  } finally {
    await sched.stop();
  }
}

export function formatSummary(s: CheckAllSummary): string {
  const lines = [
    `check-all: ${s.checked} of ${s.total} remote(s) checked in ${(s.ms / 1000).toFixed(1)} s${s.skipped ? `, ${s.skipped} left for later (host asked to wait)` : ''}`,
  ];
  for (const outcome of ['reachable', 'not_reachable', 'not_checked', 'refused']) {
    const o = s.byOutcome[outcome];
    const states = o
      ? Object.entries(o.states)
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')
      : '';
    lines.push(`  ${outcome.padEnd(14)} ${String(o?.count ?? 0).padStart(5)}${states ? `  (${states})` : ''}`);
  }
  return lines.join('\n');
}
