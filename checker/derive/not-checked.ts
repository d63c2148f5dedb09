// The result row of a remote that was not checked (placeholder URL, owner pause): the contract's shape
// with nothing learnt, so it is stored and shown like any other check and never counts as a failure.
import type { CheckResult, NotCheckedState } from '../../core/check-result.js';

export function notCheckedResult(
  target: { url: string; transport: 'streamable-http' | 'sse' },
  state: NotCheckedState,
  at: Date,
  attempt: number,
  detail: string,
): CheckResult {
  return {
    url: target.url,
    transport: target.transport,
    outcome: 'not_checked',
    state,
    httpStatus: null,
    retryAfterSeconds: null,
    auth: null,
    era: null,
    protocolVersion: null,
    server: null,
    toolCount: null,
    tools: null,
    toolsTruncated: false,
    responseMs: null,
    checkedAt: at.toISOString(),
    attempt,
    detail,
    tls: null,
    instructions: null,
    toolsError: null,
    pingOk: null,
    sessionEnded: null,
    totalMs: 0,
    bytesRead: 0,
    addresses: [],
  };
}
