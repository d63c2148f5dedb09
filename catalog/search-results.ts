// One search hit as agents receive it: what we measured, plus the registry's title and description
// under `unverified`.
import type { SearchDoc } from './search/index.js';
import type { Matched } from './search/matched.js';
import type { ListExtra } from './search-docs.js';

export interface ServerListItem {
  name: string;
  slug: string;
  status: string;
  remotes: { type: string; url: string | null }[];
  transports: string[];
  state: string | null;
  auth: string | null;
  rank: { score: number | null; parts: Record<string, unknown> | null; version: string | null; isNew: boolean };
  success7d: number | null;
  success30d: number | null;
  medianResponseMs: number | null;
  toolCount: number | null;
  categories: string[];
  declaredRisk: string | null;
  euHosting: boolean | null;
  noticesCount: number;
  removed: boolean;
  tier: number | null;
  /** With a query: the query words found, where (name, title, description, tool), up to three tools. */
  matched?: Matched;
  unverified: { title: string | null; description: string | null };
}

export function toListItem(doc: SearchDoc, extra: ListExtra | undefined, tier: number | null, matched?: Matched | null): ServerListItem {
  return {
    name: doc.name,
    slug: doc.slug,
    status: extra?.status ?? 'active',
    remotes: extra?.remotes ?? [],
    transports: doc.transports,
    state: doc.state,
    auth: doc.auth,
    rank: { score: doc.rankScore, parts: extra?.rankParts ?? null, version: extra?.rankVersion ?? null, isNew: extra?.isNew ?? false },
    success7d: doc.success7d,
    success30d: doc.success30d,
    medianResponseMs: doc.medianResponseMs,
    toolCount: doc.toolCount,
    categories: doc.categories,
    declaredRisk: doc.risk,
    euHosting: doc.euHosting,
    noticesCount: extra?.noticesCount ?? 0,
    removed: doc.removed,
    tier,
    ...(matched ? { matched } : {}),
    unverified: { title: doc.title ?? null, description: doc.description ?? null },
  };
}
