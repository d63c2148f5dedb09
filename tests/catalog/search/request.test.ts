// Issue #11, second round: derived word forms, an empty answer that says what is near, and the search budget
// covering query analysis. Small hand-made catalogues; each rule is also compared with itself switched off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchIndex } from '../../../catalog/search/index.js';
import type { SearchDoc } from '../../../catalog/search/index.js';
import type { RuleSwitches } from '../../../catalog/search/tiers.js';
import { derivedForms, stem } from '../../../catalog/search/stem.js';
import { searchDoc } from '../../helpers/search-doc.js';

const mk = searchDoc;
function build(docs: SearchDoc[], rules: RuleSwitches = {}): SearchIndex {
  const idx = new SearchIndex({ rules });
  for (const d of docs) idx.upsert(d);
  return idx;
}

test('derived forms: the noun of a verb and the verb of a noun, by endings, both ways', () => {
  const has = (word: string, other: string) => derivedForms(word).includes(stem(other));
  assert.ok(has('transcribe', 'transcription'));
  assert.ok(has('transcription', 'transcribe'));
  assert.ok(has('transcribing', 'transcription')); // through the base form the stemmer finds
  assert.ok(has('notifications', 'notify'));
  assert.ok(has('analyze', 'analysis'));
  assert.ok(has('deployment', 'deploy'));
  assert.ok(has('encrypt', 'encryption'));
  assert.ok(has('delivery', 'deliver'));
  assert.ok(has('configure', 'configuration'));
});

test('derived forms leave short roots and colliding words apart', () => {
  assert.ok(!derivedForms('station').includes(stem('state'))); // st + ation
  assert.ok(!derivedForms('state').includes(stem('station')));
  assert.ok(!derivedForms('statement').includes(stem('state')));
  assert.ok(!derivedForms('formation').includes(stem('form'))); // root of 4 letters
  assert.ok(!derivedForms('edition').includes(stem('edit')));
  assert.deepEqual(derivedForms('user'), []);
  assert.ok(!derivedForms('transcribe').includes(stem('transcribe')), "the word's own stem is not repeated");
});

test('"transcribe audio" finds a server about audio transcription as a whole-word match, only with derived forms', () => {
  const docs = [
    mk({ name: 'io.github.a/voice-notes', description: 'Audio transcription and speaker labels.' }),
    mk({ name: 'io.github.b/audio-mixer', description: 'Mix audio tracks.' }),
  ];
  const on = build(docs).search({ query: 'transcribe audio' });
  assert.equal(on.results[0]?.doc.name, 'io.github.a/voice-notes');
  assert.equal(on.results[0]?.tier, 3); // every word whole somewhere
  const off = build(docs, { derived: false }).search({ query: 'transcribe audio' });
  const voice = off.results.find((r) => r.doc.name === 'io.github.a/voice-notes');
  assert.ok(!voice || voice.tier! > 3, 'without derived forms "transcribe" is no whole-word match of "transcription"');
});

test('a typo or a foreign word has no derived forms: "schedual" is not a form of a truncated "schedu…"', () => {
  const docs = [mk({ name: 'io.github.a/crm', description: 'Contacts, calls and schedu…' })];
  const tier = (rules: RuleSwitches) => build(docs, rules).search({ query: 'schedual a call' }).results[0]?.tier;
  assert.equal(tier({ derivedEnglish: false }), 3, 'every word whole, through the derived form "schedu"');
  assert.notEqual(tier({}), 3);
  // An English word still has its forms.
  assert.equal(
    build([mk({ name: 'io.github.b/voice', description: 'Audio transcription.' })]).search({ query: 'transcribe audio' }).results[0]?.tier,
    3,
  );
});

test('a form the catalogue does not use is not added to the query', () => {
  const idx = build([mk({ name: 'io.github.a/notify', description: 'Send a notification to a phone.' })]);
  // "notifications" -> notify (used) ; nothing else is looked up, and the match is whole.
  const r = idx.search({ query: 'phone notifications' });
  assert.equal(r.results[0]?.tier, 3);
});

// "follow the parcel my grandmother mailed from lisbon in her green suitcase": one known word of seven, so below the
// floor of the graded tier; a server whose name and purpose is that word is still worth showing.
const parcelDocs = () => [
  mk({ name: 'io.github.a/parcel-tracker', description: 'Track a parcel by its number.', transports: ['streamable-http'] }),
  mk({ name: 'io.github.b/parcel-lockers', description: 'Find parcel lockers near an address.' }),
  mk({ name: 'io.github.c/notes', description: 'Notes. Mentions a parcel once in a long text about many other things entirely.' }),
  mk({ name: 'io.github.d/weather', description: 'Weather forecasts.' }),
];
const longRequest = 'follow the parcel my grandmother mailed from lisbon in her green suitcase';

test('an empty answer stays empty and says what is near: no servers about one word of the request (the back-off, removed)', () => {
  // Until session 32 a back-off showed the servers about the request's most specific known word ("parcel" here) in tier
  // 5; over the judged sets 2 of its 65 pages held a relevant server (bench/search/, docs/search.md).
  const page = build(parcelDocs()).search({ query: longRequest });
  assert.deepEqual(
    page.results.map((r) => r.doc.name),
    [],
  );
  assert.equal(page.total, 0);
  assert.equal(page.nextCursor, null);
  assert.ok(page.nothing?.knownWords.includes('parcel'), JSON.stringify(page.nothing));
  assert.equal(page.nothing?.partialWord, undefined);
  // A request whose words pass the floor is answered as before.
  assert.deepEqual(
    build(parcelDocs())
      .search({ query: 'track a parcel' })
      .results.map((r) => r.doc.name)[0],
    'io.github.a/parcel-tracker',
  );
});

test('the search budget covers query analysis: a budget that is already spent stops before any word is looked up', () => {
  const idx = build(parcelDocs());
  let checks = 0;
  const budget = {
    check() {
      checks++;
      throw new Error('budget spent');
    },
  };
  assert.throws(() => idx.search({ query: 'scrapper emials gihtub vercle', budget }), /budget spent/);
  assert.equal(checks, 1);
  // A budget that never runs out is consulted during the analysis of every word, not only per candidate.
  let calls = 0;
  idx.search({
    query: 'scrapper emials gihtub vercle',
    budget: {
      check() {
        calls++;
      },
    },
  });
  assert.ok(calls >= 1 + 4, `checked ${calls} times for a four-word query`);
});

test("a request that names a category by its keywords puts that category's servers first among equals", () => {
  // Both match "send" and "parcel" the same way; only one is in the category "parcel" points to.
  const docs = [
    mk({ name: 'io.github.a/dispatch-one', description: 'Send a parcel and follow it.', categories: ['business'] }),
    mk({ name: 'io.github.b/dispatch-two', description: 'Send a parcel and follow it.', categories: ['food-and-delivery'] }),
  ];
  const on = build(docs).search({ query: 'send a parcel' });
  assert.deepEqual(
    on.results.map((r) => r.doc.name),
    ['io.github.b/dispatch-two', 'io.github.a/dispatch-one'],
  );
  assert.ok(on.results[0]!.score! > on.results[1]!.score!);
  const off = build(docs, { categories: false }).search({ query: 'send a parcel' });
  assert.equal(off.results[0]!.score, off.results[1]!.score);
});

test('a word of a category id alone is no purposeful match ("pizza delivery" is not every food server)', () => {
  const docs = [mk({ name: 'io.github.a/recipes', description: 'Recipes and cooking tips.', categories: ['food-and-delivery'] })];
  assert.equal(build(docs).search({ query: 'pizza delivery' }).total, 0);
  assert.equal(
    build(docs, { categoryWords: false, loneMentions: false }).search({ query: 'pizza delivery' }).total,
    1,
    'at the old strength it passed the floor',
  );
});

test('everyday task words in French, Spanish and German meet the English a server uses', () => {
  const docs = [
    mk({ name: 'io.github.a/uptime', description: 'Check whether a website is down: outage reports.' }),
    mk({ name: 'io.github.b/subs', description: 'Download subtitles for a video.' }),
    mk({ name: 'io.github.c/sql', description: 'Create a database and run queries.' }),
  ];
  const idx = build(docs);
  assert.equal(idx.search({ query: 'vérifier si mon site est en panne' }).results[0]?.doc.name, 'io.github.a/uptime');
  assert.equal(idx.search({ query: 'descargar subtítulos de un video' }).results[0]?.doc.name, 'io.github.b/subs');
  assert.equal(idx.search({ query: 'crear una base de datos' }).results[0]?.doc.name, 'io.github.c/sql');
  assert.equal(idx.search({ query: 'Untertitel herunterladen' }).results[0]?.doc.name, 'io.github.b/subs');
});

test('when a request is due is no part of what it asks for ("next weekend" is not Next.js)', () => {
  const docs = [
    mk({ name: 'io.github.a/next-devtools', title: 'Next.js devtools', description: 'Next.js development tools.' }),
    mk({ name: 'io.github.b/campsites', description: 'Book a campsite or a pitch.' }),
  ];
  const on = build(docs).search({ query: 'book a campsite for next weekend' });
  assert.deepEqual(
    on.results.map((r) => r.doc.name),
    ['io.github.b/campsites'],
  );
  const off = build(docs, { timePhrases: false }).search({ query: 'book a campsite for next weekend' });
  assert.ok(
    off.results.some((r) => r.doc.name === 'io.github.a/next-devtools'),
    'kept, "next" matches Next.js',
  );
  // In French, Spanish and German too; and "next.js" itself is still a name.
  assert.deepEqual(
    build(docs)
      .search({ query: 'réserver un camping le weekend prochain' })
      .results.map((r) => r.doc.name)
      .includes('io.github.a/next-devtools'),
    false,
  );
  assert.equal(build(docs).search({ query: 'next.js' }).results[0]?.doc.name, 'io.github.a/next-devtools');
  assert.equal(build(docs).search({ query: 'sunday' }).total, 0, 'a request of time words only is still searched as typed');
});

test('a server named with time words is still found by its exact name', () => {
  const idx = build([
    mk({ name: 'io.github.a/weekend-planner', description: 'Plans.' }),
    mk({ name: 'io.github.b/planner', description: 'Plans.' }),
  ]);
  const r = idx.search({ query: 'Weekend Planner' });
  assert.equal(r.results[0]?.doc.name, 'io.github.a/weekend-planner');
  assert.equal(r.results[0]?.tier, 1);
});

test('an unknown "un-" word counts as the known word it negates; a known one keeps its own meaning', () => {
  const docs = [
    mk({ name: 'io.example/game-engine', title: 'Unreal Engine', description: 'Control the Unreal editor: actors, levels, blueprints.' }),
    mk({ name: 'io.example/mailbox', title: 'Mailbox', description: 'Read and send email; list the messages you have not read yet.' }),
  ];
  const names = (idx: SearchIndex, q: string) => idx.search({ query: q, limit: 5 }).results.map((r) => r.doc.name);
  const on = build(docs);
  // "unread" is not in this catalogue: read, not a typo of "unreal".
  assert.equal(names(on, 'unread email')[0], 'io.example/mailbox');
  assert.deepEqual(names(on, 'unreal editor'), ['io.example/game-engine']);
  // Switched off (with the English word list, which also knows "unread" is no typo), the same request is
  // read as a typo of "unreal" and the game engine comes first.
  const off = build(docs, { unPrefix: false, englishWords: false });
  assert.notEqual(names(off, 'unread email')[0], 'io.example/mailbox', 'the rule is what puts the mailbox first');
});
