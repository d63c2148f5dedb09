// Loads the country range tables shipped in @ip-location-db/geo-whois-asn-country (CC0, WHOIS/ASN based)
// once per process, on first use: ~550k ranges, read from local files, no network, packed into typed
// arrays (~11 MB; see hosting.ts).
//
//   loadPackageTables() -> Promise<RangeTables>   the parsed tables (cached; concurrent callers share one load)
//   countryOf(ip) -> Promise<string | null>       lookupCountry on those tables
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lookupCountry, parseRangeCsv, type RangeTables } from './hosting.js';

const PACKAGE = '@ip-location-db/geo-whois-asn-country';
let loading: Promise<RangeTables> | null = null;

function packageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve(`${PACKAGE}/package.json`));
}

export function loadPackageTables(): Promise<RangeTables> {
  loading ??= (async () => {
    const dir = packageDir();
    const [v4, v6] = await Promise.all([
      // Bytes, not text: the parser reads digits straight from the buffer, which is dropped after parsing.
      fs.readFile(path.join(dir, 'geo-whois-asn-country-ipv4-num.csv')),
      fs.readFile(path.join(dir, 'geo-whois-asn-country-ipv6-num.csv')),
    ]);
    return { v4: parseRangeCsv(v4, 4), v6: parseRangeCsv(v6, 6) };
  })().catch((err: unknown) => {
    // A failed load (file missing mid-deploy) must not poison every later call.
    loading = null;
    throw err;
  });
  return loading;
}

export async function countryOf(ip: string): Promise<string | null> {
  return lookupCountry(await loadPackageTables(), ip);
}
