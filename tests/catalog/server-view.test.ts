// A search hit as agents receive it (catalog/server-view.ts listItemView, issue #16): only keys with a
// value, the first remote as transport and url, the detail left out by default reachable with `fields`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ServerListItem } from '../../catalog/search-results.js';
import { transportFirst } from '../../catalog/search-results.js';
import { LIST_FIELDS, listItemView, matchedTerms, searchView } from '../../catalog/server-view.js';

function item(over: Partial<ServerListItem> = {}): ServerListItem {
  return {
    name: 'io.github.acme/weather',
    slug: 'io-github-acme-weather',
    status: 'active',
    remotes: [
      { type: 'streamable-http', url: 'https://acme.example/mcp' },
      { type: 'sse', url: 'https://acme.example/sse' },
    ],
    transports: ['streamable-http', 'sse'],
    state: 'responds',
    auth: 'none',
    oauthDcr: null,
    rank: { score: 71.26, parts: { stability: 0.93 }, version: 'rank-v1', isNew: false },
    success7d: 0,
    success30d: 0.8333,
    medianResponseMs: 120,
    toolCount: 0,
    toolTokens: 40,
    categories: ['weather'],
    declaredRisk: 'read_only',
    euHosting: null,
    noticesCount: 0,
    removed: false,
    tier: 2,
    matched: { terms: { weather: ['name', 'description'] }, tools: ['get_forecast'] },
    unverified: { title: 'Weather', description: 'Forecasts for any city. Alerts too, and more.' },
    ...over,
  };
}

test('the default hit: values only, first remote as transport and url, rank to one decimal, no description', () => {
  assert.deepEqual(listItemView(item()), {
    name: 'io.github.acme/weather',
    state: 'responds',
    auth: 'none',
    transport: 'streamable-http',
    url: 'https://acme.example/mcp',
    moreRemotes: 1,
    rank: 71.3,
    // zero tools is a measure, not an empty: kept
    toolCount: 0,
    toolTokens: 40,
    risk: 'read_only',
    matched: ['weather:name,description'],
    matchedTools: ['get_forecast'],
  });
});

test('the description (first sentence) and the title come when named', () => {
  assert.deepEqual(listItemView(item(), ['description']), {
    name: 'io.github.acme/weather',
    matched: ['weather:name,description'],
    matchedTools: ['get_forecast'],
    description: 'Forecasts for any city.',
  });
  assert.deepEqual(listItemView(item(), ['state', 'description', 'title']), {
    name: 'io.github.acme/weather',
    state: 'responds',
    matched: ['weather:name,description'],
    matchedTools: ['get_forecast'],
    description: 'Forecasts for any city.',
    title: 'Weather',
  });
});

test('nothing to say is absent: no remote, no count of zero notices, no title', () => {
  const v = listItemView(
    item({ remotes: [], transports: [], state: 'no_remote', auth: null, rank: { score: null, parts: null, version: null, isNew: false } }),
  );
  assert.equal(v.transport, undefined);
  assert.equal(v.url, undefined);
  assert.equal(v.moreRemotes, undefined);
  assert.equal(v.noticesCount, undefined);
  assert.equal(v.rank, undefined);
  assert.equal(v.title, undefined);
  assert.equal(v.state, 'no_remote');
  for (const [k, x] of Object.entries(v)) assert.ok(x !== null && x !== false && x !== '', `${k} is ${JSON.stringify(x)}`);
});

test('no title in place of a missing description by default; a URL with placeholders keeps its transport', () => {
  const noDescription = item({ unverified: { title: 'Weather', description: null }, remotes: [{ type: 'sse', url: null }] });
  const v = listItemView(noDescription);
  assert.equal(v.title, undefined, 'the text line quotes the title; the object gives it when named');
  assert.equal(v.description, undefined);
  assert.equal(v.transport, 'sse');
  assert.equal(v.url, undefined);
  const named = listItemView(noDescription, ['description', 'title']);
  assert.equal(named.description, undefined, 'nothing to give: absent');
  assert.equal(named.title, 'Weather');
});

test('fields names default keys and the ones left out; name and why it matched stay', () => {
  assert.deepEqual(listItemView(item(), ['success7d', 'success30d', 'categories', 'isNew', 'tier', 'remotes', 'title']), {
    name: 'io.github.acme/weather',
    matched: ['weather:name,description'],
    matchedTools: ['get_forecast'],
    remotes: [
      { type: 'streamable-http', url: 'https://acme.example/mcp' },
      { type: 'sse', url: 'https://acme.example/sse' },
    ],
    categories: ['weather'],
    // a success rate of zero is a measure: kept
    success7d: 0,
    success30d: 0.833,
    tier: 2,
    title: 'Weather',
  });
  // Every name fields accepts gives a key for a hit that has the value.
  const all = listItemView(item({ noticesCount: 2, oauthDcr: true, euHosting: true, status: 'deprecated', removed: true }), [
    ...LIST_FIELDS,
  ]);
  assert.deepEqual(
    LIST_FIELDS.filter((f) => !(f in all)),
    ['isNew'],
    'only the false isNew is absent',
  );
});

test('matched as word:places strings; a hit found by its whole name says so', () => {
  assert.deepEqual(matchedTerms({ terms: { flight: ['name', 'title'], search: ['title'] } }), ['flight:name,title', 'search:title']);
  assert.deepEqual(matchedTerms({ terms: {} }), ['by name']);
  // A server of the kind of the product the request names (catalog/search/index.ts #like) says so first.
  assert.deepEqual(matchedTerms({ terms: { payments: ['description'] }, like: 'stripe' }), ['like:stripe', 'payments:description']);
});

test('why it matched is capped: three words, two places each, two tools', () => {
  const v = listItemView(
    item({
      matched: {
        terms: { weather: ['name', 'title', 'tool', 'description'], alerts: ['tool'], city: ['description'], map: ['title'] },
        tools: ['get_forecast', 'get_alerts', 'get_city'],
      },
    }),
  );
  assert.deepEqual(v.matched, ['weather:name,title', 'alerts:tool', 'city:description']);
  assert.deepEqual(v.matchedTools, ['get_forecast', 'get_alerts']);
});

test('the asked transport first, each group in its listed order', () => {
  const rs = [
    { type: 'streamable-http', url: 'a' },
    { type: 'sse', url: 'b' },
    { type: 'streamable-http', url: 'c' },
    { type: 'sse', url: 'd' },
  ];
  assert.deepEqual(
    transportFirst(rs, 'sse').map((r) => r.url),
    ['b', 'd', 'a', 'c'],
  );
  assert.deepEqual(
    transportFirst(rs, 'streamable-http').map((r) => r.url),
    ['a', 'c', 'b', 'd'],
  );
});

test('a hit lists its keys in one order, the order of fields (the answer is compared byte for byte)', () => {
  const order = ['name', ...LIST_FIELDS];
  const full = item({
    noticesCount: 2,
    oauthDcr: true,
    euHosting: true,
    status: 'deprecated',
    removed: true,
    rank: { ...item().rank, isNew: true },
  });
  for (const fields of [undefined, [...LIST_FIELDS], [...LIST_FIELDS].reverse(), ['title', 'description', 'state']]) {
    const keys = Object.keys(listItemView(full, fields));
    assert.deepEqual(
      keys,
      order.filter((k) => keys.includes(k)),
      `fields ${fields?.join(',') ?? '(default)'}`,
    );
    if (fields?.length === LIST_FIELDS.length) assert.equal(keys.length, order.length, 'every key present');
  }
});

test('a search answer says when its total is a lower bound, and only then', () => {
  assert.deepEqual(searchView({ results: [], nextCursor: 'c', total: 40, totalIsLowerBound: true }), {
    total: 40,
    totalIsLowerBound: true,
    nextCursor: 'c',
    results: [],
  });
  assert.deepEqual(searchView({ results: [], nextCursor: null, total: 3 }), { total: 3, results: [] });
});
