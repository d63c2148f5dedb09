// Issue 15, finding 7: a server's own text (its name, title, tool names) must not drive the operator's
// terminal. A loopback MCP server answers with ESC, BEL, CR and a bidi override in them; the summary of
// `switchboard check` shows them as <U+XXXX> and holds no control character but its line breaks.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { checkCommand } from '../../../app/cli/check-command.js';
import { fakeMcp, startServer } from '../../helpers/misbehaving-servers.js';

const OSC8 = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007';

test('the check summary prints no terminal sequence from server text', async (t) => {
  const server = await startServer(
    fakeMcp({
      serverInfo: { name: `evil\u001b]0;owned\u0007`, version: '1.0.0', title: 'Weather\u202Emoc.elgoog' },
      tools: [
        { name: `get${OSC8}`, inputSchema: { type: 'object' } },
        { name: 'fake\rline', inputSchema: { type: 'object' } },
      ],
    }),
  );
  t.after(() => server.close());
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  assert.equal(await checkCommand([server.url(), '--allow-private'], { stdout: out, stderr: new PassThrough() }), 0);
  const text = Buffer.concat(chunks).toString();
  assert.doesNotMatch(text.replace(/\n/g, ''), /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
  assert.match(text, /evil<U\+001B>\]0;owned<U\+0007>/);
  assert.match(text, /Weather<U\+202E>moc\.elgoog/);
  assert.match(text, /get<U\+001B>\]8;;https:\/\/evil\.example<U\+0007>click/);
  assert.match(text, /fake<U\+000D>line/);
});
