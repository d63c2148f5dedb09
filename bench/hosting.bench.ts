// Memory and load time of the IP -> country tables (checker/analyze/hosting.ts) on the real files of
// @ip-location-db/geo-whois-asn-country, against a same-run baseline: the previous representation (arrays
// of bigint, parsed from text with split and BigInt), kept below verbatim in spirit.
// Standalone: `npx tsx bench/hosting.bench.ts`. Reads node_modules only, no network.
// Each case runs in its own process with --expose-gc, so one's heap does not colour the other's. Memory is
// heapUsed + arrayBuffers after a full GC with the tables alive: typed arrays live outside the JS heap, so
// heapUsed alone would flatter the packed tables.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ipToNumber, lookupCountry, parseRangeCsv, type RangeTables } from '../checker/analyze/hosting.js';
import { table } from './helpers.js';

const self = fileURLToPath(import.meta.url);
const dir = path.dirname(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country/package.json'));
const V4 = path.join(dir, 'geo-whois-asn-country-ipv4-num.csv');
const V6 = path.join(dir, 'geo-whois-asn-country-ipv6-num.csv');

// ---- baseline: the representation before packing (bigint[] bounds, string[] countries) ----
interface OldTable {
  starts: bigint[];
  ends: bigint[];
  countries: string[];
}
function oldParse(text: string): OldTable {
  const t: OldTable = { starts: [], ends: [], countries: [] };
  const push = (s: bigint, e: bigint, cc: string) => {
    t.starts.push(s);
    t.ends.push(e);
    t.countries.push(cc);
  };
  let lastStart = -1n;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [start, end, code] = line.trim().split(',');
    if (!start || !end || !code || !/^\d+$/.test(start) || !/^\d+$/.test(end)) throw new SyntaxError(`bad range line: ${line}`);
    const s = BigInt(start);
    const e = BigInt(end);
    const cc = code.toUpperCase();
    if (s < lastStart || e < s) throw new SyntaxError(`ranges not sorted at: ${line}`);
    lastStart = s;
    const rests: [bigint, bigint, string][] = [];
    while (t.ends.length && t.ends[t.ends.length - 1]! >= s) {
      const ls = t.starts.pop()!;
      const le = t.ends.pop()!;
      const lc = t.countries.pop()!;
      if (ls < s) push(ls, s - 1n, lc);
      if (le > e) rests.unshift([ls > e ? ls : e + 1n, le, lc]);
    }
    push(s, e, cc);
    for (const r of rests) push(...r);
  }
  return t;
}
function oldFind(t: OldTable, value: bigint): string | null {
  let lo = 0;
  let hi = t.starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (t.starts[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && value <= t.ends[found]! ? t.countries[found]! : null;
}
function oldLookup(tables: { v4: OldTable; v6: OldTable }, ip: string): string | null {
  const n = ipToNumber(ip);
  return n ? oldFind(n.family === 4 ? tables.v4 : tables.v6, n.value) : null;
}

// ---- sample addresses: deterministic, spread over the whole space and over real range edges ----
function sampleIps(n: number): string[] {
  let x = 0x9e3779b9;
  const rnd = () => (x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) out.push([rnd() >>> 24, rnd() >>> 24, rnd() >>> 24, rnd() >>> 24].join('.'));
    // IPv6 mostly inside 2000::/4, where the ranges are
    else
      out.push(
        [0x2000 | (rnd() & 0x0fff), ...Array.from({ length: 7 }, () => (rnd() & 0xffff).toString(16))].map((h) => h.toString(16)).join(':'),
      );
  }
  return out;
}
function edgeIps(v4: string, v6: string, every: number): string[] {
  const out: string[] = [];
  const toV4 = (n: bigint) => [24n, 16n, 8n, 0n].map((s) => Number((n >> s) & 255n)).join('.');
  const toV6 = (n: bigint) => Array.from({ length: 8 }, (_, k) => ((n >> BigInt(112 - 16 * k)) & 0xffffn).toString(16)).join(':');
  const walk = (text: string, fmt: (n: bigint) => string, max: bigint) => {
    text.split('\n').forEach((line, i) => {
      if (i % every !== 0 || !line) return;
      const [s, e] = line
        .split(',')
        .slice(0, 2)
        .map((v) => BigInt(v!));
      for (const n of [s! - 1n, s!, e!, e! + 1n]) if (n >= 0n && n <= max) out.push(fmt(n));
    });
  };
  walk(v4, toV4, (1n << 32n) - 1n);
  walk(v6, toV6, (1n << 128n) - 1n);
  return out;
}

const gc = (globalThis as { gc?: () => void }).gc;
function memory(): number {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

async function measure(kind: 'old' | 'new'): Promise<void> {
  const before = memory();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  let lookup: (ip: string) => string | null;
  let keep: unknown;
  if (kind === 'old') {
    const [v4, v6] = [fs.readFileSync(V4, 'utf8'), fs.readFileSync(V6, 'utf8')];
    const tables = { v4: oldParse(v4), v6: oldParse(v6) };
    keep = tables;
    lookup = (ip) => oldLookup(tables, ip);
  } else {
    // What hosting-data.ts does: bytes straight into the parser.
    const tables: RangeTables = { v4: parseRangeCsv(fs.readFileSync(V4), 4), v6: parseRangeCsv(fs.readFileSync(V6), 6) };
    keep = tables;
    lookup = (ip) => lookupCountry(tables, ip);
  }
  const loadMs = performance.now() - t0;
  // Resident growth before any GC: what the load costs at its peak (file text, line strings, bigints).
  const rssBytes = process.memoryUsage().rss - rss0;
  const bytes = memory() - before;
  const ips = sampleIps(200_000);
  let hits = 0;
  const t1 = performance.now();
  for (const ip of ips) if (lookup(ip)) hits++;
  const lookupUs = ((performance.now() - t1) * 1000) / ips.length;
  process.stdout.write(JSON.stringify({ kind, loadMs, bytes, rssBytes, lookupUs, hits, keep: keep ? 1 : 0 }));
}

function compare(): void {
  const [v4, v6] = [fs.readFileSync(V4, 'utf8'), fs.readFileSync(V6, 'utf8')];
  const old = { v4: oldParse(v4), v6: oldParse(v6) };
  const packed: RangeTables = { v4: parseRangeCsv(Buffer.from(v4), 4), v6: parseRangeCsv(Buffer.from(v6), 6) };
  const ips = [...sampleIps(200_000), ...edgeIps(v4, v6, 7)];
  let mismatches = 0;
  for (const ip of ips) if (oldLookup(old, ip) !== lookupCountry(packed, ip)) mismatches++;
  const sameLength = old.v4.starts.length === packed.v4.length && old.v6.starts.length === packed.v6.length;
  process.stdout.write(JSON.stringify({ compared: ips.length, mismatches, sameLength, ranges: packed.v4.length + packed.v6.length }));
}

function child(args: string[]): Record<string, number | string | boolean> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', self, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`bench child ${args.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, number | string | boolean>;
}

const mode = process.argv[2];
if (mode === '--measure') await measure(process.argv[3] === 'old' ? 'old' : 'new');
else if (mode === '--compare') compare();
else {
  const cmp = child(['--compare']);
  console.log(
    `answers: ${cmp.compared} addresses (random + range edges), ${cmp.mismatches} differ between baseline and packed; same range count: ${cmp.sameLength} (${cmp.ranges} ranges)`,
  );
  // Best of three per case: the machine is shared, and the first run also pays for the file cache.
  const best = (kind: string) => {
    const runs = [0, 1, 2].map(() => child(['--measure', kind]));
    return {
      loadMs: Math.min(...runs.map((r) => Number(r.loadMs))),
      bytes: Math.min(...runs.map((r) => Number(r.bytes))),
      rssBytes: Math.min(...runs.map((r) => Number(r.rssBytes))),
      lookupUs: Math.min(...runs.map((r) => Number(r.lookupUs))),
    };
  };
  const old = best('old');
  const neu = best('new');
  const mb = (b: number) => (b / 2 ** 20).toFixed(1);
  console.log(
    table(
      [
        'case',
        'retained MB (heap + array buffers, after GC)',
        'RSS growth MB (load peak)',
        'load ms',
        'lookup µs',
        'retained ratio',
        'RSS ratio',
        'load ratio',
      ],
      [
        ['baseline: bigint[] from text', mb(old.bytes), mb(old.rssBytes), old.loadMs.toFixed(0), old.lookupUs.toFixed(2), '1', '1', '1'],
        [
          'packed typed arrays from bytes',
          mb(neu.bytes),
          mb(neu.rssBytes),
          neu.loadMs.toFixed(0),
          neu.lookupUs.toFixed(2),
          (neu.bytes / old.bytes).toFixed(3),
          (neu.rssBytes / old.rssBytes).toFixed(3),
          (neu.loadMs / old.loadMs).toFixed(3),
        ],
      ],
    ),
  );
  if (cmp.mismatches !== 0) process.exit(1);
}
