// Loopback HTTP(S) servers that behave well or badly on purpose, each with a request log, for the checker's
// tests. Every server binds 127.0.0.1 port 0; call close() in after().
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface LoggedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** JSON-RPC method of the body, when it has one. */
  rpcMethod: string | null;
}

export interface HandlerContext {
  body: string;
  json: unknown;
  server: TestServer;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, ctx: HandlerContext) => void | Promise<void>;

export interface TestServer {
  port: number;
  origin: string;
  url(path?: string): string;
  log: LoggedRequest[];
  /** TCP connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

export async function startServer(
  handler: Handler,
  opts: { tls?: { key: string | Buffer; cert: string | Buffer }; onSecureConnection?: (servername: string | false) => void } = {},
): Promise<TestServer> {
  const sockets = new Set<net.Socket>();
  const log: LoggedRequest[] = [];
  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = undefined;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const rpcMethod =
        json && typeof json === 'object' && typeof (json as { method?: unknown }).method === 'string'
          ? (json as { method: string }).method
          : null;
      log.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, rpcMethod });
      Promise.resolve(handler(req, res, { body, json, server })).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(err));
      });
    });
  };
  const srv = opts.tls ? https.createServer({ key: opts.tls.key, cert: opts.tls.cert }, listener) : http.createServer(listener);
  let connections = 0;
  srv.on('connection', (s: net.Socket) => {
    connections++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  if (opts.tls && opts.onSecureConnection) {
    srv.on('secureConnection', (s: import('node:tls').TLSSocket) =>
      opts.onSecureConnection!((s as unknown as { servername: string | false }).servername),
    );
  }
  // Errors from sockets we destroy on purpose (resets) are expected.
  srv.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as net.AddressInfo).port;
  const origin = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const server: TestServer = {
    port,
    origin,
    url: (path = '/mcp') => `${origin}${path}`,
    log,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
  return server;
}

/** A plain TCP server, for resets and silence below HTTP. */
export async function startTcpServer(
  onSocket: (s: net.Socket) => void,
): Promise<{ port: number; connections: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const srv = net.createServer((s) => {
    connections++;
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
    onSocket(s);
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return {
    port: (srv.address() as net.AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago and has nothing listening. */
export async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

export function sendJson(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** Answers every request with one fixed status, headers and body. */
export function fixedResponse(status: number, headers: Record<string, string> = {}, body = ''): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
  };
}

// ---- A configurable 2025-era MCP server (hand-written, so it can misbehave precisely) ----

export interface FakeTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: Record<string, unknown>;
}

export interface FakeMcpOptions {
  /** How requests are answered. */
  answer?: 'json' | 'sse';
  sessionId?: string | null;
  tools?: FakeTool[];
  pageSize?: number;
  /** SSE answers start with an empty priming event, and a server request + notification before the answer. */
  noisySse?: boolean;
  serverInfo?: Record<string, unknown>;
  instructions?: string;
  protocolVersion?: string;
  /** initialize: answered normally, refused with a JSON-RPC error (HTTP 200), or a custom handler. */
  initialize?: 'ok' | 'jsonrpc-error' | Handler;
  /** server/discover: refused with a JSON-RPC error (HTTP 200) unless given a handler. */
  discover?: 'jsonrpc-error' | Handler;
  /** tools/list handler override. */
  toolsList?: Handler;
}

export function rpcResult(id: unknown, result: unknown): Record<string, unknown> {
  return { jsonrpc: '2.0', id, result };
}

export function rpcError(id: unknown, code: number, message: string): Record<string, unknown> {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function answerWith(
  res: http.ServerResponse,
  message: unknown,
  mode: 'json' | 'sse',
  noisy: boolean,
  headers: Record<string, string> = {},
): void {
  if (mode === 'json') return sendJson(res, 200, message, headers);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...headers });
  if (noisy) {
    res.write('id: prime-1\ndata:\n\n');
    res.write(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 'srv-1', method: 'roots/list' })}\n\n`);
    res.write(
      `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'hello' } })}\n\n`,
    );
  }
  res.end(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

export const SAMPLE_TOOLS: FakeTool[] = [
  {
    name: 'get_weather',
    title: 'Weather',
    description: 'Weather for a city',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'delete_everything',
    description: 'Deletes things',
    inputSchema: { type: 'object' },
    outputSchema: { type: 'object' },
    annotations: { destructiveHint: true },
  },
  { name: 'echo', inputSchema: { type: 'object' } },
];

export function fakeMcp(opts: FakeMcpOptions = {}): Handler {
  const mode = opts.answer ?? 'json';
  const sessionId = opts.sessionId === undefined ? 'session-abc' : opts.sessionId;
  const tools = opts.tools ?? SAMPLE_TOOLS;
  const pageSize = opts.pageSize ?? 100;
  return async (req, res, ctx) => {
    if (req.method === 'DELETE') {
      res.writeHead(req.headers['mcp-session-id'] === sessionId ? 200 : 404);
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405);
      res.end();
      return;
    }
    const msg = ctx.json as { id?: unknown; method?: string; params?: Record<string, unknown> } | undefined;
    if (!msg || typeof msg.method !== 'string') return sendJson(res, 400, rpcError(null, -32700, 'Parse error'));
    if (msg.id === undefined) {
      res.writeHead(202);
      res.end();
      return;
    }
    const noisy = opts.noisySse === true;
    switch (msg.method) {
      case 'initialize': {
        if (typeof opts.initialize === 'function') return opts.initialize(req, res, ctx);
        if (opts.initialize === 'jsonrpc-error')
          return answerWith(res, rpcError(msg.id, -32602, 'Unsupported protocol version'), mode, noisy);
        const headers: Record<string, string> = sessionId ? { 'mcp-session-id': sessionId } : {};
        return answerWith(
          res,
          rpcResult(msg.id, {
            protocolVersion: opts.protocolVersion ?? '2025-06-18',
            capabilities: { tools: {} },
            serverInfo: opts.serverInfo ?? { name: 'fake-mcp', version: '9.9.9', title: 'Fake MCP' },
            ...(opts.instructions !== undefined ? { instructions: opts.instructions } : {}),
          }),
          mode,
          noisy,
          headers,
        );
      }
      case 'server/discover':
        if (typeof opts.discover === 'function') return opts.discover(req, res, ctx);
        return answerWith(res, rpcError(msg.id, -32601, 'Method not found'), mode, noisy);
      case 'tools/list': {
        if (opts.toolsList) return opts.toolsList(req, res, ctx);
        const start = Number((msg.params?.cursor as string | undefined) ?? 0);
        const page = tools.slice(start, start + pageSize);
        const next = start + pageSize < tools.length ? String(start + pageSize) : undefined;
        return answerWith(res, rpcResult(msg.id, { tools: page, ...(next ? { nextCursor: next } : {}) }), mode, noisy);
      }
      case 'ping':
        return answerWith(res, rpcResult(msg.id, {}), mode, noisy);
      default:
        return answerWith(res, rpcError(msg.id, -32601, 'Method not found'), mode, noisy);
    }
  };
}

/** Methods a check must never send. */
export const FORBIDDEN_RPC = ['tools/call', 'resources/read', 'prompts/get', 'resources/list', 'prompts/list', 'sampling/createMessage'];

/** What every request log must show: no tool call, no credential or cookie, our User-Agent on each. */
export function assertPoliteLog(log: LoggedRequest[], assert: typeof import('node:assert/strict')): void {
  for (const r of log) {
    assert.ok(!FORBIDDEN_RPC.includes(r.rpcMethod ?? ''), `forbidden method ${r.rpcMethod}`);
    assert.equal(r.headers.authorization, undefined, 'authorization header sent');
    assert.equal(r.headers.cookie, undefined, 'cookie sent');
    assert.equal(r.headers['proxy-authorization'], undefined);
    assert.match(String(r.headers['user-agent']), /^SwitchboardCheck\/\d+\.\d+\.\d+ \(\+https?:\/\/[^ ]+\/about\/checks\)$/);
  }
  // Responses to server requests would show up as posted messages with an id and no method.
  for (const r of log) {
    if (r.method !== 'POST' || !r.body) continue;
    const j = JSON.parse(r.body) as Record<string, unknown>;
    assert.ok(typeof j.method === 'string', `posted something that is not a request or notification: ${r.body}`);
  }
}

// ---- Legacy HTTP+SSE (2024-11-05) ----

export interface FakeLegacyOptions {
  /** What the stream announces: a relative endpoint, a given absolute URL, or nothing (stream stays open / ends). */
  endpoint: 'relative' | { absolute: string } | 'none-open' | 'none-close';
}

/** GET /sse opens the stream; POST /messages?sid=1 answers on it (202 on the POST). */
export function fakeLegacySse(opts: FakeLegacyOptions): Handler {
  const streams = new Map<string, http.ServerResponse>();
  const mcp = fakeMcp({ answer: 'json', sessionId: null });
  return async (req, res, ctx) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': hello\n\n');
      if (opts.endpoint === 'none-close') return void res.end('event: message\ndata: {}\n\n');
      if (opts.endpoint === 'none-open') {
        const t = setInterval(() => res.write(': still here\n\n'), 200);
        res.on('close', () => clearInterval(t));
        return;
      }
      const target = opts.endpoint === 'relative' ? '/messages?sid=1' : opts.endpoint.absolute;
      streams.set('1', res);
      res.write(`event: endpoint\ndata: ${target}\n\n`);
      return;
    }
    const stream = streams.get(new URL(req.url ?? '/', 'http://x').searchParams.get('sid') ?? '');
    if (!stream) return fixedResponse(404)(req, res, ctx);
    // Reuse the 2025 fake's answers, then send them on the stream as 2024-11-05 servers do.
    const captured = new CaptureResponse();
    await mcp(req, captured as unknown as http.ServerResponse, ctx);
    res.writeHead(202);
    res.end('Accepted');
    if (captured.body) stream.write(`event: message\ndata: ${captured.body}\n\n`);
  };
}

/** Just enough of ServerResponse to capture what a Handler answers. */
class CaptureResponse {
  body = '';
  headersSent = false;
  writeHead(): this {
    this.headersSent = true;
    return this;
  }
  write(chunk: string): boolean {
    this.body += chunk;
    return true;
  }
  end(chunk?: string): void {
    if (chunk) this.body += chunk;
  }
}
