// Issue 15, finding 8: anyone may start and fail challenges for any domain. Those attempts are counted
// apart from the owner's audit log, so a stranger's 30 failed attempts no longer push "domain verified"
// and the owner's own actions off it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import supertest from 'supertest';
import { signIn, startChallenge, startHarness, verify } from './harness.js';

test("a flood of a stranger's failed challenges does not push the owner's entries out of the audit log", async (t) => {
  const h = await startHarness();
  t.after(() => h.close());
  const owner = await signIn(h, 'example.com');
  // Strangers, each with a browser session of their own (10 open challenges at most per session), try 30
  // times: each a challenge created and a verification failed.
  for (let i = 0; i < 30; i++) {
    const stranger = supertest.agent(h.app);
    const { id } = await startChallenge(stranger, 'example.com');
    await verify(stranger, id, 'dns');
  }
  const page = (await owner.get('/portal').expect(200)).text;
  const log = page.slice(page.indexOf('<h2>Audit log</h2>'));
  assert.match(log, /domain verified/);
  const table = log.slice(0, log.indexOf('</table>'));
  assert.doesNotMatch(table, /verification failed|challenge created/);
  assert.match(log, /Unverified attempts \(30 days\)/);
  assert.match(log, /verification failed: 30,/);
  assert.match(log, /challenge created: 3[01],/);
});
