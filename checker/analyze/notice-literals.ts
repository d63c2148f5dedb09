// Literal prefilters for the detector's large patterns (issue #12, detection cost). Pure.
//
//   literalGate(re) -> re          registers a pattern (at module load): the strings one of which every match contains
//   literalScan(text) -> scan      one pass over the lower-cased text; scan.may(re) is false only for a registered
//                                  pattern none of whose strings occurs in it (true for any other pattern), and
//                                  scan.exec(re, part) / scan.test(re, part) run re on a part of the text unless it is false
//   requiredLiterals(re)           those strings, lower-cased (null when the pattern's source gives none)
//
// Most texts match none of a rule's patterns, yet an alternation of a hundred phrases is tried at every word of the
// text, and each pattern runs over every sentence. One pass of an Aho-Corasick automaton over the lower-cased text
// finds which registered patterns could match at all; the others are skipped. The strings are read from each
// pattern's own source, so a rule that grows keeps its prefilter right, and a pattern is only skipped where it could
// not have matched: no output changes. A pattern run on a part of the text (a sentence) is asked about the whole text:
// what the part contains, the whole does.
//
// Why a match implies one of the strings in the lower-cased text:
// - only parts every match must contain are read: a literal character, a small class of literal characters, a group
//   repeated at least once, and every branch of an alternation (a branch with nothing to read gives the alternation
//   nothing). Optional parts, repetitions that may be empty, lookarounds, anchors, back-references and classes such as
//   \w, \s, \p{L} or [^.] give nothing and end the string being read.
// - case: strings are read only from characters whose case-insensitive matches, under both the /i and the /iu rules of
//   JavaScript, lower-case to the same character (ASCII, the Latin-1 letters but ß and ÿ, and œ); the text is lower-cased
//   too. The Kelvin and Ångström signs lower-case to "k" and "å"; the long s ("ſ", which /iu matches with "s" and
//   toLowerCase keeps) reads as "s". Any other character in a pattern ends the string it is in.

const MAX_SET = 64;
const MAX_LITERAL = 24;

// a node's information: the exact strings it matches (when few and known), or strings one of which every match contains
interface Info {
  exact: Set<string> | null;
  required: Set<string> | null;
  // (a sequence's) every set read along it, each of which every match holds one string of; required is the best of them
  all?: Set<string>[];
}
const EMPTY: Info = { exact: new Set(['']), required: null };
const UNKNOWN: Info = { exact: null, required: null };

// characters whose lower-case form stands for every character a case-insensitive pattern lets match them
function safeChar(c: string): boolean {
  const code = c.charCodeAt(0);
  return (
    c.length === 1 &&
    (code < 0x80 || (code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7) || code === 0x152 || code === 0x153) &&
    // (these two upper-case to more than one character or fold apart from their lower case: read as unknown)
    c !== 'ß' &&
    c !== 'ÿ' &&
    // no string holds white space: the rules blank quotations out with spaces, so a string read across a space could be
    // in the blanked text and not in the text it came from; without it, what the blanked text (or a part of it) holds,
    // the original holds too, and one scan of the original serves both
    !/\s/.test(c)
  );
}

// A letter of Cyrillic, kana, CJK or Hangul: it and every character a case-insensitive pattern lets match it lie in these
// blocks (Cyrillic's case pairs are both in U+0400-U+052F, and U+1C80-U+1C88 fold to Cyrillic; the others have no case),
// and nothing outside them lower-cases into them. Each reads as one sentinel, FAR, in a pattern's strings and in the
// scanned text alike: "не" reads as two FARs, which the lower-cased text holds wherever a match lies. (The rules written
// in these scripts had no string at all and ran on every text.)
const FAR = '\u0180';
function farCode(code: number): boolean {
  return (
    (code >= 0x400 && code <= 0x52f) ||
    (code >= 0x1c80 && code <= 0x1c8f) ||
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af)
  );
}
// a character's string in a pattern's strings, or null when it stands for none
const readChar = (c: string): string | null => (safeChar(c) ? c.toLowerCase() : c.length === 1 && farCode(c.charCodeAt(0)) ? FAR : null);

const literal = (c: string): Info => {
  const s = readChar(c);
  return s === null ? UNKNOWN : { exact: new Set([s]), required: null };
};

// the strings every match contains, from a node's information: its exact strings, unless one is empty
function usable(info: Info): Set<string> | null {
  if (info.exact && !info.exact.has('')) return info.exact;
  return info.required;
}

// a set is better when its shortest string is longer (rarer in text), then when it is smaller
function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  if (!a) return b;
  if (!b) return a;
  if (rarity(a) !== rarity(b)) return rarity(a) > rarity(b) ? a : b;
  return a.size <= b.size ? a : b;
}
// the length of a set's shortest string: (a FAR stands for a whole script: it counts as a quarter of a letter, so a Latin
// string is preferred to one)
function rarity(s: Set<string>): number {
  return Math.min(...[...s].map((x) => x.length - 0.75 * x.split(FAR).length + 0.75));
}

function concat(parts: Info[]): Info {
  // the exact strings of the parts read since the last part without them: each is a substring of every match
  let run = new Set(['']);
  let exact = true;
  let best: Set<string> | null = null;
  const all: Set<string>[] = [];
  const candidate = (s: Set<string> | null) => {
    if (s && !s.has('')) {
      best = better(best, s);
      all.push(s);
    }
  };
  for (const p of parts) {
    if (p.exact) {
      const next = new Set<string>();
      for (const a of run) for (const b of p.exact) next.add(a + b);
      if (next.size <= MAX_SET && [...next].every((s) => s.length <= MAX_LITERAL)) run = next;
      else {
        // too many or too long: what was read so far is one candidate, this part starts the next
        candidate(run);
        run = new Set(p.exact);
        exact = false;
      }
      continue;
    }
    exact = false;
    candidate(run);
    candidate(p.required);
    run = new Set(['']);
  }
  if (exact) return { exact: run, required: null };
  candidate(run);
  return { exact: null, required: best, all };
}

function alternation(branches: Info[]): Info {
  if (branches.every((b) => b.exact)) {
    const all = new Set(branches.flatMap((b) => [...b.exact!]));
    if (all.size <= MAX_SET) return { exact: all, required: null };
  }
  const out = new Set<string>();
  for (const b of branches) {
    const u = usable(b);
    if (!u) return UNKNOWN;
    for (const s of u) out.add(s);
  }
  return { exact: null, required: out };
}

// Reads a pattern's source (the subset of JavaScript's syntax this detector writes; anything else reads as unknown).
class Reader {
  i = 0;
  constructor(private readonly src: string) {}

  alternation(): Info {
    const branches = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0]! : alternation(branches);
  }

  private sequence(): Info {
    const parts: Info[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') parts.push(this.quantified(this.atom()));
    return concat(parts);
  }

  private quantified(atom: Info): Info {
    const c = this.src[this.i];
    let min: number;
    if (c === '*' || c === '?') {
      min = 0;
      this.i++;
    } else if (c === '+') {
      min = 1;
      this.i++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.i));
      if (!m) return atom;
      min = Number(m[1]);
      this.i += m[0].length;
    } else return atom;
    if (this.src[this.i] === '?') this.i++; // lazy: the same strings
    if (min === 0) {
      // optional: its exact strings or nothing, when few
      if (c === '?' && atom.exact && atom.exact.size < MAX_SET) return { exact: new Set(['', ...atom.exact]), required: null };
      return UNKNOWN;
    }
    // at least once: every match holds what one repetition holds
    return { exact: null, required: usable(atom) };
  }

  private atom(): Info {
    const c = this.src[this.i]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape(false).info;
    this.i++;
    if (c === '^' || c === '$') return EMPTY;
    if (c === '.') return UNKNOWN;
    return literal(c);
  }

  private group(): Info {
    this.i++;
    let lookaround = false;
    if (this.src[this.i] === '?') {
      const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.src.slice(this.i));
      if (!m) throw new Error(`notice-literals: unknown group at ${this.i} in ${this.src.slice(0, 80)}`);
      lookaround = ['?=', '?!', '?<=', '?<!'].includes(m[0]);
      this.i += m[0].length;
    }
    const inner = this.alternation();
    if (this.src[this.i] !== ')') throw new Error(`notice-literals: unclosed group in ${this.src.slice(0, 80)}`);
    this.i++;
    // a lookaround matches no characters (what it looks at may lie outside the match)
    return lookaround ? EMPTY : inner;
  }

  // one escape; in a class, \b is a backspace and the zero-width escapes do not occur
  private escape(inClass: boolean): { info: Info; char: string | null } {
    const rest = this.src.slice(this.i + 1);
    const simple =
      /^[bBdDsSwWnrtfv]|^0\d*|^[pP]\{[^}]*\}|^x[0-9a-fA-F]{2}|^u[0-9a-fA-F]{4}|^u\{[0-9a-fA-F]+\}|^c[A-Za-z]|^k<[^>]*>|^[1-9]\d*/.exec(
        rest,
      );
    if (simple) {
      this.i += 1 + simple[0].length;
      const e = simple[0];
      if (!inClass && (e === 'b' || e === 'B')) return { info: EMPTY, char: null };
      // (\u{...} reads as unknown: a code point with the u flag, "u" repeated without it)
      const code = /^(?:x|u[0-9a-fA-F])/.test(e) ? parseInt(e.slice(1), 16) : null;
      if (code !== null) {
        const ch = String.fromCodePoint(code);
        return { info: literal(ch), char: ch };
      }
      const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
      if (e in named) return { info: literal(named[e]!), char: named[e]! };
      return { info: UNKNOWN, char: null };
    }
    // an escaped punctuation character is that character
    const ch = this.src[this.i + 1]!;
    this.i += 2;
    return { info: literal(ch), char: ch };
  }

  // a class of a few literal characters ([sz], [eé], [-_]) gives them; anything larger or negated gives nothing
  private charClass(): Info {
    this.i++;
    const negated = this.src[this.i] === '^';
    if (negated) this.i++;
    const chars = new Set<string>();
    let known = !negated;
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      let from: string | null;
      if (this.src[this.i] === '\\') from = this.escape(true).char;
      else from = this.src[this.i++]!;
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        this.i++;
        const to = this.src[this.i] === '\\' ? this.escape(true).char : this.src[this.i++]!;
        if (from === null || to === null) known = false;
        else for (let k = from.charCodeAt(0); k <= to.charCodeAt(0) && chars.size <= 8; k++) chars.add(String.fromCharCode(k));
        if (chars.size > 8) known = false;
        continue;
      }
      if (from === null) known = false;
      else chars.add(from);
    }
    this.i++; // ]
    const read = [...chars].map(readChar);
    if (!known || chars.size === 0 || chars.size > 8 || read.includes(null)) return UNKNOWN;
    return { exact: new Set(read as string[]), required: null };
  }
}

// Sets of strings a match must hold one string of each of, the rarest first (requiredLiterals' set) and at most three: a
// text lacking any one of them cannot match. Each set is read as requiredLiterals' is, from another mandatory part of the
// pattern's top-level sequence ("\bsend\s+(?:the|all)\s+keys\b": "send", then "the" or "all", then "keys").
const MAX_SETS = 3;
export function requiredLiteralSets(re: RegExp): string[][] | null {
  const reader = new Reader(re.source);
  const info = reader.alternation();
  if (reader.i !== re.source.length) throw new Error(`notice-literals: stopped at ${reader.i} of ${re.source.slice(0, 80)}`);
  const best = usable(info);
  if (!best || best.size === 0 || best.has('')) return null;
  const sets = [best];
  // (a set holding all of a chosen set's strings adds nothing)
  for (const s of [...(info.all ?? [])].sort((a, b) => rarity(b) - rarity(a))) {
    if (sets.length >= MAX_SETS) break;
    if (s.size > 0 && !s.has('') && !sets.some((t) => t === s || [...t].every((x) => s.has(x)))) sets.push(s);
  }
  return sets.map((s) => [...s]);
}

export function requiredLiterals(re: RegExp): string[] | null {
  const reader = new Reader(re.source);
  const info = reader.alternation();
  if (reader.i !== re.source.length) throw new Error(`notice-literals: stopped at ${reader.i} of ${re.source.slice(0, 80)}`);
  const set = usable(info);
  if (!set || set.size === 0 || [...set].some((s) => s === '')) return null;
  return [...set];
}

// ---- the automaton -----------------------------------------------------------------------------------------

// registered patterns, by id; the sets of strings each needs (none: the pattern is always run), each set a slot of the
// automaton; and each pattern's slots
const ids = new Map<RegExp, number>();
const setsOf: string[][] = [];
const slotsOf: number[][] = [];
// the patterns read first by each slot (a pattern's rarest set), and those with none (always run): LiteralScan.openIn lists
// a text's open patterns from the slots it holds instead of asking each pattern in turn
const byFirstSlot: number[][] = [];
const slotless: number[] = [];

export function literalGate<T extends RegExp>(re: T): T {
  if (!ids.has(re)) {
    const id = slotsOf.length;
    ids.set(re, id);
    const sets = requiredLiteralSets(re) ?? [];
    const slots = sets.map((set) => setsOf.push(set) - 1);
    slotsOf.push(slots);
    if (slots.length === 0) slotless.push(id);
    else (byFirstSlot[slots[0]!] ??= []).push(id);
    automaton = null;
    scannedText = null;
  }
  return re;
}

// the registered pattern's number, for LiteralScan.open: asked once per pattern (at module load), it spares a hot loop the
// map look-up that may() makes on every call
export function gateId(re: RegExp): number {
  const id = ids.get(re);
  if (id === undefined) throw new Error(`notice-literals: pattern not registered: /${re.source.slice(0, 40)}/`);
  return id;
}

// every registered pattern (the tests check each against real texts)
export function registeredPatterns(): RegExp[] {
  return [...ids.keys()];
}

interface Automaton {
  // character code (below SYMBOL_CODES) -> symbol; 0 for every character no string holds
  symbol: Uint8Array;
  width: number;
  // state * width + symbol -> next state (a complete transition table: no failure links to follow while scanning; about
  // 10,000 states of 70 symbols, 16 bits each)
  next: Uint16Array | Uint32Array;
  // the patterns whose strings end in each state (its own and those of its failure states)
  ends: (number[] | null)[];
}
// the strings hold ASCII, Latin-1 and œ only (safeChar), and FAR (U+0180, the last code read)
const SYMBOL_CODES = 0x181;
let automaton: Automaton | null = null;

function build(): Automaton {
  const symbol = new Uint8Array(SYMBOL_CODES);
  let width = 1;
  for (const literals of setsOf)
    for (const l of literals) for (let i = 0; i < l.length; i++) if (symbol[l.charCodeAt(i)] === 0) symbol[l.charCodeAt(i)] = width++;
  // the trie of every string
  const children: Map<number, number>[] = [new Map()];
  const ends: (number[] | null)[] = [null];
  setsOf.forEach((literals, id) => {
    for (const l of literals) {
      let state = 0;
      for (let i = 0; i < l.length; i++) {
        const k = symbol[l.charCodeAt(i)]!;
        let child = children[state]!.get(k);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          ends.push(null);
          children[state]!.set(k, child);
        }
        state = child;
      }
      ends[state] = [...new Set([...(ends[state] ?? []), id])];
    }
  });
  // breadth first: a state's failure state is shallower, so its row and its ends are complete when the state is reached
  const next = children.length <= 0xffff ? new Uint16Array(children.length * width) : new Uint32Array(children.length * width);
  const fail = new Int32Array(children.length);
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    if (state !== 0 && ends[fail[state]!]) ends[state] = [...new Set([...(ends[state] ?? []), ...ends[fail[state]!]!])];
    for (let k = 1; k < width; k++) {
      const child = children[state]!.get(k);
      const fallback = state === 0 ? 0 : next[fail[state]! * width + k]!;
      if (child === undefined) next[state * width + k] = fallback;
      else {
        fail[child] = fallback;
        next[state * width + k] = child;
        queue.push(child);
      }
    }
  }
  return { symbol, width, next, ends };
}

export interface LiteralScan {
  // false when the pattern cannot match anywhere in the scanned text
  may(re: RegExp): boolean;
  // may(), for the pattern gateId() numbered
  open(id: number): boolean;
  // re.exec(part) and re.test(part), for a part of the scanned text (a sentence, a slice), skipped when the pattern cannot
  // match (as a failed search does, a skipped global or sticky pattern's lastIndex is reset)
  exec(re: RegExp, part: string): RegExpExecArray | null;
  test(re: RegExp, part: string): boolean;
  // the open patterns numbered from `first` up to `end` (not included), in ascending order: a loop over a thousand
  // registered patterns of which a text holds the strings of a few dozen visits only those
  openIn(first: number, end: number): number[];
}

class Scan implements LiteralScan {
  // (found: a flag per slot; held: the slots found, in the order met; patterns: how many were registered at the scan)
  constructor(
    private readonly found: Uint8Array,
    private readonly held: readonly number[],
    private readonly patterns: number,
  ) {}
  openIn(first: number, end: number): number[] {
    const out: number[] = [];
    for (const slot of this.held) for (const id of byFirstSlot[slot] ?? []) if (id >= first && id < end && this.open(id)) out.push(id);
    for (const id of slotless) if (id >= first && id < end) out.push(id);
    // (a pattern registered after this scan was made is run)
    for (let id = Math.max(first, this.patterns); id < end; id++) if (!out.includes(id)) out.push(id);
    return out.sort((a, b) => a - b);
  }
  may(re: RegExp): boolean {
    const id = ids.get(re);
    // (a pattern registered after this scan was made is run)
    return id === undefined || this.open(id);
  }
  open(id: number): boolean {
    if (id >= slotsOf.length) return true;
    const slots = slotsOf[id]!;
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k]!;
      // (a slot made after this scan was: the pattern is run)
      if (slot < this.found.length && this.found[slot] === 0) return false;
    }
    return true;
  }
  exec(re: RegExp, part: string): RegExpExecArray | null {
    if (this.may(re)) return re.exec(part);
    if (re.global || re.sticky) re.lastIndex = 0;
    return null;
  }
  test(re: RegExp, part: string): boolean {
    if (this.may(re)) return re.test(part);
    if (re.global || re.sticky) re.lastIndex = 0;
    return false;
  }
}

// (the last text's scan, kept: the rules and the structure layer ask about the same text)
let scannedText: string | null = null;
let scanned: LiteralScan = new Scan(new Uint8Array(0), [], 0);

export function literalScan(text: string): LiteralScan {
  if (text === scannedText) return scanned;
  const a = (automaton ??= build());
  const found = new Uint8Array(setsOf.length);
  const held: number[] = [];
  const folded = text.toLowerCase();
  let state = 0;
  for (let i = 0; i < folded.length; i++) {
    let code = folded.charCodeAt(i);
    if (code >= 0x17f) {
      if (code === 0x17f)
        code = 0x73; // ſ reads as s
      else if (farCode(code)) code = 0x180;
    }
    state = a.next[state * a.width + (code < SYMBOL_CODES ? a.symbol[code]! : 0)]!;
    const ends = a.ends[state];
    if (ends)
      for (const id of ends)
        if (found[id] === 0) {
          found[id] = 1;
          held.push(id);
        }
  }
  scannedText = text;
  scanned = new Scan(found, held, slotsOf.length);
  return scanned;
}
