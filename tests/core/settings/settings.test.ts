import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { describeCheckSettings, loadCheckSettings, SETTING_DEFINITIONS, SettingsError, userAgentFor } from '../../../core/settings/check-settings.js';

test('defaults are the numbers of checks.md', () => {
  const s = loadCheckSettings({});
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
});

test('CHECK_* variables override, PUBLIC_BASE_URL goes into the User-Agent', () => {
  const s = loadCheckSettings({ CHECK_RESPONSE_TIMEOUT_MS: '1500', CHECK_ALLOWED_PORTS: '80, 443, 8080', CHECK_END_SESSION: 'false', PUBLIC_BASE_URL: 'https://switchboard.example/' });
  assert.equal(s.responseDeadlineMs, 1500);
  assert.deepEqual(s.allowedPorts, [80, 443, 8080]);
  assert.equal(s.endSession, false);
  assert.equal(s.userAgent, userAgentFor('https://switchboard.example'));
  assert.match(s.userAgent, /\(\+https:\/\/switchboard\.example\/about\/checks\)$/);
});

test('a bad value names its variable', () => {
  assert.throws(() => loadCheckSettings({ CHECK_MAX_TOOLS: 'lots' }), (e: unknown) => e instanceof SettingsError && e.variable === 'CHECK_MAX_TOOLS');
  assert.throws(() => loadCheckSettings({ CHECK_MAX_REDIRECTS: '9' }), /CHECK_MAX_REDIRECTS/);
  assert.throws(() => loadCheckSettings({ PUBLIC_BASE_URL: 'nope' }), /PUBLIC_BASE_URL/);
});

test('every setting is described for the public page', () => {
  const rows = describeCheckSettings(loadCheckSettings({}));
  assert.equal(rows.length, SETTING_DEFINITIONS.length);
  for (const r of rows) {
    assert.match(r.env, /^CHECK_/);
    assert.ok(r.describe.length > 10);
    assert.deepEqual(r.value, r.default);
  }
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
