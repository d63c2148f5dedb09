import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { toolSetHash, type Tool } from '../../../checker/analyze/tools.js';
import { canonicalJson } from '../../../checker/analyze/canonical-json.js';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

test('canonicalJson sorts keys at every depth and keeps array order', () => {
  assert.equal(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 0 }], c: null } }), '{"a":{"c":null,"d":[2,{"y":0,"z":1}]},"b":1}');
  assert.equal(canonicalJson({ a: undefined, b: 1 }), '{"b":1}');
});

test('toolSetHash is the sha256 of the sorted canonical entries', () => {
  const tools: Tool[] = [
    { name: 'b', description: 'B', inputSchema: { type: 'object', properties: {} } },
    { name: 'a', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
  ];
  const expected = sha(
    '[{"description":null,"inputSchema":{"type":"object"},"name":"a"},{"description":"B","inputSchema":{"properties":{},"type":"object"},"name":"b"}]',
  );
  assert.equal(toolSetHash(tools), expected);
});

test('toolSetHash ignores key order, tool order, titles and annotations', () => {
  const one: Tool[] = [
    { name: 'x', description: 'X', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } },
    { name: 'y', description: 'Y' },
  ];
  const two: Tool[] = [
    { name: 'y', description: 'Y', title: 'Why', annotations: { destructiveHint: true } },
    { description: 'X', name: 'x', inputSchema: { required: ['q'], properties: { q: { type: 'string' } }, type: 'object' } },
  ];
  assert.equal(toolSetHash(one), toolSetHash(two));
});

test('toolSetHash changes with a name, a description or a schema', () => {
  const base: Tool[] = [{ name: 'x', description: 'X', inputSchema: { type: 'object' } }];
  const h = toolSetHash(base);
  assert.notEqual(toolSetHash([{ ...base[0]!, name: 'x2' }]), h);
  assert.notEqual(toolSetHash([{ ...base[0]!, description: 'X!' }]), h);
  assert.notEqual(toolSetHash([{ ...base[0]!, inputSchema: { type: 'object', properties: { a: {} } } }]), h);
  assert.equal(toolSetHash([]), sha('[]'));
});
