// Context cost and OAuth detail as an agent asks for them (issue #16): a real sync from a registry stand-in
// and a real check of loopback servers (the 123-tool code-host fixture, a 2-tool server, OAuth servers with
// and without dynamic client registration), then `max_tool_tokens`, `sort: tool_tokens`, `auth: oauth` and
// `oauth_dcr` through the JSON API and through MCP clients of both eras: the same hits, in the same shape.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import request from 'supertest';
import { runCheckAll } from '../../../checker/schedule/check-all.js';
import { runSync } from '../../../checker/sync/run-sync.js';
import { fleetRegistryItems, type FleetMember } from '../../../demo/fleet.js';
import { startRegistryStandIn } from '../../../demo/registry-stand-in.js';
import { freshDatabase } from '../../helpers/db.js';
import { startManyToolsServer } from '../../helpers/many-tools-server.js';
import { connectLegacy, connectModern } from '../../helpers/mcp-client.js';
import { startSwitchboard } from '../../helpers/mcp-client-switchboard.js';
import { startModernOnlyServer } from '../../helpers/mcp-fixtures.js';
import { startOAuthFixture } from '../../helpers/oauth-fixtures.js';

const db = await freshDatabase();
const code = await startManyToolsServer();
const small = await startModernOnlyServer();
const dcr = await startOAuthFixture('dcr');
const pre = await startOAuthFixture('preregistered');
const member = (name: string, url: string, expect: string, description = `The ${name.split('/')[1]} server.`): FleetMember => ({
  name,
  title: name.split('/')[1]!,
  description,
  type: 'streamable-http',
  url,
  expect,
});
const registry = await startRegistryStandIn({
  items: fleetRegistryItems([
    // "shop" is the code host's name and the orders server's description only: relevance puts the code host first.
    member('test.local/shop-code-host', code.url, 'responds', 'Shop code host: repositories and releases of the shop.'),
    member('test.local/orders', small.url('/mcp'), 'responds', 'Orders of a shop, looked up and cancelled.'),
    member('test.local/notes-cloud', dcr.url, 'auth_required'),
    member('test.local/ledger', pre.url, 'auth_required'),
  ]),
});
await runSync(db, { source: { kind: 'registry', url: registry.url }, progress: false });
// The default deadlines: every fixture answers at once, and a loaded machine must not turn one into a timeout.
await runCheckAll(db, { allowPrivate: true });
const sb = await startSwitchboard(db);
const { client: modern } = await connectModern(sb.mcpUrl);
const { client: legacy } = await connectLegacy(sb.mcpUrl);
after(async () => {
  await modern.close();
  await legacy.close();
  await sb.close();
  await registry.close();
  await Promise.all([code.close(), small.close(), dcr.close(), pre.close()]);
  await db.close();
});

type Hit = { name: string; state?: string; toolTokens?: number; auth?: string; oauthDcr?: boolean };

/** The hits of one search through the API and both MCP eras; they must agree, object for object. */
async function hits(api: string, mcp: Record<string, unknown>): Promise<Hit[]> {
  const viaApi = (await request(sb.app).get(`/api/servers.json?${api}`).expect(200)).body.results as Hit[];
  for (const client of [modern, legacy]) {
    const r = (await client.callTool({ name: 'search_servers', arguments: mcp })) as { structuredContent?: { results: Hit[] } };
    assert.deepEqual(r.structuredContent?.results, viaApi, `${client === modern ? '2026-07-28' : '2025'} era vs API: ${api}`);
  }
  return viaApi;
}

test('the context cost is measured for every server that listed its tools, and filters and sorts', async () => {
  const all = await hits('has_remote=any&sort=tool_tokens', { has_remote: 'any', sort: 'tool_tokens' });
  const cost = new Map(all.map((h) => [h.name, h.toolTokens]));
  // The 123-tool fixture costs thousands of tokens to load, the 2-tool server a few hundred at most.
  assert.ok(cost.get('test.local/shop-code-host')! > 5_000, JSON.stringify(all));
  assert.ok(cost.get('test.local/orders')! > 0 && cost.get('test.local/orders')! < 500, String(cost.get('test.local/orders')));
  // Servers behind sign-in (no tools seen) have no cost.
  assert.equal(all.length, 4);
  assert.deepEqual(
    all.slice(2).map((h) => h.toolTokens),
    [undefined, undefined],
  );
  // Relevance first by default; cheapest to load first when asked.
  const shop = await hits('q=shop', { query: 'shop' });
  assert.deepEqual(
    shop.map((h) => h.name),
    ['test.local/shop-code-host', 'test.local/orders'],
  );
  const cheapestFirst = await hits('q=shop&sort=tool_tokens', { query: 'shop', sort: 'tool_tokens' });
  assert.deepEqual(
    cheapestFirst.map((h) => h.name),
    ['test.local/orders', 'test.local/shop-code-host'],
  );
  const cheap = await hits('max_tool_tokens=500', { max_tool_tokens: 500 });
  assert.deepEqual(
    cheap.map((h) => h.name),
    ['test.local/orders'],
    'only measured servers within the cost',
  );
});

test('OAuth servers filter by sign-in and by dynamic client registration', async () => {
  const oauth = await hits('auth=oauth', { auth: 'oauth' });
  assert.deepEqual(oauth.map((h) => h.name).sort(), ['test.local/ledger', 'test.local/notes-cloud']);
  const withDcr = await hits('auth=oauth&oauth_dcr=true', { auth: 'oauth', oauth_dcr: true });
  assert.deepEqual(
    withDcr.map((h) => [h.name, h.oauthDcr]),
    [['test.local/notes-cloud', true]],
  );
  const without = await hits('oauth_dcr=false', { oauth_dcr: false });
  assert.deepEqual(
    without.map((h) => h.name),
    ['test.local/ledger'],
  );
});

test('get_server shows how an OAuth server signs clients in, the same through the API and both eras', async () => {
  for (const [name, dcr] of [
    ['test.local/notes-cloud', true],
    ['test.local/ledger', false],
  ] as const) {
    const viaApi = (
      await request(sb.app)
        .get(`/api/servers/${name.replace(/[./]/g, '-')}.json`)
        .expect(200)
    ).body as {
      server: { auth?: { scheme: string; dcr?: boolean; cimd?: boolean; pkceS256?: boolean; issuer?: string } };
    };
    for (const client of [modern, legacy]) {
      const r = (await client.callTool({ name: 'get_server', arguments: { name } })) as {
        structuredContent?: unknown;
        content: { text: string }[];
      };
      assert.deepEqual(r.structuredContent, viaApi, `${client === modern ? '2026-07-28' : '2025'} era vs API: ${name}`);
      // A client that passes only the text reads it there too.
      assert.match(
        r.content[0]!.text,
        new RegExp(`Auth: oauth via http://127\\.0\\.0\\.1:\\d+; dynamic client registration \\(DCR\\) ${dcr ? 'yes' : 'no'}`),
      );
    }
    assert.equal(viaApi.server.auth?.scheme, 'oauth');
    // "no" is said, not left out: absent would mean not known.
    const { dcr: d, cimd, pkceS256 } = viaApi.server.auth ?? {};
    assert.deepEqual(
      { dcr: d, cimd, pkceS256 },
      dcr ? { dcr: true, cimd: false, pkceS256: true } : { dcr: false, cimd: false, pkceS256: false },
    );
    assert.match(viaApi.server.auth?.issuer ?? '', /^http:\/\/127\.0\.0\.1:\d+$/);
  }
});
