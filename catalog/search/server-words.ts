// Everyday words for what each listed server does, by registry name: the words an agent uses when it needs
// that capability without knowing the product ("phone call" for a dialer, "web scraping" for a page
// extractor), in English, French, Spanish and German. Registry descriptions are one short sentence in the
// server's own vocabulary, and agents' requests and servers' words often do not meet (issue #11: most misses
// on agent-style requests are recall). This is document expansion written offline: each entry was written by
// reading only that server's name, title and description, never the judged query sets (docs/search.md);
// generic words are refused by a test. A server listed later has no entry and is found by its own words.
// Read as a file rather than imported: a loader's hooks (tsx) would transform the JSON first.
import { readFileSync } from 'node:fs';

export const SERVER_WORD_LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
export type ServerWordLanguage = (typeof SERVER_WORD_LANGUAGES)[number];
export type ServerWordEntry = Readonly<Record<ServerWordLanguage, readonly string[]>>;

let table: ReadonlyMap<string, ServerWordEntry> | undefined;

function load(): ReadonlyMap<string, ServerWordEntry> {
  const raw = JSON.parse(readFileSync(new URL('./server-words.json', import.meta.url), 'utf8')) as {
    servers: Record<string, ServerWordEntry>;
  };
  return new Map(Object.entries(raw.servers));
}

/** The everyday words written for a server, in `languages` (all by default); empty when it has no entry. */
export function serverWords(name: string, languages: readonly ServerWordLanguage[] = SERVER_WORD_LANGUAGES): string[] {
  table ??= load();
  const entry = table.get(name);
  return entry ? languages.flatMap((l) => entry[l] ?? []) : [];
}

/** Every entry, for the tests that review the table. */
export function allServerWords(): ReadonlyMap<string, ServerWordEntry> {
  table ??= load();
  return table;
}
