// LISTEN server_changed on a connection of its own, reconnecting after a drop. Ids arriving while the
// connection was down are lost by design: the caller's catch-up by change_seq finds them, and it is told
// to run one as soon as the connection is back.
import type pg from 'pg';
import type { Database } from '../../db/connection.js';
import type { Log } from '../../core/log.js';

export const CHANNEL = 'server_changed';

export interface NotificationListener {
  close(): Promise<void>;
}

export async function listenServerChanges(opts: {
  db: Database;
  log: Log;
  onIds: (ids: number[]) => void;
  onReconnect: () => void;
  retryMs?: number;
}): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = await opts.db.dedicatedClient();
    c.on('notification', (msg) => {
      const id = Number(msg.payload);
      if (msg.channel === CHANNEL && Number.isSafeInteger(id) && id > 0) opts.onIds([id]);
    });
    c.on('error', (err) => {
      opts.log.warn({ err }, 'search index: lost the LISTEN connection; reconnecting');
      void c.end().catch(() => undefined);
      if (client === c) client = undefined;
      schedule();
    });
    try {
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    // Closed while this connection was being opened: nobody would ever end it, and it would keep
    // LISTENing (and the process alive) after shutdown.
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  };

  const schedule = (): void => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          if (!closed) opts.onReconnect();
        },
        (err: unknown) => {
          opts.log.warn({ err }, 'search index: LISTEN reconnect failed; trying again');
          schedule();
        },
      );
    }, opts.retryMs ?? 2_000);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
