// The search guard (issue 15, finding 1): searches take turns with I/O, stop at their budget, and are not
// run for a client that has gone. The clock is injected: no test here depends on machine speed.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { ClientGoneError, guardedSearch, requestSignal, SearchBudgetError, timeBudget, workClock } from '../../catalog/search-guard.js';

test('a budget stops a search once its time is spent, with an error naming the query', () => {
  let t = 0;
  const budget = timeBudget(100, () => t);
  budget.check();
  t = 100;
  budget.check();
  t = 101;
  assert.throws(
    () => budget.check(),
    (err: unknown) => err instanceof SearchBudgetError && err.field === 'query' && /more than 100 ms/.test(err.message),
  );
});

test('the default budget counts the work a search makes, not the time the machine gave to others', () => {
  const budget = timeBudget(100);
  // Blocked without computing for 300 ms, as a process the OS has descheduled on a loaded machine: before, the wall
  // clock alone charged this to the query and a one-word search was refused.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
  budget.check();
  // Computing past the budget still stops it (the loop runs on the same clock: no assumption about machine speed).
  const clock = workClock();
  while (clock() < 150) Math.sqrt(Math.random());
  assert.throws(() => budget.check(), SearchBudgetError);
});

test('guardedSearch hands the run a budget on the given clock', async () => {
  let t = 0;
  await assert.rejects(
    guardedSearch(
      (budget) => {
        for (let i = 0; i < 10; i++) {
          t += 30;
          budget.check();
        }
        return 'never';
      },
      { budgetMs: 100, clock: () => t },
    ),
    SearchBudgetError,
  );
});

test('searches take turns: I/O callbacks queued meanwhile run between two searches', async () => {
  const order: string[] = [];
  const searches = Array.from({ length: 3 }, (_, i) =>
    guardedSearch(() => {
      order.push(`search ${i}`);
      // Something the event loop must serve, as a health check's socket would be, queued by the search.
      setImmediate(() => order.push(`io after ${i}`));
    }),
  );
  await Promise.all(searches);
  await new Promise((r) => setImmediate(r));
  // Before the guard, the three searches ran back to back and every callback waited for all of them.
  assert.deepEqual(order.slice(0, 4), ['search 0', 'io after 0', 'search 1', 'io after 1']);
});

test('a search whose client has gone is not run', async () => {
  const res = Object.assign(new EventEmitter(), { writableFinished: false });
  const signal = requestSignal(res);
  let ran = false;
  const pending = guardedSearch(() => (ran = true), { signal });
  res.emit('close');
  await assert.rejects(pending, ClientGoneError);
  assert.equal(ran, false);
  // A response that finished normally does not count as a client gone.
  const done = Object.assign(new EventEmitter(), { writableFinished: true });
  const fine = requestSignal(done);
  done.emit('close');
  assert.equal(fine.aborted, false);
});

test('short queries go before long ones waiting for their turn', async () => {
  const order: string[] = [];
  await Promise.all([
    guardedSearch(() => order.push('long 1'), { words: 8 }),
    guardedSearch(() => order.push('long 2'), { words: 4 }),
    guardedSearch(() => order.push('short'), { words: 1 }),
  ]);
  assert.deepEqual(order, ['short', 'long 1', 'long 2']);
});
