// One line when the database stops answering and one when it answers again, instead of a stack trace
// every second from every loop that keeps trying (the scheduler's rounds, LISTEN reconnects). A process
// that outlives its database says so plainly, and says when it is over.
import type { Log } from '../core/log.js';

export class OutageLog {
  #since: number | null = null;

  constructor(
    private readonly log: Log,
    /** What waits, for the messages: "checks", "search index updates". */
    private readonly what: string,
    private readonly clock: () => number = Date.now,
  ) {}

  get down(): boolean {
    return this.#since !== null;
  }

  /** The database did not answer; logged once per outage (at debug afterwards). */
  begin(err: unknown, detail = ''): void {
    const reason = err instanceof Error ? err.message : String(err);
    if (this.#since !== null) {
      this.log.debug({ reason }, `database still unreachable; ${this.what} wait`);
      return;
    }
    this.#since = this.clock();
    this.log.warn(`database is unreachable (${reason}); ${this.what} wait for it and resume when it answers${detail ? `; ${detail}` : ''}`);
  }

  /** Something the database answered; ends an outage (one line), else nothing. */
  end(detail = ''): void {
    if (this.#since === null) return;
    const seconds = Math.round((this.clock() - this.#since) / 1000);
    this.#since = null;
    this.log.info(`database answers again after ${seconds} s; ${this.what} resume${detail ? ` (${detail})` : ''}`);
  }
}
