import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import request from 'supertest';
import { parseListItem } from '../../../checker/sync/registry-item.js';
import { loadConfig } from '../../../core/config.js';
import { identityFor, PACKAGE_VERSION, SERVER_DESCRIPTION } from '../../../core/discovery/identity.js';
import { CatalogSchema, SERVER_CARD_MEDIA_TYPE, ServerCardSchema } from '../../../core/discovery/server-card.js';
import { createApp } from '../../../app/http/app.js';
import { createLogger } from '../../../core/log.js';
import { ROOT } from '../../helpers/cli.js';
import { freshDatabase } from '../../helpers/db.js';

async function app() {
  const db = await freshDatabase();
  const config = loadConfig({ PUBLIC_BASE_URL: 'https://directory.acme.example/', NODE_ENV: 'test' });
  return createApp({
    db,
    config,
    log: createLogger('silent'),
    toolSummaries: () => [{ name: 'search_servers', title: 'Search servers', description: 'Find servers.\nMore.' }],
  });
}

test('the identity is derived from PUBLIC_BASE_URL', () => {
  assert.deepEqual(identityFor('https://directory.acme.example/'), {
    name: 'example.acme.directory/switchboard',
    domain: 'directory.acme.example',
    mcpUrl: 'https://directory.acme.example/mcp',
    baseUrl: 'https://directory.acme.example',
    version: PACKAGE_VERSION,
  });
  assert.equal(identityFor('http://127.0.0.1:8080').name, 'local.switchboard/switchboard');
  assert.equal(identityFor('http://localhost:8080').domain, 'localhost');
});

test('the server card validates against the published shape, at both places, with CORS and caching', async () => {
  const a = await app();
  for (const p of ['/.well-known/mcp/server-card.json', '/mcp/server-card']) {
    const res = await request(a).get(p).expect(200);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(res.headers['cache-control']!, /public, max-age=3600/);
    const card = ServerCardSchema.parse(JSON.parse(res.text));
    assert.equal(card.name, 'example.acme.directory/switchboard');
    assert.deepEqual(
      card.remotes?.map((r) => [r.type, r.url]),
      [['streamable-http', 'https://directory.acme.example/mcp']],
    );
  }
  const negotiated = await request(a).get('/mcp/server-card').set('Accept', SERVER_CARD_MEDIA_TYPE).expect(200);
  assert.match(negotiated.headers['content-type']!, /^application\/mcp-server-card\+json/);
});

test('a card with a version range or a long description fails the schema (the schema is not a rubber stamp)', () => {
  const good = {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json',
    name: 'com.example/x',
    version: '1.0.0',
    description: 'x',
  };
  assert.ok(ServerCardSchema.safeParse(good).success);
  assert.ok(!ServerCardSchema.safeParse({ ...good, version: '^1.2.3' }).success);
  assert.ok(!ServerCardSchema.safeParse({ ...good, description: 'x'.repeat(101) }).success);
  assert.ok(!ServerCardSchema.safeParse({ ...good, name: 'no-slash' }).success);
  assert.ok(!ServerCardSchema.safeParse({ ...good, packages: [] }).success);
});

test('the MCP catalog and the AI catalog name our MCP server card', async () => {
  const a = await app();
  for (const [p, spec] of [
    ['/.well-known/mcp/catalog.json', 'draft'],
    ['/.well-known/ai-catalog.json', '1.0'],
  ] as const) {
    const res = await request(a).get(p).expect(200);
    const cat = CatalogSchema.parse(JSON.parse(res.text));
    assert.equal(cat.specVersion, spec);
    const own = {
      identifier: 'urn:air:directory.acme.example:switchboard',
      displayName: 'Switchboard',
      type: SERVER_CARD_MEDIA_TYPE,
      url: 'https://directory.acme.example/mcp/server-card',
    };
    // The AI catalog also nests the catalog of servers that answer (tests/server/registry/registry-api.test.ts).
    const nested = {
      identifier: 'urn:air:directory.acme.example:answering-servers',
      displayName: "Remote MCP servers that answered Switchboard's latest check",
      type: 'application/ai-catalog+json',
      url: 'https://directory.acme.example/ai-catalog/answering.json',
    };
    assert.deepEqual(cat.entries, spec === 'draft' ? [own] : [own, nested]);
  }
});

test('/llms.txt describes the tools and the endpoint', async () => {
  const res = await request(await app())
    .get('/llms.txt')
    .expect(200);
  assert.match(res.headers['content-type']!, /^text\/plain/);
  assert.match(res.text, /Endpoint: https:\/\/directory\.acme\.example\/mcp/);
  assert.match(res.text, /- search_servers \(Search servers\): Find servers\.\n/);
});

test('server.json in the repository is a valid registry entry that matches the package', () => {
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'server.json'), 'utf8'));
  const parsed = parseListItem({
    server: json,
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', isLatest: true } },
  });
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error);
  assert.equal(json.version, PACKAGE_VERSION);
  assert.equal(json.description, SERVER_DESCRIPTION);
  assert.ok(json.description.length <= 100);
  assert.match(json.$schema, /schemas\/2025-12-11\/server\.schema\.json$/);
});
