// `npm run demo`: Switchboard working in a minute, on loopback only. A registry stand-in lists a fleet
// of real MCP servers (and endpoints that fail the ways real ones do); Switchboard syncs it, checks it
// once with progress shown, and serves the result. Private addresses are allowed for this process alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declareAllowPrivateExplicitly } from '../net/allow-private.js';
import { createProgress } from '../checker/progress.js';
import { formatSummary, runCheckAll } from '../checker/schedule/check-all.js';
import { runSync } from '../checker/sync/run-sync.js';
import { startWorker } from '../checker/worker.js';
import { openCommandRuntime } from '../app/cli/command-runtime.js';
import { startWeb } from '../app/web.js';
import { fleetRegistryItems, startFleet } from './fleet.js';
import { startRegistryStandIn } from './registry-stand-in.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const started = Date.now();
  const port = process.env.PORT ?? '8080';
  const dataDir = path.join(root, 'data', 'demo');
  // Each demo starts from an empty directory: what you see is what this run synced and checked.
  fs.rmSync(dataDir, { recursive: true, force: true });

  say('Switchboard demo (loopback only)');
  const fleet = await startFleet();
  const registry = await startRegistryStandIn({ items: fleetRegistryItems(fleet.members) });
  say(`  registry stand-in: ${registry.url}/v0.1/servers (${fleet.members.length} servers)`);

  Object.assign(process.env, {
    SWITCHBOARD_DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    REGISTRY_URL: registry.url,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  if (!process.env.PUBLIC_BASE_URL && port !== '0') process.env.PUBLIC_BASE_URL = `http://127.0.0.1:${port}`;
  declareAllowPrivateExplicitly((line) => say(`  ${line.replace('Never run a public checker like this.', '(demo only)')}`));

  const rt = await openCommandRuntime('demo', { stdout: process.stdout, stderr: process.stderr });
  if (!rt) return 1;
  rt.onShutdown(() => fleet.close());
  rt.onShutdown(() => registry.close());

  const sync = await runSync(rt.db, {
    source: { kind: 'registry', url: registry.url },
    progress: createProgress({ label: 'sync', total: fleet.members.length, stream: process.stdout, log: say }),
  });
  const progress = createProgress({ label: 'first check pass', stream: process.stdout, log: say, intervalMs: 1000 });
  const pass = await runCheckAll(rt.db, {
    allowPrivate: true,
    progress,
    // The slow server never answers: a short deadline keeps the demo's first pass within seconds.
    settings: rt.config.schedule,
    checkSettings: { ...rt.config.check, responseDeadlineMs: 3_000, endpointEventTimeoutMs: 3_000, checkDeadlineMs: 15_000 },
    log: rt.log,
  });
  progress.done(`${pass.checked} checked`);
  say(formatSummary(pass));

  const web = await startWeb(rt);
  const worker = startWorker({
    db: rt.db,
    registryUrl: registry.url,
    syncIntervalMinutes: 60,
    log: rt.log,
    allowPrivate: true,
    schedule: rt.config.schedule,
    checkSettings: rt.config.check,
  });
  rt.onShutdown(() => worker.stop());
  // "Ready" means the printed example answers: the index builds after the server listens, and on a loaded
  // machine that took longer than printing these lines (CI saw the API's 503 "not ready" in session 25).
  const up = await Promise.race([web.ready.then(() => true), rt.closed.then(() => false)]);
  if (!up) return 0;
  const base = process.env.PUBLIC_BASE_URL && port !== '0' ? process.env.PUBLIC_BASE_URL : web.url;

  say('');
  say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sync.counts.new} servers synced, ${pass.checked} checks.`);
  say(`  Web page:        ${base}/`);
  say(`  MCP endpoint:    ${base}/mcp`);
  say(`  JSON API:        ${base}/api/servers.json`);
  say(`  Try search_servers:`);
  say(
    `    curl -s ${base}/mcp -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\\n` +
      `      -H 'MCP-Protocol-Version: 2025-06-18' \\\n` +
      `      -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_servers","arguments":{"query":"weather"}}}'`,
  );
  say('Press Ctrl-C to stop.');
  await rt.closed;
  return 0;
}

process.exit(await main());
