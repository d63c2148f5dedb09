// The only server found for a request that merely mentions it (catalog/search/tiers.ts loneMention and mentionedOnly,
// switch loneMentions; issue #11: "junk where nothing is relevant"). "Regrout the tiles around my bathtub" found one
// server, whose first sentence has "around"; the page is now empty and says what is near. Pages of several results, a
// product named in a description, and one-word requests are left as they were. Through the real index over the registry
// snapshot, and as pure functions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import type { Field } from '../../../catalog/search/analyze.js';
import { loneMention, mentionedOnly } from '../../../catalog/search/tiers.js';
import type { Relevance, TermMatch } from '../../../catalog/search/tiers.js';
import { assertNoAnswer, snapshotIndex } from '../../helpers/snapshot-index.js';

// The page floor (tiers.ts PAGE_FLOOR) would empty some of these pages too: it is off here, so that the rule is read alone.
// Since session 36 these requests are home repairs, answered by the home-services server (requests-s36.test.ts): that
// reading is off here too, so that the requests keep the words the rule was written for.
// (and the coincidence rule, tiers.ts loneCoincidence, which empties some of these pages as well)
const index = snapshotIndex({ pageFloor: false, homeRepairs: false, loneCoincidences: false });
const off = snapshotIndex({ loneMentions: false, pageFloor: false, homeRepairs: false, loneCoincidences: false });
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test('a request whose only server merely mentions one of its words gets no result, and says what is near', () => {
  for (const q of ['regrout the tiles around my bathtub', 'patch a small hole in drywall']) {
    const before = off.search({ query: q, limit: 10 });
    assert.equal(before.results.length, 1, `${q}: ${names(before).join(', ')}`);
    for (const places of Object.values(before.results[0]!.matched!.terms)) assert.deepEqual(places, ['description'], q);
    assertNoAnswer(index.search({ query: q, limit: 10 }), q);
  }
});

test('pages of several results, servers named or described for the request and one-word requests are unchanged', () => {
  for (const q of [
    'postgress',
    'track where my parcel is',
    "pull last week's signups from our postgres",
    'my cat stopped eating, what could be wrong with her',
    'find a plumber to fix a leaking pipe',
  ])
    assert.deepEqual(names(index.search({ query: q, limit: 10 })), names(off.search({ query: q, limit: 10 })), q);
});

const match = (fields: Field[]): TermMatch => ({ kind: 'whole', wholeInName: false, strength: 0.5, fields });
const NONE: TermMatch = { kind: null, wholeInName: false, strength: 0, fields: [] };
const rel = (tier: 3 | 4 | 5, matches: TermMatch[]): Relevance => ({ tier, strength: 0.3, matches });

test('loneMention: a partial match whose every word is in description text alone, no product name, two key words or more', () => {
  const q = analyzeQuery('regrout tiles around bathtub', undefined, { homeRepairs: false });
  const n = q.terms.length;
  assert.ok(n >= 2);
  const at = (fields: Field[][]) => Array.from({ length: n }, (_, j) => (fields[j] ? match(fields[j]) : NONE));
  assert.equal(loneMention(q, undefined, {}, rel(4, at([['lead']]))), true);
  assert.equal(loneMention(q, undefined, {}, rel(5, at([['lead', 'desc'], ['cats']]))), true);
  for (const strong of ['short', 'owner', 'title', 'tools', 'toolDesc', 'known', 'aka', 'intl'] as Field[])
    assert.equal(loneMention(q, undefined, {}, rel(4, at([['lead'], ['desc', strong]]))), false, strong);
  assert.equal(loneMention(q, undefined, {}, rel(3, at([['desc'], ['desc'], ['desc'], ['desc']]))), false, 'every word: tier 3');
  assert.equal(loneMention(q, undefined, {}, rel(4, at([]))), false, 'nothing matched');
  assert.equal(loneMention(q, undefined, { loneMentions: false }, rel(4, at([['lead']]))), false);
  // One key word: a server that mentions it is what there is.
  assert.equal(loneMention(analyzeQuery('bathtub'), undefined, {}, rel(4, [match(['desc'])])), false);
  // A product name in the description: the server works with it.
  const pg = analyzeQuery('query postgres table');
  const p = pg.terms.findIndex((t) => t.word === 'postgres');
  assert.ok(p >= 0);
  assert.equal(
    loneMention(
      pg,
      undefined,
      {},
      rel(
        4,
        pg.terms.map((_, j) => (j === p ? match(['lead']) : NONE)),
      ),
    ),
    false,
  );
  assert.equal(
    loneMention(
      pg,
      undefined,
      {},
      rel(
        4,
        pg.terms.map((_, j) => (j === p ? NONE : match(['lead']))),
      ),
    ),
    true,
  );
  assert.equal(mentionedOnly(match(['lead', 'cats'])), true);
  assert.equal(mentionedOnly(match(['lead', 'tools'])), false);
  assert.equal(mentionedOnly(NONE), false);
});
