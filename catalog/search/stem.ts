// A deliberately light English stemmer: it only has to make the forms an agent types meet the forms a
// server describes itself with (booking/book, scraping/scrape, emails/email, databases/database).
// Both sides of the index go through it, so a stem only has to be consistent, not a real word
// ("scrape" and "scraping" both become "scrap"). Anything aggressive (-er, -ly, -ion) conflates brand
// and product words (docker/dock, user/us) and is left out.

// Words ending in s that are not plurals; stripping them would merge unrelated words (news/new).
const KEEP = new Set([
  'news', 'series', 'species', 'postgres', 'kubernetes', 'always', 'perhaps', 'canvas', 'alias', 'atlas', 'bias',
  'gas', 'chaos', 'kudos', 'lens', 'plus', 'bus', 'campus', 'virus', 'census', 'nexus', 'focus', 'corpus', 'status',
  'ios', 'macos', 'windows', 'jenkins', 'sass', 'less', 'express', 'aws', 'gps', 'sms', 'dns', 'https', 'css',
]);
// Words ending in -ed / -ing that are not verb forms.
const KEEP_SUFFIXED = new Set([
  'need', 'speed', 'seed', 'feed', 'embed', 'breed', 'bleed', 'proceed', 'succeed', 'exceed', 'shed', 'red', 'bed',
  'hundred', 'sacred', 'naked', 'wicked', 'thing', 'string', 'spring', 'king', 'ring', 'bring', 'swing', 'wing',
  'sing', 'ping', 'during', 'nothing', 'something', 'anything', 'everything', 'morning', 'evening', 'ceiling',
  'pudding', 'wedding', 'sibling', 'viking', 'kling',
  // "driving directions" is not Google Drive: the adjective stays apart from the storage product.
  'driving',
]);

const VOWEL = /[aeiouy]/;

function undouble(w: string): string {
  // shopping -> shopp -> shop, logging -> logg -> log; "ll", "ss", "zz" stay (install, process).
  const n = w.length;
  if (n >= 3 && w[n - 1] === w[n - 2] && !/[lsz]/.test(w[n - 1]!) && !VOWEL.test(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

function dropE(w: string): string {
  return w.length >= 4 && w.endsWith('e') && !w.endsWith('ee') ? w.slice(0, -1) : w;
}

export function stem(word: string): string {
  const w = word;
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
  return dropE(w);
}
