// /mcp under the red-team requests of issue 15: JSON-RPC batches (finding 1), deep JSON (finding 3), and
// the query of 40 common prefixes (finding 1), over the real snapshot synced into a fresh database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSync } from '../../../checker/sync/run-sync.js';
import type { Request } from 'express';
import { capQueryWords, MAX_QUERY_WORDS } from '../../../catalog/search-params.js';
import { plainJsonLength } from '../../../server/mcp/route.js';
import { freshDatabase } from '../../helpers/db.js';
import { startSwitchboard, type RunningSwitchboard } from '../../helpers/mcp-client-switchboard.js';
import { SNAPSHOT_PATH } from '../../helpers/snapshot.js';
import { COMMON_PREFIXES } from '../../helpers/red-team.js';

const PREFIXES = COMMON_PREFIXES.slice(0, 30);
const ADVERSARIAL = PREFIXES.join(' ');

const headers = (version?: string) => ({
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'user-agent': 'SwitchboardTest/1',
  ...(version ? { 'mcp-protocol-version': version } : {}),
});
const call = (id: number, query: string) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'search_servers', arguments: { query, limit: 5 } },
});

async function post(sb: RunningSwitchboard, body: string, version?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(sb.mcpUrl, { method: 'POST', headers: headers(version), body });
  return { status: res.status, text: await res.text() };
}

/** JSON-RPC answers in a JSON or SSE body. */
function answers(
  text: string,
): { id: number; result?: { structuredContent?: { total: number; results: { name: string }[] }; isError?: boolean } }[] {
  const json =
    text.trimStart().startsWith('[') || text.trimStart().startsWith('{')
      ? [text]
      : text
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .filter((l) => l.trim());
  return json.flatMap((j) => JSON.parse(j) as never);
}

test('query words are capped at the distinct content words that count', () => {
  assert.equal(MAX_QUERY_WORDS, 8);
  assert.equal(capQueryWords(ADVERSARIAL), 'data serv mana conn sear file appl comm');
  // Within the cap: unchanged, stopwords and repeats free.
  assert.equal(capQueryWords('book a flight to the sea'), 'book a flight to the sea');
  assert.equal(
    capQueryWords('data data data data data data data data data data weather'),
    'data data data data data data data data data data weather',
  );
  // One stem counts once: "file" and "files".
  assert.equal(
    capQueryWords('file files alpha beta gamma delta epsilon zeta eta theta iota'),
    'file files alpha beta gamma delta epsilon zeta eta',
  );
  // No spaces needed to make words.
  assert.equal(capQueryWords(PREFIXES.join(',')), 'data serv mana conn sear file appl comm');
});

test('/mcp: batches refused from 2025-06-18, capped before; deep JSON is a 400 naming the reason', async (t) => {
  const db = await freshDatabase();
  await runSync(db, { source: { kind: 'file', path: SNAPSHOT_PATH }, progress: false });
  // A budget no machine reaches: what is compared here are answers, never speed.
  const sb = await startSwitchboard(db, { searchBudgetMs: 60_000 });
  t.after(() => sb.close());

  await t.test('a batch under protocol 2025-06-18 (or later) is refused', async () => {
    for (const version of ['2025-06-18', '2026-07-28']) {
      const r = await post(sb, JSON.stringify([call(1, 'weather'), call(2, 'github')]), version);
      assert.equal(r.status, 400, r.text);
      const body = JSON.parse(r.text) as { error: { code: number; message: string } };
      assert.equal(body.error.code, -32600);
      assert.match(body.error.message, /batches are not part of MCP/);
    }
  });

  await t.test('under 2025-03-26 (or no header) a batch is served up to 10 messages, refused past it', async () => {
    const ok = await post(sb, JSON.stringify([call(1, 'weather'), call(2, 'github')]), '2025-03-26');
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(
      answers(ok.text)
        .map((a) => a.id)
        .sort(),
      [1, 2],
    );
    const big = await post(sb, JSON.stringify(Array.from({ length: 11 }, (_, i) => call(i + 1, 'weather'))));
    assert.equal(big.status, 400, big.text);
    assert.match(big.text, /at most 10 messages; this one has 11/);
  });

  await t.test('JSON nested 10,000 levels deep is a 400 with the reason, not a 500', async () => {
    const deepArray = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_servers","arguments":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const deepObject = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_servers","arguments":{"query":"x","filters":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}}}`;
    for (const body of [deepArray, deepObject]) {
      for (const version of ['2025-06-18', undefined]) {
        const r = await post(sb, body, version);
        assert.equal(r.status, 400, r.text.slice(0, 300));
        assert.match(r.text, /JSON nested deeper than 64 levels/);
      }
    }
    // The limit leaves room for every real message: a normal call still answers.
    const normal = await post(sb, JSON.stringify(call(1, 'weather')), '2025-06-18');
    assert.equal(normal.status, 200);
  });

  await t.test('the 30-prefix query is answered as its first 8 distinct words', async () => {
    const [long] = answers((await post(sb, JSON.stringify(call(1, ADVERSARIAL)), '2025-06-18')).text);
    const [capped] = answers((await post(sb, JSON.stringify(call(1, capQueryWords(ADVERSARIAL))), '2025-06-18')).text);
    assert.equal(long!.result?.isError, undefined, JSON.stringify(long));
    assert.deepEqual(long!.result?.structuredContent, capped!.result?.structuredContent);
  });

  await t.test('a plain JSON body read by the route answers as one read by express.json', async () => {
    // 'application/json' is read by the route (plainJsonLength); the same type written without the space
    // before its charset goes through express.json. Both must answer every body alike.
    const valid = JSON.stringify(call(1, 'weather'));
    const bodies: [string, string][] = [
      ['a call', valid],
      ['a call after whitespace', ` \n\t${valid}`],
      ['a call after a byte-order mark', `\ufeff${valid}`],
      ['not JSON', '{"jsonrpc":'],
      ['a number', '5'],
      ['null', 'null'],
      ['a string', '"tools/call"'],
      ['deep', `${'['.repeat(100)}${']'.repeat(100)}`],
      ['a call in non-ASCII', JSON.stringify(call(1, 'météo à Zürich'))],
    ];
    for (const [what, body] of bodies) {
      const send = async (type: string) => {
        const res = await fetch(sb.mcpUrl, { method: 'POST', headers: { ...headers('2025-06-18'), 'content-type': type }, body });
        return { status: res.status, text: await res.text() };
      };
      const route = await send('application/json');
      assert.deepEqual(route, await send('application/json;charset=utf-8'), what);
      if (what.includes('call')) assert.equal(route.status, 200, what);
      else assert.equal(route.status, 400, `${what}: ${route.text}`);
    }
  });
});

test('plainJsonLength: only a plain JSON POST of known length within the limit is read without body-parser', () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as Request;
  const json = { 'content-type': 'application/json', 'content-length': '120' };
  assert.equal(plainJsonLength(req('POST', json), 1000), 120);
  assert.equal(plainJsonLength(req('POST', { ...json, 'content-type': 'application/json; charset=UTF-8' }), 1000), 120);
  for (const [what, method, h] of [
    ['GET', 'GET', json],
    ['compressed', 'POST', { ...json, 'content-encoding': 'gzip' }],
    ['chunked', 'POST', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }],
    ['another charset', 'POST', { ...json, 'content-type': 'application/json; charset=latin1' }],
    ['another type', 'POST', { ...json, 'content-type': 'text/plain' }],
    ['empty', 'POST', { ...json, 'content-length': '0' }],
    ['over the limit', 'POST', { ...json, 'content-length': '1001' }],
    ['no length', 'POST', { 'content-type': 'application/json' }],
  ] as const) {
    assert.equal(plainJsonLength(req(method, h), 1000), null, what);
  }
});
