// The audit log: every owner action, with its time, the acting domain and what changed.
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/connection.js';

export interface AuditEntry {
  at: Date;
  domain: string | null;
  serverId?: number | null;
  action: string;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Database, e: AuditEntry, t?: Transaction): Promise<void> {
  await db.exec(
    'INSERT INTO audit_log (at, domain, server_id, action, details) VALUES (:at, :domain, :serverId, :action, :details::jsonb)',
    { at: e.at, domain: e.domain, serverId: e.serverId ?? null, action: e.action, details: JSON.stringify(e.details ?? {}) },
    t,
  );
}

export interface AuditRow {
  at: Date;
  domain: string | null;
  server_id: number | null;
  action: string;
  details: Record<string, unknown>;
}

/**
 * Entries anyone can cause for any domain, without proving anything: starting a challenge for it, or a
 * verification that failed. Kept out of the owner's log (auditFor) and counted apart (unverifiedAttempts):
 * 30 failed attempts by a stranger used to push "domain verified" and every real action off the list.
 */
export const UNVERIFIED_ACTIONS = ['challenge_created', 'verification_failed'] as const;

export async function auditFor(db: Database, domains: string[], limit = 50): Promise<AuditRow[]> {
  if (domains.length === 0) return [];
  return db.rows<AuditRow>(
    `SELECT at, domain, server_id, action, details FROM audit_log
      WHERE domain = ANY(ARRAY[:domains]::text[]) AND action <> ALL(ARRAY[:unverified]::text[]) ORDER BY at DESC, id DESC LIMIT :limit`,
    { domains, limit, unverified: UNVERIFIED_ACTIONS },
  );
}

/** The newest entries about one listing, whoever acted (its manage page). */
export async function auditForServer(db: Database, serverId: number, limit = 50): Promise<AuditRow[]> {
  return db.rows<AuditRow>(
    'SELECT at, domain, server_id, action, details FROM audit_log WHERE server_id = :serverId ORDER BY at DESC, id DESC LIMIT :limit',
    { serverId, limit },
  );
}

export interface UnverifiedAttempts {
  action: (typeof UNVERIFIED_ACTIONS)[number];
  count: number;
  latest: Date;
}

/** Unverified attempts for these domains since `since`, one line per kind: a flood shows as a number. */
export async function unverifiedAttempts(db: Database, domains: string[], since: Date): Promise<UnverifiedAttempts[]> {
  if (domains.length === 0) return [];
  return db.rows<UnverifiedAttempts>(
    `SELECT action, count(*)::int AS count, max(at) AS latest FROM audit_log
      WHERE domain = ANY(ARRAY[:domains]::text[]) AND action = ANY(ARRAY[:unverified]::text[]) AND at >= :since GROUP BY action ORDER BY action`,
    { domains, unverified: UNVERIFIED_ACTIONS, since },
  );
}
