// The category list with stable IDs, how many listed servers carry each, and the aliases of retired IDs
// (categories.replaced_by). Until the checker has written the `categories` table, the fixed list it
// will write (checker/analyze) stands in, so the answer never depends on whether a check has run.
import type { Database } from '../db/connection.js';
import { categoryCatalog } from '../core/categories/categories.js';
import { CatalogInputError } from './errors.js';
import { IN_SCOPE_SQL } from './scope.js';

/**
 * Each server's categories as search and list_categories show them (server_id, category_id, position):
 * the owner's correction (owner_settings.category_override, up to 3) as soon as it is made, else what the
 * last check chose (server_categories). Read here so a correction shows at once, not at the next check.
 */
export const SHOWN_CATEGORIES_SQL = `(
  SELECT sc.server_id, sc.category_id, sc.position FROM server_categories sc
   WHERE NOT EXISTS (SELECT 1 FROM owner_settings o WHERE o.server_id = sc.server_id AND cardinality(o.category_override) > 0)
  UNION ALL
  SELECT o.server_id, x.category_id, x.n::int - 1 AS position FROM owner_settings o
   CROSS JOIN LATERAL unnest(o.category_override[1:3]) WITH ORDINALITY AS x(category_id, n)
   WHERE cardinality(o.category_override) > 0)`;

export interface CategoryList {
  version: string;
  categories: { id: string; name: string; description: string; servers: number }[];
  /** Retired ID -> the IDs that replaced it (split or merge). */
  aliases: Record<string, string[]>;
}

export async function listCategories(db: Database): Promise<CategoryList> {
  const [rows, counts] = await Promise.all([
    db.rows<{ id: string; name: string; description: string; replaced_by: string[] | null; version: string }>(
      'SELECT id, name, description, replaced_by, version FROM categories ORDER BY id',
    ),
    db.rows<{ category_id: string; n: number }>(
      `SELECT sc.category_id, count(*)::int AS n FROM ${SHOWN_CATEGORIES_SQL} sc JOIN servers s ON s.id = sc.server_id
        WHERE ${IN_SCOPE_SQL} AND s.removed_at IS NULL GROUP BY sc.category_id`,
    ),
  ]);
  const count = new Map(counts.map((c) => [c.category_id, c.n]));
  const fallback = categoryCatalog();
  const live = rows.filter((r) => !r.replaced_by || r.replaced_by.length === 0);
  const categories = rows.length
    ? live.map((r) => ({ id: r.id, name: r.name, description: r.description, servers: count.get(r.id) ?? 0 }))
    : fallback.categories.map((c) => ({ ...c, servers: count.get(c.id) ?? 0 }));
  const aliases = rows.length
    ? Object.fromEntries(rows.filter((r) => r.replaced_by?.length).map((r) => [r.id, r.replaced_by!]))
    : fallback.aliases;
  const version = rows[0]?.version ?? fallback.version;
  return { version, categories: categories.sort((a, b) => (a.id < b.id ? -1 : 1)), aliases };
}

/**
 * A category filter as given by an agent: a current ID, or a retired one that points to exactly one
 * current ID. A retired ID that was split is refused with the IDs to choose from.
 */
export function resolveCategoryFilter(list: CategoryList, id: string): string {
  if (list.categories.some((c) => c.id === id)) return id;
  const to = list.aliases[id];
  if (to?.length === 1) return to[0]!;
  if (to && to.length > 1) throw new CatalogInputError('category', `category "${id}" was split into ${to.join(', ')}: use one of those`);
  throw new CatalogInputError('category', `unknown category "${id}"; list_categories (or /api/categories.json) gives the IDs`);
}
