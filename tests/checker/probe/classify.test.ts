// The contract's meanings, without I/O.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_STATES, outcomeOf } from '../../../core/check-result.js';
import {
  AbortedError,
  ConnectError,
  DeadlineError,
  DnsError,
  HttpProtocolError,
  TlsError,
  TooLargeError,
  UnsafeTargetError,
} from '../../../net/errors.js';
import {
  classifyError,
  classifyGateStatus,
  classifyHttpError,
  jsonRpcRefusalIn,
  parseAuthChallenge,
  parseRetryAfter,
} from '../../../checker/probe/classify.js';
import { kindOf, responseFor } from '../../../checker/probe/jsonrpc.js';
import { toolsFromPage } from '../../../checker/probe/tools.js';

const NOW = new Date('2026-05-01T00:00:00Z');

describe('parseRetryAfter', () => {
  test('seconds', () => assert.equal(parseRetryAfter('120', NOW), 120));
  test('an HTTP date', () => assert.equal(parseRetryAfter('Fri, 01 May 2026 00:02:00 GMT', NOW), 120));
  test('a date in the past is zero', () => assert.equal(parseRetryAfter('Thu, 30 Apr 2026 00:00:00 GMT', NOW), 0));
  // A date in the year 9999 (2.5e11 s) would not fit the integer column and made the check unstorable.
  test('a far date is capped at ten years, like seconds', () => {
    assert.equal(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', NOW), 10 * 365 * 86_400);
    assert.equal(parseRetryAfter('99999999999', NOW), 10 * 365 * 86_400);
  });
  test('absent or garbage', () => {
    assert.equal(parseRetryAfter(undefined, NOW), null);
    assert.equal(parseRetryAfter('-5', NOW), null);
    assert.equal(parseRetryAfter('soon', NOW), null);
  });
});

describe('parseAuthChallenge', () => {
  test('resource_metadata quoted, among other params: oauth', () => {
    assert.deepEqual(
      parseAuthChallenge(
        'Bearer realm="mcp", error="invalid_token", resource_metadata="https://x.test/.well-known/oauth-protected-resource/mcp"',
      ),
      {
        scheme: 'oauth',
        resourceMetadata: 'https://x.test/.well-known/oauth-protected-resource/mcp',
      },
    );
  });
  test('unquoted, and in a second challenge', () => {
    assert.equal(parseAuthChallenge('Basic realm="a", Bearer resource_metadata=https://x.test/prm').resourceMetadata, 'https://x.test/prm');
  });
  test('resource_metadata that is not a URL: still oauth, no URL', () => {
    assert.deepEqual(parseAuthChallenge('Bearer resource_metadata="not a url"'), { scheme: 'oauth', resourceMetadata: null });
  });
  test('no resource_metadata: api_key', () => {
    assert.deepEqual(parseAuthChallenge('Bearer realm="x"'), { scheme: 'api_key', resourceMetadata: null });
    assert.deepEqual(parseAuthChallenge(undefined), { scheme: 'api_key', resourceMetadata: null });
    assert.equal(parseAuthChallenge('Bearer my_resource_metadata="https://x.test"').scheme, 'api_key');
  });
});

describe('classifyGateStatus', () => {
  const gate = (status: number, headers: Record<string, string> = {}) => classifyGateStatus(status, headers, NOW);
  test('401 is auth_required even without a challenge', () => assert.equal(gate(401)?.state, 'auth_required'));
  test('403 with a challenge is auth_required, without one access_denied', () => {
    assert.equal(gate(403, { 'www-authenticate': 'Bearer' })?.state, 'auth_required');
    assert.equal(gate(403)?.state, 'access_denied');
    assert.equal(gate(403)?.auth, null);
  });
  test('402, 429, 451', () => {
    assert.equal(gate(402)?.state, 'payment_required');
    assert.deepEqual(gate(429, { 'retry-after': '7' })?.retryAfterSeconds, 7);
    assert.equal(gate(429)?.retryAfterSeconds, null);
    assert.equal(gate(451)?.state, 'blocked');
  });
  test('other statuses are not gates', () => {
    for (const s of [200, 202, 302, 400, 404, 405, 500, 503]) assert.equal(gate(s), null, String(s));
  });
  test('HTTP errors keep the status; 503 keeps Retry-After', () => {
    assert.deepEqual(classifyHttpError(503, { 'retry-after': '60' }, NOW).retryAfterSeconds, 60);
    assert.equal(classifyHttpError(500, { 'retry-after': '60' }, NOW).retryAfterSeconds, null);
    assert.match(classifyHttpError(301, {}, NOW).detail ?? '', /redirect/);
  });
});

describe('jsonRpcRefusalIn', () => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32022, message: 'Unsupported protocol version' } });
  test('a 4xx with a JSON-RPC error body is a refusal', () =>
    assert.deepEqual(jsonRpcRefusalIn(400, 'application/json', body), { code: -32022, message: 'Unsupported protocol version' }));
  test('not a refusal: 5xx, wrong type, other JSON, HTML', () => {
    assert.equal(jsonRpcRefusalIn(500, 'application/json', body), null);
    assert.equal(jsonRpcRefusalIn(400, 'text/html', body), null);
    assert.equal(jsonRpcRefusalIn(400, 'application/json', '{"error":"bad"}'), null);
    assert.equal(jsonRpcRefusalIn(404, 'application/json', '<html>'), null);
  });
});

describe('classifyError', () => {
  const cases: Array<[Error, string]> = [
    [new UnsafeTargetError('disallowed_port', 'x'), 'disallowed_port'],
    [new UnsafeTargetError('non_public_address', 'x'), 'non_public_address'],
    [new AbortedError(), 'paused_by_owner'],
    [new DnsError('x.test', 'ENOTFOUND'), 'dns'],
    [new DeadlineError(10, 'response'), 'timeout'],
    [new ConnectError('CONNECT_TIMEOUT', 'x'), 'timeout'],
    [new ConnectError('ECONNREFUSED', 'x'), 'connect'],
    [new TlsError('DEPTH_ZERO_SELF_SIGNED_CERT', 'x'), 'tls'],
    [new TooLargeError(1, 'body'), 'too_large'],
    [new HttpProtocolError('HPE_INVALID_CONSTANT', 'x'), 'not_mcp'],
  ];
  for (const [err, state] of cases) test(`${err.name} -> ${state}`, () => assert.equal(classifyError(err).state, state));
});

describe('the contract', () => {
  test('every state belongs to exactly one outcome', () => {
    assert.equal(ALL_STATES.length, new Set(ALL_STATES).size);
    assert.equal(outcomeOf('responds'), 'reachable');
    assert.equal(outcomeOf('rate_limited'), 'refused');
    assert.equal(outcomeOf('paused_by_owner'), 'not_checked');
    assert.equal(outcomeOf('handshake_error'), 'not_reachable');
  });
});

describe('JSON-RPC and tools', () => {
  test('kinds', () => {
    assert.equal(kindOf({ jsonrpc: '2.0', id: 1, result: {} }), 'response');
    assert.equal(kindOf({ jsonrpc: '2.0', id: 1, error: { code: 1, message: 'x' } }), 'response');
    assert.equal(kindOf({ jsonrpc: '2.0', id: 1, method: 'roots/list' }), 'request');
    assert.equal(kindOf({ jsonrpc: '2.0', method: 'notifications/message' }), 'notification');
    assert.equal(kindOf({ id: 1, result: {} }), 'invalid');
    assert.equal(kindOf({ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1 } }), 'invalid');
  });
  test('responseFor matches the id, in batches too', () => {
    assert.equal(responseFor({ jsonrpc: '2.0', id: 2, result: {} }, 1), null);
    assert.ok(
      responseFor(
        [
          { jsonrpc: '2.0', method: 'x' },
          { jsonrpc: '2.0', id: 1, result: {} },
        ],
        1,
      ),
    );
  });
  test('toolsFromPage keeps what was declared, drops nameless entries', () => {
    const page = toolsFromPage({
      tools: [{ name: 'a', annotations: { title: 'From annotations' } }, { description: 'no name' }, 'junk'],
      nextCursor: '',
    });
    assert.deepEqual(page, {
      tools: [
        {
          name: 'a',
          title: 'From annotations',
          description: null,
          inputSchema: null,
          hasOutputSchema: false,
          annotations: { title: 'From annotations' },
        },
      ],
      nextCursor: null,
    });
    assert.equal(toolsFromPage({ notTools: [] }), null);
  });
});
