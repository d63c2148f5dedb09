// /portal: domain verification and owner actions. Thin handlers over verification/ and owners/.
import express, { Router, type Request, type Response } from 'express';
import type { Database } from '../../db/connection.js';
import { CATEGORIES } from '../../core/categories/category-list.js';
import { parseCategories, parseHosting } from '../owners/action-input.js';
import * as actions from '../owners/actions.js';
import { auditFor, auditForServer, unverifiedAttempts } from '../owners/audit.js';
import { listingExists, ownerListing } from '../owners/listing.js';
import { actingDomain, activeDomains, ownedServers, releaseStaleOwnership } from '../owners/ownership.js';
import { challengePage, manageServerPage, portalHomePage } from '../pages/portal-pages.js';
import { clearSessionCookie, type CookiePolicy } from '../session/cookie.js';
import { csrfProtection } from '../session/csrf.js';
import { currentSession, sessionMiddleware, setCurrentSession } from '../session/session-middleware.js';
import { destroySession, regenerateSession, saveNewSession, saveSession, type Session } from '../session/session-store.js';
import { createChallenge, openChallenges, ProofNotFound, verifyChallenge } from '../verification/challenges.js';
import { normalizeDomain } from '../verification/domain-name.js';
import { fileUrl, type ProofSources } from '../verification/proof-sources.js';
import { noStore, pageHeaders } from './page-headers.js';
import { forbidden, notFound, PortalError } from './portal-error.js';
import { limiter, type RateLimitSettings } from './rate-limits.js';
import { sendPage } from './render.js';

export interface PortalRouteDeps {
  db: Database;
  publicBaseUrl: string;
  now: () => Date;
  proofs: ProofSources;
  /** Shown in instructions only (tests serve the file on another port). */
  filePort?: number;
  rateLimits: RateLimitSettings;
}

const ACTIONS = ['claim', 'unclaim', 'pause', 'resume', 'recheck', 'hosting', 'categories'] as const;
type ActionName = (typeof ACTIONS)[number];
const DONE: Record<ActionName, string> = {
  claim: 'Listing claimed.',
  unclaim: 'Claim released.',
  pause: 'Checks paused. A check in progress was abandoned.',
  resume: 'Checks resumed.',
  recheck: 'Recheck requested: it runs within minutes.',
  hosting: 'Hosting declaration saved.',
  categories: 'Category correction saved.',
};

function mustSession(res: Response): Session {
  const s = currentSession(res);
  if (!s) throw new PortalError(403, 'no_session', 'Your session has expired. Reload the portal and try again.');
  return s;
}

async function takeFlash(db: Database, s: Session, now: Date): Promise<string | undefined> {
  const flash = s.data.flash;
  if (flash !== undefined) {
    delete s.data.flash;
    await saveSession(db, s, now);
  }
  return flash;
}

async function setFlash(db: Database, s: Session, message: string, now: Date): Promise<void> {
  s.data.flash = message;
  await saveSession(db, s, now);
}

function serverIdParam(req: Request): number {
  const id = String(req.params.id ?? '');
  if (!/^\d{1,15}$/.test(id)) throw notFound('listing');
  return Number(id);
}

export function portalRoutes(deps: PortalRouteDeps): Router {
  const { db, now } = deps;
  const r = Router();
  r.use(pageHeaders(deps.publicBaseUrl), noStore, express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 }));
  r.use(sessionMiddleware({ db, publicBaseUrl: deps.publicBaseUrl, now }));
  r.use(csrfProtection(deps.publicBaseUrl));

  /** The domain of this session that owns the server; refuses anyone else. */
  async function owner(res: Response, serverId: number): Promise<{ session: Session; domain: string }> {
    const session = currentSession(res);
    const domains = await activeDomains(db, session);
    if (!session || domains.length === 0)
      throw new PortalError(403, 'signed_out', 'Sign in first: prove that you control a domain in the owner portal.');
    if (!(await listingExists(db, serverId))) throw notFound('listing');
    // A claim or pause left behind by a domain that no longer owns the listing goes before anything is
    // shown or decided, so the rightful owner sees it free and can claim it.
    await releaseStaleOwnership(db, now(), serverId);
    const domain = await actingDomain(db, session, serverId);
    if (!domain) throw forbidden(`This listing does not belong to ${domains.join(', ')}.`);
    return { session, domain };
  }

  r.get('/', async (_req, res) => {
    const s = mustSession(res);
    const domains = await activeDomains(db, s);
    if (domains.length) await releaseStaleOwnership(db, now());
    const view = {
      csrf: s.data.csrf,
      flash: await takeFlash(db, s, now()),
      domains: await Promise.all(domains.map(async (d) => ({ domain: d, servers: await ownedServers(db, d) }))),
      challenges: await openChallenges(db, s.key, now()),
      audit: await auditFor(db, domains, 50),
      attempts: await unverifiedAttempts(db, domains, new Date(now().getTime() - 30 * 86_400_000)),
    };
    sendPage(res, portalHomePage(view));
  });

  r.post('/challenges', limiter(deps.rateLimits.windowMs, deps.rateLimits.challenge, 'verification requests'), async (req, res) => {
    const s = mustSession(res);
    const domain = normalizeDomain(String(req.body?.domain ?? ''));
    // The browser's first state: its row is written here, past the CSRF check and the rate limit.
    await saveNewSession(db, s, now());
    const c = await createChallenge(db, { domain, sessionKey: s.key, now: now() });
    sendPage(
      res,
      challengePage({
        csrf: s.data.csrf,
        challenge: { id: c.id, domain, expiresAt: c.expiresAt },
        token: c.token,
        txtName: `_switchboard.${domain}`,
        fileUrl: fileUrl(domain, deps.filePort),
      }),
      201,
    );
  });

  r.get('/challenges/:id', async (req, res) => {
    const s = mustSession(res);
    const id = serverIdParam(req);
    const c = (await openChallenges(db, s.key, now())).find((x) => x.id === id);
    if (!c)
      throw new PortalError(
        404,
        'no_challenge',
        'This challenge does not exist in this browser session, or it has expired or been used. Start again.',
      );
    sendPage(
      res,
      challengePage({
        csrf: s.data.csrf,
        flash: await takeFlash(db, s, now()),
        challenge: { id: c.id, domain: c.domain, expiresAt: c.expires_at },
        token: null,
        txtName: `_switchboard.${c.domain}`,
        fileUrl: fileUrl(c.domain, deps.filePort),
      }),
    );
  });

  r.post('/challenges/:id/verify', limiter(deps.rateLimits.windowMs, deps.rateLimits.verify, 'verification attempts'), async (req, res) => {
    const s = mustSession(res);
    const challengeId = serverIdParam(req);
    const method = req.body?.method === 'http' ? 'http' : req.body?.method === 'dns' ? 'dns' : null;
    if (!method) throw new PortalError(400, 'bad_request', 'Choose DNS or file.');
    let domain: string;
    try {
      ({ domain } = await verifyChallenge(db, deps.proofs, { challengeId, sessionKey: s.key, method, now: now() }));
    } catch (err) {
      if (!(err instanceof ProofNotFound)) throw err;
      await setFlash(db, s, err.message, now());
      res.redirect(303, `/portal/challenges/${challengeId}`);
      return;
    }
    // Only the domains that still stand move to the new session: one superseded by someone else's later
    // proof (or lapsed) must not come back because the new session is younger than that proof.
    const next = await regenerateSession(db, s, now(), {
      ...s.data,
      domains: [...new Set([...(await activeDomains(db, s)), domain])],
      flash: `You proved control of ${domain}.`,
    });
    setCurrentSession(res, res.locals.cookiePolicy as CookiePolicy, next);
    res.redirect(303, '/portal');
  });

  r.post('/sign-out', async (_req, res) => {
    await destroySession(db, mustSession(res));
    clearSessionCookie(res, res.locals.cookiePolicy as CookiePolicy);
    res.redirect(303, '/');
  });

  r.get('/servers/:id', async (req, res) => {
    const serverId = serverIdParam(req);
    const { session, domain } = await owner(res, serverId);
    const listing = await ownerListing(db, serverId);
    if (!listing) throw notFound('listing');
    const { server, settings } = listing;
    sendPage(
      res,
      manageServerPage({
        csrf: session.data.csrf,
        flash: await takeFlash(db, session, now()),
        domain,
        signedInAs: await activeDomains(db, session),
        server,
        claimedBy: listing.claimedBy,
        paused: settings?.checks_paused ?? false,
        pausedAt: settings?.paused_at ?? null,
        hosting: settings?.hosting_declared ?? null,
        categories: settings?.category_override ?? [],
        automaticCategories: listing.automaticCategories.filter((id) => CATEGORIES.some((c) => c.id === id)),
        recheckRequestedAt: settings?.recheck_requested_at ?? null,
        audit: await auditForServer(db, serverId, 50),
      }),
    );
  });

  const recheckLimit = limiter(deps.rateLimits.windowMs, deps.rateLimits.recheck, 'recheck requests');
  r.post(
    '/servers/:id/:action',
    (req, res, next) => (req.params.action === 'recheck' ? recheckLimit(req, res, next) : next()),
    async (req, res) => {
      const action = String(req.params.action) as ActionName;
      if (!ACTIONS.includes(action)) throw notFound('action');
      const serverId = serverIdParam(req);
      const { session, domain } = await owner(res, serverId);
      const ctx = { db, domain, serverId, now: now() };
      switch (action) {
        case 'claim':
          await actions.claim(ctx);
          break;
        case 'unclaim':
          await actions.unclaim(ctx);
          break;
        case 'pause':
          await actions.pauseChecks(ctx);
          break;
        case 'resume':
          await actions.resumeChecks(ctx);
          break;
        case 'recheck':
          await actions.requestRecheck(ctx);
          break;
        case 'hosting':
          await actions.declareHosting(ctx, parseHosting(req.body));
          break;
        case 'categories':
          await actions.correctCategories(ctx, parseCategories(req.body));
          break;
      }
      await setFlash(db, session, DONE[action], now());
      res.redirect(303, `/portal/servers/${serverId}`);
    },
  );

  r.use(() => {
    throw notFound();
  });
  return r;
}
