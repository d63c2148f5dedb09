// One registry sync: pages in, one transaction per page that also records the cursor, so a crash or a
// failed page resumes exactly where the last committed page ended and loses nothing already stored.
import { depthExceeds, TOO_DEEP_REASON, wellFormedDeep, wellFormedText } from '../../core/untrusted-json.js';
import type { Database } from '../../db/connection.js';
import { createProgress, type Progress } from '../progress.js';
import { checkListItem, recordOf } from './registry-item.js';
import { fetchRegistryPage, readRegistryFile, type Page, type PageRequest } from './registry-source.js';
import { listingOf, storeRecord, storeRecords, type Listing, type StoreOutcome } from './store.js';
import { assignTextCategories } from '../derive/recompute.js';

export type SyncSource = { kind: 'registry'; url: string } | { kind: 'file'; path: string };

export interface SyncCounts {
  new: number;
  updated: number;
  deleted: number;
  unchanged: number;
  skipped: number;
  notLatest: number;
}

export interface SyncOptions {
  source: SyncSource;
  now?: () => Date;
  log?: (level: 'info' | 'warn', msg: string, extra?: object) => void;
  progress?: Progress | false;
  pageSize?: number;
  /** Attempts per page before the run fails (it resumes from its cursor next time). */
  attempts?: number;
  backoffMs?: number;
  requestTimeoutMs?: number;
  /** Pages stored in one transaction at most, when fetching runs ahead of storing (default 25). */
  pagesPerTransaction?: number;
  /** Ignore the watermark and page through everything. */
  full?: boolean;
  userAgent?: string;
}

export interface SyncSummary {
  runId: number;
  mode: 'full' | 'incremental' | 'file';
  resumed: boolean;
  pages: number;
  /** Transactions that stored those pages: fewer than the pages when storing lagged behind fetching. */
  transactions: number;
  counts: SyncCounts;
  watermark: string | null;
}

export class SyncBusyError extends Error {
  constructor() {
    super('another sync is already running against this database; not starting a second one');
    this.name = 'SyncBusyError';
  }
}

export class SyncFailedError extends Error {
  constructor(
    message: string,
    readonly runId: number,
    readonly counts: SyncCounts,
  ) {
    super(message);
    this.name = 'SyncFailedError';
  }
}

const LOCK_KEY = 7_243_002;
const emptyCounts = (): SyncCounts => ({ new: 0, updated: 0, deleted: 0, unchanged: 0, skipped: 0, notLatest: 0 });
const watermarkKey = (url: string) => `registry_watermark:${url}`;

/** The item's server name for a log line, cleaned and bounded. */
function itemName(item: unknown): string {
  const n = (item as { server?: { name?: unknown } } | null)?.server?.name;
  return typeof n === 'string' ? wellFormedText(n).slice(0, 200) : '(no name)';
}

function sourceName(s: SyncSource): string {
  return s.kind === 'registry' ? s.url : `file:${s.path}`;
}

interface RunRow {
  id: number;
  mode: 'full' | 'incremental' | 'file';
  updated_since: Date | null;
  cursor: string | null;
  pages: number;
  counts: SyncCounts;
  max_updated_at: Date | null;
}

/** A page fetched and validated, waiting to be stored. */
interface Fetched extends Validated {
  /** Items on the page, valid or not. */
  size: number;
  /** The cursor the page was asked with, and the one a run resumes from once it is stored. */
  cursor: string | null;
  after: string | null;
}

/**
 * Pages fetched ahead of the one being stored, and stored in one transaction at most
 * (SyncOptions.pagesPerTransaction). Storing is what a sync waits for: its six statements a transaction
 * each wait for PostgreSQL and then for the event loop, so fewer, larger transactions finish sooner (#13:
 * 25 instead of 10 took a 100,000-version sync from 123-133 transactions to 72-84, and its time from
 * 10.5-12.4 to 8.0-11.1 s in three alternating pairs on a loaded machine). A crash loses at most these
 * pages' work: the run resumes from the last committed cursor.
 */
const AHEAD = 25;
const BATCH = 25;

/**
 * While fetching keeps up, a transaction waits for more pages until it holds BATCH of them: at most
 * FILL_MS in all, and no longer than FILL_GAP_MS after the last page was ready. Once storing got faster
 * than fetching, each transaction took the few pages that were ready (#13: 100-114 transactions for
 * 100,000 versions, each with its six round trips, the planning of its statements and its commit);
 * filled, they are 40, for less node and PostgreSQL CPU (measured in the README's sync row). A page is
 * held back FILL_GAP_MS at most when the next request hangs, so what has been fetched is committed
 * meanwhile; the first transaction of a run does not wait, and none waits once fetching has ended.
 */
const FILL_MS = 250;
const FILL_GAP_MS = 25;

/**
 * Each item cleaned and validated once, before any transaction. Registry text is not ours: deep nesting is
 * refused, and U+0000 and lone surrogates (which PostgreSQL refuses) are cleaned before anything reads or
 * hashes the item.
 */
interface Validated {
  /** The latest versions, the only ones stored, with their canonical `raw` and its hash made here while the
   *  store waits for PostgreSQL; as listings, not records, which would be held until stored (store.ts Listing). */
  listings: Listing[];
  /** Older versions: only counted, and their newest updatedAt read for the watermark. */
  older: number;
  olderUpdated: Date | null;
  invalid: number;
}

function validated(page: Page, log: NonNullable<SyncOptions['log']>): Validated {
  const listings: Listing[] = [];
  let older = 0;
  // The newest as a number: a Date made for each older version was garbage at once (#13).
  let olderUpdatedMs = -Infinity;
  let invalid = 0;
  for (const raw of page.items) {
    if (depthExceeds(raw)) {
      invalid++;
      log('warn', `skipped registry item "${itemName(raw)}": ${TOO_DEEP_REASON}`, { name: itemName(raw) });
      continue;
    }
    // A page whose text could not hold such characters is not copied to clean it (#13).
    const checked = checkListItem(page.wellFormed ? raw : wellFormedDeep(raw));
    if (!checked.ok) {
      invalid++;
      log('warn', `skipped malformed registry item "${checked.name}": ${checked.error}`, { name: checked.name });
      continue;
    }
    // An older version is validated like the latest but made into no record, and not kept until its page
    // is stored: most of a registry's items are older versions (#13: building their records was most of
    // the validation's cost, and holding them across pages made the garbage collector copy them).
    if (checked.item.isLatest) {
      listings.push(listingOf(recordOf(checked.item)));
    } else {
      older++;
      const updatedAt = checked.item.official.updatedAt;
      // NaN (absent or not a date) is never greater: ignored, as newer() ignores it.
      const ms = updatedAt ? Date.parse(updatedAt) : NaN;
      if (ms > olderUpdatedMs) olderUpdatedMs = ms;
    }
  }
  return { listings, older, olderUpdated: olderUpdatedMs > -Infinity ? new Date(olderUpdatedMs) : null, invalid };
}

/** The later of a date and an ISO text (ignored when absent or not a date). */
function newer(max: Date | null, iso: string | null): Date | null {
  const u = iso ? new Date(iso) : null;
  return u && !Number.isNaN(u.getTime()) && (!max || u > max) ? u : max;
}

/** Pages of a file, cut like the registry's so that resume and progress work the same way. */
function filePager({ items, wellFormed }: { items: unknown[]; wellFormed: boolean }, pageSize: number) {
  return async (req: PageRequest): Promise<Page> => {
    const start = req.cursor ? Number(req.cursor) : 0;
    const end = Math.min(items.length, start + pageSize);
    return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null, wellFormed };
  };
}

async function withRetries<T>(
  fn: () => Promise<T>,
  attempts: number,
  backoffMs: number,
  onRetry: (err: Error, n: number, waitMs: number) => void,
  stopped: () => boolean = () => false,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await fn();
    } catch (err) {
      if (n >= attempts || stopped()) throw err;
      const waitMs = backoffMs * 2 ** (n - 1);
      onRetry(err as Error, n, waitMs);
      await new Promise((r) => setTimeout(r, waitMs));
    }
  }
}

export async function runSync(db: Database, opts: SyncOptions): Promise<SyncSummary> {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? (() => {});
  const pageSize = opts.pageSize ?? 100;
  const source = sourceName(opts.source);
  // The lock lives as long as this connection. Should it drop (PostgreSQL restarted), the sync stops at
  // the next page: another process may take the lock now. Without this listener the 'error' event of
  // the idle connection would be an uncaught exception and end the worker; it is attached before the
  // connection opens, since it may drop in the handshake's last read (db/connection.ts, dedicatedClient):
  // the lock query then fails, the connection being no longer queryable.
  let lockLost: Error | null = null;
  const lock = await db.dedicatedClient((err) => (lockLost ??= err));
  try {
    const got = await lock.query('SELECT pg_try_advisory_lock($1) AS ok', [LOCK_KEY]);
    if (!got.rows[0].ok) throw new SyncBusyError();
    const holdsLock = () => {
      if (lockLost) throw new Error(`lost the sync lock: its database connection dropped (${lockLost.message})`);
    };
    return await syncLocked(db, opts, { now, log, pageSize, source, holdsLock });
  } finally {
    await lock.end().catch(() => undefined);
  }
}

async function syncLocked(
  db: Database,
  opts: SyncOptions,
  ctx: { now: () => Date; log: NonNullable<SyncOptions['log']>; pageSize: number; source: string; holdsLock: () => void },
): Promise<SyncSummary> {
  const { now, log, pageSize, source, holdsLock } = ctx;
  const fileItems = opts.source.kind === 'file' ? await readRegistryFile(opts.source.path) : null;
  const fetchPage =
    opts.source.kind === 'file'
      ? filePager(fileItems!, pageSize)
      : (
          (url: string) => (req: PageRequest) =>
            fetchRegistryPage(url, req, opts.requestTimeoutMs, opts.userAgent)
        )(opts.source.url);

  // An unfinished run of the same source (failed, or its process died) is taken up at its cursor.
  const unfinished = await db.one<RunRow>(
    `SELECT id, mode, updated_since, cursor, pages, counts, max_updated_at FROM sync_runs
     WHERE source = :source AND status IN ('running', 'failed') AND cursor IS NOT NULL
       AND id > COALESCE((SELECT max(id) FROM sync_runs WHERE source = :source AND status = 'done'), 0)
     ORDER BY id DESC LIMIT 1`,
    { source },
  );
  let run: RunRow;
  const resumed = Boolean(unfinished) && !opts.full;
  if (unfinished && !opts.full) {
    run = unfinished;
    await db.exec(`UPDATE sync_runs SET status = 'running', error = NULL WHERE id = :id`, { id: run.id });
    log('info', `resuming sync run ${run.id} of ${source} after page ${run.pages}`);
  } else {
    const wm =
      opts.source.kind === 'registry' && !opts.full
        ? ((await db.one<{ value: string }>('SELECT value FROM settings WHERE key = :k', { k: watermarkKey(opts.source.url) }))?.value ??
          null)
        : null;
    const mode = opts.source.kind === 'file' ? 'file' : wm ? 'incremental' : 'full';
    run = (await db.one<RunRow>(
      `INSERT INTO sync_runs (source, mode, updated_since, status, started_at) VALUES (:source, :mode, :since, 'running', :now)
       RETURNING id, mode, updated_since, cursor, pages, counts, max_updated_at`,
      { source, mode, since: wm, now: now() },
    ))!;
  }
  const counts: SyncCounts = { ...emptyCounts(), ...run.counts };
  const recordListings = Boolean(await db.one('SELECT 1 FROM servers LIMIT 1'));
  const progress =
    opts.progress === false
      ? null
      : (opts.progress ?? createProgress({ label: 'sync', total: fileItems?.items.length ?? null, log: (l) => log('info', l) }));
  const updatedSince = run.updated_since ? new Date(run.updated_since).toISOString() : null;
  let cursor = run.cursor;
  let pages = run.pages;
  let transactions = 0;
  let maxUpdated = run.max_updated_at ? new Date(run.max_updated_at) : null;
  if (fileItems && cursor) progress?.tick(Number(cursor), '(resumed)');

  // Fetching and validating (node) run ahead of storing (PostgreSQL), so that the two overlap: the
  // registry is read by `produce` into `ready`, at most AHEAD pages ahead, and the loop below stores
  // everything that is ready in one transaction, up to BATCH pages (#13: a transaction and its
  // statements cost about the same for one page as for ten). When storing keeps up, a transaction waits
  // a moment for more pages while they keep coming (FILL_MS, FILL_GAP_MS), and no longer: what has been
  // fetched is committed even while the next request hangs.
  const ready: Fetched[] = [];
  let lastReadyAt = 0;
  let produced = false;
  let produceError: Error | null = null;
  let stopped = false;
  const abort = new AbortController();
  let wakeStore: (() => void) | null = null;
  let wakeProduce: (() => void) | null = null;
  const signal = (w: (() => void) | null) => w?.();
  const produce = (async () => {
    let at = cursor;
    try {
      for (;;) {
        while (ready.length >= AHEAD && !stopped) await new Promise<void>((r) => (wakeProduce = r));
        if (stopped) return;
        const page = await withRetries(
          () => fetchPage({ cursor: at, updatedSince, limit: pageSize, signal: abort.signal }),
          opts.attempts ?? 5,
          opts.backoffMs ?? 1000,
          (err, n, waitMs) =>
            log('warn', `registry page after cursor ${at ?? '(start)'} failed (try ${n}): ${err.message}; retrying in ${waitMs} ms`),
          () => stopped,
        );
        if (stopped) return;
        ready.push({ ...validated(page, log), size: page.items.length, cursor: at, after: page.nextCursor ?? at });
        lastReadyAt = performance.now();
        signal(wakeStore);
        if (!page.nextCursor || page.items.length === 0) return;
        at = page.nextCursor;
      }
    } catch (err) {
      produceError = err as Error;
    } finally {
      produced = true;
      signal(wakeStore);
    }
  })();

  try {
    for (;;) {
      while (ready.length === 0 && !produced) await new Promise<void>((r) => (wakeStore = r));
      const fill = Math.min(AHEAD, Math.max(1, opts.pagesPerTransaction ?? BATCH));
      const until = performance.now() + FILL_MS;
      while (transactions > 0 && ready.length > 0 && ready.length < fill && !produced) {
        const wait = Math.min(until, lastReadyAt + FILL_GAP_MS) - performance.now();
        if (wait <= 0) break;
        await new Promise<void>((r) => {
          const timer = setTimeout(r, wait);
          wakeStore = () => {
            clearTimeout(timer);
            r();
          };
        });
      }
      if (ready.length === 0) {
        if (produceError) throw produceError;
        break;
      }
      const batch = ready.splice(0, Math.max(1, opts.pagesPerTransaction ?? BATCH));
      signal(wakeProduce);
      holdsLock();
      const listings = batch.flatMap((p) => p.listings);
      const invalid = batch.reduce((n, p) => n + p.invalid, 0);
      const last = batch.at(-1)!;
      let pageCounts = emptyCounts();
      const countsBefore = { ...counts };
      const maxBefore = maxUpdated;
      let touched: Listing[] = [];
      const seen = (rec: Listing, outcome: StoreOutcome) => {
        if (outcome === 'new' || outcome === 'updated') touched.push(rec);
        if (outcome === 'not_latest') pageCounts.notLatest++;
        else pageCounts[outcome]++;
        maxUpdated = newer(maxUpdated, rec.updatedAt);
      };
      // The pages are stored in one transaction and a fixed number of statements (storeRecords). Only when
      // that fails are they stored again item by item with a savepoint each, so a bad item costs one retry
      // of its pages and is skipped, and its neighbours are kept.
      const storePages = (careful: boolean) =>
        db.transaction(async (t) => {
          pageCounts = { ...emptyCounts(), skipped: invalid, notLatest: batch.reduce((n, p) => n + p.older, 0) };
          touched = [];
          maxUpdated = batch.reduce((m, p) => (p.olderUpdated && (!m || p.olderUpdated > m) ? p.olderUpdated : m), maxBefore);
          Object.assign(counts, countsBefore);
          if (!careful) {
            const outcomes = await storeRecords(db, listings, { now: now(), recordListings }, t);
            listings.forEach((rec, i) => seen(rec, outcomes[i]!));
          } else {
            for (const rec of listings) {
              let outcome: StoreOutcome;
              await db.exec('SAVEPOINT sync_item', undefined, t);
              try {
                outcome = await storeRecord(db, rec, { now: now(), recordListings }, t);
                await db.exec('RELEASE SAVEPOINT sync_item', undefined, t);
              } catch (err) {
                await db.exec('ROLLBACK TO SAVEPOINT sync_item', undefined, t);
                pageCounts.skipped++;
                const e = err as Error & { parent?: { message?: string } };
                log('warn', `skipped registry item "${rec.name}": it could not be stored (${e.parent?.message ?? e.message})`, {
                  name: rec.name,
                });
                continue;
              }
              seen(rec, outcome);
            }
          }
          // Text categories for what these pages added or changed (never-checked servers only: see there).
          await assignTextCategories(
            db,
            touched.map((r) => ({ name: r.name, title: r.title ?? null, description: r.description ?? null })),
            t,
          );
          for (const k of Object.keys(pageCounts) as (keyof SyncCounts)[]) counts[k] += pageCounts[k];
          await db.exec(
            `UPDATE sync_runs SET cursor = :cursor, pages = pages + :n, counts = :counts, max_updated_at = :maxUpdated WHERE id = :id`,
            { cursor: last.after, n: batch.length, counts: JSON.stringify(counts), maxUpdated, id: run.id },
            t,
          );
        });
      try {
        await storePages(false);
      } catch (err) {
        log(
          'info',
          `page after cursor ${batch[0]!.cursor ?? '(start)'} could not be stored at once (${(err as Error).message}); storing it item by item` +
            (batch.length > 1 ? ` with the ${batch.length - 1} page(s) after it` : ''),
        );
        await storePages(true);
      }
      pages += batch.length;
      transactions++;
      for (const p of batch) progress?.tick(p.size);
      cursor = last.after;
    }
  } catch (err) {
    stopped = true;
    abort.abort();
    signal(wakeProduce);
    await produce;
    const message = `sync of ${source} failed after ${pages} page(s): ${(err as Error).message}`;
    await db.exec(`UPDATE sync_runs SET status = 'failed', error = :message, finished_at = :now WHERE id = :id`, {
      message,
      now: now(),
      id: run.id,
    });
    throw new SyncFailedError(message, run.id, counts);
  }

  let watermark: string | null = null;
  await db.transaction(async (t) => {
    await db.exec(`UPDATE sync_runs SET status = 'done', finished_at = :now WHERE id = :id`, { now: now(), id: run.id }, t);
    if (opts.source.kind === 'registry') {
      // The watermark is the newest updatedAt the registry showed us, not our clock: no skew, and an
      // entry updated at that same instant is asked again (harmless: unchanged content writes nothing).
      const prev = await db.one<{ value: string }>('SELECT value FROM settings WHERE key = :k', { k: watermarkKey(opts.source.url) }, t);
      const candidates = [prev?.value, maxUpdated?.toISOString()].filter((v): v is string => Boolean(v)).sort();
      watermark = candidates.at(-1) ?? null;
      if (watermark) {
        await db.exec(
          `INSERT INTO settings (key, value) VALUES (:k, to_jsonb(:v::text)) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          { k: watermarkKey(opts.source.url), v: watermark },
          t,
        );
      }
    }
  });
  progress?.done(
    `${counts.new} new, ${counts.updated} updated, ${counts.deleted} deleted, ${counts.skipped} skipped, ${counts.unchanged} unchanged` +
      (counts.notLatest ? `, ${counts.notLatest} older versions ignored` : ''),
  );
  return { runId: run.id, mode: run.mode, resumed, pages, transactions, counts, watermark };
}
