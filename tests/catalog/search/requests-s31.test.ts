// From the misses of session 31's read blind sets and the servers the read sets miss most (issue #11): Atlassian's own
// server is the Jira and Confluence server, though its text says neither. Through the real index over the registry
// snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { PRODUCTS } from '../../../catalog/search/products.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const ATLASSIAN = 'com.atlassian/atlassian-mcp-server';

test("Atlassian's server answers Jira and Confluence requests among their servers, matched on the product", () => {
  assert.ok(PRODUCTS.atlassian?.includes('jira') && PRODUCTS.atlassian.includes('confluence'));
  for (const [q, word] of [
    ['open a jira ticket for this bug', 'jira'],
    ['jira', 'jira'],
    ['search our confluence for the onboarding doc', 'confluence'],
    ['confluence', 'confluence'],
  ] as const) {
    const page = index.search({ query: q, limit: 10 });
    const hit = page.results.find((r) => r.doc.name === ATLASSIAN);
    assert.ok(hit, `${q}: ${names(page).join(', ')}`);
    assert.ok(page.results.indexOf(hit) < 6, `${q}: ${names(page).join(', ')}`);
    assert.deepEqual(hit.matched?.terms[word], ['about'], q);
  }
});
