// What the owner's manage page reads about one listing: the server, the owner's settings, the claim and the
// categories the last check chose by itself. Reads only; the writes are actions.ts's.
import type { Database } from '../../db/connection.js';

export interface ListingSettings {
  checks_paused: boolean;
  paused_at: Date | null;
  hosting_declared: { countries?: string[]; euOnly?: boolean } | null;
  category_override: string[] | null;
  recheck_requested_at: Date | null;
}

export interface OwnerListing {
  server: { id: number; name: string; slug: string; title: string | null };
  /** Undefined until an owner first sets anything. */
  settings: ListingSettings | undefined;
  claimedBy: string | null;
  /** Category ids chosen by the check, not by an owner's correction, in their order. */
  automaticCategories: string[];
}

export async function listingExists(db: Database, serverId: number): Promise<boolean> {
  return (await db.one('SELECT 1 AS ok FROM servers WHERE id = :serverId', { serverId })) !== undefined;
}

/** null when no server has this id. */
export async function ownerListing(db: Database, serverId: number): Promise<OwnerListing | null> {
  const server = await db.one<OwnerListing['server']>('SELECT id, name, slug, title FROM servers WHERE id = :serverId', { serverId });
  if (!server) return null;
  const settings = await db.one<ListingSettings>(
    'SELECT checks_paused, paused_at, hosting_declared, category_override, recheck_requested_at FROM owner_settings WHERE server_id = :serverId',
    { serverId },
  );
  const claim = await db.one<{ domain: string }>('SELECT domain FROM claims WHERE server_id = :serverId', { serverId });
  const automatic = await db.rows<{ category_id: string }>(
    `SELECT category_id FROM server_categories WHERE server_id = :serverId AND source <> 'owner' ORDER BY position`,
    { serverId },
  );
  return { server, settings, claimedBy: claim?.domain ?? null, automaticCategories: automatic.map((a) => a.category_id) };
}
