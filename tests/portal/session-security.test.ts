// Sessions in PostgreSQL (idle 30 min, absolute 8 h, injected clock), the cookie, security headers,
// rate limits, re-confirmation of proofs every 30 days with 7 days of grace, uniform error pages.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { reconfirmOwners } from '../../portal/verification/reconfirm.js';
import { act, addServer, csrf, signIn, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
const limited: Harness = await startHarness({ rateLimits: { challenge: 2, verify: 2, recheck: 2 } });
const secure: Harness = await startHarness({ publicBaseUrl: 'https://switchboard.example' });
after(async () => {
  await h.close();
  await limited.close();
  await secure.close();
});
const MIN = 60_000;
const signedIn = async (agent: ReturnType<typeof supertest.agent>) => /Signed in as the owner/.test((await agent.get('/portal')).text);

test('cookie: sb_session on plain http, __Host-sb_session + Secure behind TLS; HttpOnly, SameSite=Lax, Path=/', async () => {
  const plain = (await supertest(h.app).get('/portal')).headers['set-cookie'] as unknown as string[];
  assert.match(plain[0]!, /^sb_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  const tls = (await supertest(secure.app).get('/portal')).headers['set-cookie'] as unknown as string[];
  assert.match(tls[0]!, /^__Host-sb_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  const stored = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE sid = $1', [plain[0]!.split(/[=;]/)[1]]);
  assert.equal(stored!.n, 0, 'the table holds a hash of the id, not the id');
});

test('idle timeout 30 minutes, absolute 8 hours', async () => {
  const agent = await signIn(h, 'idle.example');
  h.clock.advance(29 * MIN);
  assert.ok(await signedIn(agent), 'still in after 29 idle minutes');
  h.clock.advance(31 * MIN);
  assert.ok(!(await signedIn(agent)), 'out after 31 idle minutes');

  const busy = await signIn(h, 'busy.example');
  for (let t = 0; t < 7 * 60 + 50; t += 20) {
    h.clock.advance(20 * MIN);
    if (t + 20 < 8 * 60) assert.ok(await signedIn(busy), `active at ${t + 20} min`);
  }
  h.clock.advance(20 * MIN);
  assert.ok(!(await signedIn(busy)), 'out after 8 hours however active');
});

test('security headers: CSP without inline script or style, no framing; pages carry no inline JS or style', async () => {
  const res = await supertest(h.app).get('/portal');
  const csp = res.headers['content-security-policy']!;
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /style-src 'self'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers['cache-control'], 'no-store');
  for (const path of ['/', '/portal', '/about/checks', '/about/ranking']) {
    const page = (await supertest(h.app).get(path)).text;
    assert.doesNotMatch(page, /<script|\sstyle=|\son[a-z]+=/i, `${path} has no inline script, style or handler`);
  }
});

test('rate limits on challenge, verify and recheck (per address), as uniform 429 pages', async () => {
  // Limits of 2 per window: signing in spends one challenge and one verify.
  const id = await addServer(limited.db, 'com.recheck/x', []);
  const owner = await signIn(limited, 'recheck.com');
  const rechecks: number[] = [];
  for (let i = 0; i < 3; i++) {
    limited.clock.advance(11 * MIN); // past the per-server 10-minute rule: only the address limit is left
    rechecks.push((await act(owner, id, 'recheck')).status);
  }
  assert.deepEqual(rechecks, [303, 303, 429]);

  const agent = supertest.agent(limited.app);
  const challenges: number[] = [];
  for (let i = 0; i < 2; i++) {
    const token = await csrf(agent);
    challenges.push(
      (
        await agent
          .post('/portal/challenges')
          .type('form')
          .send({ _csrf: token, domain: `r${i}.example` })
      ).status,
    );
  }
  assert.deepEqual(challenges, [201, 429]);
  const verifies: number[] = [];
  for (let i = 0; i < 2; i++) {
    const token = await csrf(agent);
    verifies.push((await agent.post('/portal/challenges/999/verify').type('form').send({ _csrf: token, method: 'dns' })).status);
  }
  assert.deepEqual(verifies, [404, 429]);
  const token = await csrf(agent);
  const page = await agent.post('/portal/challenges').type('form').send({ _csrf: token, domain: 'x.example' });
  assert.match(page.text, /Too many verification requests/);
  assert.ok(page.headers['ratelimit-policy'], 'standard rate-limit headers');
});

test('proofs are re-checked every 30 days; missing ones lapse after 7 days of grace (claims dropped, pauses lifted)', async () => {
  const id = await addServer(h.db, 'com.lapse/x', []);
  const agent = await signIn(h, 'lapse.com');
  assert.equal((await act(agent, id, 'claim')).status, 303);
  assert.equal((await act(agent, id, 'pause')).status, 303);
  const sources = h.options.proofSources!;
  const DAY = 24 * 60 * MIN;

  h.clock.advance(29 * DAY);
  assert.ok(!(await reconfirmOwners(h.db, sources, h.clock.now())).confirmed.includes('lapse.com'), 'not due before 30 days');
  h.clock.advance(1 * DAY);
  assert.ok((await reconfirmOwners(h.db, sources, h.clock.now())).confirmed.includes('lapse.com'), 'still published: confirmed');

  h.dns.remove('_switchboard.lapse.com');
  h.clock.advance(30 * DAY);
  assert.ok((await reconfirmOwners(h.db, sources, h.clock.now())).missing.includes('lapse.com'), 'grace starts');
  h.clock.advance(6 * DAY);
  assert.ok((await reconfirmOwners(h.db, sources, h.clock.now())).missing.includes('lapse.com'), 'still in grace on day 6');
  assert.equal((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM claims WHERE server_id = $1', [id]))!.n, 1);
  h.clock.advance(1 * DAY);
  assert.ok((await reconfirmOwners(h.db, sources, h.clock.now())).lapsed.includes('lapse.com'), 'lapsed after 7 days');
  assert.equal((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM claims WHERE server_id = $1', [id]))!.n, 0);
  assert.equal(
    (await h.db.one<{ checks_paused: boolean }>('SELECT checks_paused FROM owner_settings WHERE server_id = $1', [id]))!.checks_paused,
    false,
  );
  const actions = (await h.db.rows<{ action: string }>(`SELECT action FROM audit_log WHERE domain = 'lapse.com' ORDER BY id`)).map(
    (r) => r.action,
  );
  assert.ok(actions.includes('proof_missing') && actions.includes('ownership_lapsed'));

  // A proof that comes back during grace ends it.
  await signIn(h, 'back.com');
  const token = (await h.dns.resolver().resolveTxt('_switchboard.back.com'))[0]!.join('');
  h.dns.remove('_switchboard.back.com');
  h.clock.advance(31 * DAY);
  await reconfirmOwners(h.db, sources, h.clock.now());
  h.dns.set('_switchboard.back.com', 'TXT', [token]);
  h.clock.advance(3 * DAY);
  const r = await reconfirmOwners(h.db, sources, h.clock.now());
  assert.ok(r.confirmed.includes('back.com'));
  assert.equal(
    (await h.db.one<{ proof_missing_since: Date | null }>(`SELECT proof_missing_since FROM domain_owners WHERE domain = 'back.com'`))!
      .proof_missing_since,
    null,
  );
});

test('errors are uniform pages without stack traces', async () => {
  const res = await supertest(h.app).get('/servers/does-not-exist');
  assert.equal(res.status, 404);
  assert.match(res.text, /<h1>Not found<\/h1>/);
  const bad = await supertest.agent(h.app).post('/portal/challenges').type('form').send('%%%');
  assert.equal(bad.status, 403);
  assert.doesNotMatch(bad.text, /Error:|at \w+ \(/);
});
