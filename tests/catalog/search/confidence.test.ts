// The page confidence (catalog/search/tiers.ts weakPage, issue #11): a request for a thing no server mentions gets
// "no match" (its first result at most, said to be about one word, with suggestions), not the servers that share its
// other words; a real request keeps its results, unknown words or not. Through the real index over the registry
// snapshot, categorised from its text as the checker does. The requests are from the development sets (bench/search/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { compoundTail } from '../../../catalog/search/tiers.js';
import type { RuleSwitches } from '../../../catalog/search/tiers.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

// Without the page floor (tiers.ts PAGE_FLOOR, page-floor.test.ts), which empties some of these pages too: these tests read
// the weak page's own cut.
const build = (rules: RuleSwitches = {}) => snapshotIndex({ pageFloor: false, ...rules });
const index = build();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test('a request for something no server mentions gets "no match": one result, said to be about one word, with suggestions', () => {
  for (const query of [
    'book a haircut appointment near me', // calendars, through "book" and "appointment"; no server says "haircut"
    'suggest a cute name for my new goldfish', // servers whose text says "name"
    'sugest a good name for my new puppy',
    'find case law on this non-compete', // test-case managers
  ]) {
    const page = index.search({ query, limit: 10 });
    assert.equal(page.results.length, 1, `${query}: ${names(page).join(', ')}`);
    assert.equal(page.total, 1, query);
    assert.equal(page.nextCursor, null, query);
    assert.ok(page.nothing?.partialWord, `${query}: the page says no server matches the whole request`);
    assert.ok(page.nothing.categories.length > 0, `${query}: categories to look in`);
  }
  const haircut = index.search({ query: 'book a haircut appointment near me', limit: 10 }).nothing!;
  assert.equal(haircut.partialWord, 'appointment');
  assert.deepEqual(haircut.knownWords, ['appointment']);
  assert.ok(haircut.categories.includes('productivity'), haircut.categories.join());
});

test('the rule is what cuts them (switch confidence)', () => {
  const off = build({ confidence: false }).search({ query: 'book a haircut appointment near me', limit: 10 });
  assert.ok(off.results.length >= 3, names(off).join(', '));
  assert.equal(off.nothing, undefined);
});

test('a real request keeps its results, unknown words or not', () => {
  // "well" is the request's first word (an adverb here, another language's verb elsewhere): it does not count.
  const sleep = index.search({ query: 'how well did I sleep last night according to my ring', limit: 10 });
  assert.equal(sleep.results.filter((r) => /oura/.test(r.doc.name)).length, 3, names(sleep).join(', '));
  assert.equal(sleep.nothing, undefined);
  // Words the catalogue lacks in the request's context ("for lung cancer"): the need is what servers are for.
  const trials = index.search({ query: 'find recruiting clinical trials for lung cancer', limit: 10 });
  assert.ok(names(trials).includes('io.github.cyanheads/clinicaltrialsgov-mcp-server'), names(trials).join(', '));
  assert.ok(trials.results.length >= 3 && trials.nothing === undefined);
  const flights = index.search({ query: 'find cheap flights from Lisbon to New York in March', limit: 10 });
  assert.ok(flights.results.length >= 3 && flights.nothing === undefined, names(flights).join(', '));
  const hotel = index.search({ query: 'busca un hotel barato en Madrid para el fin de semana', limit: 10 });
  for (const n of ['io.github.nathishdev-netizen/dida-mcp-server', 'so.jinko/jinko-mcp'])
    assert.ok(names(hotel).includes(n), `${n} in ${names(hotel).join(', ')}`);
  const weather = index.search({ query: 'weather forecast', limit: 10 });
  assert.equal(weather.results.length, 10);
  assert.equal(weather.nothing, undefined);
});

test('the confidence does not depend on the limit, and a confident page still pages through', () => {
  const at10 = names(index.search({ query: 'book a haircut appointment near me', limit: 10 }));
  for (const limit of [1, 3, 20]) {
    const page = index.search({ query: 'book a haircut appointment near me', limit });
    assert.deepEqual(names(page), at10, `limit ${limit}`);
    assert.equal(page.nothing?.partialWord, 'appointment');
  }
  const first = index.search({ query: 'find cheap flights from Lisbon to New York in March', limit: 1 });
  assert.equal(first.nothing, undefined);
  assert.ok(first.nextCursor);
  const next = index.search({ query: 'find cheap flights from Lisbon to New York in March', limit: 10, cursor: first.nextCursor });
  assert.ok(next.results.length >= 2 && !names(next).includes(names(first)[0]!));
});

// Widened (switch passingWords): a need word servers only mention in passing, the first word of a request written as
// keywords, and a name match that covers less than half of what no server is about.
test('a request written as keywords: its first word is the thing it names, not a verb ("dating profile", "pizza delivery")', () => {
  for (const [query, word] of [
    ['dating profile', 'profile'], // servers whose text says "profile"; no server says "dating"
    ['pizza delivery', 'delivery'],
  ] as const) {
    const page = index.search({ query, limit: 10 });
    assert.equal(page.results.length, 1, `${query}: ${names(page).join(', ')}`);
    assert.equal(page.nothing?.partialWord, word, query);
    assert.ok(page.nothing.categories.length > 0, `${query}: categories to look in`);
    const off = build({ passingWords: false }).search({ query, limit: 10 });
    assert.ok(off.results.length >= 4, `${query} without the rule: ${names(off).join(', ')}`);
  }
  // Not written as keywords: the first word may be a verb or an adverb, and does not count (as before).
  const sleep = index.search({ query: 'how well did I sleep last night', limit: 10 });
  assert.ok(sleep.results.length >= 3 && sleep.nothing === undefined, names(sleep).join(', '));
});

test('a server named for one word of a request mostly about a thing no server knows is no answer', () => {
  // "bug-detector" is named for "bugs"; "vegetable" and "garden" are words no server uses.
  const page = index.search({ query: 'get rid of the bugs eating my vegetable garden', limit: 10 });
  assert.deepEqual(names(page), ['io.github.madhavi-opsera/bug-detector']);
  assert.equal(page.nothing?.partialWord, 'bugs');
  // Off with the object rule too: "bugs" is one word of four and not the request's object ("rid"), which also makes
  // the name no answer (objectNames, object-sense.test.ts).
  const off = build({ passingWords: false, objectNames: false }).search({
    query: 'get rid of the bugs eating my vegetable garden',
    limit: 10,
  });
  assert.equal(off.results.length, 3, names(off).join(', '));
  // Papers servers are named for "papers", which is most of the request: an answer, "folding" unknown or not.
  const papers = index.search({ query: 'find academic papers about protein folding', limit: 10 });
  assert.equal(papers.results.length, 10);
  assert.equal(papers.nothing, undefined);
});

test('a need word servers only mention in passing makes a page weak too: two results at most, and "no match"', () => {
  // "leaked" and "breach" are in some servers' descriptions, no server states either where it says what it does:
  // e-mail servers, through "email" alone.
  for (const query of ['check if my email was leaked in a data breach', 'order groceries for delivery tonight']) {
    const page = index.search({ query, limit: 10 });
    assert.ok(page.results.length <= 2, `${query}: ${names(page).join(', ')}`);
    assert.equal(page.total, page.results.length, query);
    assert.equal(page.nextCursor, null, query);
    assert.ok(page.nothing?.partialWord, `${query}: the page says no server matches the whole request`);
    assert.ok(page.nothing.categories.length > 0, `${query}: categories to look in`);
    const off = build({ passingWords: false }).search({ query, limit: 10 });
    assert.ok(off.results.length >= 5, `${query} without the rule: ${names(off).join(', ')}`);
  }
  // A weakly matched real request still finds its servers: "leaking" and "pipe" are said only in passing, and the
  // home-services server that finds a plumber is second on a page of two; the pods' servers are both kept.
  const plumber = names(index.search({ query: 'find a plumber to fix a leaking pipe', limit: 10 }));
  assert.ok(plumber.includes('com.proxylink-mcp/mcp-server'), plumber.join(', '));
  const pods = names(index.search({ query: 'figure out why my pods keep restarting', limit: 10 }));
  assert.deepEqual(pods.slice(0, 2), ['io.github.containers/kubernetes-mcp-server', 'io.github.mikhae1/kubeview']);
});

test("a name match is the server's own name or title, not its publisher's; words said in passing are English ones", () => {
  // "yutu" is published by "eat-pray-ai": "eating" in its owner's name is no name match.
  const cat = index.search({ query: 'my cat stopped eating, what could be wrong with her', limit: 10 });
  assert.ok(!names(cat).includes('io.github.eat-pray-ai/yutu'), names(cat).join(', '));
  assert.ok(cat.results.length <= 2 && cat.nothing?.partialWord, names(cat).join(', '));
  // A request in French: "fiche" is also an English word that servers only mention in passing, but here it is French
  // (a customer record), and the CRM servers stay.
  assert.equal(analyzeQuery("mettre à jour la fiche d'un client dans mon CRM").otherLanguage, true);
  assert.equal(analyzeQuery('pay my parking ticket online').otherLanguage, undefined);
  const crm = index.search({ query: "mettre à jour la fiche d'un client dans mon CRM", limit: 10 });
  assert.equal(crm.results.length, 10);
  assert.ok(names(crm).includes('ai.cirra/salesforce-mcp'), names(crm).join(', '));
  assert.equal(crm.nothing, undefined);
});

// translatedNeed (session 26): a word of another language that the translation tables know and no server uses in any form
// ("coiffeur": hairdresser, "peluquería") is read as the English word is: calendars alone do not answer the request.
test('a known translation no server uses makes the page weak, as the English word does (switch translatedNeed)', () => {
  for (const query of ['prends rendez-vous chez mon coiffeur samedi matin', 'pedir cita en la peluquería para mañana']) {
    const page = index.search({ query, limit: 10 });
    assert.equal(page.results.length, 1, `${query}: ${names(page).join(', ')}`);
    assert.ok(page.nothing?.partialWord, `${query}: the page says no server matches the whole request`);
    const off = build({ translatedNeed: false }).search({ query, limit: 10 });
    assert.ok(off.results.length >= 2, `${query} without the rule: ${names(off).join(', ')}`);
  }
  // A word the tables do not know stays unread: "smacchiare" may be a verb they lack, and the recipe servers stay.
  assert.ok(index.search({ query: 'me dá umas receitas para o jantar de hoje', limit: 10 }).results.length >= 3);
});

// identifiers (session 26): a ticker typed in capitals is what the request is about, not a word servers must have.
test("a word typed in capitals the catalogue lacks is the request's context (switch identifiers)", () => {
  // (a ticker the tables do not know: tasks.ts reads the most traded ones, AAPL among them, as a stock)
  const q = 'get the current stock price and P/E ratio for ORCL';
  const page = index.search({ query: q, limit: 10 });
  assert.ok(page.results.length >= 5, names(page).join(', '));
  assert.ok(names(page).slice(0, 3).includes('io.github.imbenrabi/financial-modeling-prep-mcp-server'), names(page).join(', '));
  // Without the rule the ticker is a need word no server has: every server covers less of the request.
  const off = build({ identifiers: false }).search({ query: q, limit: 10 });
  const [offTop, onTop] = [off.results[0]!.score ?? 0, page.results[0]!.score ?? 0];
  assert.ok(offTop < onTop, `${offTop} < ${onTop}`);
  // Only capitals in a request that has lower-case words; a known acronym is a word like any other.
  assert.equal(analyzeQuery(q).terms.find((t) => t.word === 'orcl')?.caps, true);
  assert.equal(analyzeQuery('GET STOCK PRICE FOR AAPL').terms.find((t) => t.word === 'aapl')?.caps, undefined);
  assert.ok(index.search({ query: 'run an SEO audit of my site', limit: 10 }).results.length >= 3);
});

// topic (session 26): what news or papers are about is context; the kind of text asked for is the need.
test('what news articles or papers are about is context, not the need (switch topic)', () => {
  for (const q of ['find recent news articles about inflation', "cherche des articles de presse récents sur l'inflation"]) {
    const top = names(index.search({ query: q, limit: 10 })).slice(0, 3);
    assert.ok(!top.includes('io.github.stefanoamorelli/fred-mcp-server'), `${q}: ${top.join(', ')}`);
    const off = names(build({ topic: false }).search({ query: q, limit: 10 }));
    assert.equal(off[0], 'io.github.stefanoamorelli/fred-mcp-server', `${q} without the rule: ${off.join(', ')}`);
  }
  const ctx = (q: string) =>
    analyzeQuery(q)
      .terms.filter((t) => t.context)
      .map((t) => t.word);
  assert.deepEqual(ctx('find recent papers on sleep and memory'), ['sleep', 'memory']);
  // not where the text goes, nor the platform a post or a video is on
  assert.deepEqual(ctx('je dois publier cet article sur mon blog'), []);
  assert.deepEqual(ctx('find news about Tesla on Twitter'), ['tesla']);
});

// otherProducts (session 26): a request that names a product is asked of it; a rival product's server comes after.
test("a server named for another product than the one the request names comes after that product's (switch otherProducts)", () => {
  const q = 'add a task to my Notion project board';
  const top = names(index.search({ query: q, limit: 10 }));
  assert.equal(top[0], 'com.notion/mcp', top.join(', '));
  const off = names(build({ otherProducts: false }).search({ query: q, limit: 10 }));
  assert.equal(off[0], 'io.github.delorenj/mcp-server-trello', off.join(', '));
  assert.deepEqual(analyzeQuery(q).products, ['notion']);
  // a request naming no product reads every server alike
  assert.equal(analyzeQuery('add a task to my project board').products, undefined);
});

// A compound's head is no shorter form of it (tiers.ts compoundTail, session 26): "chainsaw" is not "chain".
test('a word less a tail that is an English word of its own is another word ("chainsaw" is no "chain"); an ending is a form', () => {
  const page = index.search({ query: 'how do I sharpen the chain on my chainsaw', limit: 10 });
  assert.ok(page.results.length <= 1, names(page).join(', '));
  assert.equal(compoundTail('chainsaw', 'chain'.length), true);
  assert.equal(compoundTail('toolbox', 'tool'.length), true);
  assert.equal(compoundTail('tracker', 'track'.length), false);
  assert.equal(compoundTail('notification', 'notificat'.length), false);
});

test('what a quiz, flashcards or a lesson are on is context too (blind-104: "build a quiz on fractions for my 5th graders")', () => {
  const ctx = (q: string) =>
    analyzeQuery(q)
      .terms.filter((t) => t.context)
      .map((t) => t.word);
  assert.ok(ctx('build a quiz on fractions for my 5th graders').includes('fractions'));
  assert.ok(ctx('make flashcards about the french revolution').includes('revolution'));
  const top = names(index.search({ query: 'build a quiz on fractions for my 5th graders', limit: 10 }));
  assert.ok(top.includes('ai.smithery/data-mindset-sts-google-forms-mcp'), top.join(', '));
});
