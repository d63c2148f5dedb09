// Who owns a listing (docs/portal.md): the owner of example.com owns
//   - servers whose registry namespace is the domain or under it (com.example/..., com.example.api/...;
//     sync stores the namespace as the domain it names: namespace_domain = example.com, api.example.com)
//   - servers whose every listed remote host is the domain or a subdomain (and that have one).
// A session's domains count only while domain_owners says they are proved, not lapsed, and were proved
// no later than the session signed in (a later proof by someone else supersedes an old session).
import type { Database } from '../../db/connection.js';
import { writeAudit } from './audit.js';
import type { Session } from '../session/session-store.js';

/** SQL condition on `s` (servers) for the domain given by the SQL expression `d`. */
const ownedBy = (d: string): string => `(
  (s.namespace_kind = 'domain' AND (s.namespace_domain = ${d} OR right(s.namespace_domain, length(${d}) + 1) = '.' || ${d}))
  OR (EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed)
      AND NOT EXISTS (SELECT 1 FROM remotes r WHERE r.server_id = s.id AND r.listed
                      AND (r.host IS NULL OR NOT (r.host = ${d} OR right(r.host, length(${d}) + 1) = '.' || ${d}))))
)`;
/** The same for the domain bound as :domain. */
const OWNED_BY = ownedBy(':domain');

/**
 * Ownership follows the listing: when a sync moves a server's remotes or namespace away from a domain,
 * that domain's claim is dropped and its pause ends (a domain that no longer owns a listing must not keep
 * it claimed or silent), each noted in the audit. Run after every sync and whenever claims or settings
 * are shown or acted on (`serverId` narrows it to one listing). Returns the listings released.
 */
export async function releaseStaleOwnership(db: Database, now: Date, serverId: number | null = null): Promise<number[]> {
  return db.transaction(async (t) => {
    const claims = await db.rows<{ server_id: number; domain: string }>(
      `DELETE FROM claims c USING servers s WHERE s.id = c.server_id AND (:serverId::bigint IS NULL OR c.server_id = :serverId)
         AND NOT ${ownedBy('c.domain')} RETURNING c.server_id, c.domain`,
      { serverId },
      t,
    );
    const pauses = await db.rows<{ server_id: number; domain: string }>(
      `UPDATE owner_settings o SET checks_paused = false, paused_at = NULL, updated_at = :now FROM servers s
        WHERE s.id = o.server_id AND o.checks_paused AND (:serverId::bigint IS NULL OR o.server_id = :serverId)
          AND NOT ${ownedBy('o.domain')} RETURNING o.server_id, o.domain`,
      { serverId, now },
      t,
    );
    const touched = new Map<string, { serverId: number; domain: string; claimDropped: boolean; checksResumed: boolean }>();
    const entry = (r: { server_id: number; domain: string }) => {
      const k = `${r.server_id} ${r.domain}`;
      if (!touched.has(k)) touched.set(k, { serverId: r.server_id, domain: r.domain, claimDropped: false, checksResumed: false });
      return touched.get(k)!;
    };
    for (const c of claims) entry(c).claimDropped = true;
    for (const p of pauses) entry(p).checksResumed = true;
    for (const e of touched.values()) {
      await writeAudit(
        db,
        {
          at: now,
          domain: e.domain,
          serverId: e.serverId,
          action: 'ownership_moved',
          details: { reason: 'the listing no longer belongs to this domain', claimDropped: e.claimDropped, checksResumed: e.checksResumed },
        },
        t,
      );
    }
    return [...new Set([...touched.values()].map((e) => e.serverId))];
  });
}

export interface OwnedServer {
  id: number;
  name: string;
  slug: string;
  title: string | null;
  claimed_by: string | null;
  checks_paused: boolean;
  hosting_declared: { countries?: string[]; euOnly?: boolean } | null;
  category_override: string[] | null;
  recheck_requested_at: Date | null;
}

export async function ownedServers(db: Database, domain: string): Promise<OwnedServer[]> {
  return db.rows<OwnedServer>(
    `SELECT s.id, s.name, s.slug, s.title, c.domain AS claimed_by, COALESCE(o.checks_paused, false) AS checks_paused,
            o.hosting_declared, o.category_override, o.recheck_requested_at
       FROM servers s LEFT JOIN claims c ON c.server_id = s.id LEFT JOIN owner_settings o ON o.server_id = s.id
      WHERE s.status <> 'deleted' AND ${OWNED_BY} ORDER BY s.name LIMIT 500`,
    { domain },
  );
}

export async function domainOwnsServer(db: Database, domain: string, serverId: number): Promise<boolean> {
  const row = await db.one(`SELECT 1 AS ok FROM servers s WHERE s.id = :serverId AND ${OWNED_BY}`, { domain, serverId });
  return row !== undefined;
}

/** The session's domains that still stand (see the header). */
export async function activeDomains(db: Database, session: Session | null): Promise<string[]> {
  if (!session || session.data.domains.length === 0) return [];
  const rows = await db.rows<{ domain: string }>(
    'SELECT domain FROM domain_owners WHERE domain = ANY(ARRAY[:domains]::text[]) AND lapsed_at IS NULL AND verified_at <= :signedInAt ORDER BY domain',
    { domains: session.data.domains, signedInAt: session.createdAt },
  );
  return rows.map((r) => r.domain);
}

/** The session's domain that owns the server (the most specific one), or null. */
export async function actingDomain(db: Database, session: Session | null, serverId: number): Promise<string | null> {
  const domains = (await activeDomains(db, session)).sort((a, b) => b.length - a.length);
  for (const d of domains) if (await domainOwnsServer(db, d, serverId)) return d;
  return null;
}
