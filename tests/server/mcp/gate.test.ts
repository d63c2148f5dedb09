// The /mcp gate: at most `max` requests served at once, the others in arrival order; a request whose
// client left while it waited is not served.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGate } from '../../../server/mcp/gate.js';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setImmediate(r));

test('at most max at once; the others start in arrival order as places are given back', async () => {
  const gate = createGate(2);
  const started: number[] = [];
  const jobs = [0, 1, 2, 3, 4].map(() => deferred());
  const runs = jobs.map((j, i) =>
    gate.run(async () => {
      started.push(i);
      await j.promise;
    }),
  );
  await tick();
  assert.deepEqual(started, [0, 1]);
  assert.equal(gate.active, 2);
  assert.equal(gate.waiting, 3);
  jobs[1]!.resolve();
  await tick();
  assert.deepEqual(started, [0, 1, 2]);
  jobs[0]!.reject(new Error('a failed request gives its place back too'));
  await assert.rejects(runs[0]!, /gives its place back/);
  await tick();
  assert.deepEqual(started, [0, 1, 2, 3]);
  for (const j of jobs) j.resolve();
  assert.deepEqual(await Promise.all(runs.slice(1)), [true, true, true, true]);
  assert.equal(gate.active, 0);
  assert.equal(gate.waiting, 0);
});

test('a request whose client left while it waited is skipped, and its place goes to the next one', async () => {
  const gate = createGate(1);
  const first = deferred();
  let left = false;
  const ran: string[] = [];
  const a = gate.run(async () => {
    ran.push('a');
    await first.promise;
  });
  const b = gate.run(
    async () => void ran.push('b'),
    () => left,
  );
  const c = gate.run(async () => void ran.push('c'));
  left = true;
  first.resolve();
  assert.deepEqual(await Promise.all([a, b, c]), [true, false, true]);
  assert.deepEqual(ran, ['a', 'c']);
  assert.equal(gate.active, 0);
  // Gone before it even queued: not run either.
  assert.equal(
    await gate.run(
      async () => void ran.push('d'),
      () => true,
    ),
    false,
  );
  assert.deepEqual(ran, ['a', 'c']);
  assert.equal(gate.active, 0);
});

test('a gate without places is refused with a clear error', () => {
  assert.throws(() => createGate(0), /at least one place, not 0/);
  assert.throws(() => createGate(1.5), /at least one place/);
});
