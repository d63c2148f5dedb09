// cardOf over the real snapshot: every latest server with remotes gets a server card that the card
// schema accepts, and keeps every remote URL (the one thing a client needs to connect).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RegistryRow } from '../../../catalog/registry/entries.js';
import { ServerCardSchema } from '../../../core/discovery/server-card.js';
import { cardOf } from '../../../server/discovery/answering-catalog.js';
import { snapshotItems } from '../../helpers/snapshot.js';

type Item = {
  server: Record<string, unknown> & { name: string; version: string; remotes?: { url: string }[] };
  _meta: Record<string, Record<string, unknown>>;
};

test('every snapshot server with remotes gets a valid card that keeps its remote URLs', () => {
  const items = (snapshotItems() as Item[]).filter(
    (i) => i._meta['io.modelcontextprotocol.registry/official']!.isLatest && i.server.remotes?.length,
  );
  assert.equal(items.length, 486);
  let withTitle = 0;
  for (const i of items) {
    const row = {
      name: i.server.name,
      version: i.server.version,
      raw: { server: i.server, official: i._meta['io.modelcontextprotocol.registry/official']! },
    } as unknown as RegistryRow;
    const card = cardOf(row);
    assert.ok(ServerCardSchema.safeParse(card).success, i.server.name);
    assert.deepEqual(
      card.remotes!.map((r) => r.url),
      i.server.remotes!.map((r) => r.url),
      i.server.name,
    );
    if (card.title) withTitle++;
  }
  // Most cards are the full one (title, links, headers), not the minimal fallback.
  assert.ok(withTitle > 0);
});
