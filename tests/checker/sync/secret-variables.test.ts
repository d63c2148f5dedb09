// A URL variable the registry marks secret is a credential like a secret header: its value and default are
// never expanded into the URL we check, and never kept in `variables` or `raw`. Pure (parseListItem).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseListItem } from '../../../checker/sync/registry-item.js';

const item = (variables: Record<string, unknown>) => ({
  server: {
    name: 'com.example/vars',
    version: '1.0.0',
    remotes: [{ type: 'streamable-http', url: 'https://{tenant}.example.com/mcp?key={apiKey}', variables }],
  },
  _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', isLatest: true } },
});

test('secret URL variables are neither expanded nor stored; plain defaults still expand', () => {
  const parsed = parseListItem(
    item({ tenant: { default: 'acme' }, apiKey: { isSecret: true, default: 'sk-live-123', value: 'sk-live-456' } }),
  );
  assert.ok(parsed.ok);
  const remote = parsed.record.remotes[0]!;
  assert.equal(remote.url, null, 'a secret is never put into the checked URL');
  assert.equal(remote.hasPlaceholders, true);
  const everything = JSON.stringify(parsed.record);
  assert.doesNotMatch(everything, /sk-live/);
  assert.deepEqual(remote.variables, { tenant: { default: 'acme' }, apiKey: { isSecret: true } });

  const plain = parseListItem(item({ tenant: { default: 'acme' }, apiKey: { default: 'public' } }));
  assert.ok(plain.ok);
  assert.equal(plain.record.remotes[0]!.url, 'https://acme.example.com/mcp?key=public');
});
