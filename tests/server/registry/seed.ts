// Measurements for a few mirrored servers, as the checker and the portal would write them, so the
// registry API's `_meta` block and filters have something to show.
import type { Database } from '../../../db/connection.js';

export interface Seeded {
  answering: string;
  oauth: string;
  failing: string;
}

async function measure(
  db: Database,
  name: string,
  m: {
    state: string;
    auth: string | null;
    s7: number;
    s30: number;
    ft: number;
    ms: number;
    rank: number;
    risk: string;
    notices: number;
    tools: number;
    eu: boolean;
  },
): Promise<number> {
  const id = (await db.one<{ id: number }>('SELECT id FROM servers WHERE name = :name', { name }))!.id;
  await db.exec(
    `INSERT INTO server_measures (server_id, computed_at, state, outcome, auth_scheme, days_measured, success_7d, success_30d, first_try_30d,
       median_response_ms, tool_count, risk, rank_score, rank_version, eu_hosting, notices_count)
     VALUES (:id, now(), :state, 'reachable', :auth, 30, :s7, :s30, :ft, :ms, :tools, :risk, :rank, 'rank-v1', :eu, :notices)`,
    { id, ...m },
  );
  await db.exec(`UPDATE remotes SET last_checked_at = '2025-12-19T06:00:00Z' WHERE server_id = :id`, { id });
  return id;
}

/** Three servers with remotes: one answering (claimed, categorised), one behind OAuth with a notice, one failing. */
export async function seedMeasures(db: Database): Promise<Seeded> {
  const names = (
    await db.rows<{ name: string }>(
      `SELECT s.name FROM servers s WHERE EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed)
      AND s.name <> 'app.getdialer/dialer' ORDER BY s.name LIMIT 2`,
    )
  ).map((r) => r.name);
  const answering = 'app.getdialer/dialer';
  const [oauth, failing] = names as [string, string];
  const a = await measure(db, answering, {
    state: 'responds',
    auth: null,
    s7: 1,
    s30: 0.9876,
    ft: 0.95,
    ms: 180,
    rank: 82.04,
    risk: 'read_only',
    notices: 0,
    tools: 2,
    eu: true,
  });
  await measure(db, oauth, {
    state: 'auth_required',
    auth: 'oauth',
    s7: 1,
    s30: 1,
    ft: 1,
    ms: 90,
    rank: 55,
    risk: 'not_declared',
    notices: 1,
    tools: 0,
    eu: false,
  });
  await measure(db, failing, {
    state: 'timeout',
    auth: null,
    s7: 0,
    s30: 0.2,
    ft: 0.1,
    ms: 9000,
    rank: 12.5,
    risk: 'not_declared',
    notices: 0,
    tools: 0,
    eu: false,
  });
  // The sync categorised every listing from its text (tests/checker/sync/text-categories.test.ts); these
  // tests fix the categories themselves: one server in 'communication'.
  await db.exec('DELETE FROM server_categories');
  await db.exec(
    `INSERT INTO server_categories (server_id, category_id, source, position, version) VALUES (:a, 'communication', 'text', 0, 'categories-v1')`,
    { a },
  );
  await db.exec(
    `INSERT INTO domain_owners (domain, method, token_hash, verified_at, last_confirmed_at) VALUES ('getdialer.app', 'dns', 'x', now(), now())`,
  );
  await db.exec(`INSERT INTO claims (server_id, domain) VALUES (:a, 'getdialer.app')`, { a });
  return { answering, oauth, failing };
}
