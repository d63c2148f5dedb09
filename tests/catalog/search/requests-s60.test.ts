// Session 60: the rules written from the read blind sets 652, 654, 656, 669, 670, 671 and 672, each failing without its rule (synonyms.ts
// unless named): a domain ending in .co, .xyz, .info, .biz or .tech asked whether it is free is a domain name; who talks about
// one's brand, asked in French, Spanish or German, is its mentions; a text's spelling, tone or wording fixed is a copyedit, in
// four languages; accounting is bookkeeping, not a user's account (stem.ts); research on a subject is its papers; a flight's
// gate is its status; deals on a thing to buy are its offers; from 671 and 672: a cash machine is a place nearby, what hogs a
// database its performance to tune, a shop's stock count its inventory (tasks.ts).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
/** The first `n` results of a request's page of ten. */
const top = (query: string, n: number) => names(index.search({ query, limit: 10 }), n);

test('a domain of the other common endings, asked whether it is free, is a domain name', () => {
  for (const query of ['is breadloft.xyz still available', 'is the domain fernhill.co taken?', 'is quillmark.tech free to register']) {
    const first = top(query, 2);
    assert.ok(first.includes('io.github.hostinger/hostinger-api-mcp'), `${query}: ${first.join(', ')}`);
  }
});

test("who talks about one's brand, asked in French, Spanish or German, is its mentions; press articles stay news", () => {
  for (const query of [
    'qui parle de notre marque sur internet',
    'quién habla de nuestra marca esta semana',
    'wer spricht über unsere Marke im Netz',
  ]) {
    const first = top(query, 1);
    assert.deepEqual(first, ['ai.xpoz/social-insights'], query);
  }
  // the articles that talk about it are the press's
  assert.ok(top('trouve les articles de presse qui parlent de notre marque', 3).includes('info.mosaique/mcp'));
});

test("a text's spelling, tone or wording fixed is a copyedit, in four languages, whatever the text is", () => {
  for (const query of [
    'polish the wording of my cover letter',
    'fix the spelling and tone of my newsletter',
    "corrige l'orthographe de ma lettre de motivation",
    'corregir la ortografía de mi correo',
    'Rechtschreibung korrigieren in meiner Bewerbung',
  ]) {
    const first = top(query, 1);
    assert.deepEqual(first, ['io.github.copyleftdev/fabric-atelier'], query);
  }
});

test("accounting is bookkeeping, not a user's account", () => {
  for (const query of ['set up accounting for my bakery', 'Buchhaltung für meine kleine Werkstatt automatisieren']) {
    const page = top(query, 5);
    assert.ok(page.includes('ch.pfx/mcp-server'), `${query}: ${page.join(', ')}`);
    // a ring tracker's or an ad network's accounts are no books
    assert.ok(!page.some((n) => /oura|reddit-ads/.test(n)), `${query}: ${page.join(', ')}`);
  }
});

test('research on a subject is its papers; market research and who funds research are not', () => {
  for (const query of ['latest research about intermittent fasting', 'find recent research on microplastics in rivers']) {
    const first = top(query, 3);
    assert.ok(
      first.includes('io.github.cyanheads/pubmed-mcp-server') || first.includes('ai.smithery/shoumikdc-arxiv-mcp'),
      `${query}: ${first.join(', ')}`,
    );
  }
  assert.ok(!top('do research on my competitors', 5).includes('io.github.cyanheads/pubmed-mcp-server'));
  assert.ok(!top('who funds research on coral reefs', 5).includes('io.github.cyanheads/pubmed-mcp-server'));
});

test("a flight's gate, or its change, is the flight's status", () => {
  for (const query of ['did the boarding gate change for my flight', 'tell me if the gate of my flight moves']) {
    const first = top(query, 2);
    assert.ok(first.includes('io.github.variflight/variflight-mcp'), `${query}: ${first.join(', ')}`);
  }
  // a quality gate's changes are a code check's
  assert.ok(!top('sonarqube quality gate changes', 5).includes('io.github.variflight/variflight-mcp'));
});

test("deals on a thing to buy are its offers; a CRM's deals stay deals", () => {
  const first = top('any good deals on a robot vacuum?', 2);
  assert.ok(first.includes('com.unifiedoffer/mcp-server'), first.join(', '));
  assert.ok(!top('update the deals on our pipeline', 5).includes('com.unifiedoffer/mcp-server'));
  assert.ok(!top('close deals on a weekly basis', 5).includes('com.unifiedoffer/mcp-server'));
});

test('a cash machine is a place nearby, found by a places search', () => {
  for (const query of ['find a cash machine near the station', 'nearest ATM to my hotel']) {
    const first = top(query, 3);
    assert.ok(first.includes('io.github.domdomegg/google-maps-places-mcp'), `${query}: ${first.join(', ')}`);
  }
  // chat's "atm" is "at the moment"
  assert.ok(!top('busy atm, remind me later', 5).includes('io.github.domdomegg/google-maps-places-mcp'));
});

test('what hogs or slows a database is its performance to tune', () => {
  const first = top('something is hogging our database since the release', 1);
  assert.deepEqual(first, ['io.github.isdaniel/pgtuner_mcp']);
});

test("a shop's stock count is its inventory, not shares", () => {
  const page = top('update the stock count for my online shop', 3);
  assert.ok(page.includes('ai.smithery/feeefapp-mcp'), page.join(', '));
  assert.ok(!page.includes('io.github.aahl/mcp-aktools'), page.join(', '));
});
