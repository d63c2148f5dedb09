// Who may read /metrics. It tells an outsider how busy the checker is, how large the catalogue is and how
// fast searches run, which is operator business: by default only loopback clients (a scraper on the same
// machine) may read it; METRICS_TOKEN lets a scraper elsewhere in with `Authorization: Bearer <token>`;
// METRICS_LOOPBACK=false requires the token on loopback too.
// The client is req.ip, which follows TRUST_PROXY: behind a proxy on the same machine a public client is
// seen with its own address, not the proxy's loopback one, so the proxy does not open /metrics to all.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import ipaddr from 'ipaddr.js';

export interface MetricsAccess {
  /** Bearer token that opens /metrics from any address; undefined: none. */
  token?: string;
  /** Loopback clients may read without a token. */
  loopback: boolean;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const a = ipaddr.process(address);
  return a.range() === 'loopback';
}

function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Pure: may this request read the metrics? */
export function metricsAllowed(access: MetricsAccess, ip: string | undefined, authorization: string | undefined): boolean {
  if (access.token !== undefined && authorization?.startsWith('Bearer ') && sameToken(authorization.slice(7).trim(), access.token))
    return true;
  return access.loopback && isLoopback(ip);
}

export function metricsGuard(access: MetricsAccess) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (metricsAllowed(access, req.ip, req.headers.authorization)) return next();
    res.setHeader('Cache-Control', 'no-store');
    if (access.token !== undefined) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    res.status(access.token !== undefined ? 401 : 403).json({
      error: 'forbidden',
      message:
        access.token !== undefined
          ? '/metrics needs Authorization: Bearer <METRICS_TOKEN>' + (access.loopback ? ' (or a request from loopback)' : '')
          : access.loopback
            ? '/metrics answers only to loopback clients; set METRICS_TOKEN to scrape it from elsewhere'
            : '/metrics is turned off: set METRICS_TOKEN',
    });
  };
}
