// One search hit as agents receive it: what we measured, plus the registry's title and description
// under `unverified`.
import type { EmptyExplanation, SearchDoc, SearchFilters } from './search/index.js';
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
  /** Its authorization server offers dynamic client registration (auth oauth only). */
  oauthDcr: boolean | null;
  rank: { score: number | null; parts: Record<string, unknown> | null; version: string | null; isNew: boolean };
  success7d: number | null;
  success30d: number | null;
  medianResponseMs: number | null;
  toolCount: number | null;
  /** o200k tokens of its tools/list: what loading it costs an agent's context (core/context-cost.ts). */
  toolTokens: number | null;
  categories: string[];
  declaredRisk: string | null;
  euHosting: boolean | null;
  noticesCount: number;
  removed: boolean;
  tier: number | null;
  /** With a query: the query words found, where (name, title, description, tool, about), up to three tools. */
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
    // A package-only entry has nothing to check: say so, rather than "not checked yet".
    state: doc.state ?? (doc.transports.length === 0 ? 'no_remote' : null),
    auth: doc.auth,
    oauthDcr: doc.oauthDcr ?? null,
    rank: { score: doc.rankScore, parts: extra?.rankParts ?? null, version: extra?.rankVersion ?? null, isNew: extra?.isNew ?? false },
    success7d: doc.success7d,
    success30d: doc.success30d,
    medianResponseMs: doc.medianResponseMs,
    toolCount: doc.toolCount,
    toolTokens: doc.toolTokens ?? null,
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

/** The remotes of one transport first, the others after, each group in its listed order. */
export function transportFirst<R extends { type: string }>(remotes: readonly R[], transport: string): R[] {
  return [...remotes.filter((r) => r.type === transport), ...remotes.filter((r) => r.type !== transport)];
}

/** The explanation of an empty answer, with the filters named as agents give them. */
export interface EmptyAnswer {
  matchedWords: number | null;
  removedBy: { filter: string; value: unknown; left: number; values?: Record<string, number> }[];
  message: string;
}

const PARAM: Record<keyof SearchFilters, string> = {
  category: 'category',
  state: 'state',
  auth: 'auth',
  transport: 'transport',
  risk: 'risk',
  euHosting: 'eu_hosting',
  hasTools: 'has_tools',
  hasRemote: 'has_remote',
  maxToolTokens: 'max_tool_tokens',
  oauthDcr: 'oauth_dcr',
  notices: 'notices',
  removed: 'removed',
};

/** Pure: the index's counts as an answer ("28 match the words; none passes state=responds (28 not_checked_yet)"). */
export function explainEmpty(e: EmptyExplanation, query: string | undefined): EmptyAnswer {
  const named = e.filters.map((f) => ({
    filter: PARAM[f.filter] ?? f.filter,
    value: f.value,
    left: f.left,
    ...(f.values ? { values: f.values } : {}),
  }));
  const head = query ? `${e.matched} match the words` : `${e.matched} servers listed`;
  const show = (f: (typeof named)[number]) => {
    const values = f.values
      ? ` (${Object.entries(f.values)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([v, n]) => `${n} ${v}`)
          .join(', ')})`
      : '';
    return `${f.filter}=${String(f.value)}${values}`;
  };
  let message: string;
  if (e.matched === 0) message = query ? `Nothing matches the words "${query}": try other words or fewer of them.` : 'Nothing is listed.';
  else {
    const emptying = named.filter((f) => f.left === 0);
    message = emptying.length
      ? `${head}; none passes ${emptying.map(show).join(', nor ')}.`
      : `${head}; each filter alone leaves some (${named.map((f) => `${f.filter}=${String(f.value)}: ${f.left}`).join(', ')}), all together none.`;
    if (named.some((f) => f.filter === 'has_remote' && f.value === true && f.left === 0))
      message += ' Package-only servers come with has_remote=false or "any".';
  }
  return { matchedWords: e.matched, removedBy: named, message };
}
