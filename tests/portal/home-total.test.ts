// The home page's count line: a total the search only bounds from below (it stopped once its page was certain,
// catalog/search/index.ts SearchPage.totalIsLowerBound) is said as "at least".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { homePage } from '../../portal/pages/home-page.js';

const view = (page: { total: number; totalIsLowerBound?: true }) =>
  String(homePage({ query: 'weather', hasRemote: true, page: { results: [], nextCursor: null, ...page }, error: null, nextHref: null }));

test('a lower-bound total reads "At least N servers match"; an exact one the number alone', () => {
  assert.match(view({ total: 40, totalIsLowerBound: true }), /role="status">At least 40 servers match “weather”/);
  assert.match(view({ total: 40 }), /role="status">40 servers match “weather”/);
});
