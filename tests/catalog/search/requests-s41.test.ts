// From the misses of session 41's read blind sets (issue #11): early, mid and late in a month in other languages, a coffee
// machine in French, a piece of writing the asked thing is for. Through the real index over the registry snapshot,
// categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { queryWords } from '../../../catalog/search/tokenize.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test('early, mid or late in a month says when, in French, Spanish, German, Italian and Portuguese too', () => {
  // (before, "début" and "juillet" were read as needs and the page was empty)
  const page = names(index.search({ query: 'trouve un vol Paris Montréal début juillet', limit: 10 }));
  assert.ok(page.includes('io.github.simonenavifare/navifare-mcp'), page.join(', '));
  for (const [q, gone] of [
    ['trouve un vol Paris Montréal début juillet', ['debut', 'juillet']],
    ['vuelo a Roma a principios de julio', ['principios', 'julio']],
    ['Flug nach Rom Anfang Juli', ['anfang', 'juli']],
    ['volo per Parigi a fine luglio', ['fine', 'luglio']],
    ['voo para Lisboa no início de julho', ['inicio', 'julho']],
  ] as const) {
    const words = queryWords(q);
    assert.ok(!gone.some((w) => words.includes(w)), `${q}: ${words.join(' ')}`);
  }
  // (a debut with no month is a word of its own, as is a month with nothing that makes it a date)
  assert.ok(queryWords('debut album reviews').includes('debut'));
  assert.ok(queryWords('weather on Mars').includes('mars'));
});

test('a coffee machine is an appliance, not a café to find on a map', () => {
  const page = index.search({ query: 'comment détartrer ma machine à café', limit: 10 });
  assert.ok(!names(page).includes('io.github.domdomegg/google-maps-places-mcp'), names(page).join(', '));
  assert.ok(queryWords('limpiar la cafetera').includes('coffee'));
  // (a café to go to still is one)
  const cafe = names(index.search({ query: 'trouver un café à Lyon', limit: 10 }));
  assert.ok(cafe.includes('io.github.domdomegg/google-maps-places-mcp'), cafe.join(', '));
});

test('a piece of writing the asked thing goes into is what it is for, not what is asked', () => {
  const terms = analyzeQuery('find trending keywords for a blog post about composting').terms;
  assert.ok(terms.find((t) => t.word === 'blog')?.context, JSON.stringify(terms));
  assert.ok(!terms.find((t) => t.word === 'keywords')?.context, JSON.stringify(terms));
  const page = names(index.search({ query: 'find trending keywords for a blog post about composting', limit: 10 }));
  assert.ok(page.includes('ai.smithery/lukaskostka99-marketing-miner-mcp'), page.join(', '));
  // (a blog post asked for is the need; "for a" and another word stays the need, as before)
  assert.ok(!analyzeQuery('write a blog post about composting').terms.find((t) => t.word === 'blog')?.context);
  assert.ok(!analyzeQuery('search the documentation for a JavaScript library').terms.find((t) => t.word === 'javascript')?.context);
});

test('a word servers only mention in passing is served when servers state the capability its task phrase names', () => {
  // (before, "ports" counted as a need no server states, the page was cut to two package scanners)
  const page = index.search({ query: 'scan this domain for exposed open ports', limit: 10 });
  assert.equal(page.nothing, undefined, JSON.stringify(page.nothing));
  assert.ok(names(page).includes('com.stackhawk/stackhawk'), names(page).join(', '));
});

test('when trains leave is a train timetable, not a schedule a calendar keeps', () => {
  for (const q of [
    'trouver les horaires de train pour Lyon demain',
    'horarios del tren de Madrid a Valencia',
    'orari dei treni per Firenze',
    'check train times from Milan to Florence',
    'Zugverbindungen nach Berlin',
  ]) {
    const words = queryWords(q);
    assert.ok(words.includes('timetable'), `${q}: ${words.join(' ')}`);
  }
  const page = names(index.search({ query: 'trouver les horaires de train pour Lyon demain', limit: 10 }));
  assert.ok(!page.includes('com.mintmcp/gcal') && !page.includes('io.github.pzep1/mcp-meet'), page.join(', '));
  // (a schedule of one's own still is a calendar's)
  const own = names(index.search({ query: 'consulter mes horaires de la semaine', limit: 10 }));
  assert.ok(!queryWords('consulter mes horaires de la semaine').includes('timetable'));
  assert.ok(own.length > 0);
});

test('a French publication on a social network is a post; a scientific one is not', () => {
  assert.ok(queryWords('planifie mes publications Instagram de la semaine').includes('posts'));
  assert.ok(!queryWords('liste des publications scientifiques sur le sommeil').includes('posts'));
  const page = names(index.search({ query: 'planifie mes publications Instagram de la semaine', limit: 10 }));
  assert.equal(page[0], 'ai.xpoz/social-insights', page.join(', '));
});

test("a fault's own word is the need, how it shows is where it is: a dripping faucet is the plumber's", () => {
  // (before, "dripping" weighed as a need no server states and the page came back empty)
  const terms = analyzeQuery('fix a dripping shower faucet').terms;
  assert.ok(terms.find((t) => t.word === 'dripping')?.aside, JSON.stringify(terms));
  assert.ok(!terms.find((t) => t.word === 'faucet')?.aside, JSON.stringify(terms));
  const page = names(index.search({ query: 'fix a dripping shower faucet', limit: 10 }));
  assert.ok(page.includes('com.proxylink-mcp/mcp-server'), page.join(', '));
  // (a statistical test's words stay its own: "t" and "test" are both the job)
  assert.ok(!analyzeQuery('run a t-test on my survey results').terms.find((t) => t.word === 'test')?.aside);
});

test('a three-letter word with two letters swapped is read as the common word it slips from, and only then', () => {
  const page = names(index.search({ query: 'convert this docx contract to pfd', limit: 10 }));
  assert.ok(page.includes('io.github.huoshuiai42/huoshui-pdf-converter'), page.join(', '));
  const swapped = index.search({ query: 'convert this docx contract to pfd', limit: 10 });
  assert.ok(
    swapped.results.some((r) => r.matched?.terms && 'pdf' in r.matched.terms),
    JSON.stringify(swapped.results[0]?.matched),
  );
  // (a word the catalogue uses is no typo; nor one whose swaps give no word, or more than one)
  const pdf = names(index.search({ query: 'convert this docx contract to pdf', limit: 10 }));
  assert.equal(page[0], pdf[0]);
});
