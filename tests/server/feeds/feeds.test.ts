// The change feeds: Atom checked against RFC 4287's required elements with a real XML parser, JSON Feed
// 1.1's required members, filters by kind and server, the per-server feed, ETag / If-None-Match, and a
// hostile server title (markup, an entity, a CDATA end, a control character XML cannot carry) that stays text in both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import request from 'supertest';
import type { Database } from '../../../db/connection.js';
import { freshDatabase } from '../../helpers/db.js';
import { startSwitchboard } from '../../helpers/mcp-client-switchboard.js';

const ATOM = 'http://www.w3.org/2005/Atom';
const HOSTILE = 'Evil <script>alert(1)</script> & "quotes" ]]> \u0008 <img src=x onerror=alert(2)>';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function server(db: Database, name: string, slug: string, title: string | null): Promise<number> {
  return (await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, title, description, namespace, namespace_kind, raw, raw_hash)
     VALUES (:name, :slug, '1.0.0', 'active', :title, 'd', 'com.example', 'domain', '{}', 'h') RETURNING id`,
    { name, slug, title },
  ))!.id;
}

function parseXml(text: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, msg) => {
      if (level !== 'warning') errors.push(msg);
    },
  }).parseFromString(text, 'application/xml');
  assert.deepEqual(errors, [], 'well-formed XML');
  return doc;
}

const children = (el: Element, name: string): Element[] =>
  Array.from(el.childNodes as unknown as ArrayLike<Element>).filter(
    (n) => n.nodeType === 1 && n.localName === name && n.namespaceURI === ATOM,
  );

/** RFC 4287 section 4.1.1 / 4.1.2: the elements a feed and each entry must carry, once. */
function assertAtom(doc: Document): Element[] {
  const feed = doc.documentElement!;
  assert.equal(feed.localName, 'feed');
  assert.equal(feed.namespaceURI, ATOM);
  for (const name of ['id', 'title', 'updated']) assert.equal(children(feed, name).length, 1, `feed has one atom:${name}`);
  assert.match(children(feed, 'updated')[0]!.textContent!, RFC3339);
  assert.ok(children(feed, 'link').some((l) => l.getAttribute('rel') === 'self'));
  const entries = children(feed, 'entry');
  // atom:author is required on the feed unless every entry has one.
  assert.ok(children(feed, 'author').length === 1 || entries.every((e) => children(e, 'author').length === 1));
  for (const a of children(feed, 'author')) assert.equal(children(a, 'name').length, 1);
  const ids = new Set<string>();
  for (const e of entries) {
    for (const name of ['id', 'title', 'updated']) assert.equal(children(e, name).length, 1, `entry has one atom:${name}`);
    assert.match(children(e, 'updated')[0]!.textContent!, RFC3339);
    new URL(children(e, 'id')[0]!.textContent!); // an IRI
    ids.add(children(e, 'id')[0]!.textContent!);
    // atom:content, or else a rel=alternate link
    assert.ok(
      children(e, 'content').length === 1 || children(e, 'link').some((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate'),
    );
  }
  assert.equal(ids.size, entries.length, 'entry ids are unique');
  assert.equal(doc.getElementsByTagName('script').length, 0);
  assert.equal(doc.getElementsByTagName('img').length, 0);
  return entries;
}

function assertJsonFeed(body: any): void {
  assert.equal(body.version, 'https://jsonfeed.org/version/1.1');
  assert.equal(typeof body.title, 'string');
  assert.ok(Array.isArray(body.items));
  for (const item of body.items) {
    assert.equal(typeof item.id, 'string');
    assert.ok(typeof item.content_text === 'string' || typeof item.content_html === 'string');
    assert.equal(item.content_html, undefined, 'third-party text is never offered as HTML');
    assert.match(item.date_published, RFC3339);
  }
}

test('change feeds', async (t) => {
  const db = await freshDatabase();
  const evil = await server(db, 'com.example/evil', 'com-example-evil', HOSTILE);
  const plain = await server(db, 'com.example/plain', 'com-example-plain', null);
  const now = Date.now();
  const at = (minAgo: number) => new Date(now - minAgo * 60_000);
  await db.exec(
    `INSERT INTO changes (server_id, day, at, kind, details) VALUES
      (:evil, CURRENT_DATE, :a1, 'tools_added', :tools),
      (:plain, CURRENT_DATE, :a2, 'stopped_answering', '{}'),
      (:plain, CURRENT_DATE, :a3, 'listed', '{"version":"1.0.0"}')`,
    { evil, plain, a1: at(1), a2: at(2), a3: at(3), tools: JSON.stringify({ tools: ['</content><script>x</script>', 'ok_tool'] }) },
  );
  const sb = await startSwitchboard(db);
  t.after(() => sb.close());
  const get = (path: string) => request(sb.app).get(path);

  await t.test('Atom: RFC 4287 elements, newest first, hostile text kept as text', async () => {
    const res = await get('/changes.atom').expect(200);
    assert.match(res.headers['content-type']!, /^application\/atom\+xml/);
    const entries = assertAtom(parseXml(res.text));
    assert.equal(entries.length, 3);
    const title = children(entries[0]!, 'title')[0]!.textContent!;
    assert.equal(title, 'Evil <script>alert(1)</script> & "quotes" ]]>  <img src=x onerror=alert(2)>: tools added');
    assert.match(children(entries[0]!, 'content')[0]!.textContent!, /<\/content><script>x<\/script>, ok_tool/);
    assert.ok(!res.text.includes('<script>'));
  });

  await t.test('JSON Feed: required members; the hostile title is a plain string', async () => {
    const res = await get('/changes.json').expect(200);
    assert.match(res.headers['content-type']!, /^application\/feed\+json/);
    const body = JSON.parse(res.text);
    assertJsonFeed(body);
    assert.equal(body.items.length, 3);
    assert.equal(body.items[0].title, `${HOSTILE}: tools added`);
  });

  await t.test('filtered by kind and by server; a per-server feed', async () => {
    const byKind = JSON.parse((await get('/changes.json?kind=listed,stopped_answering').expect(200)).text);
    assert.deepEqual(
      byKind.items.map((i: any) => i.tags[0]),
      ['stopped_answering', 'listed'],
    );
    const byServer = JSON.parse((await get('/changes.json?server=com.example/plain').expect(200)).text);
    assert.equal(byServer.items.length, 2);
    const perServer = assertAtom(parseXml((await get('/servers/com-example-evil/changes.atom').expect(200)).text));
    assert.equal(perServer.length, 1);
    const perServerJson = JSON.parse((await get('/servers/com-example-plain/changes.json?kind=listed').expect(200)).text);
    assert.equal(perServerJson.items.length, 1);
    assert.match(perServerJson.title, /com\.example\/plain/);
    // The per-server Atom feed's own title carries the hostile server title, escaped.
    const evilFeed = parseXml((await get('/servers/com-example-evil/changes.atom').expect(200)).text);
    assert.match(children(evilFeed.documentElement!, 'title')[0]!.textContent!, /^Switchboard changes: Evil <script>/);
  });

  await t.test('bad filters are a 400, an unknown server a 404', async () => {
    assert.match((await get('/changes.atom?kind=exploded').expect(400)).body.error, /unknown kind "exploded"/);
    assert.match((await get('/changes.atom?since=yesterday').expect(400)).body.error, /unknown parameter "since"/);
    assert.match((await get('/changes.json?server=com.example/none').expect(404)).body.error, /com\.example\/none/);
    await get('/servers/no-such-slug/changes.atom').expect(404);
  });

  await t.test('ETag and If-None-Match: 304 until a new record arrives', async () => {
    for (const path of ['/changes.atom', '/changes.json', '/servers/com-example-plain/changes.atom']) {
      const first = await get(path).expect(200);
      const tag = first.headers.etag!;
      assert.match(tag, /^"[A-Za-z0-9_-]+"$/);
      assert.match(first.headers['cache-control']!, /max-age=\d+/);
      await request(sb.app).get(path).set('If-None-Match', tag).expect(304);
    }
    const tag = (await get('/changes.atom').expect(200)).headers.etag!;
    await db.exec(
      `INSERT INTO changes (server_id, day, at, kind, details) VALUES (:plain, CURRENT_DATE, now(), 'started_answering', '{}')`,
      { plain },
    );
    const after = await request(sb.app).get('/changes.atom').set('If-None-Match', tag).expect(200);
    assert.notEqual(after.headers.etag, tag);
  });
});
