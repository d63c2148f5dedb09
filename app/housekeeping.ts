// The worker process's periodic jobs besides sync and checks, each on its own cadence, each logged and
// never fatal: other domains' published discovery files (a domain at most once a week, checker/surfaces),
// owners' domain proofs (every 30 days with 7 days of grace, portal/verification), expired portal
// sessions. Each job decides what is due from the database, so any number of workers can run this.
import cron from 'node-cron';
import type { Database } from '../db/connection.js';
import { runSurfacesPass } from '../checker/surfaces/pass.js';
import { proofSources, type ProofSources } from '../portal/verification/proof-sources.js';
import { reconfirmOwners } from '../portal/verification/reconfirm.js';
import { deleteExpiredSessions } from '../portal/session/session-store.js';
import type { Log } from '../core/log.js';

export interface HousekeepingOptions {
  db: Database;
  log: Log;
  now?: () => Date;
  /** Demo and tests only: loopback targets for the surfaces pass. */
  allowPrivate?: boolean;
  proofs?: ProofSources;
  /** Domains visited per hourly surfaces pass. */
  surfacesPerHour?: number;
  /** The checker's User-Agent (config.check.userAgent), sent by the surfaces pass and the proof fetch. */
  userAgent?: string;
}

export interface HousekeepingHandle {
  /** Runs every job once now (tests, and the first tick after start). */
  runOnce(): Promise<{ surfaces: number; owners: number; sessions: number }>;
  stop(): Promise<void>;
}

export function startHousekeeping(opts: HousekeepingOptions): HousekeepingHandle {
  const now = opts.now ?? (() => new Date());
  const proofs = opts.proofs ?? proofSources({ userAgent: opts.userAgent });
  let running: Promise<{ surfaces: number; owners: number; sessions: number }> | null = null;

  async function job<T>(name: string, fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      opts.log.warn({ err }, `${name} failed; it runs again next hour`);
      return fallback;
    }
  }

  const runOnce = () =>
    (running ??= (async () => {
      const surfaces = await job(
        'published-surfaces pass',
        async () =>
          (
            await runSurfacesPass(opts.db, {
              now,
              allowPrivate: opts.allowPrivate,
              limit: opts.surfacesPerHour ?? 50,
              userAgent: opts.userAgent,
            })
          ).visited.length,
        0,
      );
      const owners = await job('owner proof re-check', async () => (await reconfirmOwners(opts.db, proofs, now())).checked, 0);
      const sessions = await job('expired sessions clean-up', () => deleteExpiredSessions(opts.db, now()), 0);
      if (surfaces + owners + sessions > 0) opts.log.info({ surfaces, owners, sessions }, 'housekeeping done');
      return { surfaces, owners, sessions };
    })().finally(() => {
      running = null;
    }));

  const task = cron.schedule('17 * * * *', () => void runOnce());
  const first = setTimeout(() => void runOnce(), 60_000);
  first.unref();
  return {
    runOnce,
    async stop() {
      clearTimeout(first);
      await task.stop();
      await running;
    },
  };
}
