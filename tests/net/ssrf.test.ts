// SSRF: the strict client (no allowPrivate) refuses every vector, as a URL and as a DNS answer, with ZERO
// connections. Two layers keep these tests off the network even if the code under test is wrong: the
// client's connect hook records and refuses every attempt, and net.Socket#connect is wrapped for this file
// so that any non-loopback connection is recorded and failed before it starts.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, afterEach, before, describe, test } from 'node:test';
import { safeRequest, UnsafeTargetError, type ConnectAttempt } from '../../net/safe-client.js';
import { checkEndpoint } from '../../checker/probe/check-endpoint.js';

const escaped: string[] = [];
const originalConnect = net.Socket.prototype.connect;
before(() => {
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const o = args[0] as { host?: string; path?: string } | number;
    const host = typeof o === 'object' && o !== null ? o.host : typeof args[1] === 'string' ? args[1] : undefined;
    if (typeof o === 'object' && o?.path) return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
    if (host !== '127.0.0.1' && host !== '::1' && host !== 'localhost') {
      escaped.push(String(host));
      process.nextTick(() => this.destroy(new Error(`test guard: connection to ${host} blocked`)));
      return this;
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
});
after(() => {
  net.Socket.prototype.connect = originalConnect;
});

let attempts: ConnectAttempt[] = [];
let lookups: string[] = [];
const hook = (a: ConnectAttempt) => {
  attempts.push(a);
  throw new Error('test: connections are refused');
};
afterEach(() => {
  attempts = [];
  lookups = [];
});

/** A resolver that answers one fixed list and records what it was asked. */
function answering(...addresses: string[]) {
  return async (hostname: string) => {
    lookups.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const neverResolve = async (hostname: string) => {
  lookups.push(hostname);
  throw Object.assign(new Error('test: no lookups expected'), { code: 'ENOTFOUND' });
};

const VECTORS = [
  '127.1',
  '0x7f.1',
  '2130706433',
  '017700000001',
  '0177.0.0.1',
  '[::1]',
  '[::]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  '[::a9fe:a9fe]',
  '[64:ff9b::a9fe:a9fe]',
  '[2002:7f00:1::]',
  '[fe80::1]',
  '[fc00::1]',
  '[fec0::1]',
  '169.254.169.254',
  '100.64.0.1',
  '198.18.0.1',
  '0.0.0.0',
  '224.0.0.1',
];

async function expectRefused(p: Promise<unknown>, reason: string): Promise<void> {
  await assert.rejects(p, (err: unknown) => {
    assert.ok(err instanceof UnsafeTargetError, `expected UnsafeTargetError, got ${String(err)}`);
    assert.equal(err.reason, reason);
    return true;
  });
}

describe('vectors as URLs', () => {
  for (const v of VECTORS) {
    test(`http://${v}:8443/ is refused without a connection`, async () => {
      const url = `http://${v}:8443/mcp`;
      await expectRefused(safeRequest({ url, resolver: neverResolve, connectHook: hook }), 'non_public_address');
      const r = await checkEndpoint({ url, transport: 'streamable-http' }, { resolver: neverResolve, connectHook: hook });
      assert.equal(r.outcome, 'not_checked');
      assert.equal(r.state, 'non_public_address');
      assert.deepEqual(attempts, []);
      assert.deepEqual(lookups, [], 'an IP literal is never looked up');
    });
  }

  const forms: Array<[string, string]> = [
    ['http://a@127.0.0.1:8443/mcp', 'disallowed_scheme'],
    ['https://user:pw@mcp.example.test/mcp', 'disallowed_scheme'],
    ['ftp://127.0.0.1/mcp', 'disallowed_scheme'],
    ['file:///etc/passwd', 'disallowed_scheme'],
    ['gopher://127.0.0.1:8443/', 'disallowed_scheme'],
    ['http://127.0.0.1:22/mcp', 'disallowed_port'],
    ['https://mcp.example.test:22/mcp', 'disallowed_port'],
    ['https://{tenant}.example.test/mcp', 'placeholder'],
  ];
  for (const [url, reason] of forms) {
    test(`${url} is refused as ${reason}`, async () => {
      await expectRefused(safeRequest({ url, resolver: answering('127.0.0.1'), connectHook: hook }), reason);
      const r = await checkEndpoint({ url, transport: 'streamable-http' }, { resolver: answering('127.0.0.1'), connectHook: hook });
      assert.equal(r.state, reason);
      assert.deepEqual(attempts, []);
      assert.deepEqual(lookups, [], 'refused before any lookup');
    });
  }
});

describe('vectors as DNS answers', () => {
  for (const v of VECTORS) {
    const answer = v.replace(/^\[|\]$/g, '');
    test(`a name resolving to ${answer} is refused without a connection`, async () => {
      const url = 'https://vector.example.test/mcp';
      await expectRefused(safeRequest({ url, resolver: answering(answer), connectHook: hook }), 'non_public_address');
      const r = await checkEndpoint({ url, transport: 'streamable-http' }, { resolver: answering(answer), connectHook: hook });
      assert.equal(r.state, 'non_public_address');
      assert.deepEqual(attempts, []);
      assert.ok(lookups.length >= 1, 'the resolver was asked');
    });
  }

  test('an answer mixing a public and a private address is refused', async () => {
    const resolver = answering('93.184.216.34', '10.0.0.1');
    await expectRefused(safeRequest({ url: 'https://mixed.example.test/', resolver, connectHook: hook }), 'non_public_address');
    const r = await checkEndpoint({ url: 'https://mixed.example.test/mcp', transport: 'streamable-http' }, { resolver, connectHook: hook });
    assert.equal(r.state, 'non_public_address');
    assert.deepEqual(attempts, []);
  });

  test('the same with the private address first', async () => {
    await expectRefused(
      safeRequest({ url: 'https://mixed.example.test/', resolver: answering('10.0.0.1', '93.184.216.34'), connectHook: hook }),
      'non_public_address',
    );
    assert.deepEqual(attempts, []);
  });

  test('a resolver answer that is not an address is refused', async () => {
    await expectRefused(
      safeRequest({ url: 'https://odd.example.test/', resolver: answering('localhost'), connectHook: hook }),
      'non_public_address',
    );
    await expectRefused(
      safeRequest({ url: 'https://odd.example.test/', resolver: answering('fe80::1%eth0'), connectHook: hook }),
      'non_public_address',
    );
    assert.deepEqual(attempts, []);
  });
});

describe('the seam is on the path (controls, so the empty records above mean something)', () => {
  test('a public answer reaches the connect hook, pinned to the judged address, and goes no further', async () => {
    await assert.rejects(
      safeRequest({ url: 'https://public.example.test:8443/mcp', resolver: answering('93.184.216.34'), connectHook: hook }),
    );
    assert.deepEqual(attempts, [{ hostname: 'public.example.test', address: '93.184.216.34', family: 4, port: 8443, protocol: 'https:' }]);
  });

  test('a public IP literal reaches the hook too', async () => {
    await assert.rejects(safeRequest({ url: 'http://[2606:4700::1111]/mcp', resolver: neverResolve, connectHook: hook }));
    assert.equal(attempts.length, 1);
    assert.equal(attempts[0]!.address, '2606:4700::1111');
    assert.equal(attempts[0]!.port, 80);
  });

  test('the checker records a refused connection as connect, not as a success', async () => {
    const r = await checkEndpoint(
      { url: 'https://public.example.test/mcp', transport: 'streamable-http' },
      { resolver: answering('93.184.216.34'), connectHook: hook },
    );
    assert.equal(r.state, 'connect');
    assert.equal(attempts.length, 1);
  });

  test('nothing escaped to the network in this file', () => {
    assert.deepEqual(escaped, []);
  });
});
