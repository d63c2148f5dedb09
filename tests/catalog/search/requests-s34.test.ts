// From the misses of session 34's read blind sets (issue #11): a noun-first phrase of another language read at its noun,
// and knowledge the read sets lacked (grammar, brainstorming, a drive's distance, a lease's clauses, a holiday flat).
// Through the real index over the registry snapshot, categorised from its text as the checker does, and as pure functions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { stem } from '../../../catalog/search/stem.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);

test("a noun-first phrase of another language carries its capability at the object's noun (switch phraseHead)", () => {
  const q = 'buscar un apartamento vacacional en Valencia';
  const concepts = (word: string, opts: { phraseHead?: boolean } = {}) =>
    analyzeQuery(q, undefined, opts).terms.find((t) => t.word === word)?.concepts ?? [];
  // "apartamento vacacional" is the phrase "vacation apartment": a stay, found where hotels are
  assert.ok(concepts('apartamento').includes(stem('hotel')), String(concepts('apartamento')));
  assert.ok(!concepts('vacacional').includes(stem('hotel')));
  assert.ok(concepts('vacacional', { phraseHead: false }).includes(stem('hotel')));
  assert.ok(!concepts('apartamento', { phraseHead: false }).includes(stem('hotel')));
  const on = names(index.search({ query: q, limit: 10 }));
  for (const hotel of ['so.jinko/jinko-mcp', 'travel.kismet/mcp-server']) assert.ok(on.includes(hotel), `${hotel}: ${on.join(', ')}`);
  const off = names(snapshotIndex({ phraseHead: false }).search({ query: q, limit: 10 }));
  assert.ok(!off.includes('so.jinko/jinko-mcp'), off.join(', '));
  // English puts the noun last, where the phrase already is; nothing moves
  assert.deepEqual(
    analyzeQuery('find a vacation apartment in Valencia').terms.map((t) => t.concepts ?? []),
    analyzeQuery('find a vacation apartment in Valencia', undefined, { phraseHead: false }).terms.map((t) => t.concepts ?? []),
  );
  // nor does a phrase whose words a preposition parts ("la liste des tâches": the list is of tasks)
  const parted = 'consulter la liste des tâches de mon équipe';
  assert.deepEqual(
    analyzeQuery(parted).terms.map((t) => t.concepts ?? []),
    analyzeQuery(parted, undefined, { phraseHead: false }).terms.map((t) => t.concepts ?? []),
  );
});

test("knowledge from session 34's read sets: grammar, brainstorming, a drive's distance, a lease's clauses", () => {
  for (const [q, first] of [
    ['check this blog draft for gramar mistakes', 'io.github.copyleftdev/fabric-atelier'],
    ['check my essay for grammar mistakes', 'io.github.copyleftdev/fabric-atelier'],
    ['how far is the drive from Denver to Moab', 'io.github.mapbox/mcp-server'],
    ['explain the clauses in my apartment lease before signing', 'co.thisdot.docusign-navigator/mcp'],
  ] as const) {
    const page = names(index.search({ query: q, limit: 10 }));
    assert.equal(page[0], first, `${q}: ${page.join(', ')}`);
  }
  // a file drive is no answer to a road trip's length
  assert.ok(
    !names(index.search({ query: 'how long is the drive from Lyon to Nice', limit: 3 })).includes('io.github.domdomegg/google-drive-mcp'),
  );
  // ... but stays the answer for the files on it
  assert.equal(names(index.search({ query: 'upload this file to my Google Drive', limit: 3 }))[0], 'io.github.domdomegg/google-drive-mcp');
  // coming up with a name is brainstorming, not any server that takes a name
  const bakery = names(index.search({ query: 'help me come up with a name for my bakery', limit: 5 }));
  for (const s of ['com.aribadernatal/sideways', 'xyz.dreamtap/mcp']) assert.ok(bakery.includes(s), `${s}: ${bakery.join(', ')}`);
});

test("knowledge from blind-227 (read): what a home is worth, people talking about a brand, a domain's owner, hedging words", () => {
  for (const q of ["what's my apartment likely worth right now", 'what is my house probably worth']) {
    const page = names(index.search({ query: q, limit: 10 }));
    assert.ok(page.slice(0, 2).includes('io.github.creis-ai/mcp-property-valuation-server'), `${q}: ${page.join(', ')}`);
  }
  // "likely" says how sure the asker is: without it the page is the same
  assert.deepEqual(
    names(index.search({ query: "what's my apartment likely worth", limit: 10 })),
    names(index.search({ query: "what's my apartment worth", limit: 10 })),
  );
  const brand = names(index.search({ query: 'is anyone talking about our brand online lately', limit: 10 }));
  assert.equal(brand[0], 'ai.xpoz/social-insights', brand.join(', '));
  const owner = names(index.search({ query: '¿quién es el dueño de este dominio web?', limit: 10 }));
  assert.ok(owner.slice(0, 3).includes('ai.smithery/ramadasmr-networkcalc-mcp'), owner.join(', '));
});
