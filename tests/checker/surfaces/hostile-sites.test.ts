// Issue 15, finding 8: the surfaces pass against hostile loopback sites. A catalog naming a card on
// another port of its host (another service there) is not followed: same origin only. A card with a NUL
// in it (which PostgreSQL's jsonb refuses) is stored without it, and the pass goes on to the next domain.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { runSurfacesPass } from '../../../checker/surfaces/pass.js';
import { freshDatabase } from '../../helpers/db.js';
import { card, catalogOf, startSite } from '../../helpers/surface-fixtures.js';

const db = await freshDatabase();
const now = () => new Date('2026-03-02T08:00:00Z');

async function addRemote(name: string, url: string): Promise<void> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, namespace, namespace_kind, raw, raw_hash)
     VALUES (:name, :slug, '1.0.0', 'active', :ns, 'other', '{}', 'h') RETURNING id`,
    { name, slug: name.replace(/[^a-z0-9]+/g, '-'), ns: name.split('/')[0]! },
  );
  await db.exec(
    `INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day) VALUES (:id, 0, 'streamable-http', :url, :url, :host, 0)`,
    { id: row!.id, url, host: new URL(url).hostname },
  );
}

const site = await startSite('127.0.0.6');
const otherPort = await startSite('127.0.0.6'); // the same host, another port: another service
const poisoned = await startSite('127.0.0.7');
const next = await startSite('127.0.0.8');
after(async () => {
  await Promise.all([site.close(), otherPort.close(), poisoned.close(), next.close()]);
});

test('catalog links are followed on the same origin only, and a NUL in a card does not stop the pass', async () => {
  site.docs.set('/.well-known/mcp/catalog.json', {
    body: catalogOf(`${otherPort.origin}/cards/theirs.json`, `${site.origin}/cards/own.json`),
  });
  site.docs.set('/cards/own.json', { body: card('io.test/own', `${site.origin}/mcp`) });
  otherPort.docs.set('/cards/theirs.json', { body: card('io.test/theirs', `${otherPort.origin}/mcp`) });
  poisoned.docs.set('/.well-known/mcp/server-card.json', { body: card('io.test/poisoned', `${poisoned.origin}/mcp\u0000evil`) });
  next.docs.set('/.well-known/mcp/server-card.json', { body: card('io.test/next', `${next.origin}/mcp`) });
  await addRemote('io.test/own', `${site.origin}/mcp`);
  await addRemote('io.test/poisoned', `${poisoned.origin}/mcp`);
  await addRemote('io.test/next', `${next.origin}/mcp`);

  const r = await runSurfacesPass(db, { now, allowPrivate: true, deadlineMs: 3000 });
  assert.deepEqual([...r.visited].sort(), ['127.0.0.6', '127.0.0.7', '127.0.0.8']);
  assert.ok(site.log.some((q) => q.path === '/cards/own.json'));
  assert.deepEqual(otherPort.log, [], 'nothing is asked of another port of the same host');

  const rows = await db.rows<{ domain: string; results: { wellKnownServerCard: { outcome: string } | null } }>(
    `SELECT domain, results FROM surfaces ORDER BY domain`,
  );
  const byDomain = new Map(rows.map((row) => [row.domain, row.results]));
  assert.ok(byDomain.get('127.0.0.7')?.wellKnownServerCard, 'the poisoned card is stored (without its NUL)');
  assert.doesNotMatch(JSON.stringify(byDomain.get('127.0.0.7')), /\\u0000/);
  assert.ok(byDomain.get('127.0.0.8')?.wellKnownServerCard, 'the next domain is visited and stored');
});
