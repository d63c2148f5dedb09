// "Tool sets that 20 or more servers list identically" (docs/ranking.md, categories): computed from the latest
// tool snapshot of every server, kept for a while (a pass) because it changes slowly and costs a scan.
import type { Database } from '../../db/connection.js';
import { commonToolSets } from '../../core/categories/categories.js';

export class CommonToolSetsCache {
  private value: Set<string> | null = null;
  private at = 0;
  private loading: Promise<Set<string>> | null = null;

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.value = null;
  }

  async get(db: Database): Promise<Set<string>> {
    if (this.value && this.clock() - this.at < this.ttlMs) return this.value;
    this.loading ??= load(db)
      .then((v) => {
        this.value = v;
        this.at = this.clock();
        return v;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

async function load(db: Database): Promise<Set<string>> {
  const rows = await db.rows<{ names: string[] }>(
    `SELECT (SELECT coalesce(jsonb_agg(t->>'name'), '[]'::jsonb) FROM jsonb_array_elements(ts.tools) t) AS names
     FROM (SELECT DISTINCT ON (c.server_id) c.tool_snapshot_id FROM checks c
           WHERE c.tool_snapshot_id IS NOT NULL ORDER BY c.server_id, c.checked_at DESC, c.id DESC) latest
     JOIN tool_snapshots ts ON ts.id = latest.tool_snapshot_id`,
  );
  return commonToolSets(rows.map((r) => r.names.map((name) => ({ name }))));
}
