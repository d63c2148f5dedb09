// Session 61: the rules written from the read blind sets 679 and 681, each failing without its rule (synonyms.ts): "email" as the
// request's first word is sending an email; flights from one place to another are flights to search, not to follow on a radar;
// reserving a table is booking one at a restaurant, in the languages the requests come in.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
/** The first `n` results of a request's page of ten. */
const top = (query: string, n: number) => names(index.search({ query, limit: 10 }), n);

test('"email" first in a request is the verb: mailing someone is sending an email', () => {
  for (const query of ["email my thesis advisor a summary of this week's progress", 'email the landlord about the broken heater']) {
    const page = names(index.search({ query, limit: 10 }));
    assert.ok(page.length >= 5, `${query}: ${page.join(', ')}`);
    assert.ok(
      top(query, 3).some((n) => /gmail/.test(n)),
      `${query}: ${page.join(', ')}`,
    );
  }
});

test('flights from one place to another are flights to search; followed flights stay a tracker', () => {
  for (const query of ['flights from Boston to Denver in March', 'show me flights from Lyon to Porto next month']) {
    assert.deepEqual(top(query, 1), ['io.github.simonenavifare/navifare-mcp'], query);
  }
  assert.deepEqual(top('track flights from JFK to LAX', 1), ['io.github.Flightradar24/fr24api-mcp']);
});

test('reserving a table is booking one at a restaurant, in four languages; a database table is not', () => {
  for (const query of [
    'réserve une table pour quatre ce soir',
    'reserve a table for two tonight',
    'reservar una mesa para dos esta noche',
    'einen Tisch für zwei reservieren',
  ]) {
    const first = top(query, 3);
    assert.ok(first.includes('com.zomato/mcp') && first.includes('com.tableall/mcp'), `${query}: ${first.join(', ')}`);
    // the Federal Reserve's data is no restaurant
    assert.ok(!top(query, 10).includes('io.github.stefanoamorelli/fred-mcp-server'), query);
  }
  assert.ok(top('reserve a table in my Postgres database', 3).some((n) => /postgres/.test(n)));
});

test("an apple tree is a fruit tree, no Apple product; Apple's notes stay Apple's", () => {
  for (const query of ['help me prune an overgrown apple tree', 'when do apple trees blossom']) {
    assert.ok(!top(query, 10).includes('io.github.henilcalagiya/mcp-apple-notes'), query);
  }
  assert.ok(top('search my apple notes', 3).includes('io.github.henilcalagiya/mcp-apple-notes'));
});

test("a portfolio's volatility or Sharpe ratio is measured where portfolios are analysed (tasks.ts)", () => {
  for (const query of ['caluclate portfolio volatility and sharpe ratio', 'sharpe ratio of my stock portfolio']) {
    assert.ok(top(query, 3).includes('io.github.danielrz/investbuddy'), `${query}: ${top(query, 10).join(', ')}`);
  }
});

test('a text turned into a PDF brochure is a PDF to generate; a spreadsheet into a PDF stays a conversion', () => {
  for (const query of ['turn this markdown into a PDF brochure', 'make my notes into a pdf flyer']) {
    const first = top(query, 3);
    assert.ok(first.includes('io.github.mcp-z/mcp-pdf') && first.includes('io.github.kmalakoff/mcp-pdf'), `${query}: ${first.join(', ')}`);
  }
  assert.ok(top('convert this spreadsheet to PDF', 3).includes('io.github.huoshuiai42/huoshui-pdf-converter'));
});

test('the reviews customers left are their reviews: "left" is no content word', () => {
  const page = names(index.search({ query: 'reply to the reviews customers left for my shop', limit: 10 }));
  assert.ok(page.includes('io.github.domdomegg/google-maps-places-mcp'), page.join(', '));
});

test('"list" first in a request asks to be shown things, as "show" does: GitHub first for its pull requests', () => {
  for (const query of ['list open pull requests on our repo', 'list the open pull requests in our repository']) {
    assert.deepEqual(top(query, 1), ['io.github.github/github-mcp-server'], `${query}: ${top(query, 5).join(', ')}`);
  }
});

test('whether it is safe to go running outside today is the weather\'s to say, and "go" no Go code', () => {
  for (const query of ['is it safe to go running outside today', 'is it nice enough to go for a walk this afternoon']) {
    const first = top(query, 3);
    assert.ok(first.length === 3 && first.every((n) => /weather/.test(n)), `${query}: ${first.join(', ')}`);
  }
  // a tool good for running migrations stays a tool
  assert.ok(!top('is this tool good for running migrations', 5).some((n) => /weather/.test(n)));
});
