// The weekly pass against real loopback sites (127.0.0.x, allowPrivate passed explicitly) and a real
// database: what each site publishes, what is stored, what surfacesForServer says, and when it goes again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from '../../../db/connection.js';
import { runSurfacesPass } from '../../../checker/surfaces/pass.js';
import { surfacesForServer } from '../../../catalog/surfaces/read.js';
import { MAX_REQUESTS_PER_DOMAIN } from '../../../checker/surfaces/visit.js';
import type { SurfaceResults } from '../../../core/surfaces/results.js';
import { freshDatabase } from '../../helpers/db.js';
import { AGENT_CARD, card, catalogOf, REGISTRY_AUTH, startSite, type Site } from '../../helpers/surface-fixtures.js';

const DAY = 24 * 3600 * 1000;
const t0 = new Date('2026-03-02T08:00:00Z');
let clock = t0;
const now = () => clock;

// At the top level, so that its after() (drop the database) belongs to the file, not to a hook.
const db: Database = await freshDatabase();
let good: Site; // publishes everything, consistently
let other: Site; // a valid card naming another endpoint; only the older agent.json
let bare: Site; // nothing (404, or an HTML shell)
const ids: Record<string, number> = {};

async function addServer(
  name: string,
  ns: { kind: 'github' | 'domain' | 'other'; domain: string | null },
  remotes: Array<{ url: string; type?: string }>,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, namespace, namespace_kind, namespace_domain, raw, raw_hash)
     VALUES (:name, :slug, '1.0.0', 'active', :ns, :kind, :domain, '{}', 'h') RETURNING id`,
    { name, slug: name.replace(/[^a-z0-9]+/g, '-'), ns: name.split('/')[0]!, kind: ns.kind, domain: ns.domain },
  );
  for (const [i, r] of remotes.entries()) {
    await db.exec(
      `INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day)
       VALUES (:id, :i, :type, :url, :url, :host, 0)`,
      { id: row!.id, i, type: r.type ?? 'streamable-http', url: r.url, host: new URL(r.url).hostname },
    );
  }
  return row!.id;
}

before(async () => {
  good = await startSite('127.0.0.2');
  other = await startSite('127.0.0.3');
  bare = await startSite('127.0.0.4', {}, { fallback: { status: 200, type: 'text/html', body: '<!doctype html><p>app shell</p>' } });
  const goodUrl = `${good.origin}/mcp`;
  good.docs = new Map(
    Object.entries({
      // the trailing slash is trimmed before comparing
      '/mcp/server-card': { body: card('io.test/good', `${goodUrl}/`) },
      // present but invalid: a version range is not a version
      '/.well-known/mcp/server-card.json': { body: { ...card('io.test/good', goodUrl), version: '^1.0.0' } },
      '/.well-known/mcp/catalog.json': { body: catalogOf('/mcp/server-card') },
      '/.well-known/ai-catalog.json': { body: catalogOf('/cards/good.json', 'https://elsewhere.example/card.json') },
      '/cards/good.json': { body: card('io.test/good', goodUrl) },
      '/.well-known/agent-card.json': AGENT_CARD,
      '/.well-known/mcp-registry-auth': REGISTRY_AUTH,
    }),
  );
  other.docs = new Map(
    Object.entries({
      '/.well-known/mcp/server-card.json': { body: card('io.test/other', 'https://somewhere-else.example/mcp') },
      '/.well-known/agent.json': AGENT_CARD,
    }),
  );
  ids.good = await addServer('io.test/good', { kind: 'other', domain: null }, [
    { url: goodUrl },
    { url: `${good.origin}/sse`, type: 'sse' },
  ]);
  ids.other = await addServer('io.test/other', { kind: 'other', domain: null }, [{ url: `${other.origin}/mcp` }]);
  // a namespace domain with no remote on it: https://<domain> on 443, nothing listens there on loopback
  ids.bare = await addServer('com.surfaces-test/bare', { kind: 'domain', domain: 'surfaces-test.com' }, [{ url: `${bare.origin}/mcp` }]);
});

after(async () => {
  await Promise.all([good?.close(), other?.close(), bare?.close()]);
});

// surfaces-test.com -> 127.0.0.5, where nothing listens: a refused connection ends that domain's visit.
const resolver = async (hostname: string) => {
  if (hostname !== 'surfaces-test.com') throw Object.assign(new Error('unexpected lookup'), { code: 'ENOTFOUND' });
  return [{ address: '127.0.0.5', family: 4 }];
};

test('first pass visits every domain once, one request at a time, GET only, with the checker User-Agent', async () => {
  const r = await runSurfacesPass(db, { now, allowPrivate: true, resolver, deadlineMs: 3000 });
  assert.deepEqual([...r.visited].sort(), ['127.0.0.2', '127.0.0.3', '127.0.0.4', 'surfaces-test.com']);
  for (const site of [good, other, bare]) {
    assert.ok(site.log.length > 0 && site.log.length <= MAX_REQUESTS_PER_DOMAIN, `${site.address}: ${site.log.length} requests`);
    assert.equal(site.maxInFlight, 1);
    for (const req of site.log) {
      assert.equal(req.method, 'GET');
      assert.match(String(req.headers['user-agent']), /^SwitchboardCheck\/\S+ \(\+.*\/about\/checks\)$/);
      assert.equal(req.headers.authorization, undefined);
      assert.equal(req.headers.cookie, undefined);
    }
  }
  assert.deepEqual(
    good.log.map((l) => l.path),
    [
      '/mcp/server-card',
      '/.well-known/mcp/server-card.json',
      '/.well-known/mcp/catalog.json',
      '/.well-known/ai-catalog.json',
      '/.well-known/agent-card.json',
      '/.well-known/mcp-registry-auth',
      '/cards/good.json', // named by the AI catalog; the other host's card is not fetched
    ],
  );
  // agent.json only after agent-card.json was not found
  assert.deepEqual(other.log.map((l) => l.path).slice(-3), [
    '/.well-known/agent-card.json',
    '/.well-known/agent.json',
    '/.well-known/mcp-registry-auth',
  ]);

  const ns = await db.one<{ results: SurfaceResults }>(`SELECT results FROM surfaces WHERE domain = 'surfaces-test.com'`);
  assert.equal(ns!.results.origin, 'https://surfaces-test.com');
  assert.equal(ns!.results.requests, 1);
  assert.match(ns!.results.unreachable!, /ConnectError/);
});

test('surfacesForServer: consistent domain, with an invalid well-known card named as such', async () => {
  const [v] = await surfacesForServer(db, ids.good!);
  assert.equal(v!.domain, '127.0.0.2');
  assert.equal(v!.via, 'remote');
  assert.equal(v!.checkedAt, t0.toISOString());
  assert.deepEqual(v!.serverCard, { present: true, valid: true, sameEndpoint: true, url: `${good.origin}/mcp/server-card` });
  assert.equal(v!.wellKnownServerCard.present, true);
  assert.equal(v!.wellKnownServerCard.valid, false);
  assert.match(v!.wellKnownServerCard.problem!, /^version: version ranges are not versions/);
  assert.equal(v!.mcpCatalog.sameEndpoint, true);
  assert.equal(v!.aiCatalog.sameEndpoint, true);
  assert.deepEqual(v!.agentCard, { present: true });
  assert.deepEqual(v!.registryAuth, { present: true });
  assert.equal(v!.consistent, true);
});

test('surfacesForServer: a card naming another endpoint is inconsistent; nothing published is null', async () => {
  const [o] = await surfacesForServer(db, ids.other!);
  assert.equal(o!.wellKnownServerCard.valid, true);
  assert.equal(o!.wellKnownServerCard.sameEndpoint, false);
  assert.equal(o!.serverCard.present, false);
  assert.deepEqual(o!.agentCard, { present: true }); // the older agent.json
  assert.deepEqual(o!.registryAuth, { present: false });
  assert.equal(o!.consistent, false);

  const views = await surfacesForServer(db, ids.bare!);
  assert.deepEqual(
    views.map((v) => [v.domain, v.via]),
    [
      ['127.0.0.4', 'remote'],
      ['surfaces-test.com', 'namespace'],
    ],
  );
  for (const v of views) {
    assert.equal(v.consistent, null);
    for (const d of [v.serverCard, v.wellKnownServerCard, v.mcpCatalog, v.aiCatalog]) assert.equal(d.present, false);
  }
  assert.deepEqual(await surfacesForServer(db, 999_999), []);
});

test('weekly: nothing is due 6 days later; everything 7 days later, and an edit is seen', async () => {
  const before = { good: good.log.length, other: other.log.length, bare: bare.log.length };
  clock = new Date(t0.getTime() + 6 * DAY);
  assert.deepEqual((await runSurfacesPass(db, { now, allowPrivate: true, resolver })).visited, []);
  assert.deepEqual({ good: good.log.length, other: other.log.length, bare: bare.log.length }, before);

  other.docs.set('/.well-known/mcp/server-card.json', { body: card('io.test/other', `${other.origin}/mcp`) });
  clock = new Date(t0.getTime() + 7 * DAY);
  const r = await runSurfacesPass(db, { now, allowPrivate: true, resolver, limit: 10 });
  assert.equal(r.visited.length, 4);
  const [o] = await surfacesForServer(db, ids.other!);
  assert.equal(o!.checkedAt, clock.toISOString());
  assert.equal(o!.consistent, true);
});

test('limit: a pass visits at most `limit` domains, the rest stay due', async () => {
  clock = new Date(t0.getTime() + 14 * DAY);
  const r = await runSurfacesPass(db, { now, allowPrivate: true, resolver, limit: 1 });
  assert.equal(r.visited.length, 1);
  assert.equal(r.due, 4);
  const r2 = await runSurfacesPass(db, { now, allowPrivate: true, resolver, limit: 10 });
  assert.equal(r2.visited.length, 3);
  assert.ok(!r2.visited.includes(r.visited[0]!));
});
