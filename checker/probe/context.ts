// What every request of one check shares: settings, the safety inputs, the clock, and the running totals
// (addresses connected to, bytes read) that end up in the result.
import type { CheckSettings } from '../../core/config.js';
import { AbortedError, DeadlineError } from '../../net/errors.js';
import type { ConnectHook, Resolver, SafeRequestOptions } from '../../net/safe-client.js';

export interface ProbeContext {
  settings: CheckSettings;
  allowPrivate: boolean;
  resolver?: Resolver;
  connectHook?: ConnectHook;
  ca?: SafeRequestOptions['ca'];
  signal?: AbortSignal;
  now: () => Date;
  /** Monotonic milliseconds. */
  clock: () => number;
  startedMs: number;
  addresses: Set<string>;
  bytesRead: number;
}

/** The deadline for the next response: the per-response limit, or what is left of the whole check. */
export function nextDeadlineMs(ctx: ProbeContext, perResponseMs = ctx.settings.responseDeadlineMs): number {
  if (ctx.signal?.aborted) throw new AbortedError();
  const left = ctx.settings.checkDeadlineMs - (ctx.clock() - ctx.startedMs);
  if (left <= 0) throw new DeadlineError(ctx.settings.checkDeadlineMs, 'whole check');
  return Math.max(1, Math.min(perResponseMs, Math.floor(left)));
}

/** Options every safe request of this check carries. */
export function requestBase(
  ctx: ProbeContext,
): Pick<
  SafeRequestOptions,
  'allowPrivate' | 'resolver' | 'connectHook' | 'ca' | 'signal' | 'userAgent' | 'maxBodyBytes' | 'followRedirects' | 'policy'
> {
  return {
    allowPrivate: ctx.allowPrivate,
    resolver: ctx.resolver,
    connectHook: ctx.connectHook,
    ca: ctx.ca,
    signal: ctx.signal,
    userAgent: ctx.settings.userAgent,
    maxBodyBytes: ctx.settings.maxBodyBytes,
    followRedirects: ctx.settings.maxRedirects,
    policy: { allowHttp: ctx.settings.allowHttp, allowedPorts: ctx.settings.allowedPorts, minPort: ctx.settings.minPort },
  };
}
