// Which domains a surfaces pass visits, and where it asks. Pure: the clock and the rows are passed in.
//
//   dueDomains(domains, lastChecked, now, intervalMs?) -> string[]   never visited first, then the oldest
//   buildTargets(remotes, namespaceDomains) -> DomainTarget[]        one per domain
//
// The domains: every host of a listed remote (remotes.host), plus each domain namespace (servers.
// namespace_domain) that is not already such a host. A namespace domain is what the owner proves in the
// registry, so its own card and catalog are a consistency signal too, even when the endpoint lives
// elsewhere; it costs one more domain's requests a week, not more per domain.
import type { DomainTarget } from './visit.js';

export const SURFACES_INTERVAL_MS = 7 * 24 * 3600 * 1000;

export function isDue(lastChecked: Date | undefined, now: Date, intervalMs = SURFACES_INTERVAL_MS): boolean {
  return lastChecked === undefined || now.getTime() - lastChecked.getTime() >= intervalMs;
}

export function dueDomains(
  domains: Iterable<string>,
  lastChecked: ReadonlyMap<string, Date>,
  now: Date,
  intervalMs = SURFACES_INTERVAL_MS,
): string[] {
  const due = [...new Set(domains)].filter((d) => isDue(lastChecked.get(d), now, intervalMs));
  const at = (d: string) => lastChecked.get(d)?.getTime() ?? -Infinity;
  return due.sort((a, b) => at(a) - at(b) || a.localeCompare(b));
}

export interface RemoteRow {
  host: string;
  url: string;
  type: string;
}

export function buildTargets(remotes: readonly RemoteRow[], namespaceDomains: readonly string[]): DomainTarget[] {
  const byHost = new Map<string, RemoteRow[]>();
  for (const r of remotes) {
    const host = r.host.toLowerCase();
    byHost.set(host, [...(byHost.get(host) ?? []), r]);
  }
  const targets: DomainTarget[] = [];
  for (const [domain, rows] of byHost) {
    const urls = [...new Set(rows.map((r) => r.url))].sort();
    // Well-known files belong to an origin (RFC 8615): ask the one a remote is served from, https first.
    const originOf = (u: string) => new URL(u).origin;
    const origin = originOf(urls.find((u) => u.startsWith('https:')) ?? urls[0]!);
    const streamable = [...new Set(rows.filter((r) => r.type === 'streamable-http').map((r) => r.url))].sort();
    targets.push({ domain, origin, remoteUrls: streamable });
  }
  for (const d of new Set(namespaceDomains.map((x) => x.toLowerCase()))) {
    if (!byHost.has(d)) targets.push({ domain: d, origin: `https://${d}`, remoteUrls: [] });
  }
  return targets;
}
