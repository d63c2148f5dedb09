// OAuth detail of endpoints that ask for sign-in (issue #16), against loopback authorization servers of
// each kind (tests/helpers/oauth-fixtures.ts): what a check records about dynamic client registration,
// Client ID Metadata Documents, PKCE S256 and scopes, and that it costs at most two GETs.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { CheckResultSchema } from '../../../core/check-result.js';
import { checkEndpoint } from '../../../checker/probe/check-endpoint.js';
import {
  authorizationServerMetadataUrl,
  readResourceMetadata,
  readServerMetadata,
  wellKnownResourceMetadataUrl,
} from '../../../checker/probe/oauth-metadata.js';
import { startOAuthFixture, type OAuthFixture, type OAuthFixtureKind } from '../../helpers/oauth-fixtures.js';

const fixtures: OAuthFixture[] = [];
after(() => Promise.all(fixtures.map((f) => f.close())));

async function checkKind(kind: OAuthFixtureKind) {
  const f = await startOAuthFixture(kind);
  fixtures.push(f);
  const r = await checkEndpoint({ url: f.url, transport: 'streamable-http' }, { allowPrivate: true });
  const parsed = CheckResultSchema.safeParse(r);
  assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues));
  const gets = f.requests.filter((x) => x.startsWith('GET '));
  assert.ok(gets.length <= 2, `at most two extra GETs: ${gets.join(', ')}`);
  assert.ok(
    f.requests.every((x) => x.startsWith('GET /.well-known/') || x.startsWith('POST /mcp') || x.startsWith('DELETE /mcp')),
    f.requests.join(', '),
  );
  return { r, f, origin: new URL(f.url).origin };
}

test("dynamic client registration, PKCE S256 and the resource's scopes", async () => {
  const { r, f, origin } = await checkKind('dcr');
  assert.equal(r.state, 'auth_required');
  assert.equal(r.auth?.scheme, 'oauth');
  assert.deepEqual(r.oauth, {
    resourceMetadataUrl: `${origin}/.well-known/oauth-protected-resource/mcp`,
    issuer: origin,
    dcr: true,
    cimd: false,
    pkceS256: true,
    scopes: ['notes:read', 'notes:write'],
    error: null,
  });
  assert.deepEqual(
    f.requests.filter((x) => x.startsWith('GET ')),
    ['GET /.well-known/oauth-protected-resource/mcp', 'GET /.well-known/oauth-authorization-server'],
  );
});

test('Client ID Metadata Documents without registration; scopes from the authorization server', async () => {
  const { r } = await checkKind('cimd');
  assert.equal(r.oauth?.dcr, false);
  assert.equal(r.oauth?.cimd, true);
  assert.equal(r.oauth?.pkceS256, true);
  assert.deepEqual(r.oauth?.scopes, ['calendar.read']);
  assert.equal(r.oauth?.error, null);
});

test('a server for pre-registered clients only: no DCR, no CIMD, PKCE plain only', async () => {
  const { r } = await checkKind('preregistered');
  assert.deepEqual(
    { dcr: r.oauth?.dcr, cimd: r.oauth?.cimd, pkce: r.oauth?.pkceS256, scopes: r.oauth?.scopes },
    { dcr: false, cimd: false, pkce: false, scopes: [] },
  );
});

test('an authorization server without metadata: the issuer and the reason, nothing guessed', async () => {
  const { r, origin } = await checkKind('no_as_metadata');
  assert.equal(r.auth?.scheme, 'oauth');
  assert.equal(r.oauth?.issuer, origin);
  assert.equal(r.oauth?.dcr, null);
  assert.match(r.oauth?.error ?? '', /authorization server metadata: HTTP 404/);
});

test('a challenge without resource_metadata: the well-known metadata makes it OAuth', async () => {
  const { r, origin } = await checkKind('well_known_only');
  assert.deepEqual(r.auth, { scheme: 'oauth', resourceMetadata: `${origin}/.well-known/oauth-protected-resource/mcp` });
  assert.equal(r.oauth?.dcr, true);
});

test('a bare 401 with no metadata anywhere stays api_key after one GET', async () => {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"missing api key"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  after(() => new Promise<void>((r) => server.close(() => r())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  const r = await checkEndpoint({ url, transport: 'streamable-http' }, { allowPrivate: true });
  assert.deepEqual(r.auth, { scheme: 'api_key', resourceMetadata: null });
  assert.equal(r.oauth, null);
  assert.deepEqual(
    requests.filter((x) => x.startsWith('GET ')),
    ['GET /.well-known/oauth-protected-resource/mcp'],
  );
});

test('well-known URLs and documents (pure)', () => {
  assert.equal(
    wellKnownResourceMetadataUrl('https://api.example.com/v1/mcp'),
    'https://api.example.com/.well-known/oauth-protected-resource/v1/mcp',
  );
  assert.equal(wellKnownResourceMetadataUrl('https://api.example.com/'), 'https://api.example.com/.well-known/oauth-protected-resource');
  assert.equal(
    authorizationServerMetadataUrl('https://auth.example.com/tenant1'),
    'https://auth.example.com/.well-known/oauth-authorization-server/tenant1',
  );
  assert.equal(readResourceMetadata({ nothing: true }), null);
  assert.deepEqual(readResourceMetadata({ resource: 'x', authorization_servers: ['javascript:alert(1)', 'https://a.example'] }), {
    issuer: 'https://a.example',
    scopes: [],
  });
  assert.equal(readServerMetadata({ registration_endpoint: 'https://a.example/r' }), null, 'no issuer: not a metadata document');
  assert.deepEqual(
    readServerMetadata({ issuer: 'https://a.example', registration_endpoint: '', code_challenge_methods_supported: ['plain'] }),
    { dcr: false, cimd: false, pkceS256: false, scopes: [] },
  );
});
