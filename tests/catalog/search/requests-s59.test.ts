// Session 59: the rules written from the read blind sets 613, 614, 618, 624, 630, 633, 637, 640, 641, 645 and 649, each failing
// without its rule (synonyms.ts unless named): a named service down for everyone or right now is an outage tracker's; a wait
// time is no clock; who visits one's own site is its traffic; a company's official registration is a company register's; to
// repot a plant is no "repo", and a plant's roots no ROOT framework; a brisket left to rest no REST API; a dining chair no
// restaurant; a chef's knife no chef; "Arbeitslosenzahlen" are unemployment figures (language.ts); a glucose monitor's readings
// a health tracker's; a kitchen's sink no cooking; an amortization schedule a sum to calculate (tasks.ts); an S3 bucket AWS's;
// a train leaving a city no leave of absence; Kaggle answered by Hugging Face's hub (tasks.ts NAMED_TOOLS); "Sauerteig" a
// sourdough; how many steps one walked a step count; a competitor's page copy a page to fetch.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
/** The first `n` results of a request's page of ten. */
const top = (query: string, n: number) => names(index.search({ query, limit: 10 }), n);

test("a named service down for everyone or right now is an outage tracker's, not the service's own tools", () => {
  for (const query of ['is anyone else seeing Cloudflare down right now', 'is the payment provider down or is it just us']) {
    const first = top(query, 3);
    assert.ok(first.includes('io.github.domdomegg/downdetector-mcp'), `${query}: ${first.join(', ')}`);
  }
  assert.deepEqual(top('are we down for anyone else right now?', 1), ['io.github.domdomegg/downdetector-mcp']);
  // a thermostat turned down, or a portfolio up or down, is no outage
  assert.ok(!top('turn the thermostat down for everyone', 3).includes('io.github.domdomegg/downdetector-mcp'));
  assert.ok(!top('is my crypto portfolio up or down today', 10).includes('io.github.domdomegg/downdetector-mcp'));
});

test('a wait time is how long a queue takes, no time of day', () => {
  const page = top("what's the wait time at the DMV today", 10);
  assert.ok(!page.some((n) => /time-mcp|mcp-time|arjunkmrm-time/.test(n)), page.join(', '));
  // a bus's wait stays its arrival
  assert.ok(top('bus wait time at my stop', 3).includes('ai.smithery/arjunkmrm-sg-bus-test'));
});

test("who visits one's own site, and which of its pages get the visits, is web analytics", () => {
  for (const query of ['who is visiting my website the most this week', "who's been visiting our pricing page?"]) {
    const first = top(query, 1);
    assert.deepEqual(first, ['io.github.surendranb/google-analytics-mcp'], query);
  }
});

test("a company's official registration details are a company register's, not the MCP registry's", () => {
  const first = top("look up a company's official registration details", 3);
  assert.ok(first.includes('io.github.elankeeran/companies-house-mcp'), first.join(', '));
  assert.ok(!first.includes('io.github.wei/mcp-registry-mcp-server'), first.join(', '));
});

test("a plant repotted, and its roots, are no repository and no ROOT framework; a brisket's rest no REST API", () => {
  for (const query of [
    'repot a root-bound fiddle leaf fig',
    'repot an orchid without damaging the roots',
    'repot a rootbound monstera',
    'how long should brisket rest after smoking',
    'how long to rest a pork shoulder after smoking',
    'reupholster a dining chair seat',
    "sharpen a chef's knife on a whetstone",
  ])
    assert.deepEqual(top(query, 10), [], query);
  // "repot" with no plant after it may be a slipped "report"; a private chef is still a chef
  assert.ok(index.search({ query: 'send the weekly sales repot', limit: 10 }).results.some((r) => 'repot' in (r.matched?.terms ?? {})));
  assert.ok(top('find a private chef for my party', 1)[0]!.includes('personal-chef'));
});

test('German unemployment figures, a glucose monitor, a kitchen sink and a mortgage amortization schedule', () => {
  const statistics = ['io.github.stefanoamorelli/fred-mcp-server', 'io.github.isakskogstad/oecd-mcp'];
  const first = top('aktuelle Arbeitslosenzahlen für Deutschland abrufen', 3);
  assert.ok(
    statistics.every((s) => first.includes(s)),
    first.join(', '),
  );
  assert.equal(top('is there something for my glucose monitor readings', 1)[0], 'ai.smithery/fitaf-ai-fitaf-mcp');
  // a kitchen's sink is no cooking
  for (const query of ['cómo desatascar el fregadero de la cocina', "comment déboucher l'évier de la cuisine"]) {
    const page = top(query, 10);
    assert.ok(!page.some((n) => /recipe|cookwith/.test(n)), `${query}: ${page.join(', ')}`);
  }
  const amortization = top('compute an amortization schedule for a 30-year mortgage', 4);
  for (const calculator of ['io.github.tech-sushant/calculator-mcp', 'io.github.clouatre-labs/math-mcp-learning-server'])
    assert.ok(amortization.includes(calculator), amortization.join(', '));
});

test("an S3 bucket is AWS's, and a train that leaves a city for another is no leave of absence", () => {
  for (const query of ['upload the photos to my S3 bucket', 'Lade die Fotos in meinen S3-Bucket hoch'])
    assert.equal(top(query, 1)[0], 'io.github.aws/mcp-proxy-for-aws', query);
  assert.ok(!top('which train leaves Paris for Lyon tomorrow morning?', 10).includes('ai.smithery/akilat-spec-leave-manager-mcp'));
});

test("Kaggle's datasets are Hugging Face's nearest, and the German Sauerteig is a sourdough", () => {
  assert.ok(top('find a datset on Kaggle about air quality', 3).includes('co.huggingface/hf-mcp-server'));
  assert.ok(top('download a Kaggle dataset about housing prices', 3).includes('co.huggingface/hf-mcp-server'));
  assert.equal(top('Wie setze ich einen Sauerteig an', 1)[0], 'io.github.jkakar/recipe-mcp');
});

test("how many steps one walked is a fitness tracker's step count, and a competitor's page copy a page to fetch", () => {
  const first = top('how many steps did I walk yesterday', 2);
  assert.ok(first.includes('ai.smithery/eliu243-oura-mcp-server'), first.join(', '));
  assert.ok(!first.includes('ai.smithery/Parc-Dev-task-breakdown-server'), first.join(', '));
  assert.equal(top("summarize the competitor's landing page copy", 1)[0], 'io.github.KylinMountain/web-fetch-mcp');
  // one's own page copy is writing, not fetching
  assert.ok(!top('make my landing page copy sound less robotic', 3).includes('io.github.KylinMountain/web-fetch-mcp'));
});
