// /about/checks and /about/ranking, generated from the settings and constants the code runs with (check
// settings and schedule: core/config.ts, the schedule through read/schedule-facts.ts),
// so the page cannot drift from what a check does.
import { CATEGORIES } from '../../core/categories/category-list.js';
import { LOOKUPS_FULL_AT, NEW_BELOW_DAYS, RANK_RULE_VERSION, SPEED_BEST_MS, SPEED_WORST_MS } from '../../core/measures/rank.js';
import { describeCheckSettings, type CheckSettings } from '../../core/config.js';
import { RECHECK_INTERVAL_MS } from '../owners/actions.js';
import type { ScheduleFacts } from '../read/schedule-facts.js';
import { duration } from './format.js';
import { html, type Html } from './html.js';
import { layout } from './layout.js';

const show = (v: unknown): string => (Array.isArray(v) ? v.join(', ') : String(v));

export function aboutChecksPage(settings: CheckSettings, schedule: ScheduleFacts, publicBaseUrl: string): Html {
  const rows = describeCheckSettings(settings);
  return layout({
    title: 'How we check',
    body: html`<h1>How Switchboard checks a server</h1>
<p>Once a day, each remote endpoint listed in the Official MCP Registry gets one short, read-only visit: the MCP handshake and the list of its tools. We never call a tool, read a resource or prompt, sign in, send a credential or a cookie, or answer a request the server sends.</p>

<h2>How to recognise a check</h2>
<p>Every request carries this user agent:</p>
<pre><code>${settings.userAgent}</code></pre>
<p>Each request opens a new connection, uses no proxy, and goes only to the address we resolved and judged public.</p>

<h2>What a check sends</h2>
<ol>
<li><code>initialize</code> (protocol ${settings.initializeProtocolVersion}), then <code>notifications/initialized</code>.</li>
<li><code>tools/list</code>, following the cursor for at most ${settings.maxToolPages} pages and ${settings.maxTools} tools.</li>
<li>${settings.sendPing ? html`<code>ping</code>.` : 'No ping (switched off).'}</li>
<li>${settings.endSession ? html`<code>DELETE</code> of the session when the server gave an <code>Mcp-Session-Id</code>.` : 'The session is left to expire (ending it is switched off).'}</li>
</ol>
<p>Servers speaking protocol ${settings.modernProtocolVersion} get <code>server/discover</code> and <code>tools/list</code> instead. Legacy HTTP+SSE endpoints get the same messages over their event stream.</p>

<h2>Limits</h2>
<div class="table-scroll"><table>
<thead><tr><th scope="col">Setting</th><th scope="col">Value</th><th scope="col">Variable</th></tr></thead>
<tbody>${rows.map((r) => html`<tr><td>${r.describe}</td><td><code>${show(r.value)}</code></td><td><code>${r.env}</code></td></tr>`)}</tbody>
</table></div>

<h2>Schedule and politeness</h2>
<ul>
<li>Every listed remote is checked once a day, each at a fixed minute of its own, so the load is flat.</li>
<li>Per host: at most ${schedule.startSpacingMs === 1000 ? 'one check start per second' : `one check start every ${duration(schedule.startSpacingMs)}`} and ${schedule.inFlightPerHost} check${schedule.inFlightPerHost === 1 ? '' : 's'} in progress (${schedule.inFlightPerSharedHost} on hosts serving ${schedule.sharedHostRemotes} or more listed remotes); at most ${schedule.checksPerHostPerDay.toLocaleString('en')} checks per host per day.</li>
<li>A failed check is retried once, at least ${duration(schedule.retryAfterMs)} later. A server new or changed in the registry is checked within minutes; several new ones on one host are spaced ${duration(schedule.newServerSpacingMs)} apart.</li>
<li>A <code>Retry-After</code> answer (429 or 503) is obeyed for the whole host; one longer than ${duration(schedule.slowDownAfterMs)} is recorded as the host asking us to slow down.</li>
<li>A server whose every check failed for ${schedule.removalFailedDays} days in a row is removed from search; it is then rechecked every ${duration(schedule.removedRecheckMs)} and returns as soon as it answers.</li>
</ul>

<h2>How to stop or slow the checks</h2>
<ul>
<li><strong>Own the domain?</strong> Prove it in the <a href="/portal">owner portal</a> (a DNS TXT record or a file under <code>/.well-known/</code>) and pause checks of your listings. It takes effect at once: a check in flight is abandoned and none is started. The page then says "checks paused at the owner's request", and paused days never count against the server. From the portal you can also ask for a recheck (at most once every ${RECHECK_INTERVAL_MS / 60_000} minutes per server).</li>
<li><strong>Answer 429 with Retry-After</strong>: we wait that long before the next check of that host; it never counts against the server.</li>
<li><strong>Remove the listing</strong> from the Official MCP Registry: we mirror it and stop checking delisted endpoints.</li>
</ul>
<p class="small muted">This page is generated from the settings of the running service (${publicBaseUrl}).</p>`,
  });
}

export function aboutRankingPage(): Html {
  return layout({
    title: 'How we rank',
    body: html`<h1>How the rank score is made (${RANK_RULE_VERSION})</h1>
<p>Every part is computed from what was measured, with the same rule for every server. Never used: money, paid placement, install counts, stars, who the publisher is, or our opinion.</p>
<h2>Parts</h2>
<dl class="facts">
<dt>Stability</dt><dd>0.50 × check success over 30 days + 0.25 × check success over 7 days + 0.25 × first-try success over 30 days. A server measured on fewer than ${NEW_BELOW_DAYS} days is pulled toward 0.5 (weight = days / ${NEW_BELOW_DAYS}) and marked new. Days not checked (paused, placeholders, 429) do not count.</dd>
<dt>Tool definitions</dt><dd>The mean of three shares over its tools: with a description; with an input schema of type object; with a readOnlyHint or destructiveHint. Tools hidden behind sign-in or payment: 0.5. Not reachable: 0.</dd>
<dt>Response speed</dt><dd>Median response time of successful checks in 30 days: ${SPEED_BEST_MS} ms or less scores 1, ${SPEED_WORST_MS / 1000} s or more scores 0, logarithmic in between.</dd>
<dt>Agent lookups</dt><dd>Distinct clients in 30 days, logarithmic, full at ${LOOKUPS_FULL_AT.toLocaleString('en')}. Switched off until lookups are counted reliably; the other three parts then count one third each.</dd>
</dl>
<p>Servers never measured have no score and come last.</p>
<h2>Declared risk</h2>
<p>From the hints on its tools only: read-only when every tool declares readOnlyHint; destructive when any tool declares destructiveHint; can write when tools carry hints but not all are read-only; not declared otherwise. Never guessed from names, never verified by calling.</p>
<h2>Categories</h2>
<p>Up to three per server, from its name, description and tools. An owner can ask for a correction, which replaces the automatic choice and says so.</p>
<ul>${CATEGORIES.map((c) => html`<li><strong>${c.name}</strong> <code>${c.id}</code> — ${c.description}</li>`)}</ul>`,
  });
}
