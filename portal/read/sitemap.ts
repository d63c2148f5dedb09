// The servers the sitemap lists: live ones only (not deleted from the registry, not removed from search).
// One server's page reads get_server's read model (catalog/server-detail.ts), not this folder.
import type { Database } from '../../db/connection.js';

export async function sitemapSlugs(db: Database): Promise<{ slug: string; updated: Date | null }[]> {
  return db.rows<{ slug: string; updated: Date | null }>(
    `SELECT slug, registry_updated_at AS updated FROM servers WHERE status <> 'deleted' AND removed_at IS NULL ORDER BY slug`,
  );
}
