import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeMeasures, median } from '../../../core/measures/measures.js';
import type { DayResult } from '../../../core/measures/daily.js';

// Day n days before 2026-03-31.
function day(back: number): string {
  const d = new Date(Date.UTC(2026, 2, 31) - back * 86_400_000);
  return d.toISOString().slice(0, 10);
}
const ok = (back: number, ms = 100): DayResult => ({ day: day(back), checked: true, firstTryOk: true, retryOk: null, responseMs: ms });
const retry = (back: number, ms = 500): DayResult => ({ day: day(back), checked: true, firstTryOk: false, retryOk: true, responseMs: ms });
const fail = (back: number): DayResult => ({ day: day(back), checked: true, firstTryOk: false, retryOk: false, responseMs: null });
const off = (back: number): DayResult => ({ day: day(back), checked: false, firstTryOk: null, retryOk: null, responseMs: null });
const TODAY = '2026-03-31';

test('windows of 7 and 30 calendar days, unchecked days left out', () => {
  // last 7 days (back 0..6): ok, retry, fail, off, ok, off, fail -> checked 5, success 3
  // days back 7..29: 10 ok (back 7..16), 5 fail (back 17..21), nothing given for 22..29
  // back 30 and older: outside 30 d
  const days = [ok(0, 100), retry(1, 400), fail(2), off(3), ok(4, 200), off(5), fail(6)];
  for (let b = 7; b <= 16; b++) days.push(ok(b, 300));
  for (let b = 17; b <= 21; b++) days.push(fail(b));
  days.push(ok(30, 5));
  const m = computeMeasures(days, TODAY);
  assert.equal(m.success7, 3 / 5);
  // 30 d: checked 5 + 10 + 5 = 20; success 3 + 10 = 13; first try 2 + 10 = 12
  assert.equal(m.success30, 13 / 20);
  assert.equal(m.firstTry30, 12 / 20);
  // successful times in 30 d: 100, 400, 200, and ten times 300 -> 13 values, middle (7th) = 300
  assert.equal(m.medianMs30, 300);
  assert.equal(m.daysMeasured, 21);
  // the newest checked day (back 0) succeeded
  assert.equal(m.failingSince, null);
  assert.equal(m.consecutiveFailedDays, 0);
  assert.equal(m.removable, false);
});

test('nothing checked: null ratios, zero days', () => {
  const m = computeMeasures([off(0), off(1)], TODAY);
  assert.deepEqual(
    [m.success7, m.success30, m.firstTry30, m.medianMs30, m.daysMeasured, m.failingSince],
    [null, null, null, null, 0, null],
  );
});

test('days after today are ignored; a day twice throws', () => {
  const m = computeMeasures([ok(0), { ...fail(0), day: '2026-04-01' }], TODAY);
  assert.equal(m.success7, 1);
  assert.throws(() => computeMeasures([ok(1), fail(1)], TODAY), RangeError);
});

test('failingSince and the removal rule: 30 failed checked days, unchecked days never count', () => {
  // 29 failed days back 0..28, then a success at back 29: not removable yet
  const days29 = [...Array.from({ length: 29 }, (_, b) => fail(b)), ok(29)];
  const m29 = computeMeasures(days29, TODAY);
  assert.equal(m29.failingSince, day(28));
  assert.equal(m29.consecutiveFailedDays, 29);
  assert.equal(m29.removable, false);
  // 30 failed days back 0..29: removable
  const m30 = computeMeasures(
    Array.from({ length: 30 }, (_, b) => fail(b)),
    TODAY,
  );
  assert.equal(m30.failingSince, day(29));
  assert.equal(m30.removable, true);
  // 20 failed checked days with 15 unchecked days among them span 35 calendar days: still not removable
  const mixed = Array.from({ length: 35 }, (_, b) => (b % 7 < 3 ? off(b) : fail(b)));
  assert.equal(mixed.filter((d) => d.checked).length, 20);
  const mm = computeMeasures(mixed, TODAY);
  assert.equal(mm.consecutiveFailedDays, 20);
  assert.equal(mm.removable, false);
});

test('median of an even count is the mean of the middle two', () => {
  assert.equal(median([400, 100, 300, 200]), 250);
  assert.equal(median([]), null);
});
