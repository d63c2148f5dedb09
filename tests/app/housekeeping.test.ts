// The worker's periodic jobs run together and each does its own part against real services on loopback:
// a site publishing a server card, a DNS server holding (or no longer holding) owners' proofs.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { proofSources } from '../../portal/verification/proof-sources.js';
import { hashToken } from '../../portal/verification/token.js';
import { startHousekeeping } from '../../app/housekeeping.js';
import { createLogger } from '../../core/log.js';
import { freshDatabase } from '../helpers/db.js';
import { startLoopbackDns } from '../helpers/dns-server.js';
import { card, startSite } from '../helpers/surface-fixtures.js';

test("housekeeping visits due domains, re-checks owners' proofs, and drops expired sessions", async () => {
  const db = await freshDatabase();
  const now = new Date('2026-11-29T12:00:00Z');
  const site = await startSite('127.0.0.31');
  after(() => site.close());
  const url = `${site.origin}/mcp`;
  site.docs.set('/mcp/server-card', { body: card('com.example/kept', url) });
  await db.exec(
    `INSERT INTO servers (name, slug, version, status, namespace, namespace_kind, raw, raw_hash) VALUES ('io.github.x/kept', 'kept', '1', 'active', 'io.github.x', 'github', '{}', 'h')`,
  );
  await db.exec(
    `INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day) SELECT id, 0, 'streamable-http', :url, :url, '127.0.0.31', 1 FROM servers`,
    { url },
  );

  // Two owners confirmed 31 days ago: one still publishes its TXT proof, one removed it.
  const dns = await startLoopbackDns();
  after(() => dns.close());
  dns.set('_switchboard.kept.example', 'TXT', ['switchboard-verify=tok-kept']);
  const old = new Date(now.getTime() - 31 * 86400_000);
  await db.exec(
    `INSERT INTO domain_owners (domain, method, token_hash, verified_at, last_confirmed_at) VALUES
       ('kept.example', 'dns', :a, :old, :old), ('gone.example', 'dns', :b, :old, :old)`,
    { a: hashToken('tok-kept'), b: hashToken('tok-gone'), old },
  );
  await db.exec(`INSERT INTO sessions (sid, expires_at) VALUES ('fresh', :later), ('stale', :earlier)`, {
    later: new Date(now.getTime() + 3600_000),
    earlier: new Date(now.getTime() - 1000),
  });

  const hk = startHousekeeping({
    db,
    log: createLogger('silent'),
    now: () => now,
    allowPrivate: true,
    proofs: proofSources({ dns: dns.resolver() }),
  });
  after(() => hk.stop());
  const done = await hk.runOnce();
  assert.deepEqual(done, { surfaces: 1, owners: 2, sessions: 1 });

  assert.ok(
    site.log.some((r) => r.path === '/mcp/server-card'),
    'the server card was fetched',
  );
  const stored = await db.one<{ results: { domain?: string } }>(`SELECT results FROM surfaces WHERE domain = '127.0.0.31'`);
  assert.ok(stored, 'the visit was stored');
  const owners = await db.rows<{ domain: string; last_confirmed_at: Date; proof_missing_since: Date | null }>(
    `SELECT domain, last_confirmed_at, proof_missing_since FROM domain_owners ORDER BY domain`,
  );
  assert.deepEqual(
    owners.map((o) => [o.domain, o.last_confirmed_at.getTime() === now.getTime(), o.proof_missing_since?.getTime() === now.getTime()]),
    [
      ['gone.example', false, true],
      ['kept.example', true, false],
    ],
  );
  assert.deepEqual(
    (await db.rows<{ sid: string }>('SELECT sid FROM sessions')).map((s) => s.sid),
    ['fresh'],
  );

  // An hour later nothing is due: no second visit, no proof asked again.
  const requests = site.log.length;
  const keptQueries = () => dns.queries.filter((q) => q.name === '_switchboard.kept.example').length;
  const keptBefore = keptQueries();
  assert.ok(keptBefore > 0);
  const again = await startHousekeeping({
    db,
    log: createLogger('silent'),
    now: () => new Date(now.getTime() + 3600_000),
    allowPrivate: true,
    proofs: proofSources({ dns: dns.resolver() }),
  });
  after(() => again.stop());
  const second = await again.runOnce();
  assert.equal(second.surfaces, 0);
  assert.equal(site.log.length, requests);
  // The lapsed-proof owner is looked at again (grace period), the confirmed one is not.
  assert.equal(second.owners, 1);
  assert.equal(keptQueries(), keptBefore);
});
