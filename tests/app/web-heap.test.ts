// The web process's heap growth limit (app/web-heap.ts): set unless node was given its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heapGrowthGiven, limitWebHeapGrowth, WEB_HEAP_GROWING_PERCENT } from '../../app/web-heap.js';

test("an operator's heap growth flag, on the command line or in NODE_OPTIONS, is kept", () => {
  assert.equal(heapGrowthGiven([], undefined), false);
  assert.equal(heapGrowthGiven(['--max-old-space-size=512', '--trace-gc'], '--enable-source-maps'), false);
  assert.equal(heapGrowthGiven(['--heap-growing-percent=0'], undefined), true);
  assert.equal(heapGrowthGiven([], '--enable-source-maps --heap_growing_percent=50'), true);
  assert.equal(heapGrowthGiven(['--heap-growing-percent', '30'], undefined), true, 'the flag and its value as two arguments');
  assert.equal(heapGrowthGiven(['--heap-growing-percentage=5'], undefined), false, 'another flag');
  assert.equal(limitWebHeapGrowth(['--heap-growing-percent=0'], undefined), null, 'nothing set');
});

test('without one, the limit is set', () => {
  assert.equal(limitWebHeapGrowth([], ''), `--heap-growing-percent=${WEB_HEAP_GROWING_PERCENT}`);
});
