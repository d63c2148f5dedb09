// conformServer over the real snapshot: every latest entry fits the registry's 2025-12-01 ServerDetail
// schema afterwards; entries that already fit come back as the very same object, with no repair named.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { conformServer } from '../../../catalog/registry/conform.js';
import { errorsOf, specValidators } from '../../helpers/registry-spec.js';
import { snapshotItems } from '../../helpers/snapshot.js';

type Item = { server: Record<string, unknown>; _meta: Record<string, { isLatest?: boolean }> };

test('every latest snapshot entry fits ServerDetail after conformServer; valid ones are untouched', () => {
  const v = specValidators();
  const latest = (snapshotItems() as Item[]).filter((i) => i._meta['io.modelcontextprotocol.registry/official']!.isLatest);
  assert.equal(latest.length, 1108);
  let repaired = 0;
  for (const item of latest) {
    const before = JSON.stringify(item.server);
    const validBefore = v.serverDetail(item.server);
    const { server, repairs } = conformServer(item.server);
    assert.equal(JSON.stringify(item.server), before, 'the input is never modified');
    assert.ok(v.serverDetail(server), `${String(item.server.name)}: ${errorsOf(v.serverDetail)}`);
    if (validBefore) {
      assert.equal(server, item.server);
      assert.deepEqual(repairs, []);
    } else {
      repaired++;
      assert.ok(repairs.length > 0, `${String(item.server.name)} was changed without saying so`);
    }
  }
  // The count measured on this snapshot (146 empty repositories, 5 servers with "latest" package
  // versions, 3 with untyped arguments).
  assert.equal(repaired, 154);
});

test('each repair is the smallest one and says what it did', () => {
  const { server, repairs } = conformServer({
    name: 'com.example/x',
    description: 'd',
    version: '1.0.0',
    repository: {},
    packages: [
      {
        registryType: 'npm',
        identifier: 'x',
        version: 'latest',
        transport: { type: 'stdio' },
        packageArguments: [
          { type: '', value: 'mcp' },
          { type: '', name: '--port' },
          { type: 'named', name: '--ok' },
        ],
      },
    ],
  });
  assert.deepEqual(server, {
    name: 'com.example/x',
    description: 'd',
    version: '1.0.0',
    packages: [
      {
        registryType: 'npm',
        identifier: 'x',
        transport: { type: 'stdio' },
        packageArguments: [
          { type: 'positional', value: 'mcp' },
          { type: 'named', name: '--port' },
          { type: 'named', name: '--ok' },
        ],
      },
    ],
  });
  assert.deepEqual(repairs, [
    'server.repository: empty object dropped',
    'server.packages[0].version: "latest" dropped',
    'server.packages[0].packageArguments[0].type: "" read as "positional"',
    'server.packages[0].packageArguments[1].type: "" read as "named"',
  ]);
});
