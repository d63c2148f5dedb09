// The web process's Express app: every route group is mounted here and nowhere else.
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Database } from '../../db/connection.js';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { healthRoutes } from './health.js';

export interface AppDeps {
  db: Database;
  config: Config;
  log: Logger;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(healthRoutes(deps.db));
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'no such page' });
  });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    deps.log.error({ err }, 'request failed');
    res.status(500).json({ error: 'internal', message: 'something went wrong on our side' });
  });
  return app;
}
