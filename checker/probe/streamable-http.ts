// One Streamable HTTP exchange: POST a JSON-RPC message and read its answer, which may come as
// application/json or as an event stream (where priming events with empty data and the server's own
// requests and notifications come first: they are skipped, never answered).
import { safeOpen, type SafeStream } from '../../net/safe-client.js';
import { classifyGateStatus, mediaType, verdict } from './classify.js';
import { nextDeadlineMs, requestBase, type ProbeContext } from './context.js';
import { ProbeFailure } from './failure.js';
import { TOO_DEEP_REASON } from '../../core/untrusted-json.js';
import { parseJson, responseFor, type JsonRpcId, type JsonRpcResponse } from './jsonrpc.js';
import { readSseEvents } from './sse-reader.js';

export const ACCEPT_BOTH = 'application/json, text/event-stream';

export type ExchangeResult =
  | { kind: 'answer'; status: number; headers: Record<string, string>; response: JsonRpcResponse; ms: number }
  /** Any non-2xx, with the body read under the cap (the caller decides what it means). */
  | { kind: 'http'; status: number; headers: Record<string, string>; body: string }
  /** A notification was accepted. */
  | { kind: 'accepted'; status: number; headers: Record<string, string> };

/** Reads a whole (capped) body, counting its bytes into the check, and closes the stream. */
export async function readText(ctx: ProbeContext, stream: SafeStream): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const c of stream.read()) chunks.push(c);
  } finally {
    ctx.bytesRead += stream.bytesRead;
    stream.close();
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads events until the response to `id`; everything else on the stream is ignored. */
export async function answerFromEvents(ctx: ProbeContext, chunks: AsyncIterable<Buffer>, id: JsonRpcId): Promise<JsonRpcResponse | null> {
  for await (const event of readSseEvents(chunks, { maxLineBytes: ctx.settings.maxSseLineBytes })) {
    if (event.data.trim() === '') continue;
    const parsed = parseJson(event.data);
    // Nesting too deep to walk safely is refused by name, not passed over as noise.
    if (!parsed.ok && parsed.reason === TOO_DEEP_REASON) throw new ProbeFailure(verdict('not_mcp', { detail: parsed.reason }));
    if (!parsed.ok) continue;
    const response = responseFor(parsed.value, id);
    if (response) return response;
  }
  return null;
}

export async function exchange(
  ctx: ProbeContext,
  url: string,
  message: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<ExchangeResult> {
  const id = message.id as JsonRpcId | undefined;
  const started = ctx.clock();
  const stream = await safeOpen({
    ...requestBase(ctx),
    url,
    method: 'POST',
    headers: { accept: ACCEPT_BOTH, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(message),
    deadlineMs: nextDeadlineMs(ctx),
  });
  ctx.addresses.add(stream.address);
  const { status, headers: resHeaders } = stream;
  if (status < 200 || status >= 300) {
    return { kind: 'http', status, headers: resHeaders, body: await readText(ctx, stream) };
  }
  if (id === undefined) {
    await readText(ctx, stream);
    return { kind: 'accepted', status, headers: resHeaders };
  }
  const type = mediaType(resHeaders['content-type']);
  if (type === 'text/event-stream') {
    let response: JsonRpcResponse | null;
    try {
      response = await answerFromEvents(ctx, stream.read(), id);
    } finally {
      ctx.bytesRead += stream.bytesRead;
      stream.close();
    }
    if (!response) throw new ProbeFailure(verdict('not_mcp', { httpStatus: status, detail: 'event stream ended without an answer' }));
    return { kind: 'answer', status, headers: resHeaders, response, ms: Math.round(ctx.clock() - started) };
  }
  const text = await readText(ctx, stream);
  if (type !== 'application/json' && !type.endsWith('+json')) {
    const what = status === 202 || text === '' ? 'no answer to a request' : `content type ${type || 'missing'}`;
    throw new ProbeFailure(verdict('not_mcp', { httpStatus: status, detail: what }));
  }
  const parsed = parseJson(text);
  const response = parsed.ok ? responseFor(parsed.value, id) : null;
  if (!response)
    throw new ProbeFailure(
      verdict('not_mcp', { httpStatus: status, detail: parsed.ok ? 'JSON, but not a JSON-RPC answer' : parsed.reason }),
    );
  return { kind: 'answer', status, headers: resHeaders, response, ms: Math.round(ctx.clock() - started) };
}

/** 401/402/403/429/451 end the check whatever else happened. */
export function gateOf(ctx: ProbeContext, r: ExchangeResult): ProbeFailure | null {
  if (r.kind !== 'http') return null;
  const gate = classifyGateStatus(r.status, r.headers, ctx.now());
  return gate ? new ProbeFailure(gate) : null;
}
