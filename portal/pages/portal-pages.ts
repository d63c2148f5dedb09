// The owner portal's pages. Forms post back with the session's CSRF token; no script is needed.
import { CATEGORIES } from '../../core/categories/category-list.js';
import type { AuditRow, UnverifiedAttempts } from '../owners/audit.js';
import type { OwnedServer } from '../owners/ownership.js';
import type { ChallengeRow } from '../verification/challenges.js';
import { day, when } from './format.js';
import { html, type Html } from './html.js';
import { layout } from './layout.js';

const csrfField = (csrf: string) => html`<input type="hidden" name="_csrf" value="${csrf}">`;
const flashBox = (flash: string | undefined) => (flash ? html`<div class="notice info" role="status"><p>${flash}</p></div>` : '');

function auditList(rows: AuditRow[]): Html {
  if (rows.length === 0) return html`<p>Nothing yet.</p>`;
  return html`<div class="table-scroll"><table><thead><tr><th scope="col">Time</th><th scope="col">Domain</th><th scope="col">Server</th><th scope="col">Action</th><th scope="col">What changed</th></tr></thead><tbody>
${rows.map((r) => html`<tr><td>${when(r.at)}</td><td>${r.domain ?? ''}</td><td>${r.server_id ?? ''}</td><td>${r.action.replace(/_/g, ' ')}</td><td><code>${JSON.stringify(r.details)}</code></td></tr>`)}
</tbody></table></div>`;
}

export interface PortalHomeView {
  csrf: string;
  flash?: string;
  domains: { domain: string; servers: OwnedServer[] }[];
  challenges: ChallengeRow[];
  audit: AuditRow[];
  /** Challenges and failed verifications by anyone for these domains (30 days), counted apart. */
  attempts?: UnverifiedAttempts[];
}

function attemptsList(rows: UnverifiedAttempts[] | undefined): Html | '' {
  if (!rows || rows.length === 0) return '';
  return html`<h3>Unverified attempts (30 days)</h3>
<p>Anyone can start or fail a verification for any domain; these are counted here, apart from your log.</p>
<ul>${rows.map((r) => html`<li>${r.action.replace(/_/g, ' ')}: ${r.count}, latest ${when(r.latest)}</li>`)}</ul>`;
}

export function portalHomePage(v: PortalHomeView): Html {
  const signedIn = v.domains.map((d) => d.domain);
  return layout({
    title: 'Owner portal',
    signedInAs: signedIn,
    body: html`<h1>Owner portal</h1>
${flashBox(v.flash)}
${
  signedIn.length
    ? html`<p>Signed in as the owner of <strong>${signedIn.join(', ')}</strong>.</p>
<form method="post" action="/portal/sign-out">${csrfField(v.csrf)}<button type="submit" class="secondary">Sign out</button></form>`
    : html`<p>Prove that you control a domain to claim its listings, declare where they are hosted, pause our checks or ask for a recheck. You own the listings whose registry namespace is your domain (<code>com.example/…</code>, <code>com.example.api/…</code>) and those whose every remote endpoint is on your domain or a subdomain.</p>`
}

<h2>Prove a domain</h2>
<form method="post" action="/portal/challenges" class="search-form">
${csrfField(v.csrf)}
<div class="field"><label for="domain">Domain</label><input type="text" id="domain" name="domain" required maxlength="253" placeholder="example.com" autocomplete="off" spellcheck="false" inputmode="url"></div>
<button type="submit">Get a verification token</button>
</form>
${
  v.challenges.length
    ? html`<h3>Open challenges in this browser</h3><ul>${v.challenges.map((c) => html`<li>${c.domain} — valid until ${day(c.expires_at)}. <a href="/portal/challenges/${c.id}">Verify</a></li>`)}</ul>`
    : ''
}

${v.domains.map(
  (d) => html`<h2>Listings of ${d.domain}</h2>
${
  d.servers.length === 0
    ? html`<p>No listing in the registry belongs to ${d.domain} yet.</p>`
    : html`<ul class="results">${d.servers.map(
        (s) => html`<li><h3><a href="/portal/servers/${s.id}">${s.title || s.name}</a></h3><div class="name">${s.name}</div>
<ul class="badges">${s.claimed_by ? html`<li class="badge ok">claimed by ${s.claimed_by}</li>` : html`<li class="badge">not claimed</li>`}${s.checks_paused ? html`<li class="badge warn">checks paused</li>` : ''}</ul></li>`,
      )}</ul>`
}`,
)}

${signedIn.length ? html`<h2>Audit log</h2>${auditList(v.audit)}${attemptsList(v.attempts)}` : ''}`,
  });
}

export interface ChallengeView {
  csrf: string;
  flash?: string;
  challenge: { id: number; domain: string; expiresAt: Date };
  /** Present only on the page that created it: the token is stored hashed and cannot be shown again. */
  token: string | null;
  txtName: string;
  fileUrl: string;
}

export function challengePage(v: ChallengeView): Html {
  const c = v.challenge;
  return layout({
    title: `Verify ${c.domain}`,
    body: html`<h1>Verify ${c.domain}</h1>
${flashBox(v.flash)}
${
  v.token
    ? html`<p>Your token (shown once; valid until ${when(c.expiresAt)}, for this browser only):</p>
<pre class="token"><code id="token">${v.token}</code></pre>`
    : html`<p>The token was shown when this challenge was created (we keep only its hash). Lost it? <a href="/portal">Start again</a> with a new one.</p>`
}
<p>Publish it in one of two ways, then press the matching button.</p>
<h2>By DNS</h2>
<p>Add a TXT record:</p>
<dl class="facts"><dt>Name</dt><dd><code id="txt-name">${v.txtName}</code></dd><dt>Value</dt><dd><code id="txt-value">switchboard-verify=${v.token ?? '<your token>'}</code></dd></dl>
<form method="post" action="/portal/challenges/${c.id}/verify">${csrfField(v.csrf)}<input type="hidden" name="method" value="dns"><button type="submit">Verify by DNS</button></form>
<h2>By a file</h2>
<p>Serve the token as the whole body of <code id="file-url">${v.fileUrl}</code> (HTTPS, no redirect, at most 4 KB).</p>
<form method="post" action="/portal/challenges/${c.id}/verify">${csrfField(v.csrf)}<input type="hidden" name="method" value="http"><button type="submit">Verify by file</button></form>
<p class="small muted">We check the proof again every 30 days; if it is gone, ownership lapses after 7 days of grace.</p>`,
  });
}

export interface ManageView {
  csrf: string;
  flash?: string;
  domain: string;
  signedInAs: string[];
  server: { id: number; name: string; slug: string; title: string | null };
  claimedBy: string | null;
  paused: boolean;
  pausedAt: Date | null;
  hosting: { countries?: string[]; euOnly?: boolean } | null;
  categories: string[];
  automaticCategories: string[];
  recheckRequestedAt: Date | null;
  audit: AuditRow[];
}

export function manageServerPage(v: ManageView): Html {
  const s = v.server;
  const post = (action: string, label: string, cls = '') =>
    html`<form method="post" action="/portal/servers/${s.id}/${action}">${csrfField(v.csrf)}<button type="submit"${cls ? html` class="${cls}"` : ''}>${label}</button></form>`;
  const chosen = new Set(v.categories.length ? v.categories : v.automaticCategories);
  const hostingMode = v.hosting?.euOnly ? 'eu_only' : v.hosting?.countries ? 'countries' : 'clear';
  return layout({
    title: `Manage ${s.title || s.name}`,
    signedInAs: v.signedInAs,
    body: html`<h1>${s.title || s.name}</h1>
<p class="name">${s.name} · <a href="/servers/${encodeURIComponent(s.slug)}">public page</a> · acting as the owner of ${v.domain}</p>
${flashBox(v.flash)}
<h2>Claim</h2>
${
  v.claimedBy
    ? html`<p>Claimed by the owner of ${v.claimedBy}. The public page says so.</p>${v.claimedBy === v.domain ? post('unclaim', 'Release the claim', 'secondary') : ''}`
    : html`<p>Not claimed. Claiming shows "claimed by the owner of ${v.domain}" on the public page.</p>${post('claim', 'Claim this listing')}`
}

<h2>Checks</h2>
${
  v.paused
    ? html`<p role="status"><strong>Checks paused</strong> since ${when(v.pausedAt)}.</p>${post('resume', 'Resume checks')}`
    : html`<p>Checked once a day. Pausing takes effect at once: a check in progress is abandoned.</p><div class="actions">${post('pause', 'Pause checks', 'danger')}${post('recheck', 'Recheck now', 'secondary')}</div>
${v.recheckRequestedAt ? html`<p class="small muted">Last recheck asked for ${when(v.recheckRequestedAt)} (at most one every 10 minutes).</p>` : ''}`
}

<h2>Hosting</h2>
<form method="post" action="/portal/servers/${s.id}/hosting" class="stack">
${csrfField(v.csrf)}
<fieldset class="radio"><legend>Where is it hosted?</legend>
<div><input type="radio" id="hosting-countries" name="hosting" value="countries"${hostingMode === 'countries' ? html` checked` : ''}><label for="hosting-countries">In these countries</label></div>
<div><input type="radio" id="hosting-eu" name="hosting" value="eu_only"${hostingMode === 'eu_only' ? html` checked` : ''}><label for="hosting-eu">EU/EEA only</label></div>
<div><input type="radio" id="hosting-clear" name="hosting" value="clear"${hostingMode === 'clear' ? html` checked` : ''}><label for="hosting-clear">No declaration</label></div>
</fieldset>
<div><label for="countries">Countries (two-letter codes, comma separated)</label><input type="text" id="countries" name="countries" value="${v.hosting?.countries?.join(', ') ?? ''}" placeholder="DE, FR" maxlength="400"></div>
<button type="submit">Save hosting</button>
</form>

<h2>Categories</h2>
<form method="post" action="/portal/servers/${s.id}/categories">
${csrfField(v.csrf)}
<fieldset class="check"><legend>Choose up to three (replaces the automatic choice; none restores it)</legend>
${CATEGORIES.map((c) => html`<div><input type="checkbox" id="cat-${c.id}" name="categories" value="${c.id}"${chosen.has(c.id) ? html` checked` : ''}><label for="cat-${c.id}">${c.name}</label></div>`)}
</fieldset>
<button type="submit">Save categories</button>
</form>

<h2>Audit log of this listing</h2>
${auditList(v.audit)}`,
  });
}
