// The direct path for plain tool calls (server/mcp/direct.ts) against the SDK path it stands in for:
// two /mcp routes over one catalogue service, one answering plain calls directly and one sending every
// request through the SDK, on loopback. The same requests go to both, raw (status, headers, body byte for
// byte) and through both real MCP clients (2025 era and 2026-07-28); the route's counters show which path
// answered, so a comparison of two SDK answers cannot pass for one of the direct path.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import express from 'express';
import { runSync } from '../../../checker/sync/run-sync.js';
import { createLookupCounter, lookupSecret } from '../../../catalog/lookups.js';
import { LiveIndex } from '../../../catalog/search-sync/live-index.js';
import { CatalogService } from '../../../catalog/service.js';
import { createLogger } from '../../../core/log.js';
import { mcpRoute, type McpRoute } from '../../../server/mcp/route.js';
import { freshDatabase } from '../../helpers/db.js';
import { connectLegacy, connectModern, TEST_USER_AGENT } from '../../helpers/mcp-client.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';

const MODERN = '2026-07-28';
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'direct-test', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

interface Served {
  url: string;
  route: McpRoute;
  close(): Promise<void>;
}

async function serve(service: CatalogService, direct: boolean): Promise<Served> {
  const route = mcpRoute({ service, publicBaseUrl: 'https://switchboard.example', log: createLogger('silent'), version: '9.9.9', direct });
  const app = express();
  app.use(route.router);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    route,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await route.close();
    },
  };
}

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<Raw> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'user-agent': TEST_USER_AGENT,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const all = Object.fromEntries(res.headers);
  delete all.date; // the clock, not the answer
  return { status: res.status, headers: all, body: await res.text() };
}

type Era = 'legacy' | 'modern';

/** A tools/call as each era's client sends it. */
function toolCall(era: Era, id: string | number, name: string, args: unknown): { headers: Record<string, string>; body: unknown } {
  if (era === 'legacy') {
    return {
      headers: { 'mcp-protocol-version': '2025-06-18' },
      body: { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } },
    };
  }
  return {
    headers: { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': name },
    body: { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, _meta: ENVELOPE } },
  };
}

// Calls the direct path answers: successes and the handlers' own tool errors, every tool.
const ANSWERED: [string, unknown][] = [
  ['search_servers', { query: 'weather', limit: 3 }],
  ['search_servers', {}],
  ['search_servers', { query: 'postgres database', has_remote: 'any', fields: ['name', 'state'] }],
  ['search_servers', { query: 'email', state: 'responds' }],
  ['search_servers', { fields: ['nope'] }],
  ['search_servers', { query: 'weather', cursor: 'not-a-cursor' }],
  ['get_server', { name: 'app.getdialer/dialer' }],
  ['get_server', { name: 'app.getdialer/dialer', include: ['history', 'rank_parts', 'install_all'] }],
  ['get_server', { slug: 'app-getdialer-dialer' }],
  ['get_server', { name: 'no.such/server' }],
  ['get_server', { name: 'app.getdialer/dialer', tool: 'nope' }],
  ['list_changes', {}],
  ['list_changes', { days: 7, limit: 5 }],
  ['list_changes', { since: 'yesterday' }],
  ['list_categories', {}],
];

// Calls the direct path leaves to the SDK: arguments that fail validation, an unknown tool.
const DELEGATED: [string, unknown][] = [
  ['search_servers', { query: 5 }],
  ['search_servers', { limit: 0 }],
  ['search_servers', { query: 'weather', extra: true }],
  ['get_server', {}],
  ['get_server', { name: 'app.getdialer/dialer', include: ['rank'] }],
  ['get_server', { name: 'a/b', slug: 'a-b' }],
  ['list_categories', { x: 1 }],
  ['nope', {}],
];

test('the direct path answers plain tool calls exactly as the SDK does', async (t) => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const log = createLogger('silent');
  const live = new LiveIndex({ db, log, catchUpMs: 0, batchMs: 10 });
  await live.start();
  const now = () => new Date('2026-12-01T12:00:00Z');
  const lookups = createLookupCounter({ db, secret: () => lookupSecret(db, undefined), now, onError: () => {} });
  const service = new CatalogService({ db, live, lookups, now });
  const direct = await serve(service, true);
  const sdk = await serve(service, false);
  try {
    for (const era of ['legacy', 'modern'] as const) {
      await t.test(`${era}: the same status, headers and body from both paths`, async () => {
        let id = 0;
        for (const [name, args] of ANSWERED) {
          const req = toolCall(era, id % 2 ? `s-${id}` : id, name, args);
          id++;
          const before = { ...direct.route.served };
          const a = await post(direct.url, req.headers, req.body);
          assert.equal(direct.route.served.direct, before.direct + 1, `${name} ${JSON.stringify(args)} was answered directly`);
          const b = await post(sdk.url, req.headers, req.body);
          assert.equal(sdk.route.served.direct, 0);
          assert.equal(a.status, 200);
          assert.deepEqual(a, b, `${era} ${name} ${JSON.stringify(args)}`);
        }
      });

      await t.test(`${era}: invalid arguments and unknown tools go to the SDK, and its errors are unchanged`, async () => {
        for (const [name, args] of DELEGATED) {
          const req = toolCall(era, 7, name, args);
          const before = { ...direct.route.served };
          const a = await post(direct.url, req.headers, req.body);
          assert.deepEqual(
            direct.route.served,
            { direct: before.direct, sdk: before.sdk + 1 },
            `${name} ${JSON.stringify(args)} went to the SDK`,
          );
          const b = await post(sdk.url, req.headers, req.body);
          assert.deepEqual(a, b);
          assert.ok(a.body.includes('"isError":true') || a.body.includes('"error":'), `${name}: ${a.body}`);
        }
      });
    }

    await t.test('2025 era without a version header, and ids at the edges, answered directly alike', async () => {
      for (const id of [-3, 0, Number.MAX_SAFE_INTEGER, '']) {
        const body = { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_servers', arguments: { query: 'weather' } } };
        const before = direct.route.served.direct;
        const a = await post(direct.url, {}, body);
        assert.equal(direct.route.served.direct, before + 1, `id ${JSON.stringify(id)}`);
        assert.deepEqual(a, await post(sdk.url, {}, body));
      }
    });

    await t.test('requests of another shape go to the SDK', async () => {
      const legacy = toolCall('legacy', 1, 'search_servers', { query: 'weather' });
      const modern = toolCall('modern', 2, 'search_servers', { query: 'weather' });
      const modernBody = modern.body as { params: Record<string, unknown> };
      const cases: [string, Record<string, string>, unknown][] = [
        [
          'a progress token',
          legacy.headers,
          { ...(legacy.body as object), params: { name: 'search_servers', arguments: {}, _meta: { progressToken: 1 } } },
        ],
        ['an unsupported 2025 version header', { 'mcp-protocol-version': '2024-01-01' }, legacy.body],
        ['Mcp-Name naming another tool', { ...modern.headers, 'mcp-name': 'get_server' }, modern.body],
        ['no Mcp-Method header', { 'mcp-protocol-version': MODERN, 'mcp-name': 'search_servers' }, modern.body],
        [
          'more _meta than the envelope',
          modern.headers,
          { ...modernBody, params: { ...modernBody.params, _meta: { ...ENVELOPE, progressToken: 'p' } } },
        ],
        ['a notification', legacy.headers, { jsonrpc: '2.0', method: 'notifications/initialized' }],
        ['tools/list', legacy.headers, { jsonrpc: '2.0', id: 3, method: 'tools/list' }],
        ['a fractional id', legacy.headers, { ...(legacy.body as object), id: 1.5 }],
      ];
      for (const [what, headers, body] of cases) {
        const before = { ...direct.route.served };
        const a = await post(direct.url, headers, body);
        assert.deepEqual(direct.route.served, { direct: before.direct, sdk: before.sdk + 1 }, what);
        assert.deepEqual(a, await post(sdk.url, headers, body), what);
      }
      const accept = await post(direct.url, { ...legacy.headers, accept: 'application/json' }, legacy.body);
      assert.equal(accept.status, 406, 'the SDK still refuses a client that does not accept event streams');
    });

    await t.test('both real clients get the same answers from both paths, the direct one answering', async () => {
      for (const connect of [connectLegacy, connectModern]) {
        const a = await connect(direct.url);
        const b = await connect(sdk.url);
        try {
          const before = direct.route.served.direct;
          for (const [name, args] of [...ANSWERED, ...DELEGATED]) {
            const call = async (c: typeof a): Promise<unknown> =>
              c.client.callTool({ name, arguments: args as Record<string, unknown> }).catch((err: Error) => ({ thrown: err.message }));
            assert.deepEqual(await call(a), await call(b), `${name} ${JSON.stringify(args)}`);
          }
          assert.equal(direct.route.served.direct - before, ANSWERED.length, `${connect.name}: every valid call answered directly`);
          assert.deepEqual(await a.client.listTools(), await b.client.listTools());
        } finally {
          await a.client.close();
          await b.client.close();
        }
      }
    });

    // Last: it takes a server out of the index.
    await t.test("a search answered again from memory is the SDK's answer; errors are not kept; an index change is seen", async () => {
      const args = { query: 'github', limit: 5 };
      for (const era of ['legacy', 'modern'] as const) {
        const first = toolCall(era, 1, 'search_servers', args);
        const again = toolCall(era, 'again', 'search_servers', args);
        const before = { ...direct.route.remembered };
        const a = await post(direct.url, first.headers, first.body);
        assert.deepEqual(direct.route.remembered, before, `${era}: computed, not kept the first time`);
        assert.deepEqual(await post(direct.url, first.headers, first.body), a);
        assert.deepEqual(direct.route.remembered, { hits: before.hits, stored: before.stored + 1 }, `${era}: computed again and kept`);
        const b = await post(direct.url, again.headers, again.body);
        assert.deepEqual(direct.route.remembered, { hits: before.hits + 1, stored: before.stored + 1 }, `${era}: given back`);
        assert.deepEqual(b, await post(sdk.url, again.headers, again.body), `${era}: the SDK's answer, with this request's id`);
        assert.deepEqual(a, await post(sdk.url, first.headers, first.body));
      }
      for (const failing of [{ fields: ['nope'] }, { query: 'db', category: 'databases' }]) {
        const req = toolCall('modern', 5, 'search_servers', failing);
        const before = { ...direct.route.remembered };
        for (let i = 0; i < 3; i++)
          assert.deepEqual(await post(direct.url, req.headers, req.body), await post(sdk.url, req.headers, req.body));
        assert.deepEqual(direct.route.remembered, before, `${JSON.stringify(failing)} is answered afresh each time`);
      }
      const req = toolCall('modern', 9, 'search_servers', args);
      const answer = (body: string) => JSON.parse(body) as { result: { structuredContent: { results: { name: string }[] } } };
      await post(direct.url, req.headers, req.body);
      const top = answer((await post(direct.url, req.headers, req.body)).body).result.structuredContent.results[0]!.name;
      const hits = direct.route.remembered.hits;
      await post(direct.url, req.headers, req.body);
      assert.equal(direct.route.remembered.hits, hits + 1, 'kept before the index moves');
      const [row] = await db.rows<{ id: number }>('SELECT id FROM servers WHERE name = :name', { name: top });
      live.index.remove(row!.id);
      const after = await post(direct.url, req.headers, req.body);
      assert.equal(direct.route.remembered.hits, hits + 1, 'the index moved: computed afresh');
      assert.ok(!answer(after.body).result.structuredContent.results.some((r) => r.name === top), `${top} is no longer found`);
      assert.deepEqual(after, await post(sdk.url, req.headers, req.body));
    });
  } finally {
    await direct.close();
    await sdk.close();
    await live.close();
  }
});
