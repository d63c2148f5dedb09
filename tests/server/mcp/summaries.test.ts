// The text line of each search hit (server/mcp/summaries.ts), for clients that pass only `content` to the
// model (issue #16): it stands alone with name, state, auth, transport, URL and the registry's words quoted,
// and says nothing the head line already says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ServerListItem } from '../../../catalog/search-results.js';
import { searchSummary } from '../../../server/mcp/summaries.js';

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

test('a line gives state, auth, transport and URL, context cost, notices, matched words and tools, the quote', () => {
  const t = searchSummary('cloud notes', { results: [item()], nextCursor: null, total: 1 });
  assert.deepEqual(lines(t), [
    `1 server match "cloud notes"; showing 1. Quotes are the registry's words.`,
    `1. io.github.acme/notes: auth_required, auth oauth, OAuth DCR, streamable-http https://acme.example/mcp, 3 tools ~210 tok, 2 notices; matched notes, cloud (tool list_notes) "Cloud 'notes' for teams."`,
  ]);
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
