// From the misses of session 35's read blind sets (issue #11): a shop's stock is its inventory, not shares.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test("a shop's stock levels, or stock running low, are its inventory: e-commerce servers, not share prices (blind-228)", () => {
  for (const query of ['track stock levels for my little shop', 'warn me when stock of a product runs low']) {
    const top = names(index.search({ query, limit: 3 }));
    assert.ok(top.includes('ai.smithery/feeefapp-mcp'), `${query}: ${top.join(', ')}`);
    for (const shares of ['ai.smithery/xinkuang-china-stock-mcp', 'io.github.jjlabsio/korea-stock-mcp'])
      assert.ok(!top.includes(shares), `${query}: ${top.join(', ')}`);
  }
  // a share's price stays with the stock servers
  const price = names(index.search({ query: 'current stock price of Tesla', limit: 5 }));
  assert.ok(!price.includes('ai.smithery/feeefapp-mcp'), price.join(', '));
  assert.ok(price.length > 0);
});
