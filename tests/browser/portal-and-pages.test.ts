// In a real browser (Debian's Chromium through playwright-core), over the real registry snapshot synced
// into a fresh database (never checked: it holds real public URLs; every domain lookup goes to a
// loopback DNS server, every file proof to a loopback HTTPS server): a visitor searches and opens a
// server page whose 30-day strip renders; an owner proves one domain by DNS and another by file,
// claims a listing, pauses its checks and sees the notice, and declares hosting. Screenshots of the
// main pages go to tests/artifacts/.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { runSync } from '../../checker/sync/run-sync.js';
import { proofSources } from '../../portal/verification/proof-sources.js';
import { loadConfig } from '../../core/config.js';
import { createApp } from '../../app/http/app.js';
import { createLogger } from '../../core/log.js';
import { LiveIndex } from '../../catalog/search-sync/live-index.js';
import { artifactsDir, launchBrowser } from '../helpers/browser.js';
import { freshDatabase } from '../helpers/db.js';
import { startLoopbackDns } from '../helpers/dns-server.js';
import { SNAPSHOT_PATH } from '../helpers/snapshot.js';
import { startFileHost } from '../portal/harness.js';

const db = await freshDatabase();
await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });

// Two real listings whose namespace domain owns exactly one server with a remote.
const picks = await db.rows<{ id: number; name: string; slug: string; title: string | null; namespace_domain: string }>(
  `SELECT s.id, s.name, s.slug, s.title, s.namespace_domain FROM servers s
    WHERE s.namespace_kind = 'domain' AND s.status = 'active' AND s.title IS NOT NULL
      AND EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed AND r.url IS NOT NULL)
      AND (SELECT count(*) FROM servers o WHERE o.namespace_domain = s.namespace_domain OR o.namespace_domain LIKE '%.' || s.namespace_domain) = 1
    ORDER BY s.name LIMIT 2`,
);
assert.equal(picks.length, 2);
const [target, second] = picks as [(typeof picks)[0], (typeof picks)[0]];

// A few days of results for the target, seeded directly (test setup: this test never runs a check).
const remote = (await db.one<{ id: number }>('SELECT id FROM remotes WHERE server_id = $1 AND listed ORDER BY position LIMIT 1', [
  target.id,
]))!;
const today = new Date();
const dayOf = (i: number) => new Date(today.getTime() - i * 86_400_000).toISOString().slice(0, 10);
const seeded: [number, boolean, boolean | null, string][] = [
  [1, true, null, 'responds'],
  [2, false, true, 'responds'],
  [3, false, false, 'timeout'],
  [4, true, null, 'responds'],
  [5, true, null, 'responds'],
];
for (const [i, first, retry, state] of seeded) {
  await db.exec(
    `INSERT INTO daily_results (remote_id, server_id, day, checked, first_try_ok, retry_ok, success, state, response_ms) VALUES ($1, $2, $3, true, $4, $5, $6, $7, 180)`,
    [remote.id, target.id, dayOf(i), first, retry, first || retry === true, state],
  );
  await db.exec(
    `INSERT INTO checks (remote_id, server_id, day, started_at, checked_at, outcome, state, result) VALUES ($1, $2, $3, $4, $4, $5, $6, '{}')`,
    [remote.id, target.id, dayOf(i), new Date(`${dayOf(i)}T06:00:00Z`), state === 'responds' ? 'reachable' : 'not_reachable', state],
  );
}
await db.exec(
  `INSERT INTO server_measures (server_id, computed_at, state, outcome, days_measured, success_7d, success_30d, first_try_30d, median_response_ms, rank_score, rank_parts, rank_version, is_new)
   VALUES ($1, now(), 'responds', 'reachable', 5, 0.8, 0.8, 0.6, 180, 61.5, '{"stability":0.75,"tools":0.5,"speed":1,"lookups":null}', 'rank-v1', true)`,
  [target.id],
);

const dns = await startLoopbackDns();
dns.set(second.namespace_domain, 'A', ['127.0.0.1']);
const files = await startFileHost([second.namespace_domain]);

// The whole web app, as `switchboard web` serves it (live search index included), with the domain
// proofs pointed at the loopback servers.
const log = createLogger('silent');
let handler: http.RequestListener = (_req, res) => void res.writeHead(503).end();
const server = http.createServer((req, res) => handler(req, res));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const live = new LiveIndex({ db, log });
await live.start();
handler = createApp({
  db,
  config: loadConfig({ PUBLIC_BASE_URL: base, NODE_ENV: 'test' }),
  log,
  live,
  portal: {
    proofSources: proofSources({
      dns: dns.resolver(),
      addressResolver: dns.addressResolver(),
      allowPrivate: true,
      ca: files.caCert,
      filePort: files.port,
    }),
    filePort: files.port,
  },
});

const browser = await launchBrowser();
after(async () => {
  await browser.close();
  await live.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await dns.close();
  await files.close();
});

const shots = artifactsDir();
const problems: string[] = [];
const page: Page = await browser.context.newPage();
// (with the resource's address: a fresh-clone run on a loaded machine once failed on a bare "status of 400" that named none)
page.on('console', (m) => m.type() === 'error' && problems.push(`${m.text()} (${m.location().url || 'no address'})`));
page.on('pageerror', (e) => problems.push(e.message));
page.on('request', (req) => {
  if (!req.url().startsWith(base) && !req.url().startsWith('data:')) problems.push(`request outside loopback: ${req.url()}`);
});
const shot = (name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

test('a visitor searches, opens a server page, and its 30-day strip renders', async () => {
  await page.goto(`${base}/`);
  assert.equal(await page.locator('h1').textContent(), 'Remote MCP servers, checked every day');
  await shot('home');
  const word = target.name.slice(target.name.indexOf('/') + 1);
  await page.getByLabel('Search servers').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\?q=/);
  await shot('search-results');
  await page.locator(`a[href="/servers/${target.slug}"]`).first().click();
  await page.waitForURL(`${base}/servers/${target.slug}`);
  assert.equal((await page.locator('h1').textContent())?.trim(), target.title);
  const rects = page.locator('.history svg rect');
  assert.equal(await rects.count(), 30);
  assert.equal(await page.locator('.history svg rect.ok').count(), 3);
  assert.equal(await page.locator('.history svg rect.retry_ok').count(), 1);
  assert.equal(await page.locator('.history svg rect.failed').count(), 1);
  const box = await page.locator('.history svg').boundingBox();
  assert.ok(box && box.width > 200 && box.height > 20, 'the strip has a visible size');
  // The stylesheet applied (colours come from CSS classes, not attributes).
  const fill = await page
    .locator('.history svg rect.ok')
    .first()
    .evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string } }).getComputedStyle(el).fill);
  assert.equal(fill, 'rgb(27, 127, 59)');
  await page.getByRole('heading', { name: 'Connect' }).isVisible();
  assert.match((await page.locator('#connect ~ p a').first().getAttribute('href')) ?? '', /^https:\/\/claude\.ai\/customize\/connectors\?/);
  await shot('server-page');
});

test('an owner proves a domain by DNS, claims the listing, pauses checks and sees the notice, declares hosting', async () => {
  const domain = target.namespace_domain;
  await page.goto(`${base}/portal`);
  await page.getByLabel('Domain').fill(domain);
  await page.getByRole('button', { name: 'Get a verification token' }).click();
  const token = (await page.locator('#token').textContent())!.trim();
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(await page.locator('#txt-name').textContent(), `_switchboard.${domain}`);
  await shot('portal-challenge');
  dns.set(`_switchboard.${domain}`, 'TXT', [`switchboard-verify=${token}`]);
  await page.getByRole('button', { name: 'Verify by DNS' }).click();
  await page.waitForURL(`${base}/portal`);
  await page.getByText(`You proved control of ${domain}.`).waitFor();
  await shot('portal-signed-in');

  await page.locator(`a[href="/portal/servers/${target.id}"]`).click();
  await page.getByRole('button', { name: 'Claim this listing' }).click();
  await page.getByText('Listing claimed.').waitFor();
  await page.getByRole('button', { name: 'Pause checks' }).click();
  await page.getByText('Checks paused. A check in progress was abandoned.').waitFor();

  await page.getByLabel('In these countries').check();
  await page.getByLabel('Countries (two-letter codes, comma separated)').fill('de, fr');
  await page.getByRole('button', { name: 'Save hosting' }).click();
  await page.getByText('Hosting declaration saved.').waitFor();
  await shot('portal-manage');

  await page.goto(`${base}/servers/${target.slug}`);
  await page.getByText("Checks paused at the owner's request").waitFor();
  await page.getByText(`claimed by the owner of ${domain}`).first().waitFor();
  assert.match((await page.locator('#hosting ~ dl').textContent()) ?? '', /Germany \(DE\), France \(FR\)/);
  await shot('server-page-paused');
  const paused = await db.one<{ checks_paused: boolean }>('SELECT checks_paused FROM owner_settings WHERE server_id = $1', [target.id]);
  assert.equal(paused!.checks_paused, true);
});

test('the same owner proves a second domain by an HTTPS file', async () => {
  const domain = second.namespace_domain;
  await page.goto(`${base}/portal`);
  await page.getByLabel('Domain').fill(domain);
  await page.getByRole('button', { name: 'Get a verification token' }).click();
  const token = (await page.locator('#token').textContent())!.trim();
  files.files.set(domain, token);
  await page.getByRole('button', { name: 'Verify by file' }).click();
  await page.waitForURL(`${base}/portal`);
  await page.getByText(`You proved control of ${domain}.`).waitFor();
  const signedIn = (await page.getByText('Signed in as the owner of').textContent()) ?? '';
  assert.ok(signedIn.includes(target.namespace_domain) && signedIn.includes(domain), signedIn);
  await page.getByRole('heading', { name: `Listings of ${domain}` }).waitFor();
  await shot('portal-two-domains');
});

test('about pages, the sitemap, and a phone-sized server page', async () => {
  await page.goto(`${base}/about/checks`);
  await page.getByText('SwitchboardCheck/').first().waitFor();
  await shot('about-checks');
  await page.goto(`${base}/about/ranking`);
  await shot('about-ranking');
  const sitemap = await (await page.request.get(`${base}/sitemap.xml`)).text();
  assert.ok(sitemap.includes(`/servers/${target.slug}</loc>`));

  const phone = await browser.context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${base}/servers/${target.slug}`);
  const overflow = await phone.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  assert.ok(overflow <= 0, `no horizontal scrolling on a phone (${overflow}px)`);
  await phone.screenshot({ path: path.join(shots, 'server-page-phone.png'), fullPage: true });
  await phone.goto(`${base}/`);
  await phone.screenshot({ path: path.join(shots, 'home-phone.png') });
  await phone.close();
  assert.deepEqual(problems, [], 'no console errors (CSP violations included) and no request off loopback');
});
