// The pure rules of the read side: pseudonymous lookup clients, install links, close names, namespace text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientId, isCountedUserAgent, networkOf } from '../../catalog/lookup-client.js';
import { connectorName, installLinks } from '../../catalog/install-links.js';
import { namespaceVerification } from '../../catalog/namespace-verification.js';
import { editDistance, rankSuggestions } from '../../catalog/suggestions.js';

test('a client is its network (IPv4 /24, IPv6 /48), keyed: never the address', () => {
  assert.equal(networkOf('203.0.113.77'), '203.0.113.0/24');
  assert.equal(networkOf('::ffff:203.0.113.77'), '203.0.113.0/24');
  assert.equal(networkOf('2001:db8:1234:5::1'), '2001:db8:1234::/48');
  assert.equal(networkOf('[2001:db8:1234:ffff::9]'), '2001:db8:1234::/48');
  assert.equal(networkOf('not an address'), null);
  const a = clientId('k'.repeat(32), '203.0.113.1')!;
  assert.equal(clientId('k'.repeat(32), '203.0.113.200'), a);
  assert.notEqual(clientId('k'.repeat(32), '203.0.114.1'), a);
  assert.notEqual(clientId('j'.repeat(32), '203.0.113.1'), a, 'another key, another id');
  assert.doesNotMatch(a, /203|113/);
});

test("crawlers and the project's own agents are not counted", () => {
  assert.equal(isCountedUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'), false);
  assert.equal(isCountedUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)'), false);
  assert.equal(isCountedUserAgent('SwitchboardTest/1'), false);
  assert.equal(isCountedUserAgent('SwitchboardCheck/0.1.0 (+https://x/about/checks)'), false);
  assert.equal(isCountedUserAgent('claude-code/1.0.0'), true);
  assert.equal(isCountedUserAgent('node'), true);
  assert.equal(isCountedUserAgent(undefined), true);
});

test('install links: Claude connector link and snippets; required headers as placeholders; none without a URL', () => {
  assert.equal(connectorName('io.github.acme/Weather_MCP'), 'weather-mcp');
  const l = installLinks('com.example/files', {
    type: 'streamable-http',
    url: 'https://mcp.example.com/mcp',
    headers: [{ name: 'X-Api-Key', isRequired: true }, { name: 'X-Opt' }],
  })!;
  assert.equal(
    l.claudeConnectorLink,
    'https://claude.ai/customize/connectors?modal=add-custom-connector&connectorName=files&connectorUrl=https%3A%2F%2Fmcp.example.com%2Fmcp',
  );
  assert.deepEqual(l.requiredHeaders, ['X-Api-Key']);
  assert.equal(l.snippets.claudeCode, "claude mcp add --transport http files https://mcp.example.com/mcp --header 'X-Api-Key: <value>'");
  assert.deepEqual(JSON.parse(l.snippets.vscode), {
    servers: { files: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { 'X-Api-Key': '<X-Api-Key value>' } } },
  });
  assert.deepEqual(JSON.parse(l.snippets.mcpRemote).mcpServers.files.args, [
    '-y',
    'mcp-remote',
    'https://mcp.example.com/mcp',
    '--header',
    'X-Api-Key:<value>',
  ]);
  assert.equal(installLinks('com.example/x', { type: 'sse', url: null, headers: [] }), null);
});

// Red-team finding 6: the registry does not validate remote URLs; a snippet must never start an option.
test('install snippets only for http(s) URLs; anything odd in one is quoted', () => {
  for (const url of [
    '--upload-file=/etc/passwd',
    '-o /tmp/x',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://a.example/',
    'https://',
    ' https://a.example/mcp',
    'https://a.example/mcp\n--x',
  ]) {
    assert.equal(installLinks('com.example/x', { type: 'streamable-http', url, headers: [] }), null, url);
  }
  const odd = installLinks('com.example/x', { type: 'streamable-http', url: "https://a.example/mcp?q='$(id)'", headers: [] })!;
  assert.equal(odd.snippets.claudeCode, `claude mcp add --transport http x 'https://a.example/mcp?q='\\''$(id)'\\'''`);
});

test('close names: edit distance and containment, best first', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  const names = [
    { name: 'io.github.acme/weather-mcp', slug: 'io-github-acme-weather-mcp' },
    { name: 'com.example/whether', slug: 'com-example-whether' },
    { name: 'com.example/unrelated', slug: 'com-example-unrelated' },
  ];
  assert.deepEqual(rankSuggestions('io.github.acme/wether-mcp', names), ['io.github.acme/weather-mcp']);
  assert.deepEqual(rankSuggestions('weather', names), ['io.github.acme/weather-mcp', 'com.example/whether']);
  assert.deepEqual(rankSuggestions('zzzzzzzz', names), []);
});

test('namespace verification in words', () => {
  assert.match(
    namespaceVerification({ namespace: 'io.github.acme', kind: 'github', domain: null, claimDomain: null }).summary,
    /GitHub account "acme"/,
  );
  const d = namespaceVerification({ namespace: 'com.example', kind: 'domain', domain: 'example.com', claimDomain: 'example.com' });
  assert.equal(d.claimedBy, 'claimed by the owner of example.com');
  assert.match(d.summary, /^claimed by the owner of example\.com; the registry checked .* example\.com/);
});
