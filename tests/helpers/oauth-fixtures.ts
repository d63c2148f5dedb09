// Loopback MCP endpoints behind OAuth, one per kind of authorization server an agent meets: the endpoint
// answers 401 with a `WWW-Authenticate` challenge, and the same origin publishes the protected-resource
// metadata (RFC 9728) and the authorization server's metadata (RFC 8414) as real ones do. What varies is
// what the authorization server offers: dynamic client registration, Client ID Metadata Documents, PKCE,
// scopes, or no metadata at all. Each server counts the requests it received, so a test can see that a
// check stayed within its extra-request budget.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type OAuthFixtureKind =
  /** registration_endpoint, PKCE S256, scopes: a client can register itself. */
  | 'dcr'
  /** client_id_metadata_document_supported, PKCE S256, no registration endpoint. */
  | 'cimd'
  /** Neither: a client must be registered beforehand; PKCE plain only. */
  | 'preregistered'
  /** The challenge names protected-resource metadata whose authorization server publishes nothing (404). */
  | 'no_as_metadata'
  /** A challenge without resource_metadata; the metadata is only at the well-known path. */
  | 'well_known_only';

export interface OAuthFixture {
  kind: OAuthFixtureKind;
  url: string;
  /** Paths requested, in order (method and path). */
  requests: string[];
  close(): Promise<void>;
}

function asMetadata(origin: string, kind: OAuthFixtureKind): Record<string, unknown> {
  const base = {
    issuer: origin,
    authorization_endpoint: `${origin}/authorize`,
    token_endpoint: `${origin}/token`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
  };
  switch (kind) {
    case 'dcr':
    case 'well_known_only':
      return {
        ...base,
        registration_endpoint: `${origin}/register`,
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['notes:read', 'notes:write'],
      };
    case 'cimd':
      return {
        ...base,
        client_id_metadata_document_supported: true,
        code_challenge_methods_supported: ['S256', 'plain'],
        scopes_supported: ['calendar.read'],
      };
    case 'preregistered':
      return { ...base, code_challenge_methods_supported: ['plain'] };
    case 'no_as_metadata':
      return base; // never served
  }
}

export async function startOAuthFixture(kind: OAuthFixtureKind, host = '127.0.0.1'): Promise<OAuthFixture> {
  if (!/^127\.|^::1$/.test(host)) throw new Error(`OAuth fixtures listen on loopback only, not ${host}`);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const origin = `http://${req.headers.host}`;
    const path = new URL(req.url ?? '/', origin).pathname;
    if (path === '/mcp') {
      const challenge =
        kind === 'well_known_only'
          ? 'Bearer realm="mcp"'
          : `Bearer error="invalid_token", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`;
      res.writeHead(401, { 'WWW-Authenticate': challenge, 'Content-Type': 'application/json' }).end('{"error":"invalid_token"}');
      return;
    }
    if (path === '/.well-known/oauth-protected-resource/mcp') {
      const scopes = kind === 'dcr' || kind === 'well_known_only' ? { scopes_supported: ['notes:read', 'notes:write'] } : {};
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          resource: `${origin}/mcp`,
          authorization_servers: [origin],
          bearer_methods_supported: ['header'],
          ...scopes,
        }),
      );
      return;
    }
    if (path === '/.well-known/oauth-authorization-server' && kind !== 'no_as_metadata') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(asMetadata(origin, kind)));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    kind,
    url: `http://${hostPart}:${port}/mcp`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
