// The one HTTP client every outgoing request of Switchboard uses (checks, the portal's domain
// verification, fetches of other sites' /.well-known files).
//
//   safeRequest({ url, method, headers, body, maxBodyBytes, deadlineMs, allowPrivate, resolver,
//                 followRedirects, signal, connectHook })
//     -> Promise<{ status, headers, body: Buffer, url, address, bytesRead, https }>
//   safeOpen(same options) -> Promise<SafeStream>   (streaming: read() yields decoded chunks; arm()
//     restarts the deadline and byte budget for long-lived event streams; close() ends it)
//
// Before a byte is sent: the URL is judged (scheme, userinfo, port, placeholders), the host resolved and
// EVERY address judged, and the socket pinned to the judged address (net/pinned-connect.ts).
// Each request: a new connection, no proxy, no cookies, no credential headers, no redirects unless asked
// (each hop judged again, each with its own deadline), one overall deadline (not an idle timer), a cap on
// DECODED bytes (gzip, deflate, br) that aborts the moment it is passed. Failures are typed (./errors.ts).
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { Client, errors as undiciErrors } from 'undici';
import { DEFAULT_CHECK_SETTINGS } from '../core/config.js';
import { assertAllowPrivate } from './allow-private.js';
import {
  AbortedError,
  ConnectError,
  DeadlineError,
  DnsError,
  HttpProtocolError,
  TlsError,
  TooLargeError,
  UnsafeTargetError,
} from './errors.js';
import { pinnedConnector, type ConnectHook } from './pinned-connect.js';
import { resolveAndJudge, type Resolver } from './resolver.js';
import { judgeUrl, type UrlPolicy } from './url-policy.js';

export type { ConnectHook, ConnectAttempt } from './pinned-connect.js';
export type { Resolver, ResolvedAddress } from './resolver.js';
export * from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'HEAD';

export interface SafeRequestOptions {
  url: string;
  method?: HttpMethod;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Decoded bytes; default CHECK_MAX_BODY_BYTES (256 KB). */
  maxBodyBytes?: number;
  /** Overall time until the response is fully read (or, for safeOpen, until re-armed). */
  deadlineMs?: number;
  /** Tests only (see ./allow-private.ts). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  /** Redirects to follow, each hop judged by every rule; default 0 (a 3xx is returned as is). */
  followRedirects?: number;
  /** Ends the request with AbortedError. */
  signal?: AbortSignal;
  connectHook?: ConnectHook;
  /** Extra trusted certificate authorities (tests). Certificates are always verified. */
  ca?: string | Buffer | Array<string | Buffer>;
  /** Overrides of the URL rules (default from the check settings). */
  policy?: Partial<UrlPolicy>;
  /** Default: the checker's User-Agent. */
  userAgent?: string;
}

export interface SafeResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The URL that answered (after followed redirects). */
  url: string;
  /** The IP address connected to. */
  address: string;
  https: boolean;
  bytesRead: number;
}

export interface SafeStream {
  status: number;
  headers: Record<string, string>;
  url: string;
  address: string;
  https: boolean;
  /** Decoded bytes read so far (all of this response). */
  readonly bytesRead: number;
  /** Decoded chunks; throws DeadlineError, TooLargeError, AbortedError, ConnectError. Call once. */
  read(): AsyncGenerator<Buffer, void, undefined>;
  /** Restarts the overall deadline and the byte budget (one answer on a long-lived event stream). */
  arm(limits: { deadlineMs: number; maxBytes: number; phase?: string }): void;
  close(): void;
}

const FORBIDDEN_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'host']);

// Closing a finished request is routine, so it reuses one reason instead of building an error per request:
// undici's own (ClientDestroyedError) and abort()'s DOMException each captured a stack, and destroying a
// socket with an error formats that stack (through source maps under tsx). That was about a tenth of a
// check's CPU (#13 note). Nothing reads this reason: by then the answer has been read or abandoned.
const CLOSED = new Error('request closed by the safe client');
void CLOSED.stack;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function normalizeHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_)|CERT|SELF_SIGNED|^EPROTO$|^HOSTNAME_MISMATCH$|^UNABLE_TO_/;

/** One place that turns whatever undici, net, tls or zlib threw into the typed errors. */
function mapError(err: unknown, state: { timedOut: { ms: number; phase: string } | null; aborted: boolean }): Error {
  if (state.aborted) return new AbortedError();
  if (state.timedOut) return new DeadlineError(state.timedOut.ms, state.timedOut.phase);
  if (
    err instanceof UnsafeTargetError ||
    err instanceof DnsError ||
    err instanceof TooLargeError ||
    err instanceof DeadlineError ||
    err instanceof AbortedError ||
    err instanceof TlsError ||
    err instanceof ConnectError ||
    err instanceof HttpProtocolError
  ) {
    return err;
  }
  const e = err as NodeJS.ErrnoException & { cause?: unknown };
  const code = String(e?.code ?? '');
  if (e?.cause && e.cause !== err && !code) return mapError(e.cause, state);
  if (TLS_CODES.test(code)) return new TlsError(code, e.message);
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return new TooLargeError(16 * 1024, 'response headers');
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return new ConnectError('CONNECT_TIMEOUT', e.message);
  if (code.startsWith('HPE_') || code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' || code === 'UND_ERR_INFO') {
    return new HttpProtocolError(code, e.message);
  }
  if (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code === 'ERR__ERROR_FORMAT_PADDING_1') {
    return new HttpProtocolError(code, `bad content encoding: ${e.message}`);
  }
  if (err instanceof undiciErrors.SocketError) return new ConnectError('UND_ERR_SOCKET', e.message);
  return new ConnectError(code || 'ERROR', e?.message ?? String(err));
}

function decoderFor(encoding: string | undefined): NodeJS.ReadWriteStream | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

interface HopResult {
  stream: SafeStream;
  location: string | null;
}

async function openHop(
  opts: SafeRequestOptions,
  url: string,
  method: HttpMethod,
  body: string | Buffer | undefined,
  shared: HopShared,
): Promise<HopResult> {
  // Callers pass their limits (policy, userAgent, deadline, body cap); the defaults are the contract's.
  const settings = DEFAULT_CHECK_SETTINGS;
  const policy: UrlPolicy = {
    allowHttp: opts.policy?.allowHttp ?? settings.allowHttp,
    allowedPorts: opts.policy?.allowedPorts ?? settings.allowedPorts,
    minPort: opts.policy?.minPort ?? settings.minPort,
  };
  const judged = judgeUrl(url, policy);
  const allowPrivate = opts.allowPrivate === true;
  // Looked up again for every request (and every hop): the answer is never cached across requests.
  const pinned = await shared.guard(resolveAndJudge(judged.hostname, { resolver: opts.resolver, allowPrivate }));
  const headers: Record<string, string> = {
    'user-agent': opts.userAgent ?? settings.userAgent,
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers[k.toLowerCase()] = v;
  if (body === undefined) delete headers['content-type'];

  const client = new Client(judged.url.origin, {
    connect: pinnedConnector({
      hostname: judged.hostname,
      address: pinned.address,
      family: pinned.family,
      allowPrivate,
      connectHook: opts.connectHook,
      ca: opts.ca,
    }),
    pipelining: 1,
    // Our own overall deadline governs; undici's idle timers would let a drip feed run forever.
    headersTimeout: 0,
    bodyTimeout: 0,
    keepAliveTimeout: 1,
  });
  shared.clients.push(client);
  const path = `${judged.url.pathname}${judged.url.search}`;
  const res = await shared.guard(
    client.request({ path, method, headers, body, signal: shared.controller.signal }).catch((err: unknown) => {
      throw mapError(err, shared);
    }),
  );
  const resHeaders = normalizeHeaders(res.headers as Record<string, string | string[] | undefined>);
  const location = REDIRECTS.has(res.statusCode) ? (resHeaders.location ?? null) : null;
  const stream = makeStream(
    res.statusCode,
    resHeaders,
    res.body as unknown as Readable,
    judged.url.toString(),
    pinned.address,
    judged.https,
    shared,
  );
  return { stream, location };
}

interface HopShared {
  controller: AbortController;
  timer: NodeJS.Timeout | null;
  timedOut: { ms: number; phase: string } | null;
  aborted: boolean;
  budget: number;
  bytesRead: number;
  bytesAtArm: number;
  clients: Client[];
  /** Rejects when the deadline passes or the caller aborts, whatever the awaited step is doing. */
  guard<T>(p: Promise<T>): Promise<T>;
  arm(ms: number, phase: string): void;
  close(): void;
}

function makeShared(deadlineMs: number, maxBytes: number, signal: AbortSignal | undefined): HopShared {
  const controller = new AbortController();
  let rejectGuards: Array<(e: Error) => void> = [];
  const shared: HopShared = {
    controller,
    timer: null,
    timedOut: null,
    aborted: false,
    budget: maxBytes,
    bytesRead: 0,
    bytesAtArm: 0,
    clients: [],
    guard<T>(p: Promise<T>): Promise<T> {
      if (shared.aborted) return Promise.reject(new AbortedError());
      if (shared.timedOut) return Promise.reject(new DeadlineError(shared.timedOut.ms, shared.timedOut.phase));
      return new Promise<T>((resolve, reject) => {
        rejectGuards.push(reject);
        const settle = () => (rejectGuards = rejectGuards.filter((r) => r !== reject));
        p.then(
          (v) => {
            settle();
            resolve(v);
          },
          (err) => {
            settle();
            reject(mapError(err, shared));
          },
        );
      });
    },
    arm(ms, phase) {
      if (shared.timer) clearTimeout(shared.timer);
      shared.timer = setTimeout(() => {
        shared.timedOut = { ms, phase };
        fail(new DeadlineError(ms, phase));
      }, ms);
    },
    close() {
      if (shared.timer) clearTimeout(shared.timer);
      shared.timer = null;
      signal?.removeEventListener('abort', onAbort);
      if (!controller.signal.aborted) controller.abort(CLOSED);
      for (const c of shared.clients) c.destroy(CLOSED).catch(() => undefined);
    },
  };
  function fail(err: Error) {
    const pending = rejectGuards;
    rejectGuards = [];
    for (const r of pending) r(err);
    controller.abort(err);
    for (const c of shared.clients) c.destroy().catch(() => undefined);
  }
  const onAbort = () => {
    shared.aborted = true;
    fail(new AbortedError());
  };
  if (signal?.aborted) shared.aborted = true;
  else signal?.addEventListener('abort', onAbort, { once: true });
  shared.arm(deadlineMs, 'response');
  return shared;
}

function makeStream(
  status: number,
  headers: Record<string, string>,
  body: Readable,
  url: string,
  address: string,
  https: boolean,
  shared: HopShared,
): SafeStream {
  let started = false;
  return {
    status,
    headers,
    url,
    address,
    https,
    get bytesRead() {
      return shared.bytesRead;
    },
    arm({ deadlineMs, maxBytes, phase }) {
      shared.budget = maxBytes;
      shared.bytesAtArm = shared.bytesRead;
      shared.arm(deadlineMs, phase ?? 'stream');
    },
    close() {
      body.destroy();
      shared.close();
    },
    async *read() {
      if (started) throw new Error('SafeStream.read() can be called once');
      started = true;
      const decoder = decoderFor(headers['content-encoding']);
      // pipeline, not pipe: a body that fails mid-way (connection reset) must fail the decoder too, or the
      // read would wait for the deadline and a reset would be recorded as a timeout.
      const source: AsyncIterable<Buffer> = decoder
        ? (pipeline(body, decoder as unknown as NodeJS.ReadWriteStream, () => undefined) as unknown as AsyncIterable<Buffer>)
        : body;
      const iterator = source[Symbol.asyncIterator]();
      try {
        while (true) {
          const next = await shared.guard(iterator.next());
          if (next.done) break;
          const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
          shared.bytesRead += chunk.length;
          if (shared.bytesRead - shared.bytesAtArm > shared.budget) {
            const err = new TooLargeError(shared.budget, 'decoded body');
            shared.close();
            throw err;
          }
          yield chunk;
        }
      } catch (err) {
        throw mapError(err, shared);
      } finally {
        (decoder as unknown as Readable | null)?.destroy();
      }
    },
  };
}

/** Opens a response for streaming. The caller must close() it. */
export async function safeOpen(opts: SafeRequestOptions): Promise<SafeStream> {
  const settings = DEFAULT_CHECK_SETTINGS;
  if (opts.allowPrivate) assertAllowPrivate();
  for (const name of Object.keys(opts.headers ?? {})) {
    // A programming error, thrown as is: no credential, cookie or Host override ever leaves the checker.
    if (FORBIDDEN_HEADERS.has(name.toLowerCase())) throw new TypeError(`safe client never sends a ${name.toLowerCase()} header`);
  }
  const deadlineMs = opts.deadlineMs ?? settings.responseDeadlineMs;
  const maxBytes = opts.maxBodyBytes ?? settings.maxBodyBytes;
  const maxHops = opts.followRedirects ?? 0;
  let url = opts.url;
  let method: HttpMethod = opts.method ?? 'GET';
  let body = opts.body;
  for (let hop = 0; ; hop++) {
    const shared = makeShared(deadlineMs, maxBytes, opts.signal);
    let result: HopResult;
    try {
      result = await openHop(opts, url, method, body, shared);
    } catch (err) {
      shared.close();
      throw mapError(err, shared);
    }
    if (!result.location || hop >= maxHops) return result.stream;
    result.stream.close();
    let next: URL;
    try {
      next = new URL(result.location, url);
    } catch {
      throw new HttpProtocolError('BAD_LOCATION', `redirect to an invalid URL: ${result.location}`);
    }
    if (result.stream.status === 303 || ((result.stream.status === 301 || result.stream.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
    url = next.toString();
  }
}

/** A whole response, read under the deadline and the decoded-byte cap. */
export async function safeRequest(opts: SafeRequestOptions): Promise<SafeResponse> {
  const stream = await safeOpen(opts);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream.read()) chunks.push(chunk);
  } finally {
    stream.close();
  }
  return {
    status: stream.status,
    headers: stream.headers,
    body: Buffer.concat(chunks),
    url: stream.url,
    address: stream.address,
    https: stream.https,
    bytesRead: stream.bytesRead,
  };
}
