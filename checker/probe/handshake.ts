// The two Streamable HTTP handshakes: `initialize` (2025 era, may open a session) and `server/discover`
// (2026-07-28, stateless: every request carries the `_meta` envelope and the MCP-Protocol-Version and
// Mcp-Method headers, as the v2 SDK's client sends them).
import { checkerVersion } from '../../core/config.js';
import { classifyHttpError, jsonRpcRefusalIn, verdict } from './classify.js';
import type { Channel, ChannelReply } from './channel.js';
import type { ProbeContext } from './context.js';
import { ProbeFailure } from './failure.js';
import { jsonRpcNotification, jsonRpcRequest } from './jsonrpc.js';
import { exchange, gateOf, type ExchangeResult } from './streamable-http.js';
import { identityFrom, type ServerIdentity } from './tools.js';

export const CLIENT_INFO = { name: 'SwitchboardCheck', version: checkerVersion() };

export interface Handshake {
  era: 'initialize' | 'modern' | 'legacy-sse';
  protocolVersion: string;
  server: ServerIdentity | null;
  instructions: string | null;
  hasToolsCapability: boolean;
  sessionId: string | null;
  responseMs: number;
  httpStatus: number;
}

export type HandshakeOutcome = { kind: 'ok'; handshake: Handshake } | { kind: 'refused'; detail: string; httpStatus: number };

function obj(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** A non-answer: a gate status ends the check; a 4xx with a JSON-RPC error is a refusal; else HTTP error. */
function refusalOrFailure(ctx: ProbeContext, r: Extract<ExchangeResult, { kind: 'http' }>): HandshakeOutcome {
  const gate = gateOf(ctx, r);
  if (gate) throw gate;
  const refusal = jsonRpcRefusalIn(r.status, r.headers['content-type'], r.body);
  if (refusal) return { kind: 'refused', detail: `HTTP ${r.status}, JSON-RPC ${refusal.code} ${refusal.message}`, httpStatus: r.status };
  throw new ProbeFailure(classifyHttpError(r.status, r.headers, ctx.now()));
}

export function initializeParams(ctx: ProbeContext): Record<string, unknown> {
  return { protocolVersion: ctx.settings.initializeProtocolVersion, capabilities: {}, clientInfo: CLIENT_INFO };
}

/** Reads an initialize answer (any transport). */
export function handshakeFromInitialize(
  reply: Extract<ChannelReply, { kind: 'answer' }>,
  era: 'initialize' | 'legacy-sse',
  sessionId: string | null,
): HandshakeOutcome {
  const { result, error } = reply.response;
  if (error) return { kind: 'refused', detail: `JSON-RPC ${error.code} ${error.message ?? ''}`.trim(), httpStatus: reply.status };
  if (!result || typeof result.protocolVersion !== 'string') {
    throw new ProbeFailure(verdict('not_mcp', { httpStatus: reply.status, detail: 'initialize answer without protocolVersion' }));
  }
  return {
    kind: 'ok',
    handshake: {
      era,
      protocolVersion: result.protocolVersion,
      server: identityFrom(result.serverInfo),
      instructions: typeof result.instructions === 'string' ? result.instructions : null,
      hasToolsCapability: !!obj(obj(result.capabilities)?.tools),
      sessionId,
      responseMs: reply.ms,
      httpStatus: reply.status,
    },
  };
}

export async function initializeHandshake(ctx: ProbeContext, url: string): Promise<HandshakeOutcome> {
  const r = await exchange(ctx, url, jsonRpcRequest(1, 'initialize', initializeParams(ctx)));
  if (r.kind === 'http') return refusalOrFailure(ctx, r);
  if (r.kind !== 'answer') throw new ProbeFailure(verdict('not_mcp', { httpStatus: r.status, detail: 'no answer to initialize' }));
  return handshakeFromInitialize(r, 'initialize', r.headers['mcp-session-id'] ?? null);
}

export function modernEnvelope(ctx: ProbeContext): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': ctx.settings.modernProtocolVersion,
    'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
    'io.modelcontextprotocol/clientCapabilities': {},
  };
}

function modernHeaders(ctx: ProbeContext, method: string): Record<string, string> {
  return { 'mcp-protocol-version': ctx.settings.modernProtocolVersion, 'mcp-method': method };
}

export async function discoverHandshake(ctx: ProbeContext, url: string): Promise<HandshakeOutcome> {
  const r = await exchange(
    ctx,
    url,
    jsonRpcRequest('discover-1', 'server/discover', { _meta: modernEnvelope(ctx) }),
    modernHeaders(ctx, 'server/discover'),
  );
  if (r.kind === 'http') return refusalOrFailure(ctx, r);
  if (r.kind !== 'answer') throw new ProbeFailure(verdict('not_mcp', { httpStatus: r.status, detail: 'no answer to server/discover' }));
  const { result, error } = r.response;
  if (error) return { kind: 'refused', detail: `JSON-RPC ${error.code} ${error.message ?? ''}`.trim(), httpStatus: r.status };
  if (!result || !Array.isArray(result.supportedVersions)) {
    throw new ProbeFailure(verdict('not_mcp', { httpStatus: r.status, detail: 'server/discover answer without supportedVersions' }));
  }
  const versions = result.supportedVersions.filter((v): v is string => typeof v === 'string');
  if (!versions.includes(ctx.settings.modernProtocolVersion)) {
    return {
      kind: 'refused',
      detail: `server/discover offers ${versions.join(', ') || 'no version'}, not ${ctx.settings.modernProtocolVersion}`,
      httpStatus: r.status,
    };
  }
  const meta = obj(result._meta);
  return {
    kind: 'ok',
    handshake: {
      era: 'modern',
      protocolVersion: ctx.settings.modernProtocolVersion,
      server: identityFrom(meta?.['io.modelcontextprotocol/serverInfo']),
      instructions: typeof result.instructions === 'string' ? result.instructions : null,
      hasToolsCapability: !!obj(obj(result.capabilities)?.tools),
      sessionId: null,
      responseMs: r.ms,
      httpStatus: r.status,
    },
  };
}

/** Requests after a good Streamable HTTP handshake, in that handshake's era. */
export function streamableChannel(ctx: ProbeContext, url: string, hs: Handshake): Channel {
  let nextId = 2;
  const headersFor = (method: string): Record<string, string> => {
    if (hs.era === 'modern') return modernHeaders(ctx, method);
    const h: Record<string, string> = { 'mcp-protocol-version': hs.protocolVersion };
    if (hs.sessionId) h['mcp-session-id'] = hs.sessionId;
    return h;
  };
  const withEnvelope = (params: Record<string, unknown> | undefined) =>
    hs.era === 'modern' ? { ...(params ?? {}), _meta: modernEnvelope(ctx) } : params;
  return {
    async request(method, params) {
      const r = await exchange(ctx, url, jsonRpcRequest(nextId++, method, withEnvelope(params)), headersFor(method));
      const gate = gateOf(ctx, r);
      if (gate) throw gate;
      if (r.kind === 'accepted') throw new ProbeFailure(verdict('not_mcp', { httpStatus: r.status, detail: `no answer to ${method}` }));
      return r.kind === 'http' ? r : { kind: 'answer', status: r.status, response: r.response, ms: r.ms };
    },
    async notify(method, params) {
      await exchange(ctx, url, jsonRpcNotification(method, withEnvelope(params)), headersFor(method));
    },
  };
}
