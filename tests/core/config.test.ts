import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'node:test';
import { ConfigError, DEFAULT_CHECK_SETTINGS, describeCheckSettings, ENTRIES, loadConfig, userAgentFor } from '../../core/config.js';
import { README, withConfigTable } from '../../scripts/config-table.js';

test('check defaults are the numbers of docs/checks.md', () => {
  const s = loadConfig({}).check;
  assert.equal(s.initializeProtocolVersion, '2025-06-18');
  assert.equal(s.modernProtocolVersion, '2026-07-28');
  assert.equal(s.responseDeadlineMs, 10_000);
  assert.equal(s.endpointEventTimeoutMs, 10_000);
  assert.equal(s.maxBodyBytes, 262_144);
  assert.equal(s.maxToolPages, 5);
  assert.equal(s.maxTools, 500);
  assert.equal(s.maxRedirects, 0);
  assert.deepEqual(s.allowedPorts, [80, 443]);
  assert.equal(s.minPort, 1024);
  assert.equal(s.endSession, true);
  assert.match(s.userAgent, /^SwitchboardCheck\/\d+\.\d+\.\d+ \(\+http:\/\/localhost:8080\/about\/checks\)$/);
  assert.deepEqual(DEFAULT_CHECK_SETTINGS, s);
});

test('CHECK_* and SCHEDULE_* variables override, PUBLIC_BASE_URL goes into the User-Agent', () => {
  const c = loadConfig({
    CHECK_RESPONSE_TIMEOUT_MS: '1500',
    CHECK_ALLOWED_PORTS: '80, 443, 8080',
    CHECK_END_SESSION: 'false',
    SCHEDULE_HOST_SPACING_MS: '250',
    PUBLIC_BASE_URL: 'https://switchboard.example/',
  });
  assert.equal(c.check.responseDeadlineMs, 1500);
  assert.deepEqual(c.check.allowedPorts, [80, 443, 8080]);
  assert.equal(c.check.endSession, false);
  assert.equal(c.schedule.startSpacingMs, 250);
  assert.equal(c.schedule.maxInFlight, 1, 'a rule without a variable keeps its value');
  assert.equal(c.publicBaseUrl, 'https://switchboard.example');
  assert.equal(c.check.userAgent, userAgentFor('https://switchboard.example'));
  assert.match(c.check.userAgent, /\(\+https:\/\/switchboard\.example\/about\/checks\)$/);
});

test('PUBLIC_BASE_URL defaults to $PORT for the links and the User-Agent alike', () => {
  const c = loadConfig({ PORT: '9090' });
  assert.equal(c.publicBaseUrl, 'http://localhost:9090');
  assert.equal(c.check.userAgent, userAgentFor('http://localhost:9090'));
});

test('a bad value is a ConfigError naming its variable', () => {
  const named = (v: string) => (e: unknown) => e instanceof ConfigError && e.variable === v && e.message.includes(v);
  assert.throws(() => loadConfig({ CHECK_MAX_TOOLS: 'lots' }), named('CHECK_MAX_TOOLS'));
  assert.throws(() => loadConfig({ CHECK_MAX_REDIRECTS: '9' }), named('CHECK_MAX_REDIRECTS'));
  assert.throws(() => loadConfig({ PUBLIC_BASE_URL: 'nope' }), named('PUBLIC_BASE_URL'));
  assert.throws(() => loadConfig({ SCHEDULE_LEASE_MS: '-1' }), named('SCHEDULE_LEASE_MS'));
  assert.throws(() => loadConfig({ PORT: 'http' }), named('PORT'));
});

test("every check setting is described for the public page, in the schema's order", () => {
  const rows = describeCheckSettings(DEFAULT_CHECK_SETTINGS);
  assert.deepEqual(
    rows.map((r) => r.env),
    ENTRIES.filter((e) => e.path[0] === 'check').map((e) => e.env),
  );
  assert.equal(rows.length, 15);
  for (const r of rows) {
    assert.match(r.env, /^CHECK_/);
    assert.ok(r.describe.length > 10);
    assert.deepEqual(r.value, r.default);
  }
});

test('every variable has one name and the README table is the one the schema generates', () => {
  const names = ENTRIES.map((e) => e.env);
  assert.equal(new Set(names).size, names.length, 'a variable is defined twice');
  const readme = fs.readFileSync(README, 'utf8');
  assert.equal(readme, withConfigTable(readme), 'README.md configuration table is stale: run npm run docs:config');
  for (const n of names) assert.ok(readme.includes(`| \`${n}\` |`), `${n} missing from README`);
});

test('allowPrivate is refused outside tests', () => {
  const script = `
    const { checkEndpoint } = await import('./checker/probe/check-endpoint.ts');
    try { await checkEndpoint({ url: 'http://127.0.0.1:9/mcp', transport: 'streamable-http' }, { allowPrivate: true }); console.log('ALLOWED'); }
    catch (e) { console.log(e.name); }`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.CHECK_UNSAFE_ALLOW_PRIVATE;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, encoding: 'utf8' });
  assert.equal(r.stdout.trim(), 'AllowPrivateRefusedError', r.stderr);
});
