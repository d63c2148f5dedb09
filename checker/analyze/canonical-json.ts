// Canonical JSON: the same value always gives the same string, whatever the key order the server sent.
// Used for tool-set hashes and schema comparisons, so a server that merely reorders keys is not "changed".
// Rules: object keys sorted by UTF-16 code unit order (the JS default sort, stable across runtimes),
// undefined members dropped and non-finite numbers written as null, exactly as JSON.stringify would.
// Written with an explicit stack, not recursion: a hostile 6,000-level schema must not overflow ours.

export function canonicalJson(value: unknown): string {
  try {
    return writeShallow(value, false, 0) ?? 'null';
  } catch (err) {
    if (err !== TOO_DEEP) throw err;
    return write(value) ?? 'null';
  }
}

// Values up to this depth are written by recursion, which is several times faster and makes far less
// garbage than the explicit stack (#13: the sync hashes every new or changed registry entry). Deeper
// ones, and cycles (which never end), are written again with the stack, which gives the same text or the
// same error.
const SHALLOW_DEPTH = 100;
const TOO_DEEP = Symbol('too deep');

function writeShallow(value: unknown, inArray: boolean, depth: number): string | undefined {
  if (depth > SHALLOW_DEPTH) throw TOO_DEEP;
  let v = value;
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
    v = (v as { toJSON(): unknown }).toJSON();
  if (v === null || typeof v !== 'object') return leaf(v) ?? (inArray ? 'null' : undefined);
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i > 0 ? ',' : '') + writeShallow(v[i], true, depth + 1);
    return out + ']';
  }
  let out = '{';
  let first = true;
  const keys = sortedKeys(v);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const resolved = member((v as Record<string, unknown>)[key]);
    if (resolved === SKIP) continue;
    out += `${first ? '' : ','}${quotedKey(key)}:${writeShallow(resolved, false, depth + 1) ?? ''}`;
    first = false;
  }
  return out + '}';
}

/**
 * An object's keys in the order of `Object.keys(v).sort()`, sorted in place by insertion when there are
 * few: Array.prototype.sort copies each array it sorts, and for the handful of keys of most objects that
 * copy was half of everything canonicalJson allocated (#13: a 100,000-version sync made 160 MB of it).
 * `<` on strings compares UTF-16 code units, as the default sort does, and keys are never equal.
 */
function sortedKeys(v: object): string[] {
  const keys = Object.keys(v);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > k; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = k;
  }
  return keys;
}

// JSON.stringify(key), remembered for the keys seen most: the same few dozen names recur in every registry
// entry and tool schema. Bounded, since keys come from untrusted JSON.
const QUOTED = new Map<string, string>();
const QUOTED_MAX = 4096;

function quotedKey(key: string): string {
  let q = QUOTED.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (QUOTED.size < QUOTED_MAX) QUOTED.set(key, q);
  }
  return q;
}

type Frame = { kind: 'text'; text: string } | { kind: 'value'; value: unknown; inArray: boolean } | { kind: 'leave'; obj: object };

// An object member as JSON.stringify writes it (after its toJSON), or SKIP when it leaves the member out (undefined,
// functions, symbols): one rule for both writers
const SKIP = Symbol('skip');
function member(value: unknown): unknown {
  const resolved =
    value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON(): unknown }).toJSON()
      : value;
  return resolved === undefined || typeof resolved === 'function' || typeof resolved === 'symbol' ? SKIP : resolved;
}

// The JSON.stringify form of a leaf, or undefined when it is left out (undefined, functions, symbols).
function leaf(v: unknown): string | undefined {
  if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return undefined;
  if (typeof v === 'bigint') throw new TypeError('canonicalJson: BigInt value');
  return JSON.stringify(v);
}

function write(value: unknown): string | undefined {
  const out: string[] = [];
  const onPath = new Set<object>();
  const stack: Frame[] = [{ kind: 'value', value, inArray: false }];
  let any = false;
  while (stack.length) {
    const f = stack.pop()!;
    if (f.kind === 'text') {
      out.push(f.text);
      continue;
    }
    if (f.kind === 'leave') {
      onPath.delete(f.obj);
      continue;
    }
    let v = f.value;
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function')
      v = (v as { toJSON(): unknown }).toJSON();
    if (v === null || typeof v !== 'object') {
      const s = leaf(v);
      out.push(s ?? (f.inArray ? 'null' : ''));
      any ||= s !== undefined;
      continue;
    }
    any = true;
    // Tool definitions arrive as parsed JSON, so a cycle means a caller bug; fail loudly rather than loop.
    if (onPath.has(v)) throw new TypeError('canonicalJson: cyclic value');
    onPath.add(v);
    // Frames are popped last-in first-out, so each container's parts are pushed in reverse.
    const parts: Frame[] = [];
    if (Array.isArray(v)) {
      parts.push({ kind: 'text', text: '[' });
      v.forEach((item, i) => {
        if (i > 0) parts.push({ kind: 'text', text: ',' });
        parts.push({ kind: 'value', value: item, inArray: true });
      });
      parts.push({ kind: 'text', text: ']' });
    } else {
      parts.push({ kind: 'text', text: '{' });
      let first = true;
      for (const key of Object.keys(v).sort()) {
        const resolved = member((v as Record<string, unknown>)[key]);
        if (resolved === SKIP) continue;
        parts.push({ kind: 'text', text: `${first ? '' : ','}${JSON.stringify(key)}:` });
        parts.push({ kind: 'value', value: resolved, inArray: false });
        first = false;
      }
      parts.push({ kind: 'text', text: '}' });
    }
    stack.push({ kind: 'leave', obj: v });
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
  }
  return any ? out.join('') : undefined;
}
