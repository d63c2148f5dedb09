// Session 51's requests, each answered by a rule of catalog/search/synonyms.ts: a picture free of rights is an asset to
// search and download (not one to generate); a static site is deployed by a host; who changed a file last is a
// repository's history; the subscriptions one pays for are recurring charges on one's bank account; a company's VAT or
// registration number, its sanctions, solvency or owner are checked in a business registry; a message asked about as a
// scam is threat intelligence's; blood pressure logged is a health tracker's; a Docker image scanned is a container
// scan's; what a coin is worth is its price. Each rule's test fails without it; the guards show where a rule stops
// (they pass without it by design).
// Through the real index over the registry snapshot, categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage, limit = 10) => page.results.slice(0, limit).map((r) => r.doc.name);
const top = (query: string, limit: number) => names(index.search({ query, limit: 10 }), limit);

test('a picture free of rights is an asset library to search and download, in three languages', () => {
  // (before, an image generator first and the asset library fourth to sixth)
  for (const query of [
    'find royalty-free stock photos for my newsletter',
    'buscar fotos libres de derechos para mi web',
    'trouver des images libres de droits pour un article',
  ]) {
    const page = top(query, 1);
    assert.deepEqual(page, ['com.streamlinehq/mcp'], query);
  }
});

test('a static site is deployed by a host, not analysed', () => {
  // (before, a code analyser first through "static")
  for (const query of ['deploy this static site and give me a URL', 'deploy my static site somewhere cheap']) {
    const page = top(query, 2);
    assert.ok(page.includes('com.vercel/vercel-mcp'), `${query}: ${page.join(', ')}`);
    assert.ok(!page.includes('io.github.madhavi-opsera/bug-detector'), `${query}: ${page.join(', ')}`);
  }
});

test('who changed a file or a line last is read in its repository history, in two languages', () => {
  // (before, file converters and filesystems through "file" and "config")
  for (const query of ['who changed this config file last week', 'qui a modifié ce fichier de configuration']) {
    const page = top(query, 3);
    assert.ok(page.includes('io.github.cyanheads/git-mcp-server'), `${query}: ${page.join(', ')}`);
  }
});

test('guard: who changed a firewall rule is no repository question', () => {
  const page = top('who changed the firewall rules last night', 10);
  assert.ok(!page.includes('io.github.cyanheads/git-mcp-server'), page.join(', '));
});

test("the subscriptions I pay for are my bank account's recurring charges", () => {
  // (before, payment processors, whose subscriptions are the ones a business sells)
  for (const query of ['which subscriptions am I still paying for', 'figure out which subscriptions I could cancel']) {
    const page = top(query, 1);
    assert.deepEqual(page, ['io.github.domdomegg/starling-bank-mcp'], query);
  }
});

test("guard: a business's own subscriptions stay its payment processor's", () => {
  const page = top('list the active subscriptions in my Stripe account', 1);
  assert.deepEqual(page, ['com.stripe/mcp']);
});

test("a company's VAT or registration number is checked in a business registry, in three languages", () => {
  // (before, validators of e-mail addresses and numbers, or nothing)
  const registries = [
    'com.enigma/enigma-mcp-server',
    'io.github.elankeeran/companies-house-mcp',
    'io.github.pkolawa/krs-poland-mcp-server',
    'io.github.pkolawa/mcp-krs-poland',
  ];
  for (const query of [
    "validate an EU supplier's VAT number",
    'die Umsatzsteuer-ID eines EU-Kunden prüfen',
    'vérifier le numéro SIRET de ce fournisseur',
  ]) {
    const page = top(query, 3);
    assert.ok(
      registries.some((r) => page.includes(r)),
      `${query}: ${page.join(', ')}`,
    );
  }
});

test('guard: VAT to calculate on invoices stays invoicing', () => {
  const page = top('calculer la TVA sur mes factures du trimestre', 3);
  assert.ok(page.includes('io.github.aringad/fattureincloud-mcp'), page.join(', '));
  assert.ok(!page.includes('com.enigma/enigma-mcp-server'), page.join(', '));
});

test('a message asked about as a scam, or an address as a known attacker, is threat intelligence', () => {
  // (before, the bank's and the mail servers through "bank" and "email"; nothing for the address)
  for (const query of [
    'is this email from my bank a scam',
    'is this text message from my bank a scam',
    'this IP keeps hammering our login page, is it a known bad actor',
  ]) {
    const page = top(query, 1);
    assert.deepEqual(page, ['io.github.aplaceforallmystuff/mcp-threatintel'], query);
  }
});

test("guard: a broker asked about as a scam stays the broker's safety check", () => {
  assert.deepEqual(top('is this broker a scam', 1), ['com.brokerchooser/broker-safety']);
});

test("blood pressure or sugar logged is a health tracker's body metrics", () => {
  // (before, log servers and an issue tracker through "log" and "readings")
  for (const query of ['log my blood pressure readings over time', 'log my blood sugar readings every morning']) {
    const page = top(query, 1);
    assert.deepEqual(page, ['ai.smithery/fitaf-ai-fitaf-mcp'], query);
  }
});

test("a supplier's sanctions or solvency, or a company's owner, is a business registry's due diligence", () => {
  // (before, nothing for each)
  const registries = ['com.enigma/enigma-mcp-server', 'io.github.elankeeran/companies-house-mcp'];
  for (const query of [
    'need to know if this supplier is on a sanctions list',
    'savoir si ce fournisseur est solvable avant de signer',
    'who is the registered owner of this Delaware LLC',
  ]) {
    const page = top(query, 2);
    assert.ok(
      registries.every((r) => page.includes(r)),
      `${query}: ${page.join(', ')}`,
    );
  }
});

test("a Docker image scanned for vulnerabilities is a container scan's, not Docker's release notes", () => {
  // (before, the Docker release information server first through "docker" in its name)
  for (const query of ['scan this docker image for vulnerabilites', 'run a securty scan on my Docker images']) {
    const page = top(query, 1);
    assert.deepEqual(page, ['io.snyk/mcp'], query);
  }
});

test("guard: Docker's images listed stay Docker's", () => {
  assert.deepEqual(top('list my docker images', 1), ['io.github.dockersamples/mcp-docker-release-information']);
});

test('what a coin is worth is its price', () => {
  // (before, one stray result: "worth" said nothing to the price servers)
  const page = top('how much is one bitcoin worth right now', 3);
  assert.ok(page.includes('ai.smithery/truss44-mcp-crypto-price'), page.join(', '));
});
