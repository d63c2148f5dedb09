// The web process wiring: the index is built at start (`ready` resolves, readyz turns ready), /mcp and /api answer, and
// shutdown closes the index with the server.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync } from '../../checker/sync/run-sync.js';
import { loadConfig } from '../../core/config.js';
import { createLogger } from '../../core/log.js';
import type { Runtime } from '../../app/runtime.js';
import { startWeb } from '../../app/web.js';
import { freshDatabase } from '../helpers/db.js';
import { SNAPSHOT_PATH } from '../helpers/snapshot.js';

test('startWeb builds the index, serves /mcp and /api, and closes cleanly', async () => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  const closers: (() => Promise<void> | void)[] = [];
  const rt = {
    config: loadConfig({ NODE_ENV: 'test' }),
    log: createLogger('silent'),
    db,
    onShutdown: (fn: () => Promise<void> | void) => closers.push(fn),
  } as unknown as Runtime;
  const web = await startWeb(rt, 0, '127.0.0.1');
  try {
    // `ready` resolves once the index is built, so what the demo prints after it answers at once (no polling).
    await web.ready;
    const ready = await fetch(`${web.url}/readyz`);
    assert.deepEqual(await ready.json(), { status: 'ready', database: true, index: true });
    // Remote servers are the default answer (#16); has_remote=any lists the whole snapshot.
    const list = (await (await fetch(`${web.url}/api/servers.json?limit=1`)).json()) as { total: number };
    assert.equal(list.total, 486);
    const all = (await (await fetch(`${web.url}/api/servers.json?limit=1&has_remote=any`)).json()) as { total: number };
    assert.equal(all.total, 1108);
    const mcp = await fetch(`${web.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'user-agent': 'SwitchboardTest/1' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      }),
    });
    assert.equal(mcp.status, 200);
    assert.match(await mcp.text(), /"name":"switchboard"/);
  } finally {
    await web.close();
  }
  assert.equal(closers.length, 1);
});
