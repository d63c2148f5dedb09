// One weekly visit of one domain: GETs its published discovery surfaces, one request at a time, through
// the safe client (public addresses only, no redirects, short deadline, small body cap, the checker's
// User-Agent, no credentials), and returns what was observed. At most MAX_REQUESTS_PER_DOMAIN GETs.
//
//   visitDomain(target, opts) -> Promise<SurfaceResults>
//
// Order (the budget runs out at the end, never at the start): `<remote>/server-card` for at most
// MAX_REMOTE_CARDS remotes on the host, /.well-known/mcp/server-card.json, mcp/catalog.json,
// ai-catalog.json, agent-card.json (agent.json only when that is absent), mcp-registry-auth, then cards a
// catalog names on the same origin (scheme, host and port) that were not fetched yet.
import { DEFAULT_CHECK_SETTINGS } from '../../core/config.js';
import { ConnectError, DnsError, safeRequest, UnsafeTargetError, type Resolver } from '../../net/safe-client.js';
import { judgeAgentCard, judgeCatalog, judgeRegistryAuth, judgeServerCard, type Fetched } from './documents.js';
import {
  remoteCardUrl,
  SURFACES_RESULTS_VERSION,
  type CardDoc,
  type FetchedDoc,
  type SurfaceResults,
} from '../../core/surfaces/results.js';

export const MAX_REQUESTS_PER_DOMAIN = 8;
export const MAX_REMOTE_CARDS = 2;
export const SURFACE_MAX_BYTES = 64 * 1024;
export const SURFACE_DEADLINE_MS = 5_000;

export interface DomainTarget {
  domain: string;
  /** Origin of the well-known documents: a remote's origin on this host, or https://<domain>. */
  origin: string;
  /** Streamable HTTP remote URLs on this host, in the order their `/server-card` is looked at. */
  remoteUrls: string[];
}

export interface VisitOptions {
  /** Tests only (loopback fixtures); refused outside NODE_ENV=test by the safe client. */
  allowPrivate?: boolean;
  resolver?: Resolver;
  deadlineMs?: number;
  maxBodyBytes?: number;
  /** The checker's User-Agent (config.check.userAgent); default: the one for http://localhost:8080. */
  userAgent?: string;
}

/** Thrown inside the visit when the host itself is out of reach: every other request would fail alike. */
class HostUnreachable extends Error {}

export async function visitDomain(target: DomainTarget, opts: VisitOptions = {}): Promise<SurfaceResults> {
  const results: SurfaceResults = {
    version: SURFACES_RESULTS_VERSION,
    origin: target.origin,
    requests: 0,
    remoteCards: [],
    wellKnownServerCard: null,
    mcpCatalog: null,
    aiCatalog: null,
    agentCard: null,
    registryAuth: null,
    linkedCards: [],
  };
  const userAgent = opts.userAgent ?? DEFAULT_CHECK_SETTINGS.userAgent;

  async function get<T extends FetchedDoc>(url: string, accept: string, judge: (url: string, res: Fetched) => T): Promise<T | null> {
    if (results.requests >= MAX_REQUESTS_PER_DOMAIN) return null;
    results.requests++;
    try {
      const res = await safeRequest({
        url,
        method: 'GET',
        headers: { accept },
        userAgent,
        maxBodyBytes: opts.maxBodyBytes ?? SURFACE_MAX_BYTES,
        deadlineMs: opts.deadlineMs ?? SURFACE_DEADLINE_MS,
        followRedirects: 0,
        allowPrivate: opts.allowPrivate === true,
        resolver: opts.resolver,
      });
      return judge(url, res);
    } catch (err) {
      if (err instanceof DnsError || err instanceof UnsafeTargetError || err instanceof ConnectError) {
        results.unreachable = `${err.name}: ${err.message}`.slice(0, 300);
        throw new HostUnreachable();
      }
      return { url, outcome: 'error', error: err instanceof Error ? err.name : 'error' } as T;
    }
  }

  const json = 'application/json';
  const origin = target.origin.replace(/\/+$/, '');
  try {
    for (const remote of target.remoteUrls.slice(0, MAX_REMOTE_CARDS)) {
      const doc = await get(remoteCardUrl(remote), `${json}, application/mcp-server-card+json`, judgeServerCard);
      if (doc) results.remoteCards.push(doc);
    }
    results.wellKnownServerCard = await get(`${origin}/.well-known/mcp/server-card.json`, json, judgeServerCard);
    results.mcpCatalog = await get(`${origin}/.well-known/mcp/catalog.json`, json, judgeCatalog);
    results.aiCatalog = await get(`${origin}/.well-known/ai-catalog.json`, json, judgeCatalog);
    results.agentCard = await get(`${origin}/.well-known/agent-card.json`, json, judgeAgentCard);
    if (results.agentCard?.outcome === 'absent')
      results.agentCard = (await get(`${origin}/.well-known/agent.json`, json, judgeAgentCard)) ?? results.agentCard;
    results.registryAuth = await get(`${origin}/.well-known/mcp-registry-auth`, 'text/plain', judgeRegistryAuth);

    const fetched = new Set<string>([...results.remoteCards.map((d) => d.url), `${origin}/.well-known/mcp/server-card.json`]);
    const own = new URL(origin).origin;
    const linked = [...(results.mcpCatalog?.cardUrls ?? []), ...(results.aiCatalog?.cardUrls ?? [])];
    for (const url of linked) {
      // Another origin's card is that origin's business (and its own weekly budget): same scheme, host and
      // port only, so a catalog cannot send the visit to other ports (services) of its host.
      if (fetched.has(url) || new URL(url).origin !== own) continue;
      fetched.add(url);
      const doc: CardDoc | null = await get(url, json, judgeServerCard);
      if (!doc) break;
      results.linkedCards.push(doc);
    }
  } catch (err) {
    if (!(err instanceof HostUnreachable)) throw err;
  }
  return results;
}
