// What every server-derived value goes through before we walk or store it. Pure.
//
//   parseUntrustedJson(text) -> { ok, value } | { ok: false, reason }
//       JSON.parse, refusing text nested deeper than MAX_JSON_DEPTH with a named reason: our walks (and
//       JSON.stringify) would otherwise overflow the stack on a 6,000-level inputSchema.
//   depthExceeds(value, max) -> boolean        iterative, stops at the first node too deep
//   jsonTextWellFormed(text) -> boolean       no string parsed from this text needs wellFormedDeep
//   wellFormedText(s) / wellFormedDeep(value)
//       PostgreSQL's text and jsonb refuse U+0000 and lone UTF-16 surrogates, so one such character from
//       a server would stop its whole check (or registry item) from being stored. U+0000 is dropped, a
//       lone surrogate becomes U+FFFD; keys are cleaned like values. Iterative too.

import { MAX_JSON_DEPTH } from './json-depth.js';

export { MAX_JSON_DEPTH };

export const TOO_DEEP_REASON = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

export type ParsedJson = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseUntrustedJson(text: string, maxDepth = MAX_JSON_DEPTH): ParsedJson {
  let value: unknown;
  try {
    // V8's JSON.parse is iterative: parsing deep text is safe; only walking the result is not.
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid JSON' };
  }
  if (depthExceeds(value, maxDepth)) return { ok: false, reason: TOO_DEEP_REASON };
  return { ok: true, value };
}

/** True when some value lies deeper than `max` levels of arrays/objects (the top level is depth 1). */
export function depthExceeds(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

// String.prototype.isWellFormed/toWellFormed (Node 20) are ES2024; our lib is ES2023.
type WellFormedString = string & { isWellFormed(): boolean; toWellFormed(): string };

export function wellFormedText(s: string): string {
  const noNul = s.includes('\u0000') ? s.replaceAll('\u0000', '') : s;
  const w = noNul as WellFormedString;
  return w.isWellFormed() ? noNul : w.toWellFormed();
}

/**
 * True when every string and key that JSON.parse(text) gives is already well-formed, so wellFormedDeep of
 * the result would only copy it (the sync asks this of each registry page: #13). Text decoded from UTF-8
 * (Buffer#toString, fs.readFile with 'utf8') holds no lone surrogate, since invalid sequences decode to
 * U+FFFD, and JSON allows no raw control character in a string: U+0000 and lone surrogates can only come
 * from `\u0000` and `\uD800`-`\uDFFF` escapes. Any such escape answers false, a valid pair too (rare),
 * and an escaped backslash before "u0000" as well: a false "no" only costs the copy.
 */
export function jsonTextWellFormed(text: string): boolean {
  return !/\\u(?:0000|[dD][89a-fA-F])/.test(text) && (text as WellFormedString).isWellFormed();
}

/**
 * A copy of a JSON-like value (plain objects, arrays, primitives) with every string and key made
 * well-formed. Other objects (Date) are kept as they are. Cycles are a caller bug and throw.
 */
export function wellFormedDeep<T>(value: T): T {
  const clean = (v: unknown): unknown => (typeof v === 'string' ? wellFormedText(v) : v);
  if (value === null || typeof value !== 'object') return clean(value) as T;
  const isPlain = (v: unknown): v is object =>
    v !== null &&
    typeof v === 'object' &&
    (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
  if (!isPlain(value)) return value;
  const copyOf = (v: object): Record<string, unknown> | unknown[] => (Array.isArray(v) ? new Array(v.length) : {});
  const root = copyOf(value);
  const onPath = new Set<object>();
  // Each entry: a source container, its copy, and whether its children were already queued.
  const stack: { src: object; dst: Record<string, unknown> | unknown[]; done: boolean }[] = [{ src: value, dst: root, done: false }];
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    if (top.done) {
      onPath.delete(top.src);
      stack.pop();
      continue;
    }
    top.done = true;
    if (onPath.has(top.src)) throw new TypeError('wellFormedDeep: cyclic value');
    onPath.add(top.src);
    for (const [k, v] of Object.entries(top.src)) {
      const key = Array.isArray(top.src) ? k : wellFormedText(k);
      let out: unknown = clean(v);
      if (isPlain(v)) {
        if (onPath.has(v)) throw new TypeError('wellFormedDeep: cyclic value');
        out = copyOf(v);
        stack.push({ src: v, dst: out as Record<string, unknown> | unknown[], done: false });
      }
      (top.dst as Record<string, unknown>)[key] = out;
    }
  }
  return root as T;
}
