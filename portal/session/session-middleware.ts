// Attaches the browser's session (res.locals.session) to portal requests. A GET always has one (it carries
// the CSRF token of the page's forms) but writes no row for it: see session-store.ts's header. A POST
// without a session cookie has none, and is refused by the CSRF check.
import type { NextFunction, Request, Response } from 'express';
import type { Database } from '../../db/connection.js';
import { cookiePolicy, readCookie, writeSessionCookie, type CookiePolicy } from './cookie.js';
import { resolveSession, sessionSecret, type Session } from './session-store.js';

export interface SessionDeps {
  db: Database;
  publicBaseUrl: string;
  now: () => Date;
}

export function currentSession(res: Response): Session | null {
  return (res.locals.session as Session | undefined) ?? null;
}

export function setCurrentSession(res: Response, policy: CookiePolicy, session: Session): void {
  res.locals.session = session;
  writeSessionCookie(res, policy, session.sid);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sessionMiddleware(deps: SessionDeps) {
  const policy = cookiePolicy(deps.publicBaseUrl);
  // Read once per process; a failure is retried on the next request.
  let secret: Promise<string> | undefined;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    secret ??= sessionSecret(deps.db).catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    const sid = readCookie(req, policy.name);
    const { session, fresh } = await resolveSession(deps.db, await secret, sid, deps.now());
    res.locals.cookiePolicy = policy;
    // A POST never starts a session: a new id's token could not be on the form it sends.
    if (fresh && !READS.has(req.method)) {
      res.locals.session = undefined;
      return next();
    }
    res.locals.session = session;
    if (fresh) writeSessionCookie(res, policy, session.sid);
    next();
  };
}
