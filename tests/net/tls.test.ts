// TLS: certificates are always verified, against the URL's hostname (SNI and identity), even though the
// socket goes to the pinned address.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { safeRequest, TlsError } from '../../net/safe-client.js';
import { checkEndpoint } from '../../checker/probe/check-endpoint.js';
import { fakeMcp, startServer, type TestServer } from '../helpers/misbehaving-servers.js';
import { makeTestCertificates, type TestCertificates } from '../helpers/tls-certs.js';

describe('TLS', () => {
  let certs: TestCertificates;
  let signed: TestServer;
  let selfSigned: TestServer;
  const sni: Array<string | false> = [];
  const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];

  before(async () => {
    certs = makeTestCertificates(['mcp.test']);
    signed = await startServer(fakeMcp(), { tls: { key: certs.leafKey, cert: certs.leafCert }, onSecureConnection: (n) => sni.push(n) });
    selfSigned = await startServer(fakeMcp(), { tls: { key: certs.selfSignedKey, cert: certs.selfSignedCert } });
  });
  after(async () => {
    await signed?.close();
    await selfSigned?.close();
    certs?.cleanup();
  });

  test('a self-signed certificate: tls, and no HTTP request gets through', async () => {
    const r = await checkEndpoint({ url: selfSigned.url(), transport: 'streamable-http' }, { allowPrivate: true });
    assert.equal(r.outcome, 'not_reachable');
    assert.equal(r.state, 'tls');
    assert.equal(r.tls, true);
    assert.equal(selfSigned.log.length, 0);
  });

  test('a certificate from a trusted CA for the name: responds, with SNI set to the hostname', async () => {
    sni.length = 0;
    const r = await checkEndpoint(
      { url: `https://mcp.test:${signed.port}/mcp`, transport: 'streamable-http' },
      { allowPrivate: true, resolver: toLoopback, ca: certs.caCert },
    );
    assert.equal(r.state, 'responds', r.detail ?? '');
    assert.equal(r.tls, true);
    assert.ok(sni.length >= 1);
    assert.ok(
      sni.every((n) => n === 'mcp.test'),
      `SNI: ${sni.join(',')}`,
    );
  });

  test('the same certificate under another name: the identity check fails', async () => {
    await assert.rejects(
      safeRequest({ url: `https://other.test:${signed.port}/mcp`, allowPrivate: true, resolver: toLoopback, ca: certs.caCert }),
      (err: unknown) => err instanceof TlsError && /ALTNAME|Hostname/i.test(`${err.code} ${err.message}`),
    );
    const r = await checkEndpoint(
      { url: `https://other.test:${signed.port}/mcp`, transport: 'streamable-http' },
      { allowPrivate: true, resolver: toLoopback, ca: certs.caCert },
    );
    assert.equal(r.state, 'tls');
  });
});
