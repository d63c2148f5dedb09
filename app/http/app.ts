// The web process's Express app: every route group is mounted here and nowhere else.
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Database } from '../../db/connection.js';
import { checkerVersion } from '../../core/config.js';
import { apiRoutes } from '../../server/api/routes.js';
import { createLookupCounter, lookupSecret } from '../../catalog/lookups.js';
import { CatalogService } from '../../catalog/service.js';
import { ConfigError, type Config } from '../../core/config.js';
import { CatalogInputError } from '../../catalog/errors.js';
import { parsePresetFilters, type RegistryFilters } from '../../catalog/registry/filters.js';
import { badgeRoutes } from '../../server/badges/routes.js';
import { feedRoutes } from '../../server/feeds/routes.js';
import { registryRoutes } from '../../server/registry/routes.js';
import type { Logger } from '../../core/log.js';
import { discoveryRoutes } from '../../server/discovery/routes.js';
import type { ToolSummary } from '../../server/discovery/llms-txt.js';
import { renderMetrics } from '../../catalog/metrics/collect.js';
import { mcpRoute } from '../../server/mcp/route.js';
import { TOOL_SUMMARIES } from '../../server/mcp/tools.js';
import type { LiveIndex } from '../../catalog/search-sync/live-index.js';
import { healthRoutes } from './health.js';
import { metricsGuard } from './metrics-access.js';
import { clientRateLimit } from './rate-limit.js';
import { createPortal, type PortalOptions } from '../../portal/index.js';
import { liveIndexSearch } from '../../portal/read/site-search.js';

export interface AppDeps {
  db: Database;
  config: Config;
  log: Logger;
  /** Our MCP tools, for /llms.txt. */
  toolSummaries?: () => ToolSummary[];
  /** Documents in this process's search index, for /readyz and /metrics (null: not built yet). */
  indexSize?: () => number | null;
  /** The live search index; without it the MCP server and the JSON API are not mounted. */
  live?: LiveIndex;
  /** Time one search may take (catalog/search-guard.ts SEARCH_BUDGET_MS by default). */
  searchBudgetMs?: number;
  now?: () => Date;
  /** Portal settings besides the clock and search (tests point domain proofs at loopback servers). */
  portal?: Omit<PortalOptions, 'now' | 'search'>;
  /** Where the app registers what must be closed on shutdown. */
  onClose?: (fn: () => Promise<void>) => void;
}

/** REGISTRY_PRESETS read with the API's own filter parser: a bad preset stops the start, named. */
function registryPresets(presets: Record<string, string>): Record<string, RegistryFilters> {
  const out: Record<string, RegistryFilters> = {};
  for (const [name, query] of Object.entries(presets)) {
    try {
      out[name] = parsePresetFilters(name, query);
    } catch (err) {
      if (err instanceof CatalogInputError)
        throw new ConfigError('REGISTRY_PRESETS', `invalid configuration:\n  REGISTRY_PRESETS: ${err.message}`);
      throw err;
    }
  }
  return out;
}

export function createApp(deps: AppDeps): Express {
  const presets = registryPresets(deps.config.registryPresets);
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may name the client (TRUST_PROXY): req.ip is then the client, for rate limits and lookups.
  app.set('trust proxy', deps.config.trustProxy);
  app.use(helmet());
  const live = deps.live;
  app.use(healthRoutes(deps.db, live ? () => live.ready : undefined));
  app.use(clientRateLimit({ perMinute: deps.config.apiRateLimit }));
  const toolSummaries = deps.toolSummaries ?? (live ? () => TOOL_SUMMARIES : undefined);
  const indexSize = deps.indexSize ?? (live ? () => (live.ready ? live.index.size : null) : undefined);
  app.use(discoveryRoutes(deps.config.publicBaseUrl, () => toolSummaries?.() ?? [], deps.db));
  app.get('/metrics', metricsGuard({ token: deps.config.metricsToken, loopback: deps.config.metricsLoopback }), async (_req, res, next) => {
    try {
      res.type('text/plain; version=0.0.4').send(await renderMetrics({ db: deps.db, indexSize }));
    } catch (err) {
      next(err);
    }
  });
  if (live) {
    const now = deps.now ?? (() => new Date());
    const lookups = createLookupCounter({
      db: deps.db,
      secret: () => lookupSecret(deps.db, deps.config.lookupSecret),
      now,
      onError: (err) => deps.log.warn({ err }, 'could not count a lookup'),
    });
    const service = new CatalogService({ db: deps.db, live, lookups, now, searchBudgetMs: deps.searchBudgetMs });
    const mcp = mcpRoute({ service, publicBaseUrl: deps.config.publicBaseUrl, log: deps.log, version: checkerVersion() });
    deps.onClose?.(mcp.close);
    app.use(mcp.router);
    app.use(apiRoutes({ service, log: deps.log }));
  }
  // The registry's own API as a sub-registry (/v0.1/..., /r/<preset>/v0.1/...), change feeds, badges.
  app.use(
    registryRoutes({
      db: deps.db,
      live: live ?? null,
      publicBaseUrl: deps.config.publicBaseUrl,
      registryUrl: deps.config.registryUrl,
      presets,
    }),
  );
  app.use(feedRoutes({ db: deps.db, publicBaseUrl: deps.config.publicBaseUrl, now: deps.now }));
  app.use(badgeRoutes({ db: deps.db }));
  // Public pages and the owner portal (portal/): /, /servers/<slug>, /about/*, /sitemap.xml, /portal/*.
  app.use(
    createPortal(
      { db: deps.db, config: deps.config, log: deps.log },
      { ...deps.portal, now: deps.now, search: live ? liveIndexSearch(live) : undefined },
    ),
  );
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'no such page' });
  });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof URIError) {
      // A path parameter Express could not decode: the client's mistake, named.
      res.status(400).json({
        error: 'bad_request',
        message: 'the address has malformed percent-encoding (a % not followed by two hex digits of valid UTF-8)',
      });
      return;
    }
    deps.log.error({ err }, 'request failed');
    res.status(500).json({ error: 'internal', message: 'something went wrong on our side' });
  });
  return app;
}
