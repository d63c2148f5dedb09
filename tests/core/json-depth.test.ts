// The depth scanner that lets /mcp refuse deep JSON before parsing it (issue 15, finding 3).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonDepth, MAX_JSON_DEPTH, tooDeep } from '../../core/json-depth.js';

test('depth counts objects and arrays, not brackets inside strings or after escapes', () => {
  assert.equal(jsonDepth('1'), 0);
  assert.equal(jsonDepth('{"a":[1,{"b":[]}]}'), 4);
  assert.equal(jsonDepth('{"a":"[[[[{{{{"}'), 1);
  assert.equal(jsonDepth('{"a":"\\"[[[["}'), 1);
  assert.equal(jsonDepth('["\\\\",[[]]]'), 3);
});

test('a 10,000-level body is refused with a named reason; the limit itself is accepted', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  assert.equal(tooDeep(deep), `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
  assert.equal(tooDeep(atLimit), null);
  assert.equal(tooDeep(`[${atLimit}]`), `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  // It stops scanning once past the limit.
  assert.equal(jsonDepth(deep, 64), 65);
});
