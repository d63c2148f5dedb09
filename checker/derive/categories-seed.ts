// The categories table follows the category list in code (category-list.ts): upserted at worker start and
// before a check-all pass, so a new category or a retired alias needs no migration.
import type { Database } from '../../db/connection.js';
import { CATEGORIES_RULE_VERSION } from '../../core/categories/categories.js';
import { CATEGORIES, CATEGORY_ALIASES } from '../../core/categories/category-list.js';

export async function seedCategories(db: Database): Promise<void> {
  const rows = [
    ...CATEGORIES.map((c) => ({ id: c.id, name: c.name, description: c.description, replaced_by: null as string[] | null })),
    ...Object.entries(CATEGORY_ALIASES).map(([id, to]) => ({
      id,
      name: id,
      description: `Replaced by ${to.join(', ')}.`,
      replaced_by: [...to],
    })),
  ];
  await db.exec(
    `INSERT INTO categories (id, name, description, replaced_by, version)
     SELECT x.id, x.name, x.description, x.replaced_by, :version
     FROM jsonb_to_recordset(:rows::jsonb) AS x(id text, name text, description text, replaced_by text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
       replaced_by = EXCLUDED.replaced_by, version = EXCLUDED.version
     WHERE (categories.name, categories.description, categories.replaced_by, categories.version)
       IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.description, EXCLUDED.replaced_by, EXCLUDED.version)`,
    { rows: JSON.stringify(rows), version: CATEGORIES_RULE_VERSION },
  );
}
