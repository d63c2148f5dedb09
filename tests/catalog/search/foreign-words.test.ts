// Requests in French, Spanish and German (issue #11): German word forms the translation tables cannot list one by one (the
// two requests of blind-17 answered with nothing): a compound the tables have only in parts ("Wetterdaten") and a verb in
// -ern with its e dropped ("erinnere"); and everyday words of safety, study and paperwork requests. Through the real index
// over the registry snapshot; the compound rule is also checked switched off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeQuery, splitCompound, synonymsOf } from '../../../catalog/search/analyze.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const top = (query: string, n: number, idx = index) => idx.search({ query, limit: n }).results.map((r) => r.doc.name);

test('a German compound whose parts the tables know is read as its parts, with or without the linking s', () => {
  assert.deepEqual(splitCompound('wetterdaten'), ['wetter', 'daten']);
  assert.deepEqual(splitCompound('kundendaten'), ['kunden', 'daten']);
  assert.deepEqual(splitCompound('zeitungsartikel'), ['zeitung', 'artikel']);
  // Words the tables have whole, English compounds and words with an unknown part are left as they are.
  assert.deepEqual(splitCompound('datenbank'), ['datenbank']);
  assert.deepEqual(splitCompound('passwordmanager'), ['passwordmanager']);
  assert.deepEqual(splitCompound('filesystem'), ['filesystem']);
  assert.deepEqual(splitCompound('steuerberaterin'), ['steuerberaterin']);
  assert.deepEqual(
    analyzeQuery('Wetterdaten abrufen').terms.map((t) => t.word),
    ['wetter', 'daten'],
  );
});

test('"wie kann ich Wetterdaten fur Berlin abrufen" finds weather servers; read whole, it finds nothing', () => {
  const on = top('wie kann ich Wetterdaten fur Berlin abrufen', 5);
  assert.ok(on.includes('io.github.dgahagan/weather-mcp'), on.join(', '));
  assert.ok(
    on.every((n) => /weather/i.test(n)),
    on.join(', '),
  );
  assert.deepEqual(top('wie kann ich Wetterdaten fur Berlin abrufen', 5, snapshotIndex({ compounds: false })), []);
});

test('a German verb in -ern reads its infinitive\'s entry ("erinnere" -> erinnern: remind), and finds task managers', () => {
  assert.ok(synonymsOf('erinnere').includes('remind'), synonymsOf('erinnere').join(', '));
  // English words keep their own sense: no German infinitive is read into them.
  assert.ok(!synonymsOf('there').includes('remind'));
  const page = top('erinnere mich morgen an die Steuererklärung', 5);
  assert.ok(page.includes('net.todoist/mcp') && page.includes('io.github.evalor/dida365'), page.join(', '));
});

test('everyday French, Spanish and German words of safety, study and paperwork requests reach their servers', () => {
  assert.equal(top('est-ce que ce lien est dangereux ? verifie-le stp', 1)[0], 'io.github.aplaceforallmystuff/mcp-threatintel');
  const cards = top('¿hay algo que me haga fichas de repaso del examen?', 2);
  assert.deepEqual(cards.sort(), ['io.github.arielbk/anki-mcp', 'io.github.nailuoGG/anki-mcp-server']);
  assert.equal(top('schick den Vertrag zur digitalen Unterschrift an meinen Vermieter', 1)[0], 'co.thisdot.docusign-navigator/mcp');
  for (const [word, english] of [
    ['vermieter', 'landlord'],
    ['nevera', 'fridge'],
    ['sicherheitslucken', 'vulnerabilities'],
  ] as const)
    assert.ok(synonymsOf(word).includes(english), `${word}: ${synonymsOf(word).join(', ')}`);
});

test('Italian articles and prepositions joined with the article are function words, not needs ("monitora gli errori ...")', () => {
  const words = analyzeQuery('monitora gli errori della mia applicazione sulla dashboard').terms.map((t) => t.word);
  for (const w of ['gli', 'della', 'mia', 'sulla']) assert.ok(!words.includes(w), `${w} in ${words.join(' ')}`);
});
