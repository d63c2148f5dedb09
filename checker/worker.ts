// The worker process: keeps the registry mirror fresh on a node-cron schedule and, unless `checks` is
// false, runs the check scheduler (schedule/scheduler.ts) that checks every listed remote daily under the
// per-host limits. An unreachable registry is one log line and a retry, never a crash.
import cron from 'node-cron';
import type { Database } from '../db/connection.js';
import type { Log } from '../core/log.js';
import { createCheckLog } from './schedule/check-log.js';
import { Scheduler, type CheckFn } from './schedule/scheduler.js';
import type { CheckSettings, ScheduleSettings } from '../core/config.js';
import { runSync, SyncBusyError, SyncFailedError, type SyncSummary } from './sync/run-sync.js';

export interface WorkerOptions {
  db: Database;
  registryUrl: string;
  syncIntervalMinutes: number;
  log: Log;
  userAgent?: string;
  /** Run the check scheduler (default true). Tests that sync real registry data must pass false. */
  checks?: boolean;
  /** Tests and local demos only: checks may reach loopback (refused unless permitted). */
  allowPrivate?: boolean;
  schedule?: Partial<ScheduleSettings>;
  /** The check's limits (config.check); default: every default. */
  checkSettings?: Partial<CheckSettings>;
  check?: CheckFn;
  now?: () => Date;
  /** Runs after each sync that finished (the app re-evaluates ownership there: portal rules). */
  afterSync?: () => Promise<unknown>;
}

export interface WorkerHandle {
  syncNow(): Promise<SyncSummary | null>;
  /** The check scheduler, when checks are on. */
  scheduler: Scheduler | null;
  stop(): Promise<void>;
}

export function startWorker(opts: WorkerOptions): WorkerHandle {
  let running: Promise<SyncSummary | null> | null = null;
  const syncNow = (): Promise<SyncSummary | null> => {
    running ??= (async () => {
      try {
        const summary = await runSync(opts.db, {
          source: { kind: 'registry', url: opts.registryUrl },
          attempts: 3,
          userAgent: opts.userAgent,
          log: (level, msg) => (level === 'warn' && !msg.startsWith('skipped') ? opts.log.debug(msg) : opts.log[level](msg)),
        });
        await opts.afterSync?.().catch((err: unknown) => opts.log.warn({ err }, 'after-sync step failed'));
        return summary;
      } catch (err) {
        if (err instanceof SyncBusyError) {
          opts.log.info('registry sync skipped: another process is syncing');
        } else if (err instanceof SyncFailedError) {
          const next = new Date(Date.now() + opts.syncIntervalMinutes * 60_000).toISOString();
          opts.log.warn(
            `registry ${opts.registryUrl} is unreachable (${err.message.replace(/^sync of \S+ failed after \d+ page\(s\): /, '')}); ` +
              `serving the mirror we have; next try at ${next}`,
          );
        } else {
          opts.log.warn({ err }, 'registry sync failed');
        }
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  // A tick every minute and an elapsed-time test: any interval works, not only divisors of an hour.
  let lastStart = Date.now();
  const task = cron.schedule('* * * * *', () => {
    if (Date.now() - lastStart < opts.syncIntervalMinutes * 60_000 - 1000) return;
    lastStart = Date.now();
    void syncNow();
  });
  void syncNow();
  const checkLog = createCheckLog(opts.db, opts.log, opts.now);
  const scheduler =
    opts.checks === false
      ? null
      : new Scheduler({
          db: opts.db,
          allowPrivate: opts.allowPrivate,
          settings: opts.schedule,
          checkSettings: opts.checkSettings,
          check: opts.check,
          now: opts.now,
          log: opts.log,
          onCheck: (_claimed, result) => checkLog.record(result),
        });
  scheduler?.start();
  const progress = scheduler ? cron.schedule('* * * * *', () => void checkLog.flush().catch(() => {})) : null;
  return {
    syncNow,
    scheduler,
    async stop() {
      await task.stop();
      await progress?.stop();
      await scheduler?.stop();
      await running;
    },
  };
}
