import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SpanMemo, spanHash } from '../../../catalog/search/span-memo.js';

test('spanHash reads only its span: the same word anywhere in any text hashes alike', () => {
  assert.equal(spanHash('get weather now', 4, 11), spanHash('weather', 0, 7));
  assert.equal(spanHash('x-weather', 2, 9), spanHash('weather', 0, 7));
  assert.notEqual(spanHash('weather', 0, 7), spanHash('weathers', 0, 8));
});

test('SpanMemo finds a span in place, tells apart words of one hash, and keeps what is asked again', () => {
  const memo = new SpanMemo<string>(4);
  memo.set('weather', spanHash('weather', 0, 7), 'w');
  assert.equal(memo.get('the weather today', 4, 11, spanHash('the weather today', 4, 11)), 'w');
  assert.equal(memo.get('weathe', 0, 6, spanHash('weathe', 0, 6)), undefined, 'a shorter span is another word');
  // Two words under one hash (forced): each still finds its own value.
  memo.set('map', 7, 'm');
  memo.set('mop', 7, 'o');
  assert.equal(memo.get('a map', 2, 5, 7), 'm');
  assert.equal(memo.get('a mop', 2, 5, 7), 'o');
  assert.equal(memo.get('a mip', 2, 5, 7), undefined);
  // Full (4): the next word starts a new generation; what is found in the older one moves back to it.
  memo.set('one', spanHash('one', 0, 3), '1');
  memo.set('two', spanHash('two', 0, 3), '2');
  assert.equal(memo.get('weather', 0, 7, spanHash('weather', 0, 7)), 'w', 'found in the older generation');
  for (const w of ['three', 'four', 'five', 'six']) memo.set(w, spanHash(w, 0, w.length), w);
  assert.equal(memo.get('weather', 0, 7, spanHash('weather', 0, 7)), 'w', 'asked again: still kept');
  assert.equal(memo.get('a map', 2, 5, 7), undefined, 'not asked: let go after two generations');
  for (const w of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) memo.set(w, spanHash(w, 0, 1), w);
  assert.equal(memo.get('weather', 0, 7, spanHash('weather', 0, 7)), undefined, 'not asked for two generations: let go');
});
