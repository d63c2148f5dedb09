import { test } from 'node:test';
import assert from 'node:assert/strict';
import { combineRemotes, daySucceeded, type DayResult } from '../../../core/measures/daily.js';

const r = (p: Partial<DayResult>): DayResult => ({
  day: '2026-01-10',
  checked: true,
  firstTryOk: true,
  retryOk: null,
  responseMs: 100,
  ...p,
});

test('a day succeeds on the first try or on the retry', () => {
  assert.equal(daySucceeded(r({})), true);
  assert.equal(daySucceeded(r({ firstTryOk: false, retryOk: true })), true);
  assert.equal(daySucceeded(r({ firstTryOk: false, retryOk: false })), false);
  assert.equal(daySucceeded(r({ checked: false, firstTryOk: null })), false);
});

test('several remotes: the day succeeds when any checked remote succeeded, fastest time kept', () => {
  const day = combineRemotes([r({ firstTryOk: false, retryOk: false, responseMs: null }), r({ responseMs: 300 }), r({ responseMs: 120 })]);
  assert.deepEqual(day, { day: '2026-01-10', checked: true, firstTryOk: true, retryOk: null, responseMs: 120 });
});

test('several remotes: success only on retry is a retry success', () => {
  const day = combineRemotes([
    r({ firstTryOk: false, retryOk: false, responseMs: null }),
    r({ firstTryOk: false, retryOk: true, responseMs: 900 }),
  ]);
  assert.deepEqual(day, { day: '2026-01-10', checked: true, firstTryOk: false, retryOk: true, responseMs: 900 });
});

test('unchecked remotes do not count; all unchecked is an unchecked day', () => {
  const off = r({ checked: false, firstTryOk: null, responseMs: null });
  assert.deepEqual(combineRemotes([off, r({ firstTryOk: false, retryOk: false, responseMs: null })]), {
    day: '2026-01-10',
    checked: true,
    firstTryOk: false,
    retryOk: false,
    responseMs: null,
  });
  assert.deepEqual(combineRemotes([off, off]), { day: '2026-01-10', checked: false, firstTryOk: null, retryOk: null, responseMs: null });
});

test('combining different days is a caller bug', () => {
  assert.throws(() => combineRemotes([r({}), r({ day: '2026-01-11' })]), RangeError);
  assert.throws(() => combineRemotes([]), RangeError);
});
