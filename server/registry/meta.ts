// What Switchboard adds to each registry entry: one compact block under an entry-level `_meta` key of
// its own, beside the registry's `io.modelcontextprotocol.registry/official` block (passed through
// unchanged). The key is the deployment's own reverse-DNS name (from PUBLIC_BASE_URL), because that is
// the one domain a deployment controls; names whose second label is `modelcontextprotocol` or `mcp` are
// reserved by the registry, and a deployment on such a domain (or on localhost) uses `local.switchboard`.
import type { RegistryRow } from '../../catalog/registry/entries.js';
import { conformServer } from '../../catalog/registry/conform.js';

const RESERVED_SECOND_LABEL = new Set(['modelcontextprotocol', 'mcp']);

export function metaKeyFor(publicBaseUrl: string): string {
  const host = new URL(publicBaseUrl).hostname.toLowerCase();
  const dnsLike = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) && !/^\d+(\.\d+){3}$/.test(host);
  const labels = dnsLike ? host.split('.').reverse() : [];
  const ns = labels.length >= 2 && !RESERVED_SECOND_LABEL.has(labels[1]!) ? labels.join('.') : 'local.switchboard';
  return `${ns}/switchboard`;
}

export interface SwitchboardMeta {
  state: string | null;
  auth: string | null;
  lastCheckedAt: string | null;
  success7d: number | null;
  success30d: number | null;
  firstTry30d: number | null;
  medianResponseMs: number | null;
  rank: { score: number | null; version: string | null };
  categories: string[];
  risk: string | null;
  notices: number;
  tools: number | null;
  euHosting: boolean | null;
  verifiedOwner: string | null;
  /** Only when true: every check failed for 30 days (Switchboard's own lists leave it out). */
  removed?: true;
  page: string;
  getServer: string;
  /** Only when the upstream entry had to be fitted to the schema (catalog/registry/conform.ts). */
  repaired?: string[];
}

const ratio = (v: number | null): number | null => (v === null ? null : Math.round(v * 1000) / 1000);

export function switchboardMeta(row: RegistryRow, base: string, repairs: string[]): SwitchboardMeta {
  const slug = encodeURIComponent(row.slug);
  return {
    state: row.state,
    auth: row.auth,
    lastCheckedAt: row.lastCheckedAt ? row.lastCheckedAt.toISOString() : null,
    success7d: ratio(row.success7d),
    success30d: ratio(row.success30d),
    firstTry30d: ratio(row.firstTry30d),
    medianResponseMs: row.medianResponseMs,
    rank: { score: row.rankScore === null ? null : Math.round(row.rankScore * 10) / 10, version: row.rankVersion },
    categories: row.categories,
    risk: row.risk,
    notices: row.noticesCount,
    tools: row.toolCount,
    euHosting: row.euHosting,
    verifiedOwner: row.verifiedOwner,
    ...(row.removed ? { removed: true as const } : {}),
    page: `${base}/servers/${slug}`,
    // The JSON twin of the MCP tool get_server (same answer, counted as a lookup).
    getServer: `${base}/api/servers/${slug}.json`,
    ...(repairs.length ? { repaired: repairs } : {}),
  };
}

export const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';

/** One `ServerResponse`: the upstream server (fitted to the schema if it must be), the official block as mirrored, ours. */
export function serverResponse(row: RegistryRow, base: string, metaKey: string): Record<string, unknown> {
  const { server, repairs } = conformServer(row.raw.server);
  return { server, _meta: { [OFFICIAL_META]: row.raw.official, [metaKey]: switchboardMeta(row, base, repairs) } };
}
