// Who is calling, carried from the Express route to the tool handlers of the SDK path. The SDK builds a
// server per request from a web Request, which has no peer address, and hands the factory that Request.
// toNodeHandler passes one thing through from the Node request: `req.auth`, given to the handler's fetch as
// `authInfo`. The route puts the caller there (attach), the fetch face below takes it off again before the
// SDK sees it (the SDK gets no authInfo, as before) and keeps it for that Request, and the factory reads it
// (callerOf). With a parsed body the SDK gives the factory that same Request in both eras.
//
// Before, an AsyncLocalStorage carried it. In Node 20 the first run() turns on async hooks for every promise
// of the process, for good (a loop of awaits ran 2.9x slower with one on; issue #13). Per request that is
// small, a few microseconds, but it was paid by every request of the process, /healthz included.
import type { AuthInfo, McpHandlerRequestOptions } from '@modelcontextprotocol/server';
import type { ToolCaller } from './tools.js';

interface FetchFace {
  fetch(request: Request, options?: McpHandlerRequestOptions): Promise<Response>;
}

const CALLER = 'switchboard/caller';

export interface CallerCarrier {
  /** Marks the Node request with its caller, for the fetch face to find. */
  attach(req: { auth?: AuthInfo }, caller: ToolCaller): void;
  /** `handler`'s fetch, taking the caller off `authInfo` and keeping it for the Request. */
  face(handler: FetchFace): FetchFace;
  /** The caller of the Request the SDK gives the server factory; null when it came without one. */
  callerOf(request: Request | undefined): ToolCaller | null;
}

export function callerCarrier(): CallerCarrier {
  const callers = new WeakMap<Request, ToolCaller>();
  return {
    attach(req, caller) {
      req.auth = { token: '', clientId: '', scopes: [], extra: { [CALLER]: caller } };
    },
    face(handler) {
      return {
        fetch(request, options) {
          const { authInfo, ...rest } = options ?? {};
          const caller = authInfo?.extra?.[CALLER] as ToolCaller | undefined;
          if (caller) callers.set(request, caller);
          return handler.fetch(request, rest);
        },
      };
    },
    callerOf(request) {
      return (request && callers.get(request)) ?? null;
    },
  };
}
