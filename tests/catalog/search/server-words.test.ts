// Issue #11, sixth round: the everyday words written for each listed server (catalog/search/server-words.json),
// the table's review rules, and how its words match: a whole phrase as the server's purpose, one word of a
// longer phrase weakly, nothing for a scaffold. Real entries of the table on hand-made documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndex } from '../../../catalog/search/index.js';
import type { SearchDoc } from '../../../catalog/search/index.js';
import type { RuleSwitches } from '../../../catalog/search/tiers.js';
import { matchTerm } from '../../../catalog/search/tiers.js';
import { stem } from '../../../catalog/search/stem.js';
import { allServerWords, SERVER_WORD_LANGUAGES, serverWords } from '../../../catalog/search/server-words.js';
import { AnalyzedDoc, analyzeDoc, analyzeQuery, contextStart, FIELDS, LISTS } from '../../../catalog/search/analyze.js';
import type { Segment } from '../../../catalog/search/analyze.js';
import { snapshotDocs } from '../../../bench/search/snapshot.js';
import { searchDoc as mk } from '../../helpers/search-doc.js';

function build(docs: SearchDoc[], rules: RuleSwitches = {}): SearchIndex {
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  return idx;
}

// Words that fit almost any server: an entry made of one of them would match every request that uses it.
const GENERIC = new Set(
  [
    'data tool tools api apis server mcp ai agent llm model manage management access integration integrate platform service',
    'app application information info get use help assistant automation automate online system interface connect support',
    'content resources query search create list',
    'données donnée outil outils serveur gestion plateforme application informations recherche chercher',
    'herramienta herramientas datos servidor gestión plataforma servicio aplicación información búsqueda buscar',
    'daten werkzeug werkzeuge verwaltung plattform dienst anwendung informationen suche suchen',
  ]
    .join(' ')
    .split(' '),
);

test('server words: every entry names a server of the snapshot and is a short lowercase phrase, never a generic word', () => {
  const table = allServerWords();
  const names = new Set(snapshotDocs().map((d) => d.name));
  assert.ok(table.size >= 1000, `the table covers the snapshot (${table.size} entries)`);
  for (const [name, entry] of table) {
    assert.ok(names.has(name), `${name} is a server of the snapshot`);
    for (const language of SERVER_WORD_LANGUAGES) {
      const phrases = entry[language];
      assert.ok(Array.isArray(phrases) && phrases.length <= 18, `${name} (${language}): a list of at most 18 phrases`);
      for (const p of phrases) {
        assert.match(p, /^[\p{Ll}\p{N}.#][\p{Ll}\p{N} '’/#.+-]*$/u, `${name} (${language}): "${p}" is lowercase words`);
        assert.ok(p.split(' ').length <= 4, `${name} (${language}): "${p}" is a short phrase`);
        assert.ok(!GENERIC.has(p), `${name} (${language}): "${p}" is a generic word`);
      }
    }
  }
});

test('server words: an agent\'s words find a server that never uses them ("call someone" -> a dialer)', () => {
  const dialer = mk({
    name: 'app.getdialer/dialer',
    description: 'An MCP server that provides lets you make outbound phone calls using your own phone number',
  });
  const other = mk({ name: 'io.github.x/notes', description: 'Keep notes in folders.' });
  assert.ok(serverWords('app.getdialer/dialer').includes('telephony'));
  const on = build([dialer, other]).search({ query: 'telephony for my sales team' });
  assert.equal(on.results[0]?.doc.name, 'app.getdialer/dialer');
  const off = build([dialer, other], { serverWords: false }).search({ query: 'telephony for my sales team' });
  assert.equal(off.results.length, 0, 'without the table nothing says telephony');
});

test('server words: one word of a longer phrase is weak, two words of it are the phrase', () => {
  // Its table entry has "continuous delivery": "pizza delivery" is not what it is for.
  const argo = mk({ name: 'io.github.dexcom-inc/argocd-mcp', description: 'Argo CD: GitOps for Kubernetes.' });
  const zomato = mk({ name: 'com.zomato/mcp', description: 'Order food for delivery from restaurants.' });
  const docs = [argo, zomato];
  const pizza = build(docs).search({ query: 'pizza delivery' });
  assert.deepEqual(
    pizza.results.map((r) => r.doc.name),
    ['com.zomato/mcp'],
  );
  const cd = build(docs).search({ query: 'continuous delivery' });
  assert.equal(cd.results[0]?.doc.name, 'io.github.dexcom-inc/argocd-mcp');
  const weak = build(docs, { akaPhrases: false })
    .search({ query: 'continuous delivery' })
    .results.find((r) => r.doc.name === argo.name);
  const strong = cd.results.find((r) => r.doc.name === argo.name);
  assert.ok((strong?.score ?? 0) > (weak?.score ?? 0), 'the whole phrase weighs more than its words');
});

test('server words: a scaffold gets none (its entry was written from its name alone)', () => {
  const name = 'live.alpic.send-email-49a8d7ee/send-email';
  assert.ok(serverWords(name).length > 0);
  const scaffold = analyzeDoc(mk({ name, title: 'My MCP Server', description: 'Description of my MCP server' }));
  assert.deepEqual([...scaffold.words('aka'), ...scaffold.words('akaPart')], []);
  const working = analyzeDoc(mk({ name, description: 'Sends email through SMTP.' }));
  assert.ok(working.count('aka') + working.count('akaPart') > 0);
});

test('"near my hotel", "cerca de mi hotel" are the context of a request, not its need', () => {
  assert.equal(contextStart(['restaurants', 'near', 'my', 'hotel']), 1);
  assert.equal(contextStart(['restaurantes', 'cerca', 'de', 'mi', 'hotel']), 1);
  assert.equal(contextStart(['restaurants', 'near', 'my', 'hotel'], { place: false }), 4);
  assert.equal(contextStart(['hotels', 'near', 'airport']), 3, 'a bare noun after "near" stays the need');
});

/** `d` with some of its word lists replaced. */
const withWords = (d: AnalyzedDoc, lists: Partial<Record<Segment, readonly string[]>>): AnalyzedDoc =>
  new AnalyzedDoc({ ...(Object.fromEntries([...FIELDS, ...LISTS].map((s) => [s, d.words(s)])) as Record<Segment, string[]>), ...lists }, d);

test('server words: French, Spanish and German words match only words that are not English ("pain" is bread only in French)', () => {
  const base = analyzeDoc(mk({ name: 'io.github.x/bakery', description: 'Order from a bakery.' }));
  const doc = withWords(base, { intl: [stem('pain')], intlPart: [] });
  const english = analyzeQuery('pain').terms[0]!;
  const french = analyzeQuery('boulangerie').terms[0]!;
  assert.equal(english.english, true);
  assert.equal(matchTerm(english, doc).kind, null, 'the English word does not meet the French one');
  assert.ok(!french.english);
  assert.equal(matchTerm(french, withWords(base, { intl: [stem('boulangerie')], intlPart: [] })).kind, 'whole');
});

test('server words: the index forgets them when a server changes or goes', () => {
  const idx = new SearchIndex();
  const dialer = mk({ name: 'app.getdialer/dialer', description: 'Make outbound phone calls using your own phone number' });
  idx.upsert(dialer);
  assert.equal(idx.search({ query: 'telephony' }).results[0]?.doc.id, dialer.id);
  idx.upsert({ ...dialer, name: 'io.github.x/renamed' });
  assert.equal(idx.search({ query: 'telephony' }).results.length, 0, 'renamed: no entry, no words');
  idx.upsert(dialer);
  idx.remove(dialer.id);
  assert.equal(idx.search({ query: 'telephony' }).results.length, 0, 'removed');
});

test('server words: a match on them shows in `matched` as `about`, not as the description that lacks the word', () => {
  const dialer = mk({ name: 'app.getdialer/dialer', description: 'Make outbound phone calls using your own phone number' });
  const r = build([dialer]).search({ query: 'telephony' }).results[0]!;
  assert.deepEqual(r.matched?.terms.telephony, ['about']);
  const own = build([dialer]).search({ query: 'outbound' }).results[0]!;
  assert.ok(own.matched?.terms.outbound?.includes('description'));
});
