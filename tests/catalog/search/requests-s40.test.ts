// From the misses of session 40's read blind sets (issue #11): a share's price, the sites that link to a page, a French
// request to export. Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { queryWords } from '../../../catalog/search/tokenize.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test("a share's price is a stock price; a price list shared is not", () => {
  assert.ok(queryWords('what is the share price of Siemens today').includes('stock'));
  assert.ok(!queryWords('what is the share price of Siemens today').includes('share'));
  assert.deepEqual(
    names(index.search({ query: 'what is the share price of Siemens today', limit: 10 })),
    names(index.search({ query: 'what is the stock price of Siemens today', limit: 10 })),
  );
  assert.ok(!queryWords('share the price list with my team').includes('stock'));
});

test('the sites that link to a page are its backlinks, and a home page is a website', () => {
  assert.ok(queryWords('which websites link to our homepage').includes('backlinks'));
  assert.ok(queryWords('domains that link back to my blog').includes('backlinks'));
  assert.ok(!queryWords('send a link to the site').includes('backlinks'));
  const homepage = analyzeQuery('our homepage').terms.find((t) => t.word === 'homepage');
  assert.ok(homepage?.alts.includes('websit'), JSON.stringify(homepage));
  const page = names(index.search({ query: "which domains link to my competitor's homepage", limit: 10 }));
  assert.ok(page.includes('ai.smithery/lukaskostka99-marketing-miner-mcp'), page.join(', '));
});

test('a French request to export reads "exporter" as the verb', () => {
  const exporter = analyzeQuery('exporter mes factures vers un tableur').terms.find((t) => t.word === 'exporter');
  assert.ok(exporter?.alts.includes('export'), JSON.stringify(exporter));
  const page = names(index.search({ query: 'exporter mes factures vers un tableur', limit: 10 }));
  assert.ok(page.includes('io.github.domdomegg/google-sheets-mcp'), page.join(', '));
});
