// The inverted index (postings.ts) and how the search reads it: the fields kept with each server, prefix and
// typo look-ups, removal, and that what it lets the tiers skip never changes an answer.
import fs from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeDoc, analyzeQuery, FIELD_BIT, FIELDS, SERVER_WORD_FIELDS, wordFields } from '../../../catalog/search/analyze.js';
import type { DocText } from '../../../catalog/search/analyze.js';
import SearchableMap from 'minisearch/SearchableMap';
import { Vocabulary } from '../../../catalog/search/postings.js';
import type { PartSpec } from '../../../catalog/search/postings.js';
import { mayPass, OUTRANKED, rankedRelevance, relevance } from '../../../catalog/search/tiers.js';
import type { Bar } from '../../../catalog/search/tiers.js';
import { quantizedIdf, SearchIndex } from '../../../catalog/search/index.js';
import { snapshotDocs } from '../../../bench/search/snapshot.js';
import { searchDoc } from '../../helpers/search-doc.js';

/** A vocabulary of one part (every field by default) with add and remove over several words, as index.ts uses them. */
function onePart(spec: PartSpec = { mask: ~0 }) {
  const v = new Vocabulary([spec]);
  const p = v.parts[0]!;
  return {
    v,
    lookup: p.lookup.bind(p),
    near: p.near.bind(p),
    ids: p.ids.bind(p),
    servers: p.servers.bind(p),
    prefixed: p.prefixed.bind(p),
    get size() {
      return p.size;
    },
    add(id: number, words: Iterable<[string, number]>) {
      for (const [w, f] of words) v.add(id, w, f);
    },
    remove(id: number, words: Iterable<[string, number]>) {
      for (const [w, f] of words) v.remove(id, w, f);
    },
  };
}

test('postings: each server with the fields that hold the word; prefix within a bound; typos; never a near-stopword loosely', () => {
  const p = onePart();
  p.add(1, [
    ['weather', FIELD_BIT.short | FIELD_BIT.desc],
    ['forecast', FIELD_BIT.tools],
    ['server', FIELD_BIT.desc],
  ]);
  p.add(2, [
    ['weathering', FIELD_BIT.desc],
    ['weatherstationnetwork', FIELD_BIT.title],
  ]);
  const whole = p.lookup([{ term: 'weather', prefix: false, fuzzy: false }]);
  assert.deepEqual([...whole], [[1, { words: ['weather'], fields: [FIELD_BIT.short | FIELD_BIT.desc] }]]);
  // A prefix reaches longer words, only within `longer` letters when given.
  const any = p.lookup([{ term: 'weather', prefix: true, fuzzy: false }]);
  assert.deepEqual(any.get(2)?.words.sort(), ['weathering', 'weatherstationnetwork']);
  const bounded = p.lookup([{ term: 'weather', prefix: true, longer: 3, fuzzy: false }]);
  assert.deepEqual(bounded.get(2), { words: ['weathering'], fields: [FIELD_BIT.desc] });
  // A typo finds the word; "sever" is one edit from the near-stopword "server", which it must not reach.
  assert.deepEqual(p.lookup([{ term: 'wether', prefix: false, fuzzy: 1 }]).get(1)?.words, ['weather']);
  assert.equal(p.lookup([{ term: 'sever', prefix: false, fuzzy: 1 }]).size, 0);
  assert.deepEqual(p.near('wether', 1), ['weather']);
  assert.deepEqual(p.near('sever', 1), [], 'a near-stopword is no correction');
  // The near-stopword itself is found whole (a request of near-stopwords only, "mcp server").
  assert.deepEqual([...p.lookup([{ term: 'server', prefix: false, fuzzy: false }]).keys()], [1]);
  // Removal forgets the server under its words, and a word with no server left is gone.
  p.add(3, [['weather', FIELD_BIT.title]]);
  p.remove(1, [
    ['weather', FIELD_BIT.short | FIELD_BIT.desc],
    ['forecast', FIELD_BIT.tools],
    ['server', FIELD_BIT.desc],
  ]);
  assert.deepEqual(p.ids('weather'), [3]);
  assert.deepEqual(p.ids('forecast'), []);
  assert.deepEqual(p.near('forcast', 1), [], 'a removed word is not a correction either');
});

test('postings: the whole-word lists and the prefix tree stay in step through adds, removals and a word coming back', () => {
  const p = onePart({ mask: ~FIELD_BIT.aka });
  p.add(1, [
    ['weather', FIELD_BIT.short],
    ['forecast', FIELD_BIT.desc],
  ]);
  // The part keeps only words held in its fields, and a posting keeps all its fields.
  p.add(2, [
    ['weather', FIELD_BIT.desc | FIELD_BIT.aka],
    ['sunny', FIELD_BIT.aka],
  ]);
  assert.equal(p.size, 2, 'weather, forecast: "sunny" is held only in a field the part leaves out');
  assert.equal(p.v.get('sunny'), 1, 'counted all the same');
  assert.deepEqual(p.ids('sunny'), []);
  assert.deepEqual(p.ids('forecast'), [1]);
  assert.deepEqual(p.lookup([{ term: 'weather', prefix: false, fuzzy: false }]).get(2), {
    words: ['weather'],
    fields: [FIELD_BIT.desc | FIELD_BIT.aka],
  });
  // Whole, prefix and typo look-ups read the same list: one more server shows in all three.
  p.add(3, [['weather', FIELD_BIT.title]]);
  const by = (spec: { term: string; prefix: boolean; fuzzy: number | false }) => [...p.lookup([spec]).keys()].sort();
  assert.deepEqual(by({ term: 'weather', prefix: false, fuzzy: false }), [1, 2, 3]);
  assert.deepEqual(by({ term: 'weath', prefix: true, fuzzy: false }), [1, 2, 3]);
  assert.deepEqual(by({ term: 'wether', prefix: false, fuzzy: 1 }), [1, 2, 3]);
  // A word whose last server goes leaves both; when it comes back, both hold the new list.
  p.remove(1, [
    ['weather', FIELD_BIT.short],
    ['forecast', FIELD_BIT.desc],
  ]);
  p.remove(2, [
    ['weather', FIELD_BIT.desc | FIELD_BIT.aka],
    ['sunny', FIELD_BIT.aka],
  ]);
  p.remove(3, [['weather', FIELD_BIT.title]]);
  assert.equal(p.size, 0);
  assert.equal(p.v.size, 0);
  assert.deepEqual(by({ term: 'weath', prefix: true, fuzzy: false }), []);
  assert.deepEqual(p.near('wether', 1), []);
  p.add(4, [['weather', FIELD_BIT.owner]]);
  assert.deepEqual(by({ term: 'weather', prefix: false, fuzzy: false }), [4]);
  assert.deepEqual(by({ term: 'weath', prefix: true, fuzzy: false }), [4]);
  assert.deepEqual(by({ term: 'wether', prefix: false, fuzzy: 1 }), [4]);
  p.add(5, [['weather', FIELD_BIT.desc]]);
  assert.deepEqual(by({ term: 'weath', prefix: true, fuzzy: false }), [4, 5]);
  // Removing a server a word never had changes nothing.
  p.remove(9, [
    ['weather', FIELD_BIT.owner],
    ['nothing', FIELD_BIT.owner],
  ]);
  assert.deepEqual(p.ids('weather').sort(), [4, 5]);
});

test('vocabulary: one entry per word serves the counts and three parts, as a map each did (seeded adds and removals)', () => {
  // index.ts's parts: the inverted index (with its tree), the English server words, the other languages' ones.
  const SERVER = FIELD_BIT.aka | FIELD_BIT.akaPart;
  const INTL = FIELD_BIT.intl | FIELD_BIT.intlPart;
  const masks = [~(SERVER | INTL) & ((1 << FIELDS.length) - 1), SERVER, INTL];
  const v = new Vocabulary([{ mask: masks[0]! }, { mask: SERVER, prefixes: false }, { mask: INTL, prefixes: false }]);
  // The model: a map of counts, and per part a map of lists with the same push and swap-with-last removal.
  const df = new Map<string, number>();
  const lists = masks.map(() => new Map<string, number[]>());
  const held = new Map<number, Map<string, number>>();
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const vocabulary = ['weather', 'weath', 'forecast', 'mail', 'email', 'sunny', 'meteo', 'wetter', 'calendar', 'maps'];
  const fieldSets = [FIELD_BIT.short, FIELD_BIT.desc | FIELD_BIT.title, FIELD_BIT.aka, FIELD_BIT.akaPart | FIELD_BIT.tools];
  fieldSets.push(FIELD_BIT.intl, FIELD_BIT.intlPart | FIELD_BIT.aka, FIELD_BIT.owner | FIELD_BIT.intl);
  for (let step = 0; step < 3000; step++) {
    const id = 1 + rand(40);
    const was = held.get(id);
    if (was) {
      for (const [w, f] of was) {
        const gone = v.remove(id, w, f);
        df.set(w, df.get(w)! - 1);
        if (df.get(w) === 0) df.delete(w);
        assert.equal(gone, !df.has(w), `${w} gone`);
        masks.forEach((m, part) => {
          const list = lists[part]!.get(w);
          if ((f & m) === 0 || !list) return;
          const i = list.lastIndexOf(id);
          list[i] = list[list.length - 1]!;
          list.pop();
          if (list.length === 0) lists[part]!.delete(w);
        });
      }
      held.delete(id);
      continue;
    }
    const words = new Map<string, number>();
    for (let k = 1 + rand(4); k > 0; k--) words.set(vocabulary[rand(vocabulary.length)]!, fieldSets[rand(fieldSets.length)]!);
    for (const [w, f] of words) {
      assert.equal(v.add(id, w, f), !df.has(w), `${w} new`);
      df.set(w, (df.get(w) ?? 0) + 1);
      masks.forEach((m, part) => {
        if ((f & m) === 0) return;
        const list = lists[part]!.get(w);
        if (list) list.push(id);
        else lists[part]!.set(w, [id]);
      });
    }
    held.set(id, words);
    for (const w of vocabulary) {
      assert.equal(v.get(w), df.get(w), `df of ${w} at step ${step}`);
      assert.equal(v.has(w), df.has(w));
      v.parts.forEach((p, part) => assert.deepEqual(p.ids(w), lists[part]!.get(w) ?? [], `part ${part}, ${w}, step ${step}`));
    }
    v.parts.forEach((p, part) => assert.equal(p.size, lists[part]!.size));
    assert.equal(v.size, df.size);
    // Only the first part's words are in its tree, and nothing is found by prefix in the others.
    const byPrefix = [...v.parts[0]!.lookup([{ term: 'weath', prefix: true, fuzzy: false }]).keys()].sort((a, b) => a - b);
    const expected = [...new Set([...(lists[0]!.get('weath') ?? []), ...(lists[0]!.get('weather') ?? [])])].sort((a, b) => a - b);
    assert.deepEqual(byPrefix, expected);
    assert.equal(v.parts[1]!.lookup([{ term: 'weath', prefix: true, fuzzy: 1 }]).size, 0);
  }
  assert.ok(df.size > 0 && held.size > 0);
});

test("vocabulary: a new server's words field by field, repeats included (addField), leave what add leaves with the fields ORed", () => {
  const SERVER = FIELD_BIT.aka | FIELD_BIT.akaPart;
  const INTL = FIELD_BIT.intl | FIELD_BIT.intlPart;
  const specs = [
    { mask: ~(SERVER | INTL) & ((1 << FIELDS.length) - 1) },
    { mask: SERVER, prefixes: false },
    { mask: INTL, prefixes: false },
  ];
  const whole = new Vocabulary(specs);
  const byField = new Vocabulary(specs);
  let seed = 11;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const vocabulary = ['weather', 'weath', 'forecast', 'mail', 'email', 'sunny', 'meteo', 'wetter', 'calendar', 'maps'];
  const held = new Map<number, Map<string, number>>();
  const seen = (p: Vocabulary['parts'][number], w: string) => {
    const out: number[][] = [];
    p.servers(w, (id, f) => out.push([id, f]));
    return out;
  };
  for (let step = 0; step < 2000; step++) {
    const id = 1 + rand(30);
    const was = held.get(id);
    if (was) {
      for (const [w, f] of was) assert.equal(byField.remove(id, w, f), whole.remove(id, w, f));
      held.delete(id);
      continue;
    }
    // A document's words per field, in FIELDS order, a word in several fields and twice in one.
    const occurrences: [string, number][] = [];
    for (let i = 0; i < FIELDS.length; i++) {
      for (let k = rand(3); k > 0; k--) occurrences.push([vocabulary[rand(vocabulary.length)]!, 1 << i]);
    }
    const fields = new Map<string, number>();
    for (const [w, bit] of occurrences) fields.set(w, (fields.get(w) ?? 0) | bit);
    const fresh = new Set<string>();
    for (const [w, f] of fields) if (whole.add(id, w, f)) fresh.add(w);
    for (const [w, bit] of occurrences) if (byField.addField(id, w, bit)) assert.ok(fresh.delete(w), `${w} new once`);
    assert.equal(fresh.size, 0);
    held.set(id, fields);
    for (const w of vocabulary) {
      assert.equal(byField.get(w), whole.get(w), `df of ${w} at step ${step}`);
      byField.parts.forEach((p, part) => assert.deepEqual(seen(p, w), seen(whole.parts[part]!, w), `part ${part}, ${w}, step ${step}`));
    }
    byField.parts.forEach((p, part) => assert.equal(p.size, whole.parts[part]!.size));
    const tree = (v: Vocabulary) => {
      const out: string[] = [];
      v.parts[0]!.prefixed('', Infinity, (w) => out.push(w));
      return out;
    };
    assert.deepEqual(tree(byField), tree(whole));
  }
});

const INDEXED = FIELDS.filter((f) => !SERVER_WORD_FIELDS.has(f)).reduce((bits, f) => bits | FIELD_BIT[f], 0);

test("prefixed: the tree's words under a prefix up to a length, in its iterator's order (real snapshot vocabulary)", () => {
  // Postings.prefixed walks SearchableMap's tree itself (its `_tree`): the same words as its iterator, in the same
  // order (a server's matched words keep the order of the look-up), or a new minisearch broke it.
  const p = onePart();
  const tree = new SearchableMap<number>();
  for (const [i, d] of snapshotDocs({ categories: true }).entries()) {
    // The fields the index's tree holds (index.ts INDEXED_FIELDS): all but the server words.
    const fields = [...wordFields(analyzeDoc(d))].filter(([, f]) => (f & INDEXED) !== 0);
    p.add(i + 1, fields);
    for (const [w] of fields) if (!tree.has(w)) tree.set(w, i + 1);
  }
  let compared = 0;
  for (const prefix of ['a', 'dat', 'data', 'weath', 'goo', 'googl', 'mcp', 'x', 'zzzz', 'calendar', 'serv', 'e']) {
    for (const longer of [0, 1, 3, 8, Infinity]) {
      const max = prefix.length + longer;
      const walked: string[] = [];
      p.prefixed(prefix, max, (w, list) => {
        assert.ok(list.length > 0);
        walked.push(w);
      });
      const iterated: string[] = [];
      for (const [w] of tree.atPrefix(prefix)) if (w.length <= max) iterated.push(w);
      assert.deepEqual(walked, iterated, `${prefix} +${longer}`);
      compared += walked.length;
    }
  }
  assert.ok(compared > 1000, `${compared} words compared`);
});

test('postings for whole words only: each server with its fields, no prefix or typo, removal as with the tree', () => {
  const p = onePart({ mask: ~0, prefixes: false });
  p.add(1, [
    ['weather', FIELD_BIT.aka | FIELD_BIT.desc],
    ['forecast', FIELD_BIT.desc],
  ]);
  p.add(2, [['weather', FIELD_BIT.akaPart]]);
  const servers = (w: string) => {
    const out: [number, number][] = [];
    p.servers(w, (id, fields) => out.push([id, fields]));
    return out;
  };
  assert.deepEqual(servers('weather'), [
    [1, FIELD_BIT.aka | FIELD_BIT.desc],
    [2, FIELD_BIT.akaPart],
  ]);
  assert.deepEqual(servers('weath'), []);
  assert.deepEqual([...p.lookup([{ term: 'weath', prefix: true, fuzzy: 1 }]).keys()], [], 'no tree: nothing by prefix or typo');
  assert.deepEqual(p.near('wether', 1), []);
  p.remove(1, [
    ['weather', FIELD_BIT.aka | FIELD_BIT.desc],
    ['forecast', FIELD_BIT.desc],
  ]);
  assert.deepEqual(servers('weather'), [[2, FIELD_BIT.akaPart]]);
  assert.equal(p.size, 1);
});

test('wordFields: one bit per field that holds the word', () => {
  const d = analyzeDoc({
    name: 'io.github.acme/weather-mcp',
    title: 'Weather',
    description: 'Forecasts for a city.',
    tools: [{ name: 'get_forecast', description: 'weather forecast' }],
    categories: [],
  });
  const fields = wordFields(d);
  for (const [w, bits] of fields) for (const f of FIELDS) assert.equal((bits & FIELD_BIT[f]) !== 0, d.has(f, w), `${w} in ${f}`);
});

const docs: DocText[] = (
  [
    {
      name: 'io.github.acme/weather-station',
      title: 'Weather Station',
      description: 'Forecasts and weathering reports for a city.',
      tools: [{ name: 'get_forecast', description: 'weather forecast for a city' }],
    },
    {
      name: 'io.github.b/postgres-admin',
      title: null,
      description: 'Query a PostgreSQL database, count users, list tables.',
      tools: [{ name: 'run_sql' }],
    },
    { name: 'io.github.c/diffusion-models', title: 'Image models', description: 'Generate images with diffusion models.', tools: [] },
    {
      name: 'io.github.d/arxiv',
      title: 'arXiv search',
      description: 'Search arXiv for recent papers.',
      tools: [{ name: 'search_papers', description: 'Find papers by topic' }],
    },
  ] as Omit<DocText, 'categories'>[]
).map((d) => ({ ...d, categories: [] }));

const queries = [
  'weather',
  'city weather forecast',
  'count how many users signed up in our postgres db',
  'serch arxiv for recent papers on diffusion models',
  'diffusion models',
  'mcp server',
  'wether',
  'images of a city',
];

test('relevance: the index fields of the candidate words give the same answer as searching every field', () => {
  for (const text of docs) {
    const d = analyzeDoc(text);
    const fields = wordFields(d);
    const every = [...fields.keys()];
    for (const q of queries) {
      const a = analyzeQuery(q);
      assert.deepEqual(
        relevance(
          a,
          d,
          every,
          undefined,
          {},
          every.map((w) => fields.get(w)!),
        ),
        relevance(a, d, every),
        `${q} / ${text.name}`,
      );
    }
  }
});

test('mayPass: a server it leaves out would not have passed, read field by field', () => {
  let left = 0;
  for (const text of docs) {
    const d = analyzeDoc(text);
    const every = [...wordFields(d).keys()];
    for (const q of queries) {
      const a = analyzeQuery(q);
      // A server whose name is the request passes whatever it matched: the index asks mayPass of the others.
      if (d.has('keys', a.key)) continue;
      // Any subset of the server's words may be what a look-up found: try each single word and all of them.
      for (const found of [every, ...every.map((w) => [w])]) {
        if (mayPass(a, found)) continue;
        left++;
        assert.equal(relevance(a, d, found), null, `${q} / ${text.name} / ${found.join(' ')}`);
      }
    }
  }
  assert.ok(left > 0, 'some candidates are left out, or the test shows nothing');
});

test("mayPass with the candidates' fields cuts only servers relevance cuts; rankedRelevance outranks only servers that sort after the bar (real snapshot, the tuning set's requests)", () => {
  // The bound from the fields (tiers.ts mayReachFloor) and the bar (rankedRelevance) against relevance itself, on
  // real texts and requests, with IDF weights as the index gives them and without.
  const analysed = snapshotDocs({ categories: true }).map((d) => analyzeDoc(d));
  const fieldsOf = analysed.map((d) => wordFields(d));
  const df = new Map<string, number>();
  for (const f of fieldsOf) for (const w of f.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const requests = (
    JSON.parse(fs.readFileSync(new URL('../../../bench/search/judged.json', import.meta.url), 'utf8')) as { queries: { query: string }[] }
  ).queries;
  let byFields = 0;
  let byWords = 0;
  let outranked = 0;
  for (const { query } of requests) {
    const a = analyzeQuery(query);
    const known = a.terms.map((t) => Math.max(0, ...t.alts.map((x) => df.get(x) ?? 0)));
    const info = known.map((n) => ({ idf: quantizedIdf(n, analysed.length), oov: n === 0, unknown: n === 0 }));
    for (const [i, d] of analysed.entries()) {
      // A third of the servers (the test's time), a different third for each request.
      if ((i + query.length) % 3 !== 0 || d.has('keys', a.key)) continue;
      const every = [...fieldsOf[i]!.keys()];
      // All of the server's words, and the first half of them (a look-up finds some of a server's words).
      for (const found of [every, every.slice(0, Math.ceil(every.length / 2))]) {
        const fields = found.map((w) => fieldsOf[i]!.get(w)!);
        for (const withInfo of [info, undefined]) {
          // Relevance without the fields reads every field of the server (and asks mayPass without them).
          const rel = relevance(a, d, found, withInfo);
          const where = `${query} / ${d.words('short').join(' ')}`;
          if (!mayPass(a, found, withInfo, {}, fields)) {
            if (mayPass(a, found, withInfo)) byFields++;
            else byWords++;
            assert.equal(rel, null, where);
            continue;
          }
          const ranked = (bar: Bar | null) => rankedRelevance(a, d, found, withInfo, {}, fields, false, bar);
          assert.deepEqual(ranked(null), rel, where);
          if (!rel) continue;
          const step = -Math.round(rel.strength * 20);
          // A bar it ties or sorts before never outranks it; one just above it may.
          for (const bar of [
            { tier: rel.tier, step },
            { tier: rel.tier + 1, step: -20 },
            { tier: rel.tier, step: step + 1 },
          ])
            assert.deepEqual(ranked(bar), rel, where);
          for (const bar of [
            { tier: rel.tier, step: step - 1 },
            { tier: rel.tier - 1, step },
          ]) {
            const r = ranked(bar);
            if (r === OUTRANKED) outranked++;
            else assert.deepEqual(r, rel, where);
          }
        }
      }
    }
  }
  // Each bound cuts something: the test shows what it adds.
  assert.ok(byFields > 0 && byWords > 0 && outranked > 0, `cut by the fields ${byFields}, by the words ${byWords}, outranked ${outranked}`);
});

test('search: a request with a near-stopword finds servers through the index (not a scan) and matches the word', () => {
  const idx = new SearchIndex();
  const searchDocs = docs.map((d, i) =>
    searchDoc({ id: i + 1, name: d.name, title: d.title, description: d.description, tools: [...d.tools] }),
  );
  for (const d of searchDocs) idx.upsert(d);
  const page = idx.search({ query: 'diffusion models', limit: 10 });
  assert.equal(page.results[0]?.doc.name, 'io.github.c/diffusion-models');
  assert.ok(page.results[0]?.matched?.terms.models, 'the near-stopword matched too');
  // Near-stopwords only: found whole in the index, as a scan of every server found them.
  assert.equal(idx.search({ query: 'image models', limit: 10 }).results[0]?.doc.name, 'io.github.c/diffusion-models');
  // A server re-upserted with other words is found by the new ones only.
  idx.upsert({ ...searchDocs[0]!, description: 'Tide tables for harbours.', tools: [] });
  assert.ok(!idx.search({ query: 'forecasts', limit: 10 }).results.some((r) => r.doc.id === 1));
  assert.ok(idx.search({ query: 'tide tables', limit: 10 }).results.some((r) => r.doc.id === 1));
  // Re-upserted with the same text and another state (a check): still found, and the filter sees the new state.
  const tide = { ...searchDocs[0]!, description: 'Tide tables for harbours.', tools: [] };
  idx.upsert({ ...tide, state: 'down' });
  assert.deepEqual(
    idx.search({ query: 'tide tables', limit: 10, filters: { state: 'down' } }).results.map((r) => r.doc.id),
    [1],
  );
  assert.equal(idx.search({ query: 'tide tables', limit: 10, filters: { state: 'up' } }).results.length, 0);
  idx.remove(1);
  assert.ok(!idx.search({ query: 'tide tables', limit: 10 }).results.some((r) => r.doc.id === 1));
});

test('an empty answer suggests vocabulary words within a typo of an unknown one, as servers write them, and forgets words no server holds', () => {
  const idx = new SearchIndex();
  // Near-stopwords ("server", "tool") are never reached by a typo (a request of "sevrer" finds nothing), so an
  // empty answer says what is close instead: one edit for a word of 4-7 letters.
  const a = searchDoc({ name: 'io.github.t/one', description: 'Zorblax server.' });
  const b = searchDoc({ name: 'io.github.t/two', description: 'Zorblax servers and tools.' });
  for (const d of [a, b]) idx.upsert(d);
  const near = (query: string): string[] => {
    const page = idx.search({ query, limit: 10 });
    assert.equal(page.total, 0, query);
    return page.nothing?.nearbyWords ?? [];
  };
  assert.deepEqual(near('sevrer'), ['server']);
  assert.deepEqual(near('servar'), ['server']);
  // The index holds stems ("tool"); the suggestion is the word as a server wrote it.
  assert.deepEqual(near('toolz'), ['tools']);
  // Two edits from a word of fewer than 8 letters is no typo: "sxrvxr" suggests nothing.
  assert.deepEqual(near('sxrvxr'), []);
  // A word whose last server is gone is no suggestion; a new server's word is.
  idx.remove(b.id);
  assert.deepEqual(near('toolz'), []);
  idx.upsert(searchDoc({ name: 'io.github.t/three', description: 'Tooling for zorblex.' }));
  assert.deepEqual(near('toolz'), ['tooling']);
  idx.remove(a.id);
  assert.deepEqual(near('servar'), []);
});

test("an empty answer's categories start with those the request's own words name, then the nearest servers'", () => {
  const idx = new SearchIndex();
  idx.upsert(searchDoc({ name: 'io.github.t/ledger', description: 'Accounting ledger.', categories: ['finance'] }));
  // Nothing answers "ski"; its word names a category (core/categories: sports) that no server here has.
  const page = idx.search({ query: 'ski', limit: 10 });
  assert.equal(page.total, 0);
  assert.equal(page.nothing?.categories[0], 'sports');
});

test('an empty answer suggests searching alone only words that say what, not generic or transaction verbs', () => {
  const idx = new SearchIndex();
  idx.upsert(searchDoc({ name: 'io.github.t/orders', description: 'Manage orders and pizza ovens.' }));
  // "income" is mentioned, not the server's purpose: "income zzqxxj" is below the floor.
  idx.upsert(searchDoc({ name: 'io.github.t/taxes', description: 'Statements for accountants. Income reports too.' }));
  // Nothing has the whole request (an unknown word); `nothing` says which words to search alone.
  const known = (query: string): string[] | undefined => idx.search({ query, limit: 10 }).nothing?.knownWords;
  assert.deepEqual(known('order zzqxxj'), [], '"order" alone finds orders of anything');
  assert.deepEqual(known('manage zzqxxj'), [], '"manage" is a generic verb');
  assert.deepEqual(known('income zzqxxj'), ['income']);
});
