// Who is calling, carried from the Express route into the tool handlers. The SDK hands tools a
// web-standard Request, which has no peer address, so the route runs the MCP handler inside this store.
// `signal` fires when the HTTP client has gone: searches still waiting for their turn are then dropped.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LookupRequest } from '../../catalog/lookups.js';

export interface McpRequestContext {
  requester: LookupRequest;
  signal?: AbortSignal;
}

export const requestContext = new AsyncLocalStorage<McpRequestContext>();
