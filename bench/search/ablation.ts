// `npx tsx bench/search/ablation.ts`: nDCG@10 of the search with each of issue #11's ranking rules switched
// off in turn (catalog/search/tiers.ts RuleSwitches), on the tuning set, the frozen holdout and the shared
// dev set, beside the full search; plus zero-hit counts and results for queries with nothing relevant.
// `--holdout` adds the held-out sets' columns (holdout-11, blind-13; look at them rarely: never tuned on).
import { SearchIndex } from '../../catalog/search/index.js';
import type { RuleSwitches } from '../../catalog/search/tiers.js';
import { table } from '../helpers.js';
import { judgedSets, score } from './eval.js';
import { snapshotDocs } from './snapshot.js';

// Categorised from their text as the checker does (production search documents carry categories).
const docs = snapshotDocs({ categories: true });
const variants: [string, RuleSwitches][] = [
  ['all rules', {}],
  ['without IDF weights', { idf: false }],
  ['without field strength / concentration', { fields: false }],
  ['without the graded tier (half the words)', { graded: false }],
  ['without the floor', { floor: false }],
  ['without mined expansions', { expansions: false }],
  ['typos for every word (not only unknown ones)', { oovTypos: false }],
  ['without derived forms (transcribe / transcription)', { derived: false }],
  ['derived forms of every word, typos and foreign words too ("schedual" -> "schedu")', { derivedEnglish: false }],
  ['without the category bonus', { categories: false }],
  ['category-id words at full strength (0.4)', { categoryWords: false }],
  ['time phrases kept ("next tuesday", "last week")', { timePhrases: false }],
  ['unknown "un-" words read as typos only', { unPrefix: false }],
  ['without product capabilities (Redmine -> issue tracker)', { products: false }],
  ['a short page naming a product stays short (no servers like it: "stripe" -> PayPal)', { like: false }],
  ['without task phrases (website down -> uptime)', { tasks: false }],
  ['context words ("for my online store") weigh as any word', { context: false }],
  ['transaction verbs ("order", "book", "pedir") weigh as any word', { transactionVerbs: false }],
  ['a server about another market, product or task ordered with the others of its step (evidence, strength)', { offTarget: false }],
  ['coverage of exactly half passes the floor', { strictHalf: false }],
  ['trial copies ("...-test", "...-template") weigh as any server', { trial: false }],
  ['a long request needs a quarter of its weight, as a short one', { longRequests: false }],
  ['typos of task phrase words not read ("schedual a call")', { taskTypos: false }],
  ['English words the catalogue lacks read as typos', { englishWords: false }],
  ['a capability word where a server states its purpose is not purpose', { purposeConcepts: false }],
  ["a request's payload (quoted text, what a picture is of, what a message says) kept", { payload: false }],
  ["no bonus for stating the capability of a request's task phrase", { conceptBonus: false }],
  ['without the everyday words written per server (server-words.json)', { serverWords: false }],
  ['server words in English only (no fr / es / de)', { serverWordsIntl: false }],
  ['two request words in one server phrase match as its words only', { akaPhrases: false }],
  ['"near my ..." weighs as the need; a kind of place near somewhere is no places search', { placeContext: false }],
  ["a partial match without the request's head verb weighs as any", { headVerb: false }],
  ['a partial match on one word of a request of three weighs as any', { breadth: false }],
  ['a server named for a place ("korea-stock-mcp") weighs as any server', { regions: false }],
  ['task phrases not read in a spelled-out long form ("speech to text" -> stt)', { longFormTasks: false }],
  ['German compounds read whole ("Wetterdaten" not read as wetter daten)', { compounds: false }],
  ['no bonus for a server named only with words of the request ("github-mcp-server" for "github server")', { namedFor: false }],
  [
    'a phrase\'s capability word that another request word stands for counts again ("cours de l\'action": price twice)',
    { ownConcepts: false },
  ],
  [
    'a noun-first phrase of another language read at its last word ("apartamento vacacional": the capability on "vacacional")',
    { phraseHead: false },
  ],
  [
    'untranslated words of another language that no server uses are no need of the page confidence ("afilar un cuchillo")',
    { foreignUnknown: false },
  ],
  ['a home repair\'s other words are needs ("regrout the tiles around my bathtub": "tiles", "bathtub")', { homeRepairs: false }],
  ['a writing edit\'s other words are needs ("fix grammar and tone in this press release": "press", "release")', { writingEdits: false }],
  ['a statistical test\'s other words are needs ("run a t-test on my survey results": "survey", "results")', { statisticalTests: false }],
  ['a trademark check\'s other words are needs ("is my business name already trademarked": "business", "name")', { trademarks: false }],
  [
    'the weather asked through its signs keeps its other words needs ("will the rain ruin Saturday\'s picnic": "ruin", "picnic")',
    { weatherAsked: false },
  ],
  [
    'a message checked for a threat keeps its other words needs ("does this email look like a phishing attempt": "email")',
    { threatChecks: false },
  ],
  ['what a thing is made from stays a need ("erstelle eine Präsentation aus meinen Notizen": "notizen")', { madeFrom: false }],
  ['what a reminder is about stays a need ("remind me in two hours to call the printer": "call", "printer")', { reminders: false }],
  ['only the kinds a phrase names are sought near a place ("a pet sitter near me" is no places search)', { placeSought: false }],
  ['without the page confidence (a weak page of a request needing a word no server uses shown whole)', { confidence: false }],
  ['page confidence as before (no words said only in passing, no keyword first words, any name match answers)', { passingWords: false }],
  [
    "any name match makes a weak page confident (not read with the request's object: verb alone, a word not its head)",
    { objectNames: false },
  ],
  ['a first page about another sense of the object\'s qualifier shown whole ("vet" of "book a vet appointment")', { otherSense: false }],
  ['a sure typo ("hotal" -> hotel) held to a whole word\'s strength for purpose and name matches', { sureTypos: false }],
  ['a request with a sure typo answered as a typo, not as the request it meant ("generate an imgae")', { typoWords: false }],
  ['a slip in a French, Spanish or Italian request left to fuzzy matches ("buscar vuleos de Madrid")', { foreignSlips: false }],
  ['an English word no server uses, misspelt by a swap or a doubled letter, left a need ("manuscrpit")', { englishSlips: false }],
  [
    'stray results kept (one word through a translation after a full match: "suivi de colis"; a weak page\'s qualifier: "case law")',
    { strayMatches: false },
  ],
  [
    'the only server of a request shown though it merely mentions one word ("regrout the tiles around my bathtub", read before home repairs)',
    { loneMentions: false },
  ],
  [
    'the only server of a request shown though it matches one word by coincidence ("descale my espresso machine")',
    { loneCoincidences: false },
  ],
  ['a first page whose best server covers too little of the request shown ("sourdough proof in the fridge")', { pageFloor: false }],
  [
    'no connector of hundreds of apps for a request naming one no server is named for ("add this lead to our HubSpot")',
    { connectors: false },
  ],
  ['no word said in passing read in a French, Spanish or German request ("trouver les paroles d\'une chanson")', { foreignHead: false }],
  ['a translated word no server uses makes no weak page ("prends rendez-vous chez mon coiffeur")', { translatedNeed: false }],
  ['a word typed in capitals the catalogue lacks ("AAPL") weighs as a need word or a typo', { identifiers: false }],
  ['what news or papers are about weighs as the need ("news articles about inflation")', { topic: false }],
  ['a server named for another product than the one asked for weighs as any ("Trello" for "my Notion board")', { otherProducts: false }],
  ['a server named for another two-word product weighs as any ("Meta Ads" for "Google Ads")', { twoWordProducts: false }],
  ['a swap that makes a plural is no typo of its stem ("metrcis" is not "metric")', { swappedForms: false }],
  ['a Spanish word two edits from a task word read as its typo ("remendar" as "reminder")', { foreignTaskTypos: false }],
];
// The held-out sets are scored only with --holdout: they are not tuned on, so they are looked at rarely (issue #11).
// `--pooled`: one column per group instead of per set: the tuning set, the agent-style sets read since the tenth
// session (blind-12..21 and agent-2..6, each query weighed once), holdout-11 (with --holdout) and the shared dev set.
const withHoldout = process.argv.includes('--holdout');
const pooled = process.argv.includes('--pooled');
const READ_BLIND = /^blind-(1[2-9]|2[01])\b/;
const groupOf = (label: string): string | null => {
  if (!pooled) return label;
  if (label === 'tuning' || label === 'shared dev') return label;
  if (READ_BLIND.test(label)) return 'read blind-12..21';
  if (label.startsWith('agent-')) return 'agent-2..6';
  if (label.startsWith('holdout-11')) return withHoldout ? 'holdout-11' : null;
  return null;
};
const sets = judgedSets().filter((s) => s.label !== 'earlier holdout' && (pooled ? groupOf(s.label) !== null : withHoldout || !s.heldOut));
const groups = [...new Set(sets.map((s) => groupOf(s.label)!))];
const rows: (string | number)[][] = [];
for (const [label, rules] of variants) {
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  const acc = new Map<string, { sum: number; judged: number; zeroHit: number; noRel: number; noRelSum: number }>();
  for (const set of sets) {
    const s = score(set, (q) => idx.search({ query: q, limit: 10 }).results.map((r) => r.doc.name));
    const a = acc.get(groupOf(set.label)!) ?? { sum: 0, judged: 0, zeroHit: 0, noRel: 0, noRelSum: 0 };
    a.sum += s.mean * s.judged;
    a.judged += s.judged;
    a.zeroHit += s.zeroHit;
    a.noRel += s.noRelevant;
    a.noRelSum += s.noRelevant ? s.noRelevantMean * s.noRelevant : 0;
    acc.set(groupOf(set.label)!, a);
  }
  const row: (string | number)[] = [label];
  for (const g of groups) {
    const a = acc.get(g)!;
    row.push(`${(a.sum / a.judged).toFixed(pooled ? 4 : 3)} (${a.zeroHit} / ${(a.noRelSum / Math.max(1, a.noRel)).toFixed(1)})`);
  }
  rows.push(row);
}
console.log('nDCG@10 (zero-hit queries / mean results where nothing is relevant)');
console.log(table(['variant', ...groups], rows));
