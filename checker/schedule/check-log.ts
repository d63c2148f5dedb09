// The worker's progress for people reading its logs: one line a minute while checks run, with what they
// found and how many remotes are still due, so a first pass over thousands of remotes shows it moving.
import type { Database } from '../../db/connection.js';
import type { Log } from '../../core/log.js';
import type { CheckResult } from '../../core/check-result.js';
import { DUE, ELIGIBLE, FROM_REMOTES } from './due.js';

export interface CheckLog {
  record(result: CheckResult): void;
  /** Writes the line for the checks recorded since the last flush (nothing when there were none). */
  flush(): Promise<void>;
}

export function createCheckLog(db: Database, log: Log, now: () => Date = () => new Date()): CheckLog {
  let byState = new Map<string, number>();
  return {
    record(r) {
      const key = `${r.outcome}/${r.state}`;
      byState.set(key, (byState.get(key) ?? 0) + 1);
    },
    async flush() {
      if (byState.size === 0) return;
      const counts = Object.fromEntries([...byState].sort((a, b) => b[1] - a[1]));
      const total = [...byState.values()].reduce((a, b) => a + b, 0);
      byState = new Map();
      const due = await db.one<{ n: number }>(
        // "Due" as the claim judges it (due.ts), not a second definition of it.
        `SELECT count(*)::int AS n FROM ${FROM_REMOTES} WHERE ${ELIGIBLE} AND ${DUE}`,
        { now: now() },
      );
      log.info(
        { checks: total, states: counts, due: due?.n ?? 0 },
        `checks: ${total} done since the last line, ${due?.n ?? 0} remote(s) still due`,
      );
    },
  };
}
