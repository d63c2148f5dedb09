// Every state-changing request: the synchronizer token of the session in the form (`_csrf`), plus, when
// the browser tells us, a same-origin Origin and Sec-Fetch-Site. SameSite=Lax already keeps the cookie
// off most cross-site POSTs; these checks do not rely on it.
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { PortalError } from '../http/portal-error.js';
import { currentSession } from './session-middleware.js';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function csrfProtection(publicBaseUrl: string) {
  const publicOrigin = new URL(publicBaseUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const site = req.get('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') throw new PortalError(403, 'csrf', 'This form must be sent from this site.');
    const origin = req.get('origin');
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get('host') ?? ''}`;
      if (origin !== publicOrigin && origin !== own) throw new PortalError(403, 'csrf', 'This form must be sent from this site.');
    }
    const session = currentSession(res);
    const sent = typeof req.body?._csrf === 'string' ? (req.body._csrf as string) : '';
    if (!session || !sent || !sameToken(sent, session.data.csrf)) {
      throw new PortalError(403, 'csrf', 'Your form has expired or did not come from this site. Reload the page and try again.');
    }
    next();
  };
}
