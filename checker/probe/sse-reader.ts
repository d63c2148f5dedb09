// Server-sent events from a byte stream, with a bounded line buffer: a line that never ends cannot grow
// memory past maxLineBytes (eventsource-parser alone would keep buffering it).
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { TooLargeError } from '../../net/errors.js';

export type SseEvent = EventSourceMessage;

export async function* readSseEvents(
  chunks: AsyncIterable<Buffer>,
  opts: { maxLineBytes: number },
): AsyncGenerator<SseEvent, void, undefined> {
  const queue: SseEvent[] = [];
  let parseError: Error | null = null;
  const parser = createParser({
    onEvent: (e) => queue.push(e),
    onError: (e) => {
      if (e.type === 'max-buffer-size-exceeded') parseError = new TooLargeError(opts.maxLineBytes, 'event-stream line');
    },
    maxBufferSize: opts.maxLineBytes,
  });
  const decoder = new TextDecoder('utf-8');
  let pendingLineBytes = 0;
  for await (const chunk of chunks) {
    const lastBreak = Math.max(chunk.lastIndexOf(0x0a), chunk.lastIndexOf(0x0d));
    pendingLineBytes = lastBreak === -1 ? pendingLineBytes + chunk.length : chunk.length - lastBreak - 1;
    if (pendingLineBytes > opts.maxLineBytes) throw new TooLargeError(opts.maxLineBytes, 'event-stream line');
    parser.feed(decoder.decode(chunk, { stream: true }));
    if (parseError) throw parseError;
    while (queue.length) yield queue.shift()!;
  }
  parser.feed(decoder.decode());
  while (queue.length) yield queue.shift()!;
}
