// Attaches the browser's session (res.locals.session) to portal requests. `optional` only reads;
// `required` creates an anonymous session when there is none (it carries the CSRF token of the forms).
import type { NextFunction, Request, Response } from 'express';
import type { Database } from '../../db/connection.js';
import { cookiePolicy, readCookie, writeSessionCookie, type CookiePolicy } from './cookie.js';
import { createSession, loadSession, type Session } from './session-store.js';

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

export function sessionMiddleware(deps: SessionDeps, mode: 'optional' | 'required') {
  const policy = cookiePolicy(deps.publicBaseUrl);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const sid = readCookie(req, policy.name);
    let session = sid ? await loadSession(deps.db, sid, deps.now()) : null;
    // A page that renders a form needs a session for its CSRF token; a POST never creates one (its
    // token could not match anyway, so it is refused by the CSRF check).
    if (!session && mode === 'required' && (req.method === 'GET' || req.method === 'HEAD')) {
      session = await createSession(deps.db, deps.now());
      writeSessionCookie(res, policy, session.sid);
    }
    res.locals.session = session ?? undefined;
    res.locals.cookiePolicy = policy;
    next();
  };
}
