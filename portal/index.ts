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
import { checkSettings, type CheckSettings } from '../core/settings/check-settings.js';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/log.js';
import { portalRoutes } from './http/portal-routes.js';
import { publicRoutes } from './http/public-routes.js';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits.js';
import { pageErrorHandler } from './http/render.js';
import { currentScheduleFacts, type ScheduleFacts } from './read/schedule-facts.js';
import { privateIndexSearch, type SiteSearch } from './read/site-search.js';
import { proofSources, type ProofSources } from './verification/proof-sources.js';

export { reconfirmOwners } from './verification/reconfirm.js';
export { proofSources } from './verification/proof-sources.js';
export { deleteExpiredSessions } from './session/session-store.js';

export interface PortalDeps {
  db: Database;
  config: Pick<Config, 'publicBaseUrl'>;
  log: Logger;
}

export interface PortalOptions {
  now?: () => Date;
  proofSources?: ProofSources;
  /** Tests: the port the file proof is served on (instructions show it). */
  filePort?: number;
  search?: SiteSearch;
  rateLimits?: Partial<RateLimitSettings>;
  checkSettings?: () => CheckSettings;
  /** The schedule limits /about/checks states; default: the process's schedule settings. */
  schedule?: () => ScheduleFacts;
}

export function createPortal(deps: PortalDeps, opts: PortalOptions = {}): Router {
  const now = opts.now ?? (() => new Date());
  const base = deps.config.publicBaseUrl;
  const r = Router();
  r.use(publicRoutes({
    db: deps.db,
    publicBaseUrl: base,
    now,
    search: opts.search ?? privateIndexSearch(deps.db, now),
    checkSettings: opts.checkSettings ?? (() => checkSettings()),
    schedule: opts.schedule ?? currentScheduleFacts,
  }));
  r.use('/portal', portalRoutes({
    db: deps.db,
    publicBaseUrl: base,
    now,
    proofs: opts.proofSources ?? proofSources(),
    filePort: opts.filePort,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
  }));
  r.use(pageErrorHandler(deps.log));
  return r;
}
