// Tiers as pure functions over hand-made documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeDoc, analyzeQuery, FIELDS, typoSynonymsOf } from '../../../catalog/search/analyze.js';
import type { DocText } from '../../../catalog/search/analyze.js';
import { isTypoOf } from '../../../catalog/search/distance.js';
import { editDistance, matchTerm, maxEdits, mostOf, PHRASE_WEIGHT, phraseBonus, relevance, tierOf } from '../../../catalog/search/tiers.js';

const doc = (name: string, title: string | null, description: string, tools: DocText['tools'] = [], categories: string[] = []) =>
  analyzeDoc({ name, title, description, tools, categories });
const tier = (q: string, d: ReturnType<typeof analyzeDoc>) => relevance(analyzeQuery(q), d)?.tier ?? null;

test('edit distance, bounded', () => {
  assert.equal(editDistance('wether', 'weather', 2), 1);
  assert.equal(editDistance('postgress', 'postgresql', 2), 2);
  assert.equal(editDistance('kitten', 'sitting', 2), 3); // gave up past 2
  assert.equal(maxEdits(3), 0);
  assert.equal(maxEdits(4), 1);
  assert.equal(maxEdits(8), 2);
  assert.equal(mostOf(1), 1);
  assert.equal(mostOf(3), 2);
});

test('a typo keeps its first letter (or swaps the first two): "wear" is not a typo of "bear"', () => {
  assert.ok(isTypoOf('gihtub', 'github', 1));
  assert.ok(isTypoOf('igthub', 'github', 1), 'the first two letters swapped');
  assert.ok(isTypoOf('emials', 'emails', 1));
  assert.ok(!isTypoOf('wear', 'bear', 1));
  assert.ok(!isTypoOf('hat', 'cat', 1));
  const bear = doc('io.github.a/bear-notes', null, 'Notes in the Bear app');
  assert.equal(tier('wear', bear), null);
  assert.equal(tier('baer', bear), 5, 'a real typo still matches');
});

test('tierOf: the best tier the per-word matches reach', () => {
  const whole = { kind: 'whole' as const, wholeInName: false, strength: 1, fields: [] };
  const inName = { kind: 'whole' as const, wholeInName: true, strength: 5, fields: [] };
  const prefix = { kind: 'prefix' as const, wholeInName: false, strength: 0.1, fields: [] };
  const fuzzy = { kind: 'fuzzy' as const, wholeInName: false, strength: 0.01, fields: [] };
  const none = { kind: null, wholeInName: false, strength: 0, fields: [] };
  assert.equal(tierOf([none], true), 1);
  assert.equal(tierOf([inName, inName], false), 2);
  assert.equal(tierOf([inName, whole], false), 3);
  assert.equal(tierOf([whole, prefix], false), 4);
  assert.equal(tierOf([whole, none], false), 4);
  assert.equal(tierOf([whole, none, none], false), null);
  assert.equal(tierOf([fuzzy], false), 5);
  assert.equal(tierOf([fuzzy, none], false), 5);
  assert.equal(tierOf([none], false), null);
});

test('tier 1: short name, title or tool name equal to the query, separators folded', () => {
  const d = doc('io.github.acme/google-maps', null, 'Places.');
  for (const q of ['Google Maps', 'google-maps', 'googlemaps', 'GOOGLE_MAPS']) assert.equal(tier(q, d), 1, q);
  assert.equal(tier('Weather Now', doc('x.y/z', 'Weather  Now', '')), 1);
  assert.equal(tier('get forecast', doc('x.y/z', null, '', [{ name: 'get_forecast' }])), 1);
});

test('tiers 2 to 5 on one query word', () => {
  assert.equal(tier('weather', doc('io.github.a/weather-tools', null, 'x')), 2);
  assert.equal(tier('weather', doc('io.github.a/wx', null, 'Current weather for a city')), 3);
  assert.equal(tier('weather', doc('io.github.a/wx', null, '', [{ name: 'now', description: 'weather now' }])), 3);
  // A category id is our label, not the server's own words: a partial match, not "every word anywhere".
  assert.equal(tier('weather', doc('io.github.a/wx', null, '', [], ['weather'])), 4);
  assert.equal(tier('weath', doc('io.github.a/wx', null, 'weather data')), 4);
  assert.equal(tier('wether', doc('io.github.a/wx', null, 'weather data')), 5);
  assert.equal(tier('ski', doc('io.github.a/skills', null, 'skills loader')), null);
});

test('several words: all in name, all anywhere, most, typos', () => {
  const d = doc('io.github.a/email-sender', null, 'Send messages over SMTP');
  assert.equal(tier('send an email', d), 3);
  assert.equal(tier('email sender', d), 1); // the whole short name
  assert.equal(tier('sender email', d), 2);
  assert.equal(tier('email fax', d), 4); // half the words
  // A third of the words, but the server is named after one of them: a graded partial match.
  assert.equal(tier('email fax pager', d), 4);
  assert.equal(tier('fax pager modem', d), null);
});

test('a prefix never beats a whole word, a typo never beats a prefix (strength)', () => {
  const q = analyzeQuery('flight');
  const whole = relevance(q, doc('io.github.a/x', null, 'real-time flight data'))!;
  const pref = relevance(q, doc('io.github.a/flightdeck', 'Flightdeck', 'flightdeck tools'))!;
  assert.ok(whole.tier < pref.tier);
  const twoWords = analyzeQuery('flight paris');
  const w = relevance(twoWords, doc('io.github.a/x', null, 'flight data'))!;
  const p = relevance(twoWords, doc('io.github.a/flightdeck', 'Flightdeck', 'flightdeck'));
  assert.equal(w.tier, 4);
  // Half of the request by a prefix alone is below the floor (coverage must be more than half).
  assert.equal(p, null);
});

test('namespace words do not match', () => {
  const d = doc('io.github.acme/weather-mcp', null, 'Forecasts');
  assert.equal(tier('github', d), null);
  assert.equal(tier('io', d), null);
  assert.equal(tier('acme', d), 2);
});

test('strength: a word in the name and the description beats the name alone', () => {
  const q = analyzeQuery('email');
  const both = relevance(q, doc('io.github.a/email-tools', null, 'Read email'))!;
  const nameOnly = relevance(q, doc('io.github.a/email-tools', null, 'Description of my server'))!;
  assert.equal(both.tier, nameOnly.tier);
  assert.ok(both.strength > nameOnly.strength);
});

const strength = (q: string, d: ReturnType<typeof analyzeDoc>) => relevance(analyzeQuery(q), d)?.strength ?? 0;

test('a scaffold (untouched template description) reaches tier 4 at best by its name, tier 1 when exact', () => {
  const template = doc('live.alpic.x/send-email-mcp', 'Template', 'Description of my MCP server');
  const wip = doc('live.alpic.y/email-mcp', 'My MCP Serv', 'A non functional MCP server (yet)');
  const real = doc('io.github.a/gmail-mcp', 'Gmail', 'Read, send and manage emails via Gmail.');
  assert.equal(tier('send email', template), 4);
  assert.equal(tier('email', wip), 4);
  assert.equal(tier('send-email-mcp', template), 1); // the exact name still finds it first
  assert.equal(tier('sending emails', real), 3);
  // "[describe what your server does]" ships with real servers whose names are meaningful: not a scaffold.
  assert.equal(tier('weather', doc('io.github.a/mcp-weather', null, 'An MCP server that provides [describe what your server does]')), 2);
  // Never below tier 4: a typo of a real server still comes after it.
  assert.equal(tier('wether', doc('io.github.a/wx', null, 'weather data')), 5);
});

test('two adjacent query words also match written together', () => {
  assert.equal(tier('file system', doc('io.github.a/mcp-server-filesystem', null, 'MCP server for filesystem access')), 2);
  assert.equal(tier('home assistant', doc('io.github.a/ha', null, 'Control HomeAssistant lights')), 3);
});

test('generic verbs and container nouns weigh less than the object, in any form', () => {
  const pdf = doc('io.github.a/parseflow', null, 'Parse PDF files');
  const files = doc('io.github.a/file-manager', null, 'Read and write files, list directories');
  assert.equal(tier('read pdf files', pdf), 4);
  // A file manager matches only the generic words of "read pdf files": cut (see the key-word test below).
  assert.equal(tier('read pdf files', files), null);
  const sms = doc('io.github.a/justcall', null, 'Make voice calls and send SMS');
  const mail = doc('io.github.a/send-email', null, 'Sending email via SMTP');
  assert.ok(strength('sending sms', sms) > strength('sending sms', mail));
  const restaurant = doc('com.tableall/mcp', null, "Access Japan's finest Michelin-starred restaurants.");
  const tours = doc('io.github.a/ireland-booking', null, 'Tours: create bookings.');
  assert.ok(strength('réserver un restaurant', restaurant) > strength('réserver un restaurant', tours));
});

test('tierOf with key words: none matched is cut, all matched is at least a partial match', () => {
  const whole = { kind: 'whole' as const, wholeInName: false, strength: 1, fields: [] };
  const fuzzy = { kind: 'fuzzy' as const, wholeInName: false, strength: 0.01, fields: [] };
  const none = { kind: null, wholeInName: false, strength: 0, fields: [] };
  // "read pdf files": pdf is the key word.
  const key = [false, true, false];
  assert.equal(tierOf([whole, none, whole], false, key), null); // reads files, no pdf: cut
  assert.equal(tierOf([whole, none, whole], false), 4); // without key words, most words still decide
  assert.equal(tierOf([none, whole, none], false, key), 4); // only pdf: partial, though 1 of 3
  assert.equal(tierOf([none, fuzzy, none], false, key), 5);
  // A one-word query, or one made only of generic words, is not cut.
  assert.equal(tierOf([whole], false, [false]), 3);
  assert.equal(tierOf([whole, none], false, [false, false]), 4);
});

test('key words on real-looking documents: noise cut, partial answers kept', () => {
  const reader = doc('io.github.a/pdf4vllm', null, 'PDF reader for vision LLMs');
  const files = doc('io.github.a/file-mcp', null, 'Read and write files');
  assert.equal(tier('read pdf files', reader), 4);
  assert.equal(tier('read pdf files', files), null);
  // "tarot reading" has no right answer: a server that reads files is not a partial one.
  assert.equal(tier('tarot reading', files), null);
  // "réserver" is generic for strength but still states a need: a booking platform stays a partial answer.
  assert.equal(tier('réserver un hôtel', doc('io.github.a/hostex', null, 'Manage vacation rental reservations')), 4);
  // A typo on the key word is still a match: the graded partial tier of a request of several words.
  assert.equal(tier('read pdff files', reader), 4);
});

test('marketing adjectives weigh like generic words: "smart home" is about homes', () => {
  // A made-up home product, so that the product table (knowledge.ts) has nothing to add.
  const ha = doc('io.github.a/home-hub-mcp', null, 'Control Home Hub lights');
  const thinking = doc('io.github.a/smart-thinking', null, 'Smart thinking memories');
  assert.equal(tier('smart home', ha), 4);
  // "smart" alone is no longer a reason to show a server for "smart home" (home is the key word).
  assert.equal(tier('smart home', thinking), null);
  assert.ok(strength('smart', thinking) > 0); // but "smart" on its own still finds it
  const both = doc('io.github.a/smart-thinking-home', null, 'Smart thinking memories');
  assert.equal(tier('smart home', both), 2);
});

test('"translate" is the need, not a generic verb', () => {
  const i18n = doc('io.github.a/i18n-action', null, 'A github action for language translate');
  const text = doc('io.github.a/text-art', null, 'Text styling and ASCII art');
  assert.ok(strength('translate text', i18n) > strength('translate text', text));
});

test('a phrase with a near-stopword ("sql server") is a bonus where it is written, never a requirement', () => {
  const mssql = doc('io.github.a/sql-server-mcp', 'SQL Server MCP', 'SQL Server MCP for Windows');
  const pg = doc('io.github.a/pgtuner', 'PostgreSQL MCP Server', 'PostgreSQL tuning');
  const desc = doc('io.github.a/dbhub', null, 'Database MCP server for PostgreSQL, MySQL, SQL Server');
  const sqlOnly = doc('io.github.a/mysql', null, 'MySQL database queries in SQL');
  assert.equal(tier('sql server', mssql), 2);
  assert.equal(tier('sql server', pg), 2); // "PostgreSQL" still holds "sql"
  assert.ok(strength('sql server', mssql) > strength('sql server', pg));
  assert.equal(tier('sql server', desc), 3);
  assert.equal(tier('sql server', sqlOnly), 3);
  assert.ok(strength('sql server', desc) > strength('sql server', sqlOnly));
  const q = analyzeQuery('sql server');
  assert.equal(phraseBonus(q.terms[0]!, mssql), PHRASE_WEIGHT.name + PHRASE_WEIGHT.text);
  assert.equal(phraseBonus(q.terms[0]!, pg), 0); // "PostgreSQL MCP Server": no "sql server" pair
  // Without a near-stopword there is no phrase; two near-stopwords ("mcp server") make none either.
  assert.deepEqual(analyzeQuery('sql').terms[0]!.phrases, []);
  assert.deepEqual(
    analyzeQuery('mcp server').terms.flatMap((t) => t.phrases),
    [],
  );
});

test('synonyms of a typo reach tier 5 at most, and outrank nothing typed right', () => {
  const scraping = doc('io.github.a/scrapegraph', null, 'AI-powered web scraping');
  assert.ok(tier('scrapper', scraping)! >= 4); // "scrap(per)": the right word less its ending
  assert.equal(tier('scraper', scraping), 3);
  assert.ok(strength('scrapper', scraping) < strength('scraper', scraping));
});

test('container nouns such as "system" are generic: "local file system" does not cut a file manager', () => {
  const files = doc('io.github.a/file-mcp', null, 'Manage local files and folders');
  assert.equal(tier('local file system', files), 4);
  // "reader" answers "read" (agent noun, like scraper/scrape).
  assert.equal(tier('read pdf', doc('io.github.a/pdf4vllm', null, 'PDF reader for vision LLMs')), 3);
});

test('a swap of two adjacent letters is one edit', () => {
  assert.equal(editDistance('gihtub', 'github', 1), 1);
  assert.equal(editDistance('vercle', 'vercel', 1), 1);
  assert.equal(editDistance('abcd', 'badc', 1), 2); // gave up past 1
});

test('request filler in four languages is dropped; French, Spanish and German words meet English ones', () => {
  const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
  assert.deepEqual(words('I need to query a GraphQL API please'), ['query', 'graphql']);
  assert.deepEqual(words('je dois publier cet article sur mon blog'), ['publier', 'article', 'blog']);
  assert.deepEqual(words('¿necesito visado para viajar a Japón?'), ['visado', 'viajar', 'japon']);
  assert.deepEqual(words('eine Umfrage erstellen'), ['umfrage', 'erstellen']);
  const weather = doc('io.github.a/wx', null, 'Weather forecasts for any city');
  for (const q of ['¿qué clima hará mañana?', 'Wetter heute', 'météo']) assert.ok((tier(q, weather) ?? 9) <= 4, q);
});

test('abbreviations both ways: OCR finds optical character recognition and the reverse', () => {
  const spelled = doc('io.github.a/scan', null, 'Optical character recognition for scanned pages');
  const short = doc('io.github.a/reader', null, 'OCR and text extraction');
  assert.equal(tier('ocr', spelled), 3);
  assert.equal(tier('optical character recognition', short), 3);
  assert.equal(tier('text to speech', doc('io.github.a/voice', null, 'Local TTS voices')), 3);
});

test('a long form rewritten to its abbreviation keeps its own words as a weak match ("knowledge base" -> kb)', () => {
  const q = analyzeQuery('search the knowledge base');
  const kb = q.terms.find((t) => t.word === 'kb');
  assert.ok(kb, 'rewritten to kb');
  assert.ok(kb.expansions.includes('knowledg'), 'its word "knowledge" is an expansion');
  // A workspace about knowledge that never says "knowledge base" is still an answer, as a weak one.
  const notes = doc('io.github.a/notes', null, 'Team knowledge and pages');
  const m = relevance(analyzeQuery('knowledge base'), notes)?.matches[0];
  assert.equal(m?.kind, 'expansion');
  assert.equal(
    tier('knowledge base', doc('io.github.a/wiki', null, 'Search a knowledge base')),
    3,
    'the phrase itself still matches whole',
  );
});

test('purpose over mention: a server about the word beats one of forty tools that mentions it', () => {
  const tools = Array.from({ length: 40 }, (_, i) => ({ name: `tool_${i}`, description: i === 7 ? 'get the weather' : 'manage records' }));
  const bundle = doc('io.github.a/toolbox', null, 'Everything for your business', tools);
  const wx = doc('io.github.a/wx', null, 'Weather forecasts', [{ name: 'forecast', description: 'weather forecast' }]);
  assert.ok(strength('weather', wx) > 2 * strength('weather', bundle));
});

test('the graded tier: covering most of a long request, or being about its key word, above the floor', () => {
  const slack = doc('io.github.a/slack', null, 'Send messages and access channels in your Slack workspace');
  const other = doc('io.github.a/notes', null, 'Take notes; post updates to the team');
  // No server has every word: the Slack server is a partial answer named after the key word.
  assert.equal(tier('post an update to our team slack channel', slack), 4);
  // A server mentioning only generic words of it is below the floor.
  assert.equal(
    tier('order groceries for delivery tonight', doc('io.github.a/shop', null, 'An online store: browse products. Track orders.')),
    null,
  );
  assert.ok(strength('slack channel', slack) > strength('slack channel', other));
});

test("matchTerm: given the index's candidate words, the same match as comparing every word of every field", () => {
  const d = doc('io.github.acme/weather-station', 'Weather Station', 'Forecasts and weathering reports. Postgres too.', [
    { name: 'get_forecast', description: 'weather forecast for a city' },
    { name: 'list_stations' },
  ]);
  const every = [...new Set(FIELDS.flatMap((f) => d.words(f)))];
  for (const q of ['weather', 'forecasts', 'wether', 'postgresql', 'station', 'city', 'nothing']) {
    for (const t of analyzeQuery(q).terms) {
      for (const opts of [{}, { fuzzy: false, slack: 3 }]) {
        assert.deepEqual(matchTerm(t, d, every, opts), matchTerm(t, d, undefined, opts), `${q} ${JSON.stringify(opts)}`);
      }
    }
  }
  // Candidate words that match nothing: no match, whatever the fields hold.
  const [weather] = analyzeQuery('weather').terms;
  assert.deepEqual(matchTerm(weather!, d, ['postgr']), { kind: null, wholeInName: false, strength: 0, fields: [] });
  // A candidate word counts only in the fields that hold it.
  assert.deepEqual(
    matchTerm(weather!, d, ['weather']).fields,
    matchTerm(weather!, d).fields.filter((f) => d.has(f, 'weather')),
  );
});

test('typo synonyms: the same answer when a word comes back, and a caller cannot change the next one', () => {
  const first = typoSynonymsOf('scrapper');
  assert.ok(first.length > 0, 'scrapper is a typo of a table word');
  first.push('changed');
  assert.deepEqual(typoSynonymsOf('scrapper'), first.slice(0, -1));
  assert.deepEqual(typoSynonymsOf('photos'), []); // has an entry of its own
  assert.deepEqual(typoSynonymsOf('abc'), []); // too short for a typo
});
