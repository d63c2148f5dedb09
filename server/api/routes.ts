// The JSON API: thin handlers over the catalogue service. Answers carry Cache-Control, and Express's
// ETag with conditional GET gives 304s (bodies hold no per-request values, so equal data = equal tag).
// Errors are JSON that names the problem: 400 for a bad parameter, 404 (with close names) for an unknown
// server, 503 while the index is first being built.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { CatalogInputError, IndexNotReadyError } from '../../catalog/errors.js';
import { ClientGoneError, requestSignal } from '../../catalog/search-guard.js';
import { searchView, serverView, UnknownToolError } from '../../catalog/server-view.js';
import type { CatalogService } from '../../catalog/service.js';
import type { ServerRef } from '../../catalog/server-detail.js';
import type { Log } from '../../core/log.js';
import { changesParams, flatQuery, searchFields, searchParams, viewParams } from './query.js';

const LIST_CACHE = 'public, max-age=60';
const SERVER_CACHE = 'public, max-age=60';
const CATEGORIES_CACHE = 'public, max-age=3600';

type Handler = (req: Request, res: Response) => Promise<void>;

function json(res: Response, cache: string, body: unknown): void {
  res.setHeader('Cache-Control', cache);
  res.json(body);
}

export function apiRoutes(deps: { service: CatalogService; log: Log }): Router {
  const { service } = deps;
  const r = Router();
  const wrap = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => void fn(req, res).catch(next);
  const requester = (req: Request) => ({ address: req.ip, userAgent: req.headers['user-agent'] });

  r.use('/api', (_req, res, next) => {
    // Public, read-only data without credentials: any page may read it.
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  r.get(
    '/api/servers.json',
    wrap(async (req, res) => {
      const params = searchParams(req);
      json(res, LIST_CACHE, searchView(await service.search(params, requestSignal(res)), searchFields(req)));
    }),
  );

  const serverAnswer = async (req: Request, res: Response, ref: ServerRef, view: ReturnType<typeof viewParams>): Promise<void> => {
    const answer = await service.getServer(ref, requester(req));
    if (!answer.found) {
      const field = 'name' in ref ? 'name' : 'slug';
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({
        error: 'not_found',
        field,
        message: `no server with ${field} "${answer.asked}"${answer.suggestions.length ? `; did you mean ${answer.suggestions.join(', ')}?` : ''}`,
        suggestions: answer.suggestions,
      });
      return;
    }
    try {
      json(res, SERVER_CACHE, { server: serverView(answer.server, view) });
    } catch (err) {
      if (err instanceof UnknownToolError) throw new CatalogInputError('tool', err.message);
      throw err;
    }
  };

  r.get(
    '/api/servers/:file',
    wrap(async (req, res) => {
      const file = String(req.params.file);
      if (!file.endsWith('.json') || file.length <= 5) {
        res.status(404).json({ error: 'not_found', message: 'server pages are at /api/servers/<slug>.json' });
        return;
      }
      const q = flatQuery(req, ['include', 'tool']);
      await serverAnswer(req, res, { slug: file.slice(0, -'.json'.length) }, viewParams(q));
    }),
  );

  r.get(
    '/api/server',
    wrap(async (req, res) => {
      const q = flatQuery(req, ['name', 'include', 'tool']);
      if (!q.name) throw new CatalogInputError('name', 'name is required, e.g. /api/server?name=io.github.acme/weather-mcp');
      await serverAnswer(req, res, q.name.includes('/') ? { name: q.name } : { slug: q.name }, viewParams(q));
    }),
  );

  r.get(
    '/api/changes.json',
    wrap(async (req, res) => {
      json(res, LIST_CACHE, await service.listChanges(changesParams(req)));
    }),
  );

  r.get(
    '/api/categories.json',
    wrap(async (req, res) => {
      flatQuery(req, []);
      json(res, CATEGORIES_CACHE, await service.listCategories());
    }),
  );

  r.use('/api', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    if (err instanceof CatalogInputError) {
      res.status(400).json({ error: 'invalid_parameter', field: err.field, message: err.message });
    } else if (err instanceof IndexNotReadyError) {
      res.setHeader('Retry-After', '5');
      res.status(503).json({ error: 'not_ready', message: err.message });
    } else if (err instanceof URIError) {
      // Express could not decode a path parameter (a lone or malformed %-escape).
      res.status(400).json({
        error: 'invalid_parameter',
        field: 'path',
        message: 'the address has malformed percent-encoding (a % not followed by two hex digits of valid UTF-8)',
      });
    } else if (err instanceof ClientGoneError) {
      res.end();
    } else {
      next(err);
    }
  });
  return r;
}
