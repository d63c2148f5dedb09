// Words that name Object.prototype's members ("constructor", "__proto__", "toString") are ordinary words in a request (issue
// #11, hostile input): the word tables are dictionaries with no prototype (catalog/search/dictionary.ts). Before, "constructor"
// made the search throw ("(TRANSLATIONS[word] ?? []) is not iterable"), and later read as the known word "function".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeQuery, synonymsOf } from '../../../catalog/search/analyze.js';
import { stem } from '../../../catalog/search/stem.js';
import { TRANSLATIONS } from '../../../catalog/search/language.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', '__proto__'];

test("Object.prototype's member names are no entries of the word tables", () => {
  assert.equal(TRANSLATIONS['constructor'], undefined);
  for (const name of NAMES) {
    const word = name.toLowerCase();
    assert.equal(typeof stem(word), 'string', name);
    assert.ok(Array.isArray(synonymsOf(word)), name);
    for (const t of analyzeQuery(`find the ${name} docs`).terms) for (const a of t.alts) assert.equal(typeof a, 'string', name);
  }
});

test('a request naming them is searched like any other word: no throw, no borrowed "function"', () => {
  for (const name of NAMES) {
    for (const q of [name, `explain the ${name} of a javascript class`, `${name} ${name}`]) {
      const page = index.search({ query: q, limit: 10 });
      assert.ok(Array.isArray(page.results), q);
      assert.ok(!(page.nothing?.knownWords ?? []).includes('function'), `${q}: ${JSON.stringify(page.nothing)}`);
      assert.ok(!(page.nothing?.partialWord === 'function'), q);
    }
  }
});
