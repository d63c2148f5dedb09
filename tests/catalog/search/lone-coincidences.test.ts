// The only server found for a request, matching one of its key words by coincidence (catalog/search/tiers.ts
// loneCoincidence, switch loneCoincidences; issue #11: "junk where nothing is relevant"): "descale my espresso machine"
// found a marketing server named "Funding-Machine". Through the real index over the registry snapshot, and as a pure
// function.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import type { Field } from '../../../catalog/search/analyze.js';
import { loneCoincidence } from '../../../catalog/search/tiers.js';
import type { Relevance, TermMatch } from '../../../catalog/search/tiers.js';
import { assertNoAnswer, snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const off = snapshotIndex({ loneCoincidences: false });
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test('a request whose only server matches one of its words in its name or description by coincidence gets no result', () => {
  for (const q of ['descale my espresso machine', 'recommend a wine pairing for grilled salmon']) {
    const before = off.search({ query: q, limit: 10 });
    assert.equal(before.results.length, 1, `${q}: ${names(before).join(', ')}`);
    const places = Object.values(before.results[0]!.matched!.terms).flat();
    assert.ok(!places.includes('about') && !places.includes('tool'), `${q}: ${places.join(', ')}`);
    assertNoAnswer(index.search({ query: q, limit: 10 }), q);
  }
  // a server matched through the words written for it stays the answer
  assert.deepEqual(names(index.search({ query: 'patch a small hole in my drywall', limit: 10 })), ['com.proxylink-mcp/mcp-server']);
});

const match = (fields: Field[], kind: TermMatch['kind'] = 'whole'): TermMatch => ({ kind, wholeInName: false, strength: 0.5, fields });
const NONE: TermMatch = { kind: null, wholeInName: false, strength: 0, fields: [] };
const rel = (tier: 3 | 4 | 5, matches: TermMatch[]): Relevance => ({ tier, strength: 0.3, matches });

test('loneCoincidence: one key word of three or more, in names or description only, on a server with written words', () => {
  const q = analyzeQuery('sharpen chisel blade stone');
  const n = q.terms.length;
  assert.ok(n >= 3, JSON.stringify(q.terms.map((t) => t.word)));
  const at = (fields: Field[][], kind?: TermMatch['kind']) =>
    Array.from({ length: n }, (_, j) => (fields[j] ? match(fields[j], kind) : NONE));
  assert.equal(loneCoincidence(q, undefined, {}, rel(4, at([['short', 'desc']])), true), true);
  assert.equal(loneCoincidence(q, undefined, {}, rel(4, at([['title']])), true), true);
  // the server's written words, a tool, a capability word, two key words, a strict tier, no written words, the switch
  for (const strong of ['aka', 'intl', 'known', 'tools', 'toolDesc'] as Field[])
    assert.equal(loneCoincidence(q, undefined, {}, rel(4, at([['short', strong]])), true), false, strong);
  assert.equal(loneCoincidence(q, undefined, {}, rel(4, at([['lead']], 'concept')), true), false, 'a concept');
  assert.equal(loneCoincidence(q, undefined, {}, rel(4, at([['short'], ['desc']])), true), false, 'two words');
  assert.equal(loneCoincidence(q, undefined, {}, rel(3, at([['short']])), true), false, 'tier 3');
  assert.equal(loneCoincidence(q, undefined, {}, rel(4, at([['short']])), false), false, 'no written words');
  assert.equal(loneCoincidence(q, undefined, { loneCoincidences: false }, rel(4, at([['short']])), true), false);
  // two key words are not enough to call one of them a coincidence
  const two = analyzeQuery('prune tree');
  assert.equal(loneCoincidence(two, undefined, {}, rel(4, [match(['short']), NONE]), true), false);
});
