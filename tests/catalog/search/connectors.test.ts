// A connector of hundreds of apps (catalog/search/index.ts #connector, products.ts HUB_APPS and MANY_APPS, switch
// connectors; issue #11). "Add this lead to our HubSpot CRM": no server of the catalogue is named for HubSpot, and the one
// whose first sentence says it connects to 500+ apps reaches it; it ends the first page, and the result it displaces opens
// the next. Through the real index over the registry snapshot, and over servers written here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndex } from '../../../catalog/search/index.js';
import type { SearchDoc, SearchPage } from '../../../catalog/search/index.js';
import { MANY_APPS } from '../../../catalog/search/products.js';
import { searchDoc } from '../../helpers/search-doc.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const RUBE = 'dev.composio.rube/rube';
const index = snapshotIndex();
const off = snapshotIndex({ connectors: false });
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

function walk(idx: SearchIndex, query: string, limit: number): string[] {
  const all: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = idx.search({ query, limit, ...(cursor ? { cursor } : {}) });
    all.push(...names(page));
    if (!page.nextCursor) return all;
    cursor = page.nextCursor;
  }
  throw new Error(`${query}: more than 50 pages`);
}

test('a request naming an app no server is named for ends its first page with the connector, matched on that app', () => {
  for (const q of ['add this new lead to our HubSpot CRM', "what's our cash balance in QuickBooks right now"]) {
    const before = off.search({ query: q, limit: 10 });
    assert.ok(!names(before).includes(RUBE), `${q}: ${names(before).join(', ')}`);
    const page = index.search({ query: q, limit: 10 });
    const last = page.results[page.results.length - 1]!;
    assert.equal(last.doc.name, RUBE, `${q}: ${names(page).join(', ')}`);
    assert.equal(last.tier, 5);
    assert.deepEqual(Object.values(last.matched!.terms), [['about']], q);
    // The ranked results before it are the ranking's own, in its order.
    assert.deepEqual(names(page).slice(0, -1), names(before).slice(0, page.results.length - 1), q);
    assert.equal(page.results.length, Math.min(10, before.results.length + 1), q);
  }
});

test('paging through such a request shows every ranked result once, and the connector once', () => {
  const q = 'add this new lead to our HubSpot CRM';
  for (const limit of [3, 5, 10]) {
    const all = walk(index, q, limit);
    const ranked = walk(off, q, limit);
    assert.equal(new Set(all).size, all.length, `limit ${limit}: ${all.join(', ')}`);
    assert.deepEqual(all.filter((n) => n !== RUBE).sort(), [...ranked].sort(), `limit ${limit}`);
    assert.equal(all.indexOf(RUBE), limit - 1, `limit ${limit}: the first page's last place`);
  }
});

test('no connector when a server of the page is named for the app, or when the connector matches by itself', () => {
  // Jira servers answer a Jira request.
  const jira = 'create a jira ticket for this bug';
  assert.deepEqual(names(index.search({ query: jira, limit: 10 })), names(off.search({ query: jira, limit: 10 })));
  // Its own first sentence names Gmail: it ranks where its match puts it, once.
  const gmail = 'summarize my unread Gmail emails from today';
  const page = names(index.search({ query: gmail, limit: 10 }));
  assert.deepEqual(page, names(off.search({ query: gmail, limit: 10 })));
  assert.equal(page.filter((n) => n === RUBE).length, 1);
  // A request naming no app.
  const plain = 'convert this docx to pdf';
  assert.deepEqual(names(index.search({ query: plain, limit: 10 })), names(off.search({ query: plain, limit: 10 })));
});

const docs = (): SearchDoc[] => [
  searchDoc({ name: 'io.github.a/crm', description: 'Manage CRM contacts and leads.', state: 'up' }),
  searchDoc({ name: 'io.github.b/hub', description: 'Connect agents to 800+ apps. Gmail, Slack and more.', state: 'down' }),
  // Said after its first sentence: not what the server is.
  searchDoc({ name: 'io.github.c/notes', description: 'Notes for teams. Syncs with 300+ apps.', state: 'up' }),
];
function build(rules = {}): SearchIndex {
  const idx = new SearchIndex({ rules });
  for (const d of docs()) idx.upsert(d);
  return idx;
}

test('a connector is a server whose first sentence says it connects to hundreds of apps, and filters hold for it', () => {
  assert.ok(MANY_APPS.test('Connect your AI to 500+ apps like Gmail, Slack, GitHub, and Notion.'));
  assert.ok(MANY_APPS.test('Reach thousands of apps through one endpoint'));
  assert.ok(MANY_APPS.test('1,200 integrations for agents'));
  assert.ok(!MANY_APPS.test('SQLite MCP server with 73 tools for JSONB'));
  assert.ok(!MANY_APPS.test('Works with 12 apps'));
  const q = 'add a lead to hubspot crm';
  const page = build().search({ query: q, limit: 10 });
  assert.deepEqual(names(page), ['io.github.a/crm', 'io.github.b/hub']);
  assert.equal(page.total, 2);
  assert.deepEqual(names(build().search({ query: q, limit: 10, filters: { state: 'up' } })), ['io.github.a/crm']);
  assert.deepEqual(names(build({ connectors: false }).search({ query: q, limit: 10 })), ['io.github.a/crm']);
  // A connector re-synced with a description that no longer says so, or removed, is no connector.
  const idx = build();
  const hub = docs()[1]!;
  const ids = idx.search({ query: q, limit: 10 }).results.map((r) => r.doc.id);
  idx.upsert({ ...hub, id: ids[1]!, description: 'Connect agents to Gmail.' });
  assert.deepEqual(names(idx.search({ query: q, limit: 10 })), ['io.github.a/crm']);
  idx.upsert({ ...hub, id: ids[1]! });
  assert.deepEqual(names(idx.search({ query: q, limit: 10 })), ['io.github.a/crm', 'io.github.b/hub']);
  idx.remove(ids[1]!);
  assert.deepEqual(names(idx.search({ query: q, limit: 10 })), ['io.github.a/crm']);
});
