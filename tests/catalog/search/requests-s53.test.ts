// Session 53's requests, each answered by a rule of catalog/search (synonyms.ts, stem.ts): a gene is not the "Gen" of a
// video model; theses and dissertations on a subject are papers; billing a client is invoicing; GitHub Actions is CI; how
// much power something draws is energy consumption; who knows a part of the code is its ownership. Each rule's test fails
// without it; the guards show where a rule stops (they pass without it by design).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
const top = (query: string, limit: number) => names(index.search({ query, limit: 10 }), limit);

test('a gene is looked up by biology servers, not by a video model called Gen', () => {
  // (before, the Runway video generator first: "gene" and "Gen-4" shared the stem "gen")
  const page = top('what does the BRCA2 gene do', 3);
  assert.ok(!page.includes('io.github.sidart10/runway-mcp-server'), page.join(', '));
  assert.ok(page.includes('io.github.josefdc/uniprot-mcp'), page.join(', '));
});

test('theses and dissertations on a subject are searched where papers are, in several languages', () => {
  // (before, nothing at all)
  for (const query of [
    "cherche des thèses récentes sur l'érosion côtière",
    'find dissertations about coastal erosion',
    'buscar tesis sobre cambio climático',
  ]) {
    const page = top(query, 5);
    assert.ok(page.includes('ai.smithery/adamamer20-paper-search-mcp-openai'), `${query}: ${page.join(', ')}`);
    assert.ok(page.includes('io.github.cyanheads/pubmed-mcp-server'), `${query}: ${page.join(', ')}`);
  }
});

test("guard: one's own thesis checked for plagiarism is no literature search", () => {
  const page = top('check my thesis chapter for plagiarism', 10);
  assert.ok(!page.includes('ai.smithery/adamamer20-paper-search-mcp-openai'), page.join(', '));
});

test('billing a client is invoicing them', () => {
  // (before, a go-to-market server and Stripe, without the invoicing server)
  const page = top("bill my client for last month's consulting hours", 2);
  assert.ok(page.includes('io.github.aringad/fattureincloud-mcp'), page.join(', '));
});

test('a GitHub Actions build is continuous integration, not an action or a share', () => {
  // (before, a GitHub Action for translations first)
  for (const query of ['why is my GitHub Actions build failing', 'why did the GitHub Actions build fail on main?']) {
    assert.deepEqual(top(query, 1), ['io.github.github/github-mcp-server'], query);
    assert.ok(!top(query, 5).includes('io.github.SamYuan1990/i18n-agent-action'), query);
  }
});

test('how much power a home or an appliance draws is energy consumption, in three languages', () => {
  // (before, nothing, or a database through "consume")
  for (const query of [
    'wie viel Strom verbraucht unser Haus gerade',
    'combien consomme mon frigo',
    'how much electricity does the dishwasher use',
  ]) {
    const page = top(query, 3);
    assert.ok(page.includes('io.github.Coolver/home-assistant-mcp'), `${query}: ${page.join(', ')}`);
  }
});

test('who knows a part of the codebase best is its ownership', () => {
  // (before, nothing at all)
  assert.deepEqual(top('who knows this part of the codebase best?', 1), ['io.github.panbanda/omen']);
});

test('guard: who owns a domain name stays a WHOIS question', () => {
  const page = top('who owns this domain name', 3);
  assert.ok(!page.includes('io.github.panbanda/omen'), page.join(', '));
});
