// An owner's category correction reaches search_servers filters and list_categories through the live
// index's LISTEN path alone (its periodic catch-up is off here), not at the server's next check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATEGORIES } from '../../core/categories/category-list.js';
import type { Database } from '../../db/connection.js';
import { correctCategories } from '../../portal/owners/actions.js';
import { freshDatabase } from '../helpers/db.js';
import { connectModern } from '../helpers/mcp-client.js';
import { startSwitchboard, type RunningSwitchboard } from '../helpers/mcp-client-switchboard.js';
import { addServer } from './harness.js';

type ToolResult = { structuredContent?: Record<string, unknown>; isError?: boolean };

let db: Database;
let sb: RunningSwitchboard;
let client: Awaited<ReturnType<typeof connectModern>>['client'];
const [auto, corrected] = [CATEGORIES[0]!.id, CATEGORIES[1]!.id];

async function setUp(): Promise<void> {
  db = await freshDatabase();
  const id = await addServer(db, 'com.acme/forecast', ['https://mcp.acme.test/mcp'], { title: 'Acme Forecast' });
  await db.exec(
    `INSERT INTO server_categories (server_id, category_id, position, source, version) VALUES (:id, :auto, 0, 'text', 'test')`,
    { id, auto },
  );
  sb = await startSwitchboard(db);
  ({ client } = await connectModern(sb.mcpUrl));
}

async function tearDown(): Promise<void> {
  await client?.close();
  await sb?.close();
  await db?.close();
}

const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as ToolResult;
const found = async (category: string) => {
  const r = await call('search_servers', { query: 'forecast', category });
  assert.ok(!r.isError, JSON.stringify(r));
  return (r.structuredContent?.results as unknown[]).length;
};
const count = async (category: string) =>
  ((await call('list_categories')).structuredContent?.categories as { id: string; servers: number }[]).find((c) => c.id === category)
    ?.servers;

async function eventually(what: string, ok: () => Promise<boolean>): Promise<void> {
  // Patience for a loaded machine; the path under test is the notification (no catch-up runs).
  for (let i = 0; i < 200; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`${what}: not seen`);
}

test('a category correction shows in search filters and list_categories without a check', async (t) => {
  await setUp();
  t.after(tearDown);
  assert.equal(await found(auto), 1);
  assert.equal(await found(corrected), 0);
  assert.equal(await count(corrected), 0);
  const serverId = (await db.one<{ id: number }>(`SELECT id FROM servers WHERE name = 'com.acme/forecast'`))!.id;
  const seq = (await db.one<{ change_seq: string }>('SELECT change_seq FROM servers WHERE id = :serverId', { serverId }))!.change_seq;

  await correctCategories({ db, domain: 'acme.com', serverId, now: new Date() }, [corrected]);

  const bumped = (await db.one<{ change_seq: string }>('SELECT change_seq FROM servers WHERE id = :serverId', { serverId }))!.change_seq;
  assert.notEqual(bumped, seq, 'change_seq bumped');
  await eventually('the corrected category in search_servers', async () => (await found(corrected)) === 1);
  assert.equal(await found(auto), 0, 'the automatic category no longer matches');
  assert.equal(await count(corrected), 1);
  assert.equal(await count(auto), 0);
});
