// Canonical JSON: the same value always gives the same string, whatever the key order the server sent.
// Used for tool-set hashes and schema comparisons, so a server that merely reorders keys is not "changed".
// Rules: object keys sorted by UTF-16 code unit order (the JS default sort, stable across runtimes),
// undefined members dropped and non-finite numbers written as null, exactly as JSON.stringify would.

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value, new WeakSet())) ?? 'null';
}

function sortKeys(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  // Tool definitions arrive as parsed JSON, so a cycle means a caller bug; fail loudly rather than loop.
  if (seen.has(value)) throw new TypeError('canonicalJson: cyclic value');
  seen.add(value);
  let out: unknown;
  if (Array.isArray(value)) {
    out = value.map((v) => (v === undefined ? null : sortKeys(v, seen)));
  } else {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined && typeof v !== 'function') sorted[key] = sortKeys(v, seen);
    }
    out = sorted;
  }
  seen.delete(value);
  return out;
}
