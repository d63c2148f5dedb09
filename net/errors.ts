// Typed failures of the safe client. The probe maps each to a check state (checker/probe/classify.ts),
// so every way a request can end has exactly one class here.

/** Reasons match the contract's not_checked states (userinfo and unparseable URLs count as a disallowed form). */
export type UnsafeReason = 'placeholder' | 'non_public_address' | 'disallowed_port' | 'disallowed_scheme';

export class UnsafeTargetError extends Error {
  constructor(
    readonly reason: UnsafeReason,
    readonly detail: string,
  ) {
    super(`refused before sending: ${reason} (${detail})`);
    this.name = 'UnsafeTargetError';
  }
}

export class DnsError extends Error {
  constructor(
    readonly hostname: string,
    readonly code: string,
  ) {
    super(`no usable DNS answer for ${hostname} (${code})`);
    this.name = 'DnsError';
  }
}

export class ConnectError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectError';
  }
}

export class TlsError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TlsError';
  }
}

/** The overall per-response deadline passed (never an idle timer). */
export class DeadlineError extends Error {
  constructor(
    readonly deadlineMs: number,
    readonly phase: string,
  ) {
    super(`no complete answer within ${deadlineMs} ms (${phase})`);
    this.name = 'DeadlineError';
  }
}

/** The decoded body (or one SSE line, or the headers) passed its cap; reading stopped at that byte. */
export class TooLargeError extends Error {
  constructor(
    readonly limitBytes: number,
    readonly what: string,
  ) {
    super(`${what} larger than ${limitBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

/** The caller's signal ended the request (for a check: its owner paused it). */
export class AbortedError extends Error {
  constructor() {
    super('aborted by the caller');
    this.name = 'AbortedError';
  }
}

/** Malformed HTTP, or more redirects than allowed: the peer answered, but not usably. */
export class HttpProtocolError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpProtocolError';
  }
}
