// The written translation table (catalog/search/written-translations.ts): derived from what the helpers wrote
// by the script, never an English word or a key of the reviewed tables, and read by the query analysis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  invertTranslations,
  readWritten,
  WRITTEN_MAX,
  WRITTEN_TRANSLATIONS,
  writtenSkip,
} from '../../../catalog/search/written-translations.js';
import { synonymsOf, typoSynonymsOf } from '../../../catalog/search/analyze.js';

test('the shipped table is what scripts/build-search-translations.ts derives from the written source', () => {
  const file = readWritten();
  assert.ok(file.source.length > 1000 && Object.keys(file.table).length > 1000);
  assert.deepEqual(file.table, invertTranslations(file.source, writtenSkip()));
});

test('invertTranslations: folded plain words only; generic targets, English words, filler and reviewed keys left out', () => {
  const skip = {
    isEnglish: (w: string) => w === 'hotel',
    taken: (w: string) => w === 'para' || w === 'factura',
    generic: (en: string) => en === 'make',
  };
  const table = invertTranslations(
    [
      { en: 'meeting', es: ['reunión', 'reuniones'], fr: ['réunion', 'rendez-vous'], de: ['Besprechung', 'Termin'] },
      { en: 'appointment', fr: ['rendez vous'], de: ['termin', 'Termine'] },
      { en: 'lodging', es: ['hotel', 'alojamiento', 'para', 'al'] },
      { en: 'invoice', es: ['factura'] },
      { en: 'make', es: ['hacer', 'haz'] },
    ],
    skip,
  );
  assert.deepEqual(table, {
    alojamiento: ['lodging'],
    besprechung: ['meeting'],
    reunion: ['meeting'],
    reuniones: ['meeting'],
    termin: ['meeting', 'appointment'],
    termine: ['appointment'],
  });
  for (const targets of Object.values(table)) assert.ok(targets.length <= WRITTEN_MAX);
});

test('the shipped table: no English word or stem, no filler, nothing the reviewed tables read; targets from the source', () => {
  const { isEnglish, taken } = writtenSkip();
  const english = new Set(readWritten().source.map((e) => e.en));
  for (const [k, targets] of Object.entries(WRITTEN_TRANSLATIONS)) {
    assert.ok(!isEnglish(k) && !taken(k), k);
    for (const t of targets) assert.ok(english.has(t), `${k} -> ${t}`);
  }
  // The reviewed tables win: "schreib" still reads as their "schreiben".
  assert.deepEqual(synonymsOf('schreib'), synonymsOf('schreiben'));
  // English requests do not change: an English word has no entry, and no typo lands on a written form.
  assert.deepEqual(synonymsOf('stock'), []);
  assert.ok(typoSynonymsOf('scrapper').length > 0);
  assert.ok(typoSynonymsOf('scrapper').every((w) => !Object.hasOwn(WRITTEN_TRANSLATIONS, w)));
});
