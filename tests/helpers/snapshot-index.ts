// The search index over the real registry snapshot, its documents categorised from their text as the checker does: the
// relevance tests that go through the real index (tests/catalog/search/). The documents are read once per test process;
// each call builds a fresh index, so a test can switch a ranking rule off (RuleSwitches) beside the full search.
import { SearchIndex } from '../../catalog/search/index.js';
import type { SearchDoc } from '../../catalog/search/index.js';
import type { RuleSwitches } from '../../catalog/search/tiers.js';
import { snapshotDocs } from '../../bench/search/snapshot.js';

let docs: readonly SearchDoc[] | undefined;
export function snapshotIndex(rules: RuleSwitches = {}): SearchIndex {
  docs ??= snapshotDocs({ categories: true });
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  return idx;
}
