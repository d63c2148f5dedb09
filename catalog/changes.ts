// Change records of the last 30 days, newest first, with a keyset cursor (at, id) so that records
// written while an agent pages never make one repeat or vanish.
import type { Database } from '../db/connection.js';
import { CatalogInputError } from './errors.js';

export const CHANGE_KINDS = [
  'tools_added',
  'tools_removed',
  'schema_changed',
  'newly_destructive',
  'stopped_answering',
  'started_answering',
  'listed',
  'removed',
  'unlisted',
  'context_grew',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const MAX_CHANGE_DAYS = 30;

export interface ChangesQuery {
  /** ISO date-time; only records at or after it (and never older than `days`). */
  since?: string;
  days?: number;
  kinds?: ChangeKind[];
  /** A server name or slug. */
  server?: string;
  limit?: number;
  cursor?: string;
}

export interface ChangeItem {
  id: number;
  at: string;
  day: string;
  kind: string;
  server: { name: string; slug: string };
  details: unknown;
}

export interface ChangesPage {
  changes: ChangeItem[];
  nextCursor: string | null;
  window: { from: string };
}

/** since: YYYY-MM-DD, or a date-time with seconds optional and a zone (Z or +hh:mm). */
const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The at_key format this module writes (UTC, microseconds); anything else could reach PostgreSQL unreadable. */
const AT_KEY = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** A valid at_key: its own format, a real date (no 31 February) from 1970 on. */
function isAtKey(at: unknown): at is string {
  const m = typeof at === 'string' ? AT_KEY.exec(at) : null;
  if (!m) return false;
  const t = Date.parse(`${m[1]}Z`);
  return t >= 0 && new Date(t).toISOString() === `${m[1]}Z`;
}

function decodeCursor(cursor: string): { at: string; id: number } {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { at?: unknown; id?: unknown };
    if (v && isAtKey(v.at) && Number.isSafeInteger(v.id) && (v.id as number) > 0) return { at: v.at, id: v.id as number };
  } catch {
    // fall through
  }
  throw new CatalogInputError('cursor', 'cursor is not a cursor returned by list_changes; start again without it');
}

export async function listChanges(db: Database, q: ChangesQuery, now: Date = new Date()): Promise<ChangesPage> {
  const days = q.days ?? MAX_CHANGE_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_CHANGE_DAYS)
    throw new CatalogInputError('days', `days must be an integer from 1 to ${MAX_CHANGE_DAYS}`);
  const limit = q.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new CatalogInputError('limit', 'limit must be an integer from 1 to 200');
  // Whole UTC days (today and the days-1 before it): the window, and so the answer's ETag, holds all day.
  const today = Date.parse(now.toISOString().slice(0, 10) + 'T00:00:00Z');
  let from = new Date(today - (days - 1) * 86_400_000);
  if (q.since !== undefined) {
    const t = ISO_DATE_OR_TIME.test(q.since) ? Date.parse(q.since) : NaN;
    if (Number.isNaN(t)) {
      throw new CatalogInputError(
        'since',
        `since must be a date (2025-12-01) or a date-time (2025-12-01T08:00:00Z); got "${q.since.slice(0, 40)}"`,
      );
    }
    if (t > from.getTime()) from = new Date(t);
  }
  const kinds = q.kinds ?? [];
  for (const k of kinds) {
    if (!(CHANGE_KINDS as readonly string[]).includes(k))
      throw new CatalogInputError('kinds', `unknown kind "${k}"; kinds are ${CHANGE_KINDS.join(', ')}`);
  }
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  // at_key keeps the microseconds that a JS Date would drop, so the keyset comparison is exact.
  const rows = await db.rows<{
    id: number;
    at: Date;
    at_key: string;
    day: string;
    kind: string;
    details: unknown;
    name: string;
    slug: string;
  }>(
    `SELECT c.id, c.at, to_char(c.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key, c.day, c.kind, c.details, s.name, s.slug
       FROM changes c JOIN servers s ON s.id = c.server_id
      WHERE c.at >= :from
        ${kinds.length ? 'AND c.kind = ANY(:kinds::text[])' : ''}
        ${q.server ? 'AND (s.name = :server OR s.slug = :server)' : ''}
        ${after ? 'AND (c.at, c.id) < (:afterAt::timestamptz, :afterId)' : ''}
      ORDER BY c.at DESC, c.id DESC
      LIMIT :limit`,
    {
      from,
      kinds: `{${kinds.join(',')}}`,
      server: q.server ?? null,
      afterAt: after?.at ?? null,
      afterId: after?.id ?? null,
      limit: limit + 1,
    },
  );
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    changes: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      day: r.day,
      kind: r.kind,
      server: { name: r.name, slug: r.slug },
      details: r.details,
    })),
    nextCursor: more && last ? Buffer.from(JSON.stringify({ at: last.at_key, id: last.id }), 'utf8').toString('base64url') : null,
    window: { from: from.toISOString() },
  };
}
