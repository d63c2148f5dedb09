// Switchboard's own discovery surfaces: the server card (at `<mcp-url>/server-card`, its SEP-2127 home,
// and at `/.well-known/mcp/server-card.json`, where crawlers look today), the MCP and AI catalogs naming
// it, and /llms.txt. Public, read-only, CORS-open and cacheable, as the discovery draft asks.
import { Router, type Response } from 'express';
import { identityFor } from '../../core/discovery/identity.js';
import { llmsTxt, type ToolSummary } from './llms-txt.js';
import { answeringCatalog, answeringCatalogEntry, ANSWERING_CATALOG_PATH } from './answering-catalog.js';
import { answeringServers } from '../../catalog/registry/answering.js';
import type { Database } from '../../db/connection.js';
import { catalog, SERVER_CARD_MEDIA_TYPE, serverCard } from '../../core/discovery/server-card.js';

function publicJson(res: Response, body: unknown, type = 'application/json'): void {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Cache-Control': 'public, max-age=3600',
    'Content-Type': `${type}; charset=utf-8`,
  });
  res.send(JSON.stringify(body, null, 2));
}

/** `db` adds the nested catalog of answering servers to the AI catalog. */
export function discoveryRoutes(publicBaseUrl: string, tools: () => ToolSummary[], db?: Database): Router {
  const id = identityFor(publicBaseUrl);
  const r = Router();
  const card = (req: { accepts(t: string[]): string | false }, res: Response) =>
    publicJson(
      res,
      serverCard(id),
      req.accepts(['application/json', SERVER_CARD_MEDIA_TYPE]) === SERVER_CARD_MEDIA_TYPE ? SERVER_CARD_MEDIA_TYPE : 'application/json',
    );
  r.get('/.well-known/mcp/server-card.json', card);
  r.get('/mcp/server-card', card);
  r.get('/.well-known/mcp/catalog.json', (_req, res) => publicJson(res, catalog(id, 'draft')));
  r.get('/.well-known/ai-catalog.json', (_req, res) => {
    const own = catalog(id, '1.0');
    publicJson(res, db ? { ...own, entries: [...own.entries, answeringCatalogEntry(id)] } : own);
  });
  if (db) {
    r.get(ANSWERING_CATALOG_PATH, (_req, res, next) => {
      answeringServers(db)
        .then((rows) => {
          res.set('Cache-Control', 'public, max-age=3600');
          publicJson(res, answeringCatalog(rows, id), 'application/ai-catalog+json');
        })
        .catch(next);
    });
  }
  r.get('/llms.txt', (_req, res) => {
    res.set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' });
    res.send(llmsTxt(id, tools()));
  });
  return r;
}
