import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TooLargeError } from '../../../net/errors.js';
import { readSseEvents } from '../../../checker/probe/sse-reader.js';

async function* chunks(...parts: Array<string | Buffer>): AsyncGenerator<Buffer> {
  for (const p of parts) yield Buffer.isBuffer(p) ? p : Buffer.from(p);
}

async function collect(it: AsyncIterable<{ event?: string; data: string }>) {
  const out: Array<{ event?: string; data: string }> = [];
  for await (const e of it) out.push({ event: e.event, data: e.data });
  return out;
}

test('events split across chunks, CRLF, comments and empty priming events', async () => {
  const events = await collect(
    readSseEvents(chunks('id: 1\r\ndata:\r\n\r\n: comment\n', 'event: endpoint\nda', 'ta: /messages?x=1\n\n', 'data: {"a":1}\n\n'), {
      maxLineBytes: 1024,
    }),
  );
  assert.deepEqual(events, [
    { event: undefined, data: '' },
    { event: 'endpoint', data: '/messages?x=1' },
    { event: undefined, data: '{"a":1}' },
  ]);
});

test('a multibyte character split across chunks survives', async () => {
  const bytes = Buffer.from('data: é\n\n');
  const events = await collect(readSseEvents(chunks(bytes.subarray(0, 7), bytes.subarray(7)), { maxLineBytes: 1024 }));
  assert.deepEqual(events, [{ event: undefined, data: 'é' }]);
});

test('a line longer than the buffer fails as soon as it passes the bound', async () => {
  let yielded = 0;
  async function* endless(): AsyncGenerator<Buffer> {
    yield Buffer.from('data: ');
    while (true) {
      yielded++;
      yield Buffer.alloc(1024, 0x61);
    }
  }
  await assert.rejects(collect(readSseEvents(endless(), { maxLineBytes: 8 * 1024 })), TooLargeError);
  assert.ok(yielded <= 9, `read ${yielded} chunks`);
});

test('many short lines are fine however long the stream', async () => {
  const parts = Array.from({ length: 200 }, (_, i) => `data: ${i}\n\n`);
  const events = await collect(readSseEvents(chunks(...parts), { maxLineBytes: 16 }));
  assert.equal(events.length, 200);
});
