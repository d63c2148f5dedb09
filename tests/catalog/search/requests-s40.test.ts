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

test('"recent" says when, not what: weighed as lightly as "latest"', () => {
  // (before, "recent" weighed as a need few servers state, and the page was a weak one: "no server matches all of it")
  const page = index.search({ query: 'pull recent orders from my Shopify store', limit: 5 });
  assert.equal(page.nothing, undefined, JSON.stringify(page.nothing));
  assert.ok(names(page).includes('com.medusajs/medusa-mcp'), names(page).join(', '));
});

test('not missing a thing is being reminded of it; "make sure" and "don\'t" ask nothing', () => {
  const words = analyzeQuery("make sure I don't miss the renewal date").terms.map((t) => t.word);
  assert.ok(words.includes('remind') && !words.some((w) => ['make', 'sure', 'don', 'miss'].includes(w)), words.join(' '));
  const page = names(index.search({ query: "make sure I don't miss conference submission deadlines", limit: 5 }));
  assert.ok(page.includes('net.todoist/mcp'), page.join(', '));
  // (not forgetting is a memory: "so you don't forget it next session")
  assert.ok(!queryWords("remember this so you don't forget it next session").includes('remind'));
  const terms = analyzeQuery("it doesn't load and I don't know why").terms.map((t) => t.word);
  assert.ok(!terms.includes('don') && !terms.includes('doesn'), terms.join(' '));
});

test('preprints on a subject are papers on it; a preprint server stays an archive', () => {
  assert.ok(queryWords('latest preprints about CRISPR off-target effects').includes('papers'));
  assert.ok(!queryWords('search preprint servers for papers on protein folding').includes('preprints'));
  assert.ok(queryWords('search preprint servers for papers on protein folding').includes('preprint'));
  const page = names(index.search({ query: 'find recent preprints on protein folding', limit: 5 }));
  assert.ok(page.includes('ai.smithery/shoumikdc-arxiv-mcp'), page.join(', '));
});

test("a thing safe with one's medication is a drug interaction, the medication's words kept", () => {
  assert.deepEqual(queryWords('is this safe with my ibuprofen pills').slice(-3), ['drug', 'interactions', 'ibuprofen']);
  const page = names(index.search({ query: 'is this supplement safe with my blood pressure meds', limit: 3 }));
  assert.ok(page.includes('io.github.maxi-moss/medical-rag-mcp-test'), page.join(', '));
  // (a thing safe with people is no medication)
  assert.ok(!queryWords('is this recipe safe with the kids').includes('interactions'));
});
