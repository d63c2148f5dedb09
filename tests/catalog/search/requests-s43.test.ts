// From the misses of session 43's read blind sets (issue #11): the subscriptions one pays for, who stands behind a shell
// company. Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);

test('the subscriptions one could cancel are read in the bank account or an expense tracker', () => {
  // (before, only servers that "cancel" orders or payments, and a Terraform server with cloud "subscriptions")
  const page = names(index.search({ query: 'which streaming subscriptions should I cancel to save money', limit: 10 }), 5);
  assert.ok(page.includes('io.github.domdomegg/starling-bank-mcp'), page.join(', '));
  assert.ok(page.includes('io.github.clarenceh/expenselm-mcp-server'), page.join(', '));
});

test('who stands behind a shell company is in a company register', () => {
  // A company register among the first three: Japan's. The UK's (companies-house) was fifth until session 56; it names
  // one country's register (REGION_FACTOR, Relevance.offTarget), and now comes after the shell tools of its step. A loss
  // on two read sets ("who actually owns this shell company": 0.345 -> 0.316 and 0.237 -> 0.185), kept with the order.
  const page = names(index.search({ query: 'find out who is really behind this shell company', limit: 10 }), 3);
  assert.ok(page.includes('net.gepuro.mcp-company-lens-v1/company-lens-mcp-registry'), page.join(', '));
  assert.ok(names(index.search({ query: 'who owns this company', limit: 10 }), 3).includes('io.github.elankeeran/companies-house-mcp'));
});
