// A direct answer to a plain tools/call of one of our four tools, without the SDK's per-request server,
// transport, web Request and Response (issue #13: that plumbing cost a search_servers request 9-13x a
// /healthz, while the search itself is a fraction of it). The SDK path stays for everything else.
//
// Taken only when the SDK would serve the request normally and the answer is already known to be the
// SDK's, byte for byte (tests/server/mcp/direct.test.ts sends the same requests through both):
// - the era is the SDK's own classification (classifyInboundRequest), in the shape our clients send:
//   2025 era without an envelope (stateless fallback), or 2026-07-28 with exactly the envelope's three
//   keys and the standard headers (Mcp-Method, Mcp-Name, MCP-Protocol-Version) agreeing with the body;
// - the tool is ours and its arguments pass the same zod schema's validation (the same `~standard`
//   validate the SDK calls), and then the same handler answers (tools.ts toolDefinitions);
// - anything else (an unknown tool, invalid arguments, a batch, a progress token or other _meta, another
//   method or header) returns false and the caller hands the request to the SDK, which answers it and
//   its errors as before.
// The answer is framed as the SDK frames it: an SSE `message` event in the 2025 era (with the SDK's
// keep-alive comment every 15 s while a call is still running), JSON with resultType and the server's
// identity in the 2026-07-28 era; same status, headers and chunked body.
// A search asked again while the index is unchanged is answered from memory (answer-cache.ts), framed alike.
import type { Request, Response } from 'express';
import {
  classifyInboundRequest,
  isJsonContentType,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolResult,
  type StandardSchemaV1,
} from '@modelcontextprotocol/server';
import type { AnswerCache } from './answer-cache.js';
import type { ToolCaller, ToolDefinition } from './tools.js';

export const MODERN_REVISION = '2026-07-28';
const ENVELOPE_KEYS = new Set([
  'io.modelcontextprotocol/protocolVersion',
  'io.modelcontextprotocol/clientInfo',
  'io.modelcontextprotocol/clientCapabilities',
]);
/** The SDK's interval for SSE keep-alive comments (DEFAULT_SSE_KEEP_ALIVE_MS in @modelcontextprotocol/server). */
export const SSE_KEEP_ALIVE_MS = 15_000;

export interface ServerIdentity {
  name: string;
  title: string;
  version: string;
}

type Era = 'legacy' | 'modern';

interface PlainCall {
  era: Era;
  id: string | number;
  name: string;
  args: Record<string, unknown>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const onlyKeys = (o: Record<string, unknown>, allowed: readonly string[]): boolean => Object.keys(o).every((k) => allowed.includes(k));
const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

// What the SDK's classifier (classifyInboundRequest) says of a plain tools/call, remembered by what it depends
// on. For a body of this shape (checked before: the four JSON-RPC keys, a string or safe-integer id, a
// params object with name, arguments and at most _meta) it reads only the MCP-Protocol-Version and Mcp-Method
// headers and params._meta: the JSON-RPC checks pass whatever the tool, arguments or id, and a request
// schema validates nothing of params but _meta. Classifying afresh cost 3 % of a search request (a failed
// zod parse builds its error objects). Clients send a handful of header and envelope combinations; the
// memory is emptied when it holds ERA_MEMO_MAX of them.
type Classified = 'legacy-no-claim' | 'modern-request' | null;
const ERA_MEMO_MAX = 64;
const classified = new Map<string, Classified>();

function classify(body: Record<string, unknown>, version: string | undefined, method: string | undefined, meta: unknown): Classified {
  const key = JSON.stringify([version ?? null, method ?? null, meta ?? null]);
  const known = classified.get(key);
  if (known !== undefined) return known;
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    body,
    ...(version !== undefined && { protocolVersionHeader: version }),
    ...(method !== undefined && { mcpMethodHeader: method }),
  });
  const c: Classified =
    outcome.kind === 'legacy' && outcome.reason === 'no-claim'
      ? 'legacy-no-claim'
      : outcome.kind === 'modern' && outcome.messageKind === 'request' && outcome.classification.revision === MODERN_REVISION
        ? 'modern-request'
        : null;
  if (classified.size >= ERA_MEMO_MAX) classified.clear();
  classified.set(key, c);
  return c;
}

/** The call, when this request is a plain tools/call the direct path may answer; null for the SDK. */
export function plainToolCall(req: Request, body: unknown, toolNames: readonly string[]): PlainCall | null {
  if (req.method !== 'POST' || !isJsonContentType(header(req, 'content-type'))) return null;
  const accept = header(req, 'accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return null;
  if (!isPlainObject(body) || !onlyKeys(body, ['jsonrpc', 'id', 'method', 'params'])) return null;
  if (body.jsonrpc !== '2.0' || body.method !== 'tools/call') return null;
  const id = body.id;
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)))) return null;
  const params = body.params;
  if (!isPlainObject(params) || !onlyKeys(params, ['name', 'arguments', '_meta'])) return null;
  const { name, arguments: args, _meta: meta } = params;
  if (typeof name !== 'string' || !toolNames.includes(name) || !isPlainObject(args)) return null;
  // Neither era's plain call has a _meta that is not an object (and the memory's key tells none from null).
  if (meta !== undefined && !isPlainObject(meta)) return null;

  const version = header(req, 'mcp-protocol-version');
  const method = header(req, 'mcp-method');
  const nameHeader = header(req, 'mcp-name');
  const outcome = classify(body, version, method, meta);
  if (outcome === 'legacy-no-claim') {
    // Stateless 2025 serving: no envelope, a version the SDK's transport accepts (or none), no _meta
    // (a progress token would ask for notifications).
    if (meta !== undefined || method !== undefined || nameHeader !== undefined) return null;
    if (version !== undefined && !(SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version)) return null;
    return { era: 'legacy', id, name, args };
  }
  if (outcome === 'modern-request') {
    if (!isPlainObject(meta) || !Object.keys(meta).every((k) => ENVELOPE_KEYS.has(k))) return null;
    if (version !== MODERN_REVISION || method !== 'tools/call' || nameHeader !== name) return null;
    return { era: 'modern', id, name, args };
  }
  return null;
}

/** The 2026-07-28 result as the SDK's encoder writes it: resultType, then the server's identity in _meta. */
function modernResult(result: CallToolResult, identity: ServerIdentity): Record<string, unknown> {
  return { ...result, resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': identity } };
}

/** The SDK's result validation returns its own copy with the schema's key order: content, structuredContent, isError. */
function wireResult(result: CallToolResult): CallToolResult {
  const { content, structuredContent, isError, ...rest } = result;
  return {
    content,
    ...(structuredContent !== undefined && { structuredContent }),
    ...(isError !== undefined && { isError }),
    ...rest,
  };
}

/** The JSON-RPC response around a result's JSON text, as JSON.stringify({ result, jsonrpc, id }) writes it. */
const envelope = (resultJson: string, id: string | number): string => `{"result":${resultJson},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;

const SSE_HEADERS = {
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'content-type': 'text/event-stream',
  'x-accel-buffering': 'no',
};

/** Writes a whole answer: JSON in the 2026-07-28 era, one SSE `message` event in the 2025 era. */
function writeAnswer(res: Response, era: Era, body: string): void {
  if (era === 'modern') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  } else {
    res.writeHead(200, SSE_HEADERS);
    res.end(`event: message\ndata: ${body}\n\n`);
  }
}

/**
 * Answers `call` with the tool's handler after validation, writing the response as the SDK would.
 * Resolves to false, having written nothing, when the arguments do not validate: the SDK then answers
 * with its own validation error. With `cache`, an answer it keeps (answer-cache.ts) is written without
 * running anything, and a successful answer it may keep is kept.
 */
export async function answerDirectly(
  res: Response,
  call: PlainCall,
  tool: ToolDefinition,
  caller: ToolCaller,
  identity: ServerIdentity,
  opts: { cache?: AnswerCache; keepAliveMs?: number } = {},
): Promise<boolean> {
  const { cache, keepAliveMs = SSE_KEEP_ALIVE_MS } = opts;
  const key = cache ? cache.key(call.era, call.name, call.args) : null;
  // The generation is read before the call runs: an answer finished after the index moved may hold servers of
  // either generation, and is not kept (AnswerCache.set compares it with the current one).
  const version = key === null ? null : cache!.version();
  const kept = key === null ? null : cache!.get(key);
  if (kept !== null) {
    writeAnswer(res, call.era, envelope(kept, call.id));
    return true;
  }
  const schema = tool.config.inputSchema as StandardSchemaV1;
  const checked = await schema['~standard'].validate(call.args);
  if (checked.issues) return false;
  const keep = (result: CallToolResult, json: string): void => {
    if (key !== null && result.isError !== true) cache!.set(key, version, json);
  };

  if (call.era === 'modern') {
    const result = wireResult(await tool.run(checked.value as never, caller));
    const json = JSON.stringify(modernResult(result, identity));
    keep(result, json);
    writeAnswer(res, 'modern', envelope(json, call.id));
    return true;
  }
  // The SDK's SSE response goes out as soon as the call is dispatched; a comment keeps it alive meanwhile.
  res.writeHead(200, SSE_HEADERS);
  const keepAlive = setInterval(() => res.write(': keepalive\n\n'), keepAliveMs);
  keepAlive.unref();
  try {
    const result = wireResult(await tool.run(checked.value as never, caller));
    const json = JSON.stringify(result);
    keep(result, json);
    res.end(`event: message\ndata: ${envelope(json, call.id)}\n\n`);
  } finally {
    clearInterval(keepAlive);
  }
  return true;
}
