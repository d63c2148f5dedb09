// Rule 2: resolve the host and continue only if EVERY address is allowed. The resolver is injectable so
// tests can hand back any answer without touching DNS.
import dns from 'node:dns';
import { judgeAddress, parseAddress } from './address-policy.js';
import { DnsError, UnsafeTargetError } from './errors.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A and AAAA through the system resolver (getaddrinfo), every answer. */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family }));
};

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
  /** Every address the name had; all were judged. */
  all: string[];
}

/**
 * Returns the address to connect to. IP literals are judged without a lookup; names are resolved and
 * refused when any answer is not allowed (a mixed answer could be used to pick the private one later).
 */
export async function resolveAndJudge(hostname: string, opts: { resolver?: Resolver; allowPrivate?: boolean }): Promise<PinnedAddress> {
  const judgeOpts = { allowPrivate: opts.allowPrivate === true };
  if (parseAddress(hostname)) {
    const v = judgeAddress(hostname, judgeOpts);
    if (!v.ok) throw new UnsafeTargetError('non_public_address', v.detail);
    return { address: v.address, family: v.family, all: [v.address] };
  }
  let answers: ResolvedAddress[];
  try {
    answers = await (opts.resolver ?? systemResolver)(hostname);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'ERROR';
    throw new DnsError(hostname, code);
  }
  if (!Array.isArray(answers) || answers.length === 0) throw new DnsError(hostname, 'NODATA');
  const judged = answers.map((a) => judgeAddress(String(a.address), judgeOpts));
  const bad = judged.find((v) => !v.ok);
  if (bad && !bad.ok) throw new UnsafeTargetError('non_public_address', `${hostname} resolves to ${bad.detail}`);
  const first = judged[0]!;
  if (!first.ok) throw new UnsafeTargetError('non_public_address', first.detail);
  return { address: first.address, family: first.family, all: judged.map((v) => v.address) };
}
