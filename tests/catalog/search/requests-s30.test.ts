// Query understanding from the misses of session 30's read blind sets (judged-blind-136, -137, -138; issue #11): what a file
// or chart holds is context, what a reminder says and what is looked for in a mailbox are payload, a parcel that has not
// arrived is a parcel, and a QR code is neither code nor a scan. Through the real index over the registry snapshot,
// categorised from its text as the checker does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchPage } from '../../../catalog/search/index.js';
import { analyzeQuery } from '../../../catalog/search/analyze.js';
import { withoutPayload } from '../../../catalog/search/tokenize.js';
import { snapshotIndex } from '../../helpers/snapshot-index.js';

const index = snapshotIndex();
const names = (page: SearchPage) => page.results.map((r) => r.doc.name);
const top = (query: string, n: number) => names(index.search({ query, limit: n }));
const contextOf = (query: string) =>
  analyzeQuery(query)
    .terms.filter((t) => t.context)
    .map((t) => t.word);

test('what a file, table or chart holds is context: "chart this CSV of monthly sales by region" (blind-137)', () => {
  assert.deepEqual(contextOf('chart this CSV of monthly sales by region'), ['monthly', 'sales', 'region']);
  assert.deepEqual(contextOf('build a dashboard of weekly signups'), ['weekly', 'signups']);
  // ... up to what it is to become
  assert.deepEqual(contextOf('turn my spreadsheet of receipts into a PDF report'), ['receipts']);
  assert.deepEqual(contextOf('crear una hoja de cálculo con los gastos del mes'), ['gastos']);
  // The Romance "de" only after a file: a cutting board is a board, a shopping list a list.
  assert.deepEqual(contextOf('analizar este archivo CSV de ventas mensuales'), ['ventas', 'mensuales']);
  assert.deepEqual(contextOf('cómo curar la madera de una tabla de cortar'), []);
  assert.deepEqual(contextOf('ajoute du lait à ma liste de courses'), []);
  // Charting servers answer, not servers about regions or sales (before: four results, two of them clocks and regions).
  const chart = top('chart this CSV of monthly sales by region', 10);
  for (const n of ['io.github.antvis/mcp-server-chart', 'io.github.palewire/datawrapper-mcp', 'io.github.MR901/mcp-plots'])
    assert.ok(chart.includes(n), `${n}: ${chart.join(', ')}`);
  assert.ok(!chart.includes('ai.smithery/arjunkmrm-clock'), chart.join(', '));
  const dashboard = top('build a dashboard of weekly signups', 10);
  assert.ok(dashboard.includes('io.github.grafana/mcp-grafana'), dashboard.join(', '));
});

test('what a reminder says is payload: "remind me to call the printer on Thursday" asks for reminders (blind-136)', () => {
  assert.equal(withoutPayload('remind me to call the printer on Thursday').trim(), 'remind me');
  assert.equal(withoutPayload('rappelle-moi de payer le loyer vendredi').trim(), 'rappelle-moi');
  assert.equal(withoutPayload('set a reminder to water the plants').trim(), 'set a reminder');
  assert.equal(withoutPayload('recuérdame que tengo dentista el lunes').trim(), 'recuérdame');
  // "remind me" alone, or a reminder app named, keeps its words
  assert.equal(withoutPayload('which app can remind me').trim(), 'which app can remind me');
  for (const q of ['remind me to call the printer on Thursday', 'rappelle-moi de payer le loyer vendredi']) {
    const page = top(q, 10);
    assert.ok(page.includes('net.todoist/mcp'), `${q}: ${page.join(', ')}`);
    // before: a calling service, for "call"
    assert.ok(!page.includes('host.justcall.mcp/justcall-mcp-server'), `${q}: ${page.join(', ')}`);
  }
});

test('what is looked for in a mailbox is payload: "check my inbox for unpaid supplier invoices" asks for mail (blind-137)', () => {
  assert.equal(withoutPayload('check my inbox for unpaid supplier invoices').trim(), 'check my inbox');
  assert.equal(withoutPayload('cherche dans mes mails les factures impayées').trim(), 'cherche dans mes mails');
  assert.equal(withoutPayload('busca en mi correo la confirmación del vuelo').trim(), 'busca en mi correo');
  // ... and with the sought thing before the place (agent-4: "find what I wrote about the tax refund in my notes")
  assert.equal(withoutPayload('find what I wrote about the tax refund in my notes').trim(), 'find in my notes');
  // a free slot is what a calendar is searched for: it stays
  assert.equal(withoutPayload('find a free slot in my calendar next week'), 'find a free slot in my calendar next week');
  // Scanning is a capability of its own: what a scan looks for stays the need.
  assert.equal(withoutPayload('scan my files for viruses'), 'scan my files for viruses');
  assert.equal(withoutPayload('check my repo for leaked secrets'), 'check my repo for leaked secrets');
  for (const q of ['check my inbox for unpaid supplier invoices', 'cherche dans mes mails les factures impayées']) {
    const page = top(q, 5);
    assert.ok(page.filter((n) => /gmail|email|mail/i.test(n)).length >= 3, `${q}: ${page.join(', ')}`);
    // before: the invoicing servers, for "invoices"
    assert.ok(!page.includes('io.github.aringad/fattureincloud-mcp'), `${q}: ${page.join(', ')}`);
  }
});

test('a parcel that has not arrived is a parcel, not a software package: "where is my package right now" (blind-137)', () => {
  assert.deepEqual(top('where is my package right now', 3), ['io.github.shopanaio/novaposhta']);
  // a package to publish or audit is still software
  const npm = top('publish my package to npm', 5);
  assert.ok(!npm.includes('io.github.shopanaio/novaposhta'), npm.join(', '));
});

test('a QR code is neither any code nor a scan: "make a QR code for my restaurant menu" (blind-138)', () => {
  // "qr code" spells out "qr": "code" alone is no weak match of it
  const qr = analyzeQuery('make a QR code for my restaurant menu').terms.find((t) => t.word === 'qr');
  assert.ok(qr && !qr.expansions.includes('cod'), JSON.stringify(qr));
  // before: code generators and security scanners (for "code" and "scan")
  const page = top('make a QR code for my restaurant menu', 10);
  for (const n of ['io.github.kevint-cerebras/cerebras-code-mcp', 'io.github.andrasfe/vulnicheck', 'com.stackhawk/stackhawk'])
    assert.ok(!page.includes(n), `${n}: ${page.join(', ')}`);
});

test('a translation asks for a translator: the text and the target language are payload (blind-145)', () => {
  assert.equal(withoutPayload('translate my abstract into Japanese').trim(), 'translate');
  assert.equal(withoutPayload('traduis ce texte en anglais').trim(), 'traduis');
  assert.equal(withoutPayload('traduce este correo al inglés').trim(), 'traduce');
  assert.equal(withoutPayload('übersetze diese E-Mail ins Englische').trim(), 'übersetze');
  // what the text is stays when translators are made for that kind
  assert.equal(withoutPayload('translate this PDF into French').trim(), 'translate PDF');
  assert.equal(withoutPayload('traduzir este documento para inglês').trim(), 'traduzir documento');
  // with no target language the request keeps its words
  assert.equal(withoutPayload('translate this email'), 'translate this email');
  // documentation is text to translate like any other (it found documentation servers); Portuguese, Dutch, and German with
  // its verb last
  assert.equal(withoutPayload('traduzir a documentação do produto para espanhol').trim(), 'traduzir');
  assert.equal(withoutPayload('vertaal deze tekst naar het Engels').trim(), 'vertaal');
  assert.equal(
    withoutPayload('hilf mir, unsere Website-Texte ins Englische zu übersetzen').replace(/\s+/g, ' '),
    'hilf mir, unsere Website-Texte zu übersetzen',
  );
  const translators = ['io.github.huoshuiai42/huoshui-pdf-translator', 'com.smartling/smartling-mcp-server', 'dev.lingo/main'];
  for (const q of ['translate my abstract into Japanese', 'translate this email into Spanish', 'traduis ce texte en anglais']) {
    const page = top(q, 6);
    // before: one result for the abstract, mail servers for the email
    for (const n of translators) assert.ok(page.includes(n), `${q}: ${n}: ${page.join(', ')}`);
    assert.ok(!page.some((n) => /gmail|outlook-email/.test(n)), `${q}: ${page.join(', ')}`);
  }
});

test('a background removed from a photo is an image edit, in five languages (blind-109, -114, -117 and earlier sets)', () => {
  const editors = ['io.github.zhongweili/nanobanana-mcp-server', 'io.github.shinpr/mcp-image'];
  for (const q of [
    'remove the background from this product photo',
    'remove backgorund from my product photos',
    'quita el fondo de esta foto de producto',
    "supprime l'arrière-plan de cette photo",
    'Hintergrund entfernen aus dem Produktfoto',
  ]) {
    const page = top(q, 10);
    // before: a metadata tool and a shell, for "remove" and "background"
    for (const n of editors) assert.ok(page.includes(n), `${q}: ${n}: ${page.join(', ')}`);
    assert.ok(!page.includes('io.github.domdomegg/shell-exec-mcp'), `${q}: ${page.join(', ')}`);
  }
  // a background task or a background check is no photo
  assert.ok(!top('run this job in the background', 10).includes('io.github.zhongweili/nanobanana-mcp-server'));
});

test('a flat to rent is a property listing: "trova appartamenti in affitto a Milano" (blind-93 and four other sets)', () => {
  for (const q of ['trova appartamenti in affitto a Milano', 'find an apartment to rent in Berlin']) {
    const page = top(q, 5);
    // before: nothing, or a vacation-rental manager alone
    assert.ok(page.includes('io.github.rogiervdbrnk/mcp-real-estate-server'), `${q}: ${page.join(', ')}`);
  }
  // Lyon: a weak page of one. Since session 56 the Dutch server, which names the Netherlands' market (REGION_FACTOR,
  // Relevance.offTarget), comes after the vacation-rental manager of its step, which the page keeps; the judged sets that
  // ask for Lyon grade neither of them.
  const lyon = index.search({ query: 'trouver un appartement à louer à Lyon', limit: 5 });
  assert.equal(lyon.results.length, 1, names(lyon).join(', '));
  assert.ok(lyon.nothing?.partialWord, JSON.stringify(lyon.nothing));
});
