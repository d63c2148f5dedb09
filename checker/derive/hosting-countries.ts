// Countries of a server's resolved addresses (docs/ranking.md, "Hosting"). Loopback and private addresses have
// no country, so they are answered without loading the 550k-range tables (tests and local demos).
import ipaddr from 'ipaddr.js';
import { euHosting } from '../analyze/hosting.js';
import { countryOf } from '../analyze/hosting-data.js';

function isPublic(ip: string): boolean {
  try {
    let a = ipaddr.parse(ip);
    if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
    return a.range() === 'unicast';
  } catch {
    return false;
  }
}

export interface Hosting {
  /** Known countries, sorted; null when no address was ever resolved. */
  countries: string[] | null;
  euHosting: boolean | null;
}

export async function hostingOf(
  addresses: readonly string[],
  lookup: (ip: string) => Promise<string | null> = countryOf,
): Promise<Hosting> {
  const unique = [...new Set(addresses)];
  if (unique.length === 0) return { countries: null, euHosting: null };
  const found = await Promise.all(unique.map((ip) => (isPublic(ip) ? lookup(ip) : Promise.resolve(null))));
  const known = [...new Set(found.filter((c): c is string => c !== null))].sort();
  return { countries: known, euHosting: euHosting(found) };
}
