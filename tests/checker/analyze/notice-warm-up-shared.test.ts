// The notices' warm-up is shared by every caller in a process (two schedulers in one `start`, a test's second worker): one
// caller's stop must not end it for the others, whose first checks would then pay the first uses of the rules.
// Ordering only, no timing: a finished warm-up answers later calls within microtasks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { warmNoticeRules } from '../../../checker/analyze/instruction-like.js';

test("one caller's abort stops its own wait, not the warm-up another caller still waits for", async () => {
  const first = new AbortController();
  const second = new AbortController();
  const a = warmNoticeRules({ signal: first.signal });
  const b = warmNoticeRules({ signal: second.signal });
  let aDone = false;
  let bDone = false;
  void a.then(() => (aDone = true));
  void b.then(() => (bDone = true));
  first.abort();
  await a;
  // (two more microtask turns: a wait that ended with the warm-up would have settled b by now too)
  await Promise.resolve();
  await Promise.resolve();
  assert.ok(aDone && !bDone, 'the aborted caller stops waiting; the other still waits');
  // A caller whose signal has already aborted does not join the wait at all.
  const gone = new AbortController();
  gone.abort();
  let goneDone = false;
  void warmNoticeRules({ signal: gone.signal }).then(() => (goneDone = true));
  await Promise.resolve();
  await Promise.resolve();
  assert.ok(goneDone && !bDone, 'an already-aborted caller is answered at once while the warm-up goes on');
  await b;

  // The second caller's wait ended because the warm-up finished: a later call is answered at once (a warm-up that had
  // ended early would start again, and its first slice alone outlasts these two microtask turns).
  let settled = false;
  void warmNoticeRules().then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  assert.ok(settled, 'the warm-up ran to its end for the caller still waiting');
});
