// The challenge lifecycle (docs/portal.md, "Proving control of a domain"): created for one browser session
// and one domain, valid 7 days, used once. Verifying looks for the proof and, on success, records the
// domain's owner; the caller then regenerates the session id.
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/connection.js';
import { PortalError } from '../http/portal-error.js';
import { writeAudit } from '../owners/audit.js';
import { findProof } from './find-proof.js';
import type { ProofMethod, ProofSources } from './proof-sources.js';
import { hashToken, newToken } from './token.js';

export const CHALLENGE_TTL_MS = 7 * 24 * 60 * 60_000;
/** A session may hold this many open challenges; more is someone scripting us. */
export const MAX_OPEN_CHALLENGES = 10;

export interface ChallengeRow {
  id: number;
  domain: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function createChallenge(
  db: Database,
  opts: { domain: string; sessionKey: string; now: Date },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const open = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM challenges WHERE session_sid = :sessionKey AND used_at IS NULL AND expires_at > :now',
    { sessionKey: opts.sessionKey, now: opts.now },
  );
  if ((open?.n ?? 0) >= MAX_OPEN_CHALLENGES)
    throw new PortalError(429, 'too_many_challenges', 'Too many open challenges in this browser. Use one of them or wait.');
  const token = newToken();
  const expiresAt = new Date(opts.now.getTime() + CHALLENGE_TTL_MS);
  const row = await db.one<{ id: number }>(
    'INSERT INTO challenges (domain, token_hash, session_sid, created_at, expires_at) VALUES (:domain, :tokenHash, :sessionKey, :now, :expiresAt) RETURNING id',
    { domain: opts.domain, tokenHash: hashToken(token), sessionKey: opts.sessionKey, now: opts.now, expiresAt },
  );
  await writeAudit(db, { at: opts.now, domain: opts.domain, action: 'challenge_created', details: { challengeId: row!.id } });
  return { id: row!.id, token, expiresAt };
}

export async function openChallenges(db: Database, sessionKey: string, now: Date): Promise<ChallengeRow[]> {
  return db.rows<ChallengeRow>(
    'SELECT id, domain, created_at, expires_at, used_at FROM challenges WHERE session_sid = :sessionKey AND used_at IS NULL AND expires_at > :now ORDER BY id DESC',
    { sessionKey, now },
  );
}

export class ProofNotFound extends PortalError {
  constructor(detail: string) {
    super(422, 'proof_not_found', `We could not find the proof: ${detail}. DNS changes can take a few minutes to appear; try again.`);
  }
}

/**
 * Looks for the proof of one of this session's challenges. Refused: a challenge of another session, an
 * expired one, one already used (a replay). On success the challenge is spent and the domain owned.
 */
export async function verifyChallenge(
  db: Database,
  sources: ProofSources,
  opts: { challengeId: number; sessionKey: string; method: ProofMethod; now: Date },
): Promise<{ domain: string }> {
  const ch = await db.one<ChallengeRow & { token_hash: string; session_sid: string }>(
    'SELECT id, domain, token_hash, session_sid, created_at, expires_at, used_at FROM challenges WHERE id = :id',
    { id: opts.challengeId },
  );
  // One message for "not yours" and "no such": an id is no oracle for other people's challenges.
  if (!ch || ch.session_sid !== opts.sessionKey)
    throw new PortalError(404, 'no_challenge', 'This challenge does not exist in this browser session. Start again.');
  if (ch.used_at) throw new PortalError(410, 'challenge_used', 'This challenge was already used. Start a new one.');
  if (ch.expires_at.getTime() <= opts.now.getTime())
    throw new PortalError(410, 'challenge_expired', 'This challenge has expired (they last 7 days). Start a new one.');

  const proof = await findProof(sources, opts.method, ch.domain, ch.token_hash);
  if (!proof.found) {
    await writeAudit(db, {
      at: opts.now,
      domain: ch.domain,
      action: 'verification_failed',
      details: { challengeId: ch.id, method: opts.method, detail: proof.detail },
    });
    throw new ProofNotFound(proof.detail);
  }
  await db.transaction(async (t: Transaction) => {
    // The UPDATE ... WHERE used_at IS NULL is the single-use guard under concurrency: two verifies of
    // one challenge cannot both succeed.
    const spent = await db.rows(
      'UPDATE challenges SET used_at = :now WHERE id = :id AND used_at IS NULL RETURNING id',
      { id: ch.id, now: opts.now },
      t,
    );
    if (spent.length === 0) throw new PortalError(410, 'challenge_used', 'This challenge was already used. Start a new one.');
    await db.exec(
      `INSERT INTO domain_owners (domain, method, token_hash, verified_at, last_confirmed_at, proof_missing_since, lapsed_at)
       VALUES (:domain, :method, :tokenHash, :now, :now, NULL, NULL)
       ON CONFLICT (domain) DO UPDATE SET method = EXCLUDED.method, token_hash = EXCLUDED.token_hash,
         verified_at = EXCLUDED.verified_at, last_confirmed_at = EXCLUDED.last_confirmed_at, proof_missing_since = NULL, lapsed_at = NULL`,
      { domain: ch.domain, method: opts.method, tokenHash: ch.token_hash, now: opts.now },
      t,
    );
    await writeAudit(
      db,
      {
        at: opts.now,
        domain: ch.domain,
        action: 'domain_verified',
        details: { challengeId: ch.id, method: opts.method, proof: proof.detail },
      },
      t,
    );
  });
  return { domain: ch.domain };
}
