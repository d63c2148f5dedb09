// Issue #11, third round: what the words alone cannot say. A product a server is about brings the everyday
// words for what it does (products.ts), an everyday task phrase brings the words servers use (tasks.ts),
// verbs of a transaction weigh as generic words, and the context of a request ("for my online store") is
// not its need. Each rule is compared with itself switched off on a small hand-made catalogue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndex } from '../../../catalog/search/index.js';
import type { SearchDoc } from '../../../catalog/search/index.js';
import type { RuleSwitches } from '../../../catalog/search/tiers.js';
import { productCapabilities, productNamedIn, taskCapabilities } from '../../../catalog/search/knowledge.js';
import { PRODUCTS } from '../../../catalog/search/products.js';
import { NAMED_TOOLS, TASK_PHRASES } from '../../../catalog/search/tasks.js';
import { analyzeDoc, analyzeQuery, contextStart, regionsOf, taskTypoOf } from '../../../catalog/search/analyze.js';
import { chunks } from '../../../catalog/search/tokenize.js';
import { stem } from '../../../catalog/search/stem.js';
import { searchDoc } from '../../helpers/search-doc.js';

const mk = searchDoc;
function build(docs: SearchDoc[], rules: RuleSwitches = {}): SearchIndex {
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  return idx;
}
const names = (idx: SearchIndex, query: string) => idx.search({ query, limit: 10 }).results.map((r) => r.doc.name);

test('the tables are well formed: folded lower-case keys of one to three words, single capability words', () => {
  for (const [table, max] of [
    [PRODUCTS, 3],
    [TASK_PHRASES, 2],
    [NAMED_TOOLS, 1],
  ] as const) {
    assert.ok(Object.keys(table).length > 0);
    for (const [key, words] of Object.entries(table)) {
      assert.equal(chunks(key).join(' '), key, `key "${key}" is folded words separated by one space`);
      assert.ok(key.split(' ').length <= max, `key "${key}" has at most ${max} words`);
      assert.ok(words.length > 0, `key "${key}" has capability words`);
      for (const w of words) assert.match(w, /^[a-z0-9]+$/, `"${key}" -> "${w}" is one folded word`);
    }
  }
});

test('no two task phrases are the same words: a two-word key matches in either order and by stem, so a second spelling is a duplicate', () => {
  // The object literal already refuses a key written twice; this catches "bug report" next to "report bug"
  // or "board game" next to "board games", which fire on the same requests.
  const seen = new Map<string, string>();
  for (const key of Object.keys(TASK_PHRASES)) {
    const words = key.split(' ').map(stem).sort().join(' ');
    assert.equal(seen.get(words), undefined, `"${key}" is the same phrase as "${seen.get(words)}"`);
    seen.set(words, key);
  }
  assert.ok(seen.size > 500, 'the table was read');
});

test('a task phrase names its capability in two to five words', () => {
  // One word is too thin to name a capability; past five the list drifts into neighbouring ones.
  for (const [key, words] of Object.entries(TASK_PHRASES)) {
    assert.ok(words.length >= 2 && words.length <= 5, `"${key}" has two to five capability words, not ${words.length}`);
  }
});

test('a product named in the name, title or first sentence brings its capability words; one mentioned later does not', () => {
  assert.ok(productCapabilities([['mcp', 'jira', 'server']]).includes('issue'));
  assert.ok(productCapabilities([['control', 'home', 'assistant', 'lights']]).includes('thermostat'));
  assert.ok(productCapabilities([['homeassistant']]).includes('thermostat'), 'a product written as one word');
  assert.deepEqual(productCapabilities([['home', 'control']]), [], 'half of a two-word product is not the product');
  const named = analyzeDoc({ name: 'io.github.a/jira-mcp', description: 'Self-hosted, with tokens.', tools: [], categories: [] });
  assert.ok(named.has('known', 'ticket'));
  const later = analyzeDoc({
    name: 'io.github.a/notes',
    description: 'Write notes quickly. Notes can be exported to Jira.',
    tools: [],
    categories: [],
  });
  assert.deepEqual(later.words('known'), []);
  const off = analyzeDoc({ name: 'io.github.a/jira-mcp', description: null, tools: [], categories: [] }, { products: false });
  assert.deepEqual(off.words('known'), []);
});

test('"create a bug ticket in our issue tracker" finds a server that only names Jira, only with product capabilities', () => {
  const docs = [
    mk({ name: 'io.github.a/jira-server', description: 'MCP server for a self-hosted Jira instance with personal access tokens.' }),
    mk({ name: 'io.github.b/bug-detector', description: 'Analyzes code for bugs.' }),
    mk({ name: 'io.github.c/weather', description: 'Weather forecasts.' }),
  ];
  const q = 'create a bug ticket in our issue tracker';
  assert.equal(names(build(docs), q)[0], 'io.github.a/jira-server');
  // Off: neither the product's capabilities nor task phrases ("bug ticket" names Jira among its words).
  assert.ok(!names(build(docs, { products: false, tasks: false }), q).includes('io.github.a/jira-server'));
  // Why it matched: the product's capability words show as `about` (what it is for, in our words).
  const r = build(docs).search({ query: q }).results[0]!;
  assert.ok(r.matched?.terms.ticket?.includes('about'), JSON.stringify(r.matched));
});

test('task phrases: "website down" asks for uptime monitoring, in either order, and one word of it is not the phrase', () => {
  assert.deepEqual(
    taskCapabilities(['website', 'down']).map((t) => t.at),
    [1],
  );
  assert.deepEqual(
    taskCapabilities(['down', 'website']).map((t) => t.at),
    [1],
  );
  assert.deepEqual(taskCapabilities(['down', 'stairs']), []);
  const docs = [
    mk({ name: 'io.github.a/uptime-kuma', description: 'A server for Uptime Kuma version 2.' }),
    mk({ name: 'io.github.b/site-builder', description: 'Build a website from templates.' }),
  ];
  const q = 'check whether my website is down right now';
  assert.equal(names(build(docs), q)[0], 'io.github.a/uptime-kuma');
  assert.notEqual(names(build(docs, { tasks: false }), q)[0], 'io.github.a/uptime-kuma');
  const t = analyzeQuery(q).terms.find((x) => x.word === 'down')!;
  assert.ok(t.concepts?.includes(stem('uptime')), "the capability word is a concept of the phrase's last word");
  assert.ok(!t.alts.includes(stem('uptime')), 'not a synonym: a concept never makes tiers 2-3');
  assert.equal(analyzeQuery(q, undefined, { tasks: false }).terms.find((x) => x.word === 'down')!.concepts, undefined);
  // A one-word phrase applies only where the catalogue hardly says the word itself.
  const bazi = [mk({ name: 'io.github.a/bazi', description: 'BaZi charts from birth details.' })];
  // (Product capabilities off: the product table also knows what BaZi is.)
  assert.deepEqual(names(build(bazi, { products: false }), 'horoscope'), ['io.github.a/bazi']);
  const many = [...bazi, ...[1, 2, 3].map((i) => mk({ name: `io.github.h${i}/stars-${i}`, description: 'Daily horoscope.' }))];
  assert.ok(!names(build(many, { products: false }), 'horoscope').includes('io.github.a/bazi'));
});

test('verbs of a transaction are generic: a server that only takes "orders" is no answer to "order groceries for delivery"', () => {
  const docs = [
    mk({ name: 'io.github.a/shop-orders', description: 'Manage e-commerce stores, products and orders.' }),
    mk({ name: 'io.github.b/json-compare', description: 'Compare two JSON files without worrying about key order.' }),
  ];
  assert.deepEqual(names(build(docs), 'order groceries for delivery tonight'), []);
  assert.deepEqual(names(build(docs), 'pedir un taxi al aeropuerto'), []);
  // On its own the verb still finds them.
  assert.ok(names(build(docs), 'orders').includes('io.github.a/shop-orders'));
});

test('what an agent does itself ("summarize", "explain", "compare") weighs as a generic word: the need is the data', () => {
  const docs = [
    mk({ name: 'io.github.a/mailbox', description: 'Read, search and send Gmail messages.' }),
    mk({ name: 'io.github.b/summarizer', description: 'Summarize web pages and documents into short summaries.' }),
  ];
  assert.deepEqual(names(build(docs), 'summarize my unread emails'), ['io.github.a/mailbox']);
  assert.equal(
    names(build(docs), 'summarize this web page')[0],
    'io.github.b/summarizer',
    'a summarizer still answers a request to summarize',
  );
});

test('a trial copy ("...-test", "...-template") ranks after a server that does the same, unless the request asks for it', () => {
  const docs = [
    mk({ name: 'io.github.a/clinical-trials-search-test', description: 'Search clinical trials.' }),
    mk({ name: 'io.github.b/clinical-trials-search-api', description: 'Search clinical trials by condition and phase.' }),
  ];
  assert.deepEqual(names(build(docs), 'find clinical trials'), [
    'io.github.b/clinical-trials-search-api',
    'io.github.a/clinical-trials-search-test',
  ]);
  assert.equal(names(build(docs, { trial: false }), 'find clinical trials')[0], 'io.github.a/clinical-trials-search-test');
  assert.equal(names(build(docs), 'clinical trials test')[0], 'io.github.a/clinical-trials-search-test', 'asked for by its word');
});

test('a server named for a place ranks after one that does the same anywhere, unless the request names the place', () => {
  const docs = [
    mk({ name: 'io.github.a/korea-stock-mcp', description: 'Current stock prices and quotes.' }),
    mk({ name: 'io.github.b/market-data', description: 'Stock prices and quotes.' }),
  ];
  assert.deepEqual(names(build(docs), 'get the current stock price for Apple'), ['io.github.b/market-data', 'io.github.a/korea-stock-mcp']);
  assert.equal(names(build(docs, { regions: false }), 'get the current stock price for Apple')[0], 'io.github.a/korea-stock-mcp');
  // Named by the country or its adjective, as a request writes it.
  assert.equal(names(build(docs), 'korean stock prices')[0], 'io.github.a/korea-stock-mcp');
  assert.deepEqual(regionsOf(['tw', 'cwa', 'weather', 'taiwan']), ['taiwan']);
  assert.equal(regionsOf(['stock', 'mcp']), undefined);
  assert.deepEqual(analyzeQuery('stock prices in Korea').regions, ['korea']);
});

test('a partial match with the object of the request but not its verb ranks after one with both ("generate an image")', () => {
  const docs = [
    mk({ name: 'io.github.a/image-recognition', description: 'Recognize what is in an image and return a text description of it.' }),
    mk({ name: 'io.github.b/image-studio', description: 'Image generation from a prompt.' }),
  ];
  // Read with its payload ("from a text description" is how an image is made, tokenize.ts FROM_PROMPT): the words that
  // the recognition server shares are the test.
  const q = 'generate an image from a text description';
  assert.deepEqual(names(build(docs, { payload: false }), q), ['io.github.b/image-studio', 'io.github.a/image-recognition']);
  assert.equal(names(build(docs, { headVerb: false, payload: false }), q)[0], 'io.github.a/image-recognition');
  assert.equal(names(build(docs), q)[0], 'io.github.b/image-studio', 'without its payload too');
  // The head phrase's capability in other words is the verb's match ("slack" for "post ... channel").
  assert.ok(analyzeQuery('post a message in our team channel').terms[0]!.head!.includes(stem('slack')));
  assert.ok(
    !analyzeQuery('make a picture of a cat').terms[0]!.head!.includes(stem('image')),
    'a synonym of the object is not the capability',
  );
  assert.equal(analyzeQuery('a picture of a cat').terms[0]!.head, undefined, 'no verb first, no head');
});

test('a partial match on one word of a longer request ranks after one that covers two of its words ("stock price for Apple")', () => {
  const docs = [
    mk({ name: 'io.github.a/apple-notes', description: 'Apple Notes.' }),
    mk({ name: 'io.github.b/toolbox', description: 'Many tools: weather, news, jokes, recipes, translation, and stock prices.' }),
  ];
  const q = 'get the current stock price for Apple';
  assert.deepEqual(names(build(docs), q), ['io.github.b/toolbox', 'io.github.a/apple-notes']);
  // Without the rule the two score the same: only the rule puts the server that covers two words first (in such a tie the
  // one that has the request's words in more of its fields comes first since session 55, order.ts evidence).
  const off = build(docs, { breadth: false }).search({ query: q, limit: 10 }).results;
  assert.equal(off.length, 2);
  assert.equal(off[0]!.score, off[1]!.score);
  // A request of two words is not concerned: each word is half of it.
  assert.equal(names(build(docs), 'apple notes')[0], 'io.github.a/apple-notes');
  // A long form rewritten to its abbreviation counts as its words: "pull request" is two of "check my pull request for bugs".
  assert.equal(analyzeQuery('check my pull request for bugs').terms.find((t) => t.word === 'pr')?.span, 2);
});

test('adverbs, conjunctions and pronouns are filler, not content ("because I always forget")', () => {
  const words = analyzeQuery('hey, can anything remember my notes because I always forget them, thanks').terms.map((t) => t.word);
  assert.deepEqual(words, ['remember', 'notes', 'forget']);
  // être, faire and avoir in the future are French function words, not a typo of "fear".
  assert.ok(!analyzeQuery('quel temps fera-t-il demain à Lyon').terms.some((t) => t.word === 'fera'));
  // Number words, as bare digits (not the places of a journey, which are a directions request's payload since session 54).
  assert.deepEqual(
    analyzeQuery('geocode two addresses').terms.map((t) => t.word),
    ['geocode', 'addresses'],
  );
});

test('the context of a request ("for my online store") weighs less than its need and is never its key word', () => {
  assert.equal(contextStart(['resize', 'images', 'for', 'my', 'online', 'store']), 2);
  assert.equal(contextStart(['traduire', 'le', 'site', 'pour', 'mon', 'entreprise']), 3);
  assert.equal(contextStart(['search', 'for', 'hotels']), 3, '"for" before a bare noun starts no context');
  assert.equal(contextStart(['search', 'the', 'knowledge', 'base', 'for', 'the', 'travel', 'policy']), 4, '"for the" does');
  // "for a" / "for an": an indefinite object is what is asked about (session 24: "documentation for a JavaScript library")
  assert.equal(contextStart(['look', 'up', 'dns', 'records', 'for', 'a', 'domain']), 7, '"for a" starts no context');
  assert.equal(contextStart(['search', 'the', 'documentation', 'for', 'a', 'javascript', 'library']), 7);
  assert.equal(contextStart(['une', 'facture', 'pour', 'un', 'client']), 5, '"pour un" neither');
  assert.equal(contextStart(['piano', 'sheet', 'music', 'for', 'a', 'song', 'i', 'm', 'learning']), 3, 'a clause of their own: a purpose');
  const q = analyzeQuery('resize images for my online store');
  assert.deepEqual(
    q.terms.filter((t) => t.context).map((t) => t.word),
    ['online', 'store'],
  );
  const docs = [
    mk({ name: 'io.github.a/app-store-connect', description: "Interact with Apple's App Store Connect API." }),
    mk({ name: 'io.github.b/image-tools', description: 'Resize, crop and convert images.' }),
  ];
  assert.deepEqual(names(build(docs), 'resize images for my online store'), ['io.github.b/image-tools']);
  assert.ok(names(build(docs, { context: false }), 'resize images for my online store').includes('io.github.a/app-store-connect'));
  // After "for the": the wiki is what is asked for, the travel policy what it is asked about.
  const wiki = [
    mk({ name: 'io.github.a/team-wiki', description: 'Search the company knowledge base and its pages.' }),
    mk({ name: 'io.github.b/travel-deals', description: 'Find travel deals and check a company travel policy.' }),
  ];
  const ask = 'search our knowledge base for the travel policy';
  assert.deepEqual(names(build(wiki), ask)[0], 'io.github.a/team-wiki');
  // (The phrase "knowledge base", read in its abbreviation kb, also puts the wiki first: off here, to see the context alone.)
  assert.deepEqual(names(build(wiki, { context: false, longFormTasks: false }), ask)[0], 'io.github.b/travel-deals');
  assert.deepEqual(names(build(wiki, { context: false }), ask)[0], 'io.github.a/team-wiki');
  // A request that is all context keeps its words as its need.
  assert.ok(analyzeQuery('something for my blog').terms.every((t) => !t.context));
});

test('context runs to the end of its clause: a request after a comma is need again', () => {
  const ask = "need a banner for my bakery's Instagram, generate an image of croissants";
  assert.deepEqual(
    analyzeQuery(ask)
      .terms.filter((t) => t.context)
      .map((t) => t.word),
    ['bakery', 'instagram'],
  );
  const docs = [
    mk({ name: 'io.github.a/image-gen', description: 'Generate images from a text prompt.' }),
    mk({ name: 'io.github.b/bakery-social', description: 'Bakery recipes and Instagram captions.' }),
  ];
  assert.equal(names(build(docs), ask)[0], 'io.github.a/image-gen');
  // The comma alone starts nothing: with no context before it, every word stays the need.
  assert.ok(analyzeQuery('resize, crop and convert images').terms.every((t) => !t.context));
});

test('task phrases are read in the English of French and Spanish words ("site en panne", "sitio caído")', () => {
  const docs = [
    mk({ name: 'io.github.a/uptime-kuma', description: 'A server for Uptime Kuma version 2.' }),
    mk({ name: 'io.github.b/site-builder', description: 'Build a website from templates.' }),
  ];
  for (const q of ['vérifier si mon site web est en panne', 'comprobar si mi sitio web está caído']) {
    assert.equal(names(build(docs, { products: false }), q)[0], 'io.github.a/uptime-kuma', q);
    assert.notEqual(names(build(docs, { products: false, tasks: false }), q)[0], 'io.github.a/uptime-kuma', q);
  }
});

test('a task phrase made only of generic words is the need: "reading list" finds bookmarks, not any list', () => {
  const q = analyzeQuery('keep my reading list in sync');
  assert.equal(q.terms.find((t) => t.word === 'list')?.phraseNeed, true);
  assert.equal(analyzeQuery('translate text').terms.find((t) => t.word === 'text')?.phraseNeed, undefined, '"translate" is specific');
  const docs = [
    mk({ name: 'io.github.a/bookmark-lens', description: 'Save and search your bookmarks.' }),
    mk({ name: 'io.github.b/todo-lists', description: 'Manage lists and sync them.' }),
  ];
  // A server about bookmarks is an answer (a lists server that also syncs still covers more of the words).
  assert.ok(names(build(docs, { products: false }), 'keep my reading list in sync').includes('io.github.a/bookmark-lens'));
  assert.ok(!names(build(docs, { products: false, tasks: false }), 'keep my reading list in sync').includes('io.github.a/bookmark-lens'));
});

// Fifth round: rules found on agents' own wording (blind-12 and agent-2, tuned on).
test('task phrases are also read through synonyms: "the text off a picture" is the phrase "text image" (OCR)', () => {
  // ("picture", not "photo": session 44 made "photo text" a phrase of its own)
  const q = analyzeQuery('read the text off a picture of a paper receipt');
  const concepts = q.terms.flatMap((t) => t.concepts ?? []);
  assert.ok(concepts.includes(stem('ocr')), `ocr among ${concepts.join(',')}`);
  // Without the synonym "picture" -> image the phrase is not there.
  assert.ok(!taskCapabilities(['read', 'text', 'picture', 'paper', 'receipt']).some((m) => m.capability.includes('ocr')));
});

test('"to-do" and "on call" are phrases, not filler; a percentage of users is a gradual rollout', () => {
  assert.ok(analyzeQuery("add 'renew passport' to my to-do list").terms.some((t) => t.word === 'todo'));
  assert.ok(analyzeQuery('who is on call tonight for the payments service').terms.some((t) => t.word === 'oncall'));
  const flags = analyzeQuery('show the new checkout to only 10% of users first').terms.map((t) => t.word);
  assert.ok(flags.includes('flag') && flags.includes('rollout'), flags.join(' '));
  assert.ok(!flags.includes('only'), 'how much is filler');
  const docs = [
    mk({ name: 'io.github.a/flagsmith', description: 'Manage feature flags and gradual rollouts.' }),
    mk({ name: 'io.github.b/shop-checkout', description: 'Checkout pages for a new shop.' }),
  ];
  assert.equal(names(build(docs, { products: false }), 'show the new checkout to only 10% of users first')[0], 'io.github.a/flagsmith');
});

test('a long request needs a fifth of its weight from a purposeful match, not a quarter (switch longRequests)', () => {
  // Five content words of equal weight (each in one server's first sentence): each server is about a fifth of
  // the request, which a quarter would cut; an agent's long request is still answered by what it is about.
  const words = ['flowchart', 'login', 'process', 'onboarding', 'audit'];
  const docs = words.map((w, i) => mk({ name: `io.github.x/s${i}`, description: `Tools for ${w} work.` }));
  const q = words.join(' ');
  assert.equal(analyzeQuery(q).terms.length, 5);
  // (Without the page floor, tiers.ts PAGE_FLOOR: a page whose best server is a fifth of the request is no answer.)
  assert.equal(names(build(docs, { products: false, tasks: false, pageFloor: false }), q).length, 5);
  assert.deepEqual(names(build(docs, { products: false, tasks: false, longRequests: false }), q), []);
  // Four words: a quarter each, enough without the rule.
  const four = words.slice(0, 4).join(' ');
  assert.equal(names(build(docs, { products: false, tasks: false, longRequests: false, pageFloor: false }), four).length, 4);
});

test('currency names and kinds of place name their capability ("250 euros to dollars", "restaurants near my hotel")', () => {
  const docs = [
    mk({ name: 'io.github.a/frankfurter', description: 'Currency exchange rates from the Frankfurter API.' }),
    mk({ name: 'io.github.b/places', description: 'Search places and points of interest (POI) nearby.' }),
    mk({ name: 'io.github.c/expenses', description: 'Track expenses for a report.' }),
  ];
  assert.equal(names(build(docs, { products: false }), 'convert 250 euros to US dollars')[0], 'io.github.a/frankfurter');
  assert.equal(names(build(docs, { products: false }), 'restaurants near my hotel in Barcelona')[0], 'io.github.b/places');
  assert.ok(
    !names(build(docs, { products: false, tasks: false }), 'restaurants near my hotel in Barcelona').includes('io.github.b/places'),
  );
});

test('an English word the catalogue lacks is no typo ("plant" is not "plane"); a misspelling still is (switch englishWords)', () => {
  const docs = [
    mk({ name: 'io.github.a/plane-tracker', description: 'Live plane positions.' }),
    mk({ name: 'io.github.b/calendar', description: 'Manage calendar events and meetings.' }),
  ];
  assert.deepEqual(names(build(docs, { products: false }), 'when should I plant tomatoes'), []);
  assert.deepEqual(names(build(docs, { products: false, englishWords: false }), 'when should I plant tomatoes'), [
    'io.github.a/plane-tracker',
  ]);
  assert.deepEqual(names(build(docs, { products: false }), 'calender events'), ['io.github.b/calendar'], 'not an English word: a typo');
});

test('a typo of a task phrase word reads as that word in phrases ("schedual a call" is "schedule call"), never a real word (switch taskTypos)', () => {
  const docs = [mk({ name: 'io.github.b/calendar', description: 'Manage calendar events and meetings.' })];
  assert.deepEqual(names(build(docs, { products: false }), 'schedual a call with the team'), ['io.github.b/calendar']);
  assert.deepEqual(names(build(docs, { products: false, taskTypos: false }), 'schedual a call with the team'), []);
  // English words near a phrase word are left alone (a word list tells them apart).
  for (const w of ['plant', 'passport', 'launch', 'slack', 'identify']) assert.deepEqual(taskTypoOf(w), [], w);
  assert.deepEqual(taskTypoOf('schedual'), ['schedule']);
});

test('a typo of a product no server names reads as that product within one edit ("wikipeida" is Wikipedia), not within two', () => {
  // The catalogue cannot correct it (no server says "wikipedia"); the named-tools table can.
  const docs = [
    mk({ name: 'io.github.a/mediawiki', description: 'Search and read articles of any wiki, encyclopedia pages included.' }),
    mk({ name: 'io.github.b/calendar', description: 'Manage calendar events and meetings.' }),
  ];
  assert.deepEqual(names(build(docs), 'wikipeida'), ['io.github.a/mediawiki']);
  assert.deepEqual(taskTypoOf('wikipeida'), ['wikipedia']);
  assert.deepEqual(taskTypoOf('netflxi'), ['netflix']);
  // Two edits from a product is no typo of it: "calender" is the catalogue's "calendar", not "calendly".
  assert.ok(!taskTypoOf('calender').includes('calendly'), 'calender is not calendly');
  assert.deepEqual(taskTypoOf('wikipedia'), [], 'the name itself is no typo');
});

test('a kind of place asked for near somewhere is a places search ("restaurants near my hotel", "près de"), though servers name the kind', () => {
  // Three servers say "restaurants", so the one-word phrase alone is not read (rare concepts); near somewhere, it is.
  const docs = [
    mk({ name: 'io.github.a/places', description: 'Search places and points of interest (POI) with geocoding.' }),
    mk({ name: 'io.github.b/menus', description: 'Browse restaurants menus.' }),
    mk({ name: 'io.github.c/reviews', description: 'Read reviews of restaurants.' }),
    mk({ name: 'io.github.d/bookings', description: 'Book tables at restaurants.' }),
  ];
  const idx = build(docs, { products: false });
  assert.ok(names(idx, 'find restaurants near my hotel').includes('io.github.a/places'));
  assert.ok(names(idx, 'trouver des restaurants près de mon hôtel').includes('io.github.a/places'));
  assert.ok(!names(idx, 'find restaurants with good reviews').includes('io.github.a/places'), 'not near anywhere: no places search');
  assert.ok(!names(build(docs, { products: false, placeContext: false }), 'find restaurants near my hotel').includes('io.github.a/places'));
});

test("looking for a job is job postings, not a CI job ('job hunting', 'open positions', 'offres d emploi')", () => {
  const docs = [
    mk({ name: 'io.github.a/ci', description: 'Run CI jobs and read job logs for developers.' }),
    mk({ name: 'io.github.b/leads', description: 'Company insights: job postings, hiring signals and news.' }),
  ];
  const idx = build(docs, { products: false });
  for (const q of ["I'm job hunting, find open positions near Berlin", "trouver des offres d'emploi", 'find job listings in Lyon'])
    assert.equal(names(idx, q)[0], 'io.github.b/leads', q);
});

test('the sentiment of reviews is read by an NLP server, asked in Spanish or German too', () => {
  const docs = [
    mk({ name: 'io.github.a/nlp', description: 'Text preprocessing, NLP components and document analysis.' }),
    mk({ name: 'io.github.b/shop', description: 'Manage customers, orders and product reviews of your shop.' }),
  ];
  const idx = build(docs, { products: false });
  for (const q of [
    'analyze the sentiment of these posts',
    'analizar el sentimiento de los comentarios',
    'Stimmung der Beiträge analysieren',
  ])
    assert.equal(names(idx, q)[0], 'io.github.a/nlp', q);
});

test('a tradesperson booked for a home is found by a home-services server, not by a word of their trade ("piano tuner")', () => {
  const docs = [
    mk({ name: 'io.github.a/pgtuner', description: 'PostgreSQL tuner: suggests configuration for your database.' }),
    mk({ name: 'io.github.b/homepros', description: 'Find and book home service professionals and contractors.' }),
  ];
  const idx = build(docs, { products: false });
  assert.equal(names(idx, 'book a piano tuner for my apartment')[0], 'io.github.b/homepros');
  assert.ok(names(idx, 'find a plumber for tomorrow').includes('io.github.b/homepros'), 'a plumber');
  assert.equal(names(idx, 'book a chimney sweep for next week')[0], 'io.github.b/homepros', 'a chimney sweep');
  assert.ok(!names(idx, 'tune my postgres database').includes('io.github.b/homepros'), 'a database tuner is no trade');
});

test('a capability word where a server states its purpose is purpose: "euros to dollars" finds a currency exchange server (switch purposeConcepts)', () => {
  const docs = [
    mk({ name: 'io.github.a/fx', description: 'A server for the Frankfurter API for currency exchange rates.' }),
    mk({ name: 'io.github.b/expenses', description: 'Track expenses.' }),
    mk({ name: 'io.github.c/reports', description: 'Write reports.' }),
  ];
  const q = 'convert euros to dollars for my expense report';
  assert.deepEqual(names(build(docs, { products: false }), q), ['io.github.a/fx']);
  assert.ok(!names(build(docs, { products: false, purposeConcepts: false }), q).includes('io.github.a/fx'));
});

test('"before my sales call", "before the release": what the need is for is context, like "for my"', () => {
  const words = ['dig', 'up', 'everything', 'on', 'this', 'company', 'before', 'my', 'sales', 'call'];
  assert.equal(contextStart(words), 6);
  assert.equal(contextStart(['scan', 'dependencies', 'before', 'the', 'release']), 2);
  // "before" with a bare noun is not context ("before deploy" is when, and part of the need).
  assert.equal(contextStart(['run', 'tests', 'before', 'deploy']), 4);
});

test('"next session", "this morning", "every hour" are when, not what ("next" is also Next.js)', () => {
  for (const q of ["remember this so you don't forget it next session", 'send me the report this morning', 'check it every hour']) {
    const words = analyzeQuery(q).terms.map((t) => t.word);
    for (const w of ['next', 'session', 'this', 'morning', 'every', 'hour']) assert.ok(!words.includes(w), `${q}: ${words.join(' ')}`);
  }
  assert.ok(
    analyzeQuery('next.js session middleware').terms.some((t) => t.word === 'session'),
    'a session that is not a time keeps its word',
  );
});

test('a server with the word that also states the capability of the task phrase comes first: "make a picture" is image generation (switch conceptBonus)', () => {
  const docs = [
    mk({ name: 'io.github.a/image-recognition', description: 'Recognise objects in an image.' }),
    mk({ name: 'io.github.b/image-studio', description: 'Generate an image from a prompt.' }),
  ];
  const q = 'make a picture for my blog post';
  assert.equal(names(build(docs, { products: false }), q)[0], 'io.github.b/image-studio');
  assert.equal(names(build(docs, { products: false, conceptBonus: false, headVerb: false }), q)[0], 'io.github.a/image-recognition');
});

test('a tool the agent names that no server is about brings what it does ("add this lead to our hubspot"), and no misspelling reads as one', () => {
  for (const key of Object.keys(NAMED_TOOLS)) assert.equal(TASK_PHRASES[key], undefined, `${key} is in one table only`);
  const docs = [
    mk({ name: 'io.github.a/attio', description: 'A CRM: contacts, companies and deals.' }),
    mk({ name: 'io.github.b/leads-finder', description: 'Find leads on the web.' }),
  ];
  assert.ok(names(build(docs, { products: false }), 'add this lead to our hubspot').includes('io.github.a/attio'));
  assert.ok(
    !names(build(docs, { products: false, tasks: false, like: false }), 'add this lead to our hubspot').includes('io.github.a/attio'),
  );
  assert.deepEqual(taskTypoOf('calender').includes('calendly'), false);
});

test('a well-known product no server names is read as its kind ("wikipedia" -> wiki), and a short page names it like a product', () => {
  const docs = [
    mk({ name: 'io.github.a/mediawiki-mcp', description: 'Read and edit any MediaWiki wiki' }),
    mk({ name: 'io.github.b/berlin-transit', description: 'Berlin bus and train times' }),
  ];
  assert.equal(names(build(docs), 'look up wikipedia for my talk on Berlin')[0], 'io.github.a/mediawiki-mcp');
  assert.ok(
    !names(build(docs, { tasks: false, like: false }), 'look up wikipedia for my talk on Berlin').includes('io.github.a/mediawiki-mcp'),
  );
  // The like rule reads the same table: the kind of a product named by no server (NAMED_TOOLS) as of one named by some.
  assert.deepEqual(productNamedIn(['add', 'lead', 'to', 'our', 'hubspot']), { name: 'hubspot', capability: NAMED_TOOLS.hubspot });
  assert.deepEqual(productNamedIn(['open', 'jira']), { name: 'jira', capability: PRODUCTS.jira });
  assert.equal(productNamedIn(['add', 'lead', 'to', 'our', 'crm']), null);
});

test('a short page for a request that names a product ends with servers of its kind, said so, after every match', () => {
  const docs = [
    mk({
      name: 'com.stripe/mcp',
      description: 'Stripe tools for customers, products and charges',
      rankScore: 10,
      transports: ['streamable-http'],
    }),
    mk({
      name: 'com.paypal/mcp',
      description: 'Payments, invoices and checkout for your PayPal business',
      rankScore: 90,
      transports: ['sse'],
    }),
    mk({ name: 'io.github.a/billing-desk', description: 'Billing and checkout pages for online payments', rankScore: 50 }),
    mk({ name: 'io.github.b/recipes', description: 'Recipes and meal plans', rankScore: 99 }),
  ];
  const idx = build(docs);
  const page = idx.search({ query: 'stripe', limit: 10 });
  // The match first, in its own tier; then the others of its kind in tier 5, each saying which product it is like.
  assert.equal(page.results[0]!.doc.name, 'com.stripe/mcp');
  assert.ok(page.results[0]!.tier! < 5);
  assert.equal(page.results[0]!.matched?.like, undefined);
  const kind = page.results.slice(1);
  assert.deepEqual(new Set(kind.map((r) => r.doc.name)), new Set(['com.paypal/mcp', 'io.github.a/billing-desk']));
  for (const r of kind) {
    assert.equal(r.tier, 5);
    assert.equal(r.matched?.like, 'stripe');
    assert.ok(Object.keys(r.matched!.terms).length > 0, 'the capability words it matched are named');
  }
  assert.equal(page.total, 3);
  assert.equal(page.nextCursor, null);
  // Off, the page stays short; a full page, a request naming no product and an exact name get no others.
  assert.deepEqual(
    build(docs, { like: false })
      .search({ query: 'stripe' })
      .results.map((r) => r.doc.name),
    ['com.stripe/mcp'],
  );
  assert.deepEqual(
    idx.search({ query: 'stripe', limit: 1 }).results.map((r) => r.doc.name),
    ['com.stripe/mcp'],
  );
  assert.ok(idx.search({ query: 'meal plans' }).results.every((r) => r.matched?.like === undefined));
  assert.deepEqual(
    idx.search({ query: 'com.stripe/mcp' }).results.map((r) => [r.doc.name, r.tier]),
    [['com.stripe/mcp', 1]],
  );
  // The filters hold for them too.
  assert.deepEqual(
    idx.search({ query: 'stripe', filters: { hasRemote: true } }).results.map((r) => r.doc.name),
    ['com.stripe/mcp', 'com.paypal/mcp'],
  );
});

test('a medicine named by its generic or brand name is a drug question: a drug-information server, not a feature-flag one (blind-43)', () => {
  const docs = [
    mk({ name: 'io.github.a/flags', description: 'Feature flags: flag risky changes and roll out experiments.' }),
    mk({ name: 'io.github.b/druginfo', description: 'Drug information: labels, dosage and interactions from clinical sources.' }),
    mk({ name: 'io.github.c/notes', description: 'Take notes.' }),
  ];
  const idx = build(docs, { products: false });
  assert.equal(names(idx, 'flag interactions between ibuprofen and warfrin')[0], 'io.github.b/druginfo', 'with a typo');
  assert.equal(names(idx, 'can I take advil with my zoloft')[0], 'io.github.b/druginfo', 'brand names');
  assert.ok(!names(idx, 'flag risky changes in the app').includes('io.github.b/druginfo'), 'no medicine, no drug server');
});

test('"transcribe a phone call" asks for transcription: a transcriber before the servers that place calls', () => {
  const docs = [
    mk({ name: 'io.github.a/dialer', description: 'Make outbound phone calls and manage call logs from your phone number.' }),
    mk({ name: 'io.github.b/calls', description: 'Phone call routing and call analytics for contact centres.' }),
    mk({ name: 'io.github.c/transcribe', description: 'Transcribe audio files to text with speaker labels.' }),
  ];
  const idx = build(docs, { products: false });
  assert.equal(names(idx, 'transcribe a phone call')[0], 'io.github.c/transcribe');
  assert.equal(names(idx, 'transcribe this sales call')[0], 'io.github.c/transcribe');
  assert.equal(names(idx, 'make a phone call')[0], 'io.github.a/dialer', 'placing a call is the dialer');
});

test('"scrape product prices from a competitor\'s store" asks for a scraper: scrapers before the shops that list products and prices', () => {
  const docs = [
    mk({ name: 'io.github.a/shop', description: 'Manage products, prices and orders of your online store.' }),
    mk({ name: 'io.github.b/catalog', description: 'Product catalogue with prices and stock for online stores.' }),
    mk({ name: 'io.github.c/scraper', description: 'Web scraping: crawl pages and extract structured data.' }),
  ];
  const idx = build(docs, { products: false });
  assert.equal(names(idx, "scrape product prices from a competitor's online store")[0], 'io.github.c/scraper');
  assert.equal(names(idx, 'update the prices of products in my online store')[0], 'io.github.a/shop', 'changing prices is the shop');
});
