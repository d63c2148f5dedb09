// /healthz: the process answers. /readyz: the database answers and the search index is built; while the
// database answers and the index is still being built, it says "warming" (503: not yet for traffic).
import { Router } from 'express';
import type { Database } from '../../db/connection.js';

export function healthRoutes(db: Database, isIndexReady: () => boolean = () => true): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    const database = await db.ping();
    const index = isIndexReady();
    const status = database && index ? 'ready' : database ? 'warming' : 'not_ready';
    res.status(status === 'ready' ? 200 : 503).json({ status, database, index });
  });
  return r;
}
