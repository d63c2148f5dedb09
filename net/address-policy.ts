// Which IP addresses a check may connect to: public unicast only. Pure, so every vector is a unit test.
// IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) are judged by that IPv4,
// because a translator or tunnel would deliver the packets there.
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { ok: true; address: string; family: 4 | 6 } | { ok: false; address: string; detail: string };

export interface JudgeOptions {
  /** Tests only: also allow loopback and private-use ranges (never link-local, unspecified or multicast). */
  allowPrivate?: boolean;
}

const PRIVATE_WHEN_ALLOWED = new Set(['loopback', 'private', 'uniqueLocal']);

/**
 * Parses an address as a resolver or a URL gave it and returns the canonical form to connect to (so a
 * string like `010.0.0.1` can never be judged one way and dialled another).
 */
export function parseAddress(input: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let s = input.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (s.includes('%')) return null; // zone ids select an interface: never allowed
  if (ipaddr.IPv6.isValid(s)) return ipaddr.IPv6.parse(s);
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s);
  // inet_aton forms (127.1, 0x7f.1, 2130706433, 0177.0.0.1): judged by the address they denote.
  if (ipaddr.IPv4.isValid(s)) return ipaddr.IPv4.parse(s);
  return null;
}

export function isIpLiteral(hostname: string): boolean {
  return parseAddress(hostname) !== null;
}

function v4FromBytes(b: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(b.map((x) => x & 0xff));
}

/** The IPv4 addresses an IPv6 address carries, or null when it carries none. */
export function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const b = v6.toByteArray();
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const last32 = () => v4FromBytes(b.slice(12, 16));
  // ::/96 (IPv4-compatible, also :: and ::1) and ::ffff:0:0/96 (mapped)
  if (zero(0, 12)) return [last32()];
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return [last32()];
  // ::ffff:0:0:0/96 (RFC 6145 translated)
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && b[10] === 0 && b[11] === 0) return [last32()];
  // 64:ff9b::/96 (RFC 6052 well-known NAT64 prefix)
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return [last32()];
  // 64:ff9b:1::/48 (RFC 8215 local-use NAT64): the operator picks the prefix length, so every RFC 6052
  // layout that fits must denote a public address.
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b[4] === 0 && b[5] === 1) {
    return [
      v4FromBytes([b[6]!, b[7]!, b[9]!, b[10]!]), // /48: bits 48-63, then 72-87 (octet 8 is the u-octet)
      v4FromBytes([b[7]!, b[9]!, b[10]!, b[11]!]), // /56
      v4FromBytes([b[9]!, b[10]!, b[11]!, b[12]!]), // /64
      last32(), // /96
    ];
  }
  // 2002::/16 (6to4): bits 16-47
  if (b[0] === 0x20 && b[1] === 0x02) return [v4FromBytes(b.slice(2, 6))];
  // 2001::/32 (Teredo): server at bits 32-63, client is the last 32 bits inverted
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0 && b[3] === 0) {
    return [v4FromBytes(b.slice(4, 8)), v4FromBytes(b.slice(12, 16).map((x) => ~x))];
  }
  return null;
}

function judgeV4(v4: ipaddr.IPv4, opts: JudgeOptions): string | null {
  const range = v4.range();
  if (range === 'unicast') return null;
  if (opts.allowPrivate && PRIVATE_WHEN_ALLOWED.has(range)) return null;
  return `${v4.toString()} is ${range}`;
}

function judgeV6(v6: ipaddr.IPv6, opts: JudgeOptions): string | null {
  // ::1 and :: sit inside ::/96 but are not IPv4-compatible addresses.
  const range = v6.range();
  if (range === 'loopback' || range === 'unspecified')
    return opts.allowPrivate && range === 'loopback' ? null : `${v6.toString()} is ${range}`;
  const inner = embeddedIPv4(v6);
  if (inner) {
    for (const v4 of inner) {
      const why = judgeV4(v4, opts);
      if (why) return `${v6.toString()} carries ${why}`;
    }
    return null;
  }
  if (opts.allowPrivate && PRIVATE_WHEN_ALLOWED.has(range)) return null;
  if (range !== 'unicast') return `${v6.toString()} is ${range}`;
  // Global unicast is 2000::/3; ipaddr calls everything it has no name for "unicast".
  if ((v6.toByteArray()[0]! & 0xe0) !== 0x20) return `${v6.toString()} is outside 2000::/3`;
  return null;
}

export function judgeAddress(input: string, opts: JudgeOptions = {}): AddressVerdict {
  const parsed = parseAddress(input);
  if (!parsed) return { ok: false, address: input, detail: `${JSON.stringify(input)} is not an IP address` };
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const why = judgeV6(v6, opts);
    if (why) return { ok: false, address: v6.toString(), detail: why };
    // Connect to mapped addresses as plain IPv4, the form the kernel would use anyway.
    if (v6.isIPv4MappedAddress()) return { ok: true, address: v6.toIPv4Address().toString(), family: 4 };
    return { ok: true, address: v6.toString(), family: 6 };
  }
  const why = judgeV4(parsed as ipaddr.IPv4, opts);
  if (why) return { ok: false, address: parsed.toString(), detail: why };
  return { ok: true, address: parsed.toString(), family: 4 };
}
