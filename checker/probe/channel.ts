// The steps after a handshake (tools/list pages, ping) are the same on every transport: they talk to a
// channel. Streamable HTTP and legacy HTTP+SSE each provide one.
import type { ToolRecord } from '../../core/check-result.js';
import { AbortedError } from '../../net/errors.js';
import { classifyError, classifyHttpError } from './classify.js';
import type { ProbeContext } from './context.js';
import { ProbeFailure } from './failure.js';
import type { JsonRpcResponse } from './jsonrpc.js';
import { identityFrom, toolsFromPage, type ServerIdentity } from './tools.js';

export type ChannelReply =
  | { kind: 'answer'; status: number; response: JsonRpcResponse; ms: number }
  | { kind: 'http'; status: number; headers: Record<string, string>; body: string };

export interface Channel {
  /** Throws ProbeFailure for gate statuses (401, 402, 403, 429, 451) and not_mcp answers. */
  request(method: string, params?: Record<string, unknown>): Promise<ChannelReply>;
  notify(method: string, params?: Record<string, unknown>): Promise<void>;
}

export interface ToolListing {
  tools: ToolRecord[];
  truncated: boolean;
  /** State name and detail when listing failed after a good handshake. */
  error: string | null;
  /** serverInfo found in a result's _meta (2026-07-28 servers stamp it on every result). */
  serverFromMeta: ServerIdentity | null;
}

function rethrowIfFinal(err: unknown): void {
  // A pause, or a sign-in/payment/rate-limit answer, decides the check; anything else is a listing error.
  if (err instanceof AbortedError) throw err;
  if (
    err instanceof ProbeFailure &&
    ['auth_required', 'payment_required', 'access_denied', 'rate_limited', 'blocked'].includes(err.verdict.state)
  )
    throw err;
}

export async function listTools(ctx: ProbeContext, channel: Channel, hasToolsCapability: boolean): Promise<ToolListing> {
  const tools: ToolRecord[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | null = null;
  let serverFromMeta: ServerIdentity | null = null;
  for (let page = 0; page < ctx.settings.maxToolPages; page++) {
    let reply: ChannelReply;
    try {
      reply = await channel.request('tools/list', cursor ? { cursor } : undefined);
    } catch (err) {
      rethrowIfFinal(err);
      const v = err instanceof ProbeFailure ? err.verdict : classifyError(err);
      return { tools, truncated: tools.length > 0, error: `${v.state}${v.detail ? `: ${v.detail}` : ''}`, serverFromMeta };
    }
    if (reply.kind === 'http') {
      const v = classifyHttpError(reply.status, reply.headers, ctx.now());
      return { tools, truncated: tools.length > 0, error: `http_error: ${v.detail}`, serverFromMeta };
    }
    const { result, error } = reply.response;
    if (error || !result) {
      // A server without tools may answer "method not found": that is zero tools, not an error.
      if (!hasToolsCapability && page === 0) return { tools, truncated: false, error: null, serverFromMeta };
      return {
        tools,
        truncated: tools.length > 0,
        error: `tools/list refused: ${error?.code} ${error?.message ?? ''}`.trim(),
        serverFromMeta,
      };
    }
    serverFromMeta ??= identityFrom((result._meta as Record<string, unknown> | undefined)?.['io.modelcontextprotocol/serverInfo']);
    const pageTools = toolsFromPage(result);
    if (!pageTools)
      return { tools, truncated: tools.length > 0, error: 'not_mcp: tools/list result without a tools array', serverFromMeta };
    for (const t of pageTools.tools) {
      if (tools.length >= ctx.settings.maxTools) return { tools, truncated: true, error: null, serverFromMeta };
      tools.push(t);
    }
    cursor = pageTools.nextCursor;
    if (!cursor) return { tools, truncated: false, error: null, serverFromMeta };
    if (seenCursors.has(cursor)) return { tools, truncated: true, error: 'tools/list repeated a cursor', serverFromMeta };
    seenCursors.add(cursor);
  }
  return { tools, truncated: true, error: null, serverFromMeta };
}

export async function ping(channel: Channel): Promise<boolean> {
  try {
    const r = await channel.request('ping');
    return r.kind === 'answer' && !!r.response.result;
  } catch (err) {
    if (err instanceof AbortedError) throw err;
    return false;
  }
}
