// get_server reads a server in one round trip (catalog/server-detail.ts through Database.batch; issue #13: its
// fifteen statements' plumbing was about half of a request's CPU). Its answers must stay those of reading the
// same statements one by one through Sequelize, as before. Two Switchboards on loopback over one database that
// holds the registry snapshot and everything get_server reads (tests/helpers/detail-seed.ts): one as shipped,
// one whose Database runs each statement of a batch as its own query. Both eras' real MCP clients ask both for
// every server, with and without `include` and `tool`; the results must be the same text, key order included.
// The shipped one must answer a get_server with a single statement sent to the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync } from '../../../checker/sync/run-sync.js';
import { INCLUDES } from '../../../catalog/server-view.js';
import { Database } from '../../../db/connection.js';
import { freshDatabase } from '../../helpers/db.js';
import { seedDetails } from '../../helpers/detail-seed.js';
import { connectLegacy, connectModern } from '../../helpers/mcp-client.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';
import { startSwitchboard } from '../../helpers/mcp-client-switchboard.js';

const NOW = new Date('2026-12-01T12:00:00Z');

/** The plumbing before #13: every statement of a batch its own Sequelize query, on its own pooled connection. */
class OneByOne extends Database {
  override batch(statements: readonly string[], bind: Record<string, number | string | null>): Promise<Record<string, unknown>[][]> {
    return Promise.all(statements.map((s) => this.rows(s, bind)));
  }
}

/** Counts what is sent to the database. */
class Counting extends Database {
  readonly sent = { batches: 0, statements: 0 };
  override batch(statements: readonly string[], bind: Record<string, number | string | null>): Promise<Record<string, unknown>[][]> {
    this.sent.batches++;
    return super.batch(statements, bind);
  }
  override rows<T extends object>(...args: Parameters<Database['rows']>): Promise<T[]> {
    this.sent.statements++;
    return super.rows<T>(...args);
  }
  override exec(...args: Parameters<Database['exec']>): Promise<void> {
    this.sent.statements++;
    return super.exec(...args);
  }
}

interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

test('get_server answers as reading statement by statement did, in one round trip', async (t) => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  await seedDetails(db, NOW);
  const servers = await db.rows<{ id: number; name: string; slug: string }>(`SELECT id, name, slug FROM servers ORDER BY id`);
  const shippedDb = new Counting(db.sequelize, db.url);
  const shipped = await startSwitchboard(shippedDb, { now: () => NOW });
  const reference = await startSwitchboard(new OneByOne(db.sequelize, db.url), { now: () => NOW });
  const clients = {
    legacy: [(await connectLegacy(shipped.mcpUrl)).client, (await connectLegacy(reference.mcpUrl)).client],
    modern: [(await connectModern(shipped.mcpUrl)).client, (await connectModern(reference.mcpUrl)).client],
  };
  const call = async (era: 'legacy' | 'modern', args: Record<string, unknown>): Promise<[ToolResult, ToolResult]> => {
    const [a, b] = clients[era] as { callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown> }[];
    return [
      (await a!.callTool({ name: 'get_server', arguments: args })) as ToolResult,
      (await b!.callTool({ name: 'get_server', arguments: args })) as ToolResult,
    ];
  };
  try {
    // Two servers in seven (ids 7k and 7k+1): the seed varies its rows by the id's remainders of 2 to 6 and 11, so
    // these meet every kind of row. bench/get-server-answers.ts compares every server's answers between two versions.
    await t.test('servers of every kind, both eras, with and without options: the same answers', async () => {
      const seen = { found: 0, notices: 0, surfaces: 0, changes: 0, claimed: 0, unknownTool: 0 };
      for (const s of servers.filter((x) => x.id % 7 < 2)) {
        const asks: ['legacy' | 'modern', Record<string, unknown>][] = [
          ['legacy', { name: s.name }],
          ['modern', { slug: s.slug, include: [...INCLUDES] }],
        ];
        if (s.id % 5 === 0) {
          asks.push(['modern', { name: s.name }], ['legacy', { slug: s.slug, include: ['history'], tool: 'get_forecast' }]);
        }
        for (const [era, args] of asks) {
          const [a, b] = await call(era, args);
          assert.equal(JSON.stringify(a), JSON.stringify(b), `${era} ${JSON.stringify(args)}`);
          const text = JSON.stringify(a.structuredContent);
          if (!a.isError) seen.found++;
          if (text.includes('"notices":[{')) seen.notices++;
          if (text.includes('"surfaces":[{')) seen.surfaces++;
          if (text.includes('"changes30d":[{')) seen.changes++;
          if (text.includes('"claimedBy"')) seen.claimed++;
          if (text.includes('"field":"tool"')) seen.unknownTool++;
        }
      }
      // The seed's rows were met: a comparison of two empty answers would prove nothing.
      for (const [what, n] of Object.entries(seen)) assert.ok(n > 5, `${what}: ${n}`);
    });

    await t.test('unknown and hostile names: the same not-found answers, and nothing else runs', async () => {
      for (const name of ["o'brien/x", "a\\'; DROP TABLE servers; --/x", 'io.github.nobody/nothing-here', 'x'.repeat(300)]) {
        for (const era of ['legacy', 'modern'] as const) {
          const [a, b] = await call(era, { name });
          assert.equal(JSON.stringify(a), JSON.stringify(b));
          assert.equal((a.structuredContent as { error?: string }).error, 'not_found', name);
        }
      }
      assert.equal((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM servers`))!.n, servers.length);
    });

    await t.test('one get_server is one batch sent to the database, and nothing else', async () => {
      const sample = servers.filter((s) => s.id % 50 === 1);
      const before = { ...shippedDb.sent };
      for (const s of sample) for (const era of ['legacy', 'modern'] as const) await call(era, { name: s.name });
      assert.deepEqual(shippedDb.sent, { batches: before.batches + 2 * sample.length, statements: before.statements });
    });
  } finally {
    for (const c of [...clients.legacy, ...clients.modern]) await (c as { close(): Promise<void> }).close();
    await shipped.close();
    await reference.close();
  }
});
