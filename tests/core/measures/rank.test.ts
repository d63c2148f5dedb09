import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lookupsPart, rankScore, speedPart, stabilityPart } from '../../../core/measures/rank.js';

const off = { lookups: { enabled: false, since: null } };
const on = { lookups: { enabled: true, since: '2026-06-01' } };
const measures = { success7: 1, success30: 0.9, firstTry30: 0.8, medianMs30: 200, daysMeasured: 30 };

test('speed: 200 ms or less is 1, 10 s or more is 0, logarithmic between', () => {
  assert.equal(speedPart(150), 1);
  assert.equal(speedPart(200), 1);
  assert.equal(speedPart(10_000), 0);
  assert.equal(speedPart(20_000), 0);
  assert.equal(speedPart(null), 0);
  // 200 x sqrt(50) = 1414.2 ms is half-way on the log scale
  assert.ok(Math.abs(speedPart(200 * Math.sqrt(50)) - 0.5) < 1e-12);
  // 2000 ms: 1 - ln(10)/ln(50) = 1 - 2.302585/3.912023 = 0.411410
  assert.ok(Math.abs(speedPart(2000) - 0.41141) < 1e-5);
});

test('stability: weighted mix, pulled toward 0.5 when new', () => {
  // 0.5 x 0.9 + 0.25 x 1 + 0.25 x 0.8 = 0.45 + 0.25 + 0.2 = 0.9
  assert.ok(Math.abs(stabilityPart(measures) - 0.9) < 1e-12);
  // 2 days: w = 2/7; 2/7 x 1 + 5/7 x 0.5 = 0.285714 + 0.357143 = 0.642857
  const fresh = { success7: 1, success30: 1, firstTry30: 1, medianMs30: 100, daysMeasured: 2 };
  assert.ok(Math.abs(stabilityPart(fresh) - 4.5 / 7) < 1e-12);
});

test('lookups switched off: the other three count a third each', () => {
  const r = rankScore({ measures, toolQuality: 0.6 }, off);
  // (0.9 + 0.6 + 1) / 3 x 100 = 83.333... -> 83.33
  assert.equal(r.score, 83.33);
  assert.equal(r.version, 'rank-v1');
  assert.deepEqual(r.parts, { stability: r.parts!.stability, tools: 0.6, speed: 1, lookups: null });
  assert.deepEqual(r.weights, { stability: 1 / 3, tools: 1 / 3, speed: 1 / 3, lookups: 0 });
  assert.deepEqual(r.lookups, { enabled: false, since: null });
  assert.equal(r.isNew, false);
});

test('lookups switched on: four parts of 25', () => {
  // 31 clients: log10(32)/log10(1001) = 1.505150/3.000434 = 0.501644
  const r = rankScore({ measures, toolQuality: 0.6, clients30: 31 }, on);
  // 25 x (0.9 + 0.6 + 1 + 0.501644) = 25 x 3.001644 = 75.0411 -> 75.04
  assert.equal(r.score, 75.04);
  assert.equal(r.weights.lookups, 0.25);
  assert.deepEqual(r.lookups, { enabled: true, since: '2026-06-01' });
  assert.ok(Math.abs(lookupsPart(31) - 0.501644) < 1e-6);
  assert.equal(lookupsPart(0), 0);
  assert.equal(lookupsPart(5000), 1);
});

test('never measured: no score', () => {
  const r = rankScore(
    { measures: { success7: null, success30: null, firstTry30: null, medianMs30: null, daysMeasured: 0 }, toolQuality: null },
    off,
  );
  assert.equal(r.score, null);
  assert.equal(r.parts, null);
  assert.equal(r.isNew, true);
});

test('a new server is marked new and its stability pulled to the middle', () => {
  // 1 day, all failed: raw 0 -> 1/7 x 0 + 6/7 x 0.5 = 0.428571; tools 0; speed 0 -> 100 x 0.428571 / 3 = 14.29
  const r = rankScore({ measures: { success7: 0, success30: 0, firstTry30: 0, medianMs30: null, daysMeasured: 1 }, toolQuality: 0 }, off);
  assert.equal(r.isNew, true);
  assert.equal(r.score, 14.29);
});
