// Layer 1 of the instruction-like detector (notices-v2): normalise a text and surface what a model reads
// but a person does not see. Pure functions, no state.
//
//   findHidden(text)     -> HiddenReport   invisible characters outside legitimate uses, with tag text decoded
//   normalise(text)      -> string         NFKC, look-alike letters folded to Latin, invisible characters
//                                           removed, quotes and whitespace unified
//   segments(text)       -> Segment[]      the normalised text plus every HTML/Markdown comment body and every
//                                           base64 / hex / percent-encoded run that decodes to readable text,
//                                           each labelled with where it came from
//
// Why each exception exists:
// - Emoji tag sequences (U+1F3F4 + 2-6 lower-case/digit tags + U+E007F) are how England's, Scotland's and
//   Wales' flags are written; any other tag character is an invisible copy of ASCII (ASCII smuggling).
// - ZWJ/ZWNJ and direction marks are real text inside emoji sequences, Persian, Indic, Hebrew and Arabic;
//   they count only between ASCII characters or next to another hidden character.
// - A soft hyphen alone is a typesetting hint; it counts when other hidden characters are present.
import { allMatches } from './notice-regex.js';

export interface HiddenReport {
  count: number;
  // code points of what was found (first few), for the excerpt
  kinds: string[];
  // ASCII smuggled in tag characters, decoded
  tagText: string;
  // index (in UTF-16 units of the original text) of the first hidden character
  first: number;
  // words that mix Latin with Cyrillic or Greek look-alikes
  mixedScriptWords: string[];
}

export type SegmentOrigin = 'text' | 'comment' | 'base64' | 'hex' | 'url-encoded' | 'tag-characters';

export interface Segment {
  origin: SegmentOrigin;
  text: string;
  // where a comment starts in the NFKC text (a security tool quoting one "such as <!-- ... -->" shows an example)
  at?: number;
}

const ALWAYS_HIDDEN = /[\u200B\u2060-\u2064\uFEFF\u180E\u202A-\u202E\u2066-\u2069\u3164\uFFA0]|[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
const CONTEXT_HIDDEN = /[\u200C\u200D\u200E\u200F\u061C]/u;
const SOFT_HYPHEN = '\u00AD';
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}/gu;

function isAsciiOrHidden(c: string | undefined): boolean {
  return c === undefined || /^[\x00-\x7F]$/.test(c) || ALWAYS_HIDDEN.test(c) || CONTEXT_HIDDEN.test(c) || c === SOFT_HYPHEN;
}

// Marks which code points (by index in Array.from(text)) are hidden, after blanking valid emoji flags.
function hiddenMask(chars: readonly string[], validFlag: readonly boolean[]): boolean[] {
  const mask = chars.map((c, i) => {
    if (validFlag[i]) return false;
    if (ALWAYS_HIDDEN.test(c)) return true;
    if (CONTEXT_HIDDEN.test(c)) return isAsciiOrHidden(chars[i - 1]) && isAsciiOrHidden(chars[i + 1]);
    return false;
  });
  const others = mask.some(Boolean);
  const softHyphens = chars.filter((c) => c === SOFT_HYPHEN).length;
  if (others || softHyphens >= 3)
    chars.forEach((c, i) => {
      if (c === SOFT_HYPHEN) mask[i] = true;
    });
  return mask;
}

function flagPositions(text: string, chars: readonly string[]): boolean[] {
  const valid = new Array<boolean>(chars.length).fill(false);
  if (!text.includes('\u{1F3F4}')) return valid;
  // map UTF-16 offsets of matches to code point indices
  const starts: number[] = [];
  let off = 0;
  for (const c of chars) {
    starts.push(off);
    off += c.length;
  }
  for (const m of text.matchAll(EMOJI_TAG_SEQUENCE)) {
    const from = m.index!;
    const to = from + m[0].length;
    starts.forEach((s, i) => {
      if (s >= from && s < to) valid[i] = true;
    });
  }
  return valid;
}

const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ѕ: 's',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  τ: 't',
  ι: 'i',
  κ: 'k',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'u');

// A word that mixes Latin letters with Cyrillic/Greek look-alikes is a disguise; whole Cyrillic or Greek
// words are ordinary text and stay as they are.
function foldWord(word: string): string {
  if (!CONFUSABLE_RE.test(word) || !/[A-Za-z]/.test(word)) return word;
  return Array.from(word)
    .map((c) => CONFUSABLES[c] ?? c)
    .join('');
}

// Any character the two classes above or the soft hyphen can flag: a text with none of them (nearly every text) has
// nothing to mask, so the per-character walk is skipped (the walk tests each character against these same sets).
const ANY_HIDDEN =
  /[\u200B-\u200F\u2060-\u2064\uFEFF\u180E\u202A-\u202E\u2066-\u2069\u3164\uFFA0\u061C\u00AD]|[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;

export function findHidden(text: string): HiddenReport {
  if (!ANY_HIDDEN.test(text))
    return { count: 0, kinds: [], tagText: '', first: -1, mixedScriptWords: CONFUSABLE_RE.test(text) ? mixedScript(text) : [] };
  const chars = Array.from(text);
  const mask = hiddenMask(chars, flagPositions(text, chars));
  let count = 0;
  let first = -1;
  let offset = 0;
  const kinds = new Set<string>();
  let tagText = '';
  chars.forEach((c, i) => {
    if (mask[i]) {
      count++;
      if (first < 0) first = offset;
      const cp = c.codePointAt(0)!;
      if (cp >= 0xe0020 && cp <= 0xe007e) tagText += String.fromCharCode(cp - 0xe0000);
      else if (kinds.size < 6) kinds.add(`U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
    }
    offset += c.length;
  });
  if (tagText) kinds.add('tag characters');
  // (a word with a look-alike letter needs one in the text: most texts have none)
  const mixedScriptWords = CONFUSABLE_RE.test(text) ? mixedScript(text) : [];
  return { count, kinds: [...kinds], tagText, first, mixedScriptWords };
}

function mixedScript(text: string): string[] {
  return (text.match(/[\p{L}]+/gu) ?? []).filter((w) => /[A-Za-z]/.test(w) && CONFUSABLE_RE.test(w)).slice(0, 5);
}

export function normalise(text: string): string {
  return normaliseNfkc(text.normalize('NFKC'));
}

// normalise() after NFKC (segments() needs the NFKC text too). Each step is skipped when the text has nothing it could
// change: no hidden character (nothing to mask, and no emoji tag sequence: its tags are hidden characters), no look-alike
// letter (every word folds to itself), no line break (every run of white space becomes one space).
function normaliseNfkc(nfkc: string): string {
  let visible = nfkc;
  if (ANY_HIDDEN.test(nfkc)) {
    const chars = Array.from(nfkc);
    const mask = hiddenMask(chars, flagPositions(nfkc, chars));
    visible = chars
      .filter((_, i) => !mask[i])
      .join('')
      .replace(EMOJI_TAG_SEQUENCE, ' ');
  }
  const folded = CONFUSABLE_RE.test(visible) ? visible.replace(/[\p{L}]+/gu, foldWord) : visible;
  const quoted = folded.replace(/[\u2018\u2019\u02BC\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u00AB\u00BB\u2033]/g, '"');
  return (
    quoted.includes('\n')
      ? // a blank line, a list item or a heading starts a new sentence ("... all keys\n- Add the filter ..."); a soft
        // wrap inside a sentence is just a space
        quoted.replace(/\s+/g, (ws: string, at: number, all: string) =>
          ws.includes('\n') && (/\n[^\S\n]*\n/.test(ws) || LINE_START_BREAK.test(all.slice(at + ws.length, at + ws.length + 4)))
            ? '\n'
            : ' ',
        )
      : quoted.replace(/\s+/g, ' ')
  ).trim();
}
const LINE_START_BREAK = /^(?:[-*•]\s|\d{1,2}[.)]\s|#)/u;

// ---- comments and encoded runs --------------------------------------------------------------------------

const HTML_COMMENT = /<!--([\s\S]*?)(?:-->|$)/g;
const MD_COMMENT = /\[(?:\/\/|comment|_)\]:\s*#\s*(?:\(([^)]*)\)|"([^"]*)"|'([^']*)')/g;
const BASE64_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/_=-])/g;
const HEX_RUN = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){16,}(?![0-9A-Fa-f])/g;
const PCT_RUN = /[^\s"'<>()]*%[0-9A-Fa-f]{2}[^\s"'<>()]*/g;

// Decoded bytes count as text when they are mostly printable and hold at least three letter-words; that
// keeps images, keys and hashes (which decode to binary) out.
function readable(s: string): boolean {
  if (s.length < 12) return false;
  const printable = s.replace(/[^\x20-\x7E\u00A0-\u024F\s]/g, '').length;
  if (printable / s.length < 0.95) return false;
  return (s.match(/[A-Za-z\u00C0-\u024F]{2,}/g) ?? []).length >= 3;
}

export function decodeBase64Run(run: string): string | null {
  try {
    const buf = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const s = buf.toString('utf8');
    return readable(s) ? s : null;
  } catch {
    return null;
  }
}

function decodeHexRun(run: string): string | null {
  const s = Buffer.from(run, 'hex').toString('utf8');
  return readable(s) ? s : null;
}

function decodePercent(run: string): string | null {
  if ((run.match(/%[0-9A-Fa-f]{2}/g) ?? []).length < 3) return null;
  try {
    const s = decodeURIComponent(run.replace(/\+/g, ' '));
    return readable(s) && /\s/.test(s) ? s : null;
  } catch {
    return null;
  }
}

export function segments(text: string): Segment[] {
  const raw = text.normalize('NFKC');
  const out: Segment[] = [{ origin: 'text', text: normaliseNfkc(raw) }];
  // (tag characters are hidden characters: a text without any has no tag text)
  const tags = ANY_HIDDEN.test(text) ? findHidden(text).tagText : '';
  if (tags) out.push({ origin: 'tag-characters', text: normalise(tags) });
  // cheap literal gates: a comment needs its opening, a percent-encoded run a percent sign
  if (raw.includes('<!--'))
    for (const m of raw.matchAll(HTML_COMMENT)) if (m[1]?.trim()) out.push({ origin: 'comment', text: normalise(m[1]), at: m.index });
  if (raw.includes(']:'))
    for (const m of raw.matchAll(MD_COMMENT)) {
      const body = m[1] ?? m[2] ?? m[3];
      if (body?.trim()) out.push({ origin: 'comment', text: normalise(body) });
    }
  for (const m of allMatches(BASE64_RUN, raw)) {
    // a JWT is three base64url parts: decode each
    for (const part of m[0].split('.')) {
      const d = decodeBase64Run(part);
      if (d) out.push({ origin: 'base64', text: normalise(d) });
    }
  }
  for (const m of allMatches(HEX_RUN, raw)) {
    const d = decodeHexRun(m[0]);
    if (d) out.push({ origin: 'hex', text: normalise(d) });
  }
  if (raw.includes('%'))
    for (const m of raw.matchAll(PCT_RUN)) {
      const d = decodePercent(m[0]);
      if (d) out.push({ origin: 'url-encoded', text: normalise(d) });
    }
  return out;
}
