// The search behind the home page: the same SearchIndex as search_servers, fed by the catalogue's own
// read model (catalog/search-docs.ts). The web process's live index (kept fresh by LISTEN/NOTIFY)
// is passed in when the app has one; without it this keeps a private index, rebuilt when older than
// `maxAgeMs`, so the pages work on their own.
import type { Database } from '../../db/connection.js';
import { loadCatalogEntries } from '../../catalog/search-docs.js';
import { IndexNotReadyError } from '../../catalog/errors.js';
import { timedSearch } from '../../catalog/metrics/collect.js';
import { SearchIndex, type SearchPage, type SearchQuery } from '../../catalog/search/index.js';
import { guardedSearch, type ClientSignal } from '../../catalog/search-guard.js';
import { cappedQuery } from '../../catalog/search-params.js';

/** `signal`: aborted when the browser has gone; the search is then not run (catalog/search-guard.ts). */
export type SiteSearch = (q: SearchQuery, signal?: ClientSignal) => Promise<SearchPage>;

/** The same word cap, turn and budget as search_servers. */
function guarded(index: SearchIndex, q: SearchQuery, signal?: ClientSignal): Promise<SearchPage> {
  const { query, words } = q.query === undefined ? { query: undefined, words: 0 } : cappedQuery(q.query);
  return guardedSearch((budget) => timedSearch(() => index.search({ ...q, query, budget })), { signal, words });
}

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
  return async (q, signal) => guarded(await fresh(), q, signal);
}

/** The web process's live index (catalog/search-sync/live-index.ts): the same one search_servers uses. */
export function liveIndexSearch(live: { readonly ready: boolean; readonly index: SearchIndex }): SiteSearch {
  return async (q, signal) => {
    if (!live.ready) throw new IndexNotReadyError();
    return guarded(live.index, q, signal);
  };
}
