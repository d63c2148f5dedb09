// Issue 15, finding 7: ESC, BEL, CR and bidi overrides in a server's name, title or tool names are shown
// as visible code points in pages (the <title> included), never passed through as they are.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import supertest from 'supertest';
import { addServer, startHarness } from './harness.js';

test('pages show control and bidi characters of third-party text as <U+XXXX>', async (t) => {
  const h = await startHarness();
  t.after(() => h.close());
  const id = await addServer(h.db, 'com.example/weather', ['https://example.com/mcp'], {
    title: 'Weather\u001b]0;owned\u0007 \u202Emoc.elgoog',
    description: 'Line one\r\nline two \u2066isolated\u2069',
  });
  const { slug } = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [id]))!;
  const res = await supertest(h.app).get(`/servers/${slug}`).expect(200);
  const title = /<title>([^<]*)<\/title>/.exec(res.text)![1]!;
  assert.match(title, /Weather&lt;U\+001B&gt;\]0;owned&lt;U\+0007&gt; &lt;U\+202E&gt;moc\.elgoog/);
  assert.doesNotMatch(res.text, /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
  assert.match(res.text, /&lt;U\+2066&gt;isolated&lt;U\+2069&gt;/);
});
