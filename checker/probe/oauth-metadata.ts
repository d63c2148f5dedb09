// OAuth detail of an endpoint that asked for sign-in (issue #16): what an agent needs to know before it
// tries to connect, namely whether it can register itself (dynamic client registration, RFC 7591), use a
// Client ID Metadata Document, and PKCE with S256, and which scopes are offered.
//
// At most two extra GETs, through the same safe client under the same limits as the rest of the check
// (address rules, pinning, no redirects, the per-response deadline and body cap, what is left of the
// check's overall deadline):
//   1. the protected-resource metadata (RFC 9728): the `resource_metadata` URL of the challenge, or, when
//      the challenge has none, the well-known URL for the endpoint
//      (`/.well-known/oauth-protected-resource` + the endpoint's path, RFC 9728 section 3.1);
//   2. the authorization server's metadata (RFC 8414) of the first `authorization_servers` entry, at
//      `/.well-known/oauth-authorization-server` + the issuer's path (section 3.1).
// Nothing is sent but a GET with the checker's User-Agent; no registration, no authorization request.
// The pure part (reading the documents) is separate from the requests so it is tested without I/O.
import type { OAuthDetail } from '../../core/check-result.js';
import { safeRequest } from '../../net/safe-client.js';
import { classifyError } from './classify.js';
import { nextDeadlineMs, requestBase, type ProbeContext } from './context.js';

const MAX_SCOPES = 30;

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length <= 200) : []);

/** RFC 9728 3.1: the well-known URL is inserted between the host and the resource's path. */
export function wellKnownResourceMetadataUrl(endpoint: string): string {
  const u = new URL(endpoint);
  const path = u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '');
  return `${u.origin}/.well-known/oauth-protected-resource${path}`;
}

/** RFC 8414 3.1: the same insertion for an issuer. */
export function authorizationServerMetadataUrl(issuer: string): string {
  const u = new URL(issuer);
  const path = u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '');
  return `${u.origin}/.well-known/oauth-authorization-server${path}`;
}

/** The protected-resource document: its first authorization server and its scopes (null: not one). */
export function readResourceMetadata(body: unknown): { issuer: string | null; scopes: string[] } | null {
  if (!isObj(body)) return null;
  const servers = strings(body.authorization_servers).filter((s) => /^https?:\/\//i.test(s));
  if (servers.length === 0 && typeof body.resource !== 'string') return null;
  return { issuer: servers[0] ?? null, scopes: strings(body.scopes_supported).slice(0, MAX_SCOPES) };
}

/** The authorization server's document: what a client can do without being registered beforehand. */
export function readServerMetadata(body: unknown): { dcr: boolean; cimd: boolean; pkceS256: boolean; scopes: string[] } | null {
  if (!isObj(body) || typeof body.issuer !== 'string') return null;
  return {
    dcr: typeof body.registration_endpoint === 'string' && body.registration_endpoint.length > 0,
    cimd: body.client_id_metadata_document_supported === true,
    pkceS256: strings(body.code_challenge_methods_supported).includes('S256'),
    scopes: strings(body.scopes_supported).slice(0, MAX_SCOPES),
  };
}

function parseJsonBody(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    return undefined;
  }
}

async function getJson(ctx: ProbeContext, url: string): Promise<{ ok: true; body: unknown } | { ok: false; why: string }> {
  try {
    const res = await safeRequest({
      ...requestBase(ctx),
      url,
      method: 'GET',
      headers: { accept: 'application/json' },
      deadlineMs: nextDeadlineMs(ctx),
    });
    ctx.addresses.add(res.address);
    ctx.bytesRead += res.bytesRead;
    if (res.status !== 200) return { ok: false, why: `HTTP ${res.status}` };
    const body = parseJsonBody(res.body);
    return body === undefined ? { ok: false, why: 'not JSON' } : { ok: true, body };
  } catch (err) {
    const v = classifyError(err);
    return { ok: false, why: v.detail ?? v.state };
  }
}

/**
 * Reads the two documents for an endpoint that answered with an authentication challenge.
 * `resourceMetadata`: the URL named by the challenge, or null. Returns null when no protected-resource
 * metadata exists at all (then the endpoint is not an OAuth-protected MCP server as far as we can tell).
 */
export async function discoverOAuth(ctx: ProbeContext, endpoint: string, resourceMetadata: string | null): Promise<OAuthDetail | null> {
  const prmUrl = resourceMetadata ?? wellKnownResourceMetadataUrl(endpoint);
  const prm = await getJson(ctx, prmUrl);
  const resource = prm.ok ? readResourceMetadata(prm.body) : null;
  const base = { resourceMetadataUrl: prmUrl, issuer: null, dcr: null, cimd: null, pkceS256: null, scopes: [] as string[] };
  if (!resource) {
    // Named by the challenge but unreadable: still OAuth, with what went wrong. Guessed: nothing there.
    if (resourceMetadata === null) return null;
    return { ...base, error: `protected-resource metadata: ${prm.ok ? 'not a metadata document' : prm.why}` };
  }
  if (!resource.issuer) return { ...base, scopes: resource.scopes, error: 'protected-resource metadata names no authorization server' };
  const asUrl = authorizationServerMetadataUrl(resource.issuer);
  const as = await getJson(ctx, asUrl);
  const server = as.ok ? readServerMetadata(as.body) : null;
  if (!server) {
    return {
      ...base,
      issuer: resource.issuer,
      scopes: resource.scopes,
      error: `authorization server metadata: ${as.ok ? 'not a metadata document' : as.why}`,
    };
  }
  return {
    resourceMetadataUrl: prmUrl,
    issuer: resource.issuer,
    dcr: server.dcr,
    cimd: server.cimd,
    pkceS256: server.pkceS256,
    scopes: resource.scopes.length ? resource.scopes : server.scopes,
    error: null,
  };
}
