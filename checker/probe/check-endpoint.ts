// One check of one remote MCP endpoint: the only entry point the scheduler, the CLI and the bench call.
//
//   interface CheckTarget  { url; transport: 'streamable-http' | 'sse'; preferEra?: 'modern' | 'initialize' | 'legacy-sse' }
//   interface CheckOptions { allowPrivate?; resolver?; now?; signal?; settings?: Partial<CheckSettings>; attempt?;
//                            connectHook?; ca? }
//   checkEndpoint(target, opts?): Promise<CheckResult>      (never throws for anything the server does)
//
// What it sends (docs/checks.md): Streamable HTTP `initialize` -> `notifications/initialized` ->
// `tools/list` (<= maxToolPages pages, <= maxTools tools) -> `ping` -> `DELETE` of the session; or, for
// 2026-07-28 servers, `server/discover` -> `tools/list`. `server/discover` is tried when `initialize` is
// refused (JSON-RPC error, or a 4xx carrying one) and first when `preferEra` is 'modern' (it answered last
// time; 'legacy-sse' only matters with transport `sse`). Remote type `sse`: legacy HTTP+SSE (GET,
// `endpoint` event, POSTs answered on the stream). A DELETE is also sent when tools/list failed.
// Never: a tool call, a resource or prompt read, an answer to a server request, a credential or cookie.
//
// Abort (`signal`, the owner paused checks mid-check): the check stops at once (open requests are
// destroyed, no DELETE follows) and the result is `not_checked` / `paused_by_owner`, with whatever was
// learnt before (server identity, tools) left out so a half check is never mistaken for a full one.
import { performance } from 'node:perf_hooks';
import { outcomeOf, type CheckResult, type Era, type OAuthDetail } from '../../core/check-result.js';
import { assertAllowPrivate } from '../../net/allow-private.js';
import { AbortedError } from '../../net/errors.js';
import type { ConnectHook, Resolver, SafeRequestOptions } from '../../net/safe-client.js';
import { safeRequest } from '../../net/safe-client.js';
import { judgeUrl } from '../../net/url-policy.js';
import { DEFAULT_CHECK_SETTINGS, type CheckSettings } from '../../core/config.js';
import { listTools, ping, type Channel, type ToolListing } from './channel.js';
import { classifyError, verdict, type Verdict } from './classify.js';
import { nextDeadlineMs, requestBase, type ProbeContext } from './context.js';
import { ProbeFailure } from './failure.js';
import {
  discoverHandshake,
  handshakeFromInitialize,
  initializeHandshake,
  initializeParams,
  streamableChannel,
  type Handshake,
  type HandshakeOutcome,
} from './handshake.js';
import { openLegacySse } from './legacy-sse.js';
import { discoverOAuth } from './oauth-metadata.js';

export interface CheckTarget {
  url: string;
  transport: 'streamable-http' | 'sse';
  /** The era that answered last time for this remote (tried first). */
  preferEra?: 'modern' | 'initialize' | 'legacy-sse';
}

export interface CheckOptions {
  /** Tests only: allow loopback and private-use addresses (refused outside NODE_ENV=test unless declared). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  now?: () => Date;
  /** Abort = owner paused checks: result not_checked / paused_by_owner. */
  signal?: AbortSignal;
  settings?: Partial<CheckSettings>;
  /** 1 for the first try of the day, 2 for the retry. */
  attempt?: number;
  /** Test seam called before every socket; throwing refuses the connection. */
  connectHook?: ConnectHook;
  /** Extra trusted certificate authorities (tests). */
  ca?: SafeRequestOptions['ca'];
}

interface ProbeOutcome {
  verdict: Verdict;
  handshake: Handshake | null;
  listing: ToolListing | null;
  pingOk: boolean | null;
  sessionEnded: boolean | null;
}

const GATE_STATES = new Set(['auth_required', 'payment_required', 'access_denied', 'rate_limited', 'blocked']);

function failureVerdict(err: unknown): Verdict {
  return err instanceof ProbeFailure ? err.verdict : classifyError(err);
}

/** Handshake in the preferred era, falling back to the other one as docs/checks.md says. */
async function streamableHandshake(ctx: ProbeContext, url: string, preferEra: CheckTarget['preferEra']): Promise<Handshake> {
  const modernFirst = preferEra === 'modern';
  const first = modernFirst ? discoverHandshake : initializeHandshake;
  const second = modernFirst ? initializeHandshake : discoverHandshake;
  let firstOutcome: HandshakeOutcome;
  try {
    firstOutcome = await first(ctx, url);
  } catch (err) {
    // History said modern; if that no longer answers as MCP, the server may have gone back to initialize.
    const v = failureVerdict(err);
    if (!(modernFirst && (v.state === 'http_error' || v.state === 'not_mcp'))) throw err;
    firstOutcome = { kind: 'refused', detail: v.detail ?? v.state, httpStatus: v.httpStatus ?? 0 };
  }
  if (firstOutcome.kind === 'ok') return firstOutcome.handshake;
  let secondOutcome: HandshakeOutcome;
  try {
    secondOutcome = await second(ctx, url);
  } catch (err) {
    const v = failureVerdict(err);
    if (v.state === 'http_error' || v.state === 'not_mcp') {
      throw new ProbeFailure(
        verdict('handshake_error', {
          httpStatus: firstOutcome.httpStatus || v.httpStatus,
          detail: `${firstOutcome.detail}; then ${v.detail ?? v.state}`,
        }),
      );
    }
    throw err;
  }
  if (secondOutcome.kind === 'ok') return secondOutcome.handshake;
  const [init, disc] = modernFirst ? [secondOutcome, firstOutcome] : [firstOutcome, secondOutcome];
  throw new ProbeFailure(
    verdict('handshake_error', {
      httpStatus: init.httpStatus || disc.httpStatus,
      detail: `initialize refused (${init.detail}); server/discover refused (${disc.detail})`,
    }),
  );
}

async function endSession(ctx: ProbeContext, url: string, hs: Handshake): Promise<boolean | null> {
  // A pause takes effect at once: not even the DELETE is sent after it.
  if (!ctx.settings.endSession || !hs.sessionId || hs.era !== 'initialize' || ctx.signal?.aborted) return null;
  try {
    const res = await safeRequest({
      ...requestBase(ctx),
      url,
      method: 'DELETE',
      headers: { 'mcp-session-id': hs.sessionId, 'mcp-protocol-version': hs.protocolVersion },
      deadlineMs: Math.min(ctx.settings.responseDeadlineMs, 5_000),
    });
    ctx.addresses.add(res.address);
    ctx.bytesRead += res.bytesRead;
    return res.status >= 200 && res.status < 300;
  } catch {
    return false;
  }
}

async function probeStreamable(ctx: ProbeContext, url: string, preferEra: CheckTarget['preferEra']): Promise<ProbeOutcome> {
  const hs = await streamableHandshake(ctx, url, preferEra);
  const channel = streamableChannel(ctx, url, hs);
  let steps: Omit<ProbeOutcome, 'sessionEnded'>;
  try {
    steps = await stepsAfterHandshake(ctx, channel, hs, hs.era === 'initialize');
  } catch (err) {
    await endSession(ctx, url, hs);
    throw err;
  }
  return { ...steps, sessionEnded: await endSession(ctx, url, hs) };
}

/** notifications/initialized (2025 eras), tools/list, ping; a gate status met on the way decides the state. */
async function stepsAfterHandshake(
  ctx: ProbeContext,
  channel: Channel,
  hs: Handshake,
  sessionful: boolean,
): Promise<Omit<ProbeOutcome, 'sessionEnded'>> {
  let listing: ToolListing | null = null;
  let pingOk: boolean | null = null;
  try {
    if (sessionful) await channel.notify('notifications/initialized').catch(rethrowFinal);
    listing = await listTools(ctx, channel, hs.hasToolsCapability);
    if (sessionful && ctx.settings.sendPing) pingOk = await ping(channel);
  } catch (err) {
    const gate = failureVerdict(err);
    if (err instanceof AbortedError || !GATE_STATES.has(gate.state)) throw err;
    return { verdict: gate, handshake: hs, listing, pingOk };
  }
  return { verdict: verdict('responds', { httpStatus: hs.httpStatus }), handshake: hs, listing, pingOk };
}

function rethrowFinal(err: unknown): void {
  if (err instanceof AbortedError) throw err;
  if (err instanceof ProbeFailure && GATE_STATES.has(err.verdict.state)) throw err;
}

async function probeLegacy(ctx: ProbeContext, url: string): Promise<ProbeOutcome> {
  const session = await openLegacySse(ctx, url);
  try {
    const reply = await session.channel.request('initialize', initializeParams(ctx));
    if (reply.kind === 'http') {
      throw new ProbeFailure(verdict('http_error', { httpStatus: reply.status, detail: `initialize answered HTTP ${reply.status}` }));
    }
    const outcome = handshakeFromInitialize(reply, 'legacy-sse', null);
    if (outcome.kind === 'refused')
      throw new ProbeFailure(verdict('handshake_error', { httpStatus: reply.status, detail: `initialize refused (${outcome.detail})` }));
    return { ...(await stepsAfterHandshake(ctx, session.channel, outcome.handshake, true)), sessionEnded: null };
  } finally {
    session.close();
  }
}

function buildResult(
  target: CheckTarget,
  ctx: ProbeContext,
  checkedAt: Date,
  attempt: number,
  o: ProbeOutcome,
  https: boolean | null,
): CheckResult {
  const v = o.verdict;
  const paused = v.state === 'paused_by_owner';
  const hs = paused ? null : o.handshake;
  const listing = paused ? null : o.listing;
  const visibleTools = v.state === 'responds' && listing !== null;
  const server = hs?.server ?? listing?.serverFromMeta ?? null;
  return {
    url: target.url,
    transport: target.transport,
    outcome: outcomeOf(v.state),
    state: v.state,
    httpStatus: v.httpStatus,
    retryAfterSeconds: v.retryAfterSeconds,
    auth: v.auth,
    era: (hs?.era ?? null) as Era | null,
    protocolVersion: hs?.protocolVersion ?? null,
    server,
    toolCount: visibleTools ? listing!.tools.length : null,
    tools: visibleTools ? listing!.tools : null,
    toolsTruncated: visibleTools ? listing!.truncated : false,
    responseMs: hs?.responseMs ?? null,
    checkedAt: checkedAt.toISOString(),
    attempt,
    detail: v.detail,
    tls: https,
    instructions: hs?.instructions != null ? { text: hs.instructions, length: hs.instructions.length } : null,
    toolsError: visibleTools ? listing!.error : null,
    pingOk: paused ? null : o.pingOk,
    sessionEnded: o.sessionEnded,
    totalMs: Math.max(0, Math.round(ctx.clock() - ctx.startedMs)),
    bytesRead: ctx.bytesRead,
    addresses: [...ctx.addresses],
    oauth: null,
  };
}

export async function checkEndpoint(target: CheckTarget, opts: CheckOptions = {}): Promise<CheckResult> {
  const settings: CheckSettings = { ...DEFAULT_CHECK_SETTINGS, ...opts.settings };
  // Thrown, not recorded: allowPrivate outside tests is a misconfiguration, never a check result.
  if (opts.allowPrivate) assertAllowPrivate();
  const now = opts.now ?? (() => new Date());
  const clock = () => performance.now();
  const ctx: ProbeContext = {
    settings,
    allowPrivate: opts.allowPrivate === true,
    resolver: opts.resolver,
    connectHook: opts.connectHook,
    ca: opts.ca,
    signal: opts.signal,
    now,
    clock,
    startedMs: clock(),
    addresses: new Set(),
    bytesRead: 0,
  };
  const checkedAt = now();
  const attempt = opts.attempt ?? 1;
  const empty = (v: Verdict): ProbeOutcome => ({ verdict: v, handshake: null, listing: null, pingOk: null, sessionEnded: null });
  let https: boolean | null = null;
  try {
    if (opts.signal?.aborted) throw new AbortedError();
    // Rule 1 up front, so a not_checked URL costs nothing (the safe client judges it again anyway).
    https = judgeUrl(target.url, { allowHttp: settings.allowHttp, allowedPorts: settings.allowedPorts, minPort: settings.minPort }).https;
    nextDeadlineMs(ctx);
    const outcome =
      target.transport === 'sse' ? await probeLegacy(ctx, target.url) : await probeStreamable(ctx, target.url, target.preferEra);
    if (opts.signal?.aborted) return buildResult(target, ctx, checkedAt, attempt, empty(classifyError(new AbortedError())), https);
    return withOAuth(ctx, target, buildResult(target, ctx, checkedAt, attempt, outcome, https));
  } catch (err) {
    const v = opts.signal?.aborted ? classifyError(new AbortedError()) : failureVerdict(err);
    return withOAuth(ctx, target, buildResult(target, ctx, checkedAt, attempt, empty(v), https));
  }
}

/**
 * An endpoint that asked for sign-in: what its OAuth metadata says (oauth-metadata.ts, at most two GETs
 * within the same limits). A challenge without resource_metadata whose well-known metadata exists is
 * OAuth after all (the MCP authorization spec lets clients fall back to the well-known URL).
 */
async function withOAuth(ctx: ProbeContext, target: CheckTarget, r: CheckResult): Promise<CheckResult> {
  if (r.state !== 'auth_required' || !r.auth || ctx.signal?.aborted) return r;
  let oauth: OAuthDetail | null;
  try {
    oauth = await discoverOAuth(ctx, target.url, r.auth.resourceMetadata);
  } catch {
    oauth = null; // the deadline of the whole check ran out: the verdict stands without detail
  }
  if (ctx.signal?.aborted || !oauth) return r;
  return {
    ...r,
    auth: r.auth.scheme === 'oauth' ? r.auth : { scheme: 'oauth', resourceMetadata: oauth.resourceMetadataUrl },
    oauth,
    totalMs: Math.max(0, Math.round(ctx.clock() - ctx.startedMs)),
    bytesRead: ctx.bytesRead,
    addresses: [...ctx.addresses],
  };
}
