// Remembered search_servers answers of the direct path (issue #13: with the search, the hits' views, the text
// summary and their serialisation, an answer cost 2.2-3.8x a /healthz in web CPU; agents repeat the common
// requests). An answer is kept as the JSON text of the call's `result`, per protocol era (the 2026-07-28 one
// carries resultType and the server's identity), and given back only while the search index is at the
// generation it was computed at: any upsert or removal of a server (a check's new state or rank score too)
// moves the generation, and the next look-up drops every answer.
//
// What may be kept is narrow, so that a remembered answer is the one a fresh call would give, byte for byte:
// - search_servers only: its answer depends on the arguments and the index alone (get_server counts the
//   caller's look-up and reads the database; list_changes and list_categories read the database);
// - not with a category filter, which is resolved against the category list the service reads from the
//   database, not from the index;
// - successes only: a tool error may come from the moment (the search budget on a busy process, a client
//   that left, an index still being built);
// - arguments whose JSON text is the parsed value exactly (no -0 or number out of range, which JSON.stringify
//   writes as 0 or null): they are the key, looked up before validation, which a key of once-valid arguments
//   makes unnecessary (the same value validates the same way).
//
// An answer is kept the second time its request is answered (among the last maxEntries requests not kept): most
// requests come once, and a stream of one-off requests should neither push the common answers out nor keep
// memory busy with answers nobody asks for again.
//
//   answerCache({ version, maxEntries?, maxChars? }) -> { key(era, name, args), get(key), set(key, version, json), stats }

export interface AnswerCacheOptions {
  /** The search index's generation, or null while answers may not be kept (the index is not ready). */
  version: () => number | null;
  maxEntries?: number;
  /** Total length of the kept texts (UTF-16 code units), so that large pages cannot pile up. */
  maxChars?: number;
}

export interface AnswerCache {
  /** The key of a call whose answer may be kept, or null. */
  key(era: string, name: string, args: Record<string, unknown>): string | null;
  /** The current generation (read before the call runs, given back to set). */
  version(): number | null;
  /** The kept answer, if it was computed at the current generation. */
  get(key: string): string | null;
  /** Keeps `json`, computed at `version`, if its request was answered before; not if the generation has moved since. */
  set(key: string, version: number | null, json: string): void;
  readonly stats: { hits: number; stored: number };
}

/** Tools whose successful answer depends on the arguments and the search index alone. */
const INDEX_ONLY_TOOLS = new Set(['search_servers']);
const DEFAULT_MAX_ENTRIES = 512;
const DEFAULT_MAX_CHARS = 4_000_000;

const usesCategories = (args: Record<string, unknown>): boolean => {
  const nested = args.filters;
  return args.category !== undefined || (nested !== null && typeof nested === 'object' && 'category' in nested);
};

export function answerCache(opts: AnswerCacheOptions): AnswerCache {
  const maxEntries = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
  // Least recently used first (a hit moves its entry to the end).
  const kept = new Map<string, string>();
  let keptVersion: number | null = null;
  let chars = 0;
  // Keys of answers computed once and not kept, least recent first.
  const once = new Set<string>();
  const stats = { hits: 0, stored: 0 };
  const drop = (key: string): void => {
    chars -= kept.get(key)!.length;
    kept.delete(key);
  };
  const current = (): number | null => {
    const v = opts.version();
    if (v !== keptVersion) {
      kept.clear();
      chars = 0;
      keptVersion = v;
    }
    return v;
  };
  return {
    stats,
    version: current,
    key(era, name, args) {
      if (!INDEX_ONLY_TOOLS.has(name) || usesCategories(args)) return null;
      let exact = true;
      const text = JSON.stringify(args, (_k, v: unknown) => {
        if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) exact = false;
        return v;
      });
      return exact ? `${era} ${name} ${text}` : null;
    },
    get(key) {
      if (current() === null) return null;
      const json = kept.get(key);
      if (json === undefined) return null;
      kept.delete(key);
      kept.set(key, json);
      stats.hits++;
      return json;
    },
    set(key, version, json) {
      if (version === null || current() !== version || json.length > maxChars) return;
      if (!once.delete(key)) {
        once.add(key);
        if (once.size > maxEntries) once.delete(once.values().next().value!);
        return;
      }
      if (kept.has(key)) drop(key);
      kept.set(key, json);
      chars += json.length;
      stats.stored++;
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries && chars <= maxChars) break;
        drop(oldest);
      }
    },
  };
}
