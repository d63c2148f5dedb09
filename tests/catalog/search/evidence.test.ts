// Session 55: servers of the same strength are ordered by their evidence (order.ts), how many of their fields hold the
// request's words, before their name. As pure functions, on a small hand-made catalogue, and through the real index over
// the registry snapshot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndex } from '../../../catalog/search/index.js';
import type { SearchDoc } from '../../../catalog/search/index.js';
import { compareKeys, evidence, sortKey } from '../../../catalog/search/order.js';
import type { Relevance, TermMatch } from '../../../catalog/search/tiers.js';
import type { Field } from '../../../catalog/search/analyze.js';
import { searchDoc } from '../../helpers/search-doc.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const match = (fields: Field[]): TermMatch => ({ kind: 'whole', wholeInName: false, strength: 0.5, fields });
const NONE: TermMatch = { kind: null, wholeInName: false, strength: 0, fields: [] };
const rel = (strength: number, matches: TermMatch[]): Relevance => ({ tier: 4, strength, matches });

test('evidence counts, for each word of the request, the fields that hold it', () => {
  assert.equal(evidence(rel(0.5, [match(['lead', 'desc', 'aka']), NONE, match(['short'])])), 4);
  assert.equal(evidence(rel(0.5, [NONE, NONE])), 0);
  // A field that holds the word through its capability, a typo or an expansion counts half (session 56); a longer form, 1.
  const through = (kind: TermMatch['kind']): TermMatch => ({ ...match(['lead', 'desc']), kind });
  assert.equal(evidence(rel(0.5, [through('concept'), through('fuzzy'), through('expansion')])), 3);
  assert.equal(evidence(rel(0.5, [through('prefix')])), 2);
});

test('within a step: a server on target first, then more evidence, then more strength, whatever the names', () => {
  const a = searchDoc({ id: 1, name: 'io.github.a/alpha' });
  const z = searchDoc({ id: 2, name: 'io.github.z/zeta' });
  const once = rel(0.5, [match(['lead'])]);
  const thrice = rel(0.5, [match(['lead', 'desc', 'aka'])]);
  assert.ok(compareKeys(sortKey('relevance', z, thrice), sortKey('relevance', a, once)) < 0);
  assert.ok(compareKeys(sortKey('relevance', a, thrice), sortKey('relevance', z, once)) < 0);
  // Within the same step of 0.05 the evidence comes before the exact strength (session 56)...
  const stronger = rel(0.51, [match(['lead'])]);
  assert.ok(compareKeys(sortKey('relevance', z, thrice), sortKey('relevance', a, stronger)) < 0);
  // ...which decides between servers of the same evidence.
  assert.ok(compareKeys(sortKey('relevance', z, stronger), sortKey('relevance', a, once)) < 0);
  // A server about another market, product or task (offTarget) comes after the others of its step, whatever its evidence
  // or exact strength; a step apart, strength still decides.
  const elsewhere: Relevance = { ...rel(0.52, [match(['lead', 'desc', 'aka', 'short'])]), offTarget: true };
  assert.ok(compareKeys(sortKey('relevance', z, once), sortKey('relevance', a, elsewhere)) < 0);
  assert.ok(compareKeys(sortKey('relevance', a, { ...elsewhere, strength: 0.56 }), sortKey('relevance', z, once)) < 0);
  // Rank score still comes before both: among servers about as relevant, the better measured first.
  const ranked = { ...a, rankScore: 0.9 };
  assert.ok(compareKeys(sortKey('relevance', ranked, once), sortKey('relevance', z, thrice)) < 0);
});

test('through an index: of two servers that tie, the one that says the words in more places comes first', () => {
  const docs: SearchDoc[] = [
    searchDoc({ name: 'io.github.a/alpha-tools', description: 'Currencies converter.' }),
    searchDoc({
      name: 'io.github.z/zeta-tools',
      description: 'Currencies converter.',
      tools: [{ name: 'convert', description: 'Convert an amount between two currencies.' }],
    }),
  ];
  const idx = new SearchIndex();
  for (const d of docs) idx.upsert(d);
  const page = idx.search({ query: 'currencies', limit: 10 }).results;
  assert.equal(page[0]!.score, page[1]!.score, 'a tie');
  assert.deepEqual(
    page.map((r) => r.doc.name),
    ['io.github.z/zeta-tools', 'io.github.a/alpha-tools'],
  );
});

test('through the snapshot: a tie between two statistics servers goes to the one with the words in more fields', () => {
  const index = snapshotIndex();
  const page = index.search({ query: 'pull GDP per capita data for South American countries', limit: 10 }).results;
  assert.equal(page[0]!.doc.name, 'io.github.isakskogstad/oecd-mcp');
  // Before session 55 the name decided the tie ("ai.smithery/..." before "io.github..."): the same score.
  const all = snapshotIndex({ confidence: false }).search({ query: 'pull GDP per capita data for South American countries', limit: 10 });
  const dc = all.results.find((r) => r.doc.name === 'ai.smithery/turnono-datacommons-mcp-server');
  assert.ok(dc);
  assert.equal(dc.score, page[0]!.score);
});
