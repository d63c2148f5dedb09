// JSON-RPC 2.0 messages as the probe sends and reads them. Pure.
import { parseUntrustedJson, type ParsedJson } from '../../core/untrusted-json.js';

export type JsonRpcId = string | number;

export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

export interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: JsonRpcId | null;
  result?: Record<string, unknown>;
  error?: JsonRpcError;
}

export function jsonRpcRequest(id: JsonRpcId, method: string, params?: Record<string, unknown>): Record<string, unknown> {
  return params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params };
}

export function jsonRpcNotification(method: string, params?: Record<string, unknown>): Record<string, unknown> {
  return params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export type MessageKind = 'response' | 'request' | 'notification' | 'invalid';

/** What a received message is: only responses matter to the probe; requests are never answered. */
export function kindOf(msg: unknown): MessageKind {
  if (!isObject(msg) || msg.jsonrpc !== '2.0') return 'invalid';
  if (typeof msg.method === 'string') return 'id' in msg && msg.id !== null ? 'request' : 'notification';
  if (!('id' in msg)) return 'invalid';
  const hasResult = isObject(msg.result);
  const hasError = isObject(msg.error) && typeof msg.error.code === 'number';
  return hasResult !== hasError ? 'response' : 'invalid';
}

/** The response to `id` inside a message or a batch, or null. A batch is one level: arrays inside it
 *  are not JSON-RPC messages, so a nested batch is no answer (not a reason to walk deeper). */
export function responseFor(msg: unknown, id: JsonRpcId): JsonRpcResponse | null {
  for (const m of Array.isArray(msg) ? msg : [msg]) {
    if (kindOf(m) !== 'response') continue;
    const r = m as JsonRpcResponse;
    if (r.id === id) return r;
  }
  return null;
}

/** True for a JSON-RPC error response (any id): how a server refuses a handshake. */
export function asErrorResponse(msg: unknown): JsonRpcResponse | null {
  const one = Array.isArray(msg) ? msg[0] : msg;
  if (kindOf(one) !== 'response') return null;
  const r = one as JsonRpcResponse;
  return r.error ? r : null;
}

/** JSON from a server: invalid or too deeply nested text is refused with a reason (untrusted-json.ts). */
export function parseJson(text: string): ParsedJson {
  return parseUntrustedJson(text);
}
