// The web process's own search index, kept fresh from PostgreSQL:
// - built once at start from the database (LISTEN is opened first, so nothing changed during the build
//   is missed);
// - then updated per server on NOTIFY server_changed (payload: the server id), in small batches;
// - and healed by a periodic catch-up on servers.change_seq, for notifications lost while the LISTEN
//   connection was down. Sequence numbers are taken before commit, so a value can become visible after
//   a larger one: the catch-up therefore re-reads from the high-water mark of two rounds ago and
//   refreshes only servers whose change_seq differs from the one it holds.
// Updates are serialised (one load at a time), so an older read never overwrites a newer one.
import type { Database } from '../../db/connection.js';
import type { Log } from '../../core/log.js';
import { SearchIndex } from '../search/index.js';
import { loadCatalogEntries, type ListExtra } from '../search-docs.js';
import { listenServerChanges, type NotificationListener } from './notifications.js';

export interface LiveIndexOptions {
  db: Database;
  log: Log;
  now?: () => Date;
  /** How often the catch-up runs; 0 turns the timer off (tests call catchUp()). */
  catchUpMs?: number;
  /** Notifications arriving within this window are loaded together. */
  batchMs?: number;
  /** Set false to skip LISTEN (the catch-up alone keeps the index fresh). */
  listen?: boolean;
  /** The start-up build gives the event loop back after this much work (ms), so /healthz keeps answering. */
  buildSliceMs?: number;
}

export class LiveIndex {
  readonly index = new SearchIndex();
  readonly #extras = new Map<number, ListExtra>();
  readonly #seqs = new Map<number, number>();
  readonly #pending = new Set<number>();
  readonly #opts: Required<Omit<LiveIndexOptions, 'db' | 'log'>> & Pick<LiveIndexOptions, 'db' | 'log'>;
  #marks: number[] = [];
  #queue: Promise<void> = Promise.resolve();
  #ready = false;
  #closed = false;
  #listener?: NotificationListener;
  #timer?: NodeJS.Timeout;
  #batchTimer?: NodeJS.Timeout;

  constructor(opts: LiveIndexOptions) {
    this.#opts = {
      ...opts,
      now: opts.now ?? (() => new Date()),
      catchUpMs: opts.catchUpMs ?? 60_000,
      batchMs: opts.batchMs ?? 50,
      listen: opts.listen ?? true,
      buildSliceMs: opts.buildSliceMs ?? 20,
    };
  }

  get ready(): boolean {
    return this.#ready;
  }

  extra(id: number): ListExtra | undefined {
    return this.#extras.get(id);
  }

  async start(): Promise<void> {
    const { db, log } = this.#opts;
    if (this.#opts.listen) {
      this.#listener = await listenServerChanges({
        db,
        log,
        onIds: (ids) => this.#enqueue(ids),
        onReconnect: () => void this.catchUp().catch((err: unknown) => log.warn({ err }, 'search index: catch-up failed')),
      });
    }
    const t0 = Date.now();
    try {
      await this.#serial(async () => {
        const { entries, seqs } = await loadCatalogEntries(db, this.#opts.now());
        // In slices: at 100,000 servers the build takes seconds, and a process that does not answer
        // /healthz meanwhile would be restarted by its supervisor (/readyz says "warming" until it ends).
        let slice = performance.now();
        for (const e of entries) {
          this.#put(e.doc.id, e);
          if (performance.now() - slice >= this.#opts.buildSliceMs) {
            await new Promise((r) => setImmediate(r));
            slice = performance.now();
          }
        }
        for (const [id, seq] of seqs) this.#seqs.set(id, seq);
        this.#mark(seqs);
      });
    } catch (err) {
      // Leave nothing open, so that start() can simply be called again.
      await this.#listener?.close();
      this.#listener = undefined;
      throw err;
    }
    this.#ready = true;
    log.info({ servers: this.index.size, ms: Date.now() - t0 }, `search index built: ${this.index.size} servers`);
    if (this.#opts.catchUpMs > 0) {
      this.#timer = setInterval(() => {
        this.catchUp().catch((err: unknown) => log.warn({ err }, 'search index: catch-up failed'));
      }, this.#opts.catchUpMs);
      this.#timer.unref();
    }
    if (this.#pending.size) this.#flushSoon();
  }

  /** Re-reads these servers now (missing or out of scope: removed from the index). */
  refresh(ids: readonly number[]): Promise<void> {
    return this.#serial(() => this.#load(ids));
  }

  /** Servers whose change_seq moved since we read them; the heal for lost notifications. */
  catchUp(): Promise<void> {
    return this.#serial(async () => {
      const low = this.#marks[0] ?? 0;
      const rows = await this.#opts.db.rows<{ id: number; change_seq: number }>(
        'SELECT id, change_seq FROM servers WHERE change_seq > :low',
        { low },
      );
      const stale = rows.filter((r) => this.#seqs.get(r.id) !== r.change_seq).map((r) => r.id);
      if (stale.length) {
        this.#opts.log.info({ servers: stale.length }, 'search index: catch-up found changes that no notification announced');
        await this.#load(stale);
      }
      this.#mark(new Map(rows.map((r) => [r.id, r.change_seq])));
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    if (this.#batchTimer) clearTimeout(this.#batchTimer);
    await this.#listener?.close();
    await this.#queue.catch(() => undefined);
  }

  #enqueue(ids: number[]): void {
    for (const id of ids) this.#pending.add(id);
    if (this.#ready) this.#flushSoon();
  }

  #flushSoon(): void {
    if (this.#batchTimer || this.#closed) return;
    this.#batchTimer = setTimeout(() => {
      this.#batchTimer = undefined;
      const ids = [...this.#pending];
      this.#pending.clear();
      this.refresh(ids).catch((err: unknown) => {
        // Not lost: the catch-up will see these servers' change_seq (or the next notice will).
        this.#opts.log.warn({ err, ids }, 'search index: update failed');
      });
    }, this.#opts.batchMs);
    this.#batchTimer.unref();
  }

  async #load(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const { entries, seqs } = await loadCatalogEntries(this.#opts.db, this.#opts.now(), ids);
    const kept = new Set<number>();
    for (const e of entries) {
      this.#put(e.doc.id, e);
      kept.add(e.doc.id);
    }
    for (const id of ids) {
      if (!kept.has(id)) {
        this.index.remove(id);
        this.#extras.delete(id);
      }
      const seq = seqs.get(id);
      if (seq === undefined) this.#seqs.delete(id);
      else this.#seqs.set(id, seq);
    }
  }

  #put(id: number, e: { doc: Parameters<SearchIndex['upsert']>[0]; extra: ListExtra }): void {
    this.index.upsert(e.doc);
    this.#extras.set(id, e.extra);
  }

  #mark(seqs: Map<number, number>): void {
    let max = this.#marks[this.#marks.length - 1] ?? 0;
    for (const s of seqs.values()) if (s > max) max = s;
    this.#marks = [...this.#marks, max].slice(-2);
  }

  #serial(fn: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
