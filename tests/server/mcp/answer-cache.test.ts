// The direct path's remembered answers (server/mcp/answer-cache.ts): what may be kept, for how long, and how
// much. The end-to-end side (a remembered answer is the SDK's, byte for byte; an index change is seen at once)
// is in direct.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerCache } from '../../../server/mcp/answer-cache.js';

test('only search_servers without a category filter, with arguments that JSON writes exactly, has a key', () => {
  const cache = answerCache({ version: () => 1 });
  assert.ok(cache.key('modern', 'search_servers', { query: 'weather', limit: 3 }));
  assert.notEqual(cache.key('modern', 'search_servers', { query: 'weather' }), cache.key('legacy', 'search_servers', { query: 'weather' }));
  assert.notEqual(cache.key('modern', 'search_servers', { query: 'weather' }), cache.key('modern', 'search_servers', { query: 'weathe' }));
  for (const name of ['get_server', 'list_changes', 'list_categories']) assert.equal(cache.key('modern', name, {}), null, name);
  assert.equal(cache.key('modern', 'search_servers', { query: 'db', category: 'databases' }), null);
  assert.equal(cache.key('modern', 'search_servers', { query: 'db', filters: { category: 'databases' } }), null);
  assert.ok(cache.key('modern', 'search_servers', { query: 'db', filters: { state: 'responds' } }));
  // JSON.stringify writes these as 0 and null: {"cursor": 1e400} must not find the answer of {"cursor": null}.
  assert.equal(cache.key('modern', 'search_servers', { limit: -0 }), null);
  assert.equal(cache.key('modern', 'search_servers', { cursor: Infinity }), null);
  assert.equal(cache.key('modern', 'search_servers', { filters: { max_tool_tokens: NaN } }), null);
});

test('an answer is kept the second time it is answered, and given back only at the generation it was computed at', () => {
  let version: number | null = null;
  const cache = answerCache({ version: () => version });
  const key = cache.key('legacy', 'search_servers', { query: 'weather' })!;
  for (let i = 0; i < 2; i++) cache.set(key, cache.version(), '{"a":1}');
  assert.equal(cache.get(key), null, 'nothing kept while the index is not ready');
  version = 1;
  const at = cache.version();
  cache.set(key, at, '{"a":1}');
  assert.equal(cache.get(key), null, 'answered once: not kept');
  cache.set(key, at, '{"a":1}');
  assert.equal(cache.get(key), '{"a":1}', 'answered twice: kept');
  assert.deepEqual(cache.stats, { hits: 1, stored: 1 });
  version = 2;
  assert.equal(cache.get(key), null, 'the index moved: the answer is dropped');
  for (let i = 0; i < 2; i++) cache.set(key, at, '{"a":"computed before the move"}');
  assert.equal(cache.get(key), null, 'an answer computed at an older generation is not kept');
  for (let i = 0; i < 2; i++) cache.set(key, cache.version(), '{"a":2}');
  assert.equal(cache.get(key), '{"a":2}');
});

test('a request is remembered as answered once among the last maxEntries requests not kept', () => {
  const cache = answerCache({ version: () => 1, maxEntries: 2 });
  const k = (q: string) => cache.key('modern', 'search_servers', { query: q })!;
  for (const q of ['a', 'b', 'c']) cache.set(k(q), 1, q);
  cache.set(k('a'), 1, 'a');
  assert.equal(cache.get(k('a')), null, 'a was forgotten when c came: answered once again');
  cache.set(k('c'), 1, 'c');
  assert.equal(cache.get(k('c')), 'c');
});

test('the least recently used answers go first past the entry or size limit', () => {
  const cache = answerCache({ version: () => 1, maxEntries: 2, maxChars: 10 });
  const k = (q: string) => cache.key('modern', 'search_servers', { query: q })!;
  const keep = (q: string, json: string) => [0, 1].forEach(() => cache.set(k(q), 1, json));
  keep('a', 'AAA');
  keep('b', 'BBB');
  assert.equal(cache.get(k('a')), 'AAA', 'a is now the most recently used');
  keep('c', 'CCC');
  assert.equal(cache.get(k('b')), null, 'b went first (least recently used)');
  assert.equal(cache.get(k('a')), 'AAA');
  assert.equal(cache.get(k('c')), 'CCC');
  keep('d', 'DDDDDDDD');
  assert.equal(cache.get(k('a')), null, 'past 10 characters: a and c went');
  assert.equal(cache.get(k('c')), null);
  assert.equal(cache.get(k('d')), 'DDDDDDDD');
  keep('e', 'E'.repeat(11));
  assert.equal(cache.get(k('e')), null, 'an answer longer than the whole limit is not kept');
  assert.equal(cache.get(k('d')), 'DDDDDDDD', 'and takes nothing else out');
});
