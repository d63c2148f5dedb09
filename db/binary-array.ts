// PostgreSQL arrays in the binary wire format, for statements that bind large arrays (db.boundRows).

/**
 * A PostgreSQL array in the binary wire format (what `array_recv` reads), for a text[] or a jsonb[]
 * parameter; the driver sends a Buffer parameter as binary. The sync's page of `raw` texts goes in this
 * way (#13): each element arrives as its own value, and PostgreSQL parses it once, as jsonb. In a `json`
 * parameter read by json_to_recordset, the backend lexed each `raw` twice (the page, then the record's
 * value again as jsonb) and built a hash table of every record's fields: 16-17 µs of backend CPU per
 * server, against 10 µs this way. A text-format array (what the driver makes of a JS array) has every
 * quote escaped by the driver and read back by array_in, element by element (#13: the driver's escaping
 * of a page's names and slugs was 1 % of a sync's node CPU). A jsonb element is a version byte (1) and
 * the JSON text; PostgreSQL validates it as it would the text. An element may also be given as its UTF-8
 * bytes, copied as they are (the sync's `raw`, encoded once for its hash: checker/sync/store.ts RawContent).
 */
export function binaryArray(type: 'text' | 'jsonb', elements: readonly (string | Buffer | null)[]): Buffer {
  const oid = type === 'text' ? 25 : 3802;
  const prefix = type === 'jsonb' ? 1 : 0;
  let size = 20;
  const lengths = elements.map((e) => (e === null ? -1 : typeof e === 'string' ? Buffer.byteLength(e, 'utf8') : e.length));
  for (const n of lengths) size += 4 + (n < 0 ? 0 : prefix + n);
  const buf = Buffer.allocUnsafe(size);
  // ndim, has-nulls flag, element type; then the one dimension's length and lower bound (1).
  buf.writeInt32BE(elements.length === 0 ? 0 : 1, 0);
  buf.writeInt32BE(lengths.some((n) => n < 0) ? 1 : 0, 4);
  buf.writeUInt32BE(oid, 8);
  if (elements.length === 0) return buf.subarray(0, 12);
  buf.writeInt32BE(elements.length, 12);
  buf.writeInt32BE(1, 16);
  let at = 20;
  elements.forEach((e, i) => {
    const n = lengths[i]!;
    if (e === null) {
      at = buf.writeInt32BE(-1, at);
      return;
    }
    at = buf.writeInt32BE(prefix + n, at);
    if (prefix) at = buf.writeUInt8(1, at);
    at += typeof e === 'string' ? buf.write(e, at, 'utf8') : e.copy(buf, at);
  });
  return buf;
}
