// Per-address limits on the expensive or abusable portal requests: creating a challenge, verifying one
// (each verify makes a DNS query or an HTTPS request to a domain someone typed), asking for a recheck.
// The once-per-10-minutes rule of a recheck is kept in the database (owners/actions.ts); this limit only
// stops one address from hammering the endpoint. Memory store per process: the limits are about one
// client's burst, which one process sees.
import { rateLimit } from 'express-rate-limit';
import type { NextFunction, Request, Response } from 'express';
import { PortalError } from './portal-error.js';

export interface RateLimitSettings {
  windowMs: number;
  challenge: number;
  verify: number;
  recheck: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { windowMs: 15 * 60_000, challenge: 10, verify: 30, recheck: 20 };

export function limiter(windowMs: number, limit: number, what: string) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req: Request, _res: Response, next: NextFunction) =>
      next(new PortalError(429, 'rate_limited', `Too many ${what} from your network. Wait a few minutes and try again.`)),
  });
}
