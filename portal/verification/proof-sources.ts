// Where a proof is looked for. Both are injectable: tests point DNS at a loopback server and the file
// fetch at a loopback HTTPS server with a test CA.
//   DNS TXT  _switchboard.<domain> = "switchboard-verify=<token>"
//   file     https://<domain>/.well-known/switchboard-verify, body = the token (https only, public
//            addresses only, no redirects, 4 KB cap: the checker's safe client)
import { Resolver as DnsResolver } from 'node:dns/promises';
import { safeRequest, type Resolver } from '../../net/safe-client.js';

export const TXT_PREFIX = 'switchboard-verify=';
export const FILE_PATH = '/.well-known/switchboard-verify';
export const FILE_MAX_BYTES = 4096;

export type ProofMethod = 'dns' | 'http';

export interface ProofSources {
  /** TXT records of a name, each as its joined character-strings; [] when none or NXDOMAIN. */
  txt(name: string): Promise<string[]>;
  /** The body of the file, or null with the reason it could not be read. */
  file(domain: string): Promise<{ body: string } | { body: null; reason: string }>;
}

export interface ProofSourceOptions {
  /** A resolver for TXT (node:dns/promises Resolver or anything with resolveTxt). */
  dns?: Pick<DnsResolver, 'resolveTxt'>;
  /** A and AAAA for the file fetch (the safe client's resolver). */
  addressResolver?: Resolver;
  /** Tests only: loopback HTTPS servers. */
  allowPrivate?: boolean;
  ca?: string;
  /** Tests only: the port of the file server (production is always 443). */
  filePort?: number;
  deadlineMs?: number;
  /** The checker's User-Agent (config.check.userAgent). */
  userAgent?: string;
}

export function fileUrl(domain: string, port?: number): string {
  return `https://${domain}${port ? `:${port}` : ''}${FILE_PATH}`;
}

export function proofSources(opts: ProofSourceOptions = {}): ProofSources {
  const resolver = opts.dns ?? new DnsResolver({ timeout: 5000, tries: 2 });
  return {
    async txt(name) {
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
        throw err;
      }
    },
    async file(domain) {
      try {
        const res = await safeRequest({
          url: fileUrl(domain, opts.filePort),
          method: 'GET',
          maxBodyBytes: FILE_MAX_BYTES,
          deadlineMs: opts.deadlineMs ?? 10_000,
          followRedirects: 0,
          userAgent: opts.userAgent,
          allowPrivate: opts.allowPrivate,
          resolver: opts.addressResolver,
          ca: opts.ca,
          policy: { allowHttp: false, allowedPorts: opts.filePort ? [443, opts.filePort] : [443] },
        });
        if (res.status !== 200) return { body: null, reason: `the file answered HTTP ${res.status}` };
        return { body: res.body.toString('utf8') };
      } catch (err) {
        return { body: null, reason: `the file could not be read (${(err as Error).message})` };
      }
    },
  };
}
