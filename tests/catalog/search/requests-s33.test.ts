// From the misses of session 33's read blind sets (issue #11): a first sentence that restricts a server to one country's
// market, a capability word another word of the request already stands for, and knowledge the read sets lacked. Through
// the real index over the registry snapshot, categorised from its text as the checker does, and as pure functions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeDoc, analyzeQuery } from '../../../catalog/search/analyze.js';
import { stem } from '../../../catalog/search/stem.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const doc = (description: string) => analyzeDoc({ name: 'io.github.x/markets', description, tools: [], categories: [] });

test("a first sentence naming one country's market restricts the server to it, a country's language does not", () => {
  assert.deepEqual(doc('Provide access to Chinese stock market data including historical prices.').regions, ['china']);
  assert.deepEqual(doc('Search company disclosures and financial statements from the Korean market.').regions, ['korea']);
  assert.equal(doc('Translate text between English and Chinese.').regions, undefined);
  assert.equal(doc('Stock market data for any ticker. Also covers the Chinese stock market.').regions, undefined, 'first sentence only');
  // Through the index: the Chinese-market listings of akshare-one come after the global quote servers for US shares.
  const q = 'get historical stock prices for Apple and Microsoft';
  const page = names(index.search({ query: q, limit: 10 }));
  // Two listings of the same global quote server, which the evidence orders within their step (session 56).
  const global = Math.min(
    ...['ai.smithery/cc25a-openai-api-agent-project123123123', 'ai.smithery/aicastle-school-openai-api-agent-project11']
      .map((n) => page.indexOf(n))
      .filter((i) => i >= 0),
  );
  assert.ok(global < 3, page.join(', '));
  for (const china of ['ai.smithery/zwldarren-akshare-one-mcp', 'io.github.zwldarren/akshare-one-mcp']) {
    assert.ok(page.indexOf(china) === -1 || page.indexOf(china) > global, `${china}: ${page.join(', ')}`);
  }
  // Asked for the place, they are the answer.
  assert.ok(names(index.search({ query: 'chinese stock market data', limit: 3 })).includes('ai.smithery/zwldarren-akshare-one-mcp'));
});

test('a capability word that another word of the request stands for is no second match (switch ownConcepts)', () => {
  // "cours" is "price" in English; the phrase "stock price" (cours, action) gave "action" the concept "price" as well.
  const q = "cours de l'action LVMH aujourd'hui";
  const concepts = (opts: { ownConcepts?: boolean }) => analyzeQuery(q, undefined, opts).terms.find((t) => t.word === 'action')?.concepts;
  assert.ok(!concepts({})?.includes(stem('price')), String(concepts({})));
  assert.ok(concepts({ ownConcepts: false })?.includes(stem('price')), String(concepts({ ownConcepts: false })));
  const crypto = 'ai.smithery/truss44-mcp-crypto-price';
  const on = names(index.search({ query: q, limit: 10 }));
  assert.equal(on[0], 'ai.smithery/cc25a-openai-api-agent-project123123123', on.join(', '));
  assert.ok(!on.slice(0, 3).includes(crypto), on.join(', '));
  assert.equal(names(snapshotIndex({ ownConcepts: false }).search({ query: q, limit: 10 }))[0], crypto);
  // Inside a phrase a word's synonyms stay its capability: "generate an image" keeps "generation" for the image.
  assert.ok(
    analyzeQuery('generate an image')
      .terms.find((t) => t.word === 'image')
      ?.concepts?.includes(stem('generation')),
  );
});

test("knowledge from session 33's read sets: trademarks, geocoding in Spanish, Mixpanel, a flat's value, leftovers, carriers", () => {
  for (const [q, first] of [
    ['trademark', 'com.biodnd/agent-ip'],
    ['¿hay algo para geolocalizar direcciones de clientes?', 'io.github.OpenCageData/opencage-geocoding-mcp'],
    ['chart monthly churn from my Mixpanel events', 'com.amplitude/mcp-server'],
    ["estimer la valeur d'un appartement à Lyon", 'io.github.creis-ai/mcp-property-valuation-server'],
    ['what can I cook with leftover rice and eggs', 'io.github.jkakar/recipe-mcp'],
    ['track my FedEx parcel', 'io.github.shopanaio/novaposhta'],
  ] as const) {
    assert.equal(names(index.search({ query: q, limit: 10 }))[0], first, q);
  }
  // A trademark is no real estate: "property" was a concept of its own and found property-valuation servers.
  const trademark = index.search({ query: 'is my brand name trademarked', limit: 10 });
  assert.ok(!names(trademark).some((n) => /property|real-estate/.test(n)), names(trademark).join(', '));
});

test('a time adverb is filler; a money or demand forecast is a time series; proofreading is a writing pattern (blind-209)', () => {
  const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
  assert.deepEqual(words('what are analysts saying about Nvidia lately?'), ['analysts', 'saying', 'nvidia']);
  assert.ok(!words('find papers on protein folding published recently').includes('recently'));
  for (const [q, first] of [
    ['what are analysts saying about Nvidia lately?', 'ai.smithery/hollaugo-financial-research-mcp-server'],
    ["forecast next month's cash flow from past data", 'io.github.winedarksea/AutoTS'],
    ["forecast next quarter's sales from this spreadsheet", 'io.github.winedarksea/AutoTS'],
    ['proofread this chapter for grammar and style', 'io.github.copyleftdev/fabric-atelier'],
  ] as const) {
    assert.equal(names(index.search({ query: q, limit: 10 }))[0], first, q);
  }
  // The weather's forecast is still the weather's.
  assert.ok(names(index.search({ query: 'weather forecast for Lisbon', limit: 3 })).every((n) => /weather/.test(n)));
});
