// `npm start`'s process on the embedded database: comes up, answers /healthz, mirrors the registry,
// refuses a second start on the same data, stops cleanly and reuses its data next time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, startCli } from '../../helpers/cli.js';
import { startRegistryStandIn } from '../../helpers/registry-stand-in.js';

function item(name: string, updatedAt: string) {
  return {
    // Loopback URLs only: nothing this test starts may reach a public host.
    server: {
      name,
      version: '1.0.0',
      description: `test server ${name}`,
      remotes: [{ type: 'streamable-http', url: 'http://127.0.0.1:9/mcp' }],
    },
    _meta: { 'io.modelcontextprotocol.registry/official': { status: 'active', publishedAt: updatedAt, updatedAt, isLatest: true } },
  };
}

test('start on the embedded database: healthz, sync, a refused second start, clean stop, data reused', async () => {
  const dataDir = path.join(ROOT, 'data', `test-start-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const reg = await startRegistryStandIn({
    items: [item('com.example/one', '2025-01-01T00:00:00Z'), item('com.example/two', '2025-01-02T00:00:00Z')],
  });
  const env = { SWITCHBOARD_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', REGISTRY_URL: reg.url };
  try {
    const first = startCli(['start'], env);
    const [, url] = await first.waitFor(/web listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const health = await fetch(`${url}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    await first.waitFor(/sync: 2 new/);
    const ready = await fetch(`${url}/readyz`);
    assert.equal(((await ready.json()) as { database: boolean }).database, true);

    const second = startCli(['start'], env);
    assert.equal(await second.exited, 1);
    assert.match(second.output(), /already in use by process \d+/);

    assert.equal(await first.stop('SIGTERM'), 0);
    assert.match(first.output(), /shutting down \(SIGTERM\)/);
    assert.ok(!fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid')), 'postgres stopped cleanly');

    reg.requests.length = 0;
    const third = startCli(['start'], env);
    await third.waitFor(/sync: 0 new, 0 updated/);
    // The watermark survived the restart: the registry is asked only for changes.
    assert.ok(reg.requests.length > 0 && reg.requests.every((u) => u.searchParams.get('updated_since') === '2025-01-02T00:00:00.000Z'));
    assert.equal(await third.stop('SIGINT'), 0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('with the registry unreachable, start explains it in one line and keeps serving', async () => {
  const dataDir = path.join(ROOT, 'data', `test-offline-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    // Port 9 on loopback (discard) has no listener here: connections are refused at once.
    const proc = startCli(['start'], { SWITCHBOARD_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', REGISTRY_URL: 'http://127.0.0.1:9' });
    const [, url] = await proc.waitFor(/web listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await proc.waitFor(/registry http:\/\/127\.0\.0\.1:9 is unreachable \(.+\); serving the mirror we have; next try at \d{4}-/);
    assert.equal(proc.output().match(/is unreachable/g)!.length, 1);
    assert.equal((await fetch(`${url}/healthz`)).status, 200);
    assert.equal(await proc.stop(), 0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
