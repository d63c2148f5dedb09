// What a status badge shows for one server: its latest check state, 30-day success and rank score.
import type { Database } from '../db/connection.js';

export interface BadgeFacts {
  name: string;
  slug: string;
  title: string | null;
  status: string;
  removed: boolean;
  hasRemote: boolean;
  state: string | null;
  success30d: number | null;
  rankScore: number | null;
}

export async function badgeFacts(db: Database, slug: string): Promise<BadgeFacts | null> {
  const row = await db.one<{
    name: string;
    slug: string;
    title: string | null;
    status: string;
    removed: boolean;
    has_remote: boolean;
    state: string | null;
    success_30d: number | null;
    rank_score: number | null;
  }>(
    `SELECT s.name, s.slug, s.title, s.status, s.removed_at IS NOT NULL AS removed,
            EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed) AS has_remote,
            m.state, m.success_30d, m.rank_score
       FROM servers s LEFT JOIN server_measures m ON m.server_id = s.id WHERE s.slug = :slug`,
    { slug },
  );
  if (!row) return null;
  return {
    name: row.name,
    slug: row.slug,
    title: row.title,
    status: row.status,
    removed: row.removed,
    hasRemote: row.has_remote,
    state: row.state,
    success30d: row.success_30d,
    rankScore: row.rank_score,
  };
}
