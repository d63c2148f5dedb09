// Issue #15: reading the portal writes no session row (every anonymous GET /portal used to insert one,
// ~400 rows/s from one client). The row appears at the first POST whose CSRF token passes and that needs
// state, past its rate limit; a forged or absent token is refused before anything is written.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import supertest from 'supertest';
import { csrf, csrfOf, signIn, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
const limited: Harness = await startHarness({ rateLimits: { challenge: 1 } });
after(async () => {
  await h.close();
  await limited.close();
});

const sessionRows = async (x: Harness = h) => (await x.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions', {}))!.n;
const cookieOf = (res: supertest.Response): string => String((res.headers['set-cookie'] as unknown as string[])[0]).split(';')[0]!;

test('50 anonymous GET /portal write no session row', async () => {
  const before = await sessionRows();
  for (let i = 0; i < 50; i++) {
    const res = await supertest(h.app).get('/portal');
    assert.equal(res.status, 200);
    assert.match(cookieOf(res), /^sb_session=[A-Za-z0-9_-]{43}$/, 'each still gets a session cookie');
    csrfOf(res.text);
  }
  // A browser that keeps its cookie and reads on writes nothing either.
  const agent = supertest.agent(h.app);
  for (let i = 0; i < 5; i++) await agent.get('/portal');
  assert.equal(await sessionRows(), before);
});

test('the form token of a page stays valid across reads, and the first POST it passes writes the row', async () => {
  const agent = supertest.agent(h.app);
  const first = await csrf(agent);
  assert.equal(await csrf(agent), first, 'a second read of the same browser shows the same token');
  const before = await sessionRows();
  const res = await agent.post('/portal/challenges').type('form').send({ _csrf: first, domain: 'lazy-one.example' });
  assert.equal(res.status, 201);
  assert.equal(await sessionRows(), before + 1);
  // The challenge is bound to that row's browser: it lists on the next read.
  assert.match((await agent.get('/portal')).text, /lazy-one\.example/);
});

test('sign-in (challenge, then verify) works with lazy sessions and leaves one row', async () => {
  const before = await sessionRows();
  const agent = await signIn(h, 'lazy-two.example');
  assert.match((await agent.get('/portal')).text, /Signed in as the owner/);
  assert.equal(await sessionRows(), before + 1, 'the regenerated session replaces the first row');
});

test('a POST with a forged, absent or foreign token is refused and writes nothing', async () => {
  const before = await sessionRows();
  const agent = supertest.agent(h.app);
  const own = await csrf(agent);
  const other = await csrf(supertest.agent(h.app));
  assert.notEqual(own, other, 'each browser has its own token');
  const forged = own.slice(0, -2) + (own.endsWith('AA') ? 'BB' : 'AA');
  for (const body of [{ _csrf: forged }, {}, { _csrf: other }, { _csrf: '' }]) {
    const res = await agent
      .post('/portal/challenges')
      .type('form')
      .send({ ...body, domain: 'forged.example' });
    assert.equal(res.status, 403, JSON.stringify(body));
  }
  // No cookie at all, and a cookie the server never issued with a token made up for it.
  const bare = await supertest(h.app).post('/portal/challenges').type('form').send({ _csrf: own, domain: 'forged.example' });
  assert.equal(bare.status, 403);
  const made = await supertest(h.app)
    .post('/portal/challenges')
    .set('Cookie', 'sb_session=' + 'A'.repeat(43))
    .type('form')
    .send({ _csrf: own, domain: 'forged.example' });
  assert.equal(made.status, 403);
  assert.equal(await sessionRows(), before);
});

test('a POST refused by its rate limit writes no row, nor does signing out of a session that has none', async () => {
  // The token first: superagent attaches the jar's cookies when the request object is created.
  const first = supertest.agent(limited.app);
  const token = await csrf(first);
  assert.equal((await first.post('/portal/challenges').type('form').send({ _csrf: token, domain: 'one.example' })).status, 201);
  assert.equal(await sessionRows(limited), 1);
  for (let i = 0; i < 5; i++) {
    const agent = supertest.agent(limited.app);
    const _csrf = await csrf(agent);
    const res = await agent
      .post('/portal/challenges')
      .type('form')
      .send({ _csrf, domain: `n${i}.example` });
    assert.equal(res.status, 429);
  }
  const leaving = supertest.agent(limited.app);
  const leavingToken = await csrf(leaving);
  assert.equal((await leaving.post('/portal/sign-out').type('form').send({ _csrf: leavingToken })).status, 303);
  assert.equal(await sessionRows(limited), 1);
});
