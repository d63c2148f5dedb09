// Pure text functions: folding, tokenizing, names, stemming, query analysis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fold, stripMarks } from '../../../catalog/search/fold.js';
import { stem, STEM_MEMO_MAX } from '../../../catalog/search/stem.js';
import {
  bigrams,
  chunks,
  docWords,
  exactKey,
  onlyNoise,
  queryReadings,
  queryWords,
  rawChunks,
  splitName,
} from '../../../catalog/search/tokenize.js';
import {
  AnalyzedDoc,
  analyzeDoc,
  CHUNK_TOKENS_MAX,
  analyzeQuery,
  FIELD_BIT,
  FIELDS,
  LISTS,
  spelledOut,
  synonymsOf,
  typoSynonymsOf,
  weakPairs,
} from '../../../catalog/search/analyze.js';
import type { Segment } from '../../../catalog/search/analyze.js';

test('fold removes case and accents', () => {
  assert.equal(fold('Météo'), 'meteo');
  assert.equal(fold('BASE DE DONNÉES'), 'base de donnees');
  assert.equal(fold('Straße œuvre'), 'strasse oeuvre');
});

test('stripMarks: an ASCII text is returned as it is (NFKD changes no ASCII character); others are normalised', () => {
  // What the fast path relies on.
  for (let c = 0; c < 128; c++) assert.equal(String.fromCharCode(c).normalize('NFKD'), String.fromCharCode(c));
  const ascii = 'GitHub getWeather flight505-mcp_dincoder (beta) ~!';
  assert.equal(stripMarks(ascii), ascii);
  assert.equal(stripMarks('Open-Météo'), 'Open-Meteo');
  assert.equal(stripMarks('Straße ŒUVRE Æon Łódź Đakovo'), 'Strasse OEUVRE AEon Lodz Dakovo');
  // Compatibility forms: a ligature, full-width letters, the Kelvin sign, a superscript.
  assert.equal(stripMarks('ﬁle ＡＰＩ \u212A x²'), 'file API K x2');
  // One non-ASCII character anywhere sends the whole text through normalisation.
  assert.equal(stripMarks('plain text then café'), 'plain text then cafe');
  assert.deepEqual(docWords('CaféBot ﬁleSync'), ['cafebot', 'cafe', 'bot', 'filesync', 'file', 'sync']);
});

test('stem: the same answer from its memo, and after the memo was emptied when full', () => {
  const words = ['scraping', 'databases', 'filings', 'movies', 'shopping', 'news', 'apis', 'booked', 'driving'];
  const first = words.map(stem);
  assert.deepEqual(first, ['scrap', 'databas', 'fil', 'movy', 'shop', 'news', 'api', 'book', 'driving']);
  assert.deepEqual(words.map(stem), first, 'from the memo');
  // Two generations of STEM_MEMO_MAX words: both are let go after twice as many new ones.
  for (let i = 0; i <= 2 * STEM_MEMO_MAX; i++) stem(`word${i}s`);
  assert.deepEqual(words.map(stem), first, 'after the memo was emptied');
  assert.equal(stem('words'), 'word');
});

test('spelledOut: a long form in order and adjacent, or written together; its words apart or scattered are not it', () => {
  assert.deepEqual(spelledOut(chunks('Optical character recognition for PDFs')), ['ocr']);
  assert.deepEqual(spelledOut(chunks('an opticalcharacterrecognition engine')), ['ocr']);
  assert.deepEqual(spelledOut(chunks('text to speech and speech to text')).sort(), ['stt', 'tts']);
  // Every word present (the shortcut lets the pattern run) but not in order, or not adjacent.
  assert.deepEqual(spelledOut(chunks('recognition of optical character sets')), []);
  assert.deepEqual(spelledOut(chunks('speech synthesis to text')), []);
  // A word missing (the shortcut skips the pattern).
  assert.deepEqual(spelledOut(chunks('optical recognition')), []);
  assert.deepEqual(spelledOut([]), []);
});

test('documents split camelCase but keep the whole word; letter/digit runs stay whole', () => {
  assert.deepEqual(docWords('GitHub'), ['github', 'git', 'hub']);
  assert.deepEqual(docWords('getWeather forecast'), ['getweather', 'get', 'weather', 'forecast']);
  assert.deepEqual(docWords('XMLParser'), ['xmlparser', 'xml', 'parser']);
  assert.deepEqual(docWords('flight505-mcp_dincoder'), ['flight505', 'mcp', 'dincoder']);
  assert.deepEqual(docWords('Open-Météo'), ['open', 'meteo']);
});

test('rawChunks lower-cased are the chunks: folding keeps every ASCII letter and digit where it was, for every code point', () => {
  // analyzeDoc reads a text's chunks from its raw chunks (one split for both).
  for (let c = 0x80; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const text = `a${String.fromCodePoint(c)}B`;
    const raw = rawChunks(text)
      .filter(Boolean)
      .map((w) => w.toLowerCase());
    if (raw.join(' ') !== chunks(text).join(' ')) assert.fail(`U+${c.toString(16)}: ${raw.join(' ')} / ${chunks(text).join(' ')}`);
  }
});

test('analyzeDoc: the same words from its token memo, after it was emptied, and for texts outside ASCII', () => {
  const doc = {
    name: 'io.github.acme/GoogleMaps-mcp',
    title: 'Météo Korea: Text to Speech',
    description:
      'Optical character recognition for the GitHub API. Then a second sentence about SQL Server, knowledge base and more words.',
    tools: [{ name: 'getWeatherForecast', description: 'Forecast by city (text to speech).' }],
    categories: ['developer-tools'],
  };
  const words = (d: typeof doc) => {
    const a = analyzeDoc(d);
    return JSON.stringify([[...FIELDS, ...LISTS].map((s) => a.words(s)), a.toolHits, a.descWords, a.nameWords, a.regions, a.scaffold]);
  };
  const first = words(doc);
  assert.equal(words(doc), first, 'from the memo');
  // Two generations of CHUNK_TOKENS_MAX chunks and words: both are let go after twice as many new ones.
  for (let i = 0; i <= 2 * CHUNK_TOKENS_MAX; i++) analyzeDoc({ name: `x.y/w${i}`, description: `Word${i}Two`, tools: [], categories: [] });
  assert.equal(words(doc), first, 'after the memo was emptied');
  const a = analyzeDoc(doc);
  assert.deepEqual(a.words('lead'), ['optical', 'character', 'recognition', 'github', 'git', 'hub']);
  assert.deepEqual(a.regions, ['korea']);
  assert.ok(a.has('desc', 'ocr') && a.has('desc', 'kb') && a.has('textPairs', 'sqlserver'));
  // The first sentence when the description has none, and a description with a character outside ASCII.
  assert.deepEqual(analyzeDoc({ ...doc, description: 'Wetter für Zürich — heute' }).words('lead'), ['wetter', 'zurich']);
  assert.deepEqual(analyzeDoc({ ...doc, description: 'Météo für Zürich. Deuxième phrase' }).words('lead'), ['meteo', 'zurich']);
  // Scaffold texts are still read as such (the patterns run only on a description with one of their words).
  for (const d of [
    'Work in progress',
    'Still work in progress',
    'Description of my MCP server',
    'A non functional MCP server (yet)',
    'Super description',
  ])
    assert.ok(analyzeDoc({ ...doc, description: d }).scaffold, d);
  assert.ok(!analyzeDoc({ ...doc, description: 'A description of my work' }).scaffold);
});

test('analyzeDoc: exact keys, bigrams and name words read from tokens in place are what the array helpers give', () => {
  // analyzeDoc makes them without chunks()' arrays, exactKey's or bigrams' (issue #13): these are the definitions.
  const docs = [
    {
      name: 'IO.GitHub.Acme/Weather_MCP--Server',
      slug: 'io-github-acme-weather-mcp-server',
      title: 'The Google Maps',
      tools: ['get_weather', 'A'],
    },
    { name: 'io.github.acme/Über-Wetter', slug: 'Über_Wetter', title: 'Météo for the Alps', tools: ['getWeather', 'météo'] },
    { name: 'com.stripe/mcp', slug: null, title: null, tools: ['the', 'create-payment-link'] },
    { name: '--/--', slug: '--', title: '', tools: [] },
    { name: 'io.github.WEATHER/weather-forecast', slug: 'x', title: 'Weather Forecast MCP Server', tools: [] },
  ];
  for (const d of docs) {
    const a = analyzeDoc({ ...d, description: '', tools: d.tools.map((name) => ({ name })), categories: [] });
    const { owner, short } = splitName(d.name);
    const shortKey = exactKey(onlyNoise(chunks(short)) && owner ? chunks(owner) : chunks(short));
    const keys = [
      chunks(d.name).join(''),
      d.slug ? chunks(d.slug).join('') : '',
      shortKey,
      d.title ? exactKey(chunks(d.title)) : '',
      ...d.tools.map((t) => exactKey(chunks(t))),
    ];
    assert.deepEqual(a.words('keys'), [...new Set(keys.filter(Boolean))], d.name);
    for (const b of bigrams(d.title ?? '')) assert.ok(a.has('title', stem(b)), `${d.name}: ${b}`);
  }
  // A short-name word that is a namespace chunk, in any case, is the owner's, not the name's; a longer chunk is not it.
  const nameWords = (name: string) => analyzeDoc({ name, tools: [], categories: [] }).nameWords;
  assert.equal(nameWords('io.github.WEATHER/weather-forecast'), 1);
  assert.equal(nameWords('io.github.weatherly/weather-forecast'), 2);
  assert.equal(nameWords('io.github.Météo/meteo-forecast'), 1);
  // Empty segments of a namespace are kept as the split gave them.
  assert.deepEqual(splitName('a..b/y'), { owner: ' b', short: 'y' });
  assert.deepEqual(splitName('a.b./y'), { owner: 'b ', short: 'y' });
  assert.deepEqual(splitName('io/x'), { owner: '', short: 'x' });
});

test('queries split on separators only', () => {
  assert.deepEqual(chunks('Google-Maps  places!'), ['google', 'maps', 'places']);
  assert.deepEqual(queryWords('GitHub'), ['github']);
});

test('French and English phrases are rewritten before splitting', () => {
  assert.deepEqual(queryWords('une base de données'), ['une', 'database']);
  assert.deepEqual(queryWords('vol pas cher'), ['vol', 'cheap']);
  assert.deepEqual(queryWords('e-mail'), ['email']);
});

test('bigrams join adjacent name words, ignoring mcp/server', () => {
  assert.deepEqual(bigrams('google-maps-places-mcp'), ['googlemaps', 'mapsplaces']);
});

test('names: the TLD and code hosts are not owner words', () => {
  assert.deepEqual(splitName('io.github.acme/weather-mcp'), { owner: 'acme', short: 'weather-mcp' });
  assert.deepEqual(splitName('com.stripe/mcp'), { owner: 'stripe', short: 'mcp' });
  assert.deepEqual(splitName('ai.smithery/brave'), { owner: 'smithery', short: 'brave' });
  assert.deepEqual(splitName('io.gitlab.team.tools/x'), { owner: 'team', short: 'x' });
  assert.deepEqual(splitName('plain'), { owner: '', short: 'plain' });
});

test('exact keys fold separators and drop stopwords, but keep mcp', () => {
  assert.equal(exactKey(chunks('Google Maps')), 'googlemaps');
  assert.equal(exactKey(chunks('google-maps')), 'googlemaps');
  assert.equal(exactKey(chunks('googlemaps')), 'googlemaps');
  assert.equal(exactKey(chunks('weather-mcp')), 'weathermcp');
});

test('"driving" is kept apart from "drive" (driving directions are not Google Drive)', () => {
  assert.notEqual(stem('driving'), stem('drive'));
  assert.equal(stem('drives'), stem('drive'));
});

test('plurals the length and "-is" rules would keep meet their singular ("ads", "apis"); look-alikes do not', () => {
  for (const [many, one] of [
    ['ads', 'ad'],
    ['vms', 'vm'],
    ['apis', 'api'],
    ['emojis', 'emoji'],
    ['taxis', 'taxi'],
  ]) {
    assert.equal(stem(many!), stem(one!), many);
  }
  for (const w of ['gas', 'sms', 'dns', 'redis', 'analysis', 'basis']) assert.equal(stem(w), w);
});

test('weakPairs: adjacent pairs with exactly one near-stopword, stopwords skipped, stemmed', () => {
  assert.deepEqual(weakPairs(['microsoft', 'sql', 'server']), ['sqlserver']);
  assert.deepEqual(weakPairs(['server', 'for', 'sql']), ['serversql']);
  assert.deepEqual(weakPairs(['weather', 'mcp', 'server']), ['weathermcp']);
  assert.deepEqual(weakPairs(['postgresql', 'database']), []);
  assert.deepEqual(
    analyzeQuery('SQL Server').terms.map((t) => [t.alts[0], t.phrases]),
    [['sql', ['sqlserver']]],
  );
});

test('the light stemmer joins the forms agents and descriptions use', () => {
  assert.equal(stem('booking'), stem('book'));
  assert.equal(stem('scraping'), stem('scrape'));
  assert.equal(stem('scraped'), stem('scrape'));
  assert.equal(stem('emails'), stem('email'));
  assert.equal(stem('databases'), stem('database'));
  assert.equal(stem('queries'), stem('query'));
  assert.equal(stem('searches'), stem('search'));
  assert.equal(stem('shopping'), stem('shop'));
  assert.equal(stem('recipes'), stem('recipe'));
  // and leaves alone what is not an inflection
  assert.equal(stem('news'), 'news');
  assert.notEqual(stem('news'), stem('new'));
  assert.equal(stem('postgres'), 'postgres');
  assert.equal(stem('status'), 'status');
  assert.equal(stem('redis'), 'redis');
  assert.equal(stem('string'), 'string');
  assert.equal(stem('speed'), 'speed');
  assert.equal(stem('aws'), 'aws');
  assert.equal(stem('ski'), 'ski');
  assert.notEqual(stem('skills'), stem('ski'));
});

test('queries drop English and French stopwords and near-stopwords', () => {
  assert.deepEqual(
    analyzeQuery('send an email').terms.map((t) => t.word),
    ['send', 'email'],
  );
  assert.deepEqual(
    analyzeQuery('find flights to Paris').terms.map((t) => t.word),
    ['flights', 'paris'],
  );
  assert.deepEqual(
    analyzeQuery('la météo pour les vols').terms.map((t) => t.word),
    ['meteo', 'vols'],
  );
  assert.deepEqual(
    analyzeQuery('weather mcp server').terms.map((t) => t.word),
    ['weather'],
  );
  // only near-stopwords: they are all there is, so they are kept
  assert.deepEqual(
    analyzeQuery('mcp server').terms.map((t) => t.word),
    ['mcp', 'server'],
  );
});

test('synonyms and translations become alternatives of the typed word', () => {
  const [meteo] = analyzeQuery('météo').terms;
  assert.deepEqual(meteo!.alts.slice(0, 2), ['meteo', 'weather']);
  assert.ok(analyzeQuery('courriel').terms[0]!.alts.includes('email'));
  assert.ok(analyzeQuery('base de données').terms[0]!.alts.includes(stem('database')));
  assert.equal(analyzeQuery('Google Maps').key, 'googlemaps');
});

test('a document is analyzed per field, with tier-1 keys', () => {
  const a = analyzeDoc({
    name: 'io.github.acme/GoogleMaps-mcp',
    title: 'Google Maps',
    description: 'Find places and directions.',
    tools: [{ name: 'search_places', description: 'Search for places' }],
    categories: ['maps-and-transport'],
  });
  assert.ok(a.has('short', 'googlemap') && a.has('short', 'googl') && a.has('short', 'map'));
  assert.deepEqual(a.words('owner'), [stem('acme')]);
  assert.ok(a.has('tools', 'plac'));
  assert.ok(a.has('cats', 'transport') && !a.has('cats', 'and'));
  assert.ok(a.has('keys', 'googlemaps'));
  assert.ok(a.has('keys', 'googlemapsmcp'));
  assert.ok(a.has('keys', 'searchplaces'));
  // "com.stripe/mcp": the owner stands in for an empty short name
  assert.ok(analyzeDoc({ name: 'com.stripe/mcp', tools: [], categories: [] }).has('keys', 'stripe'));
});

test('an analysed document keeps each word list as given: every field and list, empty ones, repeats', () => {
  const segments = [...FIELDS, ...LISTS];
  const lists = Object.fromEntries(segments.map((s, i) => [s, i % 3 === 0 ? [] : [`${s}1`, `${s}2`, 'shared']])) as Record<
    Segment,
    string[]
  >;
  lists.desc = ['forecast', 'weather', 'forecast'];
  const rest = {
    toolTotal: 2,
    toolHits: { shared: 2 },
    descWords: 7,
    scaffold: false,
    trial: ['demo'],
    akaPhrases: [['sleep', 'data']],
    categoryIds: ['weather'],
  };
  const d = new AnalyzedDoc(lists, rest);
  for (const s of segments) {
    assert.deepEqual(d.words(s), lists[s], s);
    assert.equal(d.count(s), lists[s].length, s);
    for (const w of ['shared', `${s}2`, 'weather', '']) assert.equal(d.has(s, w), lists[s].includes(w), `${s}: ${w}`);
    assert.ok(!d.has(s, `${segments[(segments.indexOf(s) + 1) % segments.length]}1`), `${s}: not the next one's word`);
  }
  // The fields' words (not the other lists'), each with every field holding it, in field order.
  const expected = new Map<string, number>();
  for (const f of FIELDS) for (const w of lists[f]) expected.set(w, (expected.get(w) ?? 0) | FIELD_BIT[f]);
  assert.deepEqual([...d.wordFields()], [...expected]);
  const { toolTotal, toolHits, descWords, scaffold, trial, akaPhrases, categoryIds } = d;
  assert.deepEqual({ toolTotal, toolHits, descWords, scaffold, trial, akaPhrases, categoryIds }, rest);
});

test('intent synonyms: text message = sms, scraper = scrape, crypto = blockchain, document = pdf, adjacent words joined', () => {
  const alts = (q: string) => analyzeQuery(q).terms.map((t) => t.alts);
  assert.deepEqual(
    analyzeQuery('send a text message').terms.map((t) => t.word),
    ['send', 'sms'],
  );
  assert.deepEqual(
    analyzeQuery('envoyer un texto').terms.map((t) => t.word),
    ['envoyer', 'sms'],
  );
  assert.ok(alts('web scraper')[1]!.includes(stem('scraping')));
  // (a blog site: a static site is hosting since session 51, synonyms.ts)
  assert.ok(alts('deploy my blog site')[2]!.includes(stem('website')), 'a site is a website');
  assert.ok(alts('crypto wallet')[0]!.includes('blockchain'));
  assert.ok(alts('traduire un document')[1]!.includes('pdf'));
  assert.ok(alts('file system')[0]!.includes('filesystem'));
  assert.ok(alts('file system')[1]!.includes('filesystem'));
  // The possessive tail is a stopword, so it does not push words out of the description's lead.
  assert.ok(
    analyzeDoc({ name: 'x.y/z', description: "Japan's finest Michelin-starred restaurants", tools: [], categories: [] }).has(
      'lead',
      'restaurant',
    ),
  );
});

test('synonyms are found for inflected forms through the stem', () => {
  assert.deepEqual(synonymsOf('photos'), synonymsOf('photo'));
  assert.ok(synonymsOf('direction').includes('route'));
  assert.ok(synonymsOf('creating').includes('generate'));
  assert.deepEqual(synonymsOf('weather'), []);
});

test('"create" and "generate" are the same request', () => {
  assert.ok(analyzeQuery('create an image').terms[0]!.alts.includes(stem('generation')));
  assert.ok(analyzeQuery('generate images').terms[0]!.alts.includes(stem('create')));
});

test("a typo of a table word brings that word's synonyms, as typo alternatives only", () => {
  const t = analyzeQuery('scrapper').terms[0]!;
  assert.deepEqual(t.alts, ['scrapper']); // never whole-word alternatives
  assert.ok(t.typoAlts.includes(stem('scraping')));
  assert.deepEqual(typoSynonymsOf('scraper'), []); // a table word itself has its own entry
  assert.deepEqual(typoSynonymsOf('weather'), []); // nothing near it in the table
  assert.deepEqual(typoSynonymsOf('db'), []); // too short for a typo
  // the first two letters swapped reach the word too (it starts with another letter than the typo)
  assert.ok(typoSynonymsOf('csraper').includes(stem('scraping')), typoSynonymsOf('csraper').join(' '));
  // a typo of a generated form (forms.ts: "billetera", wallet) is left alone: more often an English typo meeting it
  assert.ok(analyzeQuery('billetera').terms[0]!.alts.includes('wallet'));
  assert.deepEqual(typoSynonymsOf('billetara'), []);
});

test('another form of a French, Spanish or German verb reads as its infinitive in the table ("ajoute", "crea", "schreib")', () => {
  assert.deepEqual(synonymsOf('ajoute'), synonymsOf('ajouter'));
  assert.deepEqual(synonymsOf('ajoutez'), synonymsOf('ajouter'));
  assert.deepEqual(synonymsOf('schreib'), synonymsOf('schreiben'));
  assert.ok(synonymsOf('ajoute').includes('add'));
  // An English word is never read as another language's word ("date" is not German "Daten", data).
  assert.ok(synonymsOf('daten').length > 0);
  assert.deepEqual(synonymsOf('date'), []);
  // A rare English word is: "traduce" (to slander) in "traduce este documento" is Spanish for translate.
  assert.ok(synonymsOf('traduce').includes('translate'));
});

test('what a request carries is not what it asks for: quoted text and what a picture is of', () => {
  assert.deepEqual(queryWords("add 'renew passport' to my to-do list"), queryWords('add to my to-do list'));
  assert.deepEqual(queryWords('translate "hello world" into French'), queryWords('translate into French'));
  assert.ok(!queryWords('make a picture of a fox reading a book for my kid').includes('fox'));
  assert.ok(queryWords('make a picture of a fox reading a book for my kid').includes('kid'), 'the context stays');
  // Apostrophes are no quotes; a request that is all quotes keeps its words.
  assert.ok(queryWords("don't forget my kid's lunch").includes('lunch'));
  assert.deepEqual(queryWords('"weather"'), ['weather']);
  // What a message says is not the capability: the channel and whom are.
  assert.deepEqual(queryWords("text my client a reminder about tomorrow's appointment"), queryWords('text my client'));
  assert.ok(queryWords('extract text from the image').includes('image'), '"text" as a noun is no channel');
  assert.ok(queryWords("add 'renew passport' to my list", { payload: false }).includes('passport'));
  // What is to be remembered is not the need: a memory is.
  assert.deepEqual(queryWords('remember that I prefer aisle seats for future trips'), ['remember']);
  assert.deepEqual(queryWords('retiens que je préfère le hublot'), ['retiens']);
  assert.ok(queryWords('remember my seat preferences').includes('seat'), 'without a clause the words stay');
  // Every generator works from a prompt: "from a text prompt" is how, not what ("prompt" matched prompt-writing tools).
  assert.deepEqual(queryWords('generate an image from a text prompt for my blog'), queryWords('generate an image for my blog'));
  assert.deepEqual(queryWords('make a short video from a prompt'), queryWords('make a short video'));
  assert.ok(queryWords('generate speech from text').includes('text'), 'text as the input (text to speech) stays');
  assert.ok(queryWords('improve my prompt for image generation').includes('prompt'), 'a prompt as the object stays');
});

test('a singular in "-ie" meets its plural: calorie / calories, movie / movies, cookie / cookies', () => {
  for (const [one, many] of [
    ['calorie', 'calories'],
    ['movie', 'movies'],
    ['cookie', 'cookies'],
  ])
    assert.equal(stem(one), stem(many), one);
  assert.equal(stem('city'), stem('cities'));
});

test('everyday request words of other languages have their English (session 24): near me, German library docs, news articles', () => {
  // "près" was read as the plural of "pr" (pull requests); "près de chez moi" is near me, "cerca de mi hotel" keeps its place.
  assert.ok(!synonymsOf('pres').includes('pullrequest'), 'près is no pull request');
  assert.deepEqual(queryWords('trouver un plombier près de chez moi'), queryWords('trouver un plombier near me'));
  assert.ok(queryWords('buscar restaurantes cerca de mi hotel').includes('hotel'), 'a named place stays');
  for (const [w, en] of [
    ['dokumentation', 'documentation'],
    ['bibliothek', 'library'],
    ['nachschlagen', 'lookup'],
    ['documentacion', 'documentation'],
    ['ia', 'ai'],
  ] as const)
    assert.ok(synonymsOf(w).includes(en), `${w} -> ${en}`);
  assert.ok(queryWords('rechercher des articles de presse récents').includes('news'), 'articles de presse are news articles');
  // Nouns of the home, energy, travel and receipts
  for (const [w, en] of [
    ['electricite', 'electricity'],
    ['peaje', 'toll'],
    ['quittung', 'receipt'],
    ['staubsauger', 'vacuum'],
  ] as const)
    assert.ok(synonymsOf(w).includes(en), `${w} -> ${en}`);
});

test('queryReadings reads a request as queryWords does, with and without its time phrases, from one pass of the phrase tables', () => {
  for (const query of [
    'weekend planner',
    'remind me every monday morning to send the report',
    'sunday',
    'scan this docker image for vulnerabilites',
    'criar um gráfico com os dados da planilha de vendas',
    'translate "bonjour tout le monde" into English',
  ]) {
    for (const payload of [undefined, false]) {
      const { typed, read } = queryReadings(query, { payload });
      assert.deepEqual(typed, queryWords(query, { timePhrases: false, payload }), query);
      assert.deepEqual(read, queryWords(query, { payload }), query);
    }
  }
  // the time phrases go from the read words only, and a request of time words alone keeps them
  assert.ok(queryReadings('weekend planner').typed.includes('weekend'));
  assert.deepEqual(queryReadings('sunday').read, ['sunday']);
});

test('the Docker scan rule reads an image scanned before or after the words that say so, and nothing else', () => {
  assert.ok(queryWords('scan this docker image for vulnerabilites').join(' ').includes('container image'));
  assert.ok(queryWords('docker images with known cves').join(' ').includes('container image'));
  assert.ok(!queryWords('list my docker images').join(' ').includes('container image'));
  assert.ok(!queryWords('docker images scanned later by someone else entirely').join(' ').includes('container image'));
});
