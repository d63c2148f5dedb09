// Who asked, pseudonymously (docs/ranking.md "Lookups"): an HMAC of the client's network (IPv4 /24,
// IPv6 /48) under a secret key. The address itself is never stored or returned; without the key the id
// cannot be linked back to a network, and one network is one client however many hosts it has.
import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** `203.0.113.77` -> `203.0.113.0/24`; `2001:db8:1234:5::1` -> `2001:db8:1234::/48`. Null when unparsable. */
export function networkOf(address: string): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return null;
  }
  if (ip.kind() === 'ipv4') {
    const o = (ip as ipaddr.IPv4).octets;
    return `${o[0]}.${o[1]}.${o[2]}.0/24`;
  }
  const p = (ip as ipaddr.IPv6).parts;
  return `${p
    .slice(0, 3)
    .map((x) => x.toString(16))
    .join(':')}::/48`;
}

export function clientId(secret: string, address: string): string | null {
  const net = networkOf(address);
  if (!net) return null;
  return crypto.createHmac('sha256', secret).update(net).digest('base64url').slice(0, 22);
}

// Crawlers and our own traffic are not agents looking a server up. The project's own tests, benches and
// checks identify themselves by user agent (SwitchboardTest/..., SwitchboardBench/..., SwitchboardCheck/...),
// so they are excluded by the same rule as crawlers and a test can still count lookups of a plain client.
const NOT_COUNTED =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|uptime|pingdom|headlesschrome|lighthouse|\bSwitchboard(Test|Bench|Check)\//i;

export function isCountedUserAgent(userAgent: string | undefined): boolean {
  return !(userAgent && NOT_COUNTED.test(userAgent));
}
