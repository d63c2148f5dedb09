// Owner actions, what they write (owner_settings, claims, the recheck flag, NOTIFY owner_paused), the
// audit log, and the authorization matrix: for EVERY action an owner of another domain, a signed-out
// visitor, a forged CSRF token, a replayed challenge token and an expired challenge are refused.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { ownedServers } from '../../portal/owners/ownership.js';
import { getServerDetail } from '../../catalog/server-detail.js';
import { act, addServer, csrf, signIn, startChallenge, startHarness, verify, type Agent, type Harness } from './harness.js';

const h: Harness = await startHarness();
after(() => h.close());

const apex = await addServer(h.db, 'com.example/weather', ['https://mcp.example.com/mcp'], { title: 'Example Weather' });
const sub = await addServer(h.db, 'com.example.api/tools', []);
const hosted = await addServer(h.db, 'io.github.someone/on-example', ['https://a.example.com/mcp', 'https://example.com/sse']);
const mixed = await addServer(h.db, 'io.github.someone/mixed', ['https://a.example.com/mcp', 'https://other.net/mcp']);
const lookalike = await addServer(h.db, 'com.notexample/x', ['https://notexample.com/mcp']);
const foreign = await addServer(h.db, 'net.other/thing', ['https://other.net/mcp']);

test('ownership: the namespace domain or a subdomain of it, or every remote host under the domain', async () => {
  await h.db.exec(
    `INSERT INTO domain_owners (domain, method, token_hash, verified_at, last_confirmed_at) VALUES ('example.com', 'dns', 'x', now(), now()) ON CONFLICT DO NOTHING`,
  );
  const ids = (await ownedServers(h.db, 'example.com')).map((s) => s.id).sort((a, b) => a - b);
  assert.deepEqual(
    ids,
    [apex, sub, hosted].sort((a, b) => a - b),
  );
  assert.ok(!ids.includes(mixed) && !ids.includes(lookalike) && !ids.includes(foreign));
  assert.deepEqual(
    (await ownedServers(h.db, 'api.example.com')).map((s) => s.id),
    [sub],
    'a subdomain owner owns less',
  );
  await h.db.exec(`DELETE FROM domain_owners WHERE domain = 'example.com'`);
});

let owner: Agent;
let otherOwner: Agent;
test('owners of example.com and other.net sign in by DNS', async () => {
  owner = await signIn(h, 'example.com');
  otherOwner = await signIn(h, 'other.net');
});

async function auditCount(serverId: number): Promise<number> {
  return (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE server_id = $1', [serverId]))!.n;
}

test('claim: the public page then says who claimed it; a second domain cannot take it', async () => {
  const res = await act(owner, apex, 'claim');
  assert.equal(res.status, 303);
  assert.equal((await h.db.one<{ domain: string }>('SELECT domain FROM claims WHERE server_id = $1', [apex]))!.domain, 'example.com');
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [apex]))!.slug;
  assert.match((await supertest(h.app).get(`/servers/${slug}`)).text, /claimed by the owner of example\.com/);
  // other.net owns `mixed` only partly, and not apex at all.
  assert.equal((await act(otherOwner, apex, 'claim')).status, 403);
});

test('pause sends NOTIFY owner_paused with the server id at once; resume clears it; the page says so', async () => {
  const client = await h.db.dedicatedClient((err) => assert.fail(`the LISTEN connection dropped: ${err.message}`));
  const got: string[] = [];
  client.on('notification', (n) => n.channel === 'owner_paused' && got.push(n.payload ?? ''));
  await client.query('LISTEN owner_paused');
  assert.equal((await act(owner, hosted, 'pause')).status, 303);
  for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(got, [String(hosted)]);
  await client.end();
  const s = await h.db.one<{ checks_paused: boolean; paused_at: Date; domain: string }>(
    'SELECT checks_paused, paused_at, domain FROM owner_settings WHERE server_id = $1',
    [hosted],
  );
  assert.equal(s!.checks_paused, true);
  assert.equal(s!.paused_at.getTime(), h.clock.now().getTime());
  assert.equal(s!.domain, 'example.com');
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [hosted]))!.slug;
  // The notice is get_server's (catalog/server-detail.ts), escaped like all data.
  assert.match((await supertest(h.app).get(`/servers/${slug}`)).text, /Checks paused at the owner&#39;s request/);
  assert.equal((await act(owner, hosted, 'recheck')).status, 409, 'no recheck while paused');
  assert.equal((await act(owner, hosted, 'resume')).status, 303);
  assert.equal(
    (await h.db.one<{ checks_paused: boolean }>('SELECT checks_paused FROM owner_settings WHERE server_id = $1', [hosted]))!.checks_paused,
    false,
  );
});

test('recheck now sets servers.check_requested_at, at most once per 10 minutes per server', async () => {
  assert.equal((await act(owner, sub, 'recheck')).status, 303);
  const first = await h.db.one<{ check_requested_at: Date }>('SELECT check_requested_at FROM servers WHERE id = $1', [sub]);
  assert.equal(first!.check_requested_at.getTime(), h.clock.now().getTime());
  h.clock.advance(9 * 60_000);
  const again = await act(owner, sub, 'recheck');
  assert.equal(again.status, 429);
  assert.match(again.text, /less than 10 minutes ago/);
  assert.equal((await act(owner, apex, 'recheck')).status, 303, 'the limit is per server');
  h.clock.advance(60_000);
  assert.equal((await act(owner, sub, 'recheck')).status, 303);
});

test('hosting declaration (countries or EU/EEA only) and category correction, validated', async () => {
  assert.equal((await act(owner, apex, 'hosting', { hosting: 'countries', countries: 'de, fr ,DE' })).status, 303);
  assert.deepEqual(
    (await h.db.one<{ hosting_declared: unknown }>('SELECT hosting_declared FROM owner_settings WHERE server_id = $1', [apex]))!
      .hosting_declared,
    { countries: ['DE', 'FR'] },
  );
  assert.equal((await act(owner, apex, 'hosting', { hosting: 'countries', countries: 'XX' })).status, 400);
  assert.equal((await act(owner, apex, 'hosting', { hosting: 'eu_only' })).status, 303);
  assert.deepEqual(
    (await h.db.one<{ hosting_declared: unknown }>('SELECT hosting_declared FROM owner_settings WHERE server_id = $1', [apex]))!
      .hosting_declared,
    { euOnly: true },
  );

  const token = await csrf(owner);
  const res = await owner
    .post(`/portal/servers/${apex}/categories`)
    .type('form')
    .send(`_csrf=${encodeURIComponent(token)}&categories=travel&categories=finance`);
  assert.equal(res.status, 303);
  assert.deepEqual(
    (await h.db.one<{ category_override: string[] }>('SELECT category_override FROM owner_settings WHERE server_id = $1', [apex]))!
      .category_override,
    ['travel', 'finance'],
  );
  assert.equal((await act(owner, apex, 'categories', { categories: 'not-a-category' })).status, 400);
  const slug = (await h.db.one<{ slug: string }>('SELECT slug FROM servers WHERE id = $1', [apex]))!.slug;
  const page = (await supertest(h.app).get(`/servers/${slug}`)).text;
  // The correction shows at once (get_server applies it before the next analysis), with get_server's words.
  const detail = (await getServerDetail(h.db, { slug }, h.clock.now()))!;
  assert.deepEqual(
    detail.categories.map((c) => [c.id, c.source]),
    [
      ['travel', 'owner'],
      ['finance', 'owner'],
    ],
  );
  for (const c of detail.categories) assert.ok(page.includes(`${c.name} <span class="small muted">— ${c.sourceNote}</span>`), c.id);
  assert.match(page, /EU\/EEA only/);
});

test('every action is in the audit log with time, domain and what changed', async () => {
  const rows = await h.db.rows<{ action: string; domain: string; at: Date; details: Record<string, unknown> }>(
    'SELECT action, domain, at, details FROM audit_log WHERE server_id = $1 ORDER BY id',
    [apex],
  );
  const actions = rows.map((r) => r.action);
  for (const a of ['claim', 'recheck_requested', 'declare_hosting', 'category_correction']) assert.ok(actions.includes(a), a);
  assert.ok(rows.every((r) => r.domain === 'example.com' && r.at instanceof Date));
  const hosting = rows.filter((r) => r.action === 'declare_hosting');
  assert.deepEqual(hosting.at(-1)!.details, { from: { countries: ['DE', 'FR'] }, to: { euOnly: true } });
  const verified = await h.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE action = 'domain_verified' AND domain = 'example.com'`,
  );
  assert.equal(verified!.n, 1);
  assert.match((await owner.get('/portal')).text, /declare hosting/);
});

// ---- the authorization matrix ----------------------------------------------------------------
const ACTIONS: [string, Record<string, string>][] = [
  ['claim', {}],
  ['unclaim', {}],
  ['pause', {}],
  ['resume', {}],
  ['recheck', {}],
  ['hosting', { hosting: 'eu_only' }],
  ['categories', { categories: 'travel' }],
];

async function replayedChallengeActor(): Promise<Agent> {
  // Someone who saw example.com's published token (it stays in DNS) and replays it: a used challenge
  // cannot be verified again, and a new challenge's hash never matches the old token.
  const victim = supertest.agent(h.app);
  const { id, token } = await startChallenge(victim, 'replay.example.com');
  h.dns.set('_switchboard.replay.example.com', 'TXT', [`switchboard-verify=${token}`]);
  assert.equal((await verify(victim, id, 'dns')).status, 303);
  const attacker = supertest.agent(h.app);
  assert.equal((await verify(attacker, id, 'dns')).status, 404, "someone else's challenge");
  const own = await startChallenge(attacker, 'replay.example.com');
  const r = await verify(attacker, own.id, 'dns');
  assert.equal(r.headers.location, `/portal/challenges/${own.id}`, 'the old token does not prove a new challenge');
  await h.db.exec(`UPDATE domain_owners SET lapsed_at = now() WHERE domain = 'replay.example.com'`);
  return attacker;
}

async function expiredChallengeActor(): Promise<Agent> {
  const agent = supertest.agent(h.app);
  const { id, token } = await startChallenge(agent, 'example.com');
  h.dns.set('_switchboard.example.com', 'TXT', [`switchboard-verify=${token}`]);
  await h.db.exec('UPDATE challenges SET expires_at = $2 WHERE id = $1', [id, new Date(h.clock.now().getTime() - 1)]);
  const r = await verify(agent, id, 'dns');
  assert.equal(r.status, 410);
  assert.match(r.text, /expired/);
  return agent;
}

test('authorization matrix: every action refused for the wrong actors, and nothing changes', async () => {
  const actors: [string, () => Promise<{ agent: Agent; token?: string }>, number][] = [
    ['owner of another domain', async () => ({ agent: otherOwner }), 403],
    ['signed-out visitor', async () => ({ agent: supertest.agent(h.app) }), 403],
    ['forged CSRF token', async () => ({ agent: owner, token: 'A'.repeat(43) }), 403],
    ['missing CSRF token', async () => ({ agent: owner, token: '' }), 403],
    ['replayed challenge token', async () => ({ agent: await replayedChallengeActor() }), 403],
    ['expired challenge', async () => ({ agent: await expiredChallengeActor() }), 403],
  ];
  const snapshot = async () =>
    JSON.stringify([
      await h.db.rows('SELECT * FROM owner_settings WHERE server_id = $1', [apex]),
      await h.db.rows('SELECT * FROM claims WHERE server_id = $1', [apex]),
      await h.db.rows('SELECT check_requested_at FROM servers WHERE id = $1', [apex]),
    ]);
  for (const [who, make, status] of actors) {
    const { agent, token } = await make();
    for (const [action, fields] of ACTIONS) {
      const before = await snapshot();
      const audits = await auditCount(apex);
      const res = await act(agent, apex, action, fields, token);
      assert.equal(res.status, status, `${who} / ${action}: ${res.status}`);
      assert.doesNotMatch(res.text, /at [\w.]+ \(|node_modules/, 'no stack trace');
      assert.equal(await snapshot(), before, `${who} / ${action} changed nothing`);
      assert.equal(await auditCount(apex), audits, `${who} / ${action} wrote no audit entry`);
    }
    // The manage page is refused to them as well.
    if (token === undefined) assert.equal((await agent.get(`/portal/servers/${apex}`)).status, 403, `${who} / manage page`);
  }
  // The rightful owner still can (the matrix did not just break everything).
  assert.equal((await act(owner, apex, 'pause')).status, 303);
  assert.equal((await act(owner, apex, 'resume')).status, 303);
});

test('a cross-site form post is refused by Origin and Sec-Fetch-Site even with a valid token', async () => {
  const token = await csrf(owner);
  const a = await owner.post(`/portal/servers/${apex}/pause`).set('Origin', 'https://evil.example').type('form').send({ _csrf: token });
  assert.equal(a.status, 403);
  const b = await owner.post(`/portal/servers/${apex}/pause`).set('Sec-Fetch-Site', 'cross-site').type('form').send({ _csrf: token });
  assert.equal(b.status, 403);
  const c = await owner
    .post(`/portal/servers/${apex}/pause`)
    .set('Origin', 'http://switchboard.test')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send({ _csrf: token });
  assert.equal(c.status, 303);
  assert.equal((await act(owner, apex, 'resume')).status, 303);
});

test('unknown servers and actions are uniform 404 pages', async () => {
  assert.equal((await act(owner, 999999, 'pause')).status, 404);
  assert.equal((await act(owner, apex, 'explode')).status, 404);
  assert.equal((await owner.get('/portal/nothing-here')).status, 404);
});
