// What an answer means, as the contract in docs/checks.md says. Pure functions: the probe
// hands over what it saw (a status and headers, a typed error, a JSON-RPC refusal) and gets a verdict.
import type { CheckState } from '../../core/check-result.js';
import {
  AbortedError,
  ConnectError,
  DeadlineError,
  DnsError,
  HttpProtocolError,
  TlsError,
  TooLargeError,
  UnsafeTargetError,
} from '../../net/errors.js';
import { asErrorResponse, parseJson } from './jsonrpc.js';

export interface AuthInfo {
  scheme: 'oauth' | 'api_key';
  resourceMetadata: string | null;
}

export interface Verdict {
  state: CheckState;
  httpStatus: number | null;
  retryAfterSeconds: number | null;
  auth: AuthInfo | null;
  detail: string | null;
}

export function verdict(state: CheckState, extra: Partial<Omit<Verdict, 'state'>> = {}): Verdict {
  return { state, httpStatus: null, retryAfterSeconds: null, auth: null, detail: null, ...extra };
}

/** `Retry-After` as whole seconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
const RETRY_AFTER_MAX_S = 10 * 365 * 86_400;

export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  // Both forms are capped at ten years: a date in the year 9999 would not fit the integer column.
  if (/^\d+$/.test(v)) return Math.min(Number(v), RETRY_AFTER_MAX_S);
  if (!/[a-z]/i.test(v)) return null;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.min(RETRY_AFTER_MAX_S, Math.max(0, Math.ceil((at - now.getTime()) / 1000)));
}

/**
 * The auth scheme a challenge asks for: `oauth` when any challenge carries `resource_metadata`
 * (RFC 9728, what MCP authorization uses), otherwise `api_key`.
 */
export function parseAuthChallenge(wwwAuthenticate: string | undefined): AuthInfo {
  const m = wwwAuthenticate?.match(/(?:^|[\s,])resource_metadata\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/i);
  if (!m) return { scheme: 'api_key', resourceMetadata: null };
  const raw = (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1');
  let resourceMetadata: string | null = null;
  try {
    resourceMetadata = new URL(raw).toString();
  } catch {
    resourceMetadata = null;
  }
  return { scheme: 'oauth', resourceMetadata };
}

/**
 * Statuses that decide the check whatever the body says: sign-in, payment, access denied, rate limited,
 * blocked. Null for anything else (the caller goes on to read the body or reports an HTTP error).
 */
export function classifyGateStatus(status: number, headers: Record<string, string>, now: Date): Verdict | null {
  const challenge = headers['www-authenticate'];
  switch (status) {
    case 401:
      return verdict('auth_required', { httpStatus: 401, auth: parseAuthChallenge(challenge), detail: 'asks for sign-in' });
    case 402:
      return verdict('payment_required', { httpStatus: 402, detail: 'asks for payment' });
    case 403:
      return challenge
        ? verdict('auth_required', { httpStatus: 403, auth: parseAuthChallenge(challenge), detail: '403 with an authentication challenge' })
        : verdict('access_denied', { httpStatus: 403, detail: '403 without an authentication challenge (firewall or bot protection)' });
    case 429:
      return verdict('rate_limited', {
        httpStatus: 429,
        retryAfterSeconds: parseRetryAfter(headers['retry-after'], now),
        detail: 'asked us to slow down',
      });
    case 451:
      return verdict('blocked', { httpStatus: 451, detail: 'refused for legal reasons' });
    default:
      return null;
  }
}

/** Any other non-2xx status: an HTTP error (with Retry-After kept, e.g. on 503, for the scheduler). */
export function classifyHttpError(status: number, headers: Record<string, string>, now: Date): Verdict {
  return verdict('http_error', {
    httpStatus: status,
    retryAfterSeconds: status === 503 ? parseRetryAfter(headers['retry-after'], now) : null,
    detail: status >= 300 && status < 400 ? `redirect (${status}) not followed` : `HTTP ${status}`,
  });
}

/**
 * A 4xx whose body is a JSON-RPC error (e.g. -32022 "Unsupported protocol version" from a 2026-07-28
 * server asked to `initialize`) is a protocol refusal, not an HTTP failure: the other handshake is tried.
 */
export function jsonRpcRefusalIn(status: number, contentType: string | undefined, body: string): { code: number; message: string } | null {
  if (status < 400 || status >= 500) return null;
  if (!/json/i.test(contentType ?? '')) return null;
  const parsed = parseJson(body);
  if (!parsed.ok) return null;
  const err = asErrorResponse(parsed.value);
  return err?.error ? { code: err.error.code, message: String(err.error.message ?? '') } : null;
}

/** A failure of the safe client as a check state. */
export function classifyError(err: unknown): Verdict {
  if (err instanceof UnsafeTargetError) return verdict(err.reason, { detail: err.detail });
  if (err instanceof AbortedError) return verdict('paused_by_owner', { detail: 'abandoned: checks paused by the owner' });
  if (err instanceof DnsError) return verdict('dns', { detail: err.message });
  if (err instanceof DeadlineError) return verdict('timeout', { detail: err.message });
  if (err instanceof TooLargeError) return verdict('too_large', { detail: err.message });
  if (err instanceof TlsError) return verdict('tls', { detail: `${err.code}: ${err.message}` });
  if (err instanceof HttpProtocolError) return verdict('not_mcp', { detail: `not valid HTTP: ${err.message}` });
  if (err instanceof ConnectError) {
    return err.code === 'CONNECT_TIMEOUT'
      ? verdict('timeout', { detail: 'connection not established in time' })
      : verdict('connect', { detail: `${err.code}: ${err.message}` });
  }
  return verdict('connect', { detail: err instanceof Error ? err.message : String(err) });
}

/** Media type without parameters, lower case. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
