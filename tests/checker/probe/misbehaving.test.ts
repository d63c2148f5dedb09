// End to end against hand-written servers on loopback, one per state and reason of the contract.
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { CheckResultSchema, type CheckResult } from '../../../core/check-result.js';
import { checkEndpoint, type CheckOptions, type CheckTarget } from '../../../checker/probe/check-endpoint.js';
import {
  assertPoliteLog,
  closedPort,
  fakeLegacySse,
  fakeMcp,
  fixedResponse,
  rpcError,
  rpcResult,
  SAMPLE_TOOLS,
  sendJson,
  startServer,
  startTcpServer,
  type FakeTool,
  type Handler,
  type TestServer,
} from '../../helpers/misbehaving-servers.js';

const FAST = { responseDeadlineMs: 1_500, endpointEventTimeoutMs: 1_000 };
const servers: Array<{ close(): Promise<void> }> = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function serve(handler: Handler): Promise<TestServer> {
  const s = await startServer(handler);
  servers.push(s);
  return s;
}

async function check(url: string, extra: Partial<CheckTarget> = {}, opts: CheckOptions = {}): Promise<CheckResult> {
  const r = await checkEndpoint(
    { url, transport: 'streamable-http', ...extra },
    { allowPrivate: true, ...opts, settings: { ...FAST, ...opts.settings } },
  );
  const parsed = CheckResultSchema.safeParse(r);
  assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues));
  return r;
}

function manyTools(n: number): FakeTool[] {
  return Array.from({ length: n }, (_, i) => ({ name: `tool_${i}`, inputSchema: { type: 'object' } }));
}

describe('a well-behaved 2025-era server', () => {
  test('JSON answers: responds, records identity, instructions and tools, ends the session', async () => {
    const s = await serve(fakeMcp({ answer: 'json', instructions: 'Be nice.' }));
    const r = await check(s.url());
    assert.equal(r.outcome, 'reachable');
    assert.equal(r.state, 'responds');
    assert.equal(r.httpStatus, 200);
    assert.equal(r.era, 'initialize');
    assert.deepEqual(r.server, { name: 'fake-mcp', version: '9.9.9', title: 'Fake MCP' });
    assert.deepEqual(r.instructions, { text: 'Be nice.', length: 8 });
    assert.equal(r.toolCount, 3);
    assert.deepEqual(r.tools![0], {
      name: 'get_weather',
      title: 'Weather',
      description: 'Weather for a city',
      inputSchema: SAMPLE_TOOLS[0]!.inputSchema,
      hasOutputSchema: false,
      annotations: { readOnlyHint: true },
    });
    assert.equal(r.tools![1]!.hasOutputSchema, true);
    assert.equal(r.tools![2]!.title, null);
    assert.equal(r.tls, false);
    assert.equal(r.sessionEnded, true);
    assert.equal(r.pingOk, true);
    assert.ok(r.responseMs !== null && r.responseMs >= 0);
    assert.deepEqual(
      s.log.map((l) => `${l.method} ${l.rpcMethod ?? ''}`.trim()),
      ['POST initialize', 'POST notifications/initialized', 'POST tools/list', 'POST ping', 'DELETE'],
    );
    const del = s.log.at(-1)!;
    assert.equal(del.headers['mcp-session-id'], 'session-abc');
    // Every request after initialize carries the session and the negotiated version.
    for (const l of s.log.slice(1)) {
      assert.equal(l.headers['mcp-session-id'], 'session-abc');
      assert.equal(l.headers['mcp-protocol-version'], '2025-06-18');
    }
    assert.equal(s.log[0]!.headers.accept, 'application/json, text/event-stream');
    assert.equal(JSON.parse(s.log[0]!.body).params.protocolVersion, '2025-06-18');
    // A new connection for every request.
    assert.equal(s.connections, s.log.length);
    assertPoliteLog(s.log, assert);
  });

  test('SSE answers with a priming event, a server request and a notification first: skipped, never answered', async () => {
    const s = await serve(fakeMcp({ answer: 'sse', noisySse: true }));
    const r = await check(s.url());
    assert.equal(r.state, 'responds');
    assert.equal(r.toolCount, 3);
    assert.equal(s.log.filter((l) => l.method === 'POST').length, 4, 'no extra POST (an answer to roots/list would be one)');
    assertPoliteLog(s.log, assert);
  });

  test('no session id: no DELETE is sent', async () => {
    const s = await serve(fakeMcp({ sessionId: null }));
    const r = await check(s.url());
    assert.equal(r.state, 'responds');
    assert.equal(r.sessionEnded, null);
    assert.ok(!s.log.some((l) => l.method === 'DELETE'));
  });

  test('follows nextCursor across pages', async () => {
    const s = await serve(fakeMcp({ tools: manyTools(12), pageSize: 5 }));
    const r = await check(s.url());
    assert.equal(r.toolCount, 12);
    assert.equal(r.toolsTruncated, false);
    assert.equal(s.log.filter((l) => l.rpcMethod === 'tools/list').length, 3);
  });

  test('stops after 5 pages', async () => {
    const s = await serve(fakeMcp({ tools: manyTools(40), pageSize: 5 }));
    const r = await check(s.url());
    assert.equal(r.toolCount, 25);
    assert.equal(r.toolsTruncated, true);
    assert.equal(s.log.filter((l) => l.rpcMethod === 'tools/list').length, 5);
  });

  test('keeps at most 500 tools', async () => {
    const s = await serve(fakeMcp({ tools: manyTools(700), pageSize: 350 }));
    const r = await check(s.url());
    assert.equal(r.toolCount, 500);
    assert.equal(r.toolsTruncated, true);
  });

  test('a tools/list that fails after a good handshake: still responds, with the error recorded', async () => {
    const s = await serve(fakeMcp({ toolsList: fixedResponse(500, {}, 'boom') }));
    const r = await check(s.url());
    assert.equal(r.state, 'responds');
    assert.equal(r.toolCount, 0);
    assert.match(r.toolsError ?? '', /HTTP 500/);
    assert.equal(r.sessionEnded, true, 'the session is still ended');
  });

  test('tools/list asking for sign-in after initialize: auth_required, identity kept', async () => {
    const s = await serve(fakeMcp({ toolsList: fixedResponse(401, { 'www-authenticate': 'Bearer' }) }));
    const r = await check(s.url());
    assert.equal(r.state, 'auth_required');
    assert.equal(r.server?.name, 'fake-mcp');
    assert.equal(r.tools, null);
    assert.ok(s.log.some((l) => l.method === 'DELETE'));
  });
});

describe('statuses that decide the check', () => {
  const cases: Array<{ name: string; handler: Handler; expect: Partial<CheckResult> }> = [
    {
      name: '401 with resource_metadata: oauth',
      handler: fixedResponse(401, {
        'www-authenticate': 'Bearer error="invalid_token", resource_metadata="https://127.0.0.1:1/.well-known/oauth-protected-resource"',
      }),
      expect: {
        outcome: 'reachable',
        state: 'auth_required',
        httpStatus: 401,
        auth: { scheme: 'oauth', resourceMetadata: 'https://127.0.0.1:1/.well-known/oauth-protected-resource' },
      },
    },
    {
      name: '401 bare: api_key',
      handler: fixedResponse(401),
      expect: { outcome: 'reachable', state: 'auth_required', httpStatus: 401, auth: { scheme: 'api_key', resourceMetadata: null } },
    },
    {
      name: '403 with a challenge: auth_required',
      handler: fixedResponse(403, { 'www-authenticate': 'ApiKey realm="x"' }),
      expect: { outcome: 'reachable', state: 'auth_required', httpStatus: 403, auth: { scheme: 'api_key', resourceMetadata: null } },
    },
    {
      name: '403 without a challenge: access_denied',
      handler: fixedResponse(403, { 'content-type': 'text/html' }, '<h1>Forbidden</h1>'),
      expect: { outcome: 'reachable', state: 'access_denied', httpStatus: 403, auth: null },
    },
    {
      name: '402: payment_required',
      handler: fixedResponse(402),
      expect: { outcome: 'reachable', state: 'payment_required', httpStatus: 402 },
    },
    {
      name: '429 with Retry-After: rate_limited',
      handler: fixedResponse(429, { 'retry-after': '120' }),
      expect: { outcome: 'refused', state: 'rate_limited', httpStatus: 429, retryAfterSeconds: 120 },
    },
    { name: '451: blocked', handler: fixedResponse(451), expect: { outcome: 'refused', state: 'blocked', httpStatus: 451 } },
    {
      name: '404: http_error',
      handler: fixedResponse(404, { 'content-type': 'text/plain' }, 'not found'),
      expect: { outcome: 'not_reachable', state: 'http_error', httpStatus: 404 },
    },
    { name: '500: http_error', handler: fixedResponse(500), expect: { outcome: 'not_reachable', state: 'http_error', httpStatus: 500 } },
    {
      name: '503 with Retry-After: http_error, delay kept',
      handler: fixedResponse(503, { 'retry-after': '30' }),
      expect: { state: 'http_error', httpStatus: 503, retryAfterSeconds: 30 },
    },
  ];
  for (const c of cases) {
    test(c.name, async () => {
      const s = await serve(c.handler);
      const r = await check(s.url());
      for (const [k, v] of Object.entries(c.expect)) assert.deepEqual(r[k as keyof CheckResult], v, k);
      assert.equal(r.tools, null, 'no tools without a handshake');
      // A sign-in challenge may cost the OAuth metadata: at most two GETs of well-known documents.
      const extra = s.log.slice(1);
      if (r.state === 'auth_required') {
        assert.ok(
          extra.length <= 2 && extra.every((l) => l.method === 'GET' && l.path.startsWith('/.well-known/oauth-')),
          JSON.stringify(extra.map((l) => `${l.method} ${l.path}`)),
        );
      } else {
        assert.equal(s.log.length, 1, 'one request, nothing more');
      }
      assertPoliteLog(s.log, assert);
    });
  }

  test('429 with an HTTP date is measured against the injected clock', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const s = await serve(fixedResponse(429, { 'retry-after': new Date(now.getTime() + 90_000).toUTCString() }));
    const r = await check(s.url(), {}, { now: () => now });
    assert.equal(r.retryAfterSeconds, 90);
    assert.equal(r.checkedAt, now.toISOString());
  });
});

describe('answers that are not MCP', () => {
  test('an HTML page', async () => {
    const s = await serve(fixedResponse(200, { 'content-type': 'text/html' }, '<!doctype html><title>Hi</title>'));
    const r = await check(s.url());
    assert.equal(r.outcome, 'not_reachable');
    assert.equal(r.state, 'not_mcp');
    assert.equal(r.httpStatus, 200);
  });

  test('JSON of another shape', async () => {
    const s = await serve((_q, res) => sendJson(res, 200, { hello: 'world' }));
    const r = await check(s.url());
    assert.equal(r.state, 'not_mcp');
  });

  test('an initialize answer without protocolVersion', async () => {
    const s = await serve((_q, res, ctx) => sendJson(res, 200, rpcResult((ctx.json as { id: number }).id, { ok: true })));
    assert.equal((await check(s.url())).state, 'not_mcp');
  });

  test('202 and no answer to initialize', async () => {
    const s = await serve(fixedResponse(202));
    assert.equal((await check(s.url())).state, 'not_mcp');
  });

  test('JSON-RPC errors to both initialize and server/discover: handshake_error', async () => {
    const s = await serve(fakeMcp({ initialize: 'jsonrpc-error', discover: 'jsonrpc-error' }));
    const r = await check(s.url());
    assert.equal(r.outcome, 'not_reachable');
    assert.equal(r.state, 'handshake_error');
    assert.deepEqual(
      s.log.map((l) => l.rpcMethod),
      ['initialize', 'server/discover'],
    );
    const discover = JSON.parse(s.log[1]!.body);
    assert.equal(discover.params._meta['io.modelcontextprotocol/protocolVersion'], '2026-07-28');
    assert.deepEqual(discover.params._meta['io.modelcontextprotocol/clientCapabilities'], {});
    assert.equal(s.log[1]!.headers['mcp-method'], 'server/discover');
  });

  test('a 400 carrying a JSON-RPC error to initialize, then a refused server/discover: handshake_error', async () => {
    const s = await serve((_q, res, ctx) =>
      sendJson(res, 400, rpcError((ctx.json as { id: unknown }).id, -32022, 'Unsupported protocol version')),
    );
    const r = await check(s.url());
    assert.equal(r.state, 'handshake_error');
    assert.equal(r.httpStatus, 400);
    assert.equal(s.log.length, 2);
  });

  test('a 400 without a JSON-RPC body is an HTTP error, and server/discover is not tried', async () => {
    const s = await serve(fixedResponse(400, { 'content-type': 'text/plain' }, 'bad'));
    const r = await check(s.url());
    assert.equal(r.state, 'http_error');
    assert.equal(s.log.length, 1);
  });
});

describe('limits', () => {
  test('a server that never answers: timeout at the response deadline', async () => {
    const s = await serve(() => undefined);
    const r = await check(s.url());
    assert.equal(r.outcome, 'not_reachable');
    assert.equal(r.state, 'timeout');
  });

  test('a byte every half second: the overall deadline ends it (an idle timer never would)', async () => {
    const s = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const t = setInterval(() => res.write(' '), 500);
      res.on('close', () => clearInterval(t));
    });
    const r = await check(s.url());
    assert.equal(r.state, 'timeout');
    assert.match(r.detail ?? '', /1500 ms/);
  });

  test('a 5 MB body: too_large, reading stops at the cap', async () => {
    const s = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(Buffer.alloc(5 * 1024 * 1024, 0x20));
    });
    const r = await check(s.url());
    assert.equal(r.state, 'too_large');
    assert.ok(r.bytesRead <= 256 * 1024 + 64 * 1024, `read ${r.bytesRead}`);
  });

  test('a small gzip body that inflates to 5 MB: too_large (the cap counts decoded bytes)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20));
    const s = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    });
    assert.ok(bomb.length < 256 * 1024);
    assert.equal((await check(s.url())).state, 'too_large');
  });

  test('a 5 MB SSE line without a newline: too_large from the line buffer', async () => {
    const s = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${'x'.repeat(5 * 1024 * 1024)}`);
    });
    const r = await check(s.url(), {}, { settings: { maxBodyBytes: 16 * 1024 * 1024, maxSseLineBytes: 64 * 1024 } });
    assert.equal(r.state, 'too_large');
    assert.match(r.detail ?? '', /event-stream line/);
  });
});

describe('connections', () => {
  test('a redirect to another loopback port is not followed: the canary receives nothing', async () => {
    const canary = await serve(fakeMcp());
    const s = await serve(fixedResponse(302, { location: canary.url('/mcp') }));
    const r = await check(s.url());
    assert.equal(r.state, 'http_error');
    assert.equal(r.httpStatus, 302);
    assert.equal(canary.connections, 0);
    assert.equal(canary.log.length, 0);
  });

  test('a closed port: connect', async () => {
    const port = await closedPort();
    const r = await check(`http://127.0.0.1:${port}/mcp`);
    assert.equal(r.outcome, 'not_reachable');
    assert.equal(r.state, 'connect');
  });

  test('a connection reset: connect', async () => {
    const tcp = await startTcpServer((sock) => sock.resetAndDestroy());
    servers.push(tcp);
    const r = await check(`http://127.0.0.1:${tcp.port}/mcp`);
    assert.equal(r.state, 'connect');
    assert.ok(tcp.connections >= 1);
  });

  test('a name that does not resolve: dns', async () => {
    const resolver = async (host: string) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    };
    const r = await check('https://nowhere.test/mcp', {}, { resolver });
    assert.equal(r.state, 'dns');
  });

  test('a name resolved by the injected resolver is connected to at the judged address', async () => {
    const s = await serve(fakeMcp());
    const asked: string[] = [];
    const resolver = async (host: string) => {
      asked.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const r = await check(`http://mcp.test:${s.port}/mcp`, {}, { resolver });
    assert.equal(r.state, 'responds');
    assert.equal(s.log[0]!.headers.host, `mcp.test:${s.port}`);
    assert.equal(asked.length, s.log.length, 'looked up again for every request');
  });
});

describe('paused by the owner', () => {
  test('an already aborted signal: nothing is sent', async () => {
    const s = await serve(fakeMcp());
    const ac = new AbortController();
    ac.abort();
    const r = await check(s.url(), {}, { signal: ac.signal });
    assert.equal(r.outcome, 'not_checked');
    assert.equal(r.state, 'paused_by_owner');
    assert.equal(s.connections, 0);
  });

  // Without the abort this would wait for the 60 s deadline and the test's own timeout would fail it.
  test('aborting mid-check ends it at once', { timeout: 20_000 }, async () => {
    const s = await serve(() => undefined);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 200);
    const r = await check(s.url(), {}, { signal: ac.signal, settings: { responseDeadlineMs: 60_000, checkDeadlineMs: 60_000 } });
    assert.equal(r.state, 'paused_by_owner');
    assert.equal(r.server, null);
    assert.equal(s.log.length, 1);
  });

  test('a pause after the handshake: nothing more is sent, not even the DELETE', { timeout: 20_000 }, async () => {
    const ac = new AbortController();
    const s = await serve(fakeMcp({ toolsList: () => void ac.abort() }));
    const r = await check(s.url(), {}, { signal: ac.signal, settings: { responseDeadlineMs: 60_000, checkDeadlineMs: 60_000 } });
    assert.equal(r.state, 'paused_by_owner');
    assert.equal(r.tools, null);
    assert.deepEqual(
      s.log.map((l) => l.rpcMethod ?? l.method),
      ['initialize', 'notifications/initialized', 'tools/list'],
    );
  });
});

describe('legacy HTTP+SSE', () => {
  const sse = (url: string, opts: CheckOptions = {}) => check(url, { transport: 'sse' }, opts);

  test('a hand-written legacy server: responds', async () => {
    const s = await serve(fakeLegacySse({ endpoint: 'relative' }));
    const r = await sse(s.url('/sse'));
    assert.equal(r.state, 'responds', r.detail ?? '');
    assert.equal(r.era, 'legacy-sse');
    assert.equal(r.toolCount, 3);
    assert.deepEqual(
      s.log.map((l) => `${l.method} ${l.path}`),
      ['GET /sse', 'POST /messages?sid=1', 'POST /messages?sid=1', 'POST /messages?sid=1', 'POST /messages?sid=1'],
    );
    assertPoliteLog(s.log, assert);
  });

  test('no endpoint event while the stream stays open: timeout', async () => {
    const s = await serve(fakeLegacySse({ endpoint: 'none-open' }));
    const r = await sse(s.url('/sse'));
    assert.equal(r.state, 'timeout');
    assert.equal(s.log.length, 1);
  });

  test('a stream that ends without an endpoint event: not_mcp', async () => {
    const s = await serve(fakeLegacySse({ endpoint: 'none-close' }));
    assert.equal((await sse(s.url('/sse'))).state, 'not_mcp');
  });

  test('an endpoint on another origin is refused, and that origin receives nothing', async () => {
    const canary = await serve(fakeMcp());
    const s = await serve(fakeLegacySse({ endpoint: { absolute: canary.url('/messages?sid=1') } }));
    const r = await sse(s.url('/sse'));
    assert.equal(r.state, 'not_mcp');
    assert.match(r.detail ?? '', /another origin/);
    assert.equal(canary.connections, 0);
  });

  test('the stream asks for sign-in: auth_required', async () => {
    const s = await serve(fixedResponse(401, { 'www-authenticate': 'Bearer resource_metadata="https://a.test/prm"' }));
    const r = await sse(s.url('/sse'));
    assert.equal(r.state, 'auth_required');
    assert.equal(r.auth?.scheme, 'oauth');
  });

  test('JSON instead of an event stream: not_mcp', async () => {
    const s = await serve((_q, res) => sendJson(res, 200, { ok: true }));
    assert.equal((await sse(s.url('/sse'))).state, 'not_mcp');
  });
});

describe('before any byte is sent', () => {
  let s: TestServer;
  before(async () => {
    s = await serve(fakeMcp());
  });
  const cases: Array<[string, () => string, string]> = [
    ['placeholder', () => 'https://{tenant}.example.test/mcp', 'placeholder'],
    ['disallowed scheme', () => 'ftp://127.0.0.1/mcp', 'disallowed_scheme'],
    ['disallowed port', () => 'http://127.0.0.1:22/mcp', 'disallowed_port'],
    ['loopback without allowPrivate', () => s.url(), 'non_public_address'],
  ];
  for (const [name, url, state] of cases) {
    test(`${name}: not_checked / ${state}`, async () => {
      const r = await checkEndpoint({ url: url(), transport: 'streamable-http' });
      assert.equal(r.outcome, 'not_checked');
      assert.equal(r.state, state);
      assert.equal(s.connections, 0);
    });
  }
});
