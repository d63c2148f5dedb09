// Session 55's requests, each answered by a rule of catalog/search (synonyms.ts, stopwords.ts, tiers.ts): a website's
// metrics are its analytics; a code to scan is a QR code; "the Fed" is the Federal Reserve; "draft" is a generic verb, and
// a word of another language whose translation is a generic verb weighs as that verb. Each rule's test fails without it;
// the guards show where a rule stops (they pass without it by design).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';
import { queryWords } from '../../../catalog/search/tokenize.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
const top = (query: string, limit: number) => names(index.search({ query, limit: 10 }), limit);

test("a website's metrics or stats are its analytics, in three languages", () => {
  // (before, a crash-dump debugger and a metrics database first: "métricas" read as a server's metrics)
  for (const query of ['analizar las métricas de mi sitio web', 'show the stats for my blog', 'statistiques de mon site']) {
    const page = top(query, 3);
    assert.ok(page.includes('io.github.surendranb/google-analytics-mcp'), `${query}: ${page.join(', ')}`);
  }
});

test("guard: a cluster's metrics are monitoring, not web analytics", () => {
  const page = top('metrics of my kubernetes cluster', 5);
  assert.ok(!page.includes('io.github.surendranb/google-analytics-mcp'), page.join(', '));
});

test("guard: figures taken from someone's website are its data, not one's own site's analytics", () => {
  for (const query of ['download the statistics from the website of the census bureau', 'scrape phone numbers from the website']) {
    assert.ok(!queryWords(query).includes('analytics'), query);
  }
});

test('a code to scan for a menu is a QR code, in two languages', () => {
  // (before, coding servers: "code" read as source code)
  for (const query of ['something to make a scannable code for my café menu', 'un código escaneable para el menú del restaurante']) {
    const page = top(query, 3);
    assert.ok(page.includes('io.github.wrenchpilot/it-tools-mcp'), `${query}: ${page.join(', ')}`);
  }
});

test('guard: scanning code is a code scan, not a QR code', () => {
  assert.ok(!queryWords('scan the code for vulnerabilities').includes('qr'));
});

test('"the Fed" is the Federal Reserve, in two languages', () => {
  // (before, FedRAMP first: "fed" matched its name)
  for (const query of ['what did the Fed signal at its last meeting', 'la Fed va-t-elle baisser ses taux']) {
    const page = top(query, 3);
    assert.ok(page.includes('io.github.stefanoamorelli/fred-mcp-server'), `${query}: ${page.join(', ')}`);
    assert.ok(!page.includes('io.github.KevinRabun/FedRAMP20xMCP'), `${query}: ${page.join(', ')}`);
  }
});

test('guard: "fed" the verb stays a word', () => {
  for (const query of ['I fed the cat', 'fed up with slow builds', 'fed data into the model']) {
    assert.ok(!queryWords(query).includes('federal'), query);
  }
});

test('"draft" is a generic verb: the campaign is what the request is about', () => {
  // (before, Gmail first: its drafts matched "draft", weighed as the request's object)
  const page = top('draft an email campaign for my newsletter subscribers', 1);
  assert.deepEqual(page, ['io.github.aplaceforallmystuff/mcp-kit'], page.join(', '));
});

test('a word of another language whose translation is a generic verb weighs as that verb', () => {
  // (before, mail servers that mention writing, and an ERP that mentions generating: "redactar" and "générer" weighed as
  // the request's object)
  assert.deepEqual(top('redactar una campaña de email para mis suscriptores', 1), ['io.github.aplaceforallmystuff/mcp-kit']);
  assert.deepEqual(top('générer une facture pour mon client', 1), ['io.github.aringad/fattureincloud-mcp']);
  // The rule's switch: off, the same requests are answered as before.
  const before = snapshotIndex({ genericTranslations: false });
  assert.notDeepEqual(names(before.search({ query: 'redactar una campaña de email para mis suscriptores', limit: 10 }), 1), [
    'io.github.aplaceforallmystuff/mcp-kit',
  ]);
});
