// The text line of each search hit (server/mcp/summaries.ts), for clients that pass only `content` to the
// model (issue #16): it stands alone with name, state, auth, transport, URL and the registry's words quoted,
// and says nothing the head line already says; with its structured object it stays within 120 tokens,
// the registry's sentence cut at a word to fit (not below 60 characters while the line's matched part can
// go), then the sentence and "+N remotes" gone; only what connecting needs is never cut.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ServerListItem } from '../../../catalog/search-results.js';
import { listItemView } from '../../../catalog/server-view.js';
import { rememberingTextTokens, textTokens } from '../../../core/context-cost.js';
import { RESULT_TOKEN_BUDGET, searchSummary } from '../../../server/mcp/summaries.js';

function item(over: Partial<ServerListItem> = {}): ServerListItem {
  return {
    name: 'io.github.acme/notes',
    slug: 'io-github-acme-notes',
    status: 'active',
    remotes: [{ type: 'streamable-http', url: 'https://acme.example/mcp' }],
    transports: ['streamable-http'],
    state: 'auth_required',
    auth: 'oauth',
    oauthDcr: true,
    rank: { score: 50, parts: null, version: null, isNew: false },
    success7d: null,
    success30d: null,
    medianResponseMs: null,
    toolCount: 3,
    toolTokens: 210,
    categories: [],
    declaredRisk: null,
    euHosting: null,
    noticesCount: 2,
    removed: false,
    tier: 1,
    matched: { terms: { notes: ['name'], cloud: ['description'] }, tools: ['list_notes', 'bad name!'] },
    unverified: { title: 'Notes', description: 'Cloud "notes" for teams. Shared folders and more.' },
    ...over,
  };
}

const lines = (t: string) => t.split('\n');

test('a total the search only bounds from below is said as "at least"', () => {
  const t = searchSummary('cloud notes sync', { results: [item()], nextCursor: 'c', total: 40, totalIsLowerBound: true });
  assert.match(lines(t)[0]!, /^At least 40 servers match "cloud notes sync"; showing 1\./);
  assert.match(lines(searchSummary('cloud notes sync', { results: [item()], nextCursor: 'c', total: 40 }))[0]!, /^40 servers match/);
});

test('a line gives state, auth, transport and URL, context cost, notices, matched words and tools, the quote', () => {
  const t = searchSummary('cloud notes sync', { results: [item()], nextCursor: null, total: 1 });
  assert.deepEqual(lines(t), [
    `1 server match "cloud notes sync"; showing 1. Quotes are the registry's words.`,
    `1. io.github.acme/notes: auth_required, auth oauth with DCR, streamable-http https://acme.example/mcp, 3 tools ~210 tok, 2 notices; matched notes, cloud (tool list_notes) "Cloud 'notes' for teams."`,
  ]);
});

test('a page of partial matches (tiers 4-5) says that none has every word; a page with one that has them does not', () => {
  const partial = searchSummary('cloud notes sync', {
    results: [item({ tier: 4 }), item({ name: 'io.github.acme/other', tier: 5 })],
    nextCursor: null,
    total: 2,
  });
  assert.match(
    lines(partial)[0]!,
    /^2 servers match "cloud notes sync"; showing 2\. None has every word of the request: each matches part of it\./,
  );
  const mixed = searchSummary('cloud notes', {
    results: [item({ tier: 3 }), item({ name: 'io.github.acme/other', tier: 4 })],
    nextCursor: null,
    total: 2,
  });
  assert.doesNotMatch(mixed, /None has every word/);
  // A weak page says what it is itself; a listing without a query has no tiers.
  const weak = searchSummary('track my parcel', {
    results: [item({ tier: 4 })],
    nextCursor: null,
    total: 1,
    nothing: { knownWords: ['parcel'], nearbyWords: [], categories: [], partialWord: 'parcel' },
  });
  assert.doesNotMatch(weak, /None has every word/);
  assert.match(weak, /these are about "parcel" alone/);
  assert.doesNotMatch(searchSummary(undefined, { results: [item({ tier: null })], nextCursor: null, total: 1 }), /None has every word/);
});

test('a hit that matched every query word names only the tools; one that matched some names those', () => {
  const t = searchSummary('cloud notes sync', { results: [item()], nextCursor: null, total: 1 });
  assert.match(lines(t)[1]!, /2 notices; matched notes, cloud \(tool list_notes\) "Cloud/);
  const all = searchSummary('notes cloud', { results: [item()], nextCursor: null, total: 1 });
  assert.match(lines(all)[1]!, /2 notices; tool list_notes "Cloud/);
  assert.doesNotMatch(all, /matched/);
});

test('one query word: the head says what matched, the lines name only the tools', () => {
  const t = searchSummary('notes', {
    results: [item(), item({ name: 'io.github.acme/other', matched: { terms: { notes: ['description'] } } })],
    nextCursor: null,
    total: 2,
  });
  assert.match(lines(t)[1]!, /2 notices; tool list_notes "Cloud/);
  assert.doesNotMatch(t, /matched/);
});

test('unchecked, package-only and placeholder URLs, more remotes, no description: each said plainly', () => {
  const t = searchSummary(undefined, {
    results: [
      item({
        state: null,
        auth: null,
        oauthDcr: null,
        toolCount: null,
        toolTokens: null,
        noticesCount: 0,
        matched: undefined,
        remotes: [
          { type: 'sse', url: null },
          { type: 'streamable-http', url: 'https://a.example/mcp' },
          { type: 'streamable-http', url: 'https://b.example/mcp' },
        ],
        unverified: { title: 'Notes', description: null },
      }),
      item({
        name: 'io.github.acme/pkg',
        state: 'no_remote',
        auth: null,
        oauthDcr: null,
        remotes: [],
        toolCount: null,
        noticesCount: 0,
        matched: undefined,
      }),
    ],
    nextCursor: 'abcdefgh12',
    total: 9,
  });
  assert.deepEqual(lines(t).slice(1), [
    `1. io.github.acme/notes: unchecked, sse (URL has placeholders), +2 remotes "Notes"`,
    `2. io.github.acme/pkg: no_remote "Cloud 'notes' for teams."`,
    'More: call again with cursor "abcdefgh12" (nextCursor).',
  ]);
  assert.equal(lines(t)[0], `9 servers listed; showing 2. Quotes are the registry's words.`);
});

test('a server that answered without sign-in is "responds" with no "auth none" beside it', () => {
  const t = searchSummary(undefined, { results: [item({ state: 'responds', auth: 'none', oauthDcr: null })], nextCursor: null, total: 1 });
  assert.match(lines(t)[1]!, /^1\. io\.github\.acme\/notes: responds, streamable-http https:\/\/acme\.example\/mcp, 3 tools/);
  assert.doesNotMatch(t, /auth/);
});

test('at most two matched tools are named', () => {
  const t = searchSummary('notes', {
    results: [item({ matched: { terms: { notes: ['tool'] }, tools: ['list_notes', 'add_note', 'delete_note'] } })],
    nextCursor: null,
    total: 1,
  });
  assert.match(lines(t)[1]!, /; tools list_notes, add_note "/);
  assert.doesNotMatch(t, /delete_note/);
});

// A long name, three remotes, a matched tool: with the whole first sentence (up to 100 chars) the object
// and line are over 120 tokens.
const LONG = {
  name: 'io.github.jenniferjiang0511/weather-alerts-and-forecasts',
  remotes: [
    { type: 'streamable-http', url: 'https://weather.example.com/mcp' },
    { type: 'sse', url: 'https://weather.example.com/sse' },
    { type: 'streamable-http', url: 'https://eu.weather.example.com/mcp' },
  ],
  state: null,
  auth: null,
  oauthDcr: null,
  toolCount: null,
  toolTokens: null,
  noticesCount: 0,
  matched: { terms: { weather: ['name', 'description', 'tool'] }, tools: ['get_weather_alerts'] },
  unverified: {
    title: null,
    description:
      'Greet people by name and check local forecasts and weather alerts across the United States of America and its territories, with maps.',
  },
} satisfies Partial<ServerListItem>;

/** Each hit's own cost as a client sees it: its object in structuredContent plus its line of the text. */
function costs(query: string, results: ServerListItem[]): { tokens: number; line: string }[] {
  const objects = results.map((r) => listItemView(r));
  const t = searchSummary(query, { results, nextCursor: null, total: results.length }, objects);
  return lines(t)
    .slice(1)
    .map((line, i) => ({ line, tokens: textTokens(JSON.stringify(objects[i])) + textTokens(JSON.stringify(line)) }));
}

test('a long-named server with several remotes stays within the budget', () => {
  const [hit] = costs('weather', [item(LONG)]);
  assert.ok(hit!.tokens <= RESULT_TOKEN_BUDGET, `${hit!.tokens} tokens: ${hit!.line}`);
  assert.match(hit!.line, /\+2 remotes; tool get_weather_alerts "Greet people by name/);
});

test("a long description is cut at a word to fit the budget; a hit still over loses the line's matched part first", () => {
  const whole = searchSummary('weather', { results: [item(LONG)], nextCursor: null, total: 1 });
  const quoteOf = (line: string) => line.match(/ "(.*)"$/)![1]!;
  // Without objects to fit beside, the first sentence cut at a word within 100 characters.
  const first = quoteOf(lines(whole)[1]!);
  assert.ok(first.length <= 100 && first.length > 90, first);
  const [hit] = costs('weather', [item(LONG)]);
  const q = quoteOf(hit!.line);
  assert.ok(q.length < first.length && q.length >= 36, q);
  assert.ok(q.endsWith('…') && LONG.unverified.description.startsWith(q.slice(0, -1)), `cut at a word: ${q}`);
  assert.match(LONG.unverified.description.slice(q.length - 1), /^ /, 'cut before a space');
  assert.ok(hit!.tokens <= RESULT_TOKEN_BUDGET, `${hit!.tokens} tokens`);
  // Just over at 60 characters with its matched part: the matched part goes before the quote shrinks further.
  const [near] = costs('weather', [item({ ...LONG, name: `${LONG.name}-xxxxxxxxxxxx` })]);
  assert.ok(near!.tokens <= RESULT_TOKEN_BUDGET, `${near!.tokens} tokens: ${near!.line}`);
  assert.ok(quoteOf(near!.line).length >= 36, near!.line);
  assert.doesNotMatch(near!.line, /get_weather_alerts/, 'the matched part went first');
});

test('a hit far over the budget ends within it: no quote, then no "+N remotes"; what connecting needs stays', () => {
  // Unchecked, a long name, three remotes, two notices, a matched word of two missing and two tools, a long
  // sentence: ~150 tokens as first written, and over 120 even with a 40-character quote and no matched part.
  const far = {
    ...LONG,
    noticesCount: 2,
    matched: { terms: { weather: ['name', 'description'] }, tools: ['get_weather_alerts', 'get_hourly_forecast'] },
  } satisfies Partial<ServerListItem>;
  const whole = searchSummary('weather storm', { results: [item(far)], nextCursor: null, total: 1 });
  const unfitted = textTokens(JSON.stringify(listItemView(item(far)))) + textTokens(JSON.stringify(lines(whole)[1]));
  assert.ok(unfitted >= RESULT_TOKEN_BUDGET + 30, `far over as first written: ${unfitted}`);
  const [hit] = costs('weather storm', [item(far)]);
  assert.ok(hit!.tokens <= RESULT_TOKEN_BUDGET, `${hit!.tokens} tokens: ${hit!.line}`);
  assert.equal(
    hit!.line,
    '1. io.github.jenniferjiang0511/weather-alerts-and-forecasts: unchecked, streamable-http https://weather.example.com/mcp, +2 remotes, 2 notices',
  );
  // A little heavier still (a longer name): "+N remotes" goes too (the object's moreRemotes says it), and the
  // hit fits with only what connecting needs in its line.
  const [heavier] = costs('weather storm', [item({ ...far, name: `${LONG.name}-and-more-alerts` })]);
  assert.ok(heavier!.tokens <= RESULT_TOKEN_BUDGET, `${heavier!.tokens} tokens: ${heavier!.line}`);
  assert.equal(heavier!.line, `1. ${LONG.name}-and-more-alerts: unchecked, streamable-http https://weather.example.com/mcp, 2 notices`);
});

test('a hit over by its name and URL alone keeps them and its state; the head quotes nothing when no line does', () => {
  const results = [item({ ...LONG, name: `${LONG.name}-${'x'.repeat(200)}` })];
  const objects = results.map((r) => listItemView(r));
  const t = searchSummary('weather', { results, nextCursor: null, total: 1 }, objects);
  assert.deepEqual(lines(t), [
    '1 server match "weather"; showing 1.',
    `1. ${LONG.name}-${'x'.repeat(200)}: unchecked, streamable-http https://weather.example.com/mcp`,
  ]);
  // Beside a hit that still quotes, the head says whose words the quotes are.
  const light = item({ state: 'responds', auth: 'none', oauthDcr: null, noticesCount: 0, matched: undefined });
  const both = searchSummary('weather', { results: [...results, light], nextCursor: null, total: 2 }, [...objects, listItemView(light)]);
  assert.match(lines(both)[0]!, /Quotes are the registry's words\.$/);
  assert.match(lines(both)[2]!, /"Cloud 'notes' for teams\."$/);
});

test('remembered token counts fit every hit exactly as counting afresh does, whatever the memory holds', () => {
  // Hits that end at different steps of the fitting (whole line, shorter quote, no matched part, no quote,
  // no "+N remotes", over by name alone), each under several queries and ranks: every text counted differs.
  const hits = [
    item(),
    item({ state: 'responds', auth: 'none', oauthDcr: null, noticesCount: 0, matched: undefined }),
    item(LONG),
    item({ ...LONG, name: `${LONG.name}-xxxxxxxxxxxx` }),
    item({ ...LONG, noticesCount: 2, matched: { terms: { weather: ['name'] }, tools: ['get_weather_alerts', 'get_hourly_forecast'] } }),
    item({ ...LONG, noticesCount: 2, name: `${LONG.name}-and-more-alerts`, matched: { terms: { weather: ['name'] }, tools: ['a', 'b'] } }),
    item({ ...LONG, name: `${LONG.name}-${'x'.repeat(200)}` }),
  ];
  const answers = ['weather', 'weather storm', 'notes cloud sync', undefined].flatMap((query) =>
    [10, 55.5].map((score) => {
      const results = hits.map((h) => ({ ...h, rank: { ...h.rank, score } }));
      return { query, answer: { results, nextCursor: null, total: results.length }, objects: results.map((r) => listItemView(r)) };
    }),
  );
  const afresh = answers.map(({ query, answer, objects }) => searchSummary(query, answer, objects, textTokens));
  // The fitting did take different steps, so the comparison covers them.
  assert.ok(
    new Set(
      afresh.flatMap((t) =>
        lines(t)
          .slice(1)
          .map((l) => (l.includes('"') ? 'quote' : 'none')),
      ),
    ).size === 2,
  );
  // The shipped memory (twice: counted, then remembered), and one so small that it forgets as it goes.
  const tiny = rememberingTextTokens(3);
  for (const tokens of [undefined, undefined, tiny, tiny]) {
    assert.deepEqual(
      answers.map(({ query, answer, objects }) => searchSummary(query, answer, objects, tokens)),
      afresh,
    );
  }
});

test('the token memory counts a text once while it holds it, forgets the oldest past its limit, and agrees with textTokens', () => {
  const counted: string[] = [];
  const tokens = rememberingTextTokens(2, (t) => {
    counted.push(t);
    return textTokens(t);
  });
  const texts = ['{"name":"io.github.acme/notes"}', '1. io.github.acme/notes: responds', 'héllo wörld ✓'];
  assert.equal(tokens(texts[0]!), textTokens(texts[0]!));
  assert.equal(tokens(texts[1]!), textTokens(texts[1]!));
  assert.equal(tokens(texts[0]!), textTokens(texts[0]!));
  assert.deepEqual(counted, texts.slice(0, 2), 'a text it holds is not counted again');
  assert.equal(tokens(texts[2]!), textTokens(texts[2]!));
  assert.equal(tokens(texts[0]!), textTokens(texts[0]!));
  assert.deepEqual(counted, [...texts, texts[0]], 'the third text pushed out the oldest');
});

test('a server of the kind of the product asked for says which product, whatever words it matched', () => {
  const t = searchSummary('stripe', {
    results: [item({ name: 'com.payly/checkout', matched: { terms: { payments: ['description'] }, like: 'stripe' } })],
    nextCursor: null,
    total: 1,
  });
  assert.match(lines(t)[1]!, /; matched like stripe: payments "Cloud/);
});
