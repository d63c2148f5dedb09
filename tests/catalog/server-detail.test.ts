// getServerDetail's additions for the public page (which renders nothing else): the server's 30 days
// combined over its remotes, first-try and retry per remote day, the owner's category correction at once,
// and the published-surfaces report of its domains.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getServerDetail } from '../../catalog/server-detail.js';
import { freshDatabase } from '../helpers/db.js';

const db = await freshDatabase();
const NOW = new Date('2026-03-02T10:00:00Z');
const dayOf = (i: number) => new Date(NOW.getTime() - i * 86_400_000).toISOString().slice(0, 10);

async function addServer(name: string, urls: string[]): Promise<{ id: number; remotes: number[] }> {
  const ns = name.slice(0, name.indexOf('/'));
  const domain = ns.split('.').reverse().join('.');
  const id = (await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, namespace, namespace_kind, namespace_domain, raw, raw_hash)
     VALUES (:name, :slug, '1.0.0', 'active', :ns, 'domain', :domain, '{}', 'x') RETURNING id`,
    { name, slug: name.replace(/[^a-z0-9]+/gi, '-'), ns, domain },
  ))!.id;
  const remotes: number[] = [];
  for (const [i, url] of urls.entries()) {
    remotes.push(
      (await db.one<{ id: number }>(
        `INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day)
       VALUES (:id, :i, 'streamable-http', :url, :url, :host, 0) RETURNING id`,
        { id, i, url, host: new URL(url).hostname },
      ))!.id,
    );
  }
  return { id, remotes };
}

async function day(
  serverId: number,
  remoteId: number,
  ago: number,
  checked: boolean,
  first: boolean | null,
  retry: boolean | null,
  state: string,
) {
  await db.exec(
    `INSERT INTO daily_results (remote_id, server_id, day, checked, first_try_ok, retry_ok, success, state, response_ms)
     VALUES (:remoteId, :serverId, :day, :checked, :first, :retry, :success, :state, :ms)`,
    {
      remoteId,
      serverId,
      day: dayOf(ago),
      checked,
      first,
      retry,
      success: checked ? first === true || retry === true : null,
      state,
      ms: ago * 100,
    },
  );
}

test('days30d: 30 days, today last, each combined over the remotes as the measures combine them', async () => {
  const {
    id,
    remotes: [a, b],
  } = await addServer('com.two/x', ['https://a.two.test/mcp', 'https://b.two.test/mcp']);
  await day(id, a!, 0, true, true, null, 'responds');
  await day(id, a!, 1, true, false, false, 'timeout');
  await day(id, b!, 1, true, false, true, 'responds');
  await day(id, a!, 2, true, false, false, 'timeout');
  await day(id, b!, 2, true, false, false, 'connect');
  await day(id, a!, 3, false, null, null, 'paused_by_owner');
  await day(id, a!, 40, true, true, null, 'responds'); // outside the window
  const d = (await getServerDetail(db, { slug: 'com-two-x' }, NOW))!;
  assert.equal(d.days30d.length, 30);
  assert.equal(d.days30d[0]!.day, dayOf(29));
  assert.equal(d.days30d.at(-1)!.day, dayOf(0));
  assert.deepEqual(d.days30d.slice(-5), [
    { day: dayOf(4), status: 'none', state: null, responseMs: null },
    { day: dayOf(3), status: 'not_checked', state: 'paused_by_owner', responseMs: null },
    { day: dayOf(2), status: 'failed', state: 'timeout', responseMs: null },
    { day: dayOf(1), status: 'retry_ok', state: 'responds', responseMs: 100 },
    { day: dayOf(0), status: 'ok', state: 'responds', responseMs: 0 },
  ]);
  // Per remote, each day says how it went on the first try and on the retry.
  const ra = d.remotes[0]!.history30d.days;
  assert.deepEqual(
    ra.map((x) => [x.day, x.firstTryOk, x.retryOk]),
    [
      [dayOf(3), null, null],
      [dayOf(2), false, false],
      [dayOf(1), false, false],
      [dayOf(0), true, null],
    ],
  );
  assert.deepEqual(
    d.remotes[1]!.history30d.days.map((x) => x.retryOk),
    [false, true],
  );
});

test('categories: an owner correction replaces the automatic choice at once, named and marked', async () => {
  const { id } = await addServer('com.cats/x', ['https://cats.test/mcp']);
  await db.exec(
    `INSERT INTO categories (id, name, description, version) VALUES ('travel', 'Travel', 'Trips.', 'categories-v1') ON CONFLICT DO NOTHING`,
  );
  await db.exec(
    `INSERT INTO server_categories (server_id, category_id, source, position, version) VALUES (:id, 'finance', 'text', 0, 'categories-v1')`,
    { id },
  );
  const before = (await getServerDetail(db, { slug: 'com-cats-x' }, NOW))!;
  assert.deepEqual(before.categories, [
    { id: 'finance', name: 'finance', source: 'text', sourceNote: 'from its name, title and description' },
  ]);
  await db.exec(`INSERT INTO owner_settings (server_id, domain, category_override) VALUES (:id, 'cats.test', ARRAY['travel'])`, { id });
  const after = (await getServerDetail(db, { slug: 'com-cats-x' }, NOW))!;
  assert.deepEqual(after.categories, [
    { id: 'travel', name: 'Travel', source: 'owner', sourceNote: 'set by the verified owner, replacing the automatic choice' },
  ]);
});

test('surfaces: one entry per remote host, then the namespace domain; not visited yet is said so', async () => {
  await addServer('com.surf/x', ['https://mcp.other.test/mcp']);
  await db.exec(`INSERT INTO surfaces (domain, checked_at, results) VALUES ('mcp.other.test', :at, :results)`, {
    at: new Date('2026-03-01T00:00:00Z'),
    results: JSON.stringify({
      version: 1,
      origin: 'https://mcp.other.test',
      requests: 2,
      remoteCards: [
        { url: 'https://mcp.other.test/mcp/server-card', outcome: 'present', valid: true, remoteUrls: ['https://elsewhere.test/mcp'] },
      ],
      wellKnownServerCard: null,
      mcpCatalog: null,
      aiCatalog: null,
      agentCard: null,
      registryAuth: { url: 'https://mcp.other.test/.well-known/mcp-registry-auth', outcome: 'present' },
      linkedCards: [],
    }),
  });
  const d = (await getServerDetail(db, { slug: 'com-surf-x' }, NOW))!;
  assert.deepEqual(
    d.surfaces.map((s) => [s.domain, s.via, s.checkedAt, s.consistent]),
    [
      ['mcp.other.test', 'remote', '2026-03-01T00:00:00.000Z', false],
      ['surf.com', 'namespace', null, null],
    ],
  );
  assert.deepEqual(d.surfaces[0]!.serverCard, {
    present: true,
    valid: true,
    sameEndpoint: false,
    url: 'https://mcp.other.test/mcp/server-card',
  });
  assert.equal(d.surfaces[0]!.registryAuth.present, true);
});
