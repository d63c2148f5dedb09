// A first page whose best server is a partial match scoring below PAGE_FLOOR is no answer (catalog/search/tiers.ts
// belowPageFloor, switch pageFloor; issue #11: "a minimum score below which nothing is shown", "junk where nothing is
// relevant"). "How long should sourdough proof in the fridge" found one server whose description says "long"; the page is
// now empty and says what is near. Pages whose best server scores at the floor or above, and tiers 1-3, are unchanged.
// Through the real index over the registry snapshot, and as a pure function.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { belowPageFloor, onlyNamesMissing, PAGE_FLOOR } from '../../../catalog/search/tiers.js';
import type { Relevance, TermMatch } from '../../../catalog/search/tiers.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { assertNoAnswer, snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const off = snapshotIndex({ pageFloor: false });
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test('a page whose best server covers too little of the request is empty, and says what is near', () => {
  for (const q of [
    // (a sourdough's proofing was the first example here; since session 50 a dough asked about is a recipe's: synonyms.ts)
    'find a sewing pattern for a summer dress',
    'find a knitting pattern for a baby blanket',
    'get tips for training my puppy to stop biting',
  ]) {
    const before = off.search({ query: q, limit: 10 });
    assert.ok(before.results.length > 0, `${q}: found something without the floor`);
    const best = before.results[0]!;
    assert.ok(best.tier! >= 4 && best.score! < PAGE_FLOOR, `${q}: ${best.doc.name} tier ${best.tier} score ${best.score}`);
    assertNoAnswer(index.search({ query: q, limit: 10 }), q);
  }
});

test('pages whose best server reaches the floor, or matches every word, are unchanged', () => {
  for (const q of [
    'buscar vuelos baratos a Madrid en marzo',
    'track where my parcel is',
    'get driving directions between two addresses',
    'horoscope',
  ]) {
    const page = index.search({ query: q, limit: 10 });
    assert.ok(page.results.length > 0, q);
    assert.deepEqual(names(page), names(off.search({ query: q, limit: 10 })), q);
  }
});

test('belowPageFloor: a partial match (tier 4 or 5) under PAGE_FLOOR, unless switched off', () => {
  assert.equal(belowPageFloor({ tier: 4, score: PAGE_FLOOR - 0.01 }, {}), true);
  assert.equal(belowPageFloor({ tier: 5, score: 0 }, {}), true);
  assert.equal(belowPageFloor({ tier: 4, score: PAGE_FLOOR }, {}), false);
  assert.equal(belowPageFloor({ tier: 3, score: 0.05 }, {}), false, 'every word matched');
  assert.equal(belowPageFloor({ tier: 1, score: null }, {}), false);
  assert.equal(belowPageFloor({ tier: 4, score: 0.05 }, { pageFloor: false }), false);
  assert.equal(belowPageFloor({ tier: 4, score: 0.05 }, { graded: false }), false, 'no graded scores to read');
});

test('a page under the floor whose best server lacks only names typed with a capital is kept (onlyNamesMissing)', () => {
  // The flight servers match "vuelos" alone; Madrid and Tokio are where, not what.
  const q = 'busca vuelos de Madrid a Tokio en marzo';
  const before = snapshotIndex({ pageFloor: false }).search({ query: q, limit: 10 });
  assert.ok(before.results[0]!.score! < PAGE_FLOOR, `${before.results[0]!.score}`);
  assert.deepEqual(names(index.search({ query: q, limit: 10 })), names(before));
  assert.ok(names(before).includes('io.github.variflight/variflight-mcp'), names(before).join(', '));
  // Pure: the unmatched words of the need must all be capitalised inside the request, and something must match.
  const analysed = analyzeQuery(q);
  const at = (kinds: boolean[]): Relevance => ({
    tier: 4,
    strength: 0.1,
    matches: analysed.terms.map((_, i): TermMatch => ({
      kind: kinds[i] ? 'whole' : null,
      wholeInName: false,
      strength: kinds[i] ? 0.5 : 0,
      fields: [],
    })),
  });
  const words = analysed.terms.map((t) => t.word);
  const only = (w: string) => words.map((x) => x === w);
  assert.equal(onlyNamesMissing(q, analysed, at(only('vuelos')), {}), true);
  assert.equal(onlyNamesMissing(q.toLowerCase(), analysed, at(only('vuelos')), {}), false, 'no capital, no name');
  assert.equal(onlyNamesMissing(q, analysed, at(only('madrid')), {}), false, 'a word of the need unmatched');
  assert.equal(onlyNamesMissing(q, analysed, at(words.map(() => false)), {}), false, 'nothing matched');
  assert.equal(onlyNamesMissing(q, analysed, at(only('vuelos')), { pageFloor: false }), false);
});
