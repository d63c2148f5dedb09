// Sessions live in PostgreSQL (table `sessions`) so that any web process can serve any request. The
// browser holds a random id; the table holds only its SHA-256, so a leaked table cannot be replayed as
// cookies. Lifetime: idle 30 minutes, absolute 8 hours, both judged against the injected clock.
import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/connection.js';

export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 8 * 60 * 60_000;

export interface SessionData {
  csrf: string;
  /** Domains this browser proved; each is re-checked against domain_owners on every action. */
  domains: string[];
  /** One-shot message for the next page (PRG pattern). */
  flash?: string;
}

export interface Session {
  /** The cookie value (only in memory, never stored). */
  sid: string;
  /** sha256(sid): the row key, and what challenges are bound to. */
  key: string;
  data: SessionData;
  createdAt: Date;
}

export const sessionKey = (sid: string): string => crypto.createHash('sha256').update(sid).digest('hex');
const randomId = (): string => crypto.randomBytes(32).toString('base64url');

function expiresAt(createdAt: Date, now: Date): Date {
  return new Date(Math.min(createdAt.getTime() + ABSOLUTE_MS, now.getTime() + IDLE_MS));
}

export async function createSession(db: Database, now: Date, data: Partial<SessionData> = {}, t?: Transaction): Promise<Session> {
  const sid = randomId();
  const session: Session = { sid, key: sessionKey(sid), data: { csrf: randomId(), domains: [], ...data }, createdAt: now };
  await db.exec(
    `INSERT INTO sessions (sid, data, created_at, last_seen_at, expires_at) VALUES (:key, :data::jsonb, :now, :now, :expiresAt)`,
    { key: session.key, data: JSON.stringify(session.data), now, expiresAt: expiresAt(now, now) },
    t,
  );
  return session;
}

/** The live session for a cookie value, its idle timer restarted; null when unknown or expired. */
export async function loadSession(db: Database, sid: string, now: Date): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(sid)) return null;
  const key = sessionKey(sid);
  const row = await db.one<{ data: SessionData; created_at: Date; last_seen_at: Date }>(
    'SELECT data, created_at, last_seen_at FROM sessions WHERE sid = :key',
    { key },
  );
  if (!row) return null;
  const idle = now.getTime() - row.last_seen_at.getTime() > IDLE_MS;
  const old = now.getTime() - row.created_at.getTime() > ABSOLUTE_MS;
  if (idle || old) {
    await db.exec('DELETE FROM sessions WHERE sid = :key', { key });
    return null;
  }
  await db.exec('UPDATE sessions SET last_seen_at = :now, expires_at = :expiresAt WHERE sid = :key', { key, now, expiresAt: expiresAt(row.created_at, now) });
  return { sid, key, data: { ...row.data, domains: row.data.domains ?? [] }, createdAt: row.created_at };
}

export async function saveSession(db: Database, session: Session): Promise<void> {
  await db.exec('UPDATE sessions SET data = :data::jsonb WHERE sid = :key', { key: session.key, data: JSON.stringify(session.data) });
}

/**
 * A new id (and CSRF token) for the same browser, at sign-in: an id fixed by an attacker before sign-in
 * is worth nothing after it. Pending challenges move with the session; the absolute timer restarts.
 */
export async function regenerateSession(db: Database, old: Session, now: Date, data: SessionData, t?: Transaction): Promise<Session> {
  const next = await createSession(db, now, { ...data, csrf: randomId() }, t);
  await db.exec('UPDATE challenges SET session_sid = :next WHERE session_sid = :old', { old: old.key, next: next.key }, t);
  await db.exec('DELETE FROM sessions WHERE sid = :key', { key: old.key }, t);
  return next;
}

export async function destroySession(db: Database, session: Session): Promise<void> {
  await db.exec('DELETE FROM sessions WHERE sid = :key', { key: session.key });
}

/** Housekeeping for the worker: rows past their expiry are useless. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const rows = await db.rows<{ sid: string }>('DELETE FROM sessions WHERE expires_at <= :now RETURNING sid', { now });
  return rows.length;
}
