// /healthz: the process answers. /readyz: the database answers and the search index is built.
import { Router } from 'express';
import type { Database } from '../../db/connection.js';

export function healthRoutes(db: Database, isIndexReady: () => boolean = () => true): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    let database = false;
    try {
      await db.one('SELECT 1');
      database = true;
    } catch {
      database = false;
    }
    const index = isIndexReady();
    res.status(database && index ? 200 : 503).json({ status: database && index ? 'ready' : 'not_ready', database, index });
  });
  return r;
}
