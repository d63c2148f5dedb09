// German word forms the translation tables cannot list one by one (issue #11, the two requests of blind-17 answered with
// nothing): a compound the tables have only in parts ("Wetterdaten") and a verb in -ern with its e dropped ("erinnere").
// Through the real index over the registry snapshot; the compound rule is also checked switched off.
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
