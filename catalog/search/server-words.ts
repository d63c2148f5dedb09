// Everyday words for what each listed server does, by registry name: the words an agent uses when it needs
// that capability without knowing the product ("phone call" for a dialer, "web scraping" for a page
// extractor). Registry descriptions are one short sentence in the server's own vocabulary, and agents'
// requests and servers' words often do not meet (issue #11: most misses on agent-style requests are
// recall). This is document expansion written offline: each entry was written by reading only that
// server's name, title and description, never the judged query sets (docs/search.md); generic words are
// refused by a test. A server listed later has no entry and is found by its own words, as before.
// Read as a file rather than imported: a loader's hooks (tsx) would transform the JSON first.
import { readFileSync } from 'node:fs';

let table: ReadonlyMap<string, readonly string[]> | undefined;

function load(): ReadonlyMap<string, readonly string[]> {
  const raw = JSON.parse(readFileSync(new URL('./server-words.json', import.meta.url), 'utf8')) as { servers: Record<string, string[]> };
  return new Map(Object.entries(raw.servers));
}

/** The everyday words written for a server (empty when it has no entry). */
export function serverWords(name: string): readonly string[] {
  table ??= load();
  return table.get(name) ?? [];
}

/** Every entry, for the tests that review the table. */
export function allServerWords(): ReadonlyMap<string, readonly string[]> {
  table ??= load();
  return table;
}
