// The safe client on loopback (allowPrivate, as tests must): redirects judged hop by hop, the deadline,
// the decoded-byte cap, headers it refuses to send, and no proxy.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  AbortedError,
  ConnectError,
  DeadlineError,
  safeOpen,
  safeRequest,
  TooLargeError,
  UnsafeTargetError,
  type ConnectAttempt,
} from '../../net/safe-client.js';
import { fixedResponse, startServer, type Handler, type TestServer } from '../helpers/misbehaving-servers.js';

const servers: TestServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function serve(h: Handler): Promise<TestServer> {
  const s = await startServer(h);
  servers.push(s);
  return s;
}
const ok = (body = 'ok'): Handler => fixedResponse(200, { 'content-type': 'text/plain' }, body);

describe('redirects', () => {
  test('not followed by default: the 3xx is returned and the target receives nothing', async () => {
    const target = await serve(ok());
    const s = await serve(fixedResponse(301, { location: target.url('/x') }));
    const r = await safeRequest({ url: s.url('/'), allowPrivate: true });
    assert.equal(r.status, 301);
    assert.equal(target.connections, 0);
  });

  test('followed when asked, each hop on a new connection', async () => {
    const target = await serve(ok('arrived'));
    const s = await serve(fixedResponse(307, { location: target.url('/x') }));
    const r = await safeRequest({ url: s.url('/'), allowPrivate: true, followRedirects: 3 });
    assert.equal(r.status, 200);
    assert.equal(r.body.toString(), 'arrived');
    assert.equal(r.url, target.url('/x'));
    assert.equal(target.connections, 1);
  });

  test('a 303 after POST becomes a GET without body', async () => {
    const target = await serve(ok());
    const s = await serve(fixedResponse(303, { location: target.url('/after') }));
    await safeRequest({
      url: s.url('/'),
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
      allowPrivate: true,
      followRedirects: 1,
    });
    assert.equal(target.log[0]!.method, 'GET');
    assert.equal(target.log[0]!.body, '');
  });

  test('at most the allowed number of hops', async () => {
    const loop = await serve((req, res) => {
      res.writeHead(302, { location: `/again${req.url}` });
      res.end();
    });
    const r = await safeRequest({ url: loop.url('/'), allowPrivate: true, followRedirects: 3 });
    assert.equal(r.status, 302);
    assert.equal(loop.log.length, 4);
  });

  const hops: Array<[string, string]> = [
    ['http://127.0.0.1:22/', 'disallowed_port'],
    ['ftp://127.0.0.1:2121/', 'disallowed_scheme'],
    ['http://user:pw@127.0.0.1:8080/', 'disallowed_scheme'],
    ['http://169.254.169.254:8080/latest/meta-data/', 'non_public_address'],
    ['http://[::ffff:169.254.169.254]:8080/', 'non_public_address'],
    ['http://metadata.example.test:8080/', 'non_public_address'],
  ];
  for (const [location, reason] of hops) {
    test(`a hop to ${location} is judged and refused (${reason})`, async () => {
      const attempts: ConnectAttempt[] = [];
      const s = await serve(fixedResponse(302, { location }));
      const resolver = async () => [{ address: '169.254.169.254', family: 4 }];
      await assert.rejects(
        safeRequest({ url: s.url('/'), allowPrivate: true, followRedirects: 3, resolver, connectHook: (a) => void attempts.push(a) }),
        (err: unknown) => err instanceof UnsafeTargetError && err.reason === reason,
      );
      assert.deepEqual(
        attempts.map((a) => a.port),
        [s.port],
        'only the first hop connected',
      );
    });
  }
});

describe('limits', () => {
  test('the deadline covers waiting for headers', async () => {
    const s = await serve(() => undefined);
    await assert.rejects(safeRequest({ url: s.url('/'), allowPrivate: true, deadlineMs: 300 }), DeadlineError);
  });

  test('the cap is on decoded bytes: exactly the cap passes, one more fails', async () => {
    const s = await serve((req, res) => {
      res.writeHead(200);
      res.end(Buffer.alloc(req.url === '/exact' ? 4096 : 4097, 0x61));
    });
    assert.equal((await safeRequest({ url: s.url('/exact'), allowPrivate: true, maxBodyBytes: 4096 })).body.length, 4096);
    await assert.rejects(safeRequest({ url: s.url('/over'), allowPrivate: true, maxBodyBytes: 4096 }), TooLargeError);
  });

  test('arm() gives a long-lived stream a fresh deadline and budget', async () => {
    const s = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let n = 0;
      const t = setInterval(() => {
        res.write(Buffer.alloc(1000, 0x61));
        if (++n === 6) clearInterval(t);
      }, 20);
      res.on('close', () => clearInterval(t));
    });
    const stream = await safeOpen({ url: s.url('/'), allowPrivate: true, maxBodyBytes: 2500 });
    const it = stream.read();
    let got = 0;
    try {
      while (got < 2000) got += (await it.next()).value!.length;
      stream.arm({ deadlineMs: 5_000, maxBytes: 2500 });
      while (got < 4000) got += (await it.next()).value!.length;
      assert.ok(stream.bytesRead >= 4000);
      await assert.rejects(
        (async () => {
          while (true) await it.next();
        })(),
        TooLargeError,
      );
    } finally {
      stream.close();
    }
  });

  test('a connection reset in the middle of a compressed body fails at once as a connection error, not a timeout', async () => {
    const s = await serve((_q, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.write(gzipSync(Buffer.alloc(100_000, 0x61)).subarray(0, 50));
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const started = Date.now();
    await assert.rejects(safeRequest({ url: s.url('/'), allowPrivate: true, deadlineMs: 5_000 }), ConnectError);
    assert.ok(Date.now() - started < 2_000, `took ${Date.now() - started} ms`);
  });

  test("the caller's signal ends a request with AbortedError", async () => {
    const s = await serve(() => undefined);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    await assert.rejects(safeRequest({ url: s.url('/'), allowPrivate: true, deadlineMs: 60_000, signal: ac.signal }), AbortedError);
  });
});

describe('what is sent', () => {
  test('credential and cookie headers are refused before anything is sent', async () => {
    const s = await serve(ok());
    for (const name of ['Authorization', 'cookie', 'Proxy-Authorization']) {
      await assert.rejects(safeRequest({ url: s.url('/'), allowPrivate: true, headers: { [name]: 'x' } }), TypeError);
    }
    assert.equal(s.connections, 0);
  });

  test('the User-Agent and no proxy, even when proxy variables are set', async () => {
    const proxy = await serve(ok('proxy'));
    const s = await serve(ok('direct'));
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, http_proxy: process.env.http_proxy, HTTPS_PROXY: process.env.HTTPS_PROXY };
    process.env.HTTP_PROXY = proxy.url('/');
    process.env.http_proxy = proxy.url('/');
    process.env.HTTPS_PROXY = proxy.url('/');
    try {
      const r = await safeRequest({ url: s.url('/'), allowPrivate: true });
      assert.equal(r.body.toString(), 'direct');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
    assert.equal(proxy.connections, 0);
    assert.match(String(s.log[0]!.headers['user-agent']), /^SwitchboardCheck\//);
    assert.equal(s.log[0]!.headers.cookie, undefined);
  });
});
