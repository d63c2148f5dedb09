// From the misses of session 42's read blind sets (issue #11): runbooks kept where a team searches them, customers who may
// churn, who last changed a line, what people say of a business online. Through the real index over the registry snapshot,
// categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);

test('runbooks are documents a team keeps in its wiki or knowledge base', () => {
  // (before, only "on-call" matched: PagerDuty and monitoring servers, no wiki)
  const page = names(index.search({ query: 'somewhere to keep our runbooks searchable for on-call', limit: 10 }));
  assert.ok(
    page.some((n) => /mediawiki/i.test(n)),
    page.join(', '),
  );
});

test('customers who may churn are read in product analytics', () => {
  // (before, one result: a lead-data server)
  const page = names(index.search({ query: 'which of our customers look likely to churn', limit: 10 }));
  assert.ok(page.includes('com.amplitude/mcp-server'), page.join(', '));
});

test('who last changed a line is the repository history', () => {
  const page = names(index.search({ query: 'who last changed this line in the repo', limit: 10 }), 3);
  assert.ok(page.includes('io.github.github/github-mcp-server'), page.join(', '));
});

test('what people say of a business online is in posts and reviews, not in servers that merely say "people"', () => {
  const page = names(index.search({ query: 'what are people saying about my restaurant online', limit: 10 }), 3);
  // (before, two demo servers whose descriptions say "people" came second and third)
  assert.ok(page.filter((n) => /reddit/i.test(n)).length >= 2, page.join(', '));
});
