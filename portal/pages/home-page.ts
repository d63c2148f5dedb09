// `/`: search over the same index as search_servers.
import { onlyPartial, type SearchPage } from '../../catalog/search/index.js';
import { stateText, stateTone } from './format.js';
import { html, type Html } from './html.js';
import { layout } from './layout.js';

export interface HomeView {
  query: string;
  /** true (the default): servers with a remote endpoint; false: package-only; 'any': both. */
  hasRemote: boolean | 'any';
  page: SearchPage | null;
  error: string | null;
  nextHref: string | null;
}

const TIERS: Record<number, string> = {
  1: 'exact match',
  2: 'all words in the name',
  3: 'all words',
  4: 'partial match',
  5: 'close spelling',
};

const PLACES: Record<string, string> = {
  name: 'name',
  title: 'title',
  description: 'description',
  tool: 'a tool',
  about: 'what it is for (our words, not its text)',
};

/** Why it matched: "Matched: weather in the name, forecast in a tool · matched tool: get_forecast". */
function matchedLine(m: NonNullable<SearchPage['results'][number]['matched']>): Html {
  const words = Object.entries(m.terms).map(([w, places]) => `${w} in ${places.map((p) => PLACES[p] ?? p).join(', ')}`);
  // A server of the kind of the product the request names (catalog/search/index.ts #like): said first.
  const like = m.like ? `like ${m.like}: ` : '';
  return html`<p class="matched muted">Matched: ${like}${words.join('; ') || 'the name'}${m.tools?.length ? html` · matched tool${m.tools.length > 1 ? 's' : ''}: ${m.tools.map((t, i) => html`${i ? ', ' : ''}<code>${t}</code>`)}` : ''}</p>`;
}

function result(r: SearchPage['results'][number]): Html {
  const d = r.doc;
  // A listing without a remote endpoint is never "not checked yet": there is nothing to check.
  const state = d.state ?? (d.transports.length === 0 ? 'no_remote' : null);
  return html`<li>
<h2><a href="/servers/${encodeURIComponent(d.slug)}">${d.title || d.name}</a></h2>
<div class="name">${d.name}</div>
${d.description ? html`<p>${d.description.length > 280 ? `${d.description.slice(0, 277)}…` : d.description}</p>` : ''}
<ul class="badges" aria-label="Facts">
<li class="badge ${stateTone(state)}">${stateText(state)}</li>
${d.rankScore !== null ? html`<li class="badge">rank ${d.rankScore.toFixed(1)}</li>` : html`<li class="badge">not ranked yet</li>`}
${d.toolCount !== null ? html`<li class="badge">${d.toolCount} tools${d.toolTokens != null ? ` · ~${d.toolTokens.toLocaleString('en-US')} tokens to load` : ''}</li>` : ''}
${d.removed ? html`<li class="badge fail">removed from search</li>` : ''}
${r.tier ? html`<li class="badge">${TIERS[r.tier] ?? `tier ${r.tier}`}</li>` : ''}
</ul>
${r.matched ? matchedLine(r.matched) : ''}
</li>`;
}

/** What a page of partial matches is (catalog/search/tiers.ts onlyPartial), and what a weak page shows (tiers.ts weakPage). */
function partialText(page: SearchPage): string {
  if (page.nothing?.partialWord) return ` No server matches the whole request; these are about “${page.nothing.partialWord}” alone.`;
  return onlyPartial(page) ? ' None has every word: each matches part of it.' : '';
}

function nothingNotice(n: NonNullable<SearchPage['nothing']>): Html {
  return html`<div class="notice" role="status"><p>No server matches this well enough to be worth trying.</p>
${n.knownWords.length ? html`<p>Words we know: ${n.knownWords.map((w, i) => html`${i ? ', ' : ''}<a href="/?q=${encodeURIComponent(w)}">${w}</a>`)}.</p>` : ''}
${n.nearbyWords.length ? html`<p>Close to what you typed: ${n.nearbyWords.map((w, i) => html`${i ? ', ' : ''}<a href="/?q=${encodeURIComponent(w)}">${w}</a>`)}.</p>` : ''}
${n.categories.length ? html`<p>Categories to look in: ${n.categories.join(', ')}.</p>` : ''}</div>`;
}

const SCOPE: Record<string, string> = {
  true: ' with a remote endpoint',
  false: ' without a remote endpoint (package-only: installed locally)',
  any: ', with a remote endpoint or package-only',
};

/** The other scopes, as links that keep the words. */
function scopeLink(v: HomeView): Html {
  const href = (h: boolean | 'any') => {
    const p = new URLSearchParams({ ...(v.query ? { q: v.query } : {}), ...(h === true ? {} : { has_remote: String(h) }) });
    return `/${p.size ? `?${p.toString()}` : ''}`;
  };
  return v.hasRemote === true
    ? html`<a href="${href('any')}">Include package-only servers</a>.`
    : html`<a href="${href(true)}">Only servers with a remote endpoint</a>.`;
}

export function homePage(v: HomeView): Html {
  const results = v.page?.results ?? [];
  return layout({
    title: v.query ? `Search: ${v.query}` : 'Remote MCP servers, checked daily',
    description: 'A directory of remote MCP servers: each one checked daily, ranked by what was measured.',
    body: html`<h1>Remote MCP servers, checked every day</h1>
<p>Switchboard mirrors the Official MCP Registry, checks every listed remote endpoint daily without calling a tool, and ranks what it measured.</p>
<form class="search-form" method="get" action="/" role="search">
<div class="field"><label for="q">Search servers</label>
<input type="search" id="q" name="q" value="${v.query}" placeholder="e.g. weather, postgres, flights" maxlength="200"></div>
<button type="submit">Search</button>
</form>
${v.error ? html`<div class="notice error" role="alert"><p>${v.error}</p></div>` : ''}
${v.page ? html`<p class="muted" role="status">${v.page.totalIsLowerBound ? 'At least ' : ''}${v.page.total} ${v.page.total === 1 ? 'server' : 'servers'}${v.query ? html` match “${v.query}”` : ' listed'}${SCOPE[String(v.hasRemote)]}${v.query ? '' : ', best ranked first'}.${v.query ? partialText(v.page) : ''} ${scopeLink(v)}</p>` : ''}
${v.page && results.length === 0 && v.page.nothing ? nothingNotice(v.page.nothing) : ''}
<ul class="results">${results.map(result)}</ul>
${v.nextHref ? html`<p class="pager"><a href="${v.nextHref}" rel="next">More results</a></p>` : ''}`,
  });
}
