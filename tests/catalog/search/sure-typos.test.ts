// A sure typo (catalog/search/tiers.ts TermInfo.sureTypo, switch sureTypos; issue #11): a word the catalogue lacks that
// is a typo of exactly one of its words ("hotal" -> hotel) is about that word where the floor and the page confidence
// ask what a server is about. Before, "hotal" alone found the hotel servers, but "hotal in Lisbon" found nothing: the
// typo's match (a typo weighs KIND_FACTOR.fuzzy) was too weak to be the request's purpose, and the unknown name took
// the other half of the request's weight. Through the real index over the registry snapshot, and as pure functions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeDoc, analyzeQuery, FIELD_BIT } from '../../../catalog/search/analyze.js';
import { mayPass, relevance } from '../../../catalog/search/tiers.js';
import type { TermInfo } from '../../../catalog/search/tiers.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const HOTELS = ['io.github.nathishdev-netizen/dida-mcp-server', 'so.jinko/jinko-mcp', 'travel.kismet/mcp-server'];

test('a typo plus a name the catalogue lacks gets the servers of the word the typo is of, as that word does', () => {
  for (const [typo, word] of [
    ['hotal in Lisbon', 'hotel in Lisbon'],
    ['find a hotal in Lisbon for next weekend', 'find a hotel in Lisbon for next weekend'],
  ] as const) {
    const page = index.search({ query: typo, limit: 10 });
    for (const n of HOTELS) assert.ok(names(page).includes(n), `${typo}: ${n} in ${names(page).join(', ')}`);
    assert.deepEqual([...names(page)].sort(), [...names(index.search({ query: word, limit: 10 }))].sort(), typo);
    assert.equal(page.nothing, undefined, `${typo}: a page of answers, not "no match"`);
  }
  // The typo alone found them before too (the typo tier).
  const alone = names(index.search({ query: 'hotal', limit: 10 }));
  for (const n of HOTELS) assert.ok(alone.includes(n), `hotal: ${n} in ${alone.join(', ')}`);
  // The rule is what answers it: without it (and without reading the request again as it meant: typoWords), an empty
  // page that suggests the word.
  const off = snapshotIndex({ sureTypos: false, typoWords: false }).search({ query: 'hotal in Lisbon', limit: 10 });
  assert.equal(off.results.length, 0, names(off).join(', '));
  assert.deepEqual(off.nothing?.nearbyWords, ['hotel']);
});

test('a page weak only for want of a name match: a sure typo of the name is one ("weathr goldfish" as "weather goldfish")', () => {
  // "goldfish" is an English word no server uses (a weak page unless a server is named for the rest of the request).
  const word = index.search({ query: 'weather goldfish', limit: 10 });
  const typo = index.search({ query: 'weathr goldfish', limit: 10 });
  assert.equal(word.results.length, 10);
  assert.equal(typo.results.length, 10, names(typo).join(', '));
  assert.equal(typo.nothing, undefined);
  const off = snapshotIndex({ sureTypos: false, typoWords: false }).search({ query: 'weathr goldfish', limit: 10 });
  assert.equal(off.results.length, 1, names(off).join(', '));
  assert.equal(off.nothing?.partialWord, 'weathr');
});

test('a request of words the catalogue lacks, or with a typo of several words, still gets an empty page with suggestions', () => {
  const unknown = index.search({ query: 'zorblax frumble Lisbon', limit: 10 });
  assert.equal(unknown.results.length, 0, names(unknown).join(', '));
  assert.deepEqual(unknown.nothing, { knownWords: [], nearbyWords: [], categories: [] });
  // "bext" is a typo of "best" and of "bert": which one the agent meant is not sure, and the page stays empty.
  const unsure = index.search({ query: 'bext in Lisbon', limit: 10 });
  assert.equal(unsure.results.length, 0, names(unsure).join(', '));
  assert.equal(unsure.total, 0);
  assert.deepEqual(unsure.nothing?.knownWords, []);
  for (const w of ['best', 'bert']) assert.ok(unsure.nothing?.nearbyWords.includes(w), unsure.nothing?.nearbyWords.join());
  assert.ok(unsure.nothing.categories.length > 0);
});

test('a sure typo is held to its kind of match where the floor reads purpose, and mayPass keeps every server that passes', () => {
  // "hotel" in the first sentence only: a whole word there is the server's purpose (strength 0.5), a typo of it scores
  // 0.5 x KIND_FACTOR.fuzzy = 0.3, under PURPOSE_MIN unless the typo is sure.
  const d = analyzeDoc({
    name: 'io.github.a/stays',
    title: null,
    description: 'Find and book a hotel room. Prices in any currency.',
    tools: [],
    categories: [],
  });
  const q = analyzeQuery('hotal in Lisbon');
  assert.deepEqual(
    q.terms.map((t) => t.word),
    ['hotal', 'lisbon'],
  );
  const info = (sureTypo: boolean): TermInfo[] => [
    { idf: 5, oov: true, ...(sureTypo ? { sureTypo } : {}) },
    { idf: 7, oov: true, unknown: true },
  ];
  const sure = relevance(q, d, undefined, info(true));
  assert.ok(sure, "a sure typo of the server's purpose passes the floor");
  assert.equal(sure.tier, 4);
  assert.equal(sure.matches[0]!.kind, 'fuzzy');
  assert.equal(relevance(q, d, undefined, info(false)), null, 'an unsure one does not');
  assert.equal(relevance(q, d, undefined, info(true), { sureTypos: false }), null, 'nor a sure one with the rule off');
  // The index asks mayPass first, with the server's index words and the fields holding them: its bound must not leave a
  // server that passes. "hotel" in the publisher's name only: 0.4 x 0.6 = 0.24, the least a sure typo's purpose needs,
  // with more than a quarter and less than half of the request's weight (the unknown name, "crypto" that it lacks).
  const owner = analyzeDoc({ name: 'io.github.hotel/stays', title: null, description: 'Rooms and prices.', tools: [], categories: [] });
  const q3 = analyzeQuery('hotal in Lisbon with crypto');
  const info3: TermInfo[] = [...info(true), { idf: 2.5, oov: false }];
  assert.ok(relevance(q3, owner, undefined, info3));
  assert.ok(mayPass(q3, ['hotel'], info3, {}, [FIELD_BIT.owner]));
});
