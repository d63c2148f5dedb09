// Switchboard's own MCP server at /mcp, over the real registry snapshot synced into a fresh database
// (no checks yet: every state is null), driven by both real clients on loopback: the v2 client
// (2026-07-28, server/discover) and the v1 SDK client (2025 era, initialize).
//
// Expected values come from reading the snapshot (../shared/data/registry/README.md and the file):
// 1,108 latest servers (none deleted: all in scope), 486 of them with remotes; app.getdialer/dialer at
// version 1.0.1 with a streamable-http remote https://getdialer.app/mcp and an sse remote
// https://getdialer.app/sse; io.github.* names are GitHub namespaces.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test, type TestContext } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { runSync } from '../../../checker/sync/run-sync.js';
import { freshDatabase } from '../../helpers/db.js';
import { connectLegacy, connectModern, TEST_USER_AGENT } from '../../helpers/mcp-client.js';
import { startSwitchboard, type RunningSwitchboard } from '../../helpers/mcp-client-switchboard.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';
import { MCP_MAX_CONCURRENT } from '../../../server/mcp/route.js';
import { RESULT_TOKEN_BUDGET } from '../../../server/mcp/summaries.js';
import type { Database } from '../../../db/connection.js';

const IN_SCOPE = 1108;
const TOOLS = ['get_server', 'list_categories', 'list_changes', 'search_servers'];

type ToolResult = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown> };
interface Caller {
  callTool(p: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
}
const call = async (c: Caller, name: string, args: Record<string, unknown> = {}) =>
  (await c.callTool({ name, arguments: args })) as ToolResult;
const text = (r: ToolResult) => r.content.map((c) => c.text ?? '').join('\n');

let db: Database;
let sb: RunningSwitchboard;

// One database and one server for the file; subtests share them (freshDatabase drops it after the file).
test('the MCP server over the synced snapshot', async (t0) => {
  db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  sb = await startSwitchboard(db);
  try {
    for (const era of ['modern', 'legacy'] as const) await eraTests(t0, era);
    await t0.test('the test clients are not counted as lookups', lookupsTest);
    await t0.test('a browser page on a foreign origin is refused; an allowed origin gets CORS; body limit', originTest);
    await t0.test(`more requests at once than the ${MCP_MAX_CONCURRENT} served at once: each one answered, both eras`, gateTest);
  } finally {
    await sb.close();
  }
});

async function eraTests(t0: TestContext, era: 'modern' | 'legacy'): Promise<void> {
  await t0.test(`${era} client`, async (suite) => {
    const test = (name: string, fn: () => Promise<void>) => suite.test(name, fn);
    await test('handshake era, tool list with titles, schemas and read-only hints', async () => {
      const { client, methods } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        if (era === 'modern') {
          assert.equal(methods[0], 'server/discover');
          assert.ok(!methods.includes('initialize'), `modern client sent ${methods.join(', ')}`);
          const modern = client as { getProtocolEra(): string | undefined; getNegotiatedProtocolVersion(): string | undefined };
          assert.equal(modern.getProtocolEra(), 'modern');
          assert.equal(modern.getNegotiatedProtocolVersion(), '2026-07-28');
        } else {
          assert.equal(methods[0], 'initialize');
          assert.ok(!methods.includes('server/discover'));
        }
        const { tools } = await client.listTools();
        assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
        for (const t of tools) {
          assert.ok(t.title && t.description && t.description.length > 80, `${t.name} has a title and a description`);
          assert.equal(t.annotations?.readOnlyHint, true);
          assert.equal(t.annotations?.title, undefined, 'the title is said once');
          assert.equal(t.inputSchema.type, 'object');
          assert.equal(t.outputSchema, undefined, 'no output schema that would only say {}');
        }
        // What loading Switchboard costs an agent (issue #16): at most 1,500 tokens for the four tools.
        assert.ok(countTokens(JSON.stringify(tools)) <= 1500, `tools/list is ${countTokens(JSON.stringify(tools))} tokens`);
        const search = tools.find((t) => t.name === 'search_servers')!;
        const props = search.inputSchema.properties as Record<string, { enum?: string[]; type?: unknown }>;
        assert.ok(
          props.category?.enum?.includes('travel') && props.category.enum.includes('weather'),
          'category is an enum of the stable IDs',
        );
        assert.ok(props.state && props.auth && props.transport, 'filters are flat arguments');
        const since = (
          tools.find((t) => t.name === 'list_changes')!.inputSchema.properties as Record<string, { description?: string; pattern?: string }>
        ).since!;
        assert.match(since.description ?? '', /2025-12-01/, 'since shows an example');
        assert.equal(since.pattern, undefined, 'no long date regex');
        assert.match(JSON.stringify(tools.find((t) => t.name === 'get_server')!.inputSchema), /slug/, 'name-or-slug is said in the schema');
      } finally {
        await client.close();
      }
    });

    await test('search_servers pages to the end with the cursor: every in-scope server once', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        const seen = new Set<string>();
        let cursor: string | undefined;
        let pages = 0;
        do {
          const r = await call(client, 'search_servers', { limit: 50, has_remote: 'any', ...(cursor ? { cursor } : {}) });
          assert.ok(!r.isError, text(r));
          const sc = r.structuredContent as {
            total: number;
            nextCursor?: string;
            results: { name: string; state?: unknown; url?: string; transport?: string }[];
          };
          assert.equal(sc.total, IN_SCOPE);
          for (const x of sc.results) {
            assert.ok(!seen.has(x.name), `${x.name} repeated`);
            seen.add(x.name);
            assert.ok(x.state === undefined || x.state === 'no_remote', 'no checks yet');
            if (x.name === 'com.pulsemcp.servers/pulse-fetch') assert.equal(x.transport, undefined, 'a package-only server has no remote');
            if (x.name === 'app.getdialer/dialer') assert.equal(x.url, 'https://getdialer.app/mcp');
          }
          cursor = sc.nextCursor ?? undefined;
          pages++;
        } while (cursor);
        assert.equal(seen.size, IN_SCOPE);
        assert.equal(pages, 23); // 22 x 50 + 8
        assert.ok(seen.has('com.pulsemcp.servers/pulse-fetch'), 'a package-only server is findable with has_remote "any"');
        // Remote first: by default only the 486 servers with a remote endpoint; package-only ones on request.
        const byDefault = await call(client, 'search_servers', { limit: 50 });
        assert.equal((byDefault.structuredContent as { total: number }).total, 486);
        const pkg = await call(client, 'search_servers', { query: 'pulse fetch', has_remote: false });
        const pulse = (pkg.structuredContent as { results: { name: string; state: string }[] }).results.find(
          (x) => x.name === 'com.pulsemcp.servers/pulse-fetch',
        );
        assert.equal(pulse?.state, 'no_remote', 'never "not checked yet" for a server with nothing to check');
        assert.match(text(pkg), /com\.pulsemcp\.servers\/pulse-fetch: no_remote/);
        // An empty answer says how many matched the words and which filter removed them.
        const none = await call(client, 'search_servers', { query: 'email', state: 'responds' });
        const empty = none.structuredContent as {
          total: number;
          empty: { matchedWords: number; removedBy: { filter: string; left: number }[]; message: string };
        };
        assert.equal(empty.total, 0);
        assert.ok(empty.empty.matchedWords > 0);
        assert.deepEqual(empty.empty.removedBy.find((x) => x.filter === 'state')?.left, 0);
        assert.match(text(none), /\d+ match the words; none passes state=responds \(\d+ (no_remote|not_checked_yet)/);
      } finally {
        await client.close();
      }
    });

    await test('search_servers with a query: the compact hit, more with fields, a line that stands alone', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        const r = await call(client, 'search_servers', { query: 'dialer', filters: { transport: 'sse' } });
        assert.ok(!r.isError, text(r));
        const sc = r.structuredContent as { note?: string; results: Record<string, unknown>[] };
        const hit = sc.results.find((x) => x.name === 'app.getdialer/dialer');
        assert.ok(hit, 'dialer found');
        // Asked for sse: its sse remote is the one shown; the other is counted. Unchecked: no state, no nulls.
        assert.deepEqual(hit, {
          name: 'app.getdialer/dialer',
          transport: 'sse',
          url: 'https://getdialer.app/sse',
          moreRemotes: 1,
          matched: ['dialer:name'],
        });
        assert.equal(sc.note, undefined, 'the note lives in the tool description, not in every answer');
        // The registry's description: quoted in the text line by default, in the object when named.
        const described = await call(client, 'search_servers', { query: 'dialer', transport: 'sse', fields: ['description'] });
        assert.deepEqual(
          (described.structuredContent as { results: Record<string, unknown>[] }).results.find((x) => x.name === 'app.getdialer/dialer'),
          {
            name: 'app.getdialer/dialer',
            matched: ['dialer:name'],
            description: 'An MCP server that provides lets you make outbound phone calls using your own phone number',
          },
        );
        // More when named: every remote (the asked transport first), the tier, the title; name and matched kept.
        const more = await call(client, 'search_servers', { query: 'dialer', transport: 'sse', fields: ['remotes', 'tier', 'categories'] });
        const full = (more.structuredContent as { results: Record<string, unknown>[] }).results.find(
          (x) => x.name === 'app.getdialer/dialer',
        )!;
        assert.deepEqual(Object.keys(full), ['name', 'matched', 'remotes', 'categories', 'tier']);
        assert.deepEqual(full.remotes, [
          { type: 'sse', url: 'https://getdialer.app/sse' },
          { type: 'streamable-http', url: 'https://getdialer.app/mcp' },
        ]);
        assert.ok((full.tier as number) <= 2);
        // The text stands alone: name, state, transport and URL, and the registry's words quoted (marked once).
        assert.match(text(r).split('\n')[0]!, /showing \d+\. Quotes are the registry's words\.$/);
        const line = text(r)
          .split('\n')
          .find((l) => l.includes('app.getdialer/dialer'))!;
        assert.equal(
          line.replace(/^\d+\. /, ''),
          'app.getdialer/dialer: unchecked, sse https://getdialer.app/sse, +1 remote "An MCP server that provides lets you make outbound phone calls using your own phone number"',
          'one query word: the head line says what every hit matched',
        );
        // Object and line together within a hit's budget (issue #16), as a client passing both sends them.
        const own = countTokens(JSON.stringify(hit)) + countTokens(JSON.stringify(line));
        assert.ok(own <= RESULT_TOKEN_BUDGET, `${own} tokens`);
      } finally {
        await client.close();
      }
    });

    await test('search_servers says why each result matched, and says so when nothing does', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        const r = await call(client, 'search_servers', { query: 'make phone calls with my number' });
        assert.ok(!r.isError, text(r));
        const sc = r.structuredContent as { results: { name: string; matched?: string[] }[] };
        const hit = sc.results.find((x) => x.name === 'app.getdialer/dialer');
        assert.ok(hit?.matched, 'dialer found with a matched field');
        // "word:place,place": phone is found in the description (and in the words Switchboard keeps: about).
        const phone = hit.matched.find((m) => m.startsWith('phone:'));
        assert.ok(phone?.slice('phone:'.length).split(',').includes('description'), hit.matched.join(' '));
        // Several words: the line names those found (where is in structuredContent).
        assert.match(text(r), /app\.getdialer\/dialer: [^\n]*; matched [^\n]*\bphone\b/);
        const none = await call(client, 'search_servers', { query: 'adopt a dog from a local animal shelter' });
        assert.ok(!none.isError, text(none));
        const nsc = none.structuredContent as { total: number; results: unknown[]; nothing?: { knownWords: string[] } };
        assert.equal(nsc.total, 0);
        assert.ok(nsc.nothing, 'nothing passed the floor: said so');
        assert.match(text(none), /No server matches this request well enough/);
      } finally {
        await client.close();
      }
    });

    await test('flat filters equal nested ones; cursor: null is a first page; since as a date', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        const flat = await call(client, 'search_servers', { query: 'dialer', transport: 'sse', cursor: null });
        const nested = await call(client, 'search_servers', { query: 'dialer', filters: { transport: 'sse' } });
        assert.ok(!flat.isError, text(flat));
        const names = (r: ToolResult) => (r.structuredContent as { results: { name: string }[] }).results.map((x) => x.name);
        assert.ok(names(flat).includes('app.getdialer/dialer'));
        assert.deepEqual(names(flat), names(nested));
        const since = await call(client, 'list_changes', { since: '2025-12-01', cursor: null });
        assert.ok(!since.isError, text(since));
      } finally {
        await client.close();
      }
    });

    await test('get_server: detail with install links, namespace, nulls before any check', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        const r = await call(client, 'get_server', { name: 'app.getdialer/dialer' });
        assert.ok(!r.isError, text(r));
        const s = (r.structuredContent as { server: Record<string, any> }).server;
        assert.equal(s.slug, 'app-getdialer-dialer');
        assert.equal(s.version, '1.0.1');
        assert.equal(s.measures, undefined, 'nothing measured: left out, not null');
        assert.equal(s.rank, undefined);
        assert.equal(s.tools, undefined);
        assert.equal(s.id, undefined, 'no internal id');
        assert.equal(s.namespace.kind, 'domain');
        assert.match(s.namespace.summary, /getdialer\.app/);
        assert.equal(s.remotes.length, 2);
        assert.equal(s.remotes[0].lastCheck, undefined);
        assert.equal(s.remotes[0].install.claudeCode, 'claude mcp add --transport http dialer https://getdialer.app/mcp');
        assert.deepEqual(s.remotes[0].install.config, { mcpServers: { dialer: { url: 'https://getdialer.app/mcp' } } });
        assert.equal(s.remotes[1].install.claudeCode, 'claude mcp add --transport sse dialer https://getdialer.app/sse');
        assert.equal(s.history30d, '.'.repeat(30), 'thirty days, none with a result yet');
        assert.equal(s.surfaces, undefined, 'a domain not visited yet is not listed by default');
        const t = text(r);
        assert.match(
          t,
          /^  Install: claude mcp add --transport http dialer https:\/\/getdialer\.app\/mcp$/m,
          'the text has the install line',
        );
        assert.match(t, /^  Config: \{"mcpServers":\{"dialer":\{"url":"https:\/\/getdialer\.app\/mcp"\}\}\}$/m);

        const full = await call(client, 'get_server', { name: 'app.getdialer/dialer', include: ['history', 'surfaces', 'install_all'] });
        const f = (full.structuredContent as { server: Record<string, any> }).server;
        assert.equal(f.remotes[0].history30d.daysChecked, 0);
        assert.equal(
          f.remotes[0].install.claudeConnectorLink,
          'https://claude.ai/customize/connectors?modal=add-custom-connector&connectorName=dialer&connectorUrl=https%3A%2F%2Fgetdialer.app%2Fmcp',
        );
        assert.equal(f.remotes[0].install.snippets.claudeCode, 'claude mcp add --transport http dialer https://getdialer.app/mcp');
        // The page's 30-day strip and discovery files come from the same answer.
        assert.equal(f.days30d.length, 30);
        assert.ok(
          f.days30d.every((d: { status: string; state: unknown }) => d.status === 'none' && d.state === null),
          'no results yet',
        );
        assert.deepEqual(
          f.surfaces.map((v: { domain: string; via: string; checkedAt: unknown; consistent: unknown }) => [
            v.domain,
            v.via,
            v.checkedAt,
            v.consistent,
          ]),
          [['getdialer.app', 'remote', null, null]],
          'its one domain, not visited yet',
        );
        assert.equal(f.surfaces[0].agentCard.present, false);
        const noTool = await call(client, 'get_server', { name: 'app.getdialer/dialer', tool: 'place_call' });
        assert.equal(noTool.isError, true);
        assert.match(text(noTool), /"tool".*no tool "place_call"/);
        const bySlug = await call(client, 'get_server', { slug: 'app-getdialer-dialer' });
        assert.equal((bySlug.structuredContent as { server: { name: string } }).server.name, 'app.getdialer/dialer');
        const slugAsName = await call(client, 'get_server', { name: 'app-getdialer-dialer' });
        assert.equal(
          (slugAsName.structuredContent as { server: { name: string } }).server.name,
          'app.getdialer/dialer',
          'name takes a slug too',
        );
      } finally {
        await client.close();
      }
    });

    await test('bad input names the field; an unknown server suggests close names', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        const big = await call(client, 'search_servers', { limit: 500 });
        assert.equal(big.isError, true);
        assert.match(text(big), /limit/);
        assert.doesNotMatch(text(big), /\n\s+at /, 'no stack trace');
        const badFilter = await call(client, 'search_servers', { filters: { auth: 'password' } });
        assert.equal(badFilter.isError, true);
        assert.match(text(badFilter), /filters\.auth/);
        const badCursor = await call(client, 'search_servers', { cursor: 'not-a-cursor' });
        assert.equal(badCursor.isError, true);
        assert.match(text(badCursor), /"cursor"/);
        const badCategory = await call(client, 'search_servers', { filters: { category: 'no-such-topic' } });
        assert.equal(badCategory.isError, true);
        assert.match(text(badCategory), /filters\.category.*travel/, 'the error lists the IDs');
        const badFlat = await call(client, 'search_servers', { category: 'no-such-topic' });
        assert.equal(badFlat.isError, true);
        assert.match(text(badFlat), /category/);
        const twice = await call(client, 'search_servers', { transport: 'sse', filters: { transport: 'streamable-http' } });
        assert.match(text(twice), /"transport".*given twice/);
        const badSince = await call(client, 'list_changes', { since: 'yesterday' });
        assert.equal(badSince.isError, true);
        assert.match(text(badSince), /2025-12-01.*2025-12-01T08:00:00Z.*"yesterday"/, 'the error shows the format');
        const split = await call(client, 'search_servers', { filters: { category: 'devops' } });
        assert.match(text(split), /split into cloud-and-infrastructure, developer-tools/);
        const both = await call(client, 'get_server', { name: 'a', slug: 'b' });
        assert.equal(both.isError, true);
        assert.match(text(both), /name/);
        const days = await call(client, 'list_changes', { days: 31 });
        assert.equal(days.isError, true);
        assert.match(text(days), /days/);

        const unknown = await call(client, 'get_server', { name: 'app.getdialer/dialr' });
        assert.equal(unknown.isError, true);
        assert.match(text(unknown), /No server with name "app\.getdialer\/dialr"/);
        assert.deepEqual((unknown.structuredContent as { suggestions: string[] }).suggestions[0], 'app.getdialer/dialer');
      } finally {
        await client.close();
      }
    });

    await test('list_changes and list_categories', async () => {
      const { client } = era === 'modern' ? await connectModern(sb.mcpUrl) : await connectLegacy(sb.mcpUrl);
      try {
        // The first import of an empty mirror records no "listed" changes.
        const ch = await call(client, 'list_changes', { days: 30 });
        assert.ok(!ch.isError, text(ch));
        assert.deepEqual((ch.structuredContent as { changes: unknown[] }).changes, []);
        const cats = await call(client, 'list_categories');
        const sc = cats.structuredContent as { categories: { id: string; servers: number }[]; aliases: Record<string, string[]> };
        assert.ok(sc.categories.some((c) => c.id === 'travel'));
        assert.deepEqual(sc.aliases['travel-and-maps'], ['travel', 'maps-and-transport']);
        // The sync categorises every listing from its text, before any check (#16).
        assert.ok(sc.categories.filter((c) => c.servers > 0).length >= 10, 'categories assigned from text at sync');
      } finally {
        await client.close();
      }
    });
  });
}

async function lookupsTest(): Promise<void> {
  const rows = await db.rows('SELECT * FROM lookups');
  assert.deepEqual(rows, [], `clients identify as ${TEST_USER_AGENT}`);
  // An ordinary agent's get_server is counted, by its pseudonymous network id only: answered directly, and
  // through the SDK (a progress token sends a call there, server/mcp/direct.ts), whose tools learn the
  // caller from the route (server/mcp/request-context.ts).
  const call = (params: Record<string, unknown>) =>
    fetch(sb.mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        'user-agent': 'some-agent/2.0',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'get_server', ...params } }),
    });
  const counted = () => db.rows<{ client: string; requests: number }>('SELECT client, requests FROM lookups');
  const direct = await call({ arguments: { slug: 'app-getdialer-dialer' } });
  assert.equal(direct.status, 200);
  await direct.text();
  const once = await counted();
  assert.equal(once.length, 1);
  assert.equal(once[0]!.requests, 1);
  assert.doesNotMatch(once[0]!.client, /127\.0\.0|::1/);
  const viaSdk = await call({ arguments: { slug: 'app-getdialer-dialer' }, _meta: { progressToken: 'p' } });
  assert.equal(viaSdk.status, 200);
  assert.match(await viaSdk.text(), /"result"/);
  assert.deepEqual(await counted(), [{ ...once[0]!, requests: 2 }], 'the SDK path counts the same client');
}

function rawPost(url: string, host: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function originTest(): Promise<void> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
  });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const foreign = await fetch(sb.mcpUrl, { method: 'POST', body, headers: { ...headers, origin: 'https://evil.example' } });
  assert.equal(foreign.status, 403);
  assert.equal(await rawPost(sb.mcpUrl, 'evil.example', body), 403, 'DNS rebinding: a foreign Host is refused');
  assert.equal(await rawPost(sb.mcpUrl, 'switchboard.example', body), 200);
  const own = await fetch(sb.mcpUrl, { method: 'POST', body, headers: { ...headers, origin: 'https://switchboard.example' } });
  assert.equal(own.status, 200);
  assert.equal(own.headers.get('access-control-allow-origin'), 'https://switchboard.example');
  const preflight = await fetch(sb.mcpUrl, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:6274', 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('access-control-allow-headers')!, /Mcp-Protocol-Version/);
  const huge = await fetch(sb.mcpUrl, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(100_000) } }),
    headers,
  });
  assert.equal(huge.status, 413);
}

async function gateTest(): Promise<void> {
  // Seven queries over alternating eras: each query is asked in both.
  const queries = ['weather', 'github', 'postgres database', 'send email', 'calendar', 'maps', 'slack'];
  const post = async (i: number): Promise<{ era: string; query: string; names: string[] }> => {
    const modern = i % 2 === 0;
    const query = queries[i % queries.length]!;
    const params: Record<string, unknown> = { name: 'search_servers', arguments: { query, limit: 3 } };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'user-agent': TEST_USER_AGENT,
    };
    headers['mcp-protocol-version'] = modern ? '2026-07-28' : '2025-06-18';
    if (modern) {
      Object.assign(headers, { 'mcp-method': 'tools/call', 'mcp-name': 'search_servers' });
      params._meta = {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
        'io.modelcontextprotocol/clientCapabilities': {},
      };
    }
    const res = await fetch(sb.mcpUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params }),
    });
    assert.equal(res.status, 200);
    const raw = await res.text();
    const json = res.headers.get('content-type')!.includes('text/event-stream')
      ? raw
          .split('\n')
          .find((l) => l.startsWith('data:'))!
          .slice(5)
      : raw;
    const msg = JSON.parse(json) as { id: number; result: ToolResult };
    assert.equal(msg.id, i);
    const results = msg.result.structuredContent!.results as { name: string }[];
    return { era: modern ? 'modern' : 'legacy', query, names: results.map((r) => r.name) };
  };
  const n = MCP_MAX_CONCURRENT * 3;
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => post(i)));
  assert.equal(answers.length, n);
  // Each answer is its own query's, whichever request it waited behind.
  for (const a of answers) {
    assert.ok(a.names.length > 0, `${a.era} ${a.query}: no results`);
    const other = answers.find((b) => b.query === a.query && b.era !== a.era);
    assert.ok(other, a.query);
    assert.deepEqual(a.names, other.names, a.query);
  }
}
