// SearchIndex on small hand-made catalogues: exactness, filters, sorts, cursors, incremental updates.
import type { SearchFilters } from '../../../catalog/search/index.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CursorError, SearchIndex, SearchInputError, SORTS, substringSearch } from '../../../catalog/search/index.js';
import type { SearchDoc, SearchPage, SearchQuery, SearchResult } from '../../../catalog/search/index.js';
import { searchDoc } from '../../helpers/search-doc.js';
import { snapshotDocs, syntheticDocs } from '../../../bench/search/snapshot.js';
import { judgedSets } from '../../../bench/search/eval.js';
import type { RuleSwitches } from '../../../catalog/search/tiers.js';

/** Every request of the judged sets, once. */
const judgedQueries = (): string[] => [...new Set(judgedSets().flatMap((s) => s.queries.map((q) => q.query)))];

const mk = searchDoc;
function build(docs: SearchDoc[], rules?: RuleSwitches): SearchIndex {
  const idx = new SearchIndex(rules ? { rules } : {});
  for (const d of docs) idx.upsert(d);
  return idx;
}
function walk(idx: SearchIndex, q: SearchQuery, between?: (page: number) => void): SearchResult[] {
  const out: SearchResult[] = [];
  let cursor: string | undefined;
  let page = 0;
  do {
    const r = idx.search({ ...q, cursor });
    out.push(...r.results);
    cursor = r.nextCursor ?? undefined;
    if (cursor && between) between(page++);
  } while (cursor);
  return out;
}
const names = (rs: SearchResult[]) => rs.map((r) => r.doc.name);

test('Google Maps, google-maps and googlemaps are the same exact name', () => {
  const idx = build([
    mk({ name: 'io.github.acme/google-maps', description: 'Places and directions', rankScore: 10 }),
    mk({ name: 'io.github.b/maps-for-google', description: 'Maps', rankScore: 90 }),
    mk({ name: 'io.github.c/google-calendar', description: 'Events', rankScore: 99 }),
    mk({ name: 'io.github.d/x', title: 'Google Maps', description: 'Maps by title', rankScore: 50 }),
  ]);
  for (const query of ['Google Maps', 'google-maps', 'googlemaps', 'GOOGLE_MAPS']) {
    const rs = idx.search({ query }).results;
    assert.deepEqual(
      rs.slice(0, 2).map((r) => [r.doc.name, r.tier]),
      [
        ['io.github.d/x', 1],
        ['io.github.acme/google-maps', 1],
      ],
      query,
    ); // tier 1, then rank score
  }
  const rs = idx.search({ query: 'google maps' }).results;
  assert.deepEqual(
    rs.map((r) => r.tier),
    [1, 1, 2, 4],
  );
  assert.equal(rs[3]!.doc.name, 'io.github.c/google-calendar'); // a better rank score does not lift a tier
});

test('a typo match only for a word the catalogue does not have, and never above a right spelling', () => {
  const idx = build([mk({ name: 'io.github.a/wether-station', rankScore: 100 }), mk({ name: 'io.github.b/weather', rankScore: 1 })]);
  // "weather" is a word of the catalogue: it is what the agent meant, not a typo of "wether".
  assert.deepEqual(
    idx.search({ query: 'weather' }).results.map((r) => [r.doc.name, r.tier]),
    [['io.github.b/weather', 1]],
  );
  // "waether" is no word of it: a typo of both, and a swap of two letters counts as one edit ...
  const docs = [mk({ name: 'io.github.a/wether-station', rankScore: 100 }), mk({ name: 'io.github.b/weather', rankScore: 1 })];
  assert.deepEqual(
    build(docs, { englishSlips: false })
      .search({ query: 'waether' })
      .results.map((r) => r.tier),
    [5, 5],
  );
  // ... but the one common English word it is a swap from is the word meant (index.ts englishSlipOf), and read as written
  assert.deepEqual(
    idx.search({ query: 'waether' }).results.map((r) => [r.doc.name, r.tier]),
    [['io.github.b/weather', 1]],
  );
  assert.deepEqual(
    idx
      .search({ query: 'wetaher station' })
      .results.map((r) => r.doc.name)
      .slice(0, 1),
    ['io.github.a/wether-station'],
  );
});

test('filters', () => {
  const docs = [
    mk({
      name: 'io.github.a/one',
      description: 'weather',
      categories: ['travel'],
      state: 'responds',
      auth: 'none',
      transports: ['streamable-http'],
      risk: 'read',
      euHosting: true,
      toolCount: 3,
    }),
    mk({
      name: 'io.github.a/two',
      description: 'weather',
      categories: ['finance', 'travel'],
      state: 'auth_required',
      auth: 'oauth',
      transports: ['sse'],
      risk: 'write',
      euHosting: false,
      toolCount: 0,
    }),
    mk({ name: 'io.github.a/three', description: 'weather', removed: true, toolCount: 1 }),
    mk({ name: 'io.github.a/four', description: 'weather', tools: [{ name: 'now' }] }),
  ];
  const idx = build(docs);
  const f = (filters: SearchQuery['filters'], query?: string) => names(idx.search({ query, filters }).results).sort();
  assert.deepEqual(f({}), ['io.github.a/four', 'io.github.a/one', 'io.github.a/two']); // removed excluded
  assert.deepEqual(f({ removed: true }), ['io.github.a/three']);
  assert.deepEqual(f({ category: 'travel' }), ['io.github.a/one', 'io.github.a/two']);
  assert.deepEqual(f({ category: 'finance' }, 'weather'), ['io.github.a/two']);
  assert.deepEqual(f({ state: 'responds' }), ['io.github.a/one']);
  assert.deepEqual(f({ auth: 'oauth' }), ['io.github.a/two']);
  assert.deepEqual(f({ transport: 'sse' }), ['io.github.a/two']);
  assert.deepEqual(f({ risk: 'read' }), ['io.github.a/one']);
  assert.deepEqual(f({ euHosting: true }), ['io.github.a/one']);
  assert.deepEqual(f({ euHosting: false }), ['io.github.a/two']);
  assert.deepEqual(f({ hasTools: true }), ['io.github.a/four', 'io.github.a/one']);
  assert.deepEqual(f({ hasTools: false }), ['io.github.a/two']);
  assert.equal(idx.search({ filters: { category: 'travel' } }).total, 2);
});

test('remote first, context cost and OAuth filters; an empty answer is explained', () => {
  const idx = build([
    mk({ name: 'io.github.a/remote-weather', description: 'weather', transports: ['streamable-http'], state: 'responds', toolTokens: 300 }),
    mk({ name: 'io.github.a/big-weather', description: 'weather', transports: ['streamable-http'], state: 'responds', toolTokens: 9000 }),
    mk({
      name: 'io.github.a/oauth-weather',
      description: 'weather',
      transports: ['sse'],
      state: 'auth_required',
      auth: 'oauth',
      oauthDcr: true,
    }),
    mk({ name: 'io.github.a/package-weather', description: 'weather', transports: [] }),
  ]);
  const f = (filters: SearchFilters) => names(idx.search({ query: 'weather', filters }).results).sort();
  assert.deepEqual(f({ hasRemote: false }), ['io.github.a/package-weather']);
  assert.equal(f({ hasRemote: true }).length, 3);
  assert.equal(f({}).length, 4, 'undefined: both');
  assert.deepEqual(f({ maxToolTokens: 1000 }), ['io.github.a/remote-weather'], 'unknown cost never passes a maximum');
  assert.deepEqual(f({ oauthDcr: true }), ['io.github.a/oauth-weather']);
  assert.deepEqual(names(idx.search({ query: 'weather', sort: 'tool_tokens' }).results).slice(0, 2), [
    'io.github.a/remote-weather',
    'io.github.a/big-weather',
  ]);
  const why = idx.explainEmpty({ query: 'weather', filters: { hasRemote: true, state: 'timeout' } });
  assert.equal(why.matched, 4);
  assert.deepEqual(
    why.filters.map((x) => [x.filter, x.left]),
    [
      ['hasRemote', 3],
      ['state', 0],
    ],
  );
  assert.deepEqual(why.filters[1]!.values, { responds: 2, auth_required: 1, no_remote: 1 });
});

test('notices filter: none keeps servers without instruction-like notices (absent counts as none)', () => {
  const idx = build([
    mk({ name: 'io.github.n/flagged', description: 'weather', noticesCount: 2 }),
    mk({ name: 'io.github.n/clean', description: 'weather', noticesCount: 0 }),
    mk({ name: 'io.github.n/unknown', description: 'weather' }),
  ]);
  const f = (filters: SearchQuery['filters']) => names(idx.search({ query: 'weather', filters }).results).sort();
  assert.deepEqual(f({ notices: 'none' }), ['io.github.n/clean', 'io.github.n/unknown']);
  assert.deepEqual(f({ notices: 'any' }), ['io.github.n/flagged']);
  assert.equal(f({}).length, 3);
});

test('every sort puts servers without a value last', () => {
  const full = mk({
    name: 'io.github.a/full',
    rankScore: 50,
    success7d: 0.9,
    success30d: 0.8,
    firstTry30d: 0.7,
    medianResponseMs: 300,
    publishedAt: '2025-10-01T00:00:00Z',
    updatedAt: '2025-11-01T00:00:00Z',
    lastToolChangeAt: '2025-11-02T00:00:00Z',
    toolCount: 4,
    lookups30d: 10,
    toolTokens: 900,
  });
  const better = mk({
    name: 'io.github.a/zbetter',
    rankScore: 90,
    success7d: 1,
    success30d: 0.95,
    firstTry30d: 0.9,
    medianResponseMs: 100,
    publishedAt: '2025-12-01T00:00:00Z',
    updatedAt: '2025-12-01T00:00:00Z',
    lastToolChangeAt: '2025-12-02T00:00:00Z',
    toolCount: 9,
    lookups30d: 99,
    toolTokens: 400,
  }); // cheaper to load: first
  const empty = mk({ name: 'io.github.a/aempty' }); // first by name, last everywhere else
  const idx = build([empty, full, better]);
  for (const sort of SORTS) {
    if (sort === 'name' || sort === 'relevance') continue;
    const order = names(idx.search({ sort }).results);
    assert.deepEqual(order, ['io.github.a/zbetter', 'io.github.a/full', 'io.github.a/aempty'], sort);
  }
  assert.deepEqual(names(idx.search({ sort: 'name' }).results), ['io.github.a/aempty', 'io.github.a/full', 'io.github.a/zbetter']);
  assert.deepEqual(names(idx.search({}).results), names(idx.search({ sort: 'rank' }).results)); // rank by default
  assert.deepEqual(names(idx.search({ sort: 'relevance' }).results), names(idx.search({ sort: 'rank' }).results));
  // with a query, another sort still returns only matches, with their tier
  const q = build([
    mk({ name: 'io.github.a/weather', lookups30d: 1 }),
    mk({ name: 'io.github.a/x', description: 'weather', lookups30d: 5 }),
    mk({ name: 'io.github.a/y', lookups30d: 100 }),
  ]).search({ query: 'weather', sort: 'lookups' }).results;
  assert.deepEqual(
    q.map((r) => [r.doc.name, r.tier]),
    [
      ['io.github.a/x', 3],
      ['io.github.a/weather', 1],
    ],
  );
});

function catalogue(n: number): SearchDoc[] {
  const words = ['weather', 'forecast', 'email', 'calendar', 'maps'];
  return Array.from({ length: n }, (_, i) =>
    mk({
      name: `io.github.u${i % 7}/${words[i % 5]}-${i}`,
      description: `${words[(i * 3) % 5]} tools ${i % 2 ? 'weather' : ''}`,
      rankScore: i % 4 === 0 ? null : (i * 37) % 100, // ties and missing values on purpose
    }),
  );
}

test('cursor pagination walks every result once, in the one-shot order', () => {
  const idx = build(catalogue(60));
  for (const q of [
    { query: 'weather' },
    { query: 'weather email' },
    {},
    { sort: 'name' as const },
    { query: 'forecast', sort: 'lookups' as const },
  ]) {
    const oneShot = idx.search({ ...q, limit: 100 });
    // Small pages hold fewer hits than match (the search keeps only the best of them as it goes).
    for (const limit of [7, 2, 1]) {
      const pages = walk(idx, { ...q, limit });
      assert.deepEqual(names(pages), names(oneShot.results), `${JSON.stringify(q)} limit ${limit}`);
      assert.equal(new Set(names(pages)).size, pages.length);
      assert.equal(pages.length, oneShot.total);
    }
  }
});

test('pages neither repeat nor skip unchanged servers while the index changes', () => {
  const docs = catalogue(80);
  const idx = build(docs);
  const before = idx.search({ query: 'weather', limit: 100 }).results.map((r) => r.doc);
  const touched = new Set<number>();
  let added = 0;
  const seen = walk(idx, { query: 'weather', limit: 5 }, (page) => {
    // between pages: add servers that sort before and after, remove one, change one's rank and words
    const a = mk({ name: `io.github.new/weather-${page}`, rankScore: 100 });
    const b = mk({ name: `io.github.new/x-${page}`, description: 'weather', rankScore: 0 });
    idx.upsert(a);
    idx.upsert(b);
    touched.add(a.id).add(b.id);
    added += 2;
    const victim = before[(page * 13 + 7) % before.length]!;
    idx.remove(victim.id);
    touched.add(victim.id);
    const changed = before[(page * 29 + 3) % before.length]!;
    idx.upsert({ ...changed, rankScore: (changed.rankScore ?? 0) + 1 });
    touched.add(changed.id);
  });
  assert.ok(added > 0);
  const ids = seen.map((r) => r.doc.id);
  assert.equal(new Set(ids).size, ids.length, 'no repeats');
  for (const d of before) if (!touched.has(d.id)) assert.ok(ids.includes(d.id), `unchanged ${d.name} not skipped`);
});

test('a cursor from another query, filters or sort is rejected naming the field', () => {
  const idx = build(catalogue(30));
  const { nextCursor } = idx.search({ query: 'weather', limit: 2 });
  assert.ok(nextCursor);
  for (const other of [{ query: 'email' }, { query: 'weather', sort: 'name' as const }, { query: 'weather', filters: { auth: 'none' } }]) {
    assert.throws(
      () => idx.search({ ...other, cursor: nextCursor }),
      (e: unknown) =>
        e instanceof CursorError && e instanceof SearchInputError && e.field === 'cursor' && /different query/.test(e.message),
    );
  }
  assert.throws(
    () => idx.search({ cursor: 'not-a-cursor' }),
    (e: unknown) => e instanceof CursorError && e.field === 'cursor',
  );
  // the same query with another page size is fine
  assert.equal(idx.search({ query: 'weather', limit: 5, cursor: nextCursor }).results.length, 5);
});

test('a cursor for "sql" is not one for "sql server" (same words, another phrase bonus)', () => {
  const idx = build(catalogue(30));
  const { nextCursor } = idx.search({ query: 'weather', limit: 2 });
  assert.ok(nextCursor);
  assert.throws(
    () => idx.search({ query: 'weather server', cursor: nextCursor }),
    (e: unknown) => e instanceof CursorError,
  );
});

test('bad limit and sort are rejected naming the field', () => {
  const idx = build([]);
  for (const limit of [0, -1, 1.5, 101]) {
    assert.throws(
      () => idx.search({ limit }),
      (e: unknown) => e instanceof SearchInputError && e.field === 'limit',
    );
  }
  assert.throws(
    () => idx.search({ sort: 'nope' as never }),
    (e: unknown) => e instanceof SearchInputError && e.field === 'sort',
  );
});

test('upsert and remove are visible in the next search, without a rebuild', () => {
  const idx = build([mk({ name: 'io.github.a/alpha', description: 'weather' })]);
  const d = mk({ name: 'io.github.b/beta', description: 'send email' });
  idx.upsert(d);
  assert.equal(idx.size, 2);
  assert.deepEqual(names(idx.search({ query: 'email' }).results), ['io.github.b/beta']);
  const changed = { ...d, description: 'flight prices', title: 'Fares' };
  idx.upsert(changed);
  assert.equal(idx.size, 2);
  assert.deepEqual(names(idx.search({ query: 'email' }).results), []);
  assert.deepEqual(names(idx.search({ query: 'flight' }).results), ['io.github.b/beta']);
  assert.equal(idx.search({ query: 'fares' }).results[0]!.tier, 1);
  idx.upsert({ ...changed, removed: true });
  assert.deepEqual(names(idx.search({ query: 'flight' }).results), []);
  assert.deepEqual(names(idx.search({ query: 'flight', filters: { removed: true } }).results), ['io.github.b/beta']);
  idx.remove(d.id);
  idx.remove(d.id); // twice is harmless
  assert.equal(idx.size, 1);
  assert.deepEqual(names(idx.search({ query: 'flight', filters: { removed: true } }).results), []);
  idx.upsert(d); // back again after a discard
  assert.deepEqual(names(idx.search({ query: 'email' }).results), ['io.github.b/beta']);
});

test('the registry baseline: whole query as a substring of name or description, in name order', () => {
  const docs = [
    mk({ name: 'b/skills' }),
    mk({ name: 'a/x', description: 'Skincare tips' }),
    mk({ name: 'c/ski-resorts' }),
    mk({ name: 'd/y', description: 'send an email' }),
  ];
  assert.deepEqual(names(substringSearch(docs, 'SKI').map((doc) => ({ doc, tier: null, score: null, matched: null }))), [
    'a/x',
    'b/skills',
    'c/ski-resorts',
  ]);
  assert.equal(substringSearch(docs, 'send email').length, 0);
});

test("exactLookup (the search bench's floor): whole words only, in the same index", () => {
  const a = mk({ name: 'io.github.x/weather', description: 'Forecasts' });
  const b = mk({ name: 'io.github.y/weatherly', description: 'Weather alerts' });
  const c = mk({ name: 'io.github.z/maps', description: 'Directions' });
  const idx = build([a, b, c]);
  assert.deepEqual(new Set(idx.exactLookup(['weather'], 10)), new Set([a.id, b.id]));
  assert.deepEqual(idx.exactLookup(['weath'], 10), []); // no prefix
  assert.deepEqual(idx.exactLookup(['wether'], 10), []); // no typo
  assert.deepEqual(idx.exactLookup([], 10), []);
  assert.equal(idx.exactLookup(['weather', 'direction'], 2).length, 2);
  idx.remove(a.id);
  assert.deepEqual(idx.exactLookup(['weather'], 10), [b.id]);
});

test('a query asked again is analysed from memory but matched against the catalogue as it is now', () => {
  const idx = build([mk({ name: 'io.github.a/weather', description: 'Forecasts' })]);
  const first = idx.search({ query: 'weather forecast' });
  assert.deepEqual(idx.search({ query: 'weather forecast' }), first);
  idx.upsert(mk({ name: 'io.github.b/forecaster', description: 'Weather forecast for any city' }));
  assert.deepEqual(names(idx.search({ query: 'weather forecast' }).results).sort(), ['io.github.a/weather', 'io.github.b/forecaster']);
  // Words the catalogue did not have when the query was first asked are now known (no typo alternatives).
  const before = idx.search({ query: 'kayak' });
  assert.equal(before.total, 0);
  idx.upsert(mk({ name: 'io.github.c/kayak', description: 'Kayak rentals' }));
  assert.deepEqual(names(idx.search({ query: 'kayak' }).results), ['io.github.c/kayak']);
});

test('a request asked again answers as in an index that never saw it, through changed, removed, returning and re-ranked servers', () => {
  // The index keeps a request as read, with its words' IDF, while the catalogue's words do not change (#read): each
  // answer must be the one an index with the same history gives to the request asked for the first time.
  const docs = snapshotDocs({ syntheticRank: true, categories: true }).slice(0, 300);
  const kayak = mk({ id: 9001, name: 'io.github.c/kayak', description: 'Kayak rentals and weather on the lake' });
  const steps: ((idx: SearchIndex) => void)[] = [
    () => {},
    (idx) => idx.upsert(kayak),
    (idx) => idx.upsert({ ...docs[3]!, description: `${docs[3]!.description ?? ''} Weather forecasts for kayak trips.` }),
    (idx) => idx.upsert({ ...docs[5]!, rankScore: 99.5 }),
    (idx) => idx.remove(kayak.id),
    (idx) => idx.remove(docs[3]!.id),
    (idx) => idx.upsert(docs[3]!),
  ];
  const requests = ['weather forecast', 'kayak rentals', 'kayak', 'rent a kayak for the weekend', 'search the web'];
  const asked = build(docs);
  for (let k = 0; k < steps.length; k++) {
    steps[k]!(asked);
    const fresh = build(docs);
    for (let j = 1; j <= k; j++) steps[j]!(fresh);
    for (const query of requests)
      for (let twice = 0; twice < 2; twice++)
        assert.deepEqual(asked.search({ query, limit: 10 }), fresh.search({ query, limit: 10 }), `${query} after step ${k}`);
  }
});

test('an index that re-upserts its servers answers as one that indexed them once (word counts are replaced, not added)', () => {
  const docs = [
    mk({ name: 'app.getdialer/dialer', description: 'Make outbound phone calls using your own phone number' }),
    mk({ name: 'io.github.x/notes', description: 'Keep notes and phone numbers in folders.' }),
    mk({ name: 'io.github.y/calls', description: 'Record calls.' }),
  ];
  const once = build(docs);
  const twice = build(docs);
  // A server re-synced ten times, unchanged (the live index upserts on every sync that touches it).
  for (let i = 0; i < 10; i++) twice.upsert({ ...docs[1]! });
  const scores = (idx: SearchIndex) => idx.search({ query: 'phone call recording' }).results.map((r) => [r.doc.name, r.score]);
  assert.deepEqual(scores(twice), scores(once));
});

test('an exact name held by one server, then by several, then by one again: tier 1 follows every add and removal', () => {
  const a = mk({ name: 'io.github.a/weather-station', description: 'Forecasts for a city.' });
  const b = mk({ name: 'io.github.b/weather-station', description: 'Station readings.' });
  const c = mk({ name: 'io.github.c/weather-station', description: 'Sensor data.' });
  const idx = build([a]);
  const exact = () =>
    idx
      .search({ query: 'weather station', limit: 10 })
      .results.filter((r) => r.tier === 1)
      .map((r) => r.doc.id)
      .sort();
  assert.deepEqual(exact(), [a.id]);
  idx.upsert(b);
  idx.upsert(c);
  assert.deepEqual(exact(), [a.id, b.id, c.id].sort());
  idx.upsert(a); // again, the same key
  assert.deepEqual(exact(), [a.id, b.id, c.id].sort());
  idx.remove(a.id);
  idx.remove(b.id);
  assert.deepEqual(exact(), [c.id]);
  idx.remove(c.id);
  assert.deepEqual(exact(), []);
  idx.upsert(b);
  assert.deepEqual(exact(), [b.id]);
  // A renamed server leaves its old key.
  idx.upsert({ ...b, name: 'io.github.b/rain-gauge', slug: 'io-github-b-rain-gauge' });
  assert.deepEqual(exact(), []);
});

test('servers that share a common word of a request with phrases are left unscored once the page is certain, unless they hold a phrase', () => {
  // 5,000 synthetic servers: about 400 mention "docs" or a word near "nextjs" in passing, and the request's phrase
  // bonuses ("look up nextjs", "docs api") were most of the bound they shared, so every one of them was scored.
  const docs = syntheticDocs(snapshotDocs({ syntheticRank: true, categories: true }), 5000);
  const fast = build(docs);
  const full = new SearchIndex({ exhaustive: true });
  for (const d of docs) full.upsert(d);
  for (const query of ["look up the nextjs docs for the api I'm using", 'pull up current docs for the library i am coding against']) {
    const a = fast.search({ query, limit: 10 });
    const b = full.search({ query, limit: 10 });
    const view = (p: SearchPage) => JSON.stringify([p.results.map((r) => [r.doc.name, r.tier, r.score, r.matched]), p.nextCursor]);
    assert.equal(view(a), view(b), query);
    assert.equal(a.totalIsLowerBound, true, query);
    assert.ok(a.total < b.total / 2, `${query}: ${a.total} scored of ${b.total} passing`);
  }
});

test('a page certain before every server is scored is the page of a search that scores them all; its total is then at least', () => {
  // The snapshot with rank scores, against an index that scores every candidate (exact totals, no look-up cut).
  const docs = snapshotDocs({ syntheticRank: true, categories: true });
  const fast = build(docs);
  const full = new SearchIndex({ exhaustive: true });
  for (const d of docs) full.upsert(d);
  const queries = judgedQueries().filter((_, i) => i % 3 === 0);
  const view = (p: SearchPage) =>
    JSON.stringify([p.results.map((r) => [r.doc.name, r.tier, r.score, r.matched]), p.nextCursor, p.nothing ?? null]);
  let lowered = 0;
  for (const query of queries)
    for (const limit of [1, 10, 20]) {
      const a = fast.search({ query, limit });
      const b = full.search({ query, limit });
      assert.equal(view(a), view(b), `${query} limit ${limit}`);
      assert.equal(b.totalIsLowerBound, undefined);
      if (a.totalIsLowerBound) {
        lowered++;
        assert.ok(a.total <= b.total && a.total >= a.results.length, `${query} limit ${limit}: ${a.total} of ${b.total}`);
      } else assert.equal(a.total, b.total, `${query} limit ${limit}`);
      // The next page, by the cursor either gave (the same key).
      if (a.nextCursor)
        assert.equal(view(fast.search({ query, limit, cursor: a.nextCursor })), view(full.search({ query, limit, cursor: a.nextCursor })));
    }
  assert.ok(lowered > queries.length / 2, `pages certain early: ${lowered} of ${queries.length * 3}`);
});
