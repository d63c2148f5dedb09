// The portal and the public pages, as one Express router for app/http/app.ts.
//
//   createPortal({ db, config, log }, options?) -> Router
//     options.now           clock (sessions, challenges, actions): tests move it
//     options.proofSources  where proofs are looked for (DNS TXT resolver, file fetch); tests point them
//                           at loopback servers
//     options.search        the web process's live search index; default a private index over the
//                           catalogue read model (read/site-search.ts)
//     options.rateLimits    per-address limits of challenge, verify and recheck
//   reconfirmOwners(db, proofSources, now)   for the worker: re-checks proofs every 30 days (7 days grace)
//
// Local http: the session cookie is `__Host-sb_session` (Secure) only when PUBLIC_BASE_URL is https;
// on plain http (npm start on localhost) it is `sb_session` without Secure, since browsers refuse a
// `__Host-` cookie without it (session/cookie.ts).
import { Router } from 'express';
import type { Database } from '../db/connection.js';
import { DEFAULT_CHECK_SETTINGS, DEFAULT_SCHEDULE_SETTINGS, type Config } from '../core/config.js';
import type { Log } from '../core/log.js';
import { portalRoutes } from './http/portal-routes.js';
import { publicRoutes } from './http/public-routes.js';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits.js';
import { pageErrorHandler } from './http/render.js';
import { scheduleFacts } from './read/schedule-facts.js';
import { privateIndexSearch, type SiteSearch } from './read/site-search.js';
import { proofSources, type ProofSources } from './verification/proof-sources.js';

export { reconfirmOwners } from './verification/reconfirm.js';
export { proofSources } from './verification/proof-sources.js';
export { deleteExpiredSessions } from './session/session-store.js';

export interface PortalDeps {
  db: Database;
  /** check and schedule: what /about/checks states and the file proof sends (default: every default). */
  config: Pick<Config, 'publicBaseUrl'> & Partial<Pick<Config, 'check' | 'schedule'>>;
  log: Log;
}

export interface PortalOptions {
  now?: () => Date;
  proofSources?: ProofSources;
  /** Tests: the port the file proof is served on (instructions show it). */
  filePort?: number;
  search?: SiteSearch;
  rateLimits?: Partial<RateLimitSettings>;
}

export function createPortal(deps: PortalDeps, opts: PortalOptions = {}): Router {
  const now = opts.now ?? (() => new Date());
  const base = deps.config.publicBaseUrl;
  const r = Router();
  r.use(
    publicRoutes({
      db: deps.db,
      publicBaseUrl: base,
      now,
      search: opts.search ?? privateIndexSearch(deps.db, now),
      checkSettings: deps.config.check ?? DEFAULT_CHECK_SETTINGS,
      schedule: scheduleFacts(deps.config.schedule ?? DEFAULT_SCHEDULE_SETTINGS),
    }),
  );
  r.use(
    '/portal',
    portalRoutes({
      db: deps.db,
      publicBaseUrl: base,
      now,
      proofs: opts.proofSources ?? proofSources({ userAgent: deps.config.check?.userAgent }),
      filePort: opts.filePort,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
    }),
  );
  r.use(pageErrorHandler(deps.log));
  return r;
}
