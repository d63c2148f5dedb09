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
    'INSERT INTO audit_log (at, domain, server_id, action, details) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [e.at, e.domain, e.serverId ?? null, e.action, JSON.stringify(e.details ?? {})],
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

export async function auditFor(db: Database, domains: string[], limit = 50): Promise<AuditRow[]> {
  if (domains.length === 0) return [];
  return db.rows<AuditRow>(
    'SELECT at, domain, server_id, action, details FROM audit_log WHERE domain = ANY($1::text[]) ORDER BY at DESC, id DESC LIMIT $2',
    [domains, limit],
  );
}
