// Interoperability with a real client: Switchboard's own `switchboard sync` (the CLI, as run in
// production) pointed with REGISTRY_URL at another Switchboard. The first mirrors the real snapshot from
// a registry stand-in; the second ends with the same servers, remotes and statuses; after one change
// upstream (and on the first) the second's incremental sync writes exactly that change. The same through
// a filtered preset base URL (/r/<preset>).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync } from '../../../checker/sync/run-sync.js';
import { conformServer } from '../../../catalog/registry/conform.js';
import type { Database } from '../../../db/connection.js';
import { runCli } from '../../helpers/cli.js';
import { freshDatabase } from '../../helpers/db.js';
import { startSwitchboard } from '../../helpers/mcp-client-switchboard.js';
import { startRegistryStandIn, type ListItem } from '../../helpers/registry-stand-in.js';
import { snapshotItems } from '../../helpers/snapshot.js';
import { seedMeasures } from './seed.js';

const quiet = { progress: false as const, backoffMs: 5, requestTimeoutMs: 5000 };
const meta = (i: ListItem) => i._meta['io.modelcontextprotocol.registry/official'];

interface ServerRow {
  name: string;
  version: string;
  status: string;
  status_message: string | null;
  title: string | null;
  description: string | null;
  website_url: string | null;
  published_at: Date | null;
  registry_updated_at: Date | null;
  raw: { server: Record<string, unknown>; official: unknown };
}

async function mirror(db: Database, names?: string[]) {
  const only = names ? 'WHERE s.name = ANY(:names::text[])' : '';
  const bind = { names: `{${(names ?? []).map((n) => `"${n}"`).join(',')}}` };
  const servers = await db.rows<ServerRow>(
    `SELECT name, version, status, status_message, title, description, website_url, published_at, registry_updated_at, raw FROM servers s ${only} ORDER BY name`,
    bind,
  );
  const remotes = await db.rows<{ headers: unknown }>(
    `SELECT s.name, r.position, r.type, r.url_template, r.url, r.has_placeholders, r.variables, r.headers, r.host, r.listed
       FROM remotes r JOIN servers s ON s.id = r.server_id ${only} ORDER BY s.name, r.position, r.type, r.url_template, r.header_key`,
    bind,
  );
  return { servers, remotes };
}

/** The second mirror holds what the first serves: its entries, fitted to the spec where they had to be. */
async function assertSameMirror(first: Database, second: Database, names?: string[]): Promise<void> {
  const a = await mirror(first, names);
  const b = await mirror(second, names);
  const served = a.servers.map((s) => ({ ...s, raw: { server: conformServer(s.raw.server).server, official: s.raw.official } }));
  assert.equal(b.servers.length, a.servers.length);
  assert.deepEqual(b.servers, served);
  // A secret header's value is never stored, so the first cannot serve it: the second sees no value.
  const servedRemotes = a.remotes.map((r) => ({
    ...r,
    headers: (r.headers as { isSecret: boolean; hasValue: boolean }[]).map((h) => (h.isSecret ? { ...h, hasValue: false } : h)),
  }));
  assert.deepEqual(b.remotes, servedRemotes);
}

async function cliSync(db: Database, registryUrl: string): Promise<string> {
  const r = await runCli(['sync'], { DATABASE_URL: db.url, REGISTRY_URL: registryUrl, LOG_LEVEL: 'warn' });
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.trim();
}

function publishVersion(items: ListItem[], name: string, at: string, description: string): void {
  const old = items.find((i) => i.server.name === name && meta(i).isLatest)!;
  meta(old).isLatest = false;
  meta(old).updatedAt = at;
  items.push({
    server: { ...structuredClone(old.server), version: '99.0.0', description },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: at, updatedAt: at, isLatest: true } },
  });
}

test('a second Switchboard mirrors the first with its ordinary sync, completely, incrementally and through a preset', async (t) => {
  const upstream = await startRegistryStandIn({ items: snapshotItems() });
  const items = upstream.items as ListItem[];
  const db1 = await freshDatabase();
  await runSync(db1, { source: { kind: 'registry', url: upstream.url }, ...quiet });
  const seeded = await seedMeasures(db1);
  const first = await startSwitchboard(db1, { env: { REGISTRY_PRESETS: JSON.stringify({ answering: 'state=responds,auth_required' }) } });
  t.after(() => first.close());
  const db2 = await freshDatabase();
  const db3 = await freshDatabase();
  const preset = `${first.url}/r/answering`;

  await t.test('full: the same servers, remotes and statuses', async () => {
    assert.match(await cliSync(db2, first.url), /^sync full: 1108 new, 0 updated, 0 deleted, 0 skipped, 0 unchanged in 12 page\(s\)$/);
    await assertSameMirror(db1, db2);
  });

  await t.test('full through a preset: exactly the servers it selects', async () => {
    assert.match(await cliSync(db3, preset), /^sync full: 2 new, 0 updated, 0 deleted/);
    assert.deepEqual(
      (await db3.rows<{ name: string }>('SELECT name FROM servers ORDER BY name')).map((r) => r.name),
      [seeded.answering, seeded.oauth].sort(),
    );
    await assertSameMirror(db1, db3, [seeded.answering, seeded.oauth]);
  });

  await t.test('incremental: a new version on the first is exactly the change the second writes', async () => {
    // One server in the preset and one outside it get a new version upstream; the first syncs them.
    const outside = (await db1.one<{ name: string }>(
      `SELECT name FROM servers WHERE name NOT IN (:a, :b) ORDER BY name OFFSET 100 LIMIT 1`,
      { a: seeded.answering, b: seeded.oauth },
    ))!.name;
    publishVersion(items, seeded.oauth, '2025-12-19T10:00:00.000Z', 'Now with more tools');
    publishVersion(items, outside, '2025-12-19T10:00:01.000Z', 'Also new');
    const inc1 = await runSync(db1, { source: { kind: 'registry', url: upstream.url }, ...quiet });
    assert.equal(inc1.counts.updated, 2);

    assert.match(await cliSync(db2, first.url), /^sync incremental: 0 new, 2 updated, 0 deleted, 0 skipped/);
    await assertSameMirror(db1, db2);
    assert.match(await cliSync(db3, preset), /^sync incremental: 0 new, 1 updated, 0 deleted, 0 skipped/);
    assert.equal(
      (await db3.one<{ description: string }>('SELECT description FROM servers WHERE name = :n', { n: seeded.oauth }))!.description,
      'Now with more tools',
    );
    await assertSameMirror(db1, db3, [seeded.answering, seeded.oauth]);
  });

  await t.test('incremental: a deletion upstream reaches the second as a deletion', async () => {
    const gone = items.find((i) => i.server.name === seeded.failing && meta(i).isLatest)!;
    Object.assign(meta(gone), { status: 'deleted', statusMessage: 'withdrawn', updatedAt: '2025-12-20T00:00:00.000Z' });
    const inc = await runSync(db1, { source: { kind: 'registry', url: upstream.url }, ...quiet });
    assert.equal(inc.counts.deleted, 1);
    assert.match(await cliSync(db2, first.url), /^sync incremental: 0 new, 0 updated, 1 deleted, 0 skipped/);
    await assertSameMirror(db1, db2);
    assert.equal(
      (await db2.one<{ status: string }>('SELECT status FROM servers WHERE name = :n', { n: seeded.failing }))!.status,
      'deleted',
    );
    // Nothing changed since: one more run writes nothing.
    assert.match(await cliSync(db2, first.url), /^sync incremental: 0 new, 0 updated, 0 deleted, 0 skipped/);
  });
});
