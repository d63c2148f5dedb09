// Forms of the catalogue's vocabulary in French, Spanish, German, Portuguese and Italian (catalog/search/forms.json, written by
// scripts/search-forms.ts from helpers' forms; issue #11, session 25). What the table may hold, and what it does to requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FORM_TRANSLATIONS } from '../../../catalog/search/forms.js';
import { TRANSLATIONS } from '../../../catalog/search/language.js';
import { MORE_TRANSLATIONS } from '../../../catalog/search/translations.js';
import { SYNONYMS } from '../../../catalog/search/synonyms.js';
import { englishStems, isEnglishWord } from '../../../catalog/search/english.js';
import { stem } from '../../../catalog/search/stem.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const top = (query: string, n: number) => index.search({ query, limit: n }).results.map((r) => r.doc.name);

test('a form is no English word, has no English word stem, and is no key of the hand-written tables (they win)', () => {
  const stems = englishStems(stem);
  const keys = Object.keys(FORM_TRANSLATIONS);
  assert.ok(keys.length > 1000, `${keys.length} forms`);
  for (const k of keys) {
    assert.match(k, /^[a-z]{4,}$/, k);
    assert.ok(!isEnglishWord(k), `${k} is an English word`);
    assert.ok(!stems.has(stem(k)), `${k} has an English word's stem`);
    assert.ok(!TRANSLATIONS[k] && !MORE_TRANSLATIONS[k] && !SYNONYMS[k], `${k} is a hand-written key`);
    assert.ok(FORM_TRANSLATIONS[k]!.length >= 1 && FORM_TRANSLATIONS[k]!.length <= 3, k);
  }
});

test('an English request reads as before: no form borrows an English word ("stocke", to store, is not "stock")', () => {
  const stock = analyzeQuery('how did apple stock do today').terms.find((t) => t.word === 'stock')!;
  assert.ok(!stock.alts.includes('stor'), stock.alts.join(' '));
  const add = analyzeQuery('ajoute un rendez-vous dans mon agenda').terms[0]!;
  assert.ok(!add.alts.includes('ad'), `"ajoute" is add, not the advertisement: ${add.alts.join(' ')}`);
});

test('a request in another language finds its servers through the forms (read sets blind-76 and agent-6)', () => {
  // "billetera" (wallet) was no word of the tables: the wallet and balance servers came after exchanges.
  assert.ok(analyzeQuery('billetera').terms[0]!.alts.includes('wallet'));
  const wallet = top('consultar el saldo de mi billetera de criptomonedas', 3);
  assert.ok(wallet.includes('ai.smithery/cuongpo-coti-mcp'), wallet.join(', '));
  // "mandar" (send): a WhatsApp sender first, not the servers that only have messages.
  assert.ok(analyzeQuery('mandar').terms[0]!.alts.includes('send'));
  assert.equal(top('necesito mandar mensajes de WhatsApp a mis clientes', 1)[0], 'com.infobip/mcp');
});

test('Portuguese and Italian requests, which no hand-written table reads, find their servers (read set blind-85)', () => {
  // "voos baratos" (cheap flights): before, one unrelated Brazilian data server
  const flights = top('encontrar voos baratos para Lisboa em março', 3);
  assert.ok(flights.includes('io.github.simonenavifare/navifare-mcp'), flights.join(', '));
  // "leggi" (read): a mailbox reader first, not a server that only sends
  assert.equal(top('leggi le mie email non lette e rispondi', 1)[0], 'com.mintmcp/outlook-email');
});

test('a kind of place near somewhere, in Italian and Portuguese too ("vicino", "perto"), is a places search (blind-85)', () => {
  assert.equal(top('trova ristoranti vicino al mio hotel a Roma', 1)[0], 'io.github.domdomegg/google-maps-places-mcp');
});

test('Italian and Portuguese asking words are filler, as the French, Spanish and German ones (blind-85, session 26)', () => {
  // "come" (how) matched monday.com and every description saying "come"; now nothing of the request is known but "lino"
  const stains = top('suggerisci come smacchiare una tovaglia di lino', 10);
  assert.ok(!stains.includes('com.monday/monday.com') && stains.length <= 1, stains.join(', '));
  for (const w of ['come', 'vorrei', 'quero', 'preciso', 'amanha', 'domani', 'quais', 'dove']) {
    assert.ok(!analyzeQuery(`${w} tradurre un documento`).terms.some((t) => t.word === w), w);
  }
  // "cerca" stays a word: it is Spanish "near" ("cerca de mi hotel"), read as a place
  assert.ok(analyzeQuery('cerca documentazione aggiornata').terms.some((t) => t.word === 'cerca'));
});

test('"vicino al mio hotel", "perto do meu hotel": the place after a joined preposition and a possessive is context', () => {
  // (and, as before, "near a train station": an article after the place word is no preposition joined to it)
  for (const q of [
    'ristoranti vicino al mio hotel a Roma',
    'restaurantes perto do meu hotel em Lisboa',
    'find restaurants near a hotel in Rome',
  ]) {
    const a = analyzeQuery(q);
    assert.ok(a.terms.find((t) => t.word === 'hotel')?.context, `${q}: ${JSON.stringify(a.terms.map((t) => [t.word, t.context]))}`);
  }
});

test('"previsão do tempo", "fim de semana", "en ligne": weather, the weekend and online in Portuguese, Italian and French (blind-93)', () => {
  const weather = top('ver a previsão do tempo para o fim de semana', 10);
  assert.ok(weather.length >= 5, weather.join(', '));
  assert.ok(analyzeQuery('ver a previsão do tempo para o fim de semana').terms.every((t) => t.word !== 'fim' && t.word !== 'tempo'));
  assert.ok(analyzeQuery('previsioni del tempo per il fine settimana').terms.some((t) => t.word === 'weather'));
  const up = analyzeQuery('vérifier si mon site web est toujours en ligne');
  assert.ok(
    up.terms.some((t) => t.word === 'online') && !up.terms.some((t) => t.word === 'ligne'),
    JSON.stringify(up.terms.map((t) => t.word)),
  );
});

test('a month after "in", "en", "a" and the first minute of a recording say when, not what (blind-98); a month alone stays a word', () => {
  const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
  assert.ok(
    !words('find flights from Boston to Tokyo in March').includes('march'),
    words('find flights from Boston to Tokyo in March').join(),
  );
  assert.ok(top('find flights from Boston to Tokyo in March', 10).includes('io.github.variflight/variflight-mcp'));
  assert.ok(!words('reservar un hotel en Lisboa en mayo').includes('mayo'));
  assert.ok(words('latest nasa mars rover data').includes('mars'));
  assert.ok(words('build a mars rover simulator').includes('mars'));
  const trim = words('convert this video to mp4 and trim the first minute');
  assert.ok(!trim.includes('minute') && !trim.includes('first'), trim.join());
  assert.ok(words('write the minutes of our meeting').includes('minutes'));
});

test('"banco de dados", "offerte di lavoro", "lavorare a maglia": Portuguese and Italian phrases read whole (blind-101)', () => {
  const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
  const db = words('consultar o banco de dados Postgres do meu projeto');
  assert.ok(db.includes('database') && !db.includes('banco') && !db.includes('dados'), db.join());
  assert.ok(top('consultar o banco de dados Postgres do meu projeto', 3).some((n) => /postgres/.test(n)));
  assert.ok(words('cerca offerte di lavoro come sviluppatore').includes('job'));
  // knitting is no work: no server knits, so the request finds nothing rather than servers that say "lavorare"
  assert.ok(!words('imparare a lavorare a maglia una sciarpa').includes('lavorare'));
  assert.equal(top('imparare a lavorare a maglia una sciarpa', 10).filter((n) => !/learn/.test(n)).length, 0);
});

test('"com", "os", "ha" are function words in a Portuguese, Spanish or Italian request, and words in an English one; monday.com is no weekday', () => {
  const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
  const chart = words('criar um gráfico com os dados da planilha de vendas');
  assert.ok(!chart.includes('com') && !chart.includes('os'), chart.join());
  assert.ok(!top('criar um gráfico com os dados da planilha de vendas', 3).includes('com.monday/monday.com'));
  assert.ok(!words('quante calorie ha una porzione di lasagne').includes('ha'));
  assert.ok(words('which os does my raspberry pi run').includes('os'));
  assert.ok(words('turn on the lights with ha').includes('ha'));
  assert.equal(top('add a task to my monday.com board', 1)[0], 'com.monday/monday.com');
  assert.ok(!words('book a meeting for monday').includes('monday'));
});

test('"quest\'anno" says when; a Portuguese request\'s "as", "este" tell its "com" from a domain (blind-101)', () => {
  const words = (q: string) => analyzeQuery(q).terms.map((t) => t.word);
  const it = words("trova le azioni con il miglior rendimento quest'anno");
  assert.ok(!it.includes('quest') && !it.includes('anno'), it.join());
  assert.ok(!words('encontre as ações com melhor rendimento este ano').includes('com'));
  assert.ok(words('save the page as a pdf and email it to my os team').includes('os'));
});

test('"translate this document": the verb is the capability and "document" a container, as "file" and "data" are (blind-98)', () => {
  const page = top('translate this document', 5);
  assert.equal(page[0], 'io.github.huoshuiai42/huoshui-pdf-translator');
  // the servers that translate come before the document tools that do not
  assert.ok(
    page
      .slice(1, 4)
      .every((n) => ['io.github.SamYuan1990/i18n-agent-action', 'com.smartling/smartling-mcp-server', 'dev.lingo/main'].includes(n)),
    page.join(', '),
  );
});
