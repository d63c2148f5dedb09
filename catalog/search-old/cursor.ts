// A cursor is the sort key of the last item sent plus a fingerprint of what was asked. The next page is
// "everything after this key", so servers added, changed or removed meanwhile never make an unchanged
// server repeat or disappear; the fingerprint rejects a cursor replayed with another query.
import { createHash } from 'node:crypto';
import { CursorError } from './errors.js';
import type { SortKey } from './order.js';

interface CursorBody {
  v: 1;
  f: string;
  k: (number | string)[];
}

export function fingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(fp: string, key: SortKey): string {
  const body: CursorBody = { v: 1, f: fp, k: [...key] };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, fp: string): SortKey {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError('cursor is not a cursor returned by this search');
  }
  const b = body as Partial<CursorBody> | null;
  if (
    !b ||
    typeof b !== 'object' ||
    b.v !== 1 ||
    typeof b.f !== 'string' ||
    !Array.isArray(b.k) ||
    !b.k.every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)))
  ) {
    throw new CursorError('cursor is not a cursor returned by this search');
  }
  if (b.f !== fp) {
    throw new CursorError('cursor was issued for a different query, filters or sort; start again without it');
  }
  return b.k;
}
