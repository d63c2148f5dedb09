// The 30-day history as an inline SVG: one bar per day, coloured by class (the stylesheet holds the
// colours, so there are no style attributes), each with a <title> for hover and screen readers, and a
// text summary beside it because colour alone carries no meaning for everyone.
import type { DayStatus, ServerDetail } from '../../catalog/server-detail.js';
import { html, type Html } from './html.js';

const LABEL: Record<DayStatus, string> = {
  ok: 'answered',
  retry_ok: 'answered on retry',
  failed: 'did not answer',
  not_checked: 'not checked',
  none: 'no data',
};

export function historyStrip(days: ServerDetail['days30d']): Html {
  const w = 16;
  const gap = 4;
  const h = 40;
  const width = days.length * (w + gap) - gap;
  const counts: Record<DayStatus, number> = { ok: 0, retry_ok: 0, failed: 0, not_checked: 0, none: 0 };
  for (const d of days) counts[d.status]++;
  const summary = `Last ${days.length} days: ${counts.ok} answered, ${counts.retry_ok} answered on retry, ${counts.failed} did not answer, ${counts.not_checked} not checked, ${counts.none} without data.`;
  return html`<figure class="history">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${h}" width="${width}" height="${h}" role="img" aria-labelledby="history-title">
<title id="history-title">${summary}</title>
${days.map((d, i) => html`<rect class="${d.status}" x="${i * (w + gap)}" y="0" width="${w}" height="${h}" rx="2" data-day="${d.day}"><title>${d.day}: ${LABEL[d.status]}${d.state ? ` (${d.state})` : ''}</title></rect>`)}
</svg>
<figcaption class="small">${summary} Oldest on the left; ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''} (UTC).</figcaption>
<ul class="legend" aria-hidden="true">
${(Object.keys(LABEL) as (keyof typeof LABEL)[]).map((k) => html`<li><span class="swatch ${k}"></span>${LABEL[k]}</li>`)}
</ul>
</figure>`;
}
