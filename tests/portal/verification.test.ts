// Proving control of a domain: DNS TXT through a loopback DNS server, the HTTPS file through a loopback
// HTTPS server with a test CA; the challenge lifecycle (hashed, bound to the session, 7 days, single use).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { CHALLENGE_TTL_MS, verifyChallenge } from '../../portal/verification/challenges.js';
import { hashToken } from '../../portal/verification/token.js';
import { csrf, startChallenge, startHarness, verify, type Harness } from './harness.js';

// Top level, not in before(): freshDatabase() registers its own cleanup with after().
const h: Harness = await startHarness({ fileHosts: ['files.example', 'big.example', 'redirect.example', 'wrong.example'] });
for (const host of ['files.example', 'big.example', 'redirect.example', 'wrong.example']) h.dns.set(host, 'A', ['127.0.0.1']);
after(() => h.close());

const sessionCookie = (res: { headers: Record<string, unknown> }): string | undefined =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sb_session='));

test('DNS proof: the TXT record signs the session in as owner, with a new session id', async () => {
  const agent = supertest.agent(h.app);
  const first = await agent.get('/portal');
  const before = sessionCookie(first)!;
  assert.ok(before, 'a portal visit gets a session cookie');
  const { id, token } = await startChallenge(agent, 'Example.COM.');
  assert.match(token, /^[A-Za-z0-9_-]{43}$/, '256 random bits, base64url');
  const row = await h.db.one<{ domain: string; token_hash: string; expires_at: Date; created_at: Date }>(
    'SELECT domain, token_hash, expires_at, created_at FROM challenges WHERE id = $1',
    [id],
  );
  assert.equal(row!.domain, 'example.com', 'normalised');
  assert.equal(row!.token_hash, hashToken(token));
  assert.equal(row!.expires_at.getTime() - row!.created_at.getTime(), CHALLENGE_TTL_MS);
  const plain = await h.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM challenges WHERE token_hash = $1 OR token_hash LIKE '%' || $1 || '%'`,
    [token],
  );
  assert.equal(plain!.n, 0, 'the token itself is never stored');

  // Not yet published: refused, and the challenge stays usable.
  const missing = await verify(agent, id, 'dns');
  assert.equal(missing.status, 303);
  assert.match((await agent.get(`/portal/challenges/${id}`)).text, /no switchboard-verify= TXT record/);

  h.dns.set('_switchboard.example.com', 'TXT', ['v=spf1 -all', `switchboard-verify=${token}`]);
  const ok = await verify(agent, id, 'dns');
  assert.equal(ok.status, 303);
  assert.equal(ok.headers.location, '/portal');
  const after = sessionCookie(ok)!;
  assert.ok(after && after !== before, 'session id regenerated at sign-in');
  const home = await agent.get('/portal');
  assert.match(home.text, /You proved control of example\.com/);
  assert.match(home.text, /Signed in as the owner of <strong>example\.com<\/strong>/);
  const owner = await h.db.one<{ method: string; token_hash: string }>(
    "SELECT method, token_hash FROM domain_owners WHERE domain = 'example.com'",
  );
  assert.deepEqual(owner, { method: 'dns', token_hash: hashToken(token) });
  assert.ok(
    h.dns.queries.some((q) => q.name === '_switchboard.example.com' && q.type === 16),
    'asked the loopback DNS server',
  );

  // The old session id is dead.
  const oldValue = before.split(';')[0]!;
  const stale = await supertest(h.app).get('/portal').set('Cookie', oldValue);
  assert.doesNotMatch(stale.text, /Signed in as/);
});

test('file proof over HTTPS (test CA, loopback allowed explicitly): body is the token', async () => {
  const agent = supertest.agent(h.app);
  const { id, token } = await startChallenge(agent, 'files.example');
  h.files.files.set('files.example', `${token}\n`);
  const ok = await verify(agent, id, 'http');
  assert.equal(ok.status, 303);
  assert.equal(ok.headers.location, '/portal');
  const owner = await h.db.one<{ method: string }>("SELECT method FROM domain_owners WHERE domain = 'files.example'");
  assert.equal(owner!.method, 'http');
});

test('file proof refuses redirects, bodies over 4 KB and another token', async () => {
  for (const [host, answer] of [
    [
      'redirect.example',
      (res: import('node:http').ServerResponse) =>
        res.writeHead(302, { location: 'https://files.example/.well-known/switchboard-verify' }).end(),
    ],
    ['big.example', 'x'.repeat(5000)],
    ['wrong.example', 'not-the-token-at-all-aaaaaaaaaaaaaaaaaaaa'],
  ] as const) {
    const agent = supertest.agent(h.app);
    const { id } = await startChallenge(agent, host);
    h.files.files.set(host, answer);
    const res = await verify(agent, id, 'http');
    assert.equal(res.status, 303);
    assert.equal(res.headers.location, `/portal/challenges/${id}`, `${host}: not signed in`);
    const page = await agent.get(`/portal/challenges/${id}`);
    assert.match(page.text, /could not find the proof/);
    assert.equal(await h.db.one('SELECT 1 FROM domain_owners WHERE domain = $1', [host]), undefined);
  }
});

test('a challenge is single use, bound to its session, and expires after 7 days', async () => {
  const agent = supertest.agent(h.app);
  const { id, token } = await startChallenge(agent, 'single.example');
  h.dns.set('_switchboard.single.example', 'TXT', [`switchboard-verify=${token}`]);

  const thief = supertest.agent(h.app);
  const thiefCsrf = await csrf(thief);
  const stolen = await thief.post(`/portal/challenges/${id}/verify`).type('form').send({ _csrf: thiefCsrf, method: 'dns' });
  assert.equal(stolen.status, 404, 'another session cannot use it');

  assert.equal((await verify(agent, id, 'dns')).status, 303);
  const replay = await verify(agent, id, 'dns');
  assert.equal(replay.status, 410, 'used once only');
  assert.match(replay.text, /already used/);

  // The published token does not prove a new challenge (its hash is different).
  const other = supertest.agent(h.app);
  const fresh = await startChallenge(other, 'single.example');
  const r = await verify(other, fresh.id, 'dns');
  assert.equal(r.headers.location, `/portal/challenges/${fresh.id}`);
  assert.match((await other.get(`/portal/challenges/${fresh.id}`)).text, /holds another token/);

  // Expiry: over HTTP the browser session (8 h at most) is gone long before 7 days, so the refusal
  // comes from the session; the challenge's own 7-day limit is checked on the service directly.
  const late = supertest.agent(h.app);
  const c = await startChallenge(late, 'late.example');
  h.dns.set('_switchboard.late.example', 'TXT', [`switchboard-verify=${c.token}`]);
  h.clock.advance(CHALLENGE_TTL_MS + 1000);
  const expired = await verify(late, c.id, 'dns');
  assert.equal(expired.status, 404, 'the challenge died with its session');
  const row = await h.db.one<{ session_sid: string }>('SELECT session_sid FROM challenges WHERE id = $1', [c.id]);
  await assert.rejects(
    verifyChallenge(h.db, h.options.proofSources!, { challengeId: c.id, sessionKey: row!.session_sid, method: 'dns', now: h.clock.now() }),
    (err: Error & { code?: string }) => err.code === 'challenge_expired',
  );
  assert.equal(await h.db.one("SELECT 1 FROM domain_owners WHERE domain = 'late.example'"), undefined);
  h.clock.advance(-(CHALLENGE_TTL_MS + 1000));
});

test('a bad domain is a 400 page, not an error', async () => {
  const agent = supertest.agent(h.app);
  for (const d of ['http://example.com/x', 'localhost', '', 'a..b', 'exa mple.com']) {
    const token = await csrf(agent);
    const res = await agent.post('/portal/challenges').type('form').send({ _csrf: token, domain: d });
    assert.equal(res.status, 400, d);
    assert.match(res.text, /Enter a domain name/);
    assert.doesNotMatch(res.text, /at \w+ \(/, 'no stack trace');
  }
});
