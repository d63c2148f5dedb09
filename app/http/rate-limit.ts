// One request budget per client address for everything agents and people reach: /mcp, /api and the pages
// (API_RATE_LIMIT requests a minute; 0 turns it off, as the benchmarks do). Health checks and /metrics
// are left out: a load balancer or scraper polling them must never be locked out by a busy client.
// A client over its budget gets 429 with Retry-After, in the shape its protocol expects: a JSON-RPC error
// on /mcp (the MCP SDK clients raise it with the message), a page for browsers, JSON for everything else.
//
// The client address is req.ip, which follows TRUST_PROXY (app.ts sets Express's `trust proxy`): behind
// a reverse proxy it is the address the proxy saw, not the proxy's own, so clients do not share a bucket.
//
// Per process, in memory: with several web processes each keeps its own counts, so one client can reach
// N x the limit when a balancer spreads its requests over N processes. That is deliberate: the limit
// exists to protect a process's event loop from one client's burst, which is what a process sees; a
// shared store in PostgreSQL would add a database write to every request, load the database with the very
// traffic the limit is meant to shed, and make every page depend on the database being reachable.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { errorPage } from '../../portal/pages/layout.js';
import { sendPage } from '../../portal/http/render.js';

/** Paths never limited: health for load balancers, metrics (protected on its own, see metrics-access.ts). */
const UNLIMITED = new Set(['/healthz', '/readyz', '/metrics']);

export interface RateLimitOptions {
  /** Requests a minute per client address; 0 = no limit. */
  perMinute: number;
  /** Window length; a minute in production, shorter only where a test needs the window to pass. */
  windowMs?: number;
}

function retryAfterSeconds(req: Request, windowMs: number): number {
  const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const ms = reset ? reset.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

export function clientRateLimit(opts: RateLimitOptions): RequestHandler {
  if (opts.perMinute <= 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  const windowMs = opts.windowMs ?? 60_000;
  return rateLimit({
    windowMs,
    limit: opts.perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => UNLIMITED.has(req.path),
    // The library warns on console about proxy settings; TRUST_PROXY is validated by the config instead.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (req, res) => {
      const wait = retryAfterSeconds(req, windowMs);
      res.setHeader('Retry-After', String(wait));
      const message = `rate limit: more than ${opts.perMinute} requests a minute from your address; retry in ${wait} s`;
      if (req.path === '/mcp' || req.path.startsWith('/mcp/')) {
        res.status(429).json({ jsonrpc: '2.0', id: null, error: { code: -32000, message, data: { retryAfterSeconds: wait } } });
      } else if (!req.path.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
        sendPage(
          res,
          errorPage(429, `Too many requests from your network: more than ${opts.perMinute} a minute. Wait ${wait} seconds and try again.`),
          429,
        );
      } else {
        res.status(429).json({ error: 'rate_limited', message, retryAfterSeconds: wait });
      }
    },
  });
}
