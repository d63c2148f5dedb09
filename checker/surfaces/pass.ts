// The weekly surfaces pass: visits each due domain, one after the other (so never more than one request
// at a time to any domain), and stores what it saw in `surfaces`.
//
//   runSurfacesPass(db, { now?, allowPrivate?, resolver?, limit? }) -> Promise<{ visited, due }>
//
// A domain is claimed before it is visited (checked_at moved to now, only if still due), so two workers
// running passes at once never visit one domain twice in a week; a visit that dies keeps the previous
// results until next week.
import type { Database } from '../../db/connection.js';
import type { Resolver } from '../../net/safe-client.js';
import { wellFormedDeep } from '../../core/untrusted-json.js';
import { buildTargets, dueDomains, SURFACES_INTERVAL_MS, type RemoteRow } from './due.js';
import { visitDomain } from './visit.js';

export interface SurfacesPassOptions {
  now?: () => Date;
  /** Tests only (loopback fixtures). */
  allowPrivate?: boolean;
  resolver?: Resolver;
  /** Domains visited in this pass at most (default 50). */
  limit?: number;
  deadlineMs?: number;
  /** The checker's User-Agent (config.check.userAgent). */
  userAgent?: string;
}

export interface SurfacesPassResult {
  /** Domains visited, in order. */
  visited: string[];
  /** Domains that were due (visited or left for a later pass). */
  due: number;
  /** Domains visited whose results could not be stored (the pass went on). */
  failed: { domain: string; error: string }[];
}

export async function runSurfacesPass(db: Database, opts: SurfacesPassOptions = {}): Promise<SurfacesPassResult> {
  const now = opts.now ?? (() => new Date());
  const remotes = await db.rows<RemoteRow>(
    `SELECT r.host, r.url, r.type FROM remotes r JOIN servers s ON s.id = r.server_id
      WHERE r.listed AND r.url IS NOT NULL AND r.host IS NOT NULL AND s.status <> 'deleted'`,
  );
  const namespaces = await db.rows<{ domain: string }>(
    `SELECT DISTINCT namespace_domain AS domain FROM servers
      WHERE namespace_kind = 'domain' AND namespace_domain IS NOT NULL AND status <> 'deleted'`,
  );
  const targets = new Map(
    buildTargets(
      remotes,
      namespaces.map((n) => n.domain),
    ).map((t) => [t.domain, t]),
  );
  const seen = await db.rows<{ domain: string; checked_at: Date }>(`SELECT domain, checked_at FROM surfaces`);
  const due = dueDomains(targets.keys(), new Map(seen.map((s) => [s.domain, new Date(s.checked_at)])), now());

  const visited: string[] = [];
  const failed: { domain: string; error: string }[] = [];
  for (const domain of due.slice(0, opts.limit ?? 50)) {
    const at = now();
    const claimed = await db.one(
      `INSERT INTO surfaces (domain, checked_at, results) VALUES (:domain, :at, '{}')
       ON CONFLICT (domain) DO UPDATE SET checked_at = EXCLUDED.checked_at
         WHERE surfaces.checked_at <= :dueBefore
       RETURNING domain`,
      { domain, at: at.toISOString(), dueBefore: new Date(at.getTime() - SURFACES_INTERVAL_MS).toISOString() },
    );
    if (!claimed) continue;
    const results = await visitDomain(targets.get(domain)!, {
      allowPrivate: opts.allowPrivate,
      resolver: opts.resolver,
      deadlineMs: opts.deadlineMs,
      userAgent: opts.userAgent,
    });
    // What a domain serves is anyone's text: NUL and lone surrogates (which jsonb refuses) are removed.
    // Should the row still not store, that domain keeps its claim until next week and the pass goes on.
    try {
      await db.exec(`UPDATE surfaces SET results = CAST(:results AS jsonb) WHERE domain = :domain`, {
        domain,
        results: JSON.stringify(wellFormedDeep(results)),
      });
    } catch (err) {
      failed.push({ domain, error: err instanceof Error ? err.message.slice(0, 200) : String(err) });
      continue;
    }
    visited.push(domain);
  }
  return { visited, due: due.length, failed };
}
