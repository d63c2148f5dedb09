// `npm run demo` end to end: it comes up on loopback, syncs its fleet, checks it once, and serves a
// directory in which every kind of state shows; the example call it prints works; Ctrl-C stops it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { ROOT } from '../helpers/cli.js';

test('npm run demo: a populated directory with every state, the printed example works, Ctrl-C stops it', async (t) => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // the demo declares private addresses itself; it must not lean on NODE_ENV=test
  // Node with tsx's loader, not tsx's CLI: the CLI relays a SIGINT sent to it alone and SIGKILLs its child (exit 130) when
  // the child has not acknowledged it within 30 ms, which a loaded machine misses (seen in CI in session 14). A terminal's
  // Ctrl-C reaches both processes; here the signal goes straight to the process that handles it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/run.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  // On failure: Ctrl-C first, so the demo stops its embedded PostgreSQL; SIGKILL only if that hangs.
  t.after(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  const deadline = Date.now() + 120_000;
  while (!/Press Ctrl-C to stop/.test(out) && child.exitCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  assert.match(out, /Press Ctrl-C to stop/, out);
  assert.match(out, /first check pass/);
  const base = out.match(/Web page:\s+(http:\/\/127\.0\.0\.1:\d+)\//)![1]!;
  assert.match(out, new RegExp(`MCP endpoint:\\s+${base}/mcp`));

  const list = (await (await fetch(`${base}/api/servers.json?limit=50`)).json()) as {
    total: number;
    results: { name: string; state: string | null }[];
  };
  assert.equal(list.total, 13);
  const states = new Map(list.results.map((r) => [r.name, r.state]));
  assert.equal(states.get('local.demo.weather/forecast'), 'responds');
  assert.equal(states.get('local.demo.notes/notes'), 'responds', 'the 2026-07-28-only server answered server/discover');
  assert.equal(states.get('local.demo.tickets/legacy-tickets'), 'responds', 'legacy HTTP+SSE');
  assert.equal(states.get('local.demo.calendar/calendar'), 'auth_required');
  assert.equal(states.get('local.demo.crm/crm'), 'auth_required');
  assert.equal(states.get('local.demo.premium/market-data'), 'payment_required');
  assert.equal(states.get('local.demo.intranet/intranet'), 'access_denied');
  assert.equal(states.get('local.demo.brochure/website'), 'not_mcp');
  assert.equal(states.get('local.demo.slow/slow-search'), 'timeout');
  assert.equal(states.get('local.demo.flights/flights'), 'connect');
  assert.equal(states.get('local.demo.busy/busy'), 'rate_limited');
  assert.equal(states.get('local.demo.tenant/tenant-api'), 'placeholder');
  assert.ok(new Set(states.values()).size >= 5);

  const helperRes = await fetch(`${base}/api/server?name=${encodeURIComponent('local.demo.filehelper/file-helper')}`, {
    headers: { 'User-Agent': 'SwitchboardTest/1' },
  });
  const helper = (await helperRes.json()) as { server: { notices: { rule: string; field: string }[] } };
  assert.equal(helperRes.status, 200, JSON.stringify(helper));
  assert.ok(
    helper.server.notices.some((n) => n.field.includes('summarize_file')),
    `the instruction-like tool description is flagged: ${JSON.stringify(helper.server.notices)}`,
  );

  // The example printed for search_servers, sent as printed.
  const res = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2025-06-18',
      'User-Agent': 'SwitchboardTest/1',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search_servers', arguments: { query: 'weather' } },
    }),
  });
  assert.equal(res.status, 200);
  const body = await res.text();
  assert.match(body, /local\.demo\.weather\/forecast/);

  assert.equal((await fetch(`${base}/`)).status, 200);
  child.kill('SIGINT');
  assert.equal(await exited, 0);
});
