// The service layer under the MCP tools and the JSON API (the registry's handlers -> service -> database
// layering): transports parse and format, this decides. It reads the live index and the database and
// counts lookups; it never sees HTTP.
import type { Database } from '../db/connection.js';
import { SearchInputError, type SearchFilters, type SearchPage } from './search/index.js';
import type { LiveIndex } from './search-sync/live-index.js';
import { listCategories, resolveCategoryFilter, type CategoryList } from './categories.js';
import { listChanges, type ChangesPage, type ChangesQuery } from './changes.js';
import { CatalogInputError, IndexNotReadyError } from './errors.js';
import type { LookupCounter, LookupRequest } from './lookups.js';
import { cappedQuery, DEFAULT_SEARCH_LIMIT, normalizeSearch, type SearchInput } from './search-params.js';
import { guardedSearch, type ClientSignal } from './search-guard.js';
import { explainEmpty, toListItem, transportFirst, type EmptyAnswer, type ServerListItem } from './search-results.js';
import { getServerDetail, type ServerDetail, type ServerRef } from './server-detail.js';
import { suggestServerNames } from './suggestions.js';
import { timedSearch } from './metrics/collect.js';

export interface SearchAnswer {
  results: ServerListItem[];
  nextCursor: string | null;
  total: number;
  /** `total` counts only the servers the search scored: at least that many match (SearchPage.totalIsLowerBound). */
  totalIsLowerBound?: true;
  /** Only when nothing was found: how many matched the words and which filter removed them. */
  empty?: EmptyAnswer;
  /** Nothing passed the relevance floor: what the catalogue knows of the query instead (SearchPage.nothing). */
  nothing?: NonNullable<SearchPage['nothing']>;
}

export type ServerAnswer = { found: true; server: ServerDetail } | { found: false; asked: string; suggestions: string[] };

export interface CatalogServiceDeps {
  db: Database;
  live: LiveIndex;
  lookups: LookupCounter;
  now?: () => Date;
  /** Time one search may take (default SEARCH_BUDGET_MS). */
  searchBudgetMs?: number;
}

const CATEGORY_CACHE_MS = 60_000;

export class CatalogService {
  readonly #db: Database;
  readonly #live: LiveIndex;
  readonly #lookups: LookupCounter;
  readonly #now: () => Date;
  readonly #searchBudgetMs: number | undefined;
  #categories?: { at: number; list: Promise<CategoryList> };

  constructor(deps: CatalogServiceDeps) {
    this.#db = deps.db;
    this.#live = deps.live;
    this.#lookups = deps.lookups;
    this.#now = deps.now ?? (() => new Date());
    this.#searchBudgetMs = deps.searchBudgetMs;
  }

  get ready(): boolean {
    return this.#live.ready;
  }

  /**
   * The search index's generation (SearchIndex.generation), null until it is built: a search without a category
   * filter answers the same while it lasts (the filter is resolved against the category list, from the database).
   */
  get searchGeneration(): number | null {
    return this.#live.ready ? this.#live.index.generation : null;
  }

  /** `signal`: aborted when the client has gone; its search is then not run (search-guard.ts). */
  async search(input: SearchInput, signal?: ClientSignal): Promise<SearchAnswer> {
    if (!this.#live.ready) throw new IndexNotReadyError();
    const p = normalizeSearch(input);
    const f = p.filters;
    const filters: SearchFilters = {
      category: f.category === undefined ? undefined : resolveCategoryFilter(await this.#categoryList(), f.category),
      state: f.state,
      auth: f.auth,
      transport: f.transport,
      risk: f.risk,
      euHosting: f.eu_hosting,
      hasTools: f.has_tools,
      // Remote first: package-only entries cannot be connected to, so they come only when asked for.
      hasRemote: f.has_remote === 'any' ? undefined : (f.has_remote ?? true),
      maxToolTokens: f.max_tool_tokens,
      oauthDcr: f.oauth_dcr,
      notices: f.notices,
      removed: f.removed,
    };
    try {
      const { query, words } = p.query === undefined ? { query: undefined, words: 0 } : cappedQuery(p.query);
      const page = await guardedSearch(
        (budget) =>
          timedSearch(() =>
            this.#live.index.search({ query, filters, sort: p.sort, limit: p.limit ?? DEFAULT_SEARCH_LIMIT, cursor: p.cursor, budget }),
          ),
        { signal, budgetMs: this.#searchBudgetMs, words },
      );
      const empty =
        page.total === 0 && (query || Object.values(filters).some((v) => v !== undefined))
          ? explainEmpty(this.#live.index.explainEmpty({ query, filters }), query)
          : null;
      return {
        results: page.results.map((r) => {
          const item = toListItem(r.doc, this.#live.extra(r.doc.id), r.tier, r.matched);
          // Asked for a transport: its remote comes first, the one a hit's line and `url` show.
          return filters.transport ? { ...item, remotes: transportFirst(item.remotes, filters.transport) } : item;
        }),
        nextCursor: page.nextCursor,
        total: page.total,
        ...(page.totalIsLowerBound ? { totalIsLowerBound: page.totalIsLowerBound } : {}),
        ...(empty ? { empty } : {}),
        ...(page.nothing ? { nothing: page.nothing } : {}),
      };
    } catch (err) {
      if (err instanceof SearchInputError) throw new CatalogInputError(err.field, err.message);
      throw err;
    }
  }

  /** The detail, counting the lookup when the server exists (and the requester is countable). */
  async getServer(ref: ServerRef, requester: LookupRequest | null): Promise<ServerAnswer> {
    const server = await getServerDetail(this.#db, ref, this.#now());
    const asked = 'name' in ref ? ref.name : ref.slug;
    if (!server) return { found: false, asked, suggestions: await suggestServerNames(this.#db, asked) };
    if (requester) await this.#lookups.count(server.id, requester);
    return { found: true, server };
  }

  listChanges(q: ChangesQuery): Promise<ChangesPage> {
    return listChanges(this.#db, q, this.#now());
  }

  listCategories(): Promise<CategoryList> {
    return listCategories(this.#db);
  }

  #categoryList(): Promise<CategoryList> {
    const now = Date.now();
    if (!this.#categories || now - this.#categories.at > CATEGORY_CACHE_MS) {
      const list = listCategories(this.#db);
      this.#categories = { at: now, list };
      list.catch(() => (this.#categories = undefined));
    }
    return this.#categories.list;
  }
}
