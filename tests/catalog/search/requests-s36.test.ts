// From the misses of session 36's read blind sets (issue #11): a fault in the home is the plumber's or handyman's, and the
// rest of the request says where the fault is. Through the real index over the registry snapshot, categorised from its
// text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const HOME_SERVICES = 'com.proxylink-mcp/mcp-server';

test('a home repair finds the home-services server, its other words read as where the fault is (switch homeRepairs)', () => {
  const repairs = [
    'regrout the grout lines around my kitchen sink backsplash',
    'fix a toilet that keeps running after flushing',
    'patch a small hole in the drywall of my hallway',
    'how do I stop the bathroom faucet from dripping',
    'réparer le robinet qui goutte dans la cuisine',
    'fix a squeaky stair in the hallway',
  ];
  for (const query of repairs) {
    const page = names(index.search({ query, limit: 10 }));
    assert.deepEqual(page, [HOME_SERVICES], query);
  }
  // a question of how to do it oneself asks for instructions, which no server gives: its words stay needs
  for (const query of [
    'how do I regrout the tiles around my bathtub',
    'best way to patch a hole in drywall',
    'cómo arreglar un grifo que gotea',
  ])
    assert.ok(!analyzeQuery(query).terms.some((t) => t.aside), query);
  assert.deepEqual(names(index.search({ query: 'how do I regrout the tiles around my bathtub', limit: 10 })), []);
  // the words beside the fault are context that weighs nothing; the switch off leaves them needs, and the page empty
  const terms = analyzeQuery('regrout the tiles around my bathtub').terms;
  assert.ok(terms.find((t) => t.word === 'tiles')?.aside && terms.find((t) => t.word === 'bathtub')?.context, JSON.stringify(terms));
  const off = snapshotIndex({ homeRepairs: false });
  assert.deepEqual(names(off.search({ query: 'regrout the tiles around my bathtub', limit: 10 })), []);
  assert.ok(!analyzeQuery('regrout the tiles around my bathtub', undefined, { homeRepairs: false }).terms.some((t) => t.aside));
});

test('words that are home repairs only in a pair stay other things alone: a memory leak, a queue drain, map tiles, a testnet faucet', () => {
  for (const query of [
    'find the memory leak in my node service',
    'drain the job queue before the deploy',
    'render map tiles for my app',
    'get testnet ETH from the Sepolia faucet',
  ]) {
    const page = names(index.search({ query, limit: 10 }));
    assert.ok(!page.includes(HOME_SERVICES), `${query}: ${page.join(', ')}`);
    assert.ok(!analyzeQuery(query).terms.some((t) => t.aside), query);
  }
  // a stain is cleaning, not a home repair: its other words stay needs
  assert.ok(!analyzeQuery('remove a red wine stain from my couch').terms.some((t) => t.aside));
});

test('"text" before a day and people is an SMS, and a domain typed whole and asked whether it is free is a domain name (blind-246)', () => {
  const sms = analyzeQuery("text tomorrow's clients an appointment reminder").terms.map((t) => t.word);
  assert.ok(sms.includes('sms') && !sms.includes('text'), sms.join(' '));
  assert.ok(
    analyzeQuery('text summarization for my notes').terms.some((t) => t.word === 'text'),
    'a text tool stays text',
  );
  const page = names(index.search({ query: 'check whether mybakery.com is still available to register', limit: 3 }));
  assert.ok(page.includes('io.github.hostinger/hostinger-api-mcp'), page.join(', '));
  // the domain alone, or another "free" in the request, is no availability question
  for (const query of ['open hubspot.com and list my free contacts', 'is stripe.com down right now', 'is it free to use'])
    assert.ok(!analyzeQuery(query).terms.some((t) => t.word === 'domain'), query);
});

test('a UPS parcel is a parcel, error rates are error monitoring, and a French dish "maison" is homemade (blind-251, -253)', () => {
  const parcel = names(index.search({ query: 'where is my UPS package right now', limit: 3 }));
  assert.equal(parcel[0], 'io.github.shopanaio/novaposhta', parcel.join(', '));
  // "ups" alone is no carrier: "sign-ups" stay sign-ups
  assert.ok(!analyzeQuery('count the sign-ups from our landing page').terms.some((t) => t.concepts?.includes('parcel')));
  const errors = names(index.search({ query: 'something that watches our error rates overnight', limit: 3 }));
  assert.equal(errors[0], 'io.github.getsentry/sentry-mcp', errors.join(', '));
  assert.ok(!analyzeQuery('comment réussir une pâte feuilletée maison').terms.some((t) => t.word === 'maison'));
  // a house stays a house after a determiner or a preposition
  for (const query of ['acheter une maison à Lyon', 'cours de cuisine à la maison'])
    assert.ok(
      analyzeQuery(query).terms.some((t) => t.word === 'maison'),
      query,
    );
});

test('"vendredi prochain" is a day, not Next.js; the Nasdaq is the stock market; "tuits" are tweets (blind-256)', () => {
  const flight = analyzeQuery('un vol de Lyon à Lisbonne vendredi prochain ?').terms.map((t) => t.word);
  assert.ok(!flight.includes('prochain') && !flight.includes('next'), flight.join(' '));
  const nasdaq = names(index.search({ query: 'how is the Nasdaq doing today', limit: 10 }));
  assert.ok(nasdaq.includes('ai.smithery/hollaugo-financial-research-mcp-server'), nasdaq.join(', '));
  const tweets = names(index.search({ query: 'cuáles de mis tuits tuvieron más interacción', limit: 3 }));
  assert.equal(tweets[0], 'ai.xpoz/social-insights', tweets.join(', '));
});
