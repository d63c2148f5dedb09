// The loopback registry stand-in pages like the registry: key order, an opaque cursor, deleted entries
// only with updated_since, items changed in place seen on the next page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startRegistryStandIn } from '../../demo/registry-stand-in.js';

const item = (name: string, version: string, status = 'active', updatedAt = '2025-01-01T00:00:00Z') => ({
  server: { name, version },
  _meta: { 'io.modelcontextprotocol.registry/official': { status, updatedAt } },
});

async function all(url: string, query = ''): Promise<{ keys: string[]; pages: number[] }> {
  const keys: string[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  do {
    const res = await fetch(`${url}/v0.1/servers?limit=100${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    const body = (await res.json()) as { servers: { server: { name: string; version: string } }[]; metadata: { nextCursor?: string } };
    pages.push(body.servers.length);
    keys.push(...body.servers.map((s) => `${s.server.name}:${s.server.version}`));
    cursor = body.metadata.nextCursor;
  } while (cursor);
  return { keys, pages };
}

test('pages walk every shown item once, in key order; deleted ones only with updated_since', async () => {
  // 250 items in scrambled order, every 10th deleted, the last 50 updated later.
  const items = Array.from({ length: 250 }, (_, i) => (i * 97) % 250).map((i) =>
    item(
      `io.example/s${String(i).padStart(3, '0')}`,
      '1.0.0',
      i % 10 === 0 ? 'deleted' : 'active',
      i >= 200 ? '2025-06-01T00:00:00Z' : '2025-01-01T00:00:00Z',
    ),
  );
  const reg = await startRegistryStandIn({ items });
  try {
    const listed = await all(reg.url);
    assert.equal(listed.keys.length, 225);
    assert.deepEqual(listed.keys, [...listed.keys].sort());
    assert.deepEqual(listed.pages, [100, 100, 25]);
    assert.ok(!listed.keys.includes('io.example/s000:1.0.0'));
    const since = await all(reg.url, '&updated_since=2025-03-01T00:00:00Z');
    assert.equal(since.keys.length, 50);
    assert.ok(since.keys.includes('io.example/s200:1.0.0'), 'deleted entries come with updated_since');
    // A change in place shows on the next request; a cursor past the end gives an empty last page.
    items.find((i) => i.server.name === 'io.example/s000')!._meta['io.modelcontextprotocol.registry/official'].status = 'active';
    assert.equal((await all(reg.url)).keys.length, 226);
    const end = await fetch(`${reg.url}/v0.1/servers?limit=100&cursor=${encodeURIComponent('io.example/s999:9')}`);
    assert.deepEqual(await end.json(), { servers: [], metadata: { count: 0 } });
  } finally {
    await reg.close();
  }
});
