// The search index over the real registry snapshot, its documents categorised from their text as the checker does: the
// relevance tests that go through the real index (tests/catalog/search/). The documents are read once per test process;
// each call builds a fresh index, so a test can switch a ranking rule off (RuleSwitches) beside the full search.
import assert from 'node:assert/strict';
import { SearchIndex } from '../../catalog/search/index.js';
import type { SearchDoc, SearchPage } from '../../catalog/search/index.js';
import type { RuleSwitches } from '../../catalog/search/tiers.js';
import { snapshotDocs } from '../../bench/search/snapshot.js';

let docs: readonly SearchDoc[] | undefined;
export function snapshotIndex(rules: RuleSwitches = {}): SearchIndex {
  docs ??= snapshotDocs({ categories: true });
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  return idx;
}

/** A page that is no answer to `q`: no result, no total, no cursor, and it says what is near instead. */
export function assertNoAnswer(page: SearchPage, q: string): void {
  assert.deepEqual(
    page.results.map((r) => r.doc.name),
    [],
    q,
  );
  assert.equal(page.total, 0, q);
  assert.equal(page.nextCursor, null, q);
  assert.ok(page.nothing, `${q}: the empty page says so`);
  assert.ok(page.nothing.categories.length > 0 || page.nothing.knownWords.length > 0, `${q}: and what is near`);
}
