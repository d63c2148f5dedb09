// From the misses of session 37's read blind sets (issue #11): a text's writing made better, irregular past forms, stock
// tickers, what people search for, a licence that says no medium. Through the real index over the registry snapshot,
// categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { stem } from '../../../catalog/search/stem.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const WRITING = 'io.github.copyleftdev/fabric-atelier';

test('a writing edit finds the writing patterns, the text it is for read as context (switch writingEdits)', () => {
  for (const query of [
    'fix grammar and tone in this press release',
    'make my landing page copy sound less robotic',
    'make my product descriptions sound less robotic',
    'rewrite this email so it sounds more human',
  ]) {
    const page = names(index.search({ query, limit: 10 }));
    assert.equal(page[0], WRITING, `${query}: ${page.join(', ')}`);
  }
  const terms = analyzeQuery('fix grammar and tone in this press release').terms;
  assert.ok(terms.find((t) => t.word === 'release')?.aside, JSON.stringify(terms));
  // the switch off leaves the text's words needs, and release tools first
  const off = snapshotIndex({ writingEdits: false });
  assert.notEqual(names(off.search({ query: 'fix grammar and tone in this press release', limit: 10 }))[0], WRITING);
  assert.ok(!analyzeQuery('fix grammar and tone in this press release', undefined, { writingEdits: false }).terms.some((t) => t.aside));
  // a question of how to do it oneself keeps its words, and a request with no writing phrase keeps its own
  assert.ok(!analyzeQuery('how do I fix grammar mistakes in a press release').terms.some((t) => t.aside));
  assert.ok(!analyzeQuery('publish this press release on our blog').terms.some((t) => t.aside));
});

test('irregular past forms meet their verb: what I spent is spending, which clients paid is payment', () => {
  assert.equal(stem('spent'), stem('spending'));
  assert.equal(stem('paid'), stem('pay'));
  assert.equal(stem('sold'), stem('selling'));
  // past forms that are phrases of server descriptions keep their own stem ("built with", "written in", "made for")
  assert.notEqual(stem('built'), stem('build'));
  assert.notEqual(stem('written'), stem('write'));
  const page = names(index.search({ query: 'track what I spent on groceries this month', limit: 5 }));
  assert.equal(page[0], 'io.github.clarenceh/expenselm-mcp-server', page.join(', '));
});

test('a stock ticker is a stock, a non-disclosure agreement a contract, a licence says no medium', () => {
  // the tickers' stock servers rank above the electricity prices that matched "daily" and "prices"
  const tickers = names(index.search({ query: 'get daily historical prices for AAPL and MSFT', limit: 3 }));
  // (a stock server, or since session 47 Financial Modeling Prep, the market-data API that serves historical prices)
  assert.ok(!tickers[0]!.includes('pvpc') && /stock|financial-modeling-prep/.test(tickers[0]!), tickers.join(', '));
  assert.ok(analyzeQuery('get AAPL prices').terms[0]?.rareConcepts?.includes('stock'));
  // a ticker that is an everyday word is not read as one
  assert.ok(
    !analyzeQuery('meta ads campaign report').terms.some((t) => t.rareConcepts?.includes('stock') || t.concepts?.includes('stock')),
  );
  const nda = names(index.search({ query: 'summarize the key obligations in this NDA', limit: 3 }));
  assert.equal(nda[0], 'co.thisdot.docusign-navigator/mcp', nda.join(', '));
  // royalty-free asks for no music unless the request asks for sound
  assert.ok(!analyzeQuery('find royalty-free stock photos for a blog header').terms.some((t) => t.concepts?.includes('music')));
  assert.ok(analyzeQuery('find a royalty-free song for my promo video').terms.some((t) => t.concepts?.includes('music')));
});

test('what people search for is keyword research, and "best-rated" asks for the best (blind-263, -268)', () => {
  const words = analyzeQuery('what are people searching for around vegan skincare').terms.map((t) => t.word);
  assert.ok(words.includes('seo') && !words.includes('people'), words.join(' '));
  const page = names(index.search({ query: 'what are people searching for around vegan skincare', limit: 3 }));
  assert.equal(page[0], 'ai.smithery/lukaskostka99-marketing-miner-mcp', page.join(', '));
  // a search people run for someone else is no keyword research
  assert.ok(!analyzeQuery('search for people by name and city').terms.some((t) => t.word === 'seo'));
  const rated = names(index.search({ query: 'who are the best-rated plumbers near me', limit: 3 }));
  assert.equal(rated[0], 'com.proxylink-mcp/mcp-server', rated.join(', '));
  assert.ok(!analyzeQuery('top-rated sushi in Lisbon').terms.some((t) => t.word === 'rated'));
});

test('a test of significance is statistics, the data it runs on read as context (switch statisticalTests; blind-271)', () => {
  const STATA = 'io.github.tmonk/mcp-stata';
  for (const query of [
    'run a t-test on my survey results',
    'can something run significance tests on my survey data',
    'which statistical test fits my experiment data',
  ]) {
    const page = names(index.search({ query, limit: 10 }));
    assert.equal(page[0], STATA, `${query}: ${page.join(', ')}`);
  }
  assert.ok(analyzeQuery('run a t-test on my survey results').terms.find((t) => t.word === 'survey')?.aside);
  // the switch off leaves the data's words needs, and a survey server first
  const off = snapshotIndex({ statisticalTests: false });
  assert.notEqual(names(off.search({ query: 'run a t-test on my survey results', limit: 10 }))[0], STATA);
  // a software test stays a software test
  for (const query of ['run the unit tests for my python project', 'load test my API before launch'])
    assert.ok(!names(index.search({ query, limit: 10 })).includes(STATA), query);
});

test('learning by heart is flashcards, gene expression is in the gene and protein databases, shipping labels are the carrier (blind-270, -271)', () => {
  const memo = names(index.search({ query: 'help me memorize these organic chemistry reactions', limit: 3 }));
  assert.equal(memo[0], 'io.github.arielbk/anki-mcp', memo.join(', '));
  const gene = names(index.search({ query: 'pull gene expression data for BRCA1', limit: 3 }));
  assert.equal(gene[0], 'io.github.josefdc/uniprot-mcp', gene.join(', '));
  const labels = names(index.search({ query: "print shipping labels for today's orders", limit: 3 }));
  assert.equal(labels[0], 'io.github.shopanaio/novaposhta', labels.join(', '));
});

test('a name checked for a trademark finds the patent search, the name read as context (switch trademarks)', () => {
  const IP = 'com.biodnd/agent-ip';
  for (const query of ['is my business name already trademarked', 'check if this trademark name is already registered']) {
    const page = names(index.search({ query, limit: 10 }));
    assert.equal(page[0], IP, `${query}: ${page.join(', ')}`);
  }
  const off = snapshotIndex({ trademarks: false });
  assert.ok(!names(off.search({ query: 'is my business name already trademarked', limit: 10 })).includes(IP));
  assert.ok(analyzeQuery('is my business name already trademarked').terms.find((t) => t.word === 'business')?.aside);
});

test('what a chart shows, drawn from a file named after it, is context; a chart named is the need (blind-275)', () => {
  const words = (q: string) =>
    analyzeQuery(q)
      .terms.filter((t) => t.context)
      .map((t) => t.word);
  assert.deepEqual(words('chart monthly sales from this csv file'), ['monthly', 'sales']);
  assert.deepEqual(words('plot signups by week from my spreadsheet'), ['signups', 'week']);
  // a "from" or "in" that no file follows is part of what is shown
  assert.deepEqual(words('plot revenue in euros from my spreadsheet'), ['revenue', 'euros']);
  // the chart itself, and a request of another verb, keep their words
  assert.deepEqual(words('plot a chart from this csv dataset'), []);
  assert.deepEqual(words('import contacts from this csv file'), []);
  const page = names(index.search({ query: 'chart monthly sales from this csv file', limit: 5 }));
  assert.ok(page.includes('io.github.antvis/mcp-server-chart'), page.join(', '));
  // and who keeps calling is the number's owner
  const phone = names(index.search({ query: 'who keeps calling me from this number', limit: 3 }));
  assert.ok(phone.includes('io.github.byteplant-dev/byteplant-mcp'), phone.join(', '));
});

test('spelling checked in other languages is a writing edit, a closing price a stock price, a picture free of rights a stock photo (blind-278, -280)', () => {
  const spelling = names(index.search({ query: '¿hay algo para revisar la ortografía de mi ensayo?', limit: 3 }));
  assert.equal(spelling[0], WRITING, spelling.join(', '));
  const closing = names(index.search({ query: 'NVDA closing price history this year', limit: 3 }));
  assert.ok(!closing.includes('com.close/close-mcp'), closing.join(', '));
  assert.ok(analyzeQuery('NVDA closing price history this year').terms.some((t) => t.word === 'stock'));
  for (const query of ['find a royalty-free photo of a rainy street', 'buscar fotos libres de derechos para mi blog']) {
    const page = names(index.search({ query, limit: 10 }));
    assert.ok(!page.includes('com.epidemicsound/mcp-server'), `${query}: ${page.join(', ')}`);
  }
  // royalty-free music stays music
  assert.equal(names(index.search({ query: 'find a royalty-free song for my promo video', limit: 1 }))[0], 'com.epidemicsound/mcp-server');
});
