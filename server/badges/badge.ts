// A status badge for READMEs: "switchboard | answers · 99% 30d · rank 82". Pure. The SVG is built from
// a fixed template with every text XML-escaped: no script, no event attributes, no external reference,
// no foreignObject, so it is safe to embed and safe to open. The same facts as a shields.io endpoint
// JSON (https://shields.io/badges/endpoint-badge).
import type { BadgeFacts } from '../../catalog/badge-data.js';
import { xmlText } from '../feeds/render.js';

export interface Badge {
  label: string;
  message: string;
  /** Hex, no '#'. */
  color: string;
  /** Accessible name: the server and the message (the server's title is third-party text). */
  title: string;
}

const GREEN = '2e7d32';
const AMBER = 'a15c00';
const RED = 'c62828';
const BLUE = '1565c0';
const GREY = '616161';

const STATE_TEXT: Record<string, string> = {
  responds: 'answers',
  auth_required: 'answers, sign-in needed',
  payment_required: 'answers, payment needed',
  paused_by_owner: 'checks paused',
  placeholder: 'URL needs settings',
};

export function badgeFor(f: BadgeFacts | null): Badge {
  const label = 'switchboard';
  if (!f) return { label, message: 'not found', color: GREY, title: 'Switchboard: no such server' };
  const who = f.title?.trim() || f.name;
  const out = (message: string, color: string): Badge => ({ label, message, color, title: `${who}: ${message}` });
  if (f.status === 'deleted') return out('deleted from the registry', GREY);
  if (!f.hasRemote) return out('package only, not checked', GREY);
  if (f.removed) return out('removed, failing 30 days', RED);
  if (!f.state) return out('not checked yet', GREY);
  const parts = [STATE_TEXT[f.state] ?? f.state.replace(/_/g, ' ')];
  if (f.success30d !== null) parts.push(`${Math.floor(f.success30d * 100)}% 30d`);
  if (f.rankScore !== null) parts.push(`rank ${Math.round(f.rankScore)}`);
  const answers = f.state === 'responds' || f.state === 'auth_required' || f.state === 'payment_required';
  const color = !answers
    ? f.state === 'paused_by_owner' || f.state === 'placeholder'
      ? GREY
      : RED
    : f.state !== 'responds'
      ? BLUE
      : f.success30d !== null && f.success30d < 0.95
        ? AMBER
        : GREEN;
  return out(parts.join(' · '), color);
}

/** Verdana 11px-like widths: good enough to size the two boxes without a font file. */
function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[il.,:;'|!·\s]/.test(ch) ? 3.5 : /[mwMW%]/.test(ch) ? 9.5 : /[A-Z0-9]/.test(ch) ? 7.5 : 6.5;
  return Math.ceil(w);
}

export function badgeSvg(b: Badge): string {
  const x = xmlText;
  const lw = textWidth(b.label) + 12;
  const mw = textWidth(b.message) + 12;
  const w = lw + mw;
  const color = /^[0-9a-f]{6}$/i.test(b.color) ? b.color : GREY;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${x(`${b.label}: ${b.message}`)}">`,
    `<title>${x(b.title)}</title>`,
    `<rect width="${lw}" height="20" fill="#555"/>`,
    `<rect x="${lw}" width="${mw}" height="20" fill="#${color}"/>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">`,
    `<text x="${lw / 2}" y="14">${x(b.label)}</text>`,
    `<text x="${lw + mw / 2}" y="14">${x(b.message)}</text>`,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

export function shieldsJson(b: Badge, cacheSeconds: number): Record<string, unknown> {
  return { schemaVersion: 1, label: b.label, message: b.message, color: b.color, cacheSeconds };
}
