import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runSync } from '../../../checker/sync/run-sync.js';
import { freshDatabase } from '../../helpers/db.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';

test('sync --from-file stores the snapshot: 1,108 servers, 486 with remotes, 621 remote URLs; a second run changes nothing', async () => {
  const db = await freshDatabase();
  const first = await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  assert.equal(first.counts.new, 1108);
  assert.equal(first.counts.skipped, 0);
  assert.equal(first.counts.notLatest, 2794 - 1108);
  const [{ servers, with_remotes }] = await db.rows<{ servers: number; with_remotes: number }>(
    `SELECT count(*)::int AS servers, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id))::int AS with_remotes FROM servers s`,
  );
  assert.equal(servers, 1108);
  assert.equal(with_remotes, 486);
  const [{ remotes, http, sse }] = await db.rows<{ remotes: number; http: number; sse: number }>(
    `SELECT count(*)::int AS remotes, count(*) FILTER (WHERE type = 'streamable-http')::int AS http, count(*) FILTER (WHERE type = 'sse')::int AS sse FROM remotes`,
  );
  assert.deepEqual({ remotes, http, sse }, { remotes: 621, http: 492, sse: 129 });

  const before = await db.one<{ seq: number; synced: Date }>('SELECT max(change_seq)::int AS seq, max(synced_at) AS synced FROM servers');
  const second = await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  assert.deepEqual({ ...second.counts }, { new: 0, updated: 0, deleted: 0, unchanged: 1108, skipped: 0, notLatest: 2794 - 1108 });
  const after = await db.one<{ seq: number; synced: Date }>('SELECT max(change_seq)::int AS seq, max(synced_at) AS synced FROM servers');
  assert.deepEqual(after, before);
  // The first import of an empty mirror is not 1,108 "newly listed" changes.
  assert.equal((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM changes'))!.n, 0);
});

test('secret header values never reach the database; required and secret flags are kept', async () => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const leaked = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM remotes, jsonb_array_elements(headers) h WHERE (h->>'isSecret')::boolean AND h ? 'value'`,
  );
  assert.equal(leaked!.n, 0);
  const rawLeak = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM servers s, jsonb_array_elements(COALESCE(s.raw->'server'->'remotes', '[]')) r,
       jsonb_array_elements(COALESCE(r->'headers', '[]')) h WHERE (h->>'isSecret')::boolean AND h ? 'value'`,
  );
  assert.equal(rawLeak!.n, 0);
  const perplexity = await db.one<{ headers: { name: string; isRequired: boolean; isSecret: boolean; hasValue: boolean }[] }>(
    `SELECT r.headers FROM remotes r JOIN servers s ON s.id = r.server_id WHERE s.name = 'ai.smithery/arjunkmrm-perplexity-search'`,
  );
  assert.deepEqual(
    perplexity!.headers.map((h) => [h.name, h.isRequired, h.isSecret, h.hasValue]),
    [['Authorization', true, true, true]],
  );
});

test('namespace kinds and slugs come from the name', async () => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const row = await db.one<{ slug: string; namespace_kind: string; namespace_domain: string }>(
    `SELECT slug, namespace_kind, namespace_domain FROM servers WHERE name = 'ai.smithery/arjunkmrm-perplexity-search'`,
  );
  assert.deepEqual(row, { slug: 'ai-smithery-arjunkmrm-perplexity-search', namespace_kind: 'domain', namespace_domain: 'smithery.ai' });
  const kinds = await db.rows<{ namespace_kind: string; n: number }>(
    `SELECT namespace_kind, count(*)::int AS n FROM servers GROUP BY 1 ORDER BY 1`,
  );
  const github = kinds.find((k) => k.namespace_kind === 'github')!.n;
  const expectedGithub = new Set(
    (JSON.parse(fs.readFileSync(SNAPSHOT_PATH, 'utf8')) as { server: { name: string } }[])
      .map((i) => i.server.name)
      .filter((n) => n.startsWith('io.github.')),
  ).size;
  assert.equal(github, expectedGithub);
  const slugs = await db.one<{ n: number; d: number }>('SELECT count(*)::int AS n, count(DISTINCT slug)::int AS d FROM servers');
  assert.equal(slugs!.n, slugs!.d);
});

test('--from-file accepts a {servers, metadata} page and names a file that is neither shape', async () => {
  const db = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-sync-'));
  const items = (JSON.parse(fs.readFileSync(SNAPSHOT_PATH, 'utf8')) as unknown[]).slice(0, 40);
  const page = path.join(dir, 'page.json');
  fs.writeFileSync(page, JSON.stringify({ servers: items, metadata: { count: items.length } }));
  const res = await runSync(db, { source: { kind: 'file', path: page }, progress: false });
  assert.equal(res.counts.new + res.counts.notLatest + res.counts.deleted, 40);
  const bad = path.join(dir, 'bad.json');
  fs.writeFileSync(bad, JSON.stringify({ hello: 1 }));
  await assert.rejects(
    runSync(db, { source: { kind: 'file', path: bad }, progress: false }),
    /neither a JSON array of list items nor a \{servers, metadata\} page/,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});
