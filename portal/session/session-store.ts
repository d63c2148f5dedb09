// Sessions live in PostgreSQL (table `sessions`) so that any web process can serve any request. The
// browser holds a random id; the table holds only its SHA-256, so a leaked table cannot be replayed as
// cookies. Lifetime: idle 30 minutes, absolute 8 hours, both judged against the injected clock.
//
// Rows are made lazily (issue #15): a visit that only reads pages gets a cookie and an unsaved session
// whose CSRF token is derived, HMAC(secret in `settings`, session key), so no row is needed to check it.
// The row is written by the first POST that passes that check and needs state: starting a challenge, or
// a message for the next page (saveSession), each behind its per-address rate limit, so rows grow no
// faster than those limits allow. From then on the token is the one stored in the row. An id the table
// does not know is such an unsaved session; an id whose row expired is replaced by a new one.
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
  /** False until the row is written (see the header): nothing of it is in the table yet. */
  saved: boolean;
}

export const sessionKey = (sid: string): string => crypto.createHash('sha256').update(sid).digest('hex');
const randomId = (): string => crypto.randomBytes(32).toString('base64url');

function expiresAt(createdAt: Date, now: Date): Date {
  return new Date(Math.min(createdAt.getTime() + ABSOLUTE_MS, now.getTime() + IDLE_MS));
}

async function insertSession(db: Database, session: Session, now: Date, t?: Transaction): Promise<void> {
  // DO NOTHING: two first POSTs of one browser may race; the row they would write is the same.
  await db.exec(
    `INSERT INTO sessions (sid, data, created_at, last_seen_at, expires_at) VALUES (:key, :data::jsonb, :now, :now, :expiresAt)
     ON CONFLICT (sid) DO NOTHING`,
    { key: session.key, data: JSON.stringify(session.data), now, expiresAt: expiresAt(now, now) },
    t,
  );
  session.saved = true;
}

export async function createSession(db: Database, now: Date, data: Partial<SessionData> = {}, t?: Transaction): Promise<Session> {
  const sid = randomId();
  const session: Session = { sid, key: sessionKey(sid), data: { csrf: randomId(), domains: [], ...data }, createdAt: now, saved: false };
  await insertSession(db, session, now, t);
  return session;
}

/** The key of the derived CSRF tokens: kept in `settings`, made once (race-free) by the first process. */
export async function sessionSecret(db: Database): Promise<string> {
  await db.exec(`INSERT INTO settings (key, value) VALUES ('session_secret', to_jsonb(:v::text)) ON CONFLICT (key) DO NOTHING`, {
    v: crypto.randomBytes(32).toString('base64url'),
  });
  const row = await db.one<{ value: string }>(`SELECT value FROM settings WHERE key = 'session_secret'`);
  return row!.value;
}

/** The CSRF token of a session with no row: only a holder of the secret can make it for a given id. */
export const derivedCsrf = (secret: string, key: string): string =>
  crypto.createHmac('sha256', secret).update(`csrf:${key}`).digest('base64url');

function unsavedSession(secret: string, sid: string, now: Date): Session {
  const key = sessionKey(sid);
  return { sid, key, data: { csrf: derivedCsrf(secret, key), domains: [] }, createdAt: now, saved: false };
}

/**
 * The session a cookie value names, its idle timer restarted. `fresh`: a new id the browser must be given
 * (no cookie, a malformed one, or one whose row expired); an unknown well-formed id stays, unsaved, so
 * the token of a page rendered before still matches. Writes nothing for an unsaved session.
 */
export async function resolveSession(
  db: Database,
  secret: string,
  sid: string | undefined,
  now: Date,
): Promise<{ session: Session; fresh: boolean }> {
  if (!sid || !/^[A-Za-z0-9_-]{20,100}$/.test(sid)) return { session: unsavedSession(secret, randomId(), now), fresh: true };
  const key = sessionKey(sid);
  const row = await db.one<{ data: SessionData; created_at: Date; last_seen_at: Date }>(
    'SELECT data, created_at, last_seen_at FROM sessions WHERE sid = :key',
    { key },
  );
  if (!row) return { session: unsavedSession(secret, sid, now), fresh: false };
  const idle = now.getTime() - row.last_seen_at.getTime() > IDLE_MS;
  const old = now.getTime() - row.created_at.getTime() > ABSOLUTE_MS;
  if (idle || old) {
    await db.exec('DELETE FROM sessions WHERE sid = :key', { key });
    return { session: unsavedSession(secret, randomId(), now), fresh: true };
  }
  await db.exec('UPDATE sessions SET last_seen_at = :now, expires_at = :expiresAt WHERE sid = :key', {
    key,
    now,
    expiresAt: expiresAt(row.created_at, now),
  });
  return {
    session: { sid, key, data: { ...row.data, domains: row.data.domains ?? [] }, createdAt: row.created_at, saved: true },
    fresh: false,
  };
}

/** Writes the row of an unsaved session (a POST past the CSRF check that needs state); its timers start now. */
export async function saveNewSession(db: Database, session: Session, now: Date): Promise<void> {
  if (session.saved) return;
  session.createdAt = now;
  await insertSession(db, session, now);
}

/** Stores the session's data, writing its row first when it has none. */
export async function saveSession(db: Database, session: Session, now: Date): Promise<void> {
  if (!session.saved) return saveNewSession(db, session, now);
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
  if (!session.saved) return;
  await db.exec('DELETE FROM sessions WHERE sid = :key', { key: session.key });
}

/** Housekeeping for the worker: rows past their expiry are useless. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const rows = await db.rows<{ sid: string }>('DELETE FROM sessions WHERE expires_at <= :now RETURNING sid', { now });
  return rows.length;
}
