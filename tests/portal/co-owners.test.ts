// Red-team finding 5: a listing whose namespace is alpha.com and whose every remote is on beta.net has
// two owners. Once one claims it, the claimant decides; the other may only ask for a recheck, and its
// actions never rewrite whose settings they are.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { act, addServer, signIn, startHarness, type Harness } from './harness.js';

const h: Harness = await startHarness();
after(() => h.close());

test('co-owners: the claimant decides, the other owner may only request a recheck', async () => {
  const id = await addServer(h.db, 'com.alpha/tools', ['https://mcp.beta.net/mcp']);
  const alpha = await signIn(h, 'alpha.com');
  const beta = await signIn(h, 'beta.net');

  // Before any claim both own it; beta sets something first, so the settings row starts as beta's.
  assert.equal((await act(beta, id, 'recheck')).status, 303);
  assert.equal((await act(alpha, id, 'claim')).status, 303);
  const settings = async () =>
    (await h.db.one<{ domain: string; checks_paused: boolean; hosting_declared: unknown; category_override: unknown }>(
      'SELECT domain, checks_paused, hosting_declared, category_override FROM owner_settings WHERE server_id = $1',
      [id],
    ))!;
  assert.equal((await settings()).domain, 'alpha.com', 'the claimant takes the settings over');

  for (const [action, fields] of [
    ['pause', {}],
    ['resume', {}],
    ['hosting', { hosting: 'eu_only' }],
    ['categories', { categories: 'travel' }],
  ] as const) {
    const res = await act(beta, id, action, fields);
    assert.equal(res.status, 409, `${action}: ${res.status} ${res.text.slice(0, 200)}`);
    assert.match(res.text, /claimed by the owner of alpha\.com/);
  }
  const after1 = await settings();
  assert.deepEqual(after1, { domain: 'alpha.com', checks_paused: false, hosting_declared: null, category_override: null });

  // A recheck is still the other owner's to ask for (10 minutes after the last one).
  await h.db.exec('UPDATE owner_settings SET recheck_requested_at = NULL WHERE server_id = $1', [id]);
  assert.equal((await act(beta, id, 'recheck')).status, 303);
  assert.equal((await settings()).domain, 'alpha.com', 'a co-owner\u2019s recheck does not rewrite whose settings they are');

  // The claimant itself decides as before.
  assert.equal((await act(alpha, id, 'pause')).status, 303);
  assert.equal((await settings()).checks_paused, true);
});
