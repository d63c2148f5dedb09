// The notices' warm-up (warmNoticeRules) runs in slices: `switchboard start` serves the web from the same process, and a
// warm-up that held the event loop for its whole length (3.7-5.5 s) left the web and the sync waiting behind it.
// Ordering only, no timing: timers that fire before the warm-up ends show that the loop ran meanwhile.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { warmNoticeRules } from '../../../checker/analyze/instruction-like.js';

test('the warm-up yields to the event loop between probes, ends early when aborted, and is shared once done', async () => {
  // Aborted at once: its caller stops waiting without the rules warmed; a later caller joins the warm-up (or starts it
  // again when it has ended) and waits for its end (notice-warm-up-shared.test.ts).
  const stop = new AbortController();
  const aborted = warmNoticeRules({ signal: stop.signal });
  stop.abort();
  await aborted;

  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  timer.unref(); // a failed assertion must not leave the test process running
  const warming = warmNoticeRules({ sliceMs: 5 });
  let settled = false;
  void warming.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  assert.ok(!settled, 'the aborted caller stopped waiting before the rules were warmed');
  assert.equal(warmNoticeRules(), warming, 'callers during the warm-up share it');
  await warming;
  clearInterval(timer);
  assert.ok(ticks > 0, 'timers ran while the rules warmed');

  // Done: later calls resolve at once, and nothing runs again.
  const before = ticks;
  await warmNoticeRules();
  assert.equal(ticks, before);
});
