// topk.ts: the best k of a list, and Best, which holds the best k of what it was offered, with the worst of them
// known at each moment (the search's page while it reads its candidates).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Best, topK } from '../../../catalog/search/topk.js';

/** Deterministic numbers in [0, 1): the same lists on every run. */
function numbers(seed: number, n: number): number[] {
  const out: number[] = [];
  let h = seed >>> 0;
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) + 0x9e3779b9;
    h = (h ^ (h >>> 13)) >>> 0;
    out.push(h / 2 ** 32);
  }
  return out;
}

test('Best keeps the best k offered, its worst known once k are held, whatever the order and repeats', () => {
  const cmp = (a: number, b: number) => a - b;
  for (const [seed, n, k] of [
    [1, 0, 3],
    [2, 2, 3],
    [3, 50, 1],
    [4, 500, 21],
    [5, 5000, 11],
  ] as const) {
    // Coarse values repeat: ties are kept as the first offered (an equal one does not displace it).
    const xs = numbers(seed, n).map((x) => Math.floor(x * 200));
    const best = new Best(k, cmp);
    const sorted: number[] = [];
    for (const x of xs) {
      const kept = best.offer(x);
      const before = [...sorted];
      sorted.push(x);
      sorted.sort(cmp);
      sorted.length = Math.min(sorted.length, k);
      // Kept exactly when it is among the best k so far, a tie with the worst held not being better.
      assert.equal(kept, before.length < k || x < before[k - 1]!, `offer ${x}`);
      assert.equal(best.worst, sorted.length === k ? sorted[k - 1] : undefined);
    }
    assert.deepEqual([...best.items].sort(cmp), sorted);
    assert.deepEqual(topK(xs, k, cmp), sorted);
  }
});

test('Best holds at least one item', () => {
  assert.throws(() => new Best(0, (a: number, b: number) => a - b), RangeError);
  assert.throws(() => new Best(1.5, (a: number, b: number) => a - b), /whole number/);
});
