// Whether a published proof matches a token hash. The token itself is never kept, so what was
// published is hashed and compared.
import { hashToken } from './token.js';
import { TXT_PREFIX, type ProofMethod, type ProofSources } from './proof-sources.js';

export interface ProofResult {
  found: boolean;
  detail: string;
}

export async function findProof(sources: ProofSources, method: ProofMethod, domain: string, tokenHash: string): Promise<ProofResult> {
  if (method === 'dns') {
    const name = `_switchboard.${domain}`;
    let records: string[];
    try {
      records = await sources.txt(name);
    } catch (err) {
      return { found: false, detail: `DNS lookup of ${name} failed (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
    }
    const tokens = records.filter((r) => r.startsWith(TXT_PREFIX)).map((r) => r.slice(TXT_PREFIX.length).trim());
    if (tokens.some((t) => hashToken(t) === tokenHash)) return { found: true, detail: `TXT record at ${name}` };
    return {
      found: false,
      detail: tokens.length ? `the TXT record at ${name} holds another token` : `no ${TXT_PREFIX} TXT record at ${name}`,
    };
  }
  const got = await sources.file(domain);
  if (got.body === null) return { found: false, detail: got.reason };
  if (hashToken(got.body.trim()) === tokenHash) return { found: true, detail: 'file at /.well-known/switchboard-verify' };
  return { found: false, detail: 'the file does not hold the token' };
}
