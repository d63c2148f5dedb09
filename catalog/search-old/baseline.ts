// The Official Registry's own search, reproduced for the bench: the whole query as one case-insensitive
// substring of the name or the description, results in name order.
export interface BaselineDoc {
  name: string;
  description?: string | null;
}

export function substringSearch<T extends BaselineDoc>(docs: Iterable<T>, query: string): T[] {
  const q = query.toLowerCase();
  const out: T[] = [];
  for (const d of docs) {
    if (d.name.toLowerCase().includes(q) || (d.description ?? '').toLowerCase().includes(q)) out.push(d);
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

// PostgreSQL baseline hook (for the lead): the registry-equivalent query is
//   SELECT ... FROM servers WHERE NOT removed AND (name ILIKE '%' || $1 || '%' OR description ILIKE '%' || $1 || '%')
//   ORDER BY name LIMIT $2
// (with $1's % and _ escaped). bench/search.bench.ts has a marked place to time it next to this one.
