// `/servers/<slug>`: what we measured for one server, and how to connect to it. Every text that came
// from the registry or from the server itself is untrusted and only ever escaped.
import { CATEGORIES } from '../../checker/analyze/category-list.js';
import { installLinks } from '../../server/catalog/install-links.js';
import { namespaceVerification } from '../../server/catalog/namespace-verification.js';
import { countryName } from '../owners/action-input.js';
import type { ServerPageData } from '../read/server-page.js';
import { day, pct, stateText, stateTone, when } from './format.js';
import { historyStrip } from './history-strip.js';
import { html, type Html } from './html.js';
import { layout } from './layout.js';

const categoryName = new Map(CATEGORIES.map((c) => [c.id, c.name]));
const SOURCES: Record<string, string> = {
  text: 'from its name and description',
  tool_names: 'from its tool names',
  owner: "corrected by the owner (replaces the automatic choice)",
};

function hints(annotations: Record<string, unknown> | undefined): Html {
  if (!annotations) return html`<span class="badge">no hints declared</span>`;
  const out: Html[] = [];
  if (annotations.readOnlyHint === true) out.push(html`<span class="badge ok">read-only</span>`);
  if (annotations.destructiveHint === true) out.push(html`<span class="badge fail">destructive</span>`);
  if (annotations.destructiveHint === false) out.push(html`<span class="badge">not destructive</span>`);
  if (annotations.idempotentHint === true) out.push(html`<span class="badge">idempotent</span>`);
  if (annotations.openWorldHint === true) out.push(html`<span class="badge">open world</span>`);
  return out.length ? html`${out}` : html`<span class="badge">no hints declared</span>`;
}

function hostingText(h: { countries?: string[]; euOnly?: boolean } | null): string {
  if (!h) return 'not declared';
  if (h.euOnly) return 'EU/EEA only';
  return (h.countries ?? []).map((c) => `${countryName(c)} (${c})`).join(', ') || 'not declared';
}

function rankSection(m: ServerPageData['measures']): Html {
  if (!m || m.rank_score === null) return html`<p>Not ranked yet: a server is ranked once it has been checked.</p>`;
  const p = m.rank_parts ?? {};
  const part = (label: string, key: string) =>
    p[key] === null || p[key] === undefined ? '' : html`<tr><th scope="row">${label}</th><td>${(Number(p[key]) * 100).toFixed(0)} / 100</td></tr>`;
  return html`<p><strong>${m.rank_score.toFixed(1)}</strong> of 100 (${m.rank_version ?? 'rank'})${m.is_new ? ' · new: measured on fewer than 7 days' : ''}. <a href="/about/ranking">How the score is made</a>.</p>
<div class="table-scroll"><table><caption class="small muted">Parts of the score</caption><tbody>
${part('Stability', 'stability')}${part('Tool definitions', 'tools')}${part('Response speed', 'speed')}${part('Agent lookups', 'lookups')}
</tbody></table></div>`;
}

function connectSection(d: ServerPageData): Html {
  const links = d.remotes.map((r) => ({ r, l: installLinks(d.server.name, { type: r.type, url: r.url, headers: r.headers ?? [] }) }));
  if (links.length === 0) return html`<p>This listing has no remote endpoint.</p>`;
  return html`${links.map(({ r, l }) =>
    !l
      ? html`<h3>${r.url_template}</h3><p>This URL has placeholders to fill in: see the publisher's documentation.</p>`
      : html`<h3>${l.url} <span class="badge">${r.type}</span></h3>
${l.requiredHeaders.length ? html`<p class="notice">Needs the header(s) ${l.requiredHeaders.join(', ')}: fill in your own value; we never store it.</p>` : ''}
<p><a href="${l.claudeConnectorLink}" rel="noopener noreferrer">Add to Claude as a custom connector</a> (opens claude.ai with the URL filled in).</p>
<details><summary>Claude Code</summary><pre><code>${l.snippets.claudeCode}</code></pre></details>
<details><summary>VS Code (.vscode/mcp.json)</summary><pre><code>${l.snippets.vscode}</code></pre></details>
<details><summary>Cursor (~/.cursor/mcp.json)</summary><pre><code>${l.snippets.cursor}</code></pre></details>
<details><summary>Claude Desktop and other clients (through mcp-remote)</summary><pre><code>${l.snippets.mcpRemote}</code></pre></details>`,
  )}`;
}

export function serverPage(d: ServerPageData, signedInAs: string[], publicBaseUrl: string): Html {
  const s = d.server;
  const m = d.measures;
  const ns = namespaceVerification({ namespace: s.namespace, kind: s.namespace_kind, domain: s.namespace_domain, claimDomain: d.owner.claimedBy });
  const notices: Html[] = [];
  if (d.owner.checksPaused) notices.push(html`<div class="notice info" role="status"><p><strong>Checks paused at the owner's request</strong> since ${when(d.owner.pausedAt)}. Paused days never count against this server.</p></div>`);
  if (s.removed_at) notices.push(html`<div class="notice" role="status"><p><strong>Removed from search</strong> on ${day(s.removed_at)}: every check failed for 30 days in a row. It is rechecked every 30 days, on any registry change or at its owner's request, and returns as soon as it answers.</p></div>`);
  if (s.status === 'deleted') notices.push(html`<div class="notice" role="status"><p><strong>Deleted from the registry.</strong> ${s.status_message ?? ''}</p></div>`);
  if (s.status === 'deprecated') notices.push(html`<div class="notice" role="status"><p><strong>Deprecated by its publisher.</strong> ${s.status_message ?? ''}</p></div>`);
  return layout({
    title: s.title || s.name,
    description: s.description ?? undefined,
    canonical: `${publicBaseUrl}/servers/${encodeURIComponent(s.slug)}`,
    signedInAs,
    body: html`<h1>${s.title || s.name}</h1>
<p class="name">${s.name} · version ${s.version}</p>
${d.owner.claimedBy ? html`<p><span class="badge ok">claimed by the owner of ${d.owner.claimedBy}</span></p>` : ''}
${notices}
${s.description ? html`<div class="untrusted"><p>${s.description}</p><p class="small muted">Description from the registry, written by the publisher; not verified by us.</p></div>` : ''}

<h2 id="state">State</h2>
<p><span class="badge ${stateTone(m?.state)}">${stateText(m?.state)}</span>${m ? html` <span class="small muted">as of ${when(m.computed_at)}</span>` : ''}</p>
<dl class="facts">
<dt>Check success, 7 days</dt><dd>${pct(m?.success_7d)}</dd>
<dt>Check success, 30 days</dt><dd>${pct(m?.success_30d)}</dd>
<dt>First-try success, 30 days</dt><dd>${pct(m?.first_try_30d)}</dd>
<dt>Median response time</dt><dd>${m?.median_response_ms != null ? `${m.median_response_ms} ms` : '–'}</dd>
<dt>Days measured</dt><dd>${m?.days_measured ?? 0}</dd>
<dt>Sign-in</dt><dd>${m?.auth_scheme === 'oauth' ? 'OAuth' : m?.auth_scheme === 'api_key' ? 'API key or token' : m?.state === 'responds' ? 'none needed' : '–'}</dd>
</dl>

<h2 id="history">Last 30 days</h2>
${historyStrip(d.history)}

<h2 id="rank">Rank</h2>
${rankSection(m)}

<h2 id="tools">Tools${d.tools.length ? ` (${d.tools.length})` : ''}</h2>
${d.tools.length === 0
  ? html`<p>${m?.state === 'auth_required' || m?.state === 'payment_required' ? 'Its tools are not visible without sign-in.' : 'No tools seen yet.'}</p>`
  : html`<p class="small muted">Names, descriptions and hints as the server declares them; we never call a tool. Declared risk: ${m?.risk ?? 'not computed'}.</p>
<ul class="tools">${d.tools.map((t) => html`<li><div class="tool-name">${t.name}</div>${t.title ? html`<div>${t.title}</div>` : ''}${t.description ? html`<p class="untrusted">${t.description.length > 600 ? `${t.description.slice(0, 597)}…` : t.description}</p>` : ''}<div class="badges">${hints(t.annotations)}</div></li>`)}</ul>`}

<h2 id="notices">Notices</h2>
${d.notices.length === 0
  ? html`<p>No instruction-like text found.</p>`
  : html`<p class="small muted">A pattern match, not a verdict: text that reads like instructions to an AI.</p><ul>${d.notices.map((n) => html`<li><strong>${n.rule}</strong> (${n.rule_version}) in ${n.field}: <code>${n.excerpt}</code></li>`)}</ul>`}

<h2 id="categories">Categories</h2>
${d.categories.length === 0
  ? html`<p>No category yet.</p>`
  : html`<ul>${d.categories.map((c) => html`<li>${categoryName.get(c.id) ?? c.name} <span class="small muted">— ${SOURCES[c.source] ?? c.source}</span></li>`)}</ul>`}

<h2 id="hosting">Hosting</h2>
<dl class="facts">
<dt>Detected</dt><dd>${m?.countries?.length ? m.countries.map((c) => `${countryName(c)} (${c})`).join(', ') : 'not known yet'}${m?.eu_hosting ? ' · every address in the EU/EEA' : ''} <span class="small muted">(a hint from the addresses, not a legal statement)</span></dd>
<dt>Declared by the owner</dt><dd>${hostingText(d.owner.hostingDeclared)}</dd>
</dl>

<h2 id="namespace">Who published it</h2>
<p>${ns.summary}.</p>
${s.website_url ? html`<p>Website: <a href="${s.website_url}" rel="nofollow noopener noreferrer">${s.website_url}</a></p>` : ''}
${s.repository?.url ? html`<p>Repository: <a href="${s.repository.url}" rel="nofollow noopener noreferrer">${s.repository.url}</a></p>` : ''}

<h2 id="changes">Changes in the last 30 days</h2>
${d.changes.length === 0 ? html`<p>None recorded.</p>` : html`<ul>${d.changes.map((c) => html`<li>${c.day}: ${c.kind.replace(/_/g, ' ')}${Array.isArray(c.details.tools) ? html` — <code>${(c.details.tools as unknown[]).map(String).join(', ')}</code>` : ''}</li>`)}</ul>`}

<h2 id="connect">Connect</h2>
${connectSection(d)}
<p class="small muted">Own this domain? <a href="/portal">Claim this listing</a> to declare hosting or pause checks.</p>`,
  });
}
