// From the misses of session 46's read blind sets (issue #11): Thoth's posts are scheduled and published to the social
// networks it names; a lease, an agreement, a PDF or a document to be signed is an e-signature's job; a site's backlinks
// are search optimisation; French "fautes" and a text made less robotic are a writing pattern's; a headline tried for
// clicks is an audience prediction; the CPI is economic data; a notary near somewhere is a places search; what changed
// between versions is a diff; a website's vulnerabilities are dynamic testing's; a shop's inventory levels are its stock;
// jobs of a role asked in Spanish, French, Portuguese or German are job listings; keeping an eye or tabs on something is
// monitoring it, and a competitor's pricing is watched by scraping.
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);

test('posts scheduled for LinkedIn or Instagram find the server that schedules and publishes them', () => {
  // (before, Thoth, which schedules posts to the networks it names, was not on the page: data readers were)
  const both = names(index.search({ query: 'schedule posts to instagram and linkedin', limit: 10 }), 1);
  assert.deepEqual(both, ['io.github.zeiq-co/thoth-mcp']);
  const linkedin = names(index.search({ query: 'plan our LinkedIn posts for next month', limit: 10 }), 3);
  assert.ok(linkedin.includes('io.github.zeiq-co/thoth-mcp'), linkedin.join(', '));
});

test('a lease or a PDF to sign is an e-signature, not a PDF tool or a property manager', () => {
  // (before, the property manager first for the lease and the PDF tools for the PDF, the e-signature server off the page)
  for (const query of ['sign this rental lease', 'sign this pdf for me']) {
    assert.deepEqual(names(index.search({ query, limit: 10 }), 1), ['co.thisdot.docusign-navigator/mcp'], query);
  }
});

test("a competitor's or a site's backlinks are search optimisation, not any server that searches by keyword", () => {
  // (before, a competitor tracker and a performance auditor first, and servers that "search by keyword" level with SEO)
  const page = names(index.search({ query: "find the backlinks of a competitor's domain", limit: 10 }), 2);
  assert.deepEqual([...page].sort(), ['ai.smithery/lukaskostka99-marketing-miner-mcp', 'io.wordlift/mcp-server']);
});

test("a text's mistakes corrected, and a text made less robotic, in French and Spanish, are a writing pattern's job", () => {
  // (before, a mail server for "lettre", and nothing at all for "menos robótico")
  for (const query of ['corrige les fautes de ma lettre', 'haz que mi texto suene menos robótico', 'rends ce texte moins robotique']) {
    assert.deepEqual(names(index.search({ query, limit: 10 }), 1), ['io.github.copyleftdev/fabric-atelier'], query);
  }
});

test('a headline tried for clicks is an audience prediction, not a task manager named for clicks', () => {
  // (before, ClickUp first for "clicks")
  for (const query of ['will this headline get clicks', 'is my headline catchy enough']) {
    assert.deepEqual(names(index.search({ query, limit: 10 }), 1), ['io.github.semilattice-research/mcp'], query);
  }
});

test('the CPI is economic data, and a notary near somewhere is a places search', () => {
  // (before, the CPI matched in passing in a reasoning server's text, and nothing at all for the notary)
  assert.deepEqual(names(index.search({ query: 'show me the CPI for last year', limit: 10 }), 1), [
    'io.github.stefanoamorelli/fred-mcp-server',
  ]);
  const notary = names(index.search({ query: 'find a notary near the train station', limit: 10 }), 2);
  assert.deepEqual([...notary].sort(), ['io.github.OpenCageData/opencage-geocoding-mcp', 'io.github.domdomegg/google-maps-places-mcp']);
});

test('what changed between two versions is read in the code host, whose diffs and changelogs those are', () => {
  // (before, GitHub off the first ten: release-information and dependency servers answered for "versions")
  const page = names(index.search({ query: 'what changed between our last two versions', limit: 10 }));
  assert.ok(page.includes('io.github.github/github-mcp-server'), page.join(', '));
});

test("a website's vulnerabilities are found by dynamic testing of the running site", () => {
  // (before, StackHawk, the DAST scanner, fifth behind package and code scanners)
  const page = names(index.search({ query: 'find vulnerabilities in this website', limit: 10 }), 3);
  assert.ok(page.includes('com.stackhawk/stackhawk'), page.join(', '));
});

test("a shop's inventory levels are the stock e-commerce and ERP servers keep", () => {
  // (before, neither the ERP nor the shop servers came first: app stores and web search did, for "store" and "web")
  const page = names(index.search({ query: 'check the inventory levels of our web store', limit: 10 }), 5);
  for (const name of ['io.github.SajmustafaKe/frappe-dev-mcp-server', 'ai.smithery/feeefapp-mcp'])
    assert.ok(page.includes(name), page.join(', '));
});

test('jobs of a role asked in Spanish or French are job listings, not remote terminals', () => {
  // (before, a remote terminal and an SFTP server for "remoto", and the job-data servers off the first five)
  for (const query of ['busca empleos de programador remoto', 'trouve des emplois de comptable à Lyon']) {
    const page = names(index.search({ query, limit: 10 }), 3);
    assert.ok(page.includes('com.predictleads/mcp'), `${query}: ${page.join(', ')}`);
  }
  // ... and Portuguese "vagas de" are parking spaces too: only "vagas de emprego" are jobs
  const parking = names(index.search({ query: 'vagas de estacionamento perto do aeroporto', limit: 10 }));
  assert.ok(!parking.includes('com.predictleads/mcp'), parking.join(', '));
});

test('keeping an eye or tabs on something is monitoring it: no server is about eyes or tabs', () => {
  // (before, a display controller first for "eye", and one result for "tabs")
  // (since session 50 a rival's prices are read off its pages: a scraper first, as the read sets' judges graded them)
  const pricing = names(index.search({ query: "keep an eye on my competitor's pricing", limit: 10 }), 1);
  assert.match(pricing[0] ?? '', /scrap|stealthee/i, pricing.join(', '));
  const uptime = index.search({ query: 'keep tabs on our uptime', limit: 10 });
  assert.deepEqual(names(uptime, 2), ['io.github.DavidFuchs/mcp-uptime-kuma', 'io.github.netdata/mcp-server']);
});
