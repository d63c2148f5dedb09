// For get_server: a server's domains' published discovery surfaces, as last seen (at most a week old).
//
//   surfacesForServer(db, serverId) -> Promise<SurfacesView[]>
//
// One entry per host of the server's listed remotes (in remote order), then its namespace domain when no
// remote is on it. Each: { domain, via, checkedAt, serverCard, wellKnownServerCard, mcpCatalog, aiCatalog:
// { present, valid, problem?, sameEndpoint, url? }, agentCard: { present }, registryAuth: { present },
// consistent: boolean | null } (./view.ts says what each means). A domain not visited yet has
// checkedAt null and nothing present. [] for an unknown server.
//
// catalog/server-detail.ts reads the same statements (surfaceStatements) in its own single round trip and
// judges them with surfacesOf, so that get_server does not pay three more round trips for them.
import type { Database } from '../../db/connection.js';
import { surfaceView, type SurfacesView } from './view.js';

export type { DocView, SurfacesView } from './view.js';

export interface SurfaceServer {
  namespace_kind: string;
  namespace_domain: string | null;
}

interface SurfaceRemote {
  host: string;
  url: string;
  type: string;
}

interface SurfaceRow {
  domain: string;
  checked_at: Date;
  results: unknown;
}

/**
 * The rows surfacesOf reads for the server whose id `server` gives (a number or a subquery, in SQL): its remotes
 * on a host, and the stored surfaces of those hosts and of its namespace domain. The hosts are lower-cased in SQL,
 * as they always were; a namespace domain is lower-case ASCII already (checker/sync/namespace.ts), so lower()
 * there finds the domain surfacesOf looks up (its toLowerCase()).
 */
export function surfaceStatements(server: string): [string, string] {
  const hosts = `FROM remotes WHERE server_id = ${server} AND listed AND url IS NOT NULL AND host IS NOT NULL`;
  return [
    `SELECT lower(host) AS host, url, type ${hosts} ORDER BY position, id`,
    `SELECT domain, checked_at, results FROM surfaces
      WHERE domain IN (SELECT lower(host) ${hosts})
         OR domain = (SELECT lower(namespace_domain) FROM servers WHERE id = ${server} AND namespace_kind = 'domain')`,
  ];
}

/** The views of a server's domains from the rows of surfaceStatements. */
export function surfacesOf(server: SurfaceServer, remotes: readonly SurfaceRemote[], rows: readonly SurfaceRow[]): SurfacesView[] {
  const domains: Array<{ domain: string; via: 'remote' | 'namespace' }> = [];
  for (const r of remotes) if (!domains.some((d) => d.domain === r.host)) domains.push({ domain: r.host, via: 'remote' });
  const ns = server.namespace_kind === 'domain' ? server.namespace_domain?.toLowerCase() : undefined;
  if (ns && !domains.some((d) => d.domain === ns)) domains.push({ domain: ns, via: 'namespace' });
  if (domains.length === 0) return [];

  const byDomain = new Map(rows.map((r) => [r.domain, r]));
  const registryUrls = remotes.map((r) => r.url);
  return domains.map(({ domain, via }) => {
    const row = byDomain.get(domain);
    return surfaceView({
      domain,
      via,
      checkedAt: row ? new Date(row.checked_at) : null,
      results: row?.results ?? null,
      registryUrls,
      remoteUrlsHere: remotes.filter((r) => r.host === domain && r.type === 'streamable-http').map((r) => r.url),
    });
  });
}

export async function surfacesForServer(db: Database, serverId: number): Promise<SurfacesView[]> {
  const [[server], remotes, rows] = await db.batch(
    [`SELECT namespace_kind, namespace_domain FROM servers WHERE id = :serverId`, ...surfaceStatements(':serverId')],
    { serverId },
  );
  if (!server) return [];
  return surfacesOf(server as unknown as SurfaceServer, remotes as unknown as SurfaceRemote[], rows as unknown as SurfaceRow[]);
}
