// From the misses of session 38's read blind sets (issue #11): the weather asked through its signs, a reminder asked as
// "help me remember", a price asked as what a thing trades at, a domain's owner, a misspelt German compound, closing prices
// in other languages. Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { foreignTypoOf } from '../../../catalog/search/analyze.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const isWeather = (name: string) => name.includes('weather');

test('the weather asked through its signs finds weather servers, what it is wanted for read as context (switch weatherAsked)', () => {
  const query = "will the rain ruin Saturday's picnic in Denver";
  const page = names(index.search({ query, limit: 10 }));
  assert.ok(page.length >= 8 && page.every(isWeather), page.join(', '));
  const terms = analyzeQuery(query).terms;
  assert.ok(terms.find((t) => t.word === 'picnic')?.aside, JSON.stringify(terms));
  // the switch off leaves "ruin" and "picnic" needs, and the page weak
  const off = names(snapshotIndex({ weatherAsked: false }).search({ query, limit: 10 }));
  assert.ok(off.length < 3, off.join(', '));
  assert.ok(!analyzeQuery(query, undefined, { weatherAsked: false }).terms.some((t) => t.aside));
  // a request without a sign of the weather keeps its words
  assert.ok(!analyzeQuery('plan a picnic menu for Saturday').terms.some((t) => t.aside));
});

test('"help me remember to", "don\'t let me forget to" ask for a reminder, and what it says is its payload', () => {
  for (const query of ['help me remember to renew my passport before it lapses', "don't let me forget to call the dentist"]) {
    const page = names(index.search({ query, limit: 5 }));
    assert.ok(page.includes('net.todoist/mcp') && page.length === 5, `${query}: ${page.join(', ')}`);
    assert.deepEqual(
      analyzeQuery(query).terms.map((t) => t.word),
      ['remind'],
      query,
    );
  }
  // remembering a fact is still a memory's job
  assert.ok(analyzeQuery('remember that I prefer aisle seats').terms.some((t) => t.word === 'remember'));
});

test('what a thing is trading at is its price; who owns or is behind a domain is its whois record', () => {
  const coin = names(index.search({ query: "what's bitcoin trading at right now", limit: 3 }));
  assert.equal(coin[0], 'ai.smithery/truss44-mcp-crypto-price', coin.join(', '));
  assert.ok(!analyzeQuery("what's bitcoin trading at right now").terms.some((t) => t.word === 'trading'));
  // trading as a job keeps its word
  assert.ok(analyzeQuery('build a trading bot for Binance').terms.some((t) => t.word === 'trading'));
  for (const query of [
    "who's behind this domain name",
    'who owns this website',
    'à qui appartient ce nom de domaine',
    'quién es el dueño de este dominio',
    'wem gehört diese Domain',
  ]) {
    const page = names(index.search({ query, limit: 3 }));
    assert.equal(page[0], 'ai.smithery/ramadasmr-networkcalc-mcp', `${query}: ${page.join(', ')}`);
  }
  // how much people search for a thing is keyword research
  const seo = names(index.search({ query: "what's trending in search interest for vegan snacks", limit: 3 }));
  assert.equal(seo[0], 'ai.smithery/lukaskostka99-marketing-miner-mcp', seo.join(', '));
});

test('a misspelt German compound read as two words is corrected, capital and all; closing prices in other languages', () => {
  assert.equal(foreignTypoOf('akteinkurs'), 'aktienkurs');
  const page = index.search({ query: 'Wie ist der Akteinkurs von Siemens heute', limit: 5 });
  assert.ok(page.results.length === 5, JSON.stringify(page.nothing));
  assert.ok(
    page.results.every((r) => r.matched?.terms?.['stock']),
    names(page).join(', '),
  );
  for (const query of [
    'récupère les cours de clôture du CAC 40 cette semaine',
    'precio de cierre de Telefónica',
    'Schlusskurs der Siemens-Aktie',
  ]) {
    const words = analyzeQuery(query).terms.map((t) => t.word);
    assert.ok(words.includes('stock') && words.includes('price'), `${query}: ${words.join(' ')}`);
  }
  // a course ("cours") is no price without its closing
  assert.ok(!analyzeQuery('cours de cuisine à Lyon').terms.some((t) => t.word === 'stock'));
});

test('a message checked for phishing finds threat intelligence, the message read as context (switch threatChecks)', () => {
  const query = 'does this email look like a phishing attempt';
  const page = names(index.search({ query, limit: 5 }));
  assert.equal(page[0], 'io.github.aplaceforallmystuff/mcp-threatintel', page.join(', '));
  assert.ok(analyzeQuery(query).terms.find((t) => t.word === 'email')?.aside);
  // the switch off leaves "email" a need, and mail servers first
  const off = names(snapshotIndex({ threatChecks: false }).search({ query, limit: 5 }));
  assert.notEqual(off[0], 'io.github.aplaceforallmystuff/mcp-threatintel', off.join(', '));
  // a how-to question keeps its words
  assert.ok(!analyzeQuery('how do I spot a phishing email').terms.some((t) => t.aside));
});

test('a German weather report is a forecast, and the weekend in German is when', () => {
  const terms = analyzeQuery('Wetterbericht für München am Wochenende abrufen').terms;
  assert.deepEqual(
    terms.map((t) => t.word),
    ['wetterbericht', 'munchen'],
  );
  assert.ok(terms[0]!.alts.includes('weather') && terms[0]!.alts.includes('forecast'), JSON.stringify(terms[0]));
  const page = names(index.search({ query: 'Wetterbericht für München am Wochenende abrufen', limit: 5 }));
  assert.ok(page.length === 5 && page.every(isWeather), page.join(', '));
});

test('grammar corrected in French, German, Spanish or Italian is a writing edit, the text read as context', () => {
  for (const query of ['corrige la grammaire de mon communiqué de presse', 'korrigiere die Grammatik in meinem Bewerbungsschreiben']) {
    const page = names(index.search({ query, limit: 3 }));
    assert.equal(page[0], 'io.github.copyleftdev/fabric-atelier', `${query}: ${page.join(', ')}`);
  }
  assert.ok(analyzeQuery('corrige la grammaire de mon communiqué de presse').terms.some((t) => t.aside));
});

test("pollen and tides are the weather servers' air quality and marine data; a national statistics office no server serves names statistics", () => {
  assert.ok(analyzeQuery("what's the pollen count in my area today").terms[0]?.rareConcepts?.includes('air'));
  const tides = names(index.search({ query: 'horaires des marées à Brest demain', limit: 5 }));
  assert.ok(tides.includes('io.github.dgahagan/weather-mcp'), tides.join(', '));
  const insee = names(index.search({ query: "récupérer les chiffres du PIB français depuis l'INSEE", limit: 5 }));
  assert.ok(
    insee.some((n) => /oecd|datacommons|fred|scb|statist/i.test(n)),
    insee.join(', '),
  );
});
