// Counting lookups: the one write of the read side. One row per server, UTC day and client; `requests`
// counts repeats, so visits (rows) are at most one per client a day. A failure to count never fails the
// answer: it is logged and dropped.
import crypto from 'node:crypto';
import type { Database } from '../db/connection.js';
import { clientId, isCountedUserAgent } from './lookup-client.js';

export interface LookupRequest {
  /** The network address of the requester (req.ip, which honours only trusted proxies). */
  address: string | undefined;
  userAgent: string | undefined;
}

export interface LookupCounter {
  count(serverId: number, req: LookupRequest): Promise<boolean>;
}

/** The key from config when given, else the one kept in settings (created once, race-free). */
export async function lookupSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.exec(`INSERT INTO settings (key, value) VALUES ('lookup_secret', to_jsonb(:v::text)) ON CONFLICT (key) DO NOTHING`, {
    v: crypto.randomBytes(32).toString('base64url'),
  });
  const row = await db.one<{ value: string }>(`SELECT value FROM settings WHERE key = 'lookup_secret'`);
  return row!.value;
}

export function createLookupCounter(opts: {
  db: Database;
  secret: () => Promise<string>;
  now: () => Date;
  onError: (err: unknown) => void;
}): LookupCounter {
  let key: Promise<string> | undefined;
  return {
    async count(serverId, req) {
      if (!req.address || !isCountedUserAgent(req.userAgent)) return false;
      try {
        key ??= opts.secret().catch((err: unknown) => {
          key = undefined;
          throw err;
        });
        const client = clientId(await key, req.address);
        if (!client) return false;
        await opts.db.exec(
          `INSERT INTO lookups (server_id, day, client, requests) VALUES (:serverId, :day, :client, 1)
           ON CONFLICT (server_id, day, client) DO UPDATE SET requests = lookups.requests + 1`,
          { serverId, day: opts.now().toISOString().slice(0, 10), client },
        );
        return true;
      } catch (err) {
        opts.onError(err);
        return false;
      }
    },
  };
}
