// Session 52's requests, each answered by a rule of catalog/search/synonyms.ts: how long a drive takes and the best route
// in traffic are a map's directions; an API that got slow is performance monitoring's; what was decided earlier is an
// agent memory's; a slot or a call of some length booked with people is a calendar's; whether one's own API or site is up
// is an uptime monitor's; being paged is on-call's; the keywords a blog should target are keyword research; which
// customers are likely to leave is product analytics' churn; Zotero's references are citations. Each rule's test fails
// without it; the guards show where a rule stops (they pass without it by design).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
const top = (query: string, limit: number) => names(index.search({ query, limit: 10 }), limit);

test('how long a drive takes is a map directions question, and so is the best route in traffic, in two languages', () => {
  // (before, nothing at all, or a Next.js server through "next")
  for (const query of ["what's the driving time from Denver to Boulder", 'driving time to the next job site']) {
    assert.deepEqual(top(query, 1), ['io.github.mapbox/mcp-server'], query);
  }
  const page = top('wir fahren morgen nach München, zeig mir die beste Route mit Verkehr', 5);
  assert.ok(page.includes('io.github.mapbox/mcp-server'), page.join(', '));
});

test('an API that got slow is application performance monitoring', () => {
  // (before, two tracing servers and nothing else)
  for (const query of ['why is the checkout API so slow today', 'is our API slower than it was yesterday?']) {
    const page = top(query, 3);
    assert.ok(page.includes('com.newrelic/mcp-server'), `${query}: ${page.join(', ')}`);
    assert.ok(page.includes('io.github.SigNoz/signoz-mcp-server'), `${query}: ${page.join(', ')}`);
  }
});

test('what we decided earlier is remembered by an agent memory', () => {
  // (before, nothing: the decision's subject found no server)
  const page = top('remember what we decided about my thesis outline', 3);
  assert.ok(page.includes('io.github.varun29ankuS/shodh-memory'), page.join(', '));
  assert.ok(page.includes('com.letta/memory-mcp'), page.join(', '));
});

test("guard: what was decided in yesterday's call stays the meeting recorder's", () => {
  const page = top("help me remember what we decided in yesterday's call", 1);
  assert.deepEqual(page, ['io.github.jcpsimmons/granola-search']);
});

test('a slot or a call of some length booked with people is a calendar booking', () => {
  // (before, a code auditor through "auditors" and a phone service through "call")
  for (const query of ['book a 30-minute call with the auditors next Tuesday', 'book a 30-minute slot with the team next Tuesday']) {
    const page = top(query, 3);
    assert.ok(page.includes('com.mintmcp/outlook-calendar'), `${query}: ${page.join(', ')}`);
    assert.ok(!page.includes('io.github.BenAHammond/code-auditor-mcp'), `${query}: ${page.join(', ')}`);
  }
});

test('whether our own API endpoint is up is an uptime monitor question', () => {
  // (before, a registry and servers named for endpoints)
  assert.deepEqual(top('is our public API endpoint up right now', 1), ['io.github.DavidFuchs/mcp-uptime-kuma']);
});

test("guard: whether someone else's API is down is not rewritten as our own uptime", () => {
  // "down" stays tasks.ts's; the rule reads only "our" or "my" and "up"
  const page = top('is the github api down', 3);
  assert.ok(!page.includes('io.github.DavidFuchs/mcp-uptime-kuma'), page.join(', '));
});

test('being paged is on-call incidents', () => {
  // (before, web fetchers whose text says "paged")
  assert.deepEqual(top('who got paged the most this month', 1), ['io.github.PagerDuty/pagerduty-mcp']);
});

test('the keywords a blog should target, and being found on Google, are keyword research, in two languages', () => {
  // (before, Next.js servers through "next", Google's contacts through "google")
  for (const query of ['which search keywords should our blog target next', 'get more people to find my blog when they google things']) {
    assert.deepEqual(top(query, 1), ['ai.smithery/lukaskostka99-marketing-miner-mcp'], query);
  }
  const page = top('trouver des mots-clés pour mon artcile de blog', 2);
  assert.ok(page.includes('ai.smithery/lukaskostka99-marketing-miner-mcp'), page.join(', '));
});

test('which customers are likely to leave is product analytics churn', () => {
  // (before, a leave manager through "leave" and payment processors through "paying")
  for (const query of [
    'figure out which customers are likely to leave',
    'predict which customers will stop paying us',
    'which of my customers are likely to stop buying',
  ]) {
    assert.deepEqual(top(query, 1), ['com.amplitude/mcp-server'], query);
  }
});

test("Zotero's references are citations, in two languages", () => {
  // (before, documentation servers through "references" and "library")
  for (const query of ['add these references to my Zotero library', 'ajoute ces références à ma bibliothèqe Zotero']) {
    assert.deepEqual(top(query, 1), ['io.github.HzaCode/onecite'], query);
  }
});

test("the docs of whichever library one codes with are the up-to-date documentation servers', in two languages", () => {
  // (before, Vaadin's, DevExpress's and SAP's own documentation servers through "docs" in their names)
  for (const query of [
    "pull up docs for the framework version I'm using",
    "search the docs for this library's latest API",
    'buscar documentación de una librería de Python',
  ]) {
    // (three since session 56: docfork's two listings say the words in more places than context7, in the same step)
    const page = top(query, 3);
    assert.ok(page.includes('io.github.upstash/context7'), `${query}: ${page.join(', ')}`);
    assert.ok(page.includes('ai.smithery/docfork-mcp'), `${query}: ${page.join(', ')}`);
  }
});

test("guard: a vendor's docs named stay that vendor's documentation server", () => {
  assert.deepEqual(top('search the Vaadin docs for the grid component', 1), ['com.vaadin/docs-mcp']);
});

test("who links to a competitor's site asks for its backlinks", () => {
  // (before, a link checker and a browser)
  const page = top("who is linking to my competitor's website", 3);
  assert.ok(page.includes('ai.smithery/lukaskostka99-marketing-miner-mcp'), page.join(', '));
});

test('who has cited a paper asks for its citations', () => {
  // (before, PubMed first and the academic search servers after the tenth place or absent)
  const page = top('who has cited my 2021 paper so far', 5);
  assert.ok(page.includes('ai.smithery/IlyaGusev-academia_mcp'), page.join(', '));
  assert.ok(page.includes('ai.smithery/adamamer20-paper-search-mcp-openai'), page.join(', '));
});

test('someone hired to assemble furniture is a handyman from the home-services server', () => {
  // (before, nothing)
  assert.deepEqual(top('hire someone to assemble a flat-pack wardrobe', 1), ['com.proxylink-mcp/mcp-server']);
});

test("a podcast episode's show notes are written from its transcript", () => {
  // (before, a media library's server through "episode")
  assert.deepEqual(top('turn my podcast episode into show notes', 1), ['io.github.IPv6/mcp-transcribe']);
});

test('how people react to a launch online is what they say of it', () => {
  // (before, a stealth browser and Next.js servers)
  const page = top('how are people reacting to our new launch online?', 3);
  assert.ok(page.includes('io.github.karanb192/reddit-buddy-mcp'), page.join(', '));
});

test('transit directions are a map directions question', () => {
  // (before, a flight tracker through "airport")
  const page = top('transit directions from the airport to my hotel', 3);
  assert.ok(page.includes('io.github.mapbox/mcp-server'), page.join(', '));
  assert.ok(!page.includes('io.github.variflight/variflight-mcp'), page.join(', '));
});

test("the Nasdaq by name is the stock market, not the Chinese and Korean stock servers' names", () => {
  // (before, the Chinese and Korean stock servers first through "stock" in their names)
  const page = top('how is the Nasdaq doing today', 3);
  assert.ok(!page.includes('ai.smithery/xinkuang-china-stock-mcp'), page.join(', '));
  assert.ok(!page.includes('io.github.jjlabsio/korea-stock-mcp'), page.join(', '));
});

test('what I spent on a kind of thing is my expenses', () => {
  // (before, a Xero contacts connector named "Spend")
  for (const query of ['how much did I spend on groceries last month', 'something to keep my budget categories tidy']) {
    const page = top(query, 2);
    assert.ok(page.includes('io.github.clarenceh/expenselm-mcp-server'), `${query}: ${page.join(', ')}`);
    assert.ok(page.includes('io.github.domdomegg/starling-bank-mcp'), `${query}: ${page.join(', ')}`);
  }
});

test("guard: what a business spends on ads stays the ad platforms'", () => {
  const page = top('how much did we spend on ads last month', 3);
  assert.ok(page.includes('co.pipeboard/meta-ads-mcp'), page.join(', '));
  assert.ok(!page.includes('io.github.clarenceh/expenselm-mcp-server'), page.join(', '));
});
