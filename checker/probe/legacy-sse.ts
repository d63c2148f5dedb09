// Legacy HTTP+SSE (protocol 2024-11-05, remote type `sse`): GET opens an event stream whose first
// `endpoint` event names where to POST; answers arrive on the stream. The endpoint must be on the same
// origin (a server must not be able to point the checker elsewhere), and every POST is a new, judged request.
import { safeOpen, safeRequest } from '../../net/safe-client.js';
import { classifyGateStatus, classifyHttpError, mediaType, verdict } from './classify.js';
import type { Channel, ChannelReply } from './channel.js';
import { nextDeadlineMs, requestBase, type ProbeContext } from './context.js';
import { ProbeFailure } from './failure.js';
import { TOO_DEEP_REASON } from '../../core/untrusted-json.js';
import { jsonRpcNotification, jsonRpcRequest, parseJson, responseFor, type JsonRpcId } from './jsonrpc.js';
import { readSseEvents, type SseEvent } from './sse-reader.js';
import { ACCEPT_BOTH, readText } from './streamable-http.js';

export interface LegacySession {
  channel: Channel;
  endpoint: string;
  close(): void;
}

export async function openLegacySse(ctx: ProbeContext, url: string): Promise<LegacySession> {
  const stream = await safeOpen({
    ...requestBase(ctx),
    url,
    method: 'GET',
    headers: { accept: 'text/event-stream' },
    deadlineMs: nextDeadlineMs(ctx, ctx.settings.endpointEventTimeoutMs),
  });
  ctx.addresses.add(stream.address);
  if (stream.status < 200 || stream.status >= 300) {
    await readText(ctx, stream);
    throw new ProbeFailure(
      classifyGateStatus(stream.status, stream.headers, ctx.now()) ?? classifyHttpError(stream.status, stream.headers, ctx.now()),
    );
  }
  if (mediaType(stream.headers['content-type']) !== 'text/event-stream') {
    const type = stream.headers['content-type'];
    await readText(ctx, stream);
    throw new ProbeFailure(
      verdict('not_mcp', { httpStatus: stream.status, detail: `content type ${type ?? 'missing'} instead of an event stream` }),
    );
  }
  let counted = 0;
  const countBytes = () => {
    ctx.bytesRead += stream.bytesRead - counted;
    counted = stream.bytesRead;
  };
  const events: AsyncIterator<SseEvent> = readSseEvents(stream.read(), { maxLineBytes: ctx.settings.maxSseLineBytes })[
    Symbol.asyncIterator
  ]();
  const close = () => {
    countBytes();
    stream.close();
  };

  let endpoint: URL | null = null;
  try {
    while (!endpoint) {
      const next = await events.next();
      if (next.done)
        throw new ProbeFailure(verdict('not_mcp', { httpStatus: stream.status, detail: 'event stream ended without an endpoint event' }));
      if (next.value.event !== 'endpoint') continue;
      let candidate: URL;
      try {
        candidate = new URL(next.value.data.trim(), url);
      } catch {
        throw new ProbeFailure(verdict('not_mcp', { httpStatus: stream.status, detail: 'endpoint event is not a URL' }));
      }
      if (candidate.origin !== new URL(url).origin) {
        throw new ProbeFailure(
          verdict('not_mcp', { httpStatus: stream.status, detail: `endpoint on another origin (${candidate.origin}) refused` }),
        );
      }
      endpoint = candidate;
    }
  } catch (err) {
    close();
    throw err;
  }
  const endpointUrl = endpoint.toString();

  async function answerOnStream(id: JsonRpcId): Promise<Extract<ChannelReply, { kind: 'answer' }>['response'] | null> {
    while (true) {
      const next = await events.next();
      countBytes();
      if (next.done) return null;
      if (next.value.data.trim() === '') continue;
      const parsed = parseJson(next.value.data);
      if (!parsed.ok && parsed.reason === TOO_DEEP_REASON) throw new ProbeFailure(verdict('not_mcp', { detail: parsed.reason }));
      const response = parsed.ok ? responseFor(parsed.value, id) : null;
      if (response) return response;
    }
  }

  async function post(message: Record<string, unknown>): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const res = await safeRequest({
      ...requestBase(ctx),
      url: endpointUrl,
      method: 'POST',
      headers: { accept: ACCEPT_BOTH, 'content-type': 'application/json' },
      body: JSON.stringify(message),
      deadlineMs: nextDeadlineMs(ctx),
    });
    ctx.addresses.add(res.address);
    ctx.bytesRead += res.bytesRead;
    return { status: res.status, headers: res.headers, body: res.body.toString('utf8') };
  }

  let nextId = 1;
  const channel: Channel = {
    async request(method, params) {
      const id = nextId++;
      const started = ctx.clock();
      // One answer gets one deadline and one byte budget on the long-lived stream.
      stream.arm({ deadlineMs: nextDeadlineMs(ctx), maxBytes: ctx.settings.maxBodyBytes, phase: `answer to ${method}` });
      const res = await post(jsonRpcRequest(id, method, params));
      if (res.status < 200 || res.status >= 300) {
        const gate = classifyGateStatus(res.status, res.headers, ctx.now());
        if (gate) throw new ProbeFailure(gate);
        return { kind: 'http', status: res.status, headers: res.headers, body: res.body };
      }
      // Some servers answer in the POST body as well; the stream is where 2024-11-05 puts it.
      const inline = parseJson(res.body);
      if (!inline.ok && inline.reason === TOO_DEEP_REASON)
        throw new ProbeFailure(verdict('not_mcp', { httpStatus: res.status, detail: inline.reason }));
      const direct = inline.ok ? responseFor(inline.value, id) : null;
      const response = direct ?? (await answerOnStream(id));
      if (!response)
        throw new ProbeFailure(verdict('not_mcp', { httpStatus: res.status, detail: `event stream ended without an answer to ${method}` }));
      return { kind: 'answer', status: res.status, response, ms: Math.round(ctx.clock() - started) };
    },
    async notify(method, params) {
      const res = await post(jsonRpcNotification(method, params));
      const gate = classifyGateStatus(res.status, res.headers, ctx.now());
      if (gate) throw new ProbeFailure(gate);
    },
  };
  return { channel, endpoint: endpointUrl, close };
}
