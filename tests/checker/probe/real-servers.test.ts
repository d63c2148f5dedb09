// End to end against real MCP servers on loopback: the reference "everything" server over Streamable
// HTTP and legacy HTTP+SSE, and a v2-SDK server that speaks only 2026-07-28.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { checkEndpoint } from '../../../checker/probe/check-endpoint.js';
import { CheckResultSchema } from '../../../core/check-result.js';
import { MODERN_TOOLS, spawnEverything, startLoggingProxy, startModernOnlyServer, type SpawnedServer } from '../../helpers/mcp-fixtures.js';
import { assertPoliteLog, type TestServer } from '../../helpers/misbehaving-servers.js';

describe('server-everything over Streamable HTTP', () => {
  let server: SpawnedServer;
  let proxy: TestServer;
  before(async () => {
    server = await spawnEverything('streamableHttp');
    proxy = await startLoggingProxy(server.port);
  });
  after(async () => {
    await proxy?.close();
    await server?.stop();
  });

  test('responds with its real tools, ends its session, and never calls a tool', async () => {
    const r = await checkEndpoint({ url: proxy.url('/mcp'), transport: 'streamable-http' }, { allowPrivate: true });
    assert.equal(CheckResultSchema.safeParse(r).success, true);
    assert.equal(r.outcome, 'reachable');
    assert.equal(r.state, 'responds', r.detail ?? '');
    assert.equal(r.era, 'initialize');
    assert.equal(r.protocolVersion, '2025-06-18');
    assert.ok(r.server?.name, 'server name recorded');
    assert.ok((r.toolCount ?? 0) >= 5, `tools: ${r.toolCount}`);
    assert.equal(r.toolCount, r.tools?.length);
    assert.ok(
      r.tools!.some((t) => t.name === 'echo'),
      'the everything server has an echo tool',
    );
    assert.equal(r.pingOk, true);
    assert.equal(r.sessionEnded, true);
    assert.deepEqual(r.addresses, ['127.0.0.1']);
    assert.ok(r.bytesRead > 0);

    const methods = proxy.log.map((l) => `${l.method} ${l.rpcMethod ?? ''}`.trim());
    assert.deepEqual(methods, ['POST initialize', 'POST notifications/initialized', 'POST tools/list', 'POST ping', 'DELETE']);
    assertPoliteLog(proxy.log, assert);
    const sid = proxy.log[0] && proxy.log.at(-1)!.headers['mcp-session-id'];
    assert.ok(sid, 'DELETE carried the session id');
  });
});

describe('server-everything over legacy HTTP+SSE', () => {
  let server: SpawnedServer;
  let proxy: TestServer;
  before(async () => {
    server = await spawnEverything('sse');
    proxy = await startLoggingProxy(server.port);
  });
  after(async () => {
    await proxy?.close();
    await server?.stop();
  });

  test('responds with its real tools through the endpoint event', async () => {
    const r = await checkEndpoint({ url: proxy.url('/sse'), transport: 'sse' }, { allowPrivate: true });
    assert.equal(r.state, 'responds', r.detail ?? '');
    assert.equal(r.era, 'legacy-sse');
    assert.ok((r.toolCount ?? 0) >= 5);
    assert.ok(r.tools!.some((t) => t.name === 'echo'));
    assert.equal(r.pingOk, true);
    assert.equal(r.sessionEnded, null);
    const methods = proxy.log.map((l) => `${l.method} ${l.rpcMethod ?? ''}`.trim());
    assert.deepEqual(methods, ['GET', 'POST initialize', 'POST notifications/initialized', 'POST tools/list', 'POST ping']);
    assert.ok(
      proxy.log.slice(1).every((l) => l.path.startsWith('/message?sessionId=')),
      'POSTs went to the announced endpoint',
    );
    assertPoliteLog(proxy.log, assert);
  });
});

describe('a v2-SDK server that speaks only 2026-07-28', () => {
  let server: Awaited<ReturnType<typeof startModernOnlyServer>>;
  before(async () => {
    server = await startModernOnlyServer();
  });
  after(async () => {
    await server?.closeHandler();
    await server?.close();
  });

  test('initialize is refused, server/discover answers, tools are listed', async () => {
    const r = await checkEndpoint({ url: server.url('/mcp'), transport: 'streamable-http' }, { allowPrivate: true });
    assert.equal(r.state, 'responds', r.detail ?? '');
    assert.equal(r.era, 'modern');
    assert.equal(r.protocolVersion, '2026-07-28');
    assert.deepEqual(r.server, { name: 'modern-only', version: '2.0.0', title: 'Modern Only Shop' });
    assert.deepEqual(r.instructions, { text: 'Look orders up before cancelling.', length: 33 });
    assert.deepEqual(r.tools!.map((t) => t.name).sort(), [...MODERN_TOOLS].sort());
    const lookup = r.tools!.find((t) => t.name === 'lookup_order')!;
    assert.equal(lookup.title, 'Look up an order');
    assert.equal(lookup.hasOutputSchema, true);
    assert.deepEqual(lookup.annotations, { readOnlyHint: true });
    assert.equal((lookup.inputSchema as { type: string }).type, 'object');
    assert.deepEqual(
      server.log.map((l) => l.rpcMethod),
      ['initialize', 'server/discover', 'tools/list'],
    );
    const discover = server.log[1]!;
    assert.equal(discover.headers['mcp-protocol-version'], '2026-07-28');
    assert.equal(discover.headers['mcp-method'], 'server/discover');
    assertPoliteLog(server.log, assert);
  });

  test('with preferEra modern, server/discover goes first and initialize is never sent', async () => {
    const before = server.log.length;
    const r = await checkEndpoint({ url: server.url('/mcp'), transport: 'streamable-http', preferEra: 'modern' }, { allowPrivate: true });
    assert.equal(r.state, 'responds');
    assert.deepEqual(
      server.log.slice(before).map((l) => l.rpcMethod),
      ['server/discover', 'tools/list'],
    );
  });
});
