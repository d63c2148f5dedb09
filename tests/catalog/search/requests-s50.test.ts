// Session 50's requests, each answered by a rule of catalog/search (analyze.ts, synonyms.ts, tasks.ts): any kind of thing
// sought near a place is a places search (not a place to stay, a booking, or a kind with its own capability); what a thing
// is made from, when it is the requester's own notes or CV, is context (not a file or tool the data is read from); a
// rival's prices are read off its pages by scraping; a receipt photographed or scanned is read by image recognition; a
// table named for its records is a database's; where visitors came from is web analytics; an attachment checked before
// opening is a threat check.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
const context = (q: string) =>
  analyzeQuery(q)
    .terms.filter((t) => t.context)
    .map((t) => t.word);
const placesConcept = (q: string) => analyzeQuery(q).terms.some((t) => [...(t.concepts ?? []), ...(t.rareConcepts ?? [])].includes('poi'));

test('any kind of thing sought near a place is a places search', () => {
  // (before, nothing for the pet sitter; a workspace app's "spaces" first for the coworking space)
  for (const query of [
    'find a pet sitter near me for next week',
    'any coworking spaces near my hotel in Berlin',
    'find nearby coworking spaces',
  ]) {
    const page = names(index.search({ query, limit: 10 }), 3);
    assert.ok(page.includes('io.github.domdomegg/google-maps-places-mcp'), `${query}: ${page.join(', ')}`);
  }
  assert.ok(placesConcept('where is the cheapest gas near me right now'));
});

test('a place to stay, a booking, a time, or "near real time" is no place sought', () => {
  assert.ok(!placesConcept('find a hotel near the Louvre for three nights'));
  assert.ok(!placesConcept('find an apartment near campus for next semester'));
  assert.ok(!placesConcept('reservar un corte de pelo cerca de mi oficina'));
  assert.ok(!placesConcept('find a babysitter available Friday night near my apartment'));
  assert.ok(!placesConcept('monitor near real time latency of our API'));
});

test("what a thing is made from, when it is the requester's own, is context in each language", () => {
  assert.deepEqual(context('erstelle eine Präsentation aus meinen Notizen'), ['notizen']);
  assert.deepEqual(context('crée une présentation à partir de mes notes'), ['notes']);
  assert.deepEqual(context('crea una presentación a partir de mis notas'), ['notas']);
  // (before, the two note-taking servers first: the notes were a need)
  const page = names(index.search({ query: 'erstelle eine Präsentation aus meinen Notizen', limit: 10 }), 2);
  assert.ok(page.includes('ai.smithery/IndianAppGuy-magicslide-mcp'), page.join(', '));
});

test('a file or a tool the data is read from, or a thing made that is named as mine, stays a need', () => {
  assert.deepEqual(context('build a pivot table from my Google Sheets data'), []);
  assert.deepEqual(context('Erstelle ein Diagramm aus meiner Excel-Tabelle'), []);
  assert.deepEqual(context('build my family tree from these old census records'), []);
  // ("from a text prompt" is what an image generator takes, not the requester's own source)
  assert.deepEqual(context('generate an image from a text prompt'), []);
});

test("a rival's prices are read off its pages: scraping", () => {
  // (before, crypto-price servers through "prices" and "change")
  for (const query of ['tell me when competitors change their prices', "watch a competitor's site for price changes"]) {
    const page = names(index.search({ query, limit: 10 }), 3);
    assert.ok(
      page.some((n) => /scrap/i.test(n)),
      `${query}: ${page.join(', ')}`,
    );
  }
  // (a request that says "scrape" already gets no second reading)
  assert.ok(!words('scrape competitor prices from their website').includes('scraping'));
});

test('a receipt photographed or scanned is read by image recognition', () => {
  // (before, the spreadsheet servers first)
  const page = names(index.search({ query: 'turn these receipt photos into a spreadsheet', limit: 10 }), 2);
  assert.ok(page.includes('io.github.shalevshalit/image-recognition-mcp'), page.join(', '));
  assert.ok(!words('split this receipt between three friends').includes('recognition'));
});

test("a table named for its records is a database's; a pivot table is not", () => {
  assert.ok(words('how many signups in my users table yesterday').includes('database'));
  assert.ok(!words('build a pivot table from this csv').includes('database'));
});

test('where visitors came from is web analytics', () => {
  // (before, no capability: "traffic" was road traffic's word, and the analytics servers came through "source" alone)
  const concepts = analyzeQuery('compare signups by traffic source this month').terms.flatMap((t) => t.concepts ?? []);
  assert.ok(concepts.includes('analytic'), concepts.join(', '));
  const page = names(index.search({ query: 'compare signups by traffic source this month', limit: 10 }), 10);
  assert.ok(page.includes('io.github.surendranb/google-analytics-mcp'), page.join(', '));
});

test('an attachment checked before opening is a threat check', () => {
  // (before, mail servers only)
  const page = names(index.search({ query: 'is this email attachment safe to open?', limit: 10 }), 10);
  assert.ok(page.includes('io.github.aplaceforallmystuff/mcp-threatintel'), page.join(', '));
});

test("a reminder asked for is a to-do list's, what it is about is context", () => {
  // (before, a call centre for "call the printer" and deploy servers for "check the canary deploy")
  for (const query of ['remind me in two hours to call the printer', 'remind me in two hours to check the canary deploy']) {
    const page = names(index.search({ query, limit: 10 }), 3);
    assert.ok(page.includes('net.todoist/mcp'), `${query}: ${page.join(', ')}`);
  }
  assert.deepEqual(context('recuérdame regar las plantas cada tres días'), ['regar', 'plantas', 'cada', 'dias']);
  // (a question put to memory is no reminder: what it asks about is the need)
  assert.deepEqual(context("remind me what we decided in yesterday's meeting"), []);
  assert.deepEqual(context('remind me how much I spent on coffee last month'), []);
});

test('whom to cite for a claim is a search of the literature', () => {
  // (before, an empty answer)
  const cite = names(index.search({ query: 'who should I cite for this claim in my essay', limit: 10 }), 3);
  assert.ok(cite.includes('io.github.HzaCode/onecite'), cite.join(', '));
  // ("nearby" after the thing sought is not read as a place sought: it gave one read request its places server and ten
  // results to a held-out request where nothing is relevant, so it was taken out)
  assert.ok(!analyzeQuery("somewhere quiet to study nearby that's open late").terms.some((t) => (t.concepts ?? []).includes('poi')));
});

test('where my parcel is, in German, French or Spanish, is parcel tracking; what got merged to main is pull requests', () => {
  // (before, npm packages for "Paket", and a release-notes server alone for the merge)
  for (const query of ['Wo steckt gerade mein Paket?', 'où en est mon colis']) {
    const page = names(index.search({ query, limit: 10 }), 1);
    assert.deepEqual(page, ['io.github.shopanaio/novaposhta'], query);
  }
  const merged = names(index.search({ query: "what got merged to main since yesterday's release", limit: 10 }), 5);
  assert.ok(merged.includes('io.github.github/github-mcp-server'), merged.join(', '));
  // (a merge of files stays a merge)
  assert.ok(!words('merge these PDFs into one file').includes('pull'));
});

test("trending keywords are found by keyword research; a dough or a starter asked about is a recipe's", () => {
  // (before, Reddit servers first through "trending")
  const keywords = names(index.search({ query: 'find trending keywords for a post about running shoes', limit: 10 }), 1);
  assert.deepEqual(keywords, ['ai.smithery/lukaskostka99-marketing-miner-mcp']);
  // (before, nothing at all)
  for (const query of ['how long to proof sourdough overnight in the fridge', 'comment faire lever une pâte à brioche en hiver']) {
    const page = names(index.search({ query, limit: 10 }), 3);
    assert.ok(page.includes('io.github.jkakar/recipe-mcp'), `${query}: ${page.join(', ')}`);
  }
  // (a pizza ordered is no recipe)
  assert.ok(!words('order a pizza for the team tonight').includes('recipe'));
});
