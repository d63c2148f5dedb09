// Red-team finding 6: one registry item with U+0000 or a lone surrogate aborted its whole page, and every
// later sync stopped at the same place. Now items are cleaned, and an item the database still refuses is
// skipped and logged while its neighbours are kept. Also: the registry request carries our User-Agent and
// stops reading at a body cap.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { test } from 'node:test';
import { fetchRegistryPage, RegistryHttpError } from '../../../checker/sync/registry-source.js';
import { runSync } from '../../../checker/sync/run-sync.js';
import { freshDatabase } from '../../helpers/db.js';
import { startRegistryStandIn, type ListItem } from '../../helpers/registry-stand-in.js';

const T = '2025-12-01T00:00:00.000Z';
function item(name: string, server: Record<string, unknown> = {}): ListItem {
  return {
    server: {
      name,
      version: '1.0.0',
      description: `about ${name}`,
      remotes: [{ type: 'streamable-http', url: `https://${name.split('/')[1]}.example.com/mcp` }],
      ...server,
    },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: T, updatedAt: T, isLatest: true } },
  } as ListItem;
}

test('a poisoned item is cleaned, an unstorable one skipped and logged, neighbours kept, and the next sync moves on', async () => {
  const db = await freshDatabase();
  let deep: unknown = { end: true };
  for (let i = 0; i < 200; i++) deep = { d: deep };
  const items = [
    item('com.example/before'),
    item('com.example/nul', { description: 'has a NUL\u0000 here', title: 'lone \ud800 surrogate' }),
    item('com.example/deep', { _meta: deep }),
    // Random text does not compress: a 12 KB URL is beyond what a btree index entry may hold.
    item('com.example/huge', {
      remotes: [{ type: 'streamable-http', url: `https://huge.example.com/${crypto.randomBytes(9_000).toString('base64url')}` }],
    }),
    item('com.example/after'),
  ];
  const reg = await startRegistryStandIn({ items });
  const logged: string[] = [];
  const summary = await runSync(db, {
    source: { kind: 'registry', url: reg.url },
    progress: false,
    backoffMs: 5,
    requestTimeoutMs: 5_000,
    log: (_l, m) => logged.push(m),
  });
  assert.equal(summary.counts.new, 3);
  assert.equal(summary.counts.skipped, 2);
  const names = (await db.rows<{ name: string }>('SELECT name FROM servers ORDER BY name')).map((r) => r.name);
  assert.deepEqual(names, ['com.example/after', 'com.example/before', 'com.example/nul']);
  const nul = await db.one<{ description: string; title: string }>(`SELECT description, title FROM servers WHERE name = 'com.example/nul'`);
  assert.deepEqual(nul, { description: 'has a NUL here', title: 'lone \ufffd surrogate' });
  assert.ok(
    logged.some((l) => /skipped registry item "com\.example\/deep": JSON nested deeper than 64 levels/.test(l)),
    logged.join('\n'),
  );
  assert.ok(
    logged.some((l) => /skipped registry item "com\.example\/huge": it could not be stored/.test(l)),
    logged.join('\n'),
  );
  assert.ok(summary.watermark, 'the sync finished and set its watermark');

  // The mirror keeps advancing: a later item arrives on the next sync, past the bad ones.
  (reg.items as ListItem[]).push({
    ...item('com.example/later'),
    _meta: {
      'io.modelcontextprotocol.registry/official': {
        status: 'active',
        publishedAt: T,
        updatedAt: '2025-12-02T00:00:00.000Z',
        isLatest: true,
      },
    },
  } as ListItem);
  const next = await runSync(db, { source: { kind: 'registry', url: reg.url }, progress: false, backoffMs: 5, requestTimeoutMs: 5_000 });
  assert.equal(next.counts.new, 1);
  assert.ok(await db.one(`SELECT 1 FROM servers WHERE name = 'com.example/later'`));
});

test('registry requests carry our User-Agent and stop reading past the body cap', async () => {
  const seen: string[] = [];
  const sockets = new Set<net.Socket>();
  const srv = http.createServer((req, res) => {
    seen.push(String(req.headers['user-agent']));
    res.writeHead(200, { 'content-type': 'application/json' });
    // No content-length: the cap must hold while streaming, not only on a declared size.
    res.write('{"servers":[' + '"x",'.repeat(100_000));
    res.end('"x"]}');
  });
  srv.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(srv.address() as net.AddressInfo).port}`;
    await assert.rejects(
      fetchRegistryPage(url, { cursor: null, updatedSince: null, limit: 100 }, 5_000, undefined, 64 * 1024),
      (err: unknown) => {
        assert.ok(err instanceof RegistryHttpError);
        assert.match(err.message, /too large/);
        return true;
      },
    );
    const page = await fetchRegistryPage(url, { cursor: null, updatedSince: null, limit: 100 }, 5_000);
    assert.equal(page.items.length, 100_001);
    assert.ok(
      seen.every((ua) => /^SwitchboardCheck\/\S+ \(\+https?:\/\/\S+\/about\/checks\)$/.test(ua)),
      seen.join(', '),
    );
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => srv.close(() => r()));
  }
});
