// What /metrics reports. Check and sync figures come from the database at scrape time, so every web
// process reports the same numbers however many workers there are; search latency and index size are
// this process's own.
import type { Database } from '../../db/connection.js';
import { Gauge, Histogram, Registry } from './registry.js';

const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** Observed by whoever runs a search (MCP tool, JSON API, pages). */
export const searchLatencySeconds = new Histogram(
  'switchboard_search_latency_seconds',
  'Time to answer one search in this process.',
  SEARCH_BUCKETS,
);

/** Runs one search and records how long it took. */
export function timedSearch<T>(run: () => T): T {
  const t0 = performance.now();
  try {
    return run();
  } finally {
    searchLatencySeconds.observe((performance.now() - t0) / 1000);
  }
}

export interface MetricsSources {
  db: Database;
  indexSize?: () => number | null;
  now?: () => Date;
}

export async function renderMetrics(src: MetricsSources): Promise<string> {
  const reg = new Registry();
  const now = (src.now ?? (() => new Date()))();
  const checks = reg.register(new Gauge('switchboard_checks_24h', 'Checks finished in the last 24 hours, by outcome and state.'));
  // Gauges, not a histogram: these figures are recomputed from a 24-hour window at every scrape, and a
  // histogram's counts must never go down (rate() reads a drop as a counter reset).
  const duration = reg.register(
    new Gauge(
      'switchboard_check_duration_seconds',
      'Duration of checks finished in the last 24 hours, by quantile (0.5, 0.9, 0.99, 1 = longest).',
    ),
  );
  const syncAge = reg.register(
    new Gauge('switchboard_sync_age_seconds', 'Seconds since the last completed registry sync (absent before the first).'),
  );
  const servers = reg.register(new Gauge('switchboard_servers', 'Servers in the mirror, by registry status.'));
  const index = reg.register(new Gauge('switchboard_search_index_documents', "Documents in this process's search index."));
  reg.register(searchLatencySeconds);

  const since = new Date(now.getTime() - 24 * 3600_000);
  for (const r of await src.db.rows<{ outcome: string; state: string; n: number }>(
    `SELECT outcome, state, count(*)::int AS n FROM checks WHERE checked_at > :since GROUP BY 1, 2`,
    { since },
  ))
    checks.set(r.n, { outcome: r.outcome, state: r.state });
  const q = await src.db.one<{ p50: number | null; p90: number | null; p99: number | null; max: number | null }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total_ms) AS p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY total_ms) AS p90,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY total_ms) AS p99, max(total_ms) AS max
       FROM checks WHERE checked_at > :since AND total_ms IS NOT NULL`,
    { since },
  );
  for (const [quantile, ms] of [
    ['0.5', q?.p50],
    ['0.9', q?.p90],
    ['0.99', q?.p99],
    ['1', q?.max],
  ] as const) {
    if (ms !== null && ms !== undefined) duration.set(Number(ms) / 1000, { quantile });
  }
  const sync = await src.db.one<{ at: Date | null }>(`SELECT max(finished_at) AS at FROM sync_runs WHERE status = 'done'`);
  if (sync?.at) syncAge.set(Math.max(0, Math.round((now.getTime() - new Date(sync.at).getTime()) / 1000)));
  for (const r of await src.db.rows<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM servers GROUP BY 1`)) {
    servers.set(r.n, { status: r.status });
  }
  const size = src.indexSize?.();
  if (size !== null && size !== undefined) index.set(size);
  return reg.render();
}
