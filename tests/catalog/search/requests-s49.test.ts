// Session 49's requests, each answered by a rule of catalog/search (synonyms.ts, tasks.ts, translations.ts): the company
// behind a website is its registration and what is known of the company; the nearest place of a kind is a places search, as
// "near me" is; leads that went cold are a CRM's; a jingle is music; "... and give me a link" after a task is no need of its
// own; a drug safe with something is a drug interaction; a German "Postfach" is a mailbox; a discount code is a
// coupon; how much a thing costs, in other languages, is its price; alt text is an image described; a year after "since"
// says when; a stock index by name is the stock market; a place open now is its opening hours; nutrition facts are
// nutrition; cold outreach is a sales tool's campaign; "el último mes" says when; "grep" is search and "prod" production; a
// broken build is a CI failure; a paper cited has citations; how readable a text is asks for its analysis.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);

test('the company behind a website is its registration record and what company data knows', () => {
  // (before, one company-lookup server alone: "behind" and "website" found nothing with "company")
  const page = names(index.search({ query: 'find out which company is behind that website', limit: 10 }), 3);
  assert.equal(page[0], 'ai.smithery/ramadasmr-networkcalc-mcp', page.join(', '));
});

test('the nearest or closest place of a kind is a places search; the nearest neighbour or integer is not', () => {
  // (before, "nearest" was a need no places server says: a car's own charger came alone)
  const ev = names(index.search({ query: 'how far away is the closest EV charger', limit: 10 }), 5);
  assert.ok(ev.includes('io.github.mapbox/mcp-server'), ev.join(', '));
  assert.ok(!words('how far away is the closest EV charger').includes('closest'));
  assert.ok(words('find the nearest neighbor vectors in my embeddings').includes('nearest'));
  assert.ok(words('round the total to the nearest integer').includes('nearest'));
});

test('leads that went cold are a CRM pipeline to follow up', () => {
  // (before, a company-data server alone, through "leads"; "went" was a need)
  const page = names(index.search({ query: 'show me which of our sales leads have gone cold', limit: 10 }), 6);
  assert.ok(page.includes('com.close/close-mcp'), page.join(', '));
  assert.ok(!words('which leads went cold').includes('went'));
});

test('a jingle is music', () => {
  // (before, an ads server through "ad", or nothing)
  const page = names(index.search({ query: 'compose a catchy jingle for my podcast', limit: 10 }), 3);
  assert.equal(page[0], 'dev.rostro/rostro', page.join(', '));
});

test('"... and give me a link" after a task is no need of its own; a link to shorten still is', () => {
  // (a docs site: a static site is hosting since session 51, synonyms.ts)
  assert.deepEqual(words('deploy this docs site and give me a URL'), ['deploy', 'docs', 'site']);
  assert.ok(words('shorten this link').includes('link'));
});

test('a drug or a supplement safe with something is a drug interaction, what it is taken with kept', () => {
  // (before, one pharmacy database through "drug")
  const page = names(index.search({ query: 'is this medication safe with alcohol', limit: 10 }), 3);
  assert.ok(page.includes('io.github.maxi-moss/test-mcp'), page.join(', '));
  assert.ok(words('is this medication safe with alcohol').includes('alcohol'));
});

test('a German "Postfach" is a mailbox', () => {
  // (before, "Postfach" was no word of the tables: the email servers did not come for it)
  assert.ok(analyzeQuery('Postfach').terms[0]!.alts.includes('inbox'));
  const page = names(index.search({ query: 'die neuesten Nachrichten in meinem Postfach lesen', limit: 10 }), 5);
  assert.ok(
    page.some((n) => /mail/.test(n)),
    page.join(', '),
  );
});

test('a discount or promo code is a coupon, not code to generate', () => {
  // (before, code generators came first through "code")
  assert.deepEqual(words('create a promo code for our store').slice(0, 3), ['create', 'coupon', 'discount']);
  const page = names(index.search({ query: 'set up a discount code for my online shop', limit: 10 }), 5);
  assert.ok(!page.some((n) => /code-generator|cerebras-code/.test(n)), page.join(', '));
});

test('how much a thing is worth or costs, in the other languages, is its price', () => {
  // (before, "vale" was read as value and "kostet" as a word of its own: the price servers came after a bitcoin news page)
  for (const q of [
    'cuánto cuesta un ethereum ahora',
    'combien vaut un bitcoin',
    'was kostet ein Ethereum',
    'quanto custa o ethereum hoje',
  ]) {
    assert.ok(
      analyzeQuery(q).terms.some((t) => t.word === 'price'),
      `${q}: ${words(q).join(' ')}`,
    );
  }
  assert.equal(
    names(index.search({ query: 'cuánto vale un bitcoin ahora mismo', limit: 10 }), 1)[0],
    'ai.smithery/truss44-mcp-crypto-price',
  );
});

test('alt text is an image described, which vision servers do', () => {
  // (before, two image-recognition servers, then mail drafts through "draft")
  const page = names(index.search({ query: 'write alt text for every picture on my landing page', limit: 10 }), 5);
  assert.ok(page.includes('ai.smithery/huuthangntk-claude-vision-mcp-server'), page.join(', '));
  assert.ok(!words('write alt text for every picture').includes('alt'));
});

test('a year after "since", "depuis", "seit" says when, not what', () => {
  assert.deepEqual(words('inflation data for Peru since 1995'), ['inflation', 'data', 'peru']);
  assert.ok(!words('chômage en Espagne depuis 2008').includes('depuis'));
  // (a word after "since" that is no year stays: "since" is a stop word there already, and the rest is read)
  assert.ok(words('errors since the last deploy').includes('deploy'));
});

test("a stock market's index by its name is the stock market; the DAX alone stays Power BI's", () => {
  // (before, "CAC 40" was no word of the tables: an i18n "action" server and the Chinese stock servers came first)
  for (const q of ['comment évolue le CAC 40 cette semaine', 'how did the S&P 500 close', 'cotización del IBEX 35 hoy']) {
    assert.ok(words(q).includes('stock') && words(q).includes('market'), `${q}: ${words(q).join(' ')}`);
  }
  assert.ok(words('write a DAX measure for my Power BI report').includes('dax'));
  const page = names(index.search({ query: 'quelles actions du CAC 40 baissent cette semaine', limit: 10 }), 3);
  assert.ok(!page.includes('io.github.SamYuan1990/i18n-agent-action'), page.join(', '));
});

test('whether a place is open now or today is its opening hours; a pull request still open today is not', () => {
  // (before, "open" was a need no places server says)
  assert.equal(
    names(index.search({ query: "closest bakery that's open right now", limit: 10 }), 1)[0],
    'io.github.domdomegg/google-maps-places-mcp',
  );
  assert.ok(words('is the post office open today').includes('business'));
  assert.ok(!words('list the pull requests still open today').includes('business'));
});

test("a food's nutrition facts are its nutrition, no need of their own", () => {
  // (before, "facts" was a need: a nutrition server alone, after nothing)
  const page = names(index.search({ query: 'get the nutrition facts of a plate of lasagna', limit: 10 }), 3);
  assert.ok(page.includes('io.github.fliptheweb/yazio-mcp'), page.join(', '));
  assert.ok(!words('nutritional information for a banana').includes('information'));
});

test("cold outreach is a sales tool's campaign to prospects, not only a mailbox's draft", () => {
  // (before, five Gmail and Outlook servers, then a kit)
  const page = names(index.search({ query: 'write a cold outreach sequence to new prospects', limit: 10 }), 8);
  assert.ok(
    page.some((n) => ['com.generect/generect-mcp', 'com.close/close-mcp', 'io.github.aplaceforallmystuff/mcp-kit'].includes(n)),
    page.join(', '),
  );
});

test('"del último mes" says when, as "last month" does', () => {
  assert.deepEqual(words('analizar mis gastos del último mes'), ['analizar', 'gastos']);
});

test('"grep" is searching and "prod" is production: the log servers come', () => {
  // (before, one log server of ten, through "logs" alone)
  assert.deepEqual(words('grep the prod logs for 500 errors').slice(0, 3), ['search', 'production', 'logs']);
  const page = names(index.search({ query: "grep yesterday's prod logs for timeouts", limit: 10 }), 5);
  assert.ok(page.includes('io.github.Pranavj17/mcp-server-graylog'), page.join(', '));
});

test('a build someone broke is a CI build failure; a failing build stays its task phrase', () => {
  // (before, a server named "main" came alone)
  const page = names(index.search({ query: 'find the commit that broke our build', limit: 10 }), 5);
  assert.ok(page.includes('io.trunk/mcp-server'), page.join(', '));
  assert.ok(words('the build is failing again').includes('failing'));
});

test('how many times a paper was cited is its citations', () => {
  // (before, a citation formatter, web search and two clocks)
  const page = names(index.search({ query: 'how often has this article been cited', limit: 10 }), 3);
  assert.ok(page.includes('ai.smithery/IlyaGusev-academia_mcp'), page.join(', '));
});

test('how readable a text is asks for its analysis; "readable in Japanese" and "make it readable" do not', () => {
  // (before, nothing: four read requests came back empty)
  assert.equal(
    names(index.search({ query: 'how readable is my blog post for beginners', limit: 10 }), 1)[0],
    'io.github.copyleftdev/fabric-atelier',
  );
  assert.ok(!words('this contract needs to be readable in Japanese').includes('analysis'));
  assert.ok(!words('make this messy spreadsheet readable').includes('analysis'));
});
