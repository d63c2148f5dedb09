// Without allowPrivate the safe client refuses a loopback target before any connection: the site
// counts zero connections, and the visit records the domain as unreachable after one attempt.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { visitDomain } from '../../../checker/surfaces/visit.js';
import { startSite, type Site } from '../../helpers/surface-fixtures.js';

let site: Site;
before(async () => {
  site = await startSite('127.0.0.6', { '/.well-known/mcp/server-card.json': { body: { any: 'thing' } } });
});
after(() => site.close());

test('the strict client (no allowPrivate) refuses a loopback domain with zero connections', async () => {
  const r = await visitDomain({ domain: '127.0.0.6', origin: site.origin, remoteUrls: [`${site.origin}/mcp`] });
  assert.equal(site.connections, 0);
  assert.equal(site.log.length, 0);
  assert.equal(r.requests, 1);
  assert.match(r.unreachable!, /UnsafeTargetError.*non_public_address/);
  assert.equal(r.wellKnownServerCard, null);
});

test('a name resolving to loopback is refused the same way', async () => {
  const port = new URL(site.origin).port;
  const resolver = async () => [{ address: '127.0.0.6', family: 4 }];
  const r = await visitDomain(
    { domain: 'looks-public.example', origin: `http://looks-public.example:${port}`, remoteUrls: [] },
    { resolver },
  );
  assert.equal(site.connections, 0);
  assert.match(r.unreachable!, /non_public_address/);
});
