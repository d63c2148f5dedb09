// The change records a feed shows: the newest of the last 30 days (catalog/changes.ts listChanges, the
// same records as list_changes and /api/changes.json), with each server's registry title for display.
import type { Database } from '../db/connection.js';
import { listChanges, type ChangeItem, type ChangeKind } from './changes.js';

export const FEED_SIZE = 50;

export interface FeedServer {
  name: string;
  slug: string;
  /** From the registry: third-party text, shown escaped. */
  title: string | null;
}

export interface FeedRecord extends ChangeItem {
  server: FeedServer;
}

export interface FeedData {
  records: FeedRecord[];
  /** Start of the window the records come from. */
  from: string;
  /** The one server of a per-server feed. */
  server: FeedServer | null;
}

/** null when `server` names no server. */
export async function changeFeed(db: Database, q: { kinds?: ChangeKind[]; server?: string }, now: Date): Promise<FeedData | null> {
  let server: FeedServer | null = null;
  if (q.server !== undefined) {
    server =
      (await db.one<FeedServer>('SELECT name, slug, title FROM servers WHERE name = :s OR slug = :s ORDER BY (name = :s) DESC LIMIT 1', {
        s: q.server,
      })) ?? null;
    if (!server) return null;
  }
  const page = await listChanges(db, { kinds: q.kinds, server: server?.name, limit: FEED_SIZE }, now);
  const names = [...new Set(page.changes.map((c) => c.server.name))];
  const titles = new Map(
    (
      await db.rows<{ name: string; title: string | null }>('SELECT name, title FROM servers WHERE name = ANY(:names::text[])', {
        names: `{${names.map((n) => `"${n.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
      })
    ).map((r) => [r.name, r.title]),
  );
  return {
    records: page.changes.map((c) => ({ ...c, server: { ...c.server, title: titles.get(c.server.name) ?? null } })),
    from: page.window.from,
    server,
  };
}
