import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { judgeAddress, parseAddress } from '../../net/address-policy.js';
import { judgeUrl } from '../../net/url-policy.js';
import { allowPrivatePermitted } from '../../net/allow-private.js';

describe('judgeAddress', () => {
  const publicOnes: Array<[string, string]> = [
    ['8.8.8.8', '8.8.8.8'],
    ['93.184.216.34', '93.184.216.34'],
    ['2606:4700::1111', '2606:4700::1111'],
    ['::ffff:8.8.8.8', '8.8.8.8'], // mapped: connected to as IPv4
    ['64:ff9b::808:808', '64:ff9b::808:808'], // NAT64 of a public address
    ['2002:808:808::1', '2002:808:808::1'], // 6to4 of a public address
    ['::8.8.8.8', '8.8.8.8'], // IPv4-compatible: judged by, and dialled as, the IPv4 inside
  ];
  for (const [input, canonical] of publicOnes) {
    test(`${input} is public`, () => {
      const v = judgeAddress(input);
      assert.equal(v.ok, true, v.ok ? '' : v.detail);
      assert.equal(v.address, canonical);
    });
  }

  const refused = [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '203.0.113.9',
    '240.0.0.1',
    '::1',
    '::',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::ffff:0:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2002:a00:1::',
    '2002:7f00:1::',
    'fe80::1',
    'fc00::1',
    'fd12::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    '3fff::1',
    '4000::1',
  ];
  for (const a of refused) {
    test(`${a} is refused`, () => assert.equal(judgeAddress(a).ok, false));
  }

  test('Teredo is judged by both IPv4 addresses inside', () => {
    // server 65.54.227.120, client 192.0.2.45 (obfuscated as ~c000:022d = 3fff:fdd2)
    assert.equal(judgeAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2').ok, false, 'client is a documentation address');
    // server 65.54.227.120, client 8.8.8.8 (~0808:0808 = f7f7:f7f7)
    assert.equal(judgeAddress('2001:0:4136:e378:8000:63bf:f7f7:f7f7').ok, true);
    // server 127.0.0.1
    assert.equal(judgeAddress('2001:0:7f00:1:8000:63bf:f7f7:f7f7').ok, false);
  });

  test('local-use NAT64 (64:ff9b:1::/48) must be public in every RFC 6052 layout', () => {
    assert.equal(judgeAddress('64:ff9b:1:a9fe:a9:fe00::').ok, false, '/48 layout hides 169.254.169.254');
    assert.equal(judgeAddress('64:ff9b:1::a9fe:a9fe').ok, false, '/96 layout');
  });

  test('zone ids and non-addresses are refused', () => {
    assert.equal(judgeAddress('fe80::1%eth0').ok, false);
    assert.equal(judgeAddress('2606:4700::1%1').ok, false);
    assert.equal(judgeAddress('localhost').ok, false);
    assert.equal(judgeAddress('').ok, false);
  });

  test('inet_aton forms are judged by the address they denote, and dialled in canonical form', () => {
    assert.equal(parseAddress('0x7f.1')?.toString(), '127.0.0.1');
    const v = judgeAddress('010.0.0.1'); // octal 8.0.0.1 to inet_aton
    assert.equal(v.address, '8.0.0.1');
  });

  test('allowPrivate opens loopback and private ranges only', () => {
    for (const a of ['127.0.0.1', '::1', '10.0.0.1', 'fd00::1', '::ffff:127.0.0.1'])
      assert.equal(judgeAddress(a, { allowPrivate: true }).ok, true, a);
    for (const a of ['169.254.169.254', '0.0.0.0', '224.0.0.1', 'fe80::1', '::', '100.64.0.1'])
      assert.equal(judgeAddress(a, { allowPrivate: true }).ok, false, a);
  });
});

describe('judgeUrl', () => {
  const policy = { allowHttp: true, allowedPorts: [80, 443], minPort: 1024 };
  test('allowed forms', () => {
    assert.equal(judgeUrl('https://mcp.example.test/mcp', policy).port, 443);
    assert.equal(judgeUrl('http://mcp.example.test/mcp', policy).port, 80);
    assert.equal(judgeUrl('https://mcp.example.test:8443/mcp', policy).port, 8443);
    assert.equal(judgeUrl('https://[2606:4700::1]/mcp', policy).hostname, '2606:4700::1');
  });
  test('plain http can be switched off', () => {
    assert.throws(() => judgeUrl('http://mcp.example.test/', { ...policy, allowHttp: false }), /disallowed_scheme/);
  });
  test('ports below the minimum other than 80 and 443 are refused', () => {
    for (const p of [21, 22, 25, 110, 445, 1023])
      assert.throws(() => judgeUrl(`https://mcp.example.test:${p}/`, policy), /disallowed_port/);
  });
  test('not a URL', () => assert.throws(() => judgeUrl('not a url', policy), /disallowed_scheme/));
});

describe('allowPrivate is for tests only', () => {
  test('refused in production, permitted under NODE_ENV=test or the explicit variable', () => {
    assert.equal(allowPrivatePermitted({ NODE_ENV: 'production' }), false);
    assert.equal(allowPrivatePermitted({}), false);
    assert.equal(allowPrivatePermitted({ NODE_ENV: 'test' }), true);
    assert.equal(allowPrivatePermitted({ CHECK_UNSAFE_ALLOW_PRIVATE: '1' }), true);
  });
});
