// What agents receive for one server and for one search hit (issue #16: answers an agent can afford).
// The read model (server-detail.ts) stays whole for the public page; agents get a compact view of it by
// default, and ask for more with `include` or `tool`. Both MCP eras and the JSON API use these functions,
// so their shapes cannot drift. Pure: from the read model and the options only.
//
// Compact means: no null, empty or false field (absence says it); the 30-day history as 30 characters;
// discovery surfaces only when something was found; one install block per remote (the Claude Code line and
// one JSON config); tools as name, hints and the first sentence of their description; the rank as a score
// rounded to one decimal. Third-party text (titles, descriptions, tool texts, header descriptions) keeps
// its `unverified` key where it was, except the one-line tool descriptions, which the tool description of
// get_server declares unverified once instead of in every entry.
import type { ServerDetail } from './server-detail.js';
import type { ServerListItem } from './search-results.js';

export const INCLUDES = ['schemas', 'history', 'surfaces', 'install_all', 'rank_parts'] as const;
export type Include = (typeof INCLUDES)[number];

export interface ViewOptions {
  include?: readonly Include[];
  /** One tool in full (its whole description, input schema, title and hints) instead of the tool list. */
  tool?: string;
}

/** The days of days30d as one character each, oldest first. */
export const HISTORY_LEGEND = 'o answered, r answered on retry, x failed, - not checked (paused, placeholder, 429), . no result';
const DAY_CHAR: Record<string, string> = { ok: 'o', retry_ok: 'r', failed: 'x', not_checked: '-', none: '.' };
export function historyString(days: ServerDetail['days30d']): string {
  return days.map((d) => DAY_CHAR[d.status] ?? '.').join('');
}

/** What prune() drops: null, undefined, false, '' and an empty array or object. */
function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && Object.keys(v as object).length === 0;
}

/** Drops null, undefined, false, '' and empty arrays/objects (one level: callers prune nested objects). */
export function prune<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (!isEmpty(v)) out[k] = v;
  return out as Partial<T>;
}

export const round1 = (x: number | null | undefined): number | null =>
  typeof x === 'number' && Number.isFinite(x) ? Math.round(x * 10) / 10 : null;
const round3 = (x: number | null | undefined): number | null =>
  typeof x === 'number' && Number.isFinite(x) ? Math.round(x * 1000) / 1000 : null;

/** The first sentence of a description, at most `max` characters (cut at a word, with an ellipsis). */
export function oneLine(text: string | null | undefined, max = 100): string | null {
  const sentence = firstSentence(text);
  return sentence === null ? null : cutLine(sentence, max);
}

/** The first sentence of `text` on one line (runs of whitespace made one space); null without text. */
export function firstSentence(text: string | null | undefined): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? flat;
}

/** `sentence` itself when it has at most `max` characters, else cut at a word before them, with an ellipsis. */
export function cutLine(sentence: string, max: number): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

type Tool = ServerDetail['tools'][number];
export function hintWords(h: Tool['hints']): string[] {
  const out: string[] = [];
  if (h.readOnlyHint === true) out.push('read_only');
  if (h.destructiveHint === true) out.push('destructive');
  if (h.idempotentHint === true) out.push('idempotent');
  if (h.openWorldHint === true) out.push('open_world');
  return out;
}

function compactTool(t: Tool): Record<string, unknown> {
  return prune({ name: t.name, hints: hintWords(t.hints), description: oneLine(t.unverified.description) });
}

function fullTool(t: Tool): Record<string, unknown> {
  return { name: t.name, hints: t.hints, unverified: t.unverified };
}

function compactInstall(i: NonNullable<ServerDetail['remotes'][number]['install']>): Record<string, unknown> {
  let config: unknown = null;
  try {
    config = JSON.parse(i.snippets.cursor);
  } catch {
    config = null;
  }
  return prune({ claudeCode: i.snippets.claudeCode, config, requiredHeaders: i.requiredHeaders });
}

function compactRemote(r: ServerDetail['remotes'][number], inc: Set<Include>): Record<string, unknown> {
  const c = r.lastCheck;
  return prune({
    type: r.type,
    url: r.url,
    urlTemplate: r.url ? null : r.urlTemplate,
    headers: r.headers.map((h) => prune({ name: h.name, isRequired: h.isRequired, isSecret: h.isSecret, unverified: prune(h.unverified) })),
    lastCheck: c
      ? prune({
          state: c.state,
          checkedAt: c.checkedAt,
          httpStatus: c.httpStatus,
          responseMs: c.responseMs,
          toolCount: c.toolCount,
          era: c.era,
          protocolVersion: c.protocolVersion,
          error: c.error,
          auth: c.auth ?? null,
        })
      : null,
    history30d: inc.has('history') ? r.history30d : null,
    install: r.install ? (inc.has('install_all') ? r.install : compactInstall(r.install)) : null,
  });
}

function foundSurface(s: ServerDetail['surfaces'][number]): boolean {
  return (
    [s.serverCard, s.wellKnownServerCard, s.mcpCatalog, s.aiCatalog].some((d) => (d as { present?: boolean }).present === true) ||
    s.agentCard.present ||
    s.registryAuth.present
  );
}

/** How to sign in: none (answered without), api_key, or oauth with what its authorization server offers. */
function authView(s: ServerDetail): Record<string, unknown> | null {
  const m = s.measures;
  if (m?.authScheme === 'oauth') {
    const o = s.oauth;
    const view = prune({
      scheme: 'oauth',
      issuer: o?.issuer,
      dcr: o?.dcr,
      cimd: o?.cimd,
      pkceS256: o?.pkceS256,
      scopes: o?.scopes,
      metadataError: o?.error,
    });
    // false is what the metadata said ("no"), which an agent needs apart from "not known" (absent): prune
    // drops false, so the three flags get it back.
    const no = (['dcr', 'cimd', 'pkceS256'] as const).filter((k) => o?.[k] === false).map((k) => [k, false]);
    return { ...view, ...Object.fromEntries(no) };
  }
  if (m?.authScheme) return { scheme: m.authScheme };
  return m?.state === 'responds' ? { scheme: 'none' } : null;
}

export class UnknownToolError extends Error {
  constructor(
    readonly asked: string,
    readonly suggestions: string[],
  ) {
    super(`no tool "${asked}" on this server${suggestions.length ? `; did you mean ${suggestions.join(', ')}?` : ''}`);
  }
}

/** The compact (default) or fuller view of one server. Throws UnknownToolError for `tool` not listed. */
export function serverView(s: ServerDetail, opts: ViewOptions = {}): Record<string, unknown> {
  const inc = new Set(opts.include ?? []);
  let tools: unknown[];
  if (opts.tool !== undefined) {
    const t = s.tools.find((x) => x.name === opts.tool);
    if (!t) {
      const low = opts.tool.toLowerCase();
      const close = s.tools
        .map((x) => x.name)
        .filter((n) => n.toLowerCase().includes(low) || low.includes(n.toLowerCase()))
        .slice(0, 5);
      throw new UnknownToolError(opts.tool, close);
    }
    tools = [fullTool(t)];
  } else {
    tools = s.tools.map(inc.has('schemas') ? fullTool : compactTool);
  }
  const m = s.measures;
  return prune({
    name: s.name,
    slug: s.slug,
    version: s.version,
    status: s.status === 'active' ? null : s.status,
    notice: s.notice,
    unverified: prune({ title: s.unverified.title, description: s.unverified.description, statusMessage: s.unverified.statusMessage }),
    websiteUrl: s.websiteUrl,
    namespace: prune({ kind: s.namespace.kind, summary: s.namespace.summary, claimedBy: s.namespace.claimedBy }),
    state: m?.state ?? (s.remotes.length === 0 ? 'no_remote' : null),
    measures: m
      ? prune({
          success7d: round3(m.success7d),
          success30d: round3(m.success30d),
          firstTry30d: round3(m.firstTry30d),
          medianResponseMs: m.medianResponseMs,
          daysMeasured: m.daysMeasured,
          toolCount: m.toolCount,
          toolTokens: m.toolTokens,
          isNew: m.isNew,
          failingSince: m.failingSince,
          lastToolChangeAt: m.lastToolChangeAt,
          computedAt: m.computedAt,
        })
      : null,
    auth: authView(s),
    rank: inc.has('rank_parts') ? s.rank : round1(s.rank?.score),
    history30d: historyString(s.days30d),
    days30d: inc.has('history') ? s.days30d : null,
    remotes: s.remotes.map((r) => compactRemote(r, inc)),
    toolsSeenAt: s.toolsSeenAt,
    tools,
    categories: s.categories.map((c) => c.id),
    risk: s.risk.declared,
    notices: s.notices.map(({ ruleVersion: _v, createdAt: _c, meaning: _m, ...rest }) => rest),
    hosting: prune({
      detected: s.hosting.detected ? prune({ countries: s.hosting.detected.countries, euHosting: s.hosting.detected.euHosting }) : null,
      declared: s.hosting.declared,
    }),
    changes30d: s.changes30d,
    surfaces: inc.has('surfaces') ? s.surfaces : s.surfaces.filter(foundSurface),
    lookups30d: s.lookups30d.visits > 0 ? s.lookups30d : null,
  });
}

/**
 * The keys of a search hit, each only when it has a value. A hit is read many times per answer (up to 50),
 * and a client that passes structuredContent on also passes the text line of each hit (issue #16: <= 120
 * tokens per hit, both together), so the default keeps what an agent chooses and connects by: the state and
 * sign-in, the first remote as `transport` and `url` (the one of the asked `transport` when filtered;
 * `moreRemotes` counts the others), the rank score to one decimal, the context cost, the declared risk and
 * why it matched. The registry's description is not repeated here: the text line quotes its first sentence
 * (what a model reads), and a program asks for it by `fields` (or get_server) -- on checked data name, URL
 * and description twice were ~74 of a hit's 130 tokens. The rest of what the list item knows comes when
 * named in `fields`; get_server has it all.
 */
export const DEFAULT_LIST_FIELDS = [
  'status',
  'state',
  'auth',
  'oauthDcr',
  'transport',
  'url',
  'moreRemotes',
  'rank',
  'toolCount',
  'toolTokens',
  'risk',
  'euHosting',
  'noticesCount',
  'removed',
  'matched',
  'matchedTools',
] as const;
/** Only when named in `fields`. */
export const EXTRA_LIST_FIELDS = [
  'description',
  'remotes',
  'categories',
  'success7d',
  'success30d',
  'medianResponseMs',
  'isNew',
  'tier',
  'title',
] as const;
/** What `fields` may name (name is always kept). */
export const LIST_FIELDS = [...DEFAULT_LIST_FIELDS, ...EXTRA_LIST_FIELDS] as const;
export type ListField = (typeof LIST_FIELDS)[number];
const DEFAULT_KEYS: ReadonlySet<string> = new Set(['name', ...DEFAULT_LIST_FIELDS]);

/**
 * How much of "why it matched" a hit carries (issue #16: <= 120 tokens per hit): the first query words, the
 * strongest places of each, the first tools. A long query or a word found everywhere would otherwise grow
 * every hit; the ranking already used all of it, and get_server has the tools.
 */
export const MATCHED_CAPS = { terms: 3, places: 2, tools: 2 } as const;

/** "weather:name,description": a matched query word and where it was found, strongest place first. */
export function matchedTerms(m: NonNullable<ServerListItem['matched']>): string[] {
  const terms = Object.entries(m.terms)
    .slice(0, MATCHED_CAPS.terms)
    .map(([word, places]) => `${word}:${places.slice(0, MATCHED_CAPS.places).join(',')}`);
  // A server of the kind of the product the request names (search/index.ts #like): "like:stripe" comes first.
  if (m.like) terms.unshift(`like:${m.like}`);
  // Found by its whole name or slug (tier 1), with no single word to show.
  return terms.length ? terms : ['by name'];
}

/** The first tools that mention the query words (at most MATCHED_CAPS.tools). */
export function matchedToolNames(m: NonNullable<ServerListItem['matched']>): string[] | undefined {
  return m.tools?.slice(0, MATCHED_CAPS.tools);
}

type ListRemote = ServerListItem['remotes'][number];
/**
 * Each key a hit's view may carry, in the order it carries them, and how its value is read. A search answer
 * builds ten of these per request (#13): only the keys asked for are read (the default view skips, for
 * example, the description's first sentence), and an empty value is left out as prune() would.
 */
const LIST_VALUES: readonly (readonly [string, (r: ServerListItem, primary: ListRemote | undefined) => unknown])[] = [
  ['name', (r) => r.name],
  ['status', (r) => (r.status === 'active' ? null : r.status)],
  ['state', (r) => r.state],
  ['auth', (r) => r.auth],
  ['oauthDcr', (r) => r.oauthDcr],
  ['transport', (_r, primary) => primary?.type],
  ['url', (_r, primary) => primary?.url],
  ['moreRemotes', (r) => Math.max(0, r.remotes.length - 1) || null],
  ['rank', (r) => round1(r.rank.score)],
  ['toolCount', (r) => r.toolCount],
  ['toolTokens', (r) => r.toolTokens],
  ['risk', (r) => r.declaredRisk],
  ['euHosting', (r) => r.euHosting],
  ['noticesCount', (r) => r.noticesCount || null],
  ['removed', (r) => r.removed],
  ['matched', (r) => (r.matched ? matchedTerms(r.matched) : null)],
  ['matchedTools', (r) => (r.matched ? matchedToolNames(r.matched) : null)],
  ['description', (r) => oneLine(r.unverified.description)],
  ['remotes', (r) => r.remotes.map((x) => prune({ type: x.type, url: x.url }))],
  ['categories', (r) => r.categories],
  ['success7d', (r) => round3(r.success7d)],
  ['success30d', (r) => round3(r.success30d)],
  ['medianResponseMs', (r) => r.medianResponseMs],
  ['isNew', (r) => r.rank.isNew],
  ['tier', (r) => r.tier],
  ['title', (r) => r.unverified.title],
];

/** A search hit as agents receive it: the default keys, or `name` and why it matched plus the `fields` named. */
export function listItemView(r: ServerListItem, fields?: readonly string[]): Record<string, unknown> {
  // `matched` (why it matched, with a query) stays with the name: it is what a narrowed answer is read by.
  const keep = fields?.length ? new Set(['name', 'matched', 'matchedTools', ...fields]) : DEFAULT_KEYS;
  const primary = r.remotes[0];
  const out: Record<string, unknown> = {};
  for (const [key, value] of LIST_VALUES) {
    if (!keep.has(key)) continue;
    const v = value(r, primary);
    if (!isEmpty(v)) out[key] = v;
  }
  return out;
}

/** A search answer as agents receive it: total, the cursor when there is a next page, compact hits. */
export function searchView(
  a: { results: ServerListItem[]; nextCursor: string | null; total: number; totalIsLowerBound?: true; empty?: unknown; nothing?: unknown },
  fields?: readonly string[],
): Record<string, unknown> {
  return {
    total: a.total,
    // At least `total` match: the search stopped once its page was certain (catalog/search/index.ts SearchPage).
    ...(a.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
    ...(a.nextCursor ? { nextCursor: a.nextCursor } : {}),
    ...(a.empty ? { empty: a.empty } : {}),
    results: a.results.map((r) => listItemView(r, fields)),
    // Nothing passed the relevance floor: what to try instead (catalog/search/index.ts SearchPage.nothing).
    ...(a.nothing ? { nothing: a.nothing } : {}),
  };
}
