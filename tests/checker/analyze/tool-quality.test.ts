import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toolQuality } from '../../../checker/analyze/tool-quality.js';

test('mean of the three shares', () => {
  // 4 tools: described 3/4, object schema 2/4, hinted 1/4 -> (0.75 + 0.5 + 0.25) / 3 = 0.5
  const q = toolQuality({
    outcome: 'reachable',
    state: 'responds',
    tools: [
      { name: 'a', description: 'A', inputSchema: { type: 'object' }, annotations: { readOnlyHint: false } },
      { name: 'b', description: 'B', inputSchema: { type: 'object' } },
      { name: 'c', description: 'C', inputSchema: { type: 'string' }, annotations: { idempotentHint: true } },
      { name: 'd', description: '  ' },
    ],
  });
  assert.equal(q, 0.5);
});

test('a perfect tool set scores 1', () => {
  assert.equal(
    toolQuality({
      outcome: 'reachable',
      state: 'responds',
      tools: [{ name: 'a', description: 'A', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } }],
    }),
    1,
  );
});

test('states: unseen tools 0.5, unreachable 0, zero tools 0, no information null', () => {
  assert.equal(toolQuality({ outcome: 'reachable', state: 'auth_required' }), 0.5);
  assert.equal(toolQuality({ outcome: 'reachable', state: 'payment_required' }), 0.5);
  assert.equal(toolQuality({ outcome: 'reachable', state: 'access_denied' }), 0.5);
  assert.equal(toolQuality({ outcome: 'not_reachable', state: 'timeout' }), 0);
  assert.equal(toolQuality({ outcome: 'reachable', state: 'responds', tools: [] }), 0);
  assert.equal(toolQuality({ outcome: 'not_checked', state: 'paused_by_owner' }), null);
  assert.equal(toolQuality({ outcome: 'refused', state: 'rate_limited' }), null);
});
