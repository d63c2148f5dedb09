// `switchboard check`: argument errors exit 2 naming the argument; a check exits 0 whatever the outcome;
// --json prints exactly one contract-shaped JSON object on stdout.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { CheckResultSchema } from '../../../core/check-result.js';
import { checkCommand, parseCheckArgs } from '../../../app/cli/check-command.js';
import { fakeMcp, fixedResponse, startServer, type TestServer } from '../../helpers/misbehaving-servers.js';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = new PassThrough();
  const err = new PassThrough();
  const chunks = { out: [] as Buffer[], err: [] as Buffer[] };
  out.on('data', (c: Buffer) => chunks.out.push(c));
  err.on('data', (c: Buffer) => chunks.err.push(c));
  const code = await checkCommand(argv, { stdout: out, stderr: err });
  return { code, stdout: Buffer.concat(chunks.out).toString(), stderr: Buffer.concat(chunks.err).toString() };
}

describe('arguments', () => {
  const bad: Array<[string[], RegExp]> = [
    [[], /URL: missing/],
    [['https://a.test/mcp', 'https://b.test/mcp'], /URL: one expected/],
    [['not a url'], /URL: "not a url" is not a URL/],
    [['https://a.test/mcp', '--transport', 'websocket'], /--transport must be streamable-http or sse/],
    [['https://a.test/mcp', '--transport'], /--transport needs a value/],
    [['https://a.test/mcp', '--verbose'], /unknown option --verbose/],
  ];
  for (const [argv, message] of bad) {
    test(`${JSON.stringify(argv)} exits 2`, async () => {
      const r = await run(argv);
      assert.equal(r.code, 2);
      assert.match(r.stderr, message);
      assert.equal(r.stdout, '');
    });
  }

  test('forms that parse', () => {
    const p = parseCheckArgs(['--transport=sse', 'https://a.test/sse', '--json']);
    assert.deepEqual(p, { ok: true, args: { url: 'https://a.test/sse', transport: 'sse', json: true, allowPrivate: false } });
  });
});

describe('running a check', () => {
  let mcp: TestServer;
  let denied: TestServer;
  before(async () => {
    mcp = await startServer(fakeMcp({ instructions: 'Hello.' }));
    denied = await startServer(fixedResponse(401, { 'www-authenticate': 'Bearer resource_metadata="https://a.test/prm"' }));
  });
  after(async () => {
    await mcp?.close();
    await denied?.close();
  });

  test('--json: one JSON object in the contract shape on stdout, exit 0', async () => {
    const r = await run([mcp.url(), '--json', '--allow-private']);
    assert.equal(r.code, 0);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.length, 1);
    const result = CheckResultSchema.parse(JSON.parse(lines[0]!));
    assert.equal(result.state, 'responds');
    assert.equal(result.toolCount, 3);
    assert.match(r.stderr, /WARNING: checks may reach loopback/);
  });

  test('a failing outcome still exits 0, with a readable summary', async () => {
    const r = await run([denied.url(), '--allow-private']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /reachable \/ auth_required \(HTTP 401\)/);
    assert.match(r.stdout, /sign-in: +oauth \(https:\/\/a\.test\/prm\)/);
  });

  test('the summary of a responding server names its tools', async () => {
    const r = await run([mcp.url(), '--allow-private']);
    assert.match(r.stdout, /result: +reachable \/ responds/);
    assert.match(r.stdout, /tools: +3: get_weather, delete_everything, echo/);
    assert.match(r.stdout, /server: +fake-mcp 9\.9\.9 "Fake MCP"/);
  });

  test('not checked (a loopback URL without --allow-private in a fresh process would be refused the same way)', async () => {
    const r = await run(['http://127.0.0.1:22/mcp', '--json']);
    assert.equal(r.code, 0);
    const result = JSON.parse(r.stdout);
    assert.equal(result.outcome, 'not_checked');
    assert.equal(result.state, 'disallowed_port');
  });
});
