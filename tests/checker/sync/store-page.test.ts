// A page stored in one go (checker/sync/store.ts storeRecords): a new version that drops a remote unlists it
// (its row and history stay), bumps change_seq and keeps the slug; a remote listed twice is one row; a
// page naming a server twice takes the per-item path and ends where item-by-item storing would.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseListItem, type ServerRecord } from '../../../checker/sync/registry-item.js';
import { listingOf, storeRecord, storeRecords } from '../../../checker/sync/store.js';
import { binaryArray } from '../../../db/binary-array.js';
import { freshDatabase } from '../../helpers/db.js';

function record(name: string, version: string, remotes: string[], updatedAt: string): ServerRecord {
  const parsed = parseListItem({
    server: { name, version, description: `${name} ${version}`, remotes: remotes.map((url) => ({ type: 'streamable-http', url })) },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: updatedAt, updatedAt, isLatest: true } },
  });
  assert.ok(parsed.ok);
  return parsed.record;
}

test('storeRecords: new, changed (a remote dropped), unchanged, a remote listed twice, a name twice in one page', async () => {
  const db = await freshDatabase();
  try {
    const now = new Date('2025-12-20T00:00:00Z');
    const store = (recs: ServerRecord[]) => db.transaction((t) => storeRecords(db, recs.map(listingOf), { now, recordListings: true }, t));
    const a1 = record(
      'com.example/a',
      '1.0.0',
      ['https://a.example.com/mcp', 'https://a.example.com/sse', 'https://a.example.com/mcp'],
      '2025-12-01T00:00:00Z',
    );
    const b1 = record('com.example/b', '1.0.0', ['https://b.example.com/mcp'], '2025-12-01T00:00:00Z');
    assert.deepEqual(await store([a1, b1]), ['new', 'new']);
    const before = (await db.one<{ id: number; slug: string; change_seq: number }>(
      `SELECT id, slug, change_seq FROM servers WHERE name = 'com.example/a'`,
    ))!;
    assert.equal(before.slug, 'com-example-a');
    assert.deepEqual(
      await db.rows(`SELECT url_template, listed FROM remotes WHERE server_id = :id ORDER BY url_template`, { id: before.id }),
      [
        { url_template: 'https://a.example.com/mcp', listed: true },
        { url_template: 'https://a.example.com/sse', listed: true },
      ],
    );

    const a2 = record('com.example/a', '2.0.0', ['https://a.example.com/mcp'], '2025-12-02T00:00:00Z');
    assert.deepEqual(await store([a2, b1]), ['updated', 'unchanged']);
    const after = (await db.one<{ id: number; slug: string; version: string; change_seq: number }>(
      `SELECT id, slug, version, change_seq FROM servers WHERE name = 'com.example/a'`,
    ))!;
    assert.equal(after.id, before.id);
    assert.equal(after.slug, before.slug);
    assert.equal(after.version, '2.0.0');
    assert.ok(after.change_seq > before.change_seq, 'web processes see the change');
    assert.deepEqual(
      await db.rows(`SELECT url_template, listed FROM remotes WHERE server_id = :id ORDER BY url_template`, { id: before.id }),
      [
        { url_template: 'https://a.example.com/mcp', listed: true },
        { url_template: 'https://a.example.com/sse', listed: false },
      ],
    );

    // The same name twice in a page: the second sees the first, as item-by-item storing did.
    const c1 = record('com.example/c', '1.0.0', [], '2025-12-01T00:00:00Z');
    const c2 = record('com.example/c', '2.0.0', [], '2025-12-02T00:00:00Z');
    assert.deepEqual(await store([c1, c2]), ['new', 'updated']);
    assert.equal((await db.one<{ version: string }>(`SELECT version FROM servers WHERE name = 'com.example/c'`))!.version, '2.0.0');
    const listed = await db.rows<{ name: string }>(
      `SELECT s.name FROM changes c JOIN servers s ON s.id = c.server_id WHERE c.kind = 'listed' ORDER BY s.name`,
    );
    assert.deepEqual(
      listed.map((r) => r.name),
      ['com.example/a', 'com.example/b', 'com.example/c'],
    );
  } finally {
    await db.close();
  }
});

type Remote = { url: string; type?: string; headers?: { name: string }[] };
// Every optional field of server.json that has a column of its own.
const FULL = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
  title: 'A "quoted" title \u00e9',
  websiteUrl: 'https://k.example.com',
  repository: { url: 'https://github.com/k/one', source: 'github', subfolder: 'srv' },
  icons: [{ src: 'https://k.example.com/i.png', sizes: ['32x32'] }],
  packages: [{ registryType: 'npm', identifier: '@k/one', version: '1.0.0', environmentVariables: [{ name: 'K', isSecret: true }] }],
};
function item(
  name: string,
  version: string,
  remotes: Remote[],
  updatedAt: string,
  over: { status?: string; isLatest?: boolean; server?: Record<string, unknown>; statusMessage?: string } = {},
) {
  const parsed = parseListItem({
    server: {
      name,
      version,
      description: `${name} ${version}`,
      remotes: remotes.map((r) => ({ type: 'streamable-http', ...r })),
      ...over.server,
    },
    _meta: {
      'io.modelcontextprotocol.registry/official': {
        ...(over.statusMessage ? { statusMessage: over.statusMessage } : {}),
        status: over.status ?? 'active',
        publishedAt: '2025-11-01T00:00:00Z',
        updatedAt,
        isLatest: over.isLatest ?? true,
      },
    },
  });
  assert.ok(parsed.ok);
  return parsed.record;
}

/** What a page leaves behind, by name (ids differ: an upsert draws from a sequence even when it updates). */
async function contents(db: Awaited<ReturnType<typeof freshDatabase>>) {
  return {
    servers: await db.rows(
      `SELECT name, slug, version, status, status_message, title, description, website_url, repository, icons, packages, namespace,
         namespace_kind, namespace_domain, schema_url, published_at, registry_updated_at, raw, raw_hash
       FROM servers ORDER BY name`,
    ),
    remotes: await db.rows(
      `SELECT s.name, r.position, r.type, r.url_template, r.header_key, r.url, r.headers, r.host, r.listed, r.minute_of_day
       FROM remotes r JOIN servers s ON s.id = r.server_id ORDER BY s.name, r.type, r.url_template, r.header_key`,
    ),
    // In the order written.
    changes: await db.rows(
      `SELECT s.name, c.day, c.at, c.kind, c.details FROM changes c JOIN servers s ON s.id = c.server_id ORDER BY c.id`,
    ),
    remoteOrder: (
      await db.rows<{ name: string; url_template: string }>(
        `SELECT s.name, r.url_template FROM remotes r JOIN servers s ON s.id = r.server_id ORDER BY r.id`,
      )
    ).map((r) => `${r.name} ${r.url_template}`),
  };
}

test('a page stored at once ends exactly as item-by-item storing does: slugs, remotes kept, unlisted and listed again, changes', async () => {
  const [paged, single] = await Promise.all([freshDatabase(), freshDatabase()]);
  const m = (host: string, p = 'mcp') => ({ url: `https://${host}.example.com/${p}` });
  const pages = [
    // A first import (no listing changes): one server holds the slug a-b-c, one is deleted already.
    {
      listings: false,
      items: [
        item('a.b/c', '1.0.0', [m('a'), m('a', 'sse')], '2025-12-01T00:00:00Z'),
        item('k.k/one', '1.0.0', [m('k')], '2025-12-01T00:00:00Z', { server: FULL }),
        item('del.x/gone', '1.0.0', [m('d')], '2025-12-01T00:00:00Z'),
      ],
    },
    // New names whose base slug the database has (a-b/c) or an earlier name of the page takes (x-y/z);
    // a changed server dropping a remote and adding one; an unchanged one; an older version; one deleted.
    {
      listings: true,
      items: [
        item('a-b/c', '1.0.0', [m('ab')], '2025-12-02T00:00:00Z'),
        item('x.y/z', '1.0.0', [m('x'), { ...m('x'), headers: [{ name: 'Authorization' }] }], '2025-12-02T00:00:00Z'),
        item('x-y/z', '1.0.0', [m('xy')], '2025-12-02T00:00:00Z'),
        item('a.b/c', '1.5.0', [m('a')], '2025-12-02T00:00:00Z', { isLatest: false }),
        item('a.b/c', '2.0.0', [m('a'), m('a', 'v2')], '2025-12-02T00:00:00Z'),
        item('k.k/one', '1.0.0', [m('k')], '2025-12-01T00:00:00Z', { server: FULL }),
        item('del.x/gone', '1.0.1', [m('d')], '2025-12-02T00:00:00Z', { status: 'deleted', statusMessage: 'withdrawn \u00e9' }),
      ],
    },
    // Listed again: the deleted server, and the remote a.b/c dropped; a remote listed twice is one row; a late
    // page's older "latest" is not stored.
    {
      listings: true,
      items: [
        item('del.x/gone', '1.1.0', [m('d')], '2025-12-03T00:00:00Z'),
        item('a.b/c', '3.0.0', [m('a', 'sse'), m('a'), m('a', 'sse')], '2025-12-03T00:00:00Z', { server: FULL }),
        item('x.y/z', '0.9.0', [], '2025-12-01T00:00:00Z'),
      ],
    },
  ];
  for (const [i, page] of pages.entries()) {
    const opts = { now: new Date(Date.UTC(2025, 11, 20 + i)), recordListings: page.listings };
    const atOnce = await paged.transaction((t) => storeRecords(paged, page.items.map(listingOf), opts, t));
    const oneByOne = await single.transaction(async (t) => {
      const out = [];
      for (const rec of page.items) out.push(await storeRecord(single, listingOf(rec), opts, t));
      return out;
    });
    assert.deepEqual(atOnce, oneByOne, `page ${i + 1} outcomes`);
    assert.deepEqual(await contents(paged), await contents(single), `page ${i + 1} rows`);
  }
  const after = await contents(paged);
  // The cases did occur.
  const slugs = Object.fromEntries(after.servers.map((s) => [s.name, s.slug]));
  assert.equal(slugs['a.b/c'], 'a-b-c');
  assert.match(String(slugs['a-b/c']), /^a-b-c-[0-9a-f]{6}$/);
  assert.equal(slugs['x.y/z'], 'x-y-z');
  assert.match(String(slugs['x-y/z']), /^x-y-z-[0-9a-f]{6}$/);
  assert.deepEqual(
    after.remotes.filter((r) => r.name === 'a.b/c').map((r) => [r.url_template, r.listed]),
    [
      ['https://a.example.com/mcp', true],
      ['https://a.example.com/sse', true],
      ['https://a.example.com/v2', false],
    ],
  );
  assert.deepEqual(
    after.changes.map((c) => `${c.name} ${c.kind}`),
    ['a-b/c listed', 'x.y/z listed', 'x-y/z listed', 'del.x/gone unlisted', 'del.x/gone listed'],
  );
});

test('binaryArray: text[] and jsonb[] as PostgreSQL reads them (nulls, empty, characters of 2 to 4 bytes, quotes, UTF-8 bytes)', async () => {
  const db = await freshDatabase();
  try {
    const texts = ['plain', null, 'caf\u00e9 \u20ac \u{1F600}', 'a "quoted" \\ back{slash},', ''];
    const jsons = ['{"b":1,"a":"\u00e9\u{1F600}"}', '[1,2.5,null,true]', '"\\u0041"'];
    const row = await db.transaction(
      async (t) =>
        (
          await db.boundRows<{ t: (string | null)[]; j: unknown[]; n: number; e: string[]; ej: unknown[]; tb: string[]; jb: unknown[] }>(
            `SELECT :t::text[] AS t, :j::jsonb[] AS j, cardinality(:t::text[]) AS n, :e::text[] AS e, :ej::jsonb[] AS ej,
               :tb::text[] AS tb, :jb::jsonb[] AS jb`,
            {
              t: binaryArray('text', texts),
              j: binaryArray('jsonb', jsons),
              e: binaryArray('text', []),
              ej: binaryArray('jsonb', []),
              // Elements given as their UTF-8 bytes (the sync's raw), among strings.
              tb: binaryArray('text', [Buffer.from(texts[2]!), 'x', Buffer.from('')]),
              jb: binaryArray('jsonb', [...jsons.map((s) => Buffer.from(s)), '{}']),
            },
            t,
          )
        )[0]!,
    );
    assert.deepEqual(row.t, texts);
    assert.equal(row.n, texts.length);
    assert.deepEqual(
      row.j,
      jsons.map((s) => JSON.parse(s)),
    );
    assert.deepEqual(row.e, []);
    assert.deepEqual(row.ej, []);
    assert.deepEqual(row.tb, [texts[2], 'x', '']);
    assert.deepEqual(row.jb, [...jsons.map((s) => JSON.parse(s)), {}]);
    // A malformed element is PostgreSQL's error, not a silent value.
    await assert.rejects(
      db.transaction((t) => db.boundRows(`SELECT :j::jsonb[] AS j`, { j: binaryArray('jsonb', ['{"a":']) }, t)),
      /invalid input syntax for type json/,
    );
  } finally {
    await db.close();
  }
});
