// planAfterCheck: next daily slot, one retry 30 min later only for remotes that answered before,
// refused checks after the host's Retry-After, removed servers once a recheck period. Values by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planAfterCheck, type PlanInput } from '../../../checker/schedule/plan.js';
import { DEFAULT_SCHEDULE_SETTINGS as S } from '../../../core/config.js';

const base: PlanInput = {
  now: new Date('2026-03-05T10:00:00Z'),
  minuteOfDay: 600,
  attempt: 1,
  outcome: 'reachable',
  everAnswered: true,
  removed: false,
  hostRetryAfterUntil: null,
};
const iso = (d: Date | null) => d?.toISOString() ?? null;

test('a success: tomorrow at its minute, no retry', () => {
  const p = planAfterCheck(base, S);
  assert.deepEqual([iso(p.nextCheckAt), iso(p.retryDueAt)], ['2026-03-06T10:00:00.000Z', null]);
});

test('an early check late in the day still leaves tomorrow its own minute', () => {
  const p = planAfterCheck({ ...base, now: new Date('2026-03-05T23:59:00Z'), minuteOfDay: 5 }, S);
  assert.equal(iso(p.nextCheckAt), '2026-03-06T00:05:00.000Z');
});

test('a failed first try is retried once, 30 min later, only when the remote answered before', () => {
  assert.equal(iso(planAfterCheck({ ...base, outcome: 'not_reachable' }, S).retryDueAt), '2026-03-05T10:30:00.000Z');
  assert.equal(planAfterCheck({ ...base, outcome: 'not_reachable', everAnswered: false }, S).retryDueAt, null);
  assert.equal(planAfterCheck({ ...base, outcome: 'not_reachable', attempt: 2 }, S).retryDueAt, null);
  assert.equal(planAfterCheck({ ...base, outcome: 'not_checked' }, S).retryDueAt, null);
});

test('refused: tried again after the Retry-After (at least 30 min), unless that is past the next daily check', () => {
  assert.equal(
    iso(planAfterCheck({ ...base, outcome: 'refused', hostRetryAfterUntil: new Date('2026-03-05T10:02:00Z') }, S).retryDueAt),
    '2026-03-05T10:30:00.000Z',
  );
  assert.equal(
    iso(planAfterCheck({ ...base, outcome: 'refused', hostRetryAfterUntil: new Date('2026-03-05T15:00:00Z') }, S).retryDueAt),
    '2026-03-05T15:00:00.000Z',
  );
  assert.equal(planAfterCheck({ ...base, outcome: 'refused', hostRetryAfterUntil: new Date('2026-03-07T00:00:00Z') }, S).retryDueAt, null);
});

test('removed: once every 30 days, never retried', () => {
  const p = planAfterCheck({ ...base, outcome: 'not_reachable', removed: true }, S);
  assert.deepEqual([iso(p.nextCheckAt), p.retryDueAt], ['2026-04-04T10:00:00.000Z', null]);
});
