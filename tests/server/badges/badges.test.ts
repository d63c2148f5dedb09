// Status badges: the SVG parsed as XML holds no script, no event attribute, no link or foreign content,
// and a hostile server title stays text; the shields endpoint twin; cache headers, ETag and 304; an
// unknown slug still draws a badge (404); the server page shows the Markdown to copy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DOMParser, type Element } from '@xmldom/xmldom';
import request from 'supertest';
import type { Database } from '../../../db/connection.js';
import { freshDatabase } from '../../helpers/db.js';
import { startSwitchboard } from '../../helpers/mcp-client-switchboard.js';

const HOSTILE = '<script>alert(1)</script> & "x" onload=alert(2) \u0007';

async function server(
  db: Database,
  name: string,
  slug: string,
  title: string | null,
  m: { state: string; s30: number | null; rank: number | null } | null,
  remote = true,
) {
  const id = (await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, title, description, namespace, namespace_kind, raw, raw_hash)
     VALUES (:name, :slug, '1.0.0', 'active', :title, 'd', 'com.example', 'domain', '{}', 'h') RETURNING id`,
    { name, slug, title },
  ))!.id;
  if (remote) {
    await db.exec(
      `INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day) VALUES (:id, 0, 'streamable-http', 'https://x.example/mcp', 'https://x.example/mcp', 'x.example', 1)`,
      { id },
    );
  }
  if (m) {
    await db.exec(
      `INSERT INTO server_measures (server_id, computed_at, state, success_30d, rank_score, rank_version) VALUES (:id, now(), :state, :s30, :rank, 'rank-v1')`,
      { id, ...m },
    );
  }
}

function parseSvg(text: string) {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, msg) => {
      if (level !== 'warning') errors.push(msg);
    },
  }).parseFromString(text, 'image/svg+xml');
  assert.deepEqual(errors, [], 'well-formed SVG');
  const root = doc.documentElement!;
  assert.equal(root.localName, 'svg');
  assert.equal(root.namespaceURI, 'http://www.w3.org/2000/svg');
  const all = Array.from(doc.getElementsByTagName('*') as unknown as ArrayLike<Element>);
  for (const el of all) {
    assert.ok(!['script', 'foreignObject', 'a', 'image', 'use', 'style', 'iframe'].includes(el.localName!), `no <${el.localName}>`);
    for (const attr of Array.from(el.attributes as unknown as ArrayLike<{ name: string; value: string }>)) {
      assert.ok(!/^on/i.test(attr.name) && !/href$/i.test(attr.name), `no ${attr.name} attribute`);
      assert.ok(!/url\(|javascript:/i.test(attr.value), `attribute ${attr.name} has no URL`);
    }
  }
  const texts = all.filter((e) => e.localName === 'text').map((e) => e.textContent);
  const title = all.find((e) => e.localName === 'title')?.textContent;
  return { texts, title, label: root.getAttribute('aria-label') };
}

test('status badges', async (t) => {
  const db = await freshDatabase();
  await server(db, 'com.example/good', 'com-example-good', 'Good Server', { state: 'responds', s30: 0.993, rank: 82.4 });
  await server(db, 'com.example/evil', 'com-example-evil', HOSTILE, { state: 'auth_required', s30: 1, rank: 55 });
  await server(db, 'com.example/down', 'com-example-down', null, { state: 'timeout', s30: 0.1, rank: 5 });
  await server(db, 'com.example/pkg', 'com-example-pkg', null, null, false);
  const sb = await startSwitchboard(db);
  t.after(() => sb.close());
  // SVG is not a type supertest buffers as text: collect it as a string (into res.text's place, body).
  const asText = (res: NodeJS.ReadableStream & { setEncoding(e: string): void }, cb: (err: Error | null, body: string) => void) => {
    let d = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (d += c));
    res.on('end', () => cb(null, d));
  };
  const expectStatus = async <T extends { status: number }>(p: Promise<T>, status: number): Promise<T> => {
    const res = await p;
    assert.equal(res.status, status);
    return res;
  };
  const get = (path: string) => request(sb.app).get(path);
  const svg = (path: string, etag?: string): Promise<request.Response & { text: string }> => {
    const r = request(sb.app).get(path);
    if (etag) r.set('If-None-Match', etag);
    return r
      .buffer(true)
      .parse(asText as never)
      .then((res) => Object.assign(res, { text: res.body as string }));
  };

  await t.test('the SVG: state, 30-day success and rank; safe; cached with an ETag', async () => {
    const res = await expectStatus(svg('/badge/com-example-good.svg'), 200);
    assert.match(res.headers['content-type']!, /^image\/svg\+xml/);
    assert.match(res.headers['cache-control']!, /^public, max-age=300$/);
    assert.match(res.headers['content-security-policy']!, /default-src 'none'/);
    const parsed = parseSvg(res.text);
    assert.deepEqual(parsed.texts, ['switchboard', 'answers · 99% 30d · rank 82']);
    assert.equal(parsed.title, 'Good Server: answers · 99% 30d · rank 82');
    assert.match(res.text, /fill="#2e7d32"/);
    assert.equal((await svg('/badge/com-example-good.svg', res.headers.etag!)).status, 304);
    // A new measurement changes the badge and its tag.
    await db.exec(
      `UPDATE server_measures SET state = 'timeout' WHERE server_id = (SELECT id FROM servers WHERE slug = 'com-example-good')`,
    );
    const after = await svg('/badge/com-example-good.svg', res.headers.etag!);
    assert.equal(after.status, 200);
    assert.deepEqual(parseSvg(after.text).texts, ['switchboard', 'timeout · 99% 30d · rank 82']);
    assert.match(after.text, /fill="#c62828"/);
  });

  await t.test('a hostile title is text in the SVG and in the JSON twin', async () => {
    const res = await expectStatus(svg('/badge/com-example-evil.svg'), 200);
    assert.ok(!res.text.includes('<script'));
    const parsed = parseSvg(res.text);
    assert.equal(parsed.title, '<script>alert(1)</script> & "x" onload=alert(2) : answers, sign-in needed · 100% 30d · rank 55');
    const json = (await get('/badge/com-example-evil.json').expect(200)).body;
    assert.deepEqual(json, {
      schemaVersion: 1,
      label: 'switchboard',
      message: 'answers, sign-in needed · 100% 30d · rank 55',
      color: '1565c0',
      cacheSeconds: 300,
    });
  });

  await t.test('other cases: failing, package-only, unknown (404, still a badge), parameters refused', async () => {
    assert.deepEqual(parseSvg((await expectStatus(svg('/badge/com-example-down.svg'), 200)).text).texts, [
      'switchboard',
      'timeout · 10% 30d · rank 5',
    ]);
    assert.deepEqual(parseSvg((await expectStatus(svg('/badge/com-example-pkg.svg'), 200)).text).texts, [
      'switchboard',
      'package only, not checked',
    ]);
    const missing = await expectStatus(svg('/badge/no-such.svg'), 404);
    assert.deepEqual(parseSvg(missing.text).texts, ['switchboard', 'not found']);
    assert.equal(missing.headers['cache-control'], 'no-store');
    assert.equal((await get('/badge/no-such.json').expect(404)).body.message, 'not found');
    assert.match((await get('/badge/com-example-good.svg?style=flat').expect(400)).body.error, /style/);
    const json = await get('/badge/com-example-down.json').expect(200);
    await request(sb.app).get('/badge/com-example-down.json').set('If-None-Match', json.headers.etag!).expect(304);
  });

  await t.test('the server page shows the Markdown to copy and the feed links', async () => {
    const page = (await get('/servers/com-example-down').expect(200)).text;
    assert.ok(
      page.includes(
        '[![Switchboard status](https://switchboard.example/badge/com-example-down.svg)](https://switchboard.example/servers/com-example-down)',
      ),
    );
    assert.ok(page.includes('href="https://switchboard.example/servers/com-example-down/changes.atom"'));
  });
});
