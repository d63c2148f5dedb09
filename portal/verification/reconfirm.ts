// Proofs are re-checked every 30 days; a proof that is gone starts 7 days of grace, re-checked on each
// run, after which ownership lapses. The worker calls reconfirmOwners() (daily is enough); the clock is
// injected so tests run months in seconds.
//
// On lapse the domain's claims are dropped and the checks it paused resume: a domain nobody controls
// any more must not keep a listing silent.
import type { Database } from '../../db/connection.js';
import { writeAudit } from '../owners/audit.js';
import { findProof } from './find-proof.js';
import type { ProofMethod, ProofSources } from './proof-sources.js';

export const RECONFIRM_EVERY_MS = 30 * 24 * 60 * 60_000;
export const GRACE_MS = 7 * 24 * 60 * 60_000;

export interface ReconfirmSummary {
  checked: number;
  confirmed: string[];
  missing: string[];
  lapsed: string[];
}

export async function reconfirmOwners(db: Database, sources: ProofSources, now: Date): Promise<ReconfirmSummary> {
  const due = await db.rows<{ domain: string; method: ProofMethod; token_hash: string; proof_missing_since: Date | null }>(
    `SELECT domain, method, token_hash, proof_missing_since FROM domain_owners
      WHERE lapsed_at IS NULL AND (last_confirmed_at <= :before OR proof_missing_since IS NOT NULL) ORDER BY domain`,
    { before: new Date(now.getTime() - RECONFIRM_EVERY_MS) },
  );
  const out: ReconfirmSummary = { checked: due.length, confirmed: [], missing: [], lapsed: [] };
  for (const o of due) {
    const proof = await findProof(sources, o.method, o.domain, o.token_hash);
    if (proof.found) {
      await db.exec('UPDATE domain_owners SET last_confirmed_at = :now, proof_missing_since = NULL WHERE domain = :domain', {
        domain: o.domain,
        now,
      });
      await writeAudit(db, { at: now, domain: o.domain, action: 'proof_reconfirmed', details: { method: o.method } });
      out.confirmed.push(o.domain);
      continue;
    }
    const since = o.proof_missing_since ?? now;
    if (now.getTime() - since.getTime() >= GRACE_MS) {
      await db.transaction(async (t) => {
        await db.exec(
          'UPDATE domain_owners SET lapsed_at = :now, proof_missing_since = :since WHERE domain = :domain',
          { domain: o.domain, now, since },
          t,
        );
        const claims = await db.rows<{ server_id: number }>(
          'DELETE FROM claims WHERE domain = :domain RETURNING server_id',
          { domain: o.domain },
          t,
        );
        const resumed = await db.rows<{ server_id: number }>(
          'UPDATE owner_settings SET checks_paused = false, paused_at = NULL, updated_at = :now WHERE domain = :domain AND checks_paused RETURNING server_id',
          { domain: o.domain, now },
          t,
        );
        await writeAudit(
          db,
          {
            at: now,
            domain: o.domain,
            action: 'ownership_lapsed',
            details: {
              method: o.method,
              detail: proof.detail,
              missingSince: since.toISOString(),
              claimsDropped: claims.map((c) => c.server_id),
              checksResumed: resumed.map((r) => r.server_id),
            },
          },
          t,
        );
      });
      out.lapsed.push(o.domain);
    } else {
      if (!o.proof_missing_since) {
        await db.exec('UPDATE domain_owners SET proof_missing_since = :now WHERE domain = :domain', { domain: o.domain, now });
        await writeAudit(db, {
          at: now,
          domain: o.domain,
          action: 'proof_missing',
          details: { method: o.method, detail: proof.detail, lapsesAt: new Date(now.getTime() + GRACE_MS).toISOString() },
        });
      }
      out.missing.push(o.domain);
    }
  }
  return out;
}
