// Owner pause takes effect at once (docs/checks.md): a check in flight for a paused server is aborted.
// Two ways in, so neither a missed notification nor a dropped connection lets a check run on:
// - LISTEN 'owner_paused' (the portal sends NOTIFY owner_paused '<server id>' when an owner pauses):
//   the check is aborted within milliseconds; a lost LISTEN connection (PostgreSQL restarted) is
//   reopened by itself (db/listen.ts), the poll covering the gap;
// - a poll every pausePollMs (2 s) of owner_settings.checks_paused for the servers with checks in flight.
// The claim itself is the last read of checks_paused before a check starts (claim.ts): a paused server
// is never claimed for a networked check, and the check starts as soon as the claim commits.
import type { Database } from '../../db/connection.js';
import { listenReconnecting, type Listener } from '../../db/listen.js';
import type { Log } from '../../core/log.js';

export class PauseWatch {
  private readonly inflight = new Map<number, Set<AbortController>>();
  private listener: Listener | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly opts: { pollMs: number; listen: boolean; log: Log; retryMs?: number },
  ) {}

  async start(): Promise<void> {
    if (this.opts.listen) {
      this.listener = await listenReconnecting({
        db: this.db,
        channel: 'owner_paused',
        log: this.opts.log,
        onPayload: (payload) => this.abort(Number(payload)),
        // A pause sent while the connection was down: the poll finds it now rather than in pollMs.
        onReconnect: () => void this.poll(),
        retryMs: this.opts.retryMs,
        tolerateFirstFailure: true,
      });
    }
    this.timer = setInterval(() => void this.poll(), this.opts.pollMs);
    this.timer.unref();
  }

  /** Whether LISTEN owner_paused is open now (tests). */
  get listening(): boolean {
    return this.listener?.listening === true;
  }

  /** An abort signal for one check of this server; call the returned release when the check is over. */
  track(serverId: number): { signal: AbortSignal; release(): void } {
    const ctrl = new AbortController();
    const set = this.inflight.get(serverId) ?? new Set();
    set.add(ctrl);
    this.inflight.set(serverId, set);
    return {
      signal: ctrl.signal,
      release: () => {
        set.delete(ctrl);
        if (set.size === 0 && this.inflight.get(serverId) === set) this.inflight.delete(serverId);
      },
    };
  }

  abort(serverId: number): void {
    for (const c of this.inflight.get(serverId) ?? []) c.abort();
  }

  async poll(): Promise<void> {
    const ids = [...this.inflight.keys()];
    if (ids.length === 0) return;
    try {
      const rows = await this.db.rows<{ server_id: number }>(
        `SELECT server_id FROM owner_settings WHERE checks_paused AND server_id IN (SELECT (jsonb_array_elements_text(:ids::jsonb))::bigint)`,
        { ids: JSON.stringify(ids) },
      );
      for (const r of rows) this.abort(r.server_id);
    } catch (err) {
      // With the database gone the scheduler says so once; this poll runs every pausePollMs.
      if (await this.db.ping()) this.opts.log.warn({ err }, 'owner pause poll failed');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const l = this.listener;
    this.listener = null;
    await l?.close();
  }
}
