// `/`: search over the same index as search_servers.
import type { SearchPage } from '../../catalog/search/index.js';
import { stateText, stateTone } from './format.js';
import { html, type Html } from './html.js';
import { layout } from './layout.js';

export interface HomeView {
  query: string;
  page: SearchPage | null;
  error: string | null;
  nextHref: string | null;
}

const TIERS: Record<number, string> = { 1: 'exact match', 2: 'all words in the name', 3: 'all words', 4: 'partial match', 5: 'close spelling' };

function result(r: SearchPage['results'][number]): Html {
  const d = r.doc;
  return html`<li>
<h2><a href="/servers/${encodeURIComponent(d.slug)}">${d.title || d.name}</a></h2>
<div class="name">${d.name}</div>
${d.description ? html`<p>${d.description.length > 280 ? `${d.description.slice(0, 277)}…` : d.description}</p>` : ''}
<ul class="badges" aria-label="Facts">
<li class="badge ${stateTone(d.state)}">${stateText(d.state)}</li>
${d.rankScore !== null ? html`<li class="badge">rank ${d.rankScore.toFixed(1)}</li>` : html`<li class="badge">not ranked yet</li>`}
${d.toolCount !== null ? html`<li class="badge">${d.toolCount} tools</li>` : ''}
${d.removed ? html`<li class="badge fail">removed from search</li>` : ''}
${r.tier ? html`<li class="badge">${TIERS[r.tier] ?? `tier ${r.tier}`}</li>` : ''}
</ul>
</li>`;
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
${v.page ? html`<p class="muted" role="status">${v.page.total} ${v.page.total === 1 ? 'server' : 'servers'}${v.query ? html` match “${v.query}”` : ' listed with a remote endpoint, best ranked first'}.</p>` : ''}
<ul class="results">${results.map(result)}</ul>
${v.nextHref ? html`<p class="pager"><a href="${v.nextHref}" rel="next">More results</a></p>` : ''}`,
  });
}
