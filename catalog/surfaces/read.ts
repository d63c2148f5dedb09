// For get_server: a server's domains' published discovery surfaces, as last seen (at most a week old).
//
//   surfacesForServer(db, serverId) -> Promise<SurfacesView[]>
//
// One entry per host of the server's listed remotes (in remote order), then its namespace domain when no
// remote is on it. Each: { domain, via, checkedAt, serverCard, wellKnownServerCard, mcpCatalog, aiCatalog:
// { present, valid, problem?, sameEndpoint, url? }, agentCard: { present }, registryAuth: { present },
// consistent: boolean | null } (./view.ts says what each means). A domain not visited yet has
// checkedAt null and nothing present. [] for an unknown server.
import type { Database } from '../../db/connection.js';
import { surfaceView, type SurfacesView } from './view.js';

export type { DocView, SurfacesView } from './view.js';

export async function surfacesForServer(db: Database, serverId: number): Promise<SurfacesView[]> {
  const server = await db.one<{ namespace_kind: string; namespace_domain: string | null }>(
    `SELECT namespace_kind, namespace_domain FROM servers WHERE id = :serverId`,
    { serverId },
  );
  if (!server) return [];
  const remotes = await db.rows<{ host: string; url: string; type: string }>(
    `SELECT lower(host) AS host, url, type FROM remotes
      WHERE server_id = :serverId AND listed AND url IS NOT NULL AND host IS NOT NULL
      ORDER BY position, id`,
    { serverId },
  );
  const domains: Array<{ domain: string; via: 'remote' | 'namespace' }> = [];
  for (const r of remotes) if (!domains.some((d) => d.domain === r.host)) domains.push({ domain: r.host, via: 'remote' });
  const ns = server.namespace_kind === 'domain' ? server.namespace_domain?.toLowerCase() : undefined;
  if (ns && !domains.some((d) => d.domain === ns)) domains.push({ domain: ns, via: 'namespace' });
  if (domains.length === 0) return [];

  const rows = await db.rows<{ domain: string; checked_at: Date; results: unknown }>(
    `SELECT domain, checked_at, results FROM surfaces WHERE domain IN (:domains)`,
    { domains: domains.map((d) => d.domain) },
  );
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
