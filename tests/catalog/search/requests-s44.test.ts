// From the misses of session 44's read blind sets (issue #11): stock left in a shop, text read out of photos, a PDF to
// summarise, the commit that broke something, the steps one walked, a meeting set up, "figure out" as no need of its own. Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);

test('the stock left in a shop is its inventory, not shares', () => {
  // (before, three Chinese and Korean stock-market servers came first)
  const page = names(index.search({ query: 'how much stock is left in my shop', limit: 10 }), 3);
  assert.ok(page.includes('ai.smithery/feeefapp-mcp'), page.join(', '));
  assert.ok(!page.some((n) => n.includes('stock-mcp')), page.join(', '));
});

test('text read out of photos is asked of the servers that read images', () => {
  // (before, a file converter and a document converter stood among the image readers, and the Gemini image analyser
  // was not on the first six)
  const page = names(index.search({ query: 'convert these invoice photos into text', limit: 10 }), 4);
  assert.ok(page.includes('ai.smithery/Artin0123-gemini-image-mcp-server'), page.join(', '));
});

test('a PDF to summarise is read by a PDF reader or asked of a PDF chat', () => {
  const fr = names(index.search({ query: 'résumer ce rapport PDF de 40 pages', limit: 10 }), 2);
  assert.deepEqual([...fr].sort(), ['io.github.PyJudge/pdf4vllm', 'io.github.VectifyAI/pageindex-mcp']);
  const es = names(index.search({ query: 'resumir este informe en PDF', limit: 10 }), 3);
  assert.ok(es.includes('io.github.VectifyAI/pageindex-mcp'), es.join(', '));
});

test('the commit that introduced a regression is found in the repository history', () => {
  // (before, nothing: no server says "commit" and "regression" together)
  const page = names(index.search({ query: 'which commit introduced the regression in checkout', limit: 10 }), 3);
  assert.ok(page.includes('io.github.cyanheads/git-mcp-server'), page.join(', '));
});

test("the steps one walked are a fitness tracker's", () => {
  // (before, a task breakdown server and a debugger, for "steps", and nothing else)
  const page = names(index.search({ query: 'how many steps have I walked this week', limit: 10 }), 5);
  assert.ok(page.includes('ai.smithery/eliu243-oura-mcp-server'), page.join(', '));
  assert.ok(page.includes('ai.smithery/fitaf-ai-fitaf-mcp'), page.join(', '));
});

test('a meeting set up is booked in a calendar', () => {
  // (before, Teams and a meeting sync service, no calendar on the first five)
  const page = names(index.search({ query: 'set up a meeting with Anna on Friday', limit: 10 }), 3);
  assert.ok(page.includes('io.github.domdomegg/google-cal-mcp'), page.join(', '));
});

test('"figure out" asks nothing of its own: what is to be found out is the need', () => {
  // (before, "figure" weighed as a need that no server meets, and one server was left)
  const page = names(index.search({ query: 'figure out which of our customers will churn', limit: 10 }), 5);
  assert.ok(page.includes('com.amplitude/mcp-server'), page.join(', '));
  assert.ok(page.length >= 5, page.join(', '));
});
