// LISTEN server_changed on a connection of its own, reopened after a drop (db/listen.ts). Ids arriving
// while the connection was down are lost by design: the caller's catch-up by change_seq finds them, and
// it is told to run one as soon as the connection is back.
import type { Database } from '../../db/connection.js';
import { listenReconnecting } from '../../db/listen.js';
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
  return listenReconnecting({
    db: opts.db,
    channel: CHANNEL,
    log: opts.log,
    onPayload: (payload) => {
      const id = Number(payload);
      if (Number.isSafeInteger(id) && id > 0) opts.onIds([id]);
    },
    onReconnect: opts.onReconnect,
    retryMs: opts.retryMs,
    // The web process's one line saying the database is gone (/readyz says it too), and when it is back.
    what: 'search index updates',
  });
}
