// `/servers/<slug>`: what we measured for one server, and how to connect to it. It renders the read model
// of get_server and /api/servers/<slug>.json (catalog/server-detail.ts) and nothing else, so the
// page and the agents' answer cannot disagree. Every text that came from the registry or from the server
// itself is untrusted and only ever escaped.
import { badgeLinks } from '../../core/badge-links.js';
import { CONTEXT_COST_TOKENIZER } from '../../core/context-cost.js';
import type { SurfacesView } from '../../catalog/surfaces/read.js';
import type { ServerDetail } from '../../catalog/server-detail.js';
import { countryName } from '../owners/action-input.js';
import { day, pct, stateText, stateTone, when } from './format.js';
import { historyStrip } from './history-strip.js';
import { html, type Html } from './html.js';
import { layout } from './layout.js';

type Tool = ServerDetail['tools'][number];
type DocView = SurfacesView['serverCard'];

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** Links only to http(s): registry URLs are the publisher's text. */
const safeHref = (u: unknown): string | null => (typeof u === 'string' && /^https?:\/\//i.test(u) ? u : null);
const countries = (codes: string[]): string => codes.map((c) => `${countryName(c)} (${c})`).join(', ');

function hints(h: Tool['hints']): Html {
  const out: Html[] = [];
  if (h.readOnlyHint === true) out.push(html`<span class="badge ok">read-only</span>`);
  if (h.destructiveHint === true) out.push(html`<span class="badge fail">destructive</span>`);
  if (h.destructiveHint === false) out.push(html`<span class="badge">not destructive</span>`);
  if (h.idempotentHint === true) out.push(html`<span class="badge">idempotent</span>`);
  if (h.openWorldHint === true) out.push(html`<span class="badge">open world</span>`);
  return out.length ? html`${out}` : html`<span class="badge">no hints declared</span>`;
}

function hostingDeclaredText(declared: unknown): string {
  const h = record(declared);
  if (h.euOnly === true) return 'EU/EEA only';
  return countries(strings(h.countries)) || 'not declared';
}

const SEVERITY_LABEL: Record<string, string> = {
  instruction: 'Instruction to the model',
  'hidden-text': 'Hidden text',
  'data-flow': 'Sensitive data flow',
};
const LAYER_LABEL: Record<string, string> = { rules: 'the rules', model: 'the model', 'rules+model': 'the rules and the model' };

function noticeSection(d: ServerDetail): Html {
  const n = d.notice;
  if (!n) return html``;
  const message = n.message.charAt(0).toUpperCase() + n.message.slice(1);
  const since = n.since ? (n.kind === 'paused' ? when(n.since) : day(n.since)) : null;
  const publisherText =
    (n.kind === 'deleted' || n.kind === 'deprecated') && d.unverified.statusMessage
      ? html`<p class="untrusted">${d.unverified.statusMessage}</p><p class="small muted">The publisher's note in the registry; not verified by us.</p>`
      : '';
  return html`<div class="notice${n.kind === 'paused' ? ' info' : ''}" role="status"><p><strong>${message}</strong>${since ? ` (since ${since})` : ''}.${n.kind === 'paused' ? ' Paused days never count against this server.' : ''}</p>${publisherText}</div>`;
}

function rankSection(d: ServerDetail): Html {
  const r = d.rank;
  if (!r || r.score === null) return html`<p>Not ranked yet: a server is ranked once it has been checked.</p>`;
  const p = record(r.parts);
  const part = (label: string, key: string) =>
    typeof p[key] !== 'number' ? '' : html`<tr><th scope="row">${label}</th><td>${((p[key] as number) * 100).toFixed(0)} / 100</td></tr>`;
  return html`<p><strong>${r.score.toFixed(1)}</strong> of 100 (${r.version ?? 'rank'})${d.measures?.isNew ? ' · new: measured on fewer than 7 days' : ''}. <a href="/about/ranking">How the score is made</a>.</p>
<div class="table-scroll"><table><caption class="small muted">Parts of the score</caption><tbody>
${part('Stability', 'stability')}${part('Tool definitions', 'tools')}${part('Response speed', 'speed')}${part('Agent lookups', 'lookups')}
</tbody></table></div>`;
}

function lastCheckLine(c: ServerDetail['remotes'][number]['lastCheck']): Html {
  if (!c) return html`<p class="small muted">Not checked yet.</p>`;
  return html`<p class="small muted">Last check ${when(c.checkedAt)}: ${stateText(c.state)}${c.responseMs !== null ? ` in ${c.responseMs} ms` : ''}${c.attempt > 1 ? ' (retry)' : ''}.</p>`;
}

function connectSection(d: ServerDetail): Html {
  if (d.remotes.length === 0) return html`<p>This listing has no remote endpoint.</p>`;
  return html`${d.remotes.map((r) => {
    const l = r.install;
    if (!l) return html`<h3>${r.urlTemplate}</h3><p>This URL has placeholders to fill in: see the publisher's documentation.</p>`;
    return html`<h3>${l.url} <span class="badge">${r.type}</span></h3>
${lastCheckLine(r.lastCheck)}
${l.requiredHeaders.length ? html`<p class="notice">Needs the header(s) ${l.requiredHeaders.join(', ')}: fill in your own value; we never store it.</p>` : ''}
<p><a href="${l.claudeConnectorLink}" rel="noopener noreferrer">Add to Claude as a custom connector</a> (opens claude.ai with the URL filled in).</p>
<details><summary>Claude Code</summary><pre><code>${l.snippets.claudeCode}</code></pre></details>
<details><summary>VS Code (.vscode/mcp.json)</summary><pre><code>${l.snippets.vscode}</code></pre></details>
<details><summary>Cursor (~/.cursor/mcp.json)</summary><pre><code>${l.snippets.cursor}</code></pre></details>
<details><summary>Claude Desktop and other clients (through mcp-remote)</summary><pre><code>${l.snippets.mcpRemote}</code></pre></details>`;
  })}`;
}

function docCell(v: DocView): Html {
  if (!v.present) return html`<span class="muted">${v.problem ?? 'not published'}</span>`;
  if (!v.valid) return html`<span class="badge warn">invalid</span> <span class="small">${v.problem ?? ''}</span>`;
  return v.sameEndpoint
    ? html`<span class="badge ok">valid</span> <span class="small">names this endpoint</span>`
    : html`<span class="badge">valid</span> <span class="small">names another endpoint</span>`;
}

const CONSISTENT: Record<string, { tone: string; text: string }> = {
  true: { tone: 'ok', text: 'consistent: a valid document names the endpoint listed in the registry' },
  false: { tone: 'fail', text: 'not consistent: valid documents exist, none names the endpoint listed in the registry' },
  null: { tone: '', text: 'nothing to compare' },
};

function surfacesSection(surfaces: SurfacesView[]): Html {
  if (surfaces.length === 0) return html`<p>No domain to look at: this listing has no remote URL and no domain namespace.</p>`;
  return html`<p class="small muted">What each domain publishes for agents to discover it, looked at once a week; we compare each document with the registry's endpoint.</p>
${surfaces.map((s) => {
  const c = CONSISTENT[String(s.consistent)]!;
  return html`<h3>${s.domain} <span class="small muted">(${s.via === 'remote' ? 'host of a remote' : 'namespace domain'})</span></h3>
${
  s.checkedAt === null
    ? html`<p>Not looked at yet.</p>`
    : html`<p><span class="badge ${c.tone}">${c.text}</span> <span class="small muted">as of ${when(s.checkedAt)}</span></p>
<div class="table-scroll"><table><tbody>
<tr><th scope="row">Server card (at the endpoint)</th><td>${docCell(s.serverCard)}</td></tr>
<tr><th scope="row">Server card (/.well-known/mcp/server-card.json)</th><td>${docCell(s.wellKnownServerCard)}</td></tr>
<tr><th scope="row">MCP catalog</th><td>${docCell(s.mcpCatalog)}</td></tr>
<tr><th scope="row">AI catalog</th><td>${docCell(s.aiCatalog)}</td></tr>
<tr><th scope="row">Agent card (A2A)</th><td>${s.agentCard.present ? 'published' : html`<span class="muted">not published</span>`}</td></tr>
<tr><th scope="row">Registry auth file</th><td>${s.registryAuth.present ? 'published' : html`<span class="muted">not published</span>`}</td></tr>
</tbody></table></div>`
}`;
})}`;
}

function changeLine(c: ServerDetail['changes30d'][number]): Html {
  const tools = record(c.details).tools;
  return html`<li>${c.day}: ${c.kind.replace(/_/g, ' ')}${Array.isArray(tools) ? html` — <code>${tools.map(String).join(', ')}</code>` : ''}</li>`;
}

export function serverPage(d: ServerDetail, publicBaseUrl: string): Html {
  const m = d.measures;
  // A listing without a remote endpoint is never "not checked yet" (the same rule as get_server).
  const state = m?.state ?? (d.remotes.length === 0 ? 'no_remote' : null);
  const title = d.unverified.title || d.name;
  const description = d.unverified.description;
  const website = safeHref(d.websiteUrl);
  const repository = safeHref(record(d.repository).url);
  const detected = d.hosting.detected;
  const detectedCountries = strings(detected?.countries);
  const links = badgeLinks(publicBaseUrl, d.slug);
  return layout({
    title,
    description: description ?? undefined,
    canonical: `${publicBaseUrl}/servers/${encodeURIComponent(d.slug)}`,
    body: html`<h1>${title}</h1>
<p class="name">${d.name} · version ${d.version}</p>
${d.namespace.claimedBy ? html`<p><span class="badge ok">${d.namespace.claimedBy}</span></p>` : ''}
${noticeSection(d)}
${description ? html`<div class="untrusted"><p>${description}</p><p class="small muted">Description from the registry, written by the publisher; not verified by us.</p></div>` : ''}

<h2 id="state">State</h2>
<p><span class="badge ${stateTone(state)}">${stateText(state)}</span>${m ? html` <span class="small muted">as of ${when(m.computedAt)}</span>` : ''}</p>
<dl class="facts">
<dt>Check success, 7 days</dt><dd>${pct(m?.success7d)}</dd>
<dt>Check success, 30 days</dt><dd>${pct(m?.success30d)}</dd>
<dt>First-try success, 30 days</dt><dd>${pct(m?.firstTry30d)}</dd>
<dt>Median response time</dt><dd>${m?.medianResponseMs != null ? `${m.medianResponseMs} ms` : '–'}</dd>
<dt>Days measured</dt><dd>${m?.daysMeasured ?? 0}</dd>
<dt>Context cost</dt><dd>${m?.toolTokens != null ? html`~${m.toolTokens.toLocaleString('en-US')} tokens to load its ${m.toolCount ?? d.tools.length} tool${(m.toolCount ?? d.tools.length) === 1 ? '' : 's'} <span class="small muted">(its tools/list as a client passes it to a model, counted with ${CONTEXT_COST_TOKENIZER})</span>` : '–'}</dd>
<dt>Sign-in</dt><dd>${m?.authScheme === 'oauth' ? 'OAuth' : m?.authScheme === 'api_key' ? 'API key or token' : m?.state === 'responds' ? 'none needed' : '–'}</dd>
</dl>

<h2 id="history">Last 30 days</h2>
${historyStrip(d.days30d)}

<h2 id="rank">Rank</h2>
${rankSection(d)}

<h2 id="tools">Tools${d.tools.length ? ` (${d.tools.length})` : ''}</h2>
${
  d.tools.length === 0
    ? html`<p>${m?.state === 'auth_required' || m?.state === 'payment_required' ? 'Its tools are not visible without sign-in.' : 'No tools seen yet.'}</p>`
    : html`<p class="small muted">Names, descriptions and hints as the server declares them; we never call a tool. Declared risk: ${d.risk.declared ?? 'not computed'}.</p>
<ul class="tools">${d.tools.map((t) => {
        const desc = t.unverified.description;
        return html`<li><div class="tool-name">${t.name}</div>${t.unverified.title ? html`<div>${t.unverified.title}</div>` : ''}${desc ? html`<p class="untrusted">${desc.length > 600 ? `${desc.slice(0, 597)}…` : desc}</p>` : ''}<div class="badges">${hints(t.hints)}</div></li>`;
      })}</ul>`
}

<h2 id="notices">Notices</h2>
${
  d.notices.length === 0
    ? html`<p>No instruction-like text found.</p>`
    : html`<p class="small muted">${d.notices[0]!.meaning}</p><ul class="notices">${d.notices.map((n) => html`<li><strong>${SEVERITY_LABEL[n.severity] ?? n.severity}</strong> in <code>${n.field}</code>: ${n.reason}. <span class="small muted">Rule ${n.rule}, found by ${LAYER_LABEL[n.layer] ?? n.layer}${n.score !== null ? ` (model p = ${n.score.toFixed(2)})` : ''}${n.language ? `, language ${n.language}` : ''}, ${n.ruleVersion}.</span><br>Span: <code class="untrusted">${n.span || n.excerpt}</code></li>`)}</ul>`
}

<h2 id="categories">Categories</h2>
${
  d.categories.length === 0
    ? html`<p>No category yet.</p>`
    : html`<ul>${d.categories.map((c) => html`<li>${c.name} <span class="small muted">— ${c.sourceNote}</span></li>`)}</ul>`
}

<h2 id="hosting">Hosting</h2>
<dl class="facts">
<dt>Detected</dt><dd>${detectedCountries.length ? countries(detectedCountries) : 'not known yet'}${detected?.euHosting ? ' · every address in the EU/EEA' : ''} <span class="small muted">(${detected?.note ?? 'a hint from the addresses, not a legal statement'})</span></dd>
<dt>Declared by the owner</dt><dd>${hostingDeclaredText(d.hosting.declared)}</dd>
</dl>

<h2 id="namespace">Who published it</h2>
<p>${d.namespace.summary}.</p>
${website ? html`<p>Website: <a href="${website}" rel="nofollow noopener noreferrer">${website}</a></p>` : ''}
${repository ? html`<p>Repository: <a href="${repository}" rel="nofollow noopener noreferrer">${repository}</a></p>` : ''}

<h2 id="surfaces">Published discovery files</h2>
${surfacesSection(d.surfaces)}

<h2 id="changes">Changes in the last 30 days</h2>
${d.changes30d.length === 0 ? html`<p>None recorded.</p>` : html`<ul>${d.changes30d.map(changeLine)}</ul>`}
<p class="small muted">Follow them: <a href="${links.atom}">Atom feed</a> · <a href="${links.jsonFeed}">JSON Feed</a></p>

<h2 id="badge">Status badge</h2>
<p><img src="${links.svg}" alt="Switchboard status of ${title}" height="20"></p>
<p class="small muted">Markdown for a README (shields.io endpoint: <code>${links.json}</code>):</p>
<pre><code>${links.markdown}</code></pre>

<h2 id="connect">Connect</h2>
${connectSection(d)}
<p class="small muted">Own this domain? <a href="/portal">Claim this listing</a> to declare hosting or pause checks.</p>`,
  });
}
