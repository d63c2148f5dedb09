// Where a remote is hosted, as a hint from its addresses (ranking.md, "Hosting"). Pure: the range tables
// are passed in; hosting-data.ts loads the real ones from @ip-location-db/geo-whois-asn-country.
//
//   parseRangeCsv(text, family) -> RangeTable   one `*-num.csv` file: "start,end,CC" per line, integers,
//                                               sorted by start (nested ranges are flattened)
//   lookupCountry(tables, ip) -> string | null  ISO 3166-1 alpha-2 country, or null (unknown, private,
//                                               invalid). IPv4-mapped IPv6 (::ffff:a.b.c.d) is looked up
//                                               as the IPv4 inside.
//   euHosting(countries) -> boolean             true when there is at least one address and every one is
//                                               in the EU/EEA; an unknown country makes it false
//   EU_EEA_COUNTRIES                            the 30: EU 27 + Iceland, Liechtenstein, Norway
// Lookup is a binary search over range starts: O(log n), ~19 steps for the 334k IPv4 ranges.
import ipaddr from 'ipaddr.js';

export const HOSTING_RULE_VERSION = 'hosting-v1';

export interface RangeTable {
  family: 4 | 6;
  starts: bigint[];
  ends: bigint[];
  countries: string[];
}

export interface RangeTables {
  v4: RangeTable;
  v6: RangeTable;
}

export const EU_EEA_COUNTRIES: ReadonlySet<string> = new Set([
  // EU 27
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // EEA, outside the EU
  'IS', 'LI', 'NO',
]);

// The files are sorted by start, but about 0.2 % of the ranges are nested in a wider one (a /32 assigned
// to another country inside a /23). Flattening at load keeps the table non-overlapping, so the binary
// search needs one comparison at the end: the nested range wins inside itself, the wider one elsewhere.
export function parseRangeCsv(text: string, family: 4 | 6): RangeTable {
  const table: RangeTable = { family, starts: [], ends: [], countries: [] };
  const push = (s: bigint, e: bigint, cc: string) => {
    table.starts.push(s);
    table.ends.push(e);
    table.countries.push(cc);
  };
  let lastStart = -1n;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [start, end, code] = line.trim().split(',');
    if (!start || !end || !code || !/^\d+$/.test(start) || !/^\d+$/.test(end)) throw new SyntaxError(`bad range line: ${line}`);
    const s = BigInt(start);
    const e = BigInt(end);
    const cc = code.toUpperCase();
    // Binary search depends on the order; a reordered upstream file must fail at load, not answer wrongly.
    if (s < lastStart || e < s) throw new SyntaxError(`ranges not sorted at: ${line}`);
    lastStart = s;
    const rests: [bigint, bigint, string][] = [];
    while (table.ends.length && table.ends[table.ends.length - 1]! >= s) {
      const ls = table.starts.pop()!;
      const le = table.ends.pop()!;
      const lc = table.countries.pop()!;
      if (ls < s) push(ls, s - 1n, lc);
      if (le > e) rests.unshift([ls > e ? ls : e + 1n, le, lc]);
    }
    push(s, e, cc);
    for (const r of rests) push(...r);
  }
  return table;
}

export function ipToNumber(ip: string): { family: 4 | 6; value: bigint } | null {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip.trim());
  } catch {
    return null;
  }
  let value = 0n;
  for (const byte of addr.toByteArray()) value = (value << 8n) | BigInt(byte);
  return { family: addr.kind() === 'ipv4' ? 4 : 6, value };
}

export function findInTable(table: RangeTable, value: bigint): string | null {
  let lo = 0;
  let hi = table.starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (table.starts[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && value <= table.ends[found]! ? table.countries[found]! : null;
}

export function lookupCountry(tables: RangeTables, ip: string): string | null {
  const n = ipToNumber(ip);
  if (!n) return null;
  return findInTable(n.family === 4 ? tables.v4 : tables.v6, n.value);
}

export function euHosting(countries: readonly (string | null | undefined)[]): boolean {
  return countries.length > 0 && countries.every((c) => typeof c === 'string' && EU_EEA_COUNTRIES.has(c.toUpperCase()));
}
