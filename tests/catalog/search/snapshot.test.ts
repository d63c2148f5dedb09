// The search over the real registry snapshot (1,108 latest servers; no tools, no rank scores).
// Expected names come from reading the snapshot (name, title, description), not from running the search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndex } from '../../../catalog/search/index.js';
import type { SearchResult } from '../../../catalog/search/index.js';
import { snapshotDocs } from '../../../bench/search/snapshot.js';

const docs = snapshotDocs();
const index = new SearchIndex();
for (const d of docs) index.upsert(d);

function all(query: string, idx: SearchIndex = index): SearchResult[] {
  const out: SearchResult[] = [];
  let cursor: string | undefined;
  do {
    const page = idx.search({ query, limit: 100, cursor });
    out.push(...page.results);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}
const names = (rs: SearchResult[]) => rs.map((r) => r.doc.name);
const tierOf = (rs: SearchResult[], name: string) => rs.find((r) => r.doc.name === name)?.tier;

// Servers whose name, title or description is about weather (read from the snapshot).
const WEATHER = [
  'io.github.overstarry/qweather-mcp',
  'ai.smithery/smithery-ai-national-weather-service',
  'io.github.augee99/mcp-weather',
  'io.github.GoneTone/mcp-server-taiwan-weather',
  'io.github.antuelle78/weather-mcp',
  'io.github.nigue3025/tw-cwa-weather-mcp',
  'io.github.dgahagan/weather-mcp',
  'io.github.rsys-vtiwari/weather-mcp',
  'io.github.byrness/weather',
  'io.github.bellvijay/weather',
  'io.github.isdaniel/mcp_weather_server',
  'io.github.lxchst/weather-server-python',
];

test('the snapshot has 1,108 latest servers', () => {
  assert.equal(index.size, 1108);
});

test('"ski": no ski server exists; skills servers are not in tiers 1-3', () => {
  // The snapshot has skills servers (mcp-skills-server, tiger-skills, ...) and "Skim", but no ski server.
  const rs = all('ski');
  for (const r of rs) assert.ok(r.tier !== null && r.tier >= 4, `${r.doc.name} in tier ${r.tier}`);
  assert.ok(!rs.some((r) => /skill/i.test(r.doc.name) && r.tier !== null && r.tier <= 3));
});

test('"send an email" finds servers that send email first', () => {
  const rs = all('send an email');
  const top = names(rs.slice(0, 12));
  for (const n of ['ai.waystation/gmail', 'io.github.domdomegg/gmail-mcp']) {
    assert.ok(top.includes(n), `${n} in the top 12`);
    assert.ok(tierOf(rs, n)! <= 3);
  }
  assert.ok(names(rs).includes('io.github.jackfioru92/aruba-email')); // IMAP/SMTP
});

test('"météo" finds weather servers, like "weather"', () => {
  const top = names(index.search({ query: 'météo', limit: 10 }).results);
  assert.ok(top.filter((n) => WEATHER.includes(n)).length >= 9, top.join(', '));
  assert.deepEqual(new Set(names(all('meteo')).slice(0, 10)), new Set(top));
});

test('"booking" finds booking servers before bookmark ones', () => {
  const rs = all('booking');
  for (const n of [
    'so.jinko/jinko-mcp',
    'io.github.nathishdev-netizen/dida-mcp-server',
    'io.github.Adessoadesso/panoramic-ireland-booking',
    'com.proxylink-mcp/mcp-server',
  ]) {
    assert.ok(tierOf(rs, n)! <= 3, n);
  }
  // "book" is a word of the catalogue, so it is what the agent meant: "bookmark" is no prefix match of it.
  assert.equal(tierOf(rs, 'io.github.pree-dew/mcp-bookmark'), undefined);
});

test('a sure typo is read as the word it means: the same page as the right spelling (rule typoWords)', () => {
  for (const [typo, word] of [
    ['wether', 'weather'],
    ['summarize my unread emials', 'summarize my unread emails'],
    ['generate an imgae', 'generate an image'],
  ] as const) {
    const page = index.search({ query: typo, limit: 10 }).results.map((r) => [r.doc.name, r.tier, r.score]);
    assert.ok(page.length > 0, typo);
    assert.deepEqual(
      page,
      index.search({ query: word, limit: 10 }).results.map((r) => [r.doc.name, r.tier, r.score]),
      typo,
    );
  }
  // What matched is said in the word meant (matched terms: "image"), not in the typo.
  assert.deepEqual(Object.keys(index.search({ query: 'generate an imgae', limit: 1 }).results[0]!.matched?.terms ?? {}), [
    'generate',
    'image',
  ]);
  // A capital inside the request is a name, not a typo ("Paris" is not "pars"); nor is a name the tables know ("nextjs").
  const off = new SearchIndex({ rules: { typoWords: false } });
  for (const d of docs) off.upsert(d);
  for (const q of ['find flights to Paris', 'look up the nextjs docs for the api']) assert.deepEqual(names(all(q)), names(all(q, off)), q);
});

test('with the rule off, typos find the right servers only in the partial tiers (4: the right word less a letter, 5: a typo)', () => {
  const off = new SearchIndex({ rules: { typoWords: false } });
  for (const d of docs) off.upsert(d);
  const wether = all('wether', off);
  assert.ok(wether.length > 0);
  assert.ok(wether.every((r) => r.tier! >= 4));
  for (const n of ['io.github.byrness/weather', 'io.github.dgahagan/weather-mcp']) assert.ok(names(wether).includes(n), n);
  const pg = all('postgress', off);
  assert.ok(pg.every((r) => r.tier! >= 4));
  for (const n of ['io.github.marcelo-ochoa/postgres', 'ai.waystation/postgres']) assert.ok(names(pg.slice(0, 5)).includes(n), n);
  // and the right spelling reaches them in better tiers
  assert.equal(tierOf(all('postgres'), 'io.github.marcelo-ochoa/postgres'), 1);
});

test('"google maps": the Google Maps server first; the words in either order, with separators', () => {
  for (const q of ['google maps', 'Google-Maps', 'maps google']) {
    const [first] = index.search({ query: q, limit: 1 }).results;
    assert.equal(first!.doc.name, 'io.github.domdomegg/google-maps-places-mcp', q);
  }
  const rs = all('googlemaps'); // written together: the indexed name bigram
  assert.equal(rs[0]!.doc.name, 'io.github.domdomegg/google-maps-places-mcp');
});

test('namespace words do not make the catalogue match', () => {
  const ioGithub = docs.filter((d) => d.name.startsWith('io.github.')).length; // 623
  assert.ok(ioGithub > 600);
  const github = all('github');
  assert.ok(github.length < 30, `github: ${github.length}`);
  assert.equal(github[0]!.doc.name, 'io.github.github/github-mcp-server');
  assert.ok(all('io').length < 20);
  assert.ok(all('com').length < 30);
  const ai = all('ai');
  const aiNamespace = ai.filter((r) => r.doc.name.startsWith('ai.')).length;
  assert.ok(aiNamespace < 100, `ai.* hits: ${aiNamespace} of 243`); // only those that say "AI"
});

test('a brand in the namespace finds its server in tier 1', () => {
  const [first] = index.search({ query: 'stripe' }).results;
  assert.equal(first!.doc.name, 'com.stripe/mcp');
  assert.equal(first!.tier, 1);
});

test('French phrases: "base de données" and "réserver un hôtel"', () => {
  const db = names(index.search({ query: 'base de données', limit: 10 }).results);
  assert.deepEqual(db, names(index.search({ query: 'database', limit: 10 }).results));
  // Four: "réserver" stands for "book", so a server's "booking" is no second match of the phrase (session 33), and the two
  // Jinko listings tie.
  const hotel = names(index.search({ query: 'réserver un hôtel', limit: 4 }).results);
  assert.ok(hotel.includes('so.jinko/jinko-mcp') && hotel.includes('io.github.nathishdev-netizen/dida-mcp-server'), hotel.join());
});

test('"sending emails": servers that say they send email come before untouched templates named email-mcp', () => {
  const rs = all('sending emails');
  const top = names(rs.slice(0, 4));
  // Untouched templates say nothing they do; Alpic's staging servers that say "provides email capabilities" may
  // rank with the mail servers since the server words (they state email).
  for (const r of rs.slice(0, 4))
    assert.ok(!/description of my mcp server|non functional/i.test(r.doc.description ?? ''), `${r.doc.name} in the top 4`);
  assert.ok(top.includes('io.github.domdomegg/gmail-mcp') || top.includes('ai.waystation/gmail'), top.join(', '));
  assert.equal(tierOf(rs, 'live.alpic.send-email-49a8d7ee/send-email'), 4);
});

test('"local file system" finds filesystem servers; "web scraper" finds scraping servers', () => {
  const fs = names(all('local file system').slice(0, 5));
  assert.ok(fs.includes('io.github.bytedance/mcp-server-filesystem'), fs.join(', '));
  const scr = names(all('web scraper').slice(0, 5));
  assert.ok(
    scr.includes('io.github.firecrawl/firecrawl-mcp-server') || scr.includes('ai.smithery/ScrapeGraphAI-scrapegraph-mcp'),
    scr.join(', '),
  );
});
