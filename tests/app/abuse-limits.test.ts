// Limits against abuse on the whole web app (issue 15): per-client rate limits on /mcp, /api and the pages
// (finding 9), TRUST_PROXY, /metrics access and a check-duration metric whose counts never go down, and
// malformed percent-encoding as a 400 (finding 8). Real app, real HTTP on loopback, real MCP clients.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMetrics } from '../../catalog/metrics/collect.js';
import { ConfigError, loadConfig } from '../../core/config.js';
import { freshDatabase } from '../helpers/db.js';
import { connectLegacy, connectModern } from '../helpers/mcp-client.js';
import { startSwitchboard } from '../helpers/mcp-client-switchboard.js';
import { addServer } from '../portal/harness.js';

test('API_RATE_LIMIT: a burst from one client gets 429 with Retry-After on /api, /mcp and the pages; health is never limited', async (t) => {
  const db = await freshDatabase();
  await addServer(db, 'com.example/weather', ['https://example.com/mcp'], { title: 'Weather' });
  const sb = await startSwitchboard(db, { env: { API_RATE_LIMIT: '5' } });
  t.after(() => sb.close());

  const statuses: number[] = [];
  let limited: Response | undefined;
  for (let i = 0; i < 8; i++) {
    const res = await fetch(`${sb.url}/api/servers.json?q=weather`);
    statuses.push(res.status);
    if (res.status === 429) limited = res;
    else await res.text();
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
  const retry = Number(limited!.headers.get('retry-after'));
  assert.ok(retry >= 1 && retry <= 60, `Retry-After ${retry}`);
  const body = (await limited!.json()) as { error: string; message: string };
  assert.equal(body.error, 'rate_limited');
  assert.match(body.message, /more than 5 requests a minute/);

  // The same client's bucket covers /mcp: the body is a JSON-RPC error that both SDK clients raise.
  const raw = await fetch(sb.mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
  });
  assert.equal(raw.status, 429);
  assert.ok(Number(raw.headers.get('retry-after')) >= 1);
  const rpc = (await raw.json()) as { jsonrpc: string; error: { code: number; message: string } };
  assert.equal(rpc.jsonrpc, '2.0');
  assert.match(rpc.error.message, /rate limit/);
  await assert.rejects(connectLegacy(sb.mcpUrl), (err: Error) => /429|rate limit/i.test(err.message));
  await assert.rejects(connectModern(sb.mcpUrl), (err: Error) => /429|rate limit/i.test(err.message));

  // Pages answer a browser with a page.
  const page = await fetch(`${sb.url}/`, { headers: { accept: 'text/html' } });
  assert.equal(page.status, 429);
  assert.match(await page.text(), /Too many requests from your network/);

  // Load balancers keep their view.
  assert.equal((await fetch(`${sb.url}/healthz`)).status, 200);

  // Behind a trusted proxy (TRUST_PROXY=loopback, the default), another client has its own bucket.
  const other = await fetch(`${sb.url}/api/servers.json?q=weather`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
  assert.equal(other.status, 200);
});

test('API_RATE_LIMIT=0 turns the limit off; TRUST_PROXY and API_RATE_LIMIT are validated', async (t) => {
  const db = await freshDatabase();
  const sb = await startSwitchboard(db, { env: { API_RATE_LIMIT: '0' } });
  t.after(() => sb.close());
  for (let i = 0; i < 30; i++) assert.equal((await fetch(`${sb.url}/api/categories.json`)).status, 200);
  assert.throws(
    () => loadConfig({ TRUST_PROXY: 'true' }),
    (err: Error) => err instanceof ConfigError && /TRUST_PROXY: "true" would trust every hop/.test(err.message),
  );
  assert.throws(
    () => loadConfig({ TRUST_PROXY: 'my proxy' }),
    (err: Error) => err instanceof ConfigError && /TRUST_PROXY: must be a number of proxies/.test(err.message),
  );
  assert.throws(
    () => loadConfig({ API_RATE_LIMIT: '-1' }),
    (err: Error) => err instanceof ConfigError && /API_RATE_LIMIT/.test(err.message),
  );
  assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy, '10.0.0.0/8,loopback');
  assert.equal(loadConfig({}).apiRateLimit, 600);
});

test('/metrics: loopback only by default, METRICS_TOKEN opens it elsewhere', async (t) => {
  const db = await freshDatabase();
  const open = await startSwitchboard(db);
  const locked = await startSwitchboard(db, { env: { METRICS_TOKEN: 'a-token-of-sixteen-chars', METRICS_LOOPBACK: 'false' } });
  t.after(async () => {
    await open.close();
    await locked.close();
  });
  assert.equal((await fetch(`${open.url}/metrics`)).status, 200);
  // A client behind the (trusted, loopback) proxy is not loopback.
  const outside = await fetch(`${open.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
  assert.equal(outside.status, 403);
  assert.match(await outside.text(), /only to loopback clients; set METRICS_TOKEN/);
  assert.equal((await fetch(`${locked.url}/metrics`)).status, 401);
  assert.equal((await fetch(`${locked.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-sixteen' } })).status, 401);
  const ok = await fetch(`${locked.url}/metrics`, {
    headers: { authorization: 'Bearer a-token-of-sixteen-chars', 'x-forwarded-for': '203.0.113.5' },
  });
  assert.equal(ok.status, 200);
  assert.match(await ok.text(), /switchboard_servers/);
});

test('check-duration figures never make a histogram count go down as the 24-hour window moves', async () => {
  const db = await freshDatabase();
  await addServer(db, 'com.example/a', ['https://a.example/mcp']);
  const t0 = new Date('2026-03-02T12:00:00Z');
  await db.exec(
    `INSERT INTO checks (remote_id, server_id, day, started_at, checked_at, outcome, state, total_ms, result)
     SELECT r.id, r.server_id, DATE '2026-03-02', :at, :at, 'reachable', 'responds', v.ms, '{}' FROM remotes r, (VALUES (300), (700), (10000)) AS v(ms)`,
    { at: new Date(t0.getTime() - 3600_000) },
  );
  const scrape = async (at: Date) => renderMetrics({ db, now: () => at });
  const first = await scrape(t0);
  const later = await scrape(new Date(t0.getTime() + 25 * 3600_000));
  // Every histogram series (buckets and counts) is cumulative: a later scrape may not show less.
  const histogramSeries = (text: string): Map<string, number> => {
    const types = new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    const out = new Map<string, number>();
    for (const m of text.matchAll(/^(\S+?)(_bucket|_count)(\{[^}]*\})? (\S+)$/gm)) {
      if (types.get(m[1]!) === 'histogram') out.set(`${m[1]}${m[2]}${m[3] ?? ''}`, Number(m[4]));
    }
    return out;
  };
  const before = histogramSeries(first);
  const after = histogramSeries(later);
  for (const [series, n] of before) assert.ok((after.get(series) ?? 0) >= n, `${series} went from ${n} to ${after.get(series) ?? 0}`);
  // The 24-hour figures are gauges: median and longest of the window.
  assert.match(first, /# TYPE switchboard_check_duration_seconds gauge/);
  assert.match(first, /switchboard_check_duration_seconds\{quantile="0\.5"\} 0\.7\n/);
  assert.match(first, /switchboard_check_duration_seconds\{quantile="1"\} 10\n/);
  assert.doesNotMatch(later, /switchboard_check_duration_seconds\{/);
});

test('malformed percent-encoding in a path is a 400 naming it, on pages and on the API', async (t) => {
  const db = await freshDatabase();
  const sb = await startSwitchboard(db);
  t.after(() => sb.close());
  for (const path of ['/servers/%E0%A4%A', '/servers/%zz']) {
    const res = await fetch(`${sb.url}${path}`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 400, path);
    assert.match(await res.text(), /malformed percent-encoding/);
  }
  const api = await fetch(`${sb.url}/api/servers/%E0%A4%A.json`);
  assert.equal(api.status, 400);
  assert.match(await api.text(), /malformed percent-encoding/);
});
