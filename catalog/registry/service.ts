// Pages of the registry API over the mirror. Without `search` the list is every mirrored server in name
// order (byte order, as a keyset: stable while entries change); with `search` the order is Switchboard's
// relevance search (catalog/search, the same five tiers as search_servers) and the filters are applied
// to its hits in PostgreSQL, so a filter means one thing on both paths.
import crypto from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { CatalogInputError, IndexNotReadyError } from '../errors.js';
import { SearchInputError } from '../search/index.js';
import type { LiveIndex } from '../search-sync/live-index.js';
import { registryRows, type RegistryRow, type RowQuery } from './entries.js';
import type { RegistryFilters } from './filters.js';

export const DEFAULT_REGISTRY_LIMIT = 30;
export const MAX_REGISTRY_LIMIT = 100;
/** Hits read from the index per round while filling a filtered search page. */
const SEARCH_ROUND = 100;

export interface RegistryListQuery {
  filters: RegistryFilters[];
  search?: string;
  updatedSince?: string | null;
  includeDeleted: boolean;
  version?: string | null;
  limit: number;
  cursor?: string;
}

export interface RegistryPage {
  rows: RegistryRow[];
  nextCursor: string | null;
}

interface CursorBody {
  v: 1;
  /** What was asked; a cursor replayed with other parameters is refused rather than misread. */
  f: string;
  /** List: the last name sent. */
  n?: string;
  /** Search: the index cursor of the round, and how many of its hits were already looked at. */
  s?: string | null;
  k?: number;
}

function fingerprint(q: RegistryListQuery): string {
  const parts = [q.filters, q.search?.trim() ?? null, q.updatedSince ?? null, q.includeDeleted, q.version ?? null];
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

const encode = (b: CursorBody): string => Buffer.from(JSON.stringify(b), 'utf8').toString('base64url');

function decode(cursor: string, fp: string, searching: boolean): CursorBody {
  let b: Partial<CursorBody> | null = null;
  try {
    b = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    // refused below
  }
  const ok =
    b &&
    typeof b === 'object' &&
    b.v === 1 &&
    typeof b.f === 'string' &&
    (searching
      ? (b.s === null || typeof b.s === 'string') && Number.isInteger(b.k) && b.k! >= 0 && b.k! < SEARCH_ROUND
      : typeof b.n === 'string');
  if (!ok) throw new CatalogInputError('cursor', 'cursor is not one this registry returned in metadata.nextCursor; start again without it');
  if (b!.f !== fp)
    throw new CatalogInputError(
      'cursor',
      'cursor was returned for other parameters (search, filters, updated_since, version, include_deleted); start again without it',
    );
  return b as CursorBody;
}

export async function registryPage(db: Database, live: LiveIndex | null, q: RegistryListQuery): Promise<RegistryPage> {
  const fp = fingerprint(q);
  const search = q.search?.trim();
  const rowQuery: RowQuery = { filters: q.filters, updatedSince: q.updatedSince, includeDeleted: q.includeDeleted, version: q.version };
  if (!search) {
    const after = q.cursor ? decode(q.cursor, fp, false).n! : null;
    const rows = await registryRows(db, { ...rowQuery, afterName: after, limit: q.limit + 1 });
    const more = rows.length > q.limit;
    const page = rows.slice(0, q.limit);
    return { rows: page, nextCursor: more ? encode({ v: 1, f: fp, n: page.at(-1)!.name }) : null };
  }

  if (!live?.ready) throw new IndexNotReadyError();
  const at = q.cursor ? decode(q.cursor, fp, true) : { s: null, k: 0 };
  let indexCursor = at.s ?? undefined;
  let skip = at.k ?? 0;
  const out: RegistryRow[] = [];
  for (;;) {
    let hits;
    try {
      hits = live.index.search({ query: search, sort: 'relevance', limit: SEARCH_ROUND, cursor: indexCursor });
    } catch (err) {
      // An index cursor inside ours that no longer fits (the index was rebuilt with other words).
      if (err instanceof SearchInputError) throw new CatalogInputError(err.field === 'cursor' ? 'cursor' : 'search', err.message);
      throw err;
    }
    const ids = hits.results.slice(skip).map((r) => r.doc.id);
    const rows = new Map((await registryRows(db, { ...rowQuery, ids })).map((r) => [r.id, r]));
    let looked = skip;
    for (const id of ids) {
      looked++;
      const row = rows.get(id);
      if (row) out.push(row);
      if (out.length === q.limit) break;
    }
    if (out.length === q.limit) {
      if (looked < hits.results.length) return { rows: out, nextCursor: encode({ v: 1, f: fp, s: indexCursor ?? null, k: looked }) };
      return { rows: out, nextCursor: hits.nextCursor ? encode({ v: 1, f: fp, s: hits.nextCursor, k: 0 }) : null };
    }
    if (!hits.nextCursor) return { rows: out, nextCursor: null };
    indexCursor = hits.nextCursor;
    skip = 0;
  }
}

/** One server by its registry name (deleted ones only when asked). */
export async function registryEntry(db: Database, name: string, includeDeleted: boolean): Promise<RegistryRow | null> {
  const [row] = await registryRows(db, { filters: [], includeDeleted, name });
  return row ?? null;
}
