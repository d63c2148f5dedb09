// A deliberately light English stemmer: it only has to make the forms an agent types meet the forms a
// server describes itself with (booking/book, scraping/scrape, emails/email, databases/database).
// Both sides of the index go through it, so a stem only has to be consistent, not a real word
// ("scrape" and "scraping" both become "scrap"). Anything aggressive (-er, -ly, -ion) conflates brand
// and product words (docker/dock, user/us) and is left out.
import { dictionary } from './dictionary.js';

// Words ending in s that are not plurals; stripping them would merge unrelated words (news/new).
const KEEP = new Set([
  'news',
  'series',
  'species',
  'postgres',
  'kubernetes',
  'always',
  'perhaps',
  'canvas',
  'alias',
  'atlas',
  'bias',
  'gas',
  'chaos',
  'kudos',
  'lens',
  'plus',
  'bus',
  'campus',
  'virus',
  'census',
  'nexus',
  'focus',
  'corpus',
  'status',
  'ios',
  'macos',
  'windows',
  'jenkins',
  'sass',
  'less',
  'express',
  'aws',
  'gps',
  'sms',
  'dns',
  'https',
  'css',
]);
// Words ending in -ed / -ing that are not verb forms.
const KEEP_SUFFIXED = new Set([
  'need',
  'speed',
  'seed',
  'feed',
  'embed',
  'breed',
  'bleed',
  'proceed',
  'succeed',
  'exceed',
  'shed',
  'red',
  'bed',
  'hundred',
  'sacred',
  'naked',
  'dating', // dating apps and profiles, not dates (a calendar server is no answer to "dating profile")
  'wicked',
  'thing',
  'string',
  'spring',
  'king',
  'ring',
  'bring',
  'swing',
  'wing',
  'sing',
  'ping',
  'during',
  'nothing',
  'something',
  'anything',
  'everything',
  'morning',
  'evening',
  'ceiling',
  'pudding',
  'wedding',
  'sibling',
  'viking',
  'kling',
  // "driving directions" is not Google Drive: the adjective stays apart from the storage product.
  'driving',
  // Accounting is bookkeeping, not a user's account (session 60, blind-654: "Buchhaltung für mein kleines Café
  // automatisieren", read as "accounting", put a ring tracker's and a bank's accounts first).
  'accounting',
]);

const VOWEL = /[aeiouy]/;

function undouble(w: string): string {
  // shopping -> shopp -> shop, logging -> logg -> log; "ll", "ss", "zz" stay (install, process).
  const n = w.length;
  if (n >= 3 && w[n - 1] === w[n - 2] && !/[lsz]/.test(w[n - 1]!) && !VOWEL.test(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

// Words whose final e keeps them apart from a shorter word of the catalogue: "gene" is not "Gen", the model generation
// of video servers ("Gen-4"), which its stem "gen" matched (session 53, blind-505: "what does the BRCA2 gene do" put a
// video generator first).
const KEEP_E: ReadonlySet<string> = new Set(['gene']);

function dropE(w: string): string {
  if (KEEP_E.has(w)) return w;
  return w.length >= 4 && w.endsWith('e') && !w.endsWith('ee') ? w.slice(0, -1) : w;
}

/**
 * Plurals the length and "-is" rules below would keep: two-letter abbreviations ("ads", "vms") and words
 * ending in i ("apis", "emojis", "taxis"). Listed, because "gas", "sms", "analysis", "redis" are not plurals.
 */
const PLURAL_OF: Readonly<Record<string, string>> = dictionary({
  ads: 'ad',
  ids: 'id',
  ips: 'ip',
  vms: 'vm',
  dbs: 'db',
  prs: 'pr',
  uis: 'ui',
  ais: 'ai',
  apis: 'api',
  kpis: 'kpi',
  guis: 'gui',
  emojis: 'emoji',
  wikis: 'wiki',
  taxis: 'taxi',
  sushis: 'sushi',
  safaris: 'safari',
  bikinis: 'bikini',
});

/**
 * PLURAL_OF[word] as a look-up in a Map: a property read with a string as its key makes V8 internalise the string,
 * and an array of internalised strings joins into a string of two bytes a character (the index's exact keys are
 * joined from the words analyze.ts shares between documents).
 */
const PLURAL_MAP: ReadonlyMap<string, string> = new Map(Object.entries(PLURAL_OF));
function pluralOf(word: string): string | undefined {
  return PLURAL_MAP.get(word);
}

/**
 * The stems of the last words asked (pure: the rules never change). A catalogue repeats its words: at 20,000
 * servers, running the rules on each was a tenth of the index build (issue #13). Two generations of at most
 * STEM_MEMO_MAX words (about 2 MB each): when the newer is full it becomes the older one, and a word found in the
 * older one moves back, so that the words a catalogue repeats stay while those of one server go (emptied whole,
 * the memo ran the rules afresh on every common word after each 20,000 new ones). The stems it hands out are
 * shared by the documents analysed meanwhile, which saves more than that.
 */
let MEMO = new Map<string, string>();
let OLD = new Map<string, string>();
export const STEM_MEMO_MAX = 20_000;

export function stem(word: string): string {
  let s = MEMO.get(word);
  if (s === undefined) {
    if (MEMO.size >= STEM_MEMO_MAX) {
      OLD = MEMO;
      MEMO = new Map();
    }
    MEMO.set(word, (s = OLD.get(word) ?? stemRules(word)));
  }
  return s;
}

/**
 * stem() without keeping the answer: for a word cut from a text held two bytes a character (one with a character
 * outside ASCII), whose stem would be the copy shared by every later caller (analyze.ts tokenOf).
 */
export function stemOnce(word: string): string {
  return MEMO.get(word) ?? OLD.get(word) ?? stemRules(word);
}

/**
 * Irregular past forms a request uses for what servers name by the verb ("track what I spent", "which invoices were paid").
 * Only verbs whose past form is no common phrase of server descriptions ("built with", "written in", "made for" are, and
 * would read as "build", "write", "make").
 */
const PAST_OF: ReadonlyMap<string, string> = new Map([
  ['spent', 'spend'],
  ['paid', 'pay'],
  ['bought', 'buy'],
  ['sold', 'sell'],
  ['sent', 'send'],
]);

function stemRules(word: string): string {
  const w = pluralOf(word) ?? PAST_OF.get(word) ?? word;
  if (w.length <= 3 || /\d/.test(w) || KEEP.has(w) || KEEP_SUFFIXED.has(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (/(sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) {
    // "filings", "meetings": the plural of an -ing noun meets the word's other forms ("filing" -> "fil").
    const one = w.slice(0, -1);
    return /(ing|ed)$/.test(one) ? stem(one) : dropE(one);
  }
  if (w.endsWith('ing') && w.length >= 6) {
    const base = w.slice(0, -3);
    if (base.length >= 3 && VOWEL.test(base)) return undouble(base);
  }
  if (w.endsWith('ed') && w.length >= 5 && !w.endsWith('eed')) {
    const base = w.slice(0, -2);
    if (base.length >= 3 && VOWEL.test(base)) return dropE(undouble(base));
  }
  // "calorie" / "calories", "movie" / "movies", "cookie" / "cookies": the singular meets its plural's "-y".
  if (w.endsWith('ie') && w.length >= 5) return w.slice(0, -2) + 'y';
  return dropE(w);
}

// Derivational forms, for the query side only. An agent asks to "transcribe" where a server says
// "transcription", to "analyze" where it says "analysis", to "convert" where it names a "converter". The
// stemmer above stays light because both sides of the index go through it and an aggressive rule merges
// unrelated words for everyone (docker/dock); a derived form is only an extra whole-word alternative of
// what the agent typed (analyze.ts), so a stray one costs at most a rare extra match and never changes the
// index. Pairs of endings, tried both ways, each with the letters the rest of the word must keep: short
// roots and plain endings ('' / -er / -al) are where real words collide ("station" is not "state" + ion,
// "folder" is not "fold" + er), so those need a longer root.
const DERIVATIONS: readonly (readonly [string, string, number])[] = [
  ['ption', 'be', 3], // transcription / transcribe, subscription / subscribe
  ['ption', 'pt', 3], // encryption / encrypt, adoption / adopt
  ['ction', 'ct', 2], // detection / detect, extraction / extract
  ['ssion', 'ss', 3], // compression / compress
  ['ification', 'ify', 2], // notification / notify, verification / verify
  ['ization', 'ize', 3],
  ['isation', 'ise', 3],
  ['isation', 'ize', 3], // optimization / optimize
  ['ation', 'ate', 3], // translation / translate, automation / automate
  ['ation', 'e', 5], // configuration / configure, compilation / compile
  ['ation', '', 5], // transformation / transform, documentation / document
  ['ution', 'ute', 3], // execution / execute
  ['etion', 'ete', 3], // deletion / delete, completion / complete
  ['ment', '', 5], // deployment / deploy, management / manage
  ['ysis', 'yze', 3],
  ['ysis', 'yse', 3], // analysis / analyze
  ['al', 'e', 5], // removal / remove, retrieval / retrieve
  ['ery', 'er', 4], // delivery / deliver, discovery / discover
  // No -er / -or: "tracker", "browser", "converter" already meet track, browse, convert as a prefix
  // (tiers.ts), a weaker match, which is right for them ("issue tracker" is not about tracking).
];
/** Word pairs the endings would join wrongly. */
const NOT_DERIVED: ReadonlySet<string> = new Set([
  'statement',
  'state',
  'battery',
  'batter',
  'container',
  'contain',
  'counter',
  'count',
  // "deploy to production" is not about products.
  'production',
  'product',
]);

function undoubled(w: string): string {
  // "planner" -> plann -> plan, "scanner" -> scan; "ll", "ss" stay (installer -> install).
  const n = w.length;
  return n >= 4 && w[n - 1] === w[n - 2] && !/[aeiouylsz]/.test(w[n - 1]!) ? w.slice(0, -1) : w;
}

/**
 * Other forms of a query word (stemmed, the word's own stem excluded): the verb of a noun and the noun of
 * a verb, by the pairs of endings above, from the word as typed and from its base form ("transcribing" ->
 * transcribe -> transcription, "notifications" -> notification -> notify).
 */
export function derivedForms(word: string): string[] {
  const own = stem(word);
  const bases = new Set([word]);
  if (own !== word) bases.add(own).add(own + 'e');
  const out = new Set<string>();
  for (const base of bases) {
    if (NOT_DERIVED.has(base)) continue;
    for (const [a, b, min] of DERIVATIONS) {
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        if (!base.endsWith(from)) continue;
        const root = base.slice(0, base.length - from.length);
        if (root.length < min || !/[aeiouy]/.test(root)) continue;
        const form = to === '' ? undoubled(root) : root + to;
        if (!NOT_DERIVED.has(form)) out.add(stem(form));
      }
    }
  }
  out.delete(own);
  return [...out].filter((w) => w.length >= 3);
}
