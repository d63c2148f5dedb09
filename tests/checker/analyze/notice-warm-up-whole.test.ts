// A warm-up that never yields (a slice longer than the whole warm-up; so too a missing probes corpus) ends before
// warmNoticeRules returns, and has already cleared the shared run: the call must still answer, not throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { warmNoticeRules } from '../../../checker/analyze/instruction-like.js';

test('a warm-up that ends before its first yield still answers its caller, and later calls at once', async () => {
  const stop = new AbortController();
  await warmNoticeRules({ signal: stop.signal, sliceMs: Number.POSITIVE_INFINITY });
  let settled = false;
  void warmNoticeRules().then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  assert.ok(settled, 'warmed once, answered at once after');
});
