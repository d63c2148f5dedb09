// Categories (docs/ranking.md, "Categories"), rule version categories-v1. The list itself is category-list.ts.
//
//   categorize(server, ctx) -> AssignedCategory[]   at most three { id, source }, best first
//     server: { name, title?, description?, tools: { name, description? }[] }  (tools [] when unseen)
//     ctx.commonToolSetHashes: toolNamesHash values of tool sets that 20 or more servers list identically
//   commonToolSets(allServersTools, threshold = 20) -> Set<string>   computes that set over all servers
//   toolNamesHash(tools) -> string      sha256 of the sorted, de-duplicated tool names
//   resolveCategoryId(id) -> string[]   current IDs for an ID or a retired alias ([] when unknown)
//   categoryCatalog() -> { version, categories, aliases }   the body of /api/categories.json
//
// How a server is categorised:
// 1. Text rule (source 'text'): keywords of each category are looked for in the name, title and
//    description. A category scores 1 per distinct keyword (1.5 for a phrase) plus 1 when the name or
//    title matches. Categories scoring at least half the best score are kept, best first, at most three;
//    ties keep list order.
// 2. Tool-name rule (source 'tool_names'), only when the text rule finds nothing: unless the server's tool
//    set is one of the common sets (gateway and template tools), each tool points to the categories its
//    name matches once generic words (search, get, list, ...) are dropped; a tool whose name points nowhere
//    is judged by the first sentence of its description. A category wins when at least 3 tools point to
//    it, twice as many as to any other category, and at least a quarter of all the server's tools.
// Owner corrections are applied by the caller and replace this automatic choice entirely (the page says
// so); categorize() never sees them.
//
// Matching is on words: text is NFKD-folded (accents removed), lower-cased and cut at every character that
// is not a letter or digit, so "ski" never matches "skills" and "art" never matches "start". CamelCase
// words are also looked at split ("PagerDuty" matches "pagerduty" and "pager duty").
// The common-set hash uses tool names only, not toolSetHash: template copies keep the names and often
// tweak descriptions, and it is the names that would mislead the tool-name rule.
import { createHash } from 'node:crypto';
import { CATEGORIES, CATEGORY_ALIASES, type Category } from './category-list.js';

export const CATEGORIES_RULE_VERSION = 'categories-v1';
export const MAX_CATEGORIES = 3;
export const COMMON_TOOL_SET_THRESHOLD = 20;

export interface CategorizeInput {
  name: string;
  title?: string | null;
  description?: string | null;
  tools: readonly { name: string; description?: string | null }[];
}

export interface CategorizeContext {
  commonToolSetHashes: ReadonlySet<string>;
}

export interface AssignedCategory {
  id: string;
  source: 'text' | 'tool_names';
}

// ---- words -------------------------------------------------------------------------------------------

// ASCII has no marks and nothing for NFKD to decompose: most registry text skips both (#13).
const ASCII = /^[\x00-\x7f]*$/;

function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

// In ASCII the letters and digits are [A-Za-z0-9], and a split on that class is several times faster than
// on the Unicode one (#13: this runs on every synced server's text).
const ASCII_NON_WORD = /[^a-z0-9]+/;

function words(text: string): string[] {
  const parts = ASCII.test(text) ? text.toLowerCase().split(ASCII_NON_WORD) : fold(text).split(/[^\p{L}\p{N}]+/u);
  return parts.filter(Boolean);
}

// A phrase never spans punctuation that ends a clause: "API data (pipelines, builds)" is not "data
// pipelines". Dots inside words ("booking.com", "next.js") are not boundaries.
const CLAUSE_BREAK = /[(),;!?\[\]{}|\u2014\u2013]|\.(?=\s|$)|\s-\s/u;
const BREAK = '|';

// The same breaks for ASCII text, without the Unicode flag (#13: faster; \s is the same set in ASCII).
const ASCII_CLAUSE_BREAK = /[(),;!?\[\]{}|]|\.(?=\s|$)|\s-\s/;

/** The words of each clause, with BREAK between clauses: one array, built in place (#13). */
function clauseWords(text: string): string[] {
  const ascii = ASCII.test(text);
  const out: string[] = [];
  const clauses = text.split(ascii ? ASCII_CLAUSE_BREAK : CLAUSE_BREAK);
  for (let i = 0; i < clauses.length; i++) {
    if (i > 0) out.push(BREAK);
    const parts = ascii ? clauses[i]!.toLowerCase().split(ASCII_NON_WORD) : fold(clauses[i]!).split(/[^\p{L}\p{N}]+/u);
    for (const w of parts) if (w) out.push(w);
  }
  return out;
}

// Two readings of one text: as written, and with camelCase boundaries split.
function readings(text: string): string[][] {
  // The same boundaries in ASCII text, where the letter classes are [a-z] and [A-Z] (#13: faster).
  const split = ASCII.test(text)
    ? text.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    : text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  const a = clauseWords(text);
  if (split === text) return [a];
  const b = clauseWords(split);
  return sameWords(a, b) ? [a] : [a, b];
}

// Compared word by word: joining both readings into strings to compare them was garbage for every text (#13).
function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---- keywords ----------------------------------------------------------------------------------------

interface Keyword {
  category: string;
  words: string[];
  exact: boolean;
  prefix: boolean;
}

const KEYWORDS: Keyword[] = buildKeywords(CATEGORIES);
// Looked up by first word (and its singular forms), so a text costs a few map lookups per word.
const BY_FIRST_WORD = new Map<string, Keyword[]>();
for (const k of KEYWORDS.filter((k) => !k.prefix)) {
  const list = BY_FIRST_WORD.get(k.words[0]!) ?? [];
  list.push(k);
  BY_FIRST_WORD.set(k.words[0]!, list);
}
const PREFIX_KEYWORDS = KEYWORDS.filter((k) => k.prefix);

/**
 * The longest keywords that match at tokens[i], in the order their candidates are tried: those whose
 * first word is the token, then its singular forms, then the prefix keywords. Written as loops over the
 * lists, without building them per token: this runs for every word of every synced server (#13).
 */
function longestAt(tokens: readonly string[], i: number): Longest {
  const token = tokens[i]!;
  // Most words match nothing: they share one empty list, and consider() gives a match a list of its own.
  // One result object, reset for each word and read by the caller before the next: an object made per
  // word was 78 MB of a 100,000-version sync's garbage (#13).
  const best = BEST;
  best.length = 0;
  best.found = NONE;
  consider(best, tokens, i, BY_FIRST_WORD.get(token));
  if (token.endsWith('s')) consider(best, tokens, i, BY_FIRST_WORD.get(token.slice(0, -1)));
  if (token.endsWith('es')) consider(best, tokens, i, BY_FIRST_WORD.get(token.slice(0, -2)));
  if (token.endsWith('ies')) consider(best, tokens, i, BY_FIRST_WORD.get(`${token.slice(0, -3)}y`));
  consider(best, tokens, i, PREFIX_KEYWORDS);
  return best;
}

interface Longest {
  length: number;
  found: Keyword[];
}

const NONE: Keyword[] = [];
const BEST: Longest = { length: 0, found: NONE };

// A plain function, not a closure made per word: tsx names every closure it creates (#13).
function consider(best: Longest, tokens: readonly string[], i: number, list: readonly Keyword[] | undefined): void {
  if (!list) return;
  for (const k of list) {
    if (k.words.length < best.length || !matchesAt(tokens, i, k)) continue;
    if (k.words.length > best.length) {
      best.length = k.words.length;
      best.found = [];
    }
    best.found.push(k);
  }
}

function buildKeywords(categories: readonly Category[]): Keyword[] {
  const out: Keyword[] = [];
  for (const c of categories) {
    const seen = new Set<string>();
    for (const raw of c.keywords) {
      const exact = raw.endsWith('!');
      const prefix = raw.endsWith('*');
      const w = words(raw.replace(/[!*]$/, ''));
      const key = w.join(' ');
      if (w.length === 0 || seen.has(key)) continue;
      seen.add(key);
      out.push({ category: c.id, words: w, exact, prefix });
    }
  }
  return out;
}

function wordMatches(token: string, kw: string, last: boolean, k: Keyword): boolean {
  if (token === kw) return true;
  if (!last || k.exact) return false;
  if (k.prefix) return token.startsWith(kw);
  if (token === `${kw}s` || token === `${kw}es`) return true;
  return kw.endsWith('y') && token === `${kw.slice(0, -1)}ies`;
}

// A loop, not words.every(...): that made a closure for every keyword tried at every word (#13).
function matchesAt(tokens: readonly string[], i: number, k: Keyword): boolean {
  const n = k.words.length;
  if (i + n > tokens.length) return false;
  for (let j = 0; j < n; j++) if (!wordMatches(tokens[i + j]!, k.words[j]!, j === n - 1, k)) return false;
  return true;
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Distinct keywords (joined words) found in the text, per category. The longest keyword at a position
 * wins and its words are not read again: "release notes" is developer-tools, not also "notes"
 * (productivity); "social media" is social-media, not also media.
 */
function keywordHits(text: string, dropWords?: ReadonlySet<string>): Map<string, Set<string>> {
  const hits = new Map<string, Set<string>>();
  for (const reading of readings(text)) {
    const tokens = dropWords ? reading.filter((t) => !dropWords.has(t)) : reading;
    for (let i = 0; i < tokens.length;) {
      const { length: longest, found } = longestAt(tokens, i);
      if (longest === 0) {
        i++;
        continue;
      }
      // Keyed by the words read (singular), so "file" and "files" in one list count once.
      const key = tokens
        .slice(i, i + longest)
        .map(singular)
        .join(' ');
      for (const k of found) {
        let set = hits.get(k.category);
        if (!set) hits.set(k.category, (set = new Set()));
        set.add(key);
      }
      i += Math.max(1, longest);
    }
  }
  return hits;
}

// ---- the text rule -----------------------------------------------------------------------------------

// Registry names are reverse-DNS: "io.github.<owner>/<repo>", "ai.smithery/<owner>-<repo>", "travel.kismet/x".
// Hosting and registry labels say nothing about the topic (and "github" would put every io.github.* server
// in developer-tools); top-level labels such as "travel" or "finance" do.
const NAMESPACE_NOISE = new Set([
  'io',
  'com',
  'net',
  'org',
  'ai',
  'dev',
  'app',
  'co',
  'me',
  'so',
  'sh',
  'live',
  'run',
  'build',
  'tools',
  'directory',
  'host',
  'github',
  'gitlab',
  'smithery',
  'alpic',
  'staging',
  'mcp',
  'www',
  'api',
  'server',
  'servers',
  'goog',
  'ch',
  'de',
  'uk',
  'fr',
]);

function nameText(name: string): string {
  const slash = name.indexOf('/');
  const namespace = slash >= 0 ? name.slice(0, slash) : '';
  const rest = slash >= 0 ? name.slice(slash + 1) : name;
  const labels = namespace.split('.').filter((l) => !NAMESPACE_NOISE.has(l.toLowerCase()));
  // For io.github.<owner>, keep the owner ("redis", "hashicorp"): words, not a domain.
  return [...labels, rest].join(' ');
}

function textRule(input: CategorizeInput): AssignedCategory[] {
  const headline = `${nameText(input.name)} . ${input.title ?? ''}`;
  const inHeadline = keywordHits(headline);
  // The hits of "headline . description" are those of the headline and those of the description: the
  // " . " between them ends a clause, so no keyword spans it, and the words on each side and the clause
  // breaks between them read alike in either text (#13: the headline was read twice).
  const all = keywordHits(input.description ?? '');
  for (const [category, keys] of inHeadline) {
    const set = all.get(category);
    if (!set) all.set(category, new Set(keys));
    else for (const k of keys) set.add(k);
  }
  const scored: { id: string; score: number; order: number }[] = [];
  CATEGORIES.forEach((c, order) => {
    const kws = all.get(c.id);
    if (!kws) return;
    let score = 0;
    for (const k of kws) score += k.includes(' ') ? 1.5 : 1;
    if (inHeadline.has(c.id)) score += 1;
    scored.push({ id: c.id, score, order });
  });
  if (scored.length === 0) return [];
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const best = scored[0]!.score;
  return scored
    .filter((s) => s.score >= best / 2)
    .slice(0, MAX_CATEGORIES)
    .map((s) => ({ id: s.id, source: 'text' as const }));
}

// ---- the tool-name rule ------------------------------------------------------------------------------

// Verbs and nouns that every kind of server uses in tool names. "health" is here because in a tool name
// it is nearly always a service health check.
export const GENERIC_TOOL_WORDS: ReadonlySet<string> = new Set([
  'search',
  'get',
  'list',
  'find',
  'fetch',
  'lookup',
  'look',
  'query',
  'create',
  'update',
  'delete',
  'remove',
  'add',
  'set',
  'put',
  'post',
  'patch',
  'edit',
  'modify',
  'read',
  'write',
  'save',
  'load',
  'run',
  'execute',
  'exec',
  'call',
  'invoke',
  'do',
  'make',
  'new',
  'check',
  'validate',
  'status',
  'info',
  'information',
  'details',
  'detail',
  'data',
  'item',
  'items',
  'by',
  'id',
  'ids',
  'all',
  'my',
  'the',
  'a',
  'an',
  'of',
  'for',
  'to',
  'from',
  'in',
  'on',
  'with',
  'and',
  'or',
  'is',
  'tool',
  'tools',
  'mcp',
  'server',
  'api',
  'v1',
  'v2',
  'help',
  'ping',
  'echo',
  'version',
  'config',
  'configuration',
  'settings',
  'health',
  'user',
  'users',
  'account',
  'accounts',
  'resource',
  'resources',
  'record',
  'records',
  'object',
  'objects',
  'entity',
  'entities',
  'request',
  'response',
  'result',
  'results',
  'batch',
  'bulk',
  'export',
  'import',
  'upload',
  'download',
  'sync',
  'manage',
  'describe',
  'show',
  'view',
  'open',
  'close',
  'start',
  'stop',
  'test',
  'debug',
  'current',
  'latest',
  'recent',
  'top',
  'summary',
  'report',
  'analyze',
  'analysis',
  'file',
  'files',
  'url',
  'link',
  'send',
  'retrieve',
  'count',
  'stats',
]);

export function toolNamesHash(tools: readonly { name: string }[]): string {
  const names = [...new Set(tools.map((t) => t.name))].sort();
  return createHash('sha256').update(JSON.stringify(names)).digest('hex');
}

export function commonToolSets(
  allServersTools: Iterable<readonly { name: string }[]>,
  threshold: number = COMMON_TOOL_SET_THRESHOLD,
): Set<string> {
  const counts = new Map<string, number>();
  for (const tools of allServersTools) {
    if (tools.length === 0) continue;
    const h = toolNamesHash(tools);
    counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= threshold).map(([h]) => h));
}

function firstSentence(text: string): string {
  const m = /^(.{0,200}?[.!?])(\s|$)/s.exec(text);
  return m ? m[1]! : text.slice(0, 200);
}

function toolRule(input: CategorizeInput, ctx: CategorizeContext): AssignedCategory[] {
  const tools = input.tools;
  if (tools.length === 0 || ctx.commonToolSetHashes.has(toolNamesHash(tools))) return [];
  const counts = new Map<string, number>();
  for (const tool of tools) {
    let topics = [...keywordHits(tool.name, GENERIC_TOOL_WORDS).keys()];
    if (topics.length === 0 && tool.description) topics = [...keywordHits(firstSentence(tool.description)).keys()];
    for (const t of topics) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top) return [];
  const [id, n] = top;
  const runnerUp = second ? second[1] : 0;
  if (n >= 3 && n >= 2 * runnerUp && n >= tools.length / 4) return [{ id, source: 'tool_names' }];
  return [];
}

// ---- entry points ------------------------------------------------------------------------------------

export function categorize(input: CategorizeInput, ctx: CategorizeContext): AssignedCategory[] {
  const byText = textRule(input);
  return byText.length > 0 ? byText : toolRule(input, ctx);
}

export function resolveCategoryId(id: string): string[] {
  const known = new Set(CATEGORIES.map((c) => c.id));
  const out = new Set<string>();
  const visit = (x: string, path: Set<string>) => {
    if (known.has(x)) return void out.add(x);
    const next = CATEGORY_ALIASES[x];
    if (!next || path.has(x)) return;
    path.add(x);
    for (const n of next) visit(n, path);
    path.delete(x);
  };
  visit(id, new Set());
  return [...out];
}

export function categoryCatalog(): {
  version: string;
  categories: { id: string; name: string; description: string }[];
  aliases: Record<string, string[]>;
} {
  return {
    version: CATEGORIES_RULE_VERSION,
    categories: CATEGORIES.map(({ id, name, description }) => ({ id, name, description })),
    aliases: Object.fromEntries(Object.keys(CATEGORY_ALIASES).map((a) => [a, resolveCategoryId(a)])),
  };
}
