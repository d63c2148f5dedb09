// Red-team findings 2 and 3 on the checker side: characters PostgreSQL refuses (U+0000, lone surrogates)
// and JSON nested thousands of levels deep. Real loopback servers, the real probe, the real CLI.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, describe, test } from 'node:test';
import { canonicalJson } from '../../../checker/analyze/canonical-json.js';
import {
  depthExceeds,
  jsonTextWellFormed,
  parseUntrustedJson,
  TOO_DEEP_REASON,
  wellFormedDeep,
  wellFormedText,
} from '../../../core/untrusted-json.js';
import { checkCommand } from '../../../app/cli/check-command.js';
import { checkEndpoint } from '../../../checker/probe/check-endpoint.js';
import { responseFor } from '../../../checker/probe/jsonrpc.js';
import { fakeMcp, startServer, type Handler, type TestServer } from '../../helpers/misbehaving-servers.js';
import { snapshotItems } from '../../helpers/snapshot.js';

const FAST = { responseDeadlineMs: 2_000, endpointEventTimeoutMs: 1_000 };
const servers: TestServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function serve(handler: Handler): Promise<TestServer> {
  const s = await startServer(handler);
  servers.push(s);
  return s;
}

/** `{"a":{"a":...}}` n levels deep, built without recursion. */
function deepObject(n: number): unknown {
  let v: unknown = { type: 'string' };
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}
/** The JSON text `[[[...]]]` n levels deep (a hand-built text: JSON.stringify would overflow). */
const deepArrayText = (n: number, inner = '1') => '['.repeat(n) + inner + ']'.repeat(n);

describe('well-formed strings', () => {
  test('U+0000 is dropped and a lone surrogate becomes U+FFFD, in values and keys, at any depth', () => {
    assert.equal(wellFormedText('a\u0000b\ud800c'), 'ab\ufffdc');
    assert.equal(wellFormedText('ok \u{1F600}'), 'ok \u{1F600}', 'a surrogate pair stays');
    const cleaned = wellFormedDeep({ 'k\u0000': ['x\udc00', { y: 'z\u0000', n: 1, b: true, nil: null }] });
    assert.deepEqual(cleaned, { k: ['x\ufffd', { y: 'z', n: 1, b: true, nil: null }] });
    const deep = wellFormedDeep(deepObject(20_000));
    assert.ok(depthExceeds(deep, 19_000), 'a deep value is copied without recursion');
  });

  test('JSON text tells whether its strings need cleaning: a "yes" is never wrong', () => {
    // The escapes as they stand in JSON text: backslash, "u", four hex digits.
    const dirty = ['a\\u0000b', 'x\\ud800', 'x\\uDC00y', 'k\\u0000'];
    for (const text of [...dirty.map((d) => `{"s":"${d}"}`), `{"${dirty[3]}":1}`]) {
      assert.equal(jsonTextWellFormed(text), false, text);
      assert.notDeepEqual(wellFormedDeep(JSON.parse(text)), JSON.parse(text), 'and it did need cleaning');
    }
    // Clean text: UTF-8 that is not valid (a CESU-8 surrogate decodes to U+FFFD), raw emoji, other escapes.
    const bytes = Buffer.concat([
      Buffer.from('{"s":"a'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('b \\u00e9 \u{1F600}", "n": [1, {"t": "\\u0041"}]}'),
    ]);
    for (const text of [bytes.toString('utf8'), JSON.stringify({ a: ['ok \u{1F600}', { b: 'é' }] })]) {
      assert.equal(jsonTextWellFormed(text), true, text);
      assert.deepEqual(wellFormedDeep(JSON.parse(text)), JSON.parse(text));
    }
    // A valid escaped pair, or an escaped backslash before "u0000", only costs a needless copy.
    assert.equal(jsonTextWellFormed('{"s":"\\ud83d\\ude00"}'), false);
    assert.equal(jsonTextWellFormed('{"s":"\\\\u0000"}'), false);
  });
});

describe('deep nesting', () => {
  test('parsing refuses JSON deeper than 64 levels by name; 64 levels pass', () => {
    assert.deepEqual(parseUntrustedJson(deepArrayText(65)), { ok: false, reason: TOO_DEEP_REASON });
    assert.equal(parseUntrustedJson(deepArrayText(64)).ok, true);
    assert.deepEqual(parseUntrustedJson('{"a":'), { ok: false, reason: 'invalid JSON' });
  });

  test('canonicalJson handles 6,000 levels and matches JSON.stringify with sorted keys', () => {
    const s = canonicalJson(deepObject(6_000));
    assert.ok(s.startsWith('{"a":{"a":'));
    assert.equal(
      canonicalJson({ b: [1, undefined, () => 1, NaN, 'x'], a: { d: undefined, c: null } }),
      '{"a":{"c":null},"b":[1,null,null,null,"x"]}',
    );
    assert.equal(canonicalJson(undefined), 'null');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.throws(() => canonicalJson(cyclic), /cyclic/);
  });

  test('canonicalJson writes shallow values (by recursion) and deep ones (by its stack) alike', () => {
    // The reference: JSON.stringify of a copy whose keys were sorted (after toJSON, as JSON.stringify does).
    const sorted = (value: unknown): unknown => {
      const v = typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function' ? (value as { toJSON(): unknown }).toJSON() : value;
      return Array.isArray(v)
        ? v.map(sorted)
        : v !== null && typeof v === 'object' && !(v instanceof Date)
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    };
    const values: unknown[] = [
      ...(snapshotItems() as unknown[]).slice(0, 300),
      { z: new Date(0), a: [undefined, null, -0, 1e21, 'é\n"', { y: undefined, x: () => 1 }], m: { toJSON: () => ({ b: 1, a: 2 }) } },
      deepObject(99),
      deepObject(150),
    ];
    for (const v of values) assert.equal(canonicalJson(v), JSON.stringify(sorted(v)));
  });

  test('a nested batch holds no answer and is not walked', () => {
    assert.equal(responseFor(JSON.parse(deepArrayText(6_000, '{}')), 1), null);
    assert.deepEqual(responseFor([{ jsonrpc: '2.0', id: 1, result: {} }], 1), { jsonrpc: '2.0', id: 1, result: {} });
  });

  test('a server answering initialize with a 6,000-level batch is not_mcp, not connect', async () => {
    const s = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(deepArrayText(6_000, '{"jsonrpc":"2.0","id":1,"result":{}}'));
    });
    const r = await checkEndpoint({ url: s.url(), transport: 'streamable-http' }, { allowPrivate: true, settings: FAST });
    assert.equal(r.state, 'not_mcp', r.detail ?? '');
    assert.match(r.detail ?? '', /nested deeper than 64 levels/);
  });

  test('a 6,000-level inputSchema: the tool list is refused by name, and `check --json` prints one object', async () => {
    const s = await serve(
      fakeMcp({
        toolsList: (_req, res, ctx) => {
          const id = JSON.stringify((ctx.json as { id: unknown }).id);
          const schema = '{"a":'.repeat(6_000) + '{}' + '}'.repeat(6_000);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(`{"jsonrpc":"2.0","id":${id},"result":{"tools":[{"name":"deep","inputSchema":${schema}}]}}`);
        },
      }),
    );
    const r = await checkEndpoint({ url: s.url(), transport: 'streamable-http' }, { allowPrivate: true, settings: FAST });
    // The handshake was fine: the server responds, and its tool list is refused by name.
    assert.equal(r.state, 'responds', r.detail ?? '');
    assert.match(r.toolsError ?? '', /nested deeper than 64 levels/);
    assert.deepEqual(r.tools, []);

    const out = new PassThrough();
    const err = new PassThrough();
    let stdout = '';
    let stderr = '';
    out.on('data', (c: Buffer) => (stdout += c));
    err.on('data', (c: Buffer) => (stderr += c));
    const code = await checkCommand([s.url(), '--json', '--allow-private'], { stdout: out, stderr: err });
    assert.equal(code, 0, stderr);
    assert.equal((JSON.parse(stdout) as { state: string }).state, 'responds');
  });

  test('deep SSE events are refused by name too', async () => {
    const s = await serve(
      fakeMcp({
        answer: 'sse',
        toolsList: (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end(`event: message\ndata: ${deepArrayText(6_000)}\n\n`);
        },
      }),
    );
    const r = await checkEndpoint({ url: s.url(), transport: 'streamable-http' }, { allowPrivate: true, settings: FAST });
    assert.match(`${r.detail} ${r.toolsError}`, /nested deeper than 64 levels/);
  });
});
