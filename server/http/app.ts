// The web process's Express app: every route group is mounted here and nowhere else.
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Database } from '../../db/connection.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { discoveryRoutes } from '../discovery/routes.js';
import type { ToolSummary } from '../discovery/llms-txt.js';
import { renderMetrics } from '../metrics/collect.js';
import { healthRoutes } from './health.js';

export interface AppDeps {
  db: Database;
  config: Config;
  log: Logger;
  /** Our MCP tools, for /llms.txt. */
  toolSummaries?: () => ToolSummary[];
  /** Documents in this process's search index, for /readyz and /metrics (null: not built yet). */
  indexSize?: () => number | null;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(healthRoutes(deps.db));
  app.use(discoveryRoutes(deps.config.publicBaseUrl, () => deps.toolSummaries?.() ?? []));
  app.get('/metrics', async (_req, res, next) => {
    try {
      res.type('text/plain; version=0.0.4').send(await renderMetrics({ db: deps.db, indexSize: deps.indexSize }));
    } catch (err) {
      next(err);
    }
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'no such page' });
  });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    deps.log.error({ err }, 'request failed');
    res.status(500).json({ error: 'internal', message: 'something went wrong on our side' });
  });
  return app;
}
