// Where a remote is hosted, as a hint from its addresses (docs/ranking.md, "Hosting"). Pure: the range tables
// are passed in; hosting-data.ts loads the real ones from @ip-location-db/geo-whois-asn-country.
//
//   parseRangeCsv(text, family) -> RangeTable   one `*-num.csv` file: "start,end,CC" per line, integers,
//                                               sorted by start (nested ranges are flattened). Takes the
//                                               text or its bytes (the loader passes bytes: no decode).
//   lookupCountry(tables, ip) -> string | null  ISO 3166-1 alpha-2 country, or null (unknown, private,
//                                               invalid). IPv4-mapped IPv6 (::ffff:a.b.c.d) is looked up
//                                               as the IPv4 inside.
//   findInTable(table, value) -> string | null  the same on a number from ipToNumber
//   euHosting(countries) -> boolean             true when there is at least one address and every one is
//                                               in the EU/EEA; an unknown country makes it false
//   EU_EEA_COUNTRIES                            the 30: EU 27 + Iceland, Liechtenstein, Norway
//
// Tables are packed in typed arrays (~11 MB for the 550k real ranges, against ~136 MB as arrays of
// bigint): each bound is `stride` 32-bit words, most significant first (1 for IPv4, 4 for IPv6), and each
// range keeps a Uint16 index into a small table of country codes. Lookup is a binary search over range
// starts: O(log n), ~19 steps for the 334k IPv4 ranges.
import ipaddr from 'ipaddr.js';

export const HOSTING_RULE_VERSION = 'hosting-v1';

export interface RangeTable {
  family: 4 | 6;
  /** Ranges in the table. */
  length: number;
  /** 32-bit words per bound: 1 (IPv4) or 4 (IPv6). */
  stride: 1 | 4;
  /** Range i starts at words [i*stride, (i+1)*stride), most significant word first. */
  starts: Uint32Array;
  ends: Uint32Array;
  /** Range i's country is codes[countryIndex[i]]. */
  countryIndex: Uint16Array;
  codes: readonly string[];
}

export interface RangeTables {
  v4: RangeTable;
  v6: RangeTable;
}

export const EU_EEA_COUNTRIES: ReadonlySet<string> = new Set([
  // EU 27
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // EEA, outside the EU
  'IS',
  'LI',
  'NO',
]);

type Words = Uint32Array;

function compare(a: Words, ai: number, b: Words, bi: number, stride: number): number {
  for (let k = 0; k < stride; k++) {
    const x = a[ai + k]!;
    const y = b[bi + k]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** w += delta (+1 or -1) in place, with carry across words; callers never wrap past 0 or the maximum. */
function step(w: Words, stride: number, delta: 1 | -1): Words {
  for (let k = stride - 1; k >= 0; k--) {
    const v = w[k]! + delta;
    w[k] = v >>> 0;
    if (v >= 0 && v <= 0xffffffff) break;
  }
  return w;
}

// Decimal digits into `stride` words: six digits at a time keeps every product below 2^53.
function parseDecimal(bytes: Uint8Array, from: number, to: number, out: Words, stride: number): boolean {
  out.fill(0);
  if (to <= from) return false;
  for (let i = from; i < to;) {
    let chunk = 0;
    let scale = 1;
    for (let j = 0; j < 6 && i < to; j++, i++) {
      const d = bytes[i]! - 48;
      if (d < 0 || d > 9) return false;
      chunk = chunk * 10 + d;
      scale *= 10;
    }
    let carry = chunk;
    for (let k = stride - 1; k >= 0; k--) {
      const v = out[k]! * scale + carry;
      const low = v >>> 0; // ToUint32 is exact modulo 2^32 for integers below 2^53
      out[k] = low;
      carry = (v - low) / 0x1_0000_0000;
    }
    if (carry !== 0) return false; // does not fit the family's width
  }
  return true;
}

class TableBuilder {
  length = 0;
  starts: Uint32Array;
  ends: Uint32Array;
  countryIndex: Uint16Array;

  constructor(
    readonly stride: 1 | 4,
    capacity: number,
  ) {
    this.starts = new Uint32Array(Math.max(capacity, 16) * stride);
    this.ends = new Uint32Array(Math.max(capacity, 16) * stride);
    this.countryIndex = new Uint16Array(Math.max(capacity, 16));
  }

  push(s: Words, si: number, e: Words, ei: number, cc: number): void {
    if (this.length === this.countryIndex.length) this.grow();
    const at = this.length * this.stride;
    // A word loop, not set(subarray()): two views allocated per line showed up in the load time.
    for (let k = 0; k < this.stride; k++) {
      this.starts[at + k] = s[si + k]!;
      this.ends[at + k] = e[ei + k]!;
    }
    this.countryIndex[this.length++] = cc;
  }

  private grow(): void {
    const n = this.countryIndex.length * 2;
    const starts = new Uint32Array(n * this.stride);
    starts.set(this.starts);
    const ends = new Uint32Array(n * this.stride);
    ends.set(this.ends);
    const cc = new Uint16Array(n);
    cc.set(this.countryIndex);
    this.starts = starts;
    this.ends = ends;
    this.countryIndex = cc;
  }

  /** Exact-size copies, so the slack of the growth is not kept for the life of the process. */
  finish(family: 4 | 6, codes: string[]): RangeTable {
    const n = this.length;
    return {
      family,
      length: n,
      stride: this.stride,
      starts: this.starts.slice(0, n * this.stride),
      ends: this.ends.slice(0, n * this.stride),
      countryIndex: this.countryIndex.slice(0, n),
      codes,
    };
  }
}

// A number for a short ASCII code (no string per line: 550k of them would be most of the load time);
// anything else keys by its text.
function codeKey(bytes: Uint8Array, from: number, to: number): number | string {
  if (to - from > 6)
    return Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from)
      .toString('utf8')
      .toUpperCase();
  let key = 0;
  for (let i = from; i < to; i++) {
    let ch = bytes[i]!;
    if (ch >= 128)
      return Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from)
        .toString('utf8')
        .toUpperCase();
    if (ch >= 97 && ch <= 122) ch -= 32;
    key = key * 256 + ch;
  }
  return key;
}

const NL = 10;
const CR = 13;
const COMMA = 44;
const isBlank = (b: number) => b === 32 || b === 9 || b === CR;

// The files are sorted by start, but about 0.2 % of the ranges are nested in a wider one (a /32 assigned
// to another country inside a /23). Flattening at load keeps the table non-overlapping, so the binary
// search needs one comparison at the end: the nested range wins inside itself, the wider one elsewhere.
export function parseRangeCsv(text: string | Uint8Array, family: 4 | 6): RangeTable {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const stride: 1 | 4 = family === 4 ? 1 : 4;
  let lines = 1;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === NL) lines++;
  const table = new TableBuilder(stride, lines + 16);
  const codes: string[] = [];
  const codeIndex = new Map<string | number, number>();
  const S = new Uint32Array(stride);
  const E = new Uint32Array(stride);
  const last = new Uint32Array(stride);
  const LS = new Uint32Array(stride);
  const LE = new Uint32Array(stride);
  let haveLast = false;
  const lineText = (a: number, b: number) => Buffer.from(bytes.buffer, bytes.byteOffset + a, b - a).toString('utf8');

  for (let pos = 0; pos < bytes.length;) {
    let end = bytes.indexOf(NL, pos);
    if (end < 0) end = bytes.length;
    let a = pos;
    let b = end;
    pos = end + 1;
    while (a < b && isBlank(bytes[a]!)) a++;
    while (b > a && isBlank(bytes[b - 1]!)) b--;
    if (a === b) continue;
    // Fields as the old `split(',')` read them: start, end, code; anything after a third comma is ignored.
    const c1 = bytes.indexOf(COMMA, a);
    const c2 = c1 >= 0 && c1 < b ? bytes.indexOf(COMMA, c1 + 1) : -1;
    const c3 = c2 >= 0 && c2 < b ? bytes.indexOf(COMMA, c2 + 1) : -1;
    const codeEnd = c3 >= 0 && c3 < b ? c3 : b;
    if (c1 < 0 || c1 >= b || c2 < 0 || c2 >= b || c2 + 1 >= codeEnd) throw new SyntaxError(`bad range line: ${lineText(a, b)}`);
    // A bound wider than the family (or not decimal) is a broken file, refused like an unsorted one.
    if (!parseDecimal(bytes, a, c1, S, stride) || !parseDecimal(bytes, c1 + 1, c2, E, stride))
      throw new SyntaxError(`bad range line: ${lineText(a, b)}`);
    let cc = codeIndex.get(codeKey(bytes, c2 + 1, codeEnd));
    if (cc === undefined) {
      const code = lineText(c2 + 1, codeEnd).toUpperCase();
      cc = codeIndex.get(code) ?? codes.length;
      if (cc > 0xffff) throw new SyntaxError(`more than 65536 country codes at: ${lineText(a, b)}`);
      if (cc === codes.length) codes.push(code);
      codeIndex.set(code, cc);
      codeIndex.set(codeKey(bytes, c2 + 1, codeEnd), cc);
    }
    // Binary search depends on the order; a reordered upstream file must fail at load, not answer wrongly.
    if ((haveLast && compare(S, 0, last, 0, stride) < 0) || compare(E, 0, S, 0, stride) < 0)
      throw new SyntaxError(`ranges not sorted at: ${lineText(a, b)}`);
    last.set(S);
    haveLast = true;

    const rests: Array<[Words, Words, number]> = [];
    while (table.length > 0 && compare(table.ends, (table.length - 1) * stride, S, 0, stride) >= 0) {
      const li = --table.length;
      for (let k = 0; k < stride; k++) {
        LS[k] = table.starts[li * stride + k]!;
        LE[k] = table.ends[li * stride + k]!;
      }
      const lc = table.countryIndex[li]!;
      if (compare(LS, 0, S, 0, stride) < 0) table.push(LS, 0, step(Uint32Array.from(S), stride, -1), 0, lc);
      if (compare(LE, 0, E, 0, stride) > 0) {
        const from = compare(LS, 0, E, 0, stride) > 0 ? Uint32Array.from(LS) : step(Uint32Array.from(E), stride, 1);
        rests.unshift([from, Uint32Array.from(LE), lc]);
      }
    }
    table.push(S, 0, E, 0, cc);
    for (const [rs, re, rc] of rests) table.push(rs, 0, re, 0, rc);
  }
  return table.finish(family, codes);
}

export function ipToNumber(ip: string): { family: 4 | 6; value: bigint } | null {
  const addr = parseIp(ip);
  if (!addr) return null;
  let value = 0n;
  for (const byte of addr.toByteArray()) value = (value << 8n) | BigInt(byte);
  return { family: addr.kind() === 'ipv4' ? 4 : 6, value };
}

function parseIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(ip.trim());
  } catch {
    return null;
  }
}

function search(table: RangeTable, key: Words): string | null {
  const { stride, starts, ends } = table;
  let lo = 0;
  let hi = table.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (compare(starts, mid * stride, key, 0, stride) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && compare(key, 0, ends, found * stride, stride) <= 0 ? table.codes[table.countryIndex[found]!]! : null;
}

export function findInTable(table: RangeTable, value: bigint): string | null {
  if (value < 0n || value >> BigInt(32 * table.stride) !== 0n) return null;
  const key = new Uint32Array(table.stride);
  for (let k = table.stride - 1, v = value; k >= 0; k--, v >>= 32n) key[k] = Number(v & 0xffffffffn);
  return search(table, key);
}

export function lookupCountry(tables: RangeTables, ip: string): string | null {
  const addr = parseIp(ip);
  if (!addr) return null;
  const bytes = addr.toByteArray();
  const key = new Uint32Array(bytes.length / 4);
  for (let k = 0; k < key.length; k++)
    key[k] = ((bytes[4 * k]! << 24) | (bytes[4 * k + 1]! << 16) | (bytes[4 * k + 2]! << 8) | bytes[4 * k + 3]!) >>> 0;
  return search(addr.kind() === 'ipv4' ? tables.v4 : tables.v6, key);
}

export function euHosting(countries: readonly (string | null | undefined)[]): boolean {
  return countries.length > 0 && countries.every((c) => typeof c === 'string' && EU_EEA_COUNTRIES.has(c.toUpperCase()));
}
