// Public pages over hostile registry text: everything is escaped; the sitemap leaves removed servers out;
// the about pages state the settings the code runs with.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { REMOVAL_FAILED_DAYS } from '../../core/measures/measures.js';
import { RANK_RULE_VERSION, SPEED_BEST_MS } from '../../core/measures/rank.js';
import { DEFAULT_CHECK_SETTINGS, DEFAULT_SCHEDULE_SETTINGS } from '../../core/config.js';
import { escapeHtml } from '../../portal/pages/html.js';
import { getServerDetail } from '../../catalog/server-detail.js';
import { addServer, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
after(() => h.close());
const evil = await addServer(h.db, 'com.evil/x', ['https://evil.com/mcp'], {
  title: '<script>alert(1)</script>',
  description: '"><img src=x onerror=alert(1)> & <b>bold</b>',
});
await addServer(h.db, 'com.gone/x', ['https://gone.com/mcp'], { removed: true });
// A package-only listing (no remote endpoint) beside a remote one for the same words.
const pkg = await addServer(h.db, 'com.pkgonly/ledger-tool', [], { title: 'Ledger tool', description: 'A ledger package.' });
await addServer(h.db, 'com.remote/ledger-cloud', ['https://ledger-cloud.com/mcp'], {
  title: 'Ledger cloud',
  description: 'A ledger service.',
});
// Servers of a product's kind (issue #11: a request naming a product also lists them, saying which product).
await addServer(h.db, 'com.trello/mcp', ['https://mcp.trello.test/mcp'], { description: 'Trello for your team.' });
await addServer(h.db, 'com.pinly/boards', ['https://pinly.test/mcp'], { description: 'Kanban boards for your team.' });
// A checked server with its context cost (issue #16), measured before the page's search index is built.
const costly = await addServer(h.db, 'com.costly/kit', ['https://costly.com/mcp'], { title: 'Costly kit' });
await h.db.exec(
  `INSERT INTO server_measures (server_id, computed_at, state, auth_scheme, tool_count, tool_tokens) VALUES ($1, $2, 'responds', NULL, 12, 3456)`,
  [costly, h.clock.now()],
);

test('registry text is escaped on the server page and in search results', async () => {
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [evil]))!.slug;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;
  assert.ok(!page.includes('<script>alert(1)'));
  assert.ok(!page.includes('<img src=x'));
  assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  assert.ok(page.includes('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;'));
  const search = (await supertest(h.app).get('/?q=evil')).text;
  assert.match(search, /Matched: evil in /, 'the page says why each result matched');
  assert.ok(search.includes(`/servers/${slug}`));
  assert.ok(!search.includes('<script>alert'));
  const like = (await supertest(h.app).get('/?q=trello')).text;
  assert.ok(like.indexOf('com.trello/mcp') > 0, 'the match');
  assert.ok(like.indexOf('com.trello/mcp') < like.indexOf('com.pinly/boards'), 'the match first, then one of its kind');
  assert.match(like, /Matched: like trello: board in /, 'a server of the kind of the product asked for says so');
  const none = (await supertest(h.app).get('/?q=tarot+reading')).text;
  assert.match(none, /No server matches this well enough/, 'the page says when nothing matches');
});

test('a page of partial matches says that none has every word of the request', async () => {
  const partial = (await supertest(h.app).get('/?q=ledger+invoices')).text;
  assert.ok(partial.includes('com.remote/ledger-cloud'), 'the ledger server matches part of the request');
  assert.match(partial, /match “ledger invoices” with a remote endpoint\. None has every word: each matches part of it\./);
  assert.match(partial, /<li class="badge">partial match<\/li>/);
  // A server with every word: no such sentence.
  assert.doesNotMatch((await supertest(h.app).get('/?q=ledger+cloud')).text, /None has every word/);
});

test("the context cost is on the server's page and beside its search result", async () => {
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [costly]))!.slug;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;
  assert.match(
    page,
    /<dt>Context cost<\/dt><dd>~3,456 tokens to load its 12 tools <span class="small muted">\(its tools\/list as a client passes it to a model, counted with o200k_base/,
  );
  const search = (await supertest(h.app).get('/?q=costly')).text;
  assert.match(search, /<li class="badge">12 tools · ~3,456 tokens to load<\/li>/);
  // Not measured: the page says so rather than a number.
  const evilSlug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [evil]))!.slug;
  assert.match((await supertest(h.app).get(`/servers/${evilSlug}`)).text, /<dt>Context cost<\/dt><dd>–<\/dd>/);
});

test('package-only servers: left out of the default search as in the API, shown on asking, never "not checked yet"', async () => {
  const byDefault = (await supertest(h.app).get('/?q=ledger')).text;
  assert.ok(byDefault.includes('com.remote/ledger-cloud') && !byDefault.includes('com.pkgonly/ledger-tool'), 'remote only by default');
  assert.match(
    byDefault,
    /1 server match “ledger” with a remote endpoint\. <a href="\/\?q=ledger&amp;has_remote=any">Include package-only servers<\/a>/,
  );
  const any = (await supertest(h.app).get('/?q=ledger&has_remote=any')).text;
  assert.ok(any.includes('com.remote/ledger-cloud') && any.includes('com.pkgonly/ledger-tool'));
  assert.match(any, /<li class="badge ">No remote endpoint: a package to install locally<\/li>/);
  assert.match(any, /<a href="\/\?q=ledger">Only servers with a remote endpoint<\/a>/);
  const only = (await supertest(h.app).get('/?q=ledger&has_remote=false')).text;
  assert.ok(!only.includes('com.remote/ledger-cloud') && only.includes('com.pkgonly/ledger-tool'));
  assert.doesNotMatch(only, /Not checked yet/, 'the package-only listing alone');
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [pkg]))!.slug;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;
  assert.match(page, /<span class="badge ">No remote endpoint: a package to install locally<\/span>/);
  assert.doesNotMatch(page, /Not checked yet/);
});

test('sitemap lists live servers only', async () => {
  const res = await supertest(h.app).get('/sitemap.xml');
  assert.match(res.headers['content-type']!, /application\/xml/);
  assert.match(res.text, /com-evil-x/);
  assert.doesNotMatch(res.text, /com-gone-x/);
});

test("about pages come from the code's settings and constants", async () => {
  const checks = (await supertest(h.app).get('/about/checks')).text;
  const s = DEFAULT_CHECK_SETTINGS;
  assert.ok(checks.includes(s.userAgent.replace(/&/g, '&amp;')), 'user agent');
  assert.ok(checks.includes('CHECK_RESPONSE_TIMEOUT_MS') && checks.includes(String(s.responseDeadlineMs)));
  assert.match(checks, /How to stop or slow the checks/);
  // The schedule limits come from core/config.ts and the measures' removal rule.
  const sched = DEFAULT_SCHEDULE_SETTINGS;
  assert.ok(checks.includes(`${sched.dailyMaxPerHost.toLocaleString('en')} checks per host per day`), 'daily cap');
  assert.ok(checks.includes(`${sched.sharedMaxInFlight} on hosts serving ${sched.sharedHostRemotes} or more`), 'shared hosts');
  assert.ok(checks.includes(`at least ${sched.retryDelayMs / 60_000} minutes later`), 'retry delay');
  assert.ok(checks.includes(`spaced ${sched.earlySpacingMs / 1000} s apart`), 'early spacing');
  assert.ok(checks.includes(`failed for ${REMOVAL_FAILED_DAYS} days in a row`), 'removal rule');
  assert.ok(checks.includes(`rechecked every ${sched.removedRecheckMs / 86_400_000} days`), 'removed recheck');
  const ranking = (await supertest(h.app).get('/about/ranking')).text;
  assert.ok(ranking.includes(RANK_RULE_VERSION) && ranking.includes(`${SPEED_BEST_MS} ms`));
});

test("the server page renders get_server's read model: 30-day strip, tools, discovery files, connect", async () => {
  const id = await addServer(h.db, 'com.acme/tools', ['https://mcp.acme.test/mcp', 'https://mcp.acme.test/other'], { title: 'Acme Tools' });
  const [a, b] = (await h.db.rows<{ id: number }>('SELECT id FROM remotes WHERE server_id = $1 ORDER BY position', [id])).map(
    (r) => r.id,
  ) as [number, number];
  const dayOf = (i: number) => new Date(h.clock.now().getTime() - i * 86_400_000).toISOString().slice(0, 10);
  // [remote, days ago, checked, first try, retry, state]
  const rows: [number, number, boolean, boolean | null, boolean | null, string][] = [
    [a, 1, true, true, null, 'responds'],
    [a, 2, true, false, true, 'responds'],
    [a, 3, true, false, false, 'timeout'],
    [b, 3, true, true, null, 'responds'], // any remote answering counts
    [a, 4, false, null, null, 'paused_by_owner'],
    [a, 5, true, false, false, 'timeout'],
    [b, 5, true, false, true, 'responds'],
    [a, 6, true, false, false, 'connect'],
  ];
  for (const [r, i, checked, first, retry, state] of rows) {
    await h.db.exec(
      `INSERT INTO daily_results (remote_id, server_id, day, checked, first_try_ok, retry_ok, success, state, response_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 150)`,
      [r, id, dayOf(i), checked, first, retry, checked ? first === true || retry === true : null, state],
    );
  }
  const snap = (await h.db.one<{ id: number }>(
    `INSERT INTO tool_snapshots (hash, tool_count, tools) VALUES ('h-acme', 1, $1) RETURNING id`,
    [JSON.stringify([{ name: 'list_things', description: 'Lists <things>', annotations: { readOnlyHint: true } }])],
  ))!.id;
  const check = (await h.db.one<{ id: number }>(
    `INSERT INTO checks (remote_id, server_id, day, started_at, checked_at, outcome, state, tool_snapshot_id, response_ms, result) VALUES ($1, $2, $3, $4, $4, 'reachable', 'responds', $5, 150, '{}') RETURNING id`,
    [a, id, dayOf(1), new Date(`${dayOf(1)}T06:00:00Z`), snap],
  ))!.id;
  await h.db.exec('UPDATE remotes SET last_check_id = $1 WHERE id = $2', [check, a]);
  await h.db.exec(`INSERT INTO surfaces (domain, checked_at, results) VALUES ('mcp.acme.test', $1, $2)`, [
    new Date(`${dayOf(2)}T03:00:00Z`),
    JSON.stringify({
      version: 1,
      origin: 'https://mcp.acme.test',
      requests: 4,
      remoteCards: [
        { url: 'https://mcp.acme.test/mcp/server-card', outcome: 'present', valid: true, remoteUrls: ['https://mcp.acme.test/mcp'] },
      ],
      wellKnownServerCard: { url: 'https://mcp.acme.test/.well-known/mcp/server-card.json', outcome: 'absent', httpStatus: 404 },
      mcpCatalog: null,
      aiCatalog: null,
      agentCard: { url: 'https://mcp.acme.test/.well-known/agent-card.json', outcome: 'present', valid: true },
      registryAuth: null,
      linkedCards: [],
    }),
  ]);
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [id]))!.slug;
  const detail = (await getServerDetail(h.db, { slug }, h.clock.now()))!;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;

  // The strip is detail.days30d, bar for bar.
  assert.equal(detail.days30d.length, 30);
  assert.equal(detail.days30d.at(-1)!.day, dayOf(0), 'today last');
  assert.deepEqual(
    detail.days30d.slice(-8).map((d) => d.status),
    ['none', 'failed', 'retry_ok', 'not_checked', 'ok', 'retry_ok', 'ok', 'none'],
  );
  assert.deepEqual(detail.days30d.at(-4)!.state, 'responds', "the answering remote decides the day's state");
  const bars = [...page.matchAll(/<rect class="(\w+)"[^>]*data-day="([\d-]+)"/g)].map((m) => [m[2], m[1]]);
  assert.deepEqual(
    bars,
    detail.days30d.map((d) => [d.day, d.status]),
  );
  // Tools and their hints, the discovery files, the install links: all from the detail.
  assert.ok(page.includes('list_things') && page.includes('Lists &lt;things&gt;') && page.includes('read-only'));
  assert.ok(page.includes('Published discovery files'));
  assert.deepEqual(
    detail.surfaces.map((v) => [v.domain, v.via, v.consistent]),
    [
      ['mcp.acme.test', 'remote', true],
      ['acme.com', 'namespace', null],
    ],
  );
  assert.match(page, /mcp\.acme\.test <span class="small muted">\(host of a remote\)<\/span>/);
  assert.ok(page.includes('consistent: a valid document names the endpoint listed in the registry'));
  assert.match(page, /acme\.com <span class="small muted">\(namespace domain\)<\/span><\/h3>\s*<p>Not looked at yet\.<\/p>/);
  for (const r of detail.remotes) assert.ok(page.includes(escapeHtml(r.install!.claudeConnectorLink)), r.url!);
  assert.ok(
    page.includes(
      `Last check ${detail.remotes[0]!.lastCheck!.checkedAt.replace('T', ' ').slice(0, 16)} UTC: Answers without sign-in in 150 ms.`,
    ),
  );
  assert.equal(detail.remotes[1]!.lastCheck, null);
  assert.ok(page.includes('Not checked yet.'));
});
