import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diffTools } from '../../../checker/analyze/tool-changes.js';
import type { Tool } from '../../../checker/analyze/tools.js';

test('first sight: every tool is added, destructive ones are newly destructive', () => {
  const next: Tool[] = [{ name: 'b' }, { name: 'a', annotations: { destructiveHint: true } }];
  assert.deepEqual(diffTools(null, next), { added: ['a', 'b'], removed: [], schemaChanged: [], newlyDestructive: ['a'] });
});

test('added, removed, schema changed and newly destructive', () => {
  const prev: Tool[] = [
    { name: 'keep', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } },
    { name: 'reorder', inputSchema: { type: 'object', required: ['x'], properties: { x: {} } } },
    { name: 'gone' },
    { name: 'del', annotations: { destructiveHint: false } },
    { name: 'already', annotations: { destructiveHint: true } },
  ];
  const next: Tool[] = [
    { name: 'keep', inputSchema: { type: 'object', properties: { a: { type: 'number' } } } },
    { name: 'reorder', inputSchema: { properties: { x: {} }, required: ['x'], type: 'object' } },
    { name: 'new', annotations: { destructiveHint: true } },
    { name: 'del', annotations: { destructiveHint: true } },
    { name: 'already', annotations: { destructiveHint: true } },
  ];
  assert.deepEqual(diffTools(prev, next), {
    added: ['new'],
    removed: ['gone'],
    schemaChanged: ['keep'],
    newlyDestructive: ['del', 'new'],
  });
});

test('a schema appearing or disappearing is a schema change', () => {
  assert.deepEqual(diffTools([{ name: 'a' }], [{ name: 'a', inputSchema: { type: 'object' } }]).schemaChanged, ['a']);
  assert.deepEqual(diffTools([{ name: 'a', inputSchema: { type: 'object' } }], [{ name: 'a' }]).schemaChanged, ['a']);
});

test('destructive and read-only together is read-only (MCP), so not newly destructive', () => {
  const d = diffTools([], [{ name: 'a', annotations: { readOnlyHint: true, destructiveHint: true } }]);
  assert.deepEqual(d.newlyDestructive, []);
});
