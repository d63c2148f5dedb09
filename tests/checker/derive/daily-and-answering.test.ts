// The pure rules behind daily_results and the answering change records. Values by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answeringChange, remoteStatusAfter, serverAnswering } from '../../../checker/derive/answering.js';
import { attemptFor, mergeDaily } from '../../../checker/derive/daily-row.js';
import { hostingOf } from '../../../checker/derive/hosting-countries.js';

const ok = { outcome: 'reachable' as const, state: 'responds', responseMs: 40 };
const down = { outcome: 'not_reachable' as const, state: 'timeout', responseMs: null };
const paused = { outcome: 'not_checked' as const, state: 'paused_by_owner', responseMs: null };
const refused = { outcome: 'refused' as const, state: 'rate_limited', responseMs: null };

test('first try, then the retry; "answered on retry" is a success; not-counted checks never count', () => {
  const first = mergeDaily(null, down);
  assert.deepEqual(first, { checked: true, firstTryOk: false, retryOk: null, success: false, state: 'timeout', responseMs: null });
  assert.equal(attemptFor(first), 2);
  assert.deepEqual(mergeDaily(first, ok), {
    checked: true,
    firstTryOk: false,
    retryOk: true,
    success: true,
    state: 'responds',
    responseMs: 40,
  });
  assert.deepEqual(mergeDaily(null, paused), {
    checked: false,
    firstTryOk: null,
    retryOk: null,
    success: null,
    state: 'paused_by_owner',
    responseMs: null,
  });
  assert.equal(attemptFor(mergeDaily(null, refused)), 1);
  // A refused check after a counted one leaves the day as it was.
  assert.deepEqual(mergeDaily(first, refused), first);
  // A second check on a day whose first try succeeded changes nothing.
  const good = mergeDaily(null, ok);
  assert.deepEqual(mergeDaily(good, down), good);
});

test('answering: pending retries hide the failure; a change needs two known states', () => {
  assert.equal(remoteStatusAfter('not_reachable', true), 'pending');
  assert.equal(remoteStatusAfter('not_reachable', false), 'down');
  assert.equal(remoteStatusAfter('reachable', false), 'up');
  assert.equal(remoteStatusAfter('not_checked', false), null);
  assert.equal(serverAnswering(['down', 'up']), true);
  assert.equal(serverAnswering(['down', 'pending']), null);
  assert.equal(serverAnswering(['down', 'down']), false);
  assert.equal(answeringChange(true, false), 'stopped_answering');
  assert.equal(answeringChange(false, true), 'started_answering');
  assert.equal(answeringChange(null, false), null);
  assert.equal(answeringChange(null, true), null);
});

test('hosting: private addresses have no country and never load the tables; EU only when every address is', async () => {
  const table: Record<string, string> = { '1.2.3.4': 'DE', '5.6.7.8': 'FR', '9.9.9.9': 'US' };
  const lookup = async (ip: string) => table[ip] ?? null;
  assert.deepEqual(await hostingOf([], lookup), { countries: null, euHosting: null });
  assert.deepEqual(await hostingOf(['1.2.3.4', '5.6.7.8', '1.2.3.4'], lookup), { countries: ['DE', 'FR'], euHosting: true });
  assert.deepEqual(await hostingOf(['1.2.3.4', '9.9.9.9'], lookup), { countries: ['DE', 'US'], euHosting: false });
  let asked = 0;
  assert.deepEqual(await hostingOf(['127.0.0.1', '10.0.0.1'], async () => (asked++, 'XX')), { countries: [], euHosting: false });
  assert.equal(asked, 0);
});
