// Change records as Atom (RFC 4287) and JSON Feed 1.1. Pure. Server titles and tool names come from
// third parties: in Atom every text is XML-escaped (and characters XML cannot carry are dropped); in
// JSON Feed they are JSON strings and only ever `content_text`, never HTML.
import type { FeedData, FeedRecord } from '../../catalog/change-feed.js';

export interface FeedContext {
  base: string;
  /** This feed's own URL (Atom id and rel=self). */
  selfUrl: string;
  /** The other format's URL (rel=alternate). */
  title: string;
}

const KIND_TEXT: Record<string, string> = {
  tools_added: 'tools added',
  tools_removed: 'tools removed',
  schema_changed: 'tool input schema changed',
  newly_destructive: 'tools newly declared destructive',
  stopped_answering: 'stopped answering',
  started_answering: 'started answering',
  listed: 'newly listed',
  removed: 'removed after 30 failing days',
  unlisted: 'deleted from the registry',
};

const serverLabel = (r: FeedRecord): string => r.server.title?.trim() || r.server.name;

export function recordTitle(r: FeedRecord): string {
  return `${serverLabel(r)}: ${KIND_TEXT[r.kind] ?? r.kind}`;
}

export function recordText(r: FeedRecord): string {
  const d = (r.details ?? {}) as { tools?: unknown; version?: unknown; statusMessage?: unknown; failingSince?: unknown };
  const parts = [`${r.server.name} ${KIND_TEXT[r.kind] ?? r.kind} on ${r.day}.`];
  if (Array.isArray(d.tools) && d.tools.length) parts.push(`Tools: ${d.tools.map(String).join(', ')}.`);
  if (typeof d.version === 'string') parts.push(`Version ${d.version}.`);
  if (typeof d.statusMessage === 'string') parts.push(`Registry says: ${d.statusMessage}`);
  if (typeof d.failingSince === 'string') parts.push(`Failing since ${d.failingSince}.`);
  return parts.join(' ');
}

const pageUrl = (base: string, r: FeedRecord): string => `${base}/servers/${encodeURIComponent(r.server.slug)}`;

/** XML 1.0 allows no C0 controls but tab/newline/return, no lone surrogates, no U+FFFE/U+FFFF. */
export function xmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function updatedOf(data: FeedData): string {
  // The newest record, or the window start: the same data always gives the same document (and ETag).
  return data.records[0]?.at ?? data.from;
}

export function atomFeed(data: FeedData, ctx: FeedContext): string {
  const x = xmlText;
  const entries = data.records.map((r) =>
    [
      '  <entry>',
      `    <id>${x(`${pageUrl(ctx.base, r)}#change-${r.id}`)}</id>`,
      `    <title type="text">${x(recordTitle(r))}</title>`,
      `    <updated>${x(r.at)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${x(pageUrl(ctx.base, r))}"/>`,
      `    <category term="${x(r.kind)}"/>`,
      `    <content type="text">${x(recordText(r))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${x(ctx.selfUrl)}</id>`,
    `  <title type="text">${x(ctx.title)}</title>`,
    `  <updated>${x(updatedOf(data))}</updated>`,
    `  <author><name>Switchboard</name><uri>${x(ctx.base)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${x(ctx.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(data.server ? `${ctx.base}/servers/${encodeURIComponent(data.server.slug)}` : ctx.base)}"/>`,
    `  <generator uri="${x(ctx.base)}">Switchboard</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function jsonFeed(data: FeedData, ctx: FeedContext): Record<string, unknown> {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: ctx.title,
    home_page_url: data.server ? `${ctx.base}/servers/${encodeURIComponent(data.server.slug)}` : ctx.base,
    feed_url: ctx.selfUrl,
    description:
      'Change records of the last 30 days, newest first: tools added or removed, schema changes, servers that stopped or started answering, listed or removed.',
    authors: [{ name: 'Switchboard', url: ctx.base }],
    items: data.records.map((r) => ({
      id: `${pageUrl(ctx.base, r)}#change-${r.id}`,
      url: pageUrl(ctx.base, r),
      title: recordTitle(r),
      content_text: recordText(r),
      date_published: r.at,
      tags: [r.kind],
      _switchboard: { kind: r.kind, server: r.server.name, details: r.details },
    })),
  };
}
