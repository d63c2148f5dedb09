// How deep a JSON text nests, measured on the raw text before JSON.parse, in one pass without recursion.
// Why on the text: JSON.parse itself copes with deep input, but every recursive walk after it (zod, the
// MCP SDK's schema checks, canonical JSON) overflows the stack somewhere past a few thousand levels and
// dies as a RangeError, i.e. a 500 or a lost check. Refusing before the parse gives one named reason.
// No legitimate MCP message or registry document comes near 64 levels.

export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of objects and arrays in `text`, counting `[` and `{` outside strings; it stops
 * counting (and returns `limit + 1`) as soon as `limit` is passed, so a hostile body costs one partial
 * scan. Malformed JSON is not judged here: JSON.parse does that.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return max;
}

/** The named reason a body is refused, or null when it nests no deeper than `limit`. */
export function tooDeep(text: string, limit = MAX_JSON_DEPTH): string | null {
  return jsonDepth(text, limit) > limit ? `JSON nested deeper than ${limit} levels` : null;
}
