// Switchboard's sub-registry API held against the real spec (ajv over registry-openapi-2025-12-01.yaml):
// the whole snapshot paged to the end, version=latest, one server by name, search, updated_since in the
// future, an unknown server, bad parameters, filters, and the OpenAPI extension document.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import request from 'supertest';
import { parse } from 'yaml';
import { runSync } from '../../../checker/sync/run-sync.js';
import { conformServer } from '../../../catalog/registry/conform.js';
import { FILTER_NAMES } from '../../../catalog/registry/filters.js';
import { CatalogSchema, SERVER_CARD_MEDIA_TYPE, ServerCardSchema } from '../../../core/discovery/server-card.js';
import { freshDatabase } from '../../helpers/db.js';
import { startSwitchboard } from '../../helpers/mcp-client-switchboard.js';
import { errorsOf, specValidators } from '../../helpers/registry-spec.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';
import { seedMeasures } from './seed.js';

const KEY = 'example.switchboard/switchboard';
const OFFICIAL = 'io.modelcontextprotocol.registry/official';
type Entry = { server: { name: string; version: string }; _meta: Record<string, any> };
type List = { servers: Entry[]; metadata: { count: number; nextCursor?: string } };

test('the registry API over the real snapshot', async (t) => {
  const v = specValidators();
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const seeded = await seedMeasures(db);
  const sb = await startSwitchboard(db);
  t.after(() => sb.close());
  const get = (path: string) => request(sb.app).get(path);
  const ext = parse(fs.readFileSync(new URL('../../../server/registry/openapi-extension.yaml', import.meta.url), 'utf8'));
  const metaValid = v.compile(ext.components.schemas.SwitchboardMeta);

  const list = async (path: string): Promise<List> => {
    const res = await get(path).expect(200);
    assert.ok(v.serverList(res.body), `${path}: ${errorsOf(v.serverList)}`);
    assert.equal(res.body.metadata.count, res.body.servers.length);
    return res.body as List;
  };

  await t.test('paging to the end: all 1,108 servers, each valid, each with the official block as mirrored and ours', async () => {
    const stored = new Map(
      (await db.rows<{ name: string; raw: { server: object; official: object } }>('SELECT name, raw FROM servers')).map((r) => [
        r.name,
        r.raw,
      ]),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(`/v0.1/servers?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      pages++;
      for (const e of page.servers) {
        seen.push(e.server.name);
        const raw = stored.get(e.server.name)!;
        assert.deepEqual(e._meta[OFFICIAL], raw.official);
        assert.deepEqual(e.server, conformServer(raw.server as Record<string, unknown>).server);
        assert.ok(metaValid(e._meta[KEY]), `${e.server.name}: ${errorsOf(metaValid)}`);
      }
      cursor = page.metadata.nextCursor;
    } while (cursor);
    assert.equal(pages, 12);
    assert.equal(seen.length, 1108);
    assert.equal(new Set(seen).size, 1108);
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)),
    );
  });

  await t.test('the _meta block of a measured server says what was measured', async () => {
    const res = await get(`/v0.1/servers/${encodeURIComponent(seeded.answering)}/versions/latest`).expect(200);
    assert.ok(v.serverResponse(res.body), errorsOf(v.serverResponse));
    assert.deepEqual(res.body._meta[KEY], {
      state: 'responds',
      auth: 'none',
      lastCheckedAt: '2025-12-19T06:00:00.000Z',
      success7d: 1,
      success30d: 0.988,
      firstTry30d: 0.95,
      medianResponseMs: 180,
      rank: { score: 82, version: 'rank-v1' },
      categories: ['communication'],
      risk: 'read_only',
      notices: 0,
      tools: 2,
      euHosting: true,
      verifiedOwner: 'getdialer.app',
      page: 'https://switchboard.example/servers/app-getdialer-dialer',
      getServer: 'https://switchboard.example/api/servers/app-getdialer-dialer.json',
      // Its upstream entry says `repository: {}`, which the 2025-12-01 schema refuses.
      repaired: ['server.repository: empty object dropped'],
    });
    assert.equal(res.body.server.repository, undefined);
  });

  await t.test('version=latest is the same list; an exact version narrows it', async () => {
    const plain = await list('/v0.1/servers?limit=50');
    const latest = await list('/v0.1/servers?limit=50&version=latest');
    assert.deepEqual(latest, plain);
    const one = plain.servers[3]!.server;
    const exact = await list(`/v0.1/servers?version=${encodeURIComponent(one.version)}&limit=100`);
    assert.ok(exact.servers.length >= 1 && exact.servers.every((e) => e.server.version === one.version));
  });

  await t.test('one server by name: /versions lists the one kept, /versions/{version} with latest or exact, encoded or not', async () => {
    const name = seeded.oauth;
    const enc = encodeURIComponent(name);
    const versions = await list(`/v0.1/servers/${enc}/versions`);
    assert.equal(versions.servers.length, 1);
    assert.match((versions.metadata as Record<string, any>)[KEY].note, /only the latest version/);
    const version = versions.servers[0]!.server.version;
    for (const path of [
      `/v0.1/servers/${enc}/versions/latest`,
      `/v0.1/servers/${enc}/versions/${encodeURIComponent(version)}`,
      `/v0.1/servers/${name}/versions/latest`,
    ]) {
      const res = await get(path).expect(200);
      assert.ok(v.serverResponse(res.body), `${path}: ${errorsOf(v.serverResponse)}`);
      assert.equal(res.body.server.name, name);
      assert.equal(res.body._meta[KEY].auth, 'oauth');
    }
    const old = await get(`/v0.1/servers/${enc}/versions/0.0.0-never`).expect(404);
    assert.ok(v.error(old.body), errorsOf(v.error));
    assert.match(old.body.error, /keeps only the latest version/);
  });

  await t.test('an unknown server is a 404 with {"error"}', async () => {
    for (const path of ['/v0.1/servers/com.example%2Fno-such/versions', '/v0.1/servers/com.example%2Fno-such/versions/latest']) {
      const res = await get(path).expect(404);
      assert.ok(v.error(res.body), errorsOf(v.error));
      assert.match(res.body.error, /com\.example\/no-such/);
    }
  });

  await t.test('search is the relevance search, in its order, and pages', async () => {
    const res = await list('/v0.1/servers?search=weather&limit=5');
    const expected = sb.live.index.search({ query: 'weather', sort: 'relevance', limit: 5 }).results.map((r) => r.doc.name);
    assert.equal(res.servers.length, 5);
    assert.deepEqual(
      res.servers.map((e) => e.server.name),
      expected,
    );
    // A phrase the registry's substring search cannot answer ("weather forecast" is in no name).
    const phrase = await list('/v0.1/servers?search=weather%20forecast&limit=100');
    assert.ok(phrase.servers.length > 0);
    // Paging a search: no repeats, and the union is every hit.
    const all: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await list(`/v0.1/servers?search=weather&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      all.push(...p.servers.map((e) => e.server.name));
      cursor = p.metadata.nextCursor;
    } while (cursor);
    // A page of 100 holds every weather server: its total is exact (a small page's may be a lower bound).
    const whole = sb.live.index.search({ query: 'weather', limit: 100 });
    assert.equal(whole.totalIsLowerBound, undefined);
    const total = whole.total;
    assert.equal(all.length, total);
    assert.equal(new Set(all).size, total);
    // Search with a filter applies it to the hits.
    const answering = await list(`/v0.1/servers?search=${encodeURIComponent('dialer phone')}&state=responds`);
    assert.deepEqual(
      answering.servers.map((e) => e.server.name),
      [seeded.answering],
    );
  });

  await t.test('updated_since in the future: an empty, valid list', async () => {
    const res = await list('/v0.1/servers?updated_since=2999-01-01T00:00:00Z');
    assert.deepEqual(res, { servers: [], metadata: { count: 0 } });
    // ...and in the past, only what changed after it (the snapshot's newest updatedAt is 2025-12-18T08:09:20.694935Z).
    const recent = await list('/v0.1/servers?updated_since=2025-12-18T08:09:20.694Z&limit=100');
    assert.deepEqual(
      recent.servers.map((e) => e._meta[OFFICIAL].updatedAt),
      ['2025-12-18T08:09:20.694935Z'],
    );
    assert.equal((await list('/v0.1/servers?updated_since=2025-12-18T08:09:20.694935Z')).servers.length, 0);
  });

  await t.test('bad and unknown parameters are a 400 that names them', async () => {
    const cases: [string, RegExp][] = [
      ['/v0.1/servers?limit=0', /limit/],
      ['/v0.1/servers?limit=101', /limit/],
      ['/v0.1/servers?limit=ten', /limit/],
      ['/v0.1/servers?updated_since=yesterday', /updated_since/],
      ['/v0.1/servers?include_deleted=maybe', /include_deleted/],
      ['/v0.1/servers?cursor=not-a-cursor', /cursor/],
      ['/v0.1/servers?state=answering', /state: unknown value "answering"/],
      ['/v0.1/servers?category=no-such-category', /category/],
      ['/v0.1/servers?notices=some', /notices/],
      ['/v0.1/servers?min_rank=101', /min_rank/],
      ['/v0.1/servers?stat=responds&sort=rank', /unknown parameters "stat", "sort"/],
      ['/v0.1/servers?limit=1&limit=2', /given twice/],
      ['/v0.1/servers/com.example%2Fx/versions?limit=3', /unknown parameter "limit"/],
    ];
    for (const [path, message] of cases) {
      const res = await get(path).expect(400);
      assert.ok(v.error(res.body), `${path}: ${errorsOf(v.error)}`);
      assert.match(res.body.error, message, path);
    }
    // A cursor from one query is refused for another.
    const page = await list('/v0.1/servers?limit=2');
    const res = await get(`/v0.1/servers?limit=2&state=responds&cursor=${page.metadata.nextCursor}`).expect(400);
    assert.match(res.body.error, /other parameters/);
  });

  await t.test('filters narrow the list', async () => {
    const names = async (q: string) => {
      const out: string[] = [];
      let cursor: string | undefined;
      do {
        const p = await list(`/v0.1/servers?limit=100&${q}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        out.push(...p.servers.map((e) => e.server.name));
        cursor = p.metadata.nextCursor;
      } while (cursor);
      return out;
    };
    assert.deepEqual(await names('state=responds'), [seeded.answering]);
    assert.deepEqual(await names('state=responds,auth_required'), [seeded.answering, seeded.oauth].sort());
    assert.deepEqual(await names('auth=oauth'), [seeded.oauth]);
    assert.deepEqual(await names('auth=none'), [seeded.answering]);
    assert.deepEqual(await names('category=communication'), [seeded.answering]);
    assert.deepEqual(await names('risk=read_only'), [seeded.answering]);
    assert.deepEqual(await names('min_rank=50'), [seeded.answering, seeded.oauth].sort());
    assert.deepEqual(await names('min_rank=50&notices=none'), [seeded.answering]);
    // The snapshot's counts (shared/data/registry/README.md): 486 latest servers with remotes, 106 with sse.
    assert.equal((await names('has_remote=true')).length, 486);
    assert.equal((await names('has_remote=false')).length, 1108 - 486);
    assert.equal((await names('transport=sse')).length, 106);
    assert.equal((await names('notices=none')).length, 1107);
  });

  await t.test('deleted entries: left out unless include_deleted (or updated_since) asks for them', async () => {
    await db.exec(`UPDATE servers SET status = 'deleted' WHERE name = :n`, { n: seeded.failing });
    assert.equal((await list(`/v0.1/servers?limit=100&state=timeout`)).servers.length, 0);
    const withDeleted = await list(`/v0.1/servers?limit=100&state=timeout&include_deleted=true`);
    assert.deepEqual(
      withDeleted.servers.map((e) => e.server.name),
      [seeded.failing],
    );
    await get(`/v0.1/servers/${encodeURIComponent(seeded.failing)}/versions/latest`).expect(404);
    await get(`/v0.1/servers/${encodeURIComponent(seeded.failing)}/versions/latest?include_deleted=true`).expect(200);
    await db.exec(`UPDATE servers SET status = 'active' WHERE name = :n`, { n: seeded.failing });
  });

  await t.test('the OpenAPI extension is served, names our _meta key, and documents exactly the filters the API takes', async () => {
    const res = await get('/v0.1/openapi.yaml').expect(200);
    assert.match(res.headers['content-type']!, /yaml/);
    const doc = parse(res.text);
    assert.equal(doc.openapi, '3.1.0');
    assert.match(doc.components.schemas.SwitchboardMeta.description, new RegExp(KEY.replace(/\./g, '\\.')));
    const documented = doc.paths['/v0.1/servers'].get.parameters.map((p: { name: string }) => p.name);
    assert.deepEqual(documented.filter((n: string) => (FILTER_NAMES as readonly string[]).includes(n)).sort(), [...FILTER_NAMES].sort());
    assert.deepEqual(documented.filter((n: string) => !(FILTER_NAMES as readonly string[]).includes(n)).sort(), [
      'cursor',
      'include_deleted',
      'limit',
      'search',
      'updated_since',
      'version',
    ]);
  });

  await t.test('the nested AI catalog lists the servers that answer, each with valid server-card data', async () => {
    const top = CatalogSchema.parse((await get('/.well-known/ai-catalog.json').expect(200)).body);
    const nested = top.entries.find((e) => e.type === 'application/ai-catalog+json')!;
    assert.equal(nested.url, 'https://switchboard.example/ai-catalog/answering.json');
    const res = await get('/ai-catalog/answering.json').expect(200);
    const cat = CatalogSchema.parse(JSON.parse(res.text));
    assert.deepEqual(
      cat.entries.map((e) => (e.data as { name: string }).name),
      [seeded.answering, seeded.oauth].sort(),
    );
    for (const e of cat.entries) {
      assert.equal(e.type, SERVER_CARD_MEDIA_TYPE);
      const card = ServerCardSchema.safeParse(e.data);
      assert.ok(card.success, JSON.stringify(card.error?.issues));
      assert.ok(card.data.remotes!.length > 0);
      // The entry's URL is the registry answer for that server.
      const one = await get(new URL(e.url).pathname).expect(200);
      assert.equal(one.body.server.name, card.data.name);
    }
  });

  await t.test("read-only: the spec's write endpoints answer 501", async () => {
    const res = await request(sb.app).post('/v0.1/publish').send({}).expect(501);
    assert.ok(v.error(res.body));
  });
});

test('a preset with a bad filter stops the start with a message naming REGISTRY_PRESETS and the preset', async () => {
  const { createApp } = await import('../../../app/http/app.js');
  const { ConfigError, loadConfig } = await import('../../../core/config.js');
  const { createLogger } = await import('../../../core/log.js');
  const config = loadConfig({ NODE_ENV: 'test', REGISTRY_PRESETS: '{"teams":"state=responds&stat=typo"}' });
  assert.throws(
    () => createApp({ db: {} as never, config, log: createLogger('silent') }),
    (err: unknown) => err instanceof ConfigError && /REGISTRY_PRESETS: preset "teams": unknown filter "stat"/.test(err.message),
  );
  assert.throws(() => loadConfig({ NODE_ENV: 'test', REGISTRY_PRESETS: 'state=responds' }), /REGISTRY_PRESETS/);
});
