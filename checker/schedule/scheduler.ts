// The check scheduler of a worker process (docs/checks.md, "Politeness and schedule"). Any number of these,
// in any number of processes, share one database: claims and host limits live there (claim.ts).
//
//   new Scheduler(opts)       opts.now (clock) and opts.check (default checkEndpoint) are injectable, so a
//                             test runs 30 simulated days in seconds against loopback servers
//   start() / stop()          real time: node-cron ticks every second, and the loop also wakes when a check
//                             ends, when a check's start is confirmed, and by a timer at the instant the
//                             next host may be claimed (its next start less claimAheadMs)
//   runOnce()                 simulated time: claims and runs everything that may start at now(), until
//                             nothing more can; then nextWakeAt() says when to move the clock to
//   drain()                   real time, until nothing is due or leased anywhere (check-all, test workers)
//
// The database may go away at any moment (PostgreSQL restarted, killed): rounds fail and are tried again
// every second, with one line when it stops answering and one when it is back (db/outage.ts); a check
// that finished meanwhile keeps its result and stores it when the database answers again, under the
// same claim, so the remote is neither checked twice nor lost (a claim taken over after its lease ran
// out drops the held result: the other worker's check counts).
import crypto from 'node:crypto';
import os from 'node:os';
import cron from 'node-cron';
import type { Database } from '../../db/connection.js';
import { OutageLog } from '../../db/outage.js';
import type { CheckResult } from '../../core/check-result.js';
import { seedCategories } from '../derive/categories-seed.js';
import { warmNoticeRules } from '../analyze/instruction-like.js';
import { CommonToolSetsCache } from '../derive/common-tool-sets.js';
import { notCheckedResult } from '../derive/not-checked.js';
import { checkEndpoint, type CheckOptions, type CheckTarget } from '../probe/check-endpoint.js';
import type { CheckSettings } from '../../core/config.js';
import { claimNetworked, claimOffline, confirmStart, releaseStart, type ClaimedRemote } from './claim.js';
import { abandonClaim, completeCheck, dropClaim, UNSTORABLE_DETAIL, unstorableResult } from './complete.js';
import { planUnscheduled, refreshHosts, sharedHostSlots } from './hosts-store.js';
import { PauseWatch } from './pause-watch.js';
import { countRemaining, nextStartableAt } from './queue.js';
import { DEFAULT_SCHEDULE_SETTINGS, type ScheduleSettings } from '../../core/config.js';
import { SILENT_LOG, type Log } from '../../core/log.js';

export type CheckFn = (target: CheckTarget, opts: CheckOptions) => Promise<CheckResult>;

export interface SchedulerOptions {
  db: Database;
  now?: () => Date;
  check?: CheckFn;
  /** Tests and local demos only: lets checks reach loopback (refused unless permitted, see allow-private.ts). */
  allowPrivate?: boolean;
  settings?: Partial<ScheduleSettings>;
  checkSettings?: Partial<CheckSettings>;
  workerId?: string;
  log?: Log;
  /** LISTEN owner_paused (default true); the poll runs either way. */
  listen?: boolean;
  /** Called after each stored check (progress bars, tests). */
  onCheck?: (claimed: ClaimedRemote, result: CheckResult) => void;
}

class StartTooLateError extends Error {
  constructor() {
    super('the claimed start is past its host hold: nothing is sent');
  }
}

const HOUSEKEEPING_MS = 60_000;
/** A host is claimed at most this share of its spacing ahead of its next start (see aheadMs). */
const CLAIM_AHEAD_SHARE = 0.9;

export class Scheduler {
  readonly settings: ScheduleSettings;
  readonly workerId: string;
  private readonly db: Database;
  /**
   * Real time: the loop's own statements (claims, start confirmations, wake-up times) on a pool of their
   * own. On the shared pool they queued behind the stores of up to workerConcurrency finished checks
   * (about 30 statements each): a claim round took 0.3-1.4 s in bench/schedule.bench.ts, and a shared
   * host got one start per round. Simulated time (tests) has no queue to skip: the one pool.
   */
  private get control(): Database {
    if (this.opts.now) return this.db;
    return (this.controlDb ??= this.db.sibling(2));
  }
  private controlDb: Database | null = null;
  private readonly now: () => Date;
  private readonly check: CheckFn;
  private readonly log: Log;
  private readonly running = new Map<number, Promise<void>>();
  /** Checks in `running` claimed on shared hosts. */
  private runningShared = 0;
  /** Slots kept for shared hosts (housekeep): single-host checks may fill the others only. */
  private reserve = 0;
  private readonly pauses: PauseWatch;
  private readonly commonToolSets = new CommonToolSetsCache();
  private prepared = false;
  private lastHousekeeping = 0;
  private stopped = false;
  /**
   * The notices' warm-up (warmNoticeRules), awaited before the first claim; stop() ends this scheduler's wait (the warm-up
   * itself goes on while another caller in the process still waits for it). A caller that times
   * the first check (a test's wait) awaits it first, as the constructor once paid it before returning.
   */
  readonly ready: Promise<void>;
  private readonly warmStop = new AbortController();
  private loopDone: Promise<void> | null = null;
  private task: { stop(): unknown } | null = null;
  private wake: (() => void) | null = null;
  private readonly outage: OutageLog;
  /** Finished checks waiting for the database to store them. */
  private held = 0;
  /** Resolvers of the waits between two tries of a held result (stop() ends them). */
  private readonly naps = new Set<() => void>();

  constructor(private readonly opts: SchedulerOptions) {
    // Before any check: the notices' first use is slow, and paid mid-pass it delays other checks' requests. In slices,
    // so that the web server of the same process and the sync go on meanwhile; the first claim waits for it.
    this.ready = warmNoticeRules({ signal: this.warmStop.signal });
    this.db = opts.db;
    this.now = opts.now ?? (() => new Date());
    this.check = opts.check ?? checkEndpoint;
    this.log = opts.log ?? SILENT_LOG;
    this.settings = { ...DEFAULT_SCHEDULE_SETTINGS, ...opts.settings };
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
    this.pauses = new PauseWatch(this.db, { pollMs: this.settings.pausePollMs, listen: opts.listen !== false, log: this.log });
    this.outage = new OutageLog(this.log, 'checks');
  }

  get inFlight(): number {
    return this.running.size;
  }

  /** Seeds categories and starts the pause watch (once), then the hosts table and first daily slots. */
  async housekeep(): Promise<void> {
    if (!this.prepared) {
      // Marked prepared only once done: a first housekeeping that met no database is simply redone.
      await seedCategories(this.db);
      await this.pauses.start();
      this.prepared = true;
    }
    await refreshHosts(this.db, this.settings);
    // The busiest hosts set the length of a pass (claim.ts). A worker full of single-host checks, which
    // end together in waves, left a shared host one start per wave (1.7 s apart at a 200 ms spacing in
    // bench/schedule.bench.ts): their in-flight allowance is kept free of single-host checks, at most a
    // quarter of the worker.
    this.reserve = Math.min(Math.floor(this.settings.workerConcurrency / 4), await sharedHostSlots(this.db));
    await planUnscheduled(this.db, this.now());
    this.lastHousekeeping = Date.now();
  }

  /**
   * Real time only (a simulated clock never waits): how far ahead of a host's next start it is claimed, at most
   * CLAIM_AHEAD_SHARE of a spacing. The loop's rounds of statements (claims, the next start's look-up) took up to 210 ms
   * in bench/schedule.bench.ts, and a busy host's claim made 100 ms ahead then came late (README, full pass); claimed as
   * soon as the previous start is confirmed, the check waits for its start in the worker instead.
   */
  private get aheadMs(): number {
    return this.opts.now
      ? 0
      : Math.max(0, Math.min(this.settings.claimAheadMs, Math.floor(this.settings.startSpacingMs * CLAIM_AHEAD_SHARE)));
  }

  /** Claims what may start now (within this worker's concurrency) and starts it; returns how many. */
  async pump(): Promise<number> {
    let started = 0;
    for (;;) {
      const room = this.settings.workerConcurrency - this.running.size;
      if (room <= 0 || this.stopped) break;
      const claimOpts = { now: this.now(), workerId: this.workerId, settings: this.settings, aheadMs: this.aheadMs };
      const offline = await claimOffline(this.control, { ...claimOpts, limit: room });
      const limit = Math.min(this.settings.claimBatch, room - offline.length);
      const singles = this.running.size - this.runningShared + offline.length;
      const singleLimit = Math.max(0, this.settings.workerConcurrency - this.reserve - singles);
      const networked = await claimNetworked(this.control, { ...claimOpts, limit, singleLimit });
      for (const c of [...offline, ...networked]) this.launch(c);
      started += offline.length + networked.length;
      // Another round only when a limit cut this one short: otherwise it would find nothing (a host claims
      // at most one start per round and is then on hold).
      if (offline.length < room && networked.length < limit) break;
    }
    return started;
  }

  private launch(c: ClaimedRemote): void {
    if (c.shared) this.runningShared++;
    const p = this.execute(c).finally(() => {
      if (c.shared) this.runningShared--;
      this.running.delete(c.remoteId);
      this.wake?.();
    });
    this.running.set(c.remoteId, p);
  }

  private async execute(c: ClaimedRemote): Promise<void> {
    let startedAt = c.claimedAt;
    // A networked start is confirmed when the first socket is about to open (confirmStart): the host's next
    // start is one spacing after that. Past the hold the claim may have been given to another worker, so a
    // late check opens no socket at all and its claim is dropped (the remote stays due).
    let sent = false;
    let late = false;
    let confirmed: Promise<void> | null = null;
    const lastSendAt = c.startHold ? c.startHold.getTime() - this.settings.startSpacingMs : 0;
    const connectHook = () => {
      if (late) throw new StartTooLateError();
      if (sent) return;
      const at = this.now();
      if (at.getTime() > lastSendAt) {
        late = true;
        throw new StartTooLateError();
      }
      sent = true;
      startedAt = at;
      confirmed = confirmStart(this.control, c, at, this.settings).then(
        () => this.wake?.(),
        (err: unknown) => this.log.warn({ err, host: c.host }, 'start not confirmed; the host waits for its hold to end'),
      );
    };
    try {
      const target = { url: c.url ?? c.urlTemplate, transport: c.transport };
      let result: CheckResult;
      if (c.url === null) {
        result = notCheckedResult(target, 'placeholder', startedAt, c.attempt, 'the URL has placeholders without registry defaults');
      } else if (c.paused) {
        result = notCheckedResult(target, 'paused_by_owner', startedAt, c.attempt, 'checks paused at the owner\u2019s request');
      } else {
        // Claimed ahead: wait for the planned start (real time only).
        for (
          let wait = c.claimedAt.getTime() - this.now().getTime();
          wait > 0 && !this.opts.now;
          wait = c.claimedAt.getTime() - this.now().getTime()
        ) {
          await new Promise((r) => setTimeout(r, wait));
        }
        const watch = this.pauses.track(c.serverId);
        try {
          result = await this.check(
            { url: c.url, transport: c.transport, ...(c.lastEra ? { preferEra: c.lastEra } : {}) },
            {
              allowPrivate: this.opts.allowPrivate === true,
              now: this.now,
              signal: watch.signal,
              settings: this.opts.checkSettings,
              attempt: c.attempt,
              ...(c.startHold ? { connectHook } : {}),
            },
          );
        } finally {
          watch.release();
        }
        if (c.startHold) {
          if (confirmed) await confirmed;
          else await releaseStart(this.control, c, this.settings);
        }
        if (late) {
          this.log.warn(
            { remoteId: c.remoteId, host: c.host },
            'check could not start before its host hold ended; nothing sent, claim dropped',
          );
          await dropClaim(this.db, c, this.workerId, this.now(), this.settings);
          return;
        }
      }
      const stored = await this.storeWhenPossible(c, result, startedAt, this.now());
      if (stored) this.opts.onCheck?.(c, result);
      else this.log.warn({ remoteId: c.remoteId }, 'claim expired during the check and was taken over; result dropped');
    } catch (err) {
      try {
        await abandonClaim(this.db, c, this.now(), this.settings);
        this.log.warn({ err, remoteId: c.remoteId }, 'check could not be completed; its claim is released');
      } catch {
        this.log.warn(
          { err: (err as Error).message, remoteId: c.remoteId },
          `check could not be completed and the database is unreachable; its claim expires ${this.settings.leaseMs / 1000} s after it was taken`,
        );
      }
    }
  }

  /**
   * Stores a finished check; while the database does not answer, the result is held and tried again
   * every second (`finishedAt` stays the check's own time), until stored or until stop().
   */
  private async storeWhenPossible(
    c: ClaimedRemote,
    result: CheckResult,
    startedAt: Date,
    finishedAt: Date,
  ): Promise<Awaited<ReturnType<typeof completeCheck>>> {
    let holding = false;
    try {
      for (;;) {
        try {
          const stored = await this.store(c, result, startedAt, finishedAt);
          if (holding)
            this.log.info(
              { remoteId: c.remoteId },
              stored ? 'held check result stored' : 'held check result dropped: its claim was taken over',
            );
          return stored;
        } catch (err) {
          // store() gives up only with the database gone; past stop() nobody would wait for it.
          if (this.stopped) throw err;
          if (!holding) this.held++;
          holding = true;
          this.outage.begin(err, `${this.held} finished check(s) held until then`);
          await this.nap(1_000);
        }
      }
    } finally {
      if (holding) this.held--;
    }
  }

  private nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.naps.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.naps.add(done);
    });
  }

  /**
   * Stores a check. A failure while the database answers is tried once more (a deadlock, a conflict);
   * a second one means the answer itself cannot be stored, and the check is recorded as failed with
   * that reason instead of being retried silently forever. With the database gone, the error goes up
   * and the claim is released for later.
   */
  private async store(
    c: ClaimedRemote,
    result: CheckResult,
    startedAt: Date,
    finishedAt: Date,
  ): Promise<Awaited<ReturnType<typeof completeCheck>>> {
    const opts = () => ({
      now: finishedAt,
      startedAt,
      workerId: this.workerId,
      settings: this.settings,
      commonToolSets: this.commonToolSets,
    });
    let lastErr: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return await completeCheck(this.db, c, result, opts());
      } catch (err) {
        lastErr = err;
        if (!(await this.db.ping())) throw err;
      }
    }
    this.log.warn({ err: lastErr, remoteId: c.remoteId }, `${UNSTORABLE_DETAIL}: recorded as a failed check`);
    return completeCheck(this.db, c, unstorableResult(result, lastErr), opts());
  }

  /** Simulated time: everything that may start at now(), run to the end. Returns checks run. */
  async runOnce(): Promise<number> {
    await this.ready;
    await this.housekeep();
    let total = 0;
    for (;;) {
      const n = await this.pump();
      await Promise.all(this.running.values());
      total += n;
      if (n === 0) return total;
    }
  }

  /**
   * When something next becomes startable (a due time, a host opening, a lease expiring); null: nothing.
   * `exceptFull`: leave out hosts at their in-flight limit (real time: a check's end wakes the loop).
   */
  async nextWakeAt(o: { exceptFull?: boolean } = {}): Promise<Date | null> {
    return nextStartableAt(this.control, { now: this.now(), dailyMax: this.settings.dailyMaxPerHost, exceptFull: o.exceptFull === true });
  }

  /** Remotes due now whose host will open soon, plus live claims anywhere: what a pass still waits for. */
  async remaining(maxWaitMs = 60_000): Promise<number> {
    return countRemaining(this.control, { now: this.now(), maxWaitMs, dailyMax: this.settings.dailyMaxPerHost });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  /** Until the next claim may succeed here (a host's next start less the claim-ahead), polling at least every second. */
  private async delayToNext(): Promise<number> {
    const at = await this.nextWakeAt({ exceptFull: true });
    if (!at) return 1_000;
    return Math.max(1, Math.min(1_000, at.getTime() - this.aheadMs - this.now().getTime()));
  }

  /** Real time, until nothing is due now or claimed anywhere (a full pass: check-all, test workers). */
  async drain(): Promise<void> {
    await this.ready;
    await this.housekeep();
    for (;;) {
      await this.pump();
      if (this.running.size === 0 && (await this.remaining()) === 0) break;
      await this.sleep(this.running.size >= this.settings.workerConcurrency ? 1_000 : await this.delayToNext());
    }
    await Promise.all(this.running.values());
  }

  start(): void {
    this.stopped = false;
    this.task = cron.schedule('* * * * * *', () => this.wake?.());
    this.loopDone = this.loop();
  }

  private async loop(): Promise<void> {
    await this.ready;
    while (!this.stopped) {
      try {
        if (Date.now() - this.lastHousekeeping >= HOUSEKEEPING_MS) await this.housekeep();
        await this.pump();
        if (this.stopped) break;
        const delay = this.running.size >= this.settings.workerConcurrency ? 1_000 : await this.delayToNext();
        this.outage.end(this.held ? `${this.held} held result(s) being stored` : '');
        await this.sleep(delay);
      } catch (err) {
        if (await this.db.ping()) this.log.warn({ err }, 'scheduler round failed; trying again');
        else this.outage.begin(err);
        await this.sleep(1_000);
      }
    }
  }

  /** Stops claiming, lets checks in flight finish (each is bounded by checkDeadlineMs), stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.warmStop.abort();
    await this.task?.stop();
    this.task = null;
    this.wake?.();
    for (const done of [...this.naps]) done();
    await this.loopDone;
    await Promise.all(this.running.values());
    await this.pauses.stop();
    const control = this.controlDb;
    this.controlDb = null;
    await control?.close();
  }
}
