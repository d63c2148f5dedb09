import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EU_EEA_COUNTRIES, euHosting, findInTable, ipToNumber, lookupCountry, parseRangeCsv } from '../../../checker/analyze/hosting.js';
import { countryOf } from '../../../checker/analyze/hosting-data.js';

// 10.0.0.0-10.0.0.255 = 167772160-167772415; 2001:db8::/32 = 0x20010db8 << 96
const V6_START = 0x20010db8n << 96n;
const V6_END = V6_START + (1n << 96n) - 1n;
const tables = {
  v4: parseRangeCsv('167772160,167772415,DE\n167772416,167772671,US\n', 4),
  v6: parseRangeCsv(`${V6_START},${V6_END},FR\n`, 6),
};

test('ipToNumber handles v4, v6 and IPv4-mapped v6', () => {
  assert.deepEqual(ipToNumber('10.0.0.1'), { family: 4, value: 167772161n });
  assert.deepEqual(ipToNumber('::ffff:10.0.0.1'), { family: 4, value: 167772161n });
  assert.deepEqual(ipToNumber('2001:db8::1'), { family: 6, value: V6_START + 1n });
  assert.equal(ipToNumber('not an ip'), null);
});

test('lookupCountry on a small table: inside, at the edges, and in the gaps', () => {
  assert.equal(lookupCountry(tables, '10.0.0.0'), 'DE');
  assert.equal(lookupCountry(tables, '10.0.0.255'), 'DE');
  assert.equal(lookupCountry(tables, '10.0.1.0'), 'US');
  assert.equal(lookupCountry(tables, '10.0.2.0'), null);
  assert.equal(lookupCountry(tables, '9.255.255.255'), null);
  assert.equal(lookupCountry(tables, '2001:db8:ffff::1'), 'FR');
  assert.equal(lookupCountry(tables, '2001:db9::1'), null);
  assert.equal(lookupCountry(tables, '::ffff:10.0.1.5'), 'US');
  assert.equal(lookupCountry(tables, 'bogus'), null);
});

test('a nested range wins inside itself, the wider one around it', () => {
  // 0-99 NL with 50-50 BE inside and no row restating NL after it (the real files sometimes do restate)
  const t = { v4: parseRangeCsv('0,99,NL\n50,50,BE\n', 4), v6: parseRangeCsv('', 6) };
  assert.equal(lookupCountry(t, '0.0.0.49'), 'NL');
  assert.equal(lookupCountry(t, '0.0.0.50'), 'BE');
  assert.equal(lookupCountry(t, '0.0.0.51'), 'NL');
  assert.equal(lookupCountry(t, '0.0.0.100'), null);
});

test('unsorted files are refused', () => {
  assert.throws(() => parseRangeCsv('100,200,DE\n10,20,FR\n', 4), SyntaxError);
});

test('euHosting: every address in the EU/EEA', () => {
  assert.equal(EU_EEA_COUNTRIES.size, 30);
  assert.equal(euHosting(['DE', 'FR', 'NO']), true);
  assert.equal(euHosting(['DE', 'US']), false);
  assert.equal(euHosting(['DE', null]), false);
  assert.equal(euHosting(['CH']), false);
  assert.equal(euHosting([]), false);
});

test('real package data: facts read from the CSV files themselves', async () => {
  // geo-whois-asn-country-ipv4.csv: "1.1.1.0,1.1.1.255,AU"
  assert.equal(await countryOf('1.1.1.1'), 'AU');
  // geo-whois-asn-country-ipv4-num.csv: "100663296,134874623,US" (6.0.0.0-8.10.255.255), 8.8.8.8 = 134744072
  assert.equal(await countryOf('8.8.8.8'), 'US');
  // geo-whois-asn-country-ipv6.csv: "2001:67c:2e8::,2001:67c:2e8:ffff:ffff:ffff:ffff:ffff,NL"
  assert.equal(await countryOf('2001:67c:2e8::1'), 'NL');
  // geo-whois-asn-country-ipv6.csv: "2a00:1450::,2a00:1457:ffff:ffff:ffff:ffff:ffff:ffff,IE"
  assert.equal(await countryOf('2a00:1450:4001::1'), 'IE');
  // ipv4-num.csv: 37405696-37406207 DE with "37405967,37405967,BE" nested inside
  // 2.58.197.15 = 2 x 16777216 + 58 x 65536 + 197 x 256 + 15 = 37405967
  assert.equal(await countryOf('2.58.197.15'), 'BE');
  assert.equal(await countryOf('2.58.197.14'), 'DE');
  assert.equal(await countryOf('2.58.197.16'), 'DE');
  // no row covers private 10.0.0.0/8
  assert.equal(await countryOf('10.0.0.1'), null);
});

test('packed tables: typed arrays and a small code table; text and bytes give the same table', () => {
  const csv = '0,99,nl\r\n50,50,BE\r\n200,300,NL\n';
  const a = parseRangeCsv(csv, 4);
  const b = parseRangeCsv(Buffer.from(csv), 4);
  assert.deepEqual(a, b);
  assert.ok(a.starts instanceof Uint32Array && a.countryIndex instanceof Uint16Array);
  assert.deepEqual([...a.codes], ['NL', 'BE']);
  assert.equal(a.length, 4); // 0-49 NL, 50 BE, 51-99 NL, 200-300 NL
  assert.equal(findInTable(a, 51n), 'NL');
  assert.equal(findInTable(a, 1n << 40n), null);
});

test('IPv6 bounds across 32-bit words, nested ranges included', () => {
  // 2001:db8::/32 FR with 2001:db8:0:1::/64 DE nested: the nested bounds cross word boundaries
  const inner = V6_START + (1n << 64n);
  const innerEnd = inner + (1n << 64n) - 1n;
  const t = { v4: parseRangeCsv('', 4), v6: parseRangeCsv(`${V6_START},${V6_END},FR\n${inner},${innerEnd},DE\n`, 6) };
  assert.equal(lookupCountry(t, '2001:db8::ffff:ffff:ffff:ffff'), 'FR');
  assert.equal(lookupCountry(t, '2001:db8:0:1::'), 'DE');
  assert.equal(lookupCountry(t, '2001:db8:0:1:ffff:ffff:ffff:ffff'), 'DE');
  assert.equal(lookupCountry(t, '2001:db8:0:2::'), 'FR');
  assert.equal(lookupCountry(t, '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'), 'FR');
  assert.equal(findInTable(t.v6, innerEnd + 1n), 'FR');
  assert.equal(lookupCountry(t, '::1'), null);
});

test('bad lines are refused: not decimal, missing code, wider than the family', () => {
  assert.throws(() => parseRangeCsv('1,x,DE\n', 4), SyntaxError);
  assert.throws(() => parseRangeCsv('1,2,\n', 4), SyntaxError);
  assert.throws(() => parseRangeCsv('1,2\n', 4), SyntaxError);
  assert.throws(() => parseRangeCsv(`1,${2n ** 32n},DE\n`, 4), SyntaxError);
  assert.throws(() => parseRangeCsv(`1,${2n ** 128n},DE\n`, 6), SyntaxError);
  assert.equal(findInTable(parseRangeCsv(`0,${2n ** 128n - 1n},ZZ\n`, 6), 2n ** 128n - 1n), 'ZZ');
});
