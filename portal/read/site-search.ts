// The search behind the home page: the same SearchIndex as search_servers, fed by the catalogue's own
// read model (catalog/search-docs.ts). The web process's live index (kept fresh by LISTEN/NOTIFY)
// is passed in when the app has one; without it this keeps a private index, rebuilt when older than
// `maxAgeMs`, so the pages work on their own.
import type { Database } from '../../db/connection.js';
import { loadCatalogEntries } from '../../catalog/search-docs.js';
import { IndexNotReadyError } from '../../catalog/errors.js';
import { timedSearch } from '../../catalog/metrics/collect.js';
import { SearchIndex, type SearchPage, type SearchQuery } from '../../catalog/search/index.js';

export type SiteSearch = (q: SearchQuery) => Promise<SearchPage>;

export function privateIndexSearch(db: Database, now: () => Date, maxAgeMs = 60_000): SiteSearch {
  let built: { index: SearchIndex; at: number } | null = null;
  let building: Promise<SearchIndex> | null = null;
  const fresh = async (): Promise<SearchIndex> => {
    if (built && Date.now() - built.at < maxAgeMs) return built.index;
    building ??= (async () => {
      try {
        const index = new SearchIndex();
        for (const e of (await loadCatalogEntries(db, now())).entries) index.upsert(e.doc);
        built = { index, at: Date.now() };
        return index;
      } finally {
        building = null;
      }
    })();
    return building;
  };
  return async (q) => {
    const index = await fresh();
    return timedSearch(() => index.search(q));
  };
}

/** The web process's live index (catalog/search-sync/live-index.ts): the same one search_servers uses. */
export function liveIndexSearch(live: { readonly ready: boolean; readonly index: SearchIndex }): SiteSearch {
  return async (q) => {
    if (!live.ready) throw new IndexNotReadyError();
    return timedSearch(() => live.index.search(q));
  };
}
