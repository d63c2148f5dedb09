// Public pages over hostile registry text: everything is escaped; the sitemap leaves removed servers out;
// the about pages state the settings the code runs with.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { RANK_RULE_VERSION, SPEED_BEST_MS } from '../../checker/measures/rank.js';
import { checkSettings } from '../../checker/settings.js';
import { addServer, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
after(() => h.close());
const evil = await addServer(h.db, 'com.evil/x', ['https://evil.com/mcp'], { title: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)> & <b>bold</b>' });
await addServer(h.db, 'com.gone/x', ['https://gone.com/mcp'], { removed: true });

test('registry text is escaped on the server page and in search results', async () => {
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [evil]))!.slug;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;
  assert.ok(!page.includes('<script>alert(1)'));
  assert.ok(!page.includes('<img src=x'));
  assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  assert.ok(page.includes('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;'));
  const search = (await supertest(h.app).get('/?q=evil')).text;
  assert.ok(search.includes(`/servers/${slug}`));
  assert.ok(!search.includes('<script>alert'));
});

test('sitemap lists live servers only', async () => {
  const res = await supertest(h.app).get('/sitemap.xml');
  assert.match(res.headers['content-type']!, /application\/xml/);
  assert.match(res.text, /com-evil-x/);
  assert.doesNotMatch(res.text, /com-gone-x/);
});

test('about pages come from the code\'s settings and constants', async () => {
  const checks = (await supertest(h.app).get('/about/checks')).text;
  const s = checkSettings();
  assert.ok(checks.includes(s.userAgent.replace(/&/g, '&amp;')), 'user agent');
  assert.ok(checks.includes('CHECK_RESPONSE_TIMEOUT_MS') && checks.includes(String(s.responseDeadlineMs)));
  assert.match(checks, /How to stop or slow the checks/);
  const ranking = (await supertest(h.app).get('/about/ranking')).text;
  assert.ok(ranking.includes(RANK_RULE_VERSION) && ranking.includes(`${SPEED_BEST_MS} ms`));
});
