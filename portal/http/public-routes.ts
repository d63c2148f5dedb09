// The public pages: search, one server, how we check and rank, the sitemap, the stylesheet.
import fs from 'node:fs';
import { Router } from 'express';
import type { Database } from '../../db/connection.js';
import type { CheckSettings } from '../../core/config.js';
import { IndexNotReadyError } from '../../catalog/errors.js';
import { getServerDetail } from '../../catalog/server-detail.js';
import { SearchInputError } from '../../catalog/search/index.js';
import { ClientGoneError, requestSignal } from '../../catalog/search-guard.js';
import { aboutChecksPage, aboutRankingPage } from '../pages/about-pages.js';
import { escapeHtml } from '../pages/html.js';
import { homePage, type HomeView } from '../pages/home-page.js';
import { serverPage } from '../pages/server-page.js';
import type { ScheduleFacts } from '../read/schedule-facts.js';
import { sitemapSlugs } from '../read/sitemap.js';
import type { SiteSearch } from '../read/site-search.js';
import { pageHeaders } from './page-headers.js';
import { notFound } from './portal-error.js';
import { sendPage } from './render.js';

export interface PublicRouteDeps {
  db: Database;
  publicBaseUrl: string;
  now: () => Date;
  search: SiteSearch;
  checkSettings: CheckSettings;
  schedule: ScheduleFacts;
}

const STYLESHEET = fs.readFileSync(new URL('../public/style.css', import.meta.url));

export function publicRoutes(deps: PublicRouteDeps): Router {
  const r = Router();
  const headers = pageHeaders(deps.publicBaseUrl);

  r.get('/static/style.css', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/css').send(STYLESHEET);
  });

  r.get('/', headers, async (req, res) => {
    const query = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
    const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : undefined;
    // The same rule as search_servers and /api/servers.json (issue #16): servers with a remote endpoint by
    // default; package-only ones with has_remote=false or any.
    const hasRemote = req.query.has_remote === 'any' ? 'any' : req.query.has_remote === 'false' ? false : true;
    const view: HomeView = { query, hasRemote, page: null, error: null, nextHref: null };
    try {
      const filters = hasRemote === 'any' ? {} : { hasRemote };
      view.page = await deps.search({ query: query || undefined, filters, cursor, limit: 20 }, requestSignal(res));
      if (view.page.nextCursor) {
        const next = new URLSearchParams({
          ...(query ? { q: query } : {}),
          ...(hasRemote === true ? {} : { has_remote: String(hasRemote) }),
          cursor: view.page.nextCursor,
        });
        view.nextHref = `/?${next.toString()}`;
      }
    } catch (err) {
      if (err instanceof IndexNotReadyError) {
        view.error = 'The search index is still being built. Try again in a few seconds.';
        sendPage(res, homePage(view), 503);
        return;
      }
      if (err instanceof ClientGoneError) return;
      if (!(err instanceof SearchInputError)) throw err;
      view.error = err.field === 'query' ? `Search: ${err.message}.` : 'That link to more results is out of date. Search again.';
    }
    sendPage(res, homePage(view), view.error ? 400 : 200);
  });

  r.get('/servers/:slug', headers, async (req, res) => {
    const slug = String(req.params.slug);
    if (slug.length > 300) throw notFound('server');
    // The same read model as get_server and /api/servers/<slug>.json (no lookup counted: a page view is
    // not an agent's lookup).
    const detail = await getServerDetail(deps.db, { slug }, deps.now());
    if (!detail) throw notFound('server');
    sendPage(res, serverPage(detail, deps.publicBaseUrl));
  });

  r.get('/about/checks', headers, (_req, res) => {
    sendPage(res, aboutChecksPage(deps.checkSettings, deps.schedule, deps.publicBaseUrl));
  });

  r.get('/about/ranking', headers, (_req, res) => {
    sendPage(res, aboutRankingPage());
  });

  r.get('/sitemap.xml', async (_req, res) => {
    const base = deps.publicBaseUrl;
    const rows = await sitemapSlugs(deps.db);
    const urls = [`${base}/`, `${base}/about/checks`, `${base}/about/ranking`].map((u) => `<url><loc>${escapeHtml(u)}</loc></url>`);
    for (const s of rows) {
      const lastmod = s.updated ? `<lastmod>${s.updated.toISOString().slice(0, 10)}</lastmod>` : '';
      urls.push(`<url><loc>${escapeHtml(`${base}/servers/${encodeURIComponent(s.slug)}`)}</loc>${lastmod}</url>`);
    }
    res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  return r;
}
