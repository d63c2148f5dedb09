// /badge/<slug>.svg and its shields endpoint twin /badge/<slug>.json. Cached five minutes (checks run
// daily; a state change shows within minutes), with an ETag so image proxies revalidate cheaply. An
// unknown slug is a 404 that still draws a "not found" badge, so a broken embed says why.
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Database } from '../../db/connection.js';
import { badgeFacts } from '../../catalog/badge-data.js';
import { sendTagged } from '../feeds/routes.js';
import { badgeFor, badgeSvg, shieldsJson } from './badge.js';

const CACHE_SECONDS = 300;
const CACHE = `public, max-age=${CACHE_SECONDS}`;

export function badgeRoutes(deps: { db: Database }): Router {
  const r = Router();
  r.get('/badge/:file', (req: Request, res: Response, next: NextFunction) => {
    const m = /^(.+)\.(svg|json)$/.exec(String(req.params.file));
    if (!m) return next();
    if (Object.keys(req.query).length) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(400).json({ error: `unknown parameter "${Object.keys(req.query)[0]}"; badges take no parameters` });
      return;
    }
    badgeFacts(deps.db, m[1]!)
      .then((facts) => {
        const badge = badgeFor(facts);
        if (!facts) res.status(404);
        // A badge is an image, never a document: no scripts even when opened directly.
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        if (m[2] === 'svg') sendTagged(req, res, 'image/svg+xml; charset=utf-8', facts ? CACHE : 'no-store', badgeSvg(badge));
        else
          sendTagged(
            req,
            res,
            'application/json; charset=utf-8',
            facts ? CACHE : 'no-store',
            JSON.stringify(shieldsJson(badge, CACHE_SECONDS)),
          );
      })
      .catch(next);
  });
  return r;
}
