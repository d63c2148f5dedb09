// LISTEN on a connection of its own that comes back by itself: a dropped connection (PostgreSQL
// restarted, the backend terminated) is reopened every `retryMs` until it works, and `onReconnect` runs
// then (notifications sent while it was down are lost: the caller catches up by other means).
import type pg from 'pg';
import type { Log } from '../core/log.js';
import type { Database } from './connection.js';
import { OutageLog } from './outage.js';

export interface Listener {
  /** Whether the LISTEN connection is open now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  db: Database;
  channel: string;
  log: Log;
  onPayload: (payload: string) => void;
  /** After a lost connection was opened again. */
  onReconnect?: () => void;
  retryMs?: number;
  /** A first connection that fails is retried like a lost one instead of being thrown. */
  tolerateFirstFailure?: boolean;
  /** What waits while the database is away ("search index updates"): reopening that fails because the
   *  database does not answer is then reported once as an outage (db/outage.ts), and its end too. */
  what?: string;
}

export async function listenReconnecting(opts: ListenOptions): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.channel)) throw new Error(`not a plain channel name: ${opts.channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // One warning per loss, not one per failed attempt while the database stays away.
  let lost = false;
  const outage = opts.what ? new OutageLog(opts.log, opts.what) : null;

  const connect = async (): Promise<void> => {
    // An error before this connection is installed (during the handshake's last read, or while LISTEN is
    // sent) only marks it failed: connect() then fails and its caller retries. Once installed, an error is
    // a lost connection, reopened by schedule(). The listener is attached before connect() (dedicatedClient):
    // without one an 'error' event is an uncaught exception and the process dies.
    let installed = false;
    let failed: Error | undefined;
    const c = await opts.db.dedicatedClient((err) => {
      if (!installed) {
        failed ??= err;
        return;
      }
      if (client === c) client = undefined;
      void c.end().catch(() => undefined);
      if (closed) return;
      if (!lost) opts.log.warn({ err: err.message }, `LISTEN ${opts.channel}: connection lost; reopening it`);
      lost = true;
      schedule();
    });
    c.on('notification', (msg) => {
      if (msg.channel === opts.channel && msg.payload !== undefined) opts.onPayload(msg.payload);
    });
    try {
      if (failed) throw failed;
      await c.query(`LISTEN ${opts.channel}`);
      // The LISTEN answered, and the connection died in the same read.
      if (failed) throw failed;
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    // Closed while this connection was being opened: nobody would ever end it.
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    installed = true;
    client = c;
  };

  const schedule = (): void => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          if (closed) return;
          if (lost) opts.log.info(`LISTEN ${opts.channel}: connection reopened`);
          outage?.end();
          lost = false;
          opts.onReconnect?.();
        },
        (err: unknown) => {
          if (outage)
            void opts.db
              .ping()
              .then((up) =>
                up
                  ? opts.log.warn({ err: (err as Error).message }, `LISTEN ${opts.channel}: reopening failed; trying again`)
                  : outage.begin(err),
              );
          else opts.log.debug({ err: (err as Error).message }, `LISTEN ${opts.channel}: reopening failed; trying again`);
          schedule();
        },
      );
    }, opts.retryMs ?? 2_000);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    if (!opts.tolerateFirstFailure) throw err;
    opts.log.warn({ err: (err as Error).message }, `LISTEN ${opts.channel}: cannot open the connection; trying again`);
    lost = true;
    schedule();
  }
  return {
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
