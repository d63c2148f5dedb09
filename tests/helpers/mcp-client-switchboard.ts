// Switchboard's web app on loopback over a given database, with its live index built, for tests of the
// MCP server and the JSON API. The catch-up timer is off: tests call catchUp() when they mean it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../db/connection.js';
import { loadConfig } from '../../core/config.js';
import { createApp } from '../../app/http/app.js';
import { createLogger } from '../../core/log.js';
import { LiveIndex } from '../../catalog/search-sync/live-index.js';
import type { Express } from 'express';

export interface RunningSwitchboard {
  url: string;
  mcpUrl: string;
  app: Express;
  live: LiveIndex;
  close(): Promise<void>;
}

export async function startSwitchboard(
  db: Database,
  opts: { now?: () => Date; env?: Record<string, string>; searchBudgetMs?: number } = {},
): Promise<RunningSwitchboard> {
  const log = createLogger('silent');
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://switchboard.example', API_RATE_LIMIT: '0', ...opts.env });
  const live = new LiveIndex({ db, log, catchUpMs: 0, batchMs: 10, now: opts.now });
  await live.start();
  const closers: (() => Promise<void>)[] = [];
  const app = createApp({ db, config, log, live, now: opts.now, searchBudgetMs: opts.searchBudgetMs, onClose: (fn) => closers.push(fn) });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    mcpUrl: `${url}/mcp`,
    app,
    live,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const fn of closers) await fn();
      await live.close();
    },
  };
}
