// Feeds of the change records: /changes.atom and /changes.json (JSON Feed), filtered by `kind` (one or a
// comma list) and `server` (name or slug), and per server at /servers/<slug>/changes.atom|.json. Each
// answer carries a strong ETag of its bytes, so a reader's If-None-Match gets a 304 until a record arrives.
import crypto from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Database } from '../../db/connection.js';
import { changeFeed } from '../../catalog/change-feed.js';
import { CHANGE_KINDS, type ChangeKind } from '../../catalog/changes.js';
import { atomFeed, jsonFeed } from './render.js';

export interface FeedRouteDeps {
  db: Database;
  publicBaseUrl: string;
  now?: () => Date;
}

class BadRequest extends Error {}

export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Sends `body` with its ETag, or 304 when the client already holds it. */
export function sendTagged(req: Request, res: Response, type: string, cache: string, body: string): void {
  res.setHeader('ETag', etagOf(body));
  res.setHeader('Cache-Control', cache);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type(type).send(body);
}

function params(req: Request, allowed: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of new URL(req.originalUrl, 'http://x').searchParams) {
    if (!allowed.includes(k)) throw new BadRequest(`unknown parameter "${k}"; this feed takes ${allowed.join(', ') || 'no parameters'}`);
    if (out.has(k)) throw new BadRequest(`parameter "${k}" is given twice; give it once (kind takes a comma list)`);
    out.set(k, v);
  }
  return out;
}

function kindsOf(raw: string | undefined): ChangeKind[] | undefined {
  if (raw === undefined) return undefined;
  const kinds = raw
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const bad = kinds.filter((k) => !(CHANGE_KINDS as readonly string[]).includes(k));
  if (bad.length || kinds.length === 0)
    throw new BadRequest(`unknown kind ${bad.map((b) => `"${b}"`).join(', ') || '(empty)'}; kinds are ${CHANGE_KINDS.join(', ')}`);
  return kinds as ChangeKind[];
}

export function feedRoutes(deps: FeedRouteDeps): Router {
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const now = deps.now ?? (() => new Date());
  const r = Router();

  const serve = async (req: Request, res: Response, format: 'atom' | 'json', slug: string | null) => {
    const q = params(req, slug === null ? ['kind', 'server'] : ['kind']);
    const kinds = kindsOf(q.get('kind'));
    const server = slug ?? q.get('server');
    const data = await changeFeed(deps.db, { kinds, server }, now());
    if (!data) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ error: `no server with name or slug "${server}"` });
      return;
    }
    const path = slug === null ? `/changes.${format}` : `/servers/${encodeURIComponent(slug)}/changes.${format}`;
    const search = new URLSearchParams([...q].sort(([a], [b]) => (a < b ? -1 : 1))).toString();
    const selfUrl = `${base}${path}${search ? `?${search}` : ''}`;
    const who = data.server ? data.server.title?.trim() || data.server.name : null;
    const title = `Switchboard changes${who ? `: ${who}` : ''}${kinds ? ` (${kinds.join(', ')})` : ''}`;
    const ctx = { base, selfUrl, title };
    if (format === 'atom') sendTagged(req, res, 'application/atom+xml; charset=utf-8', 'public, max-age=300', atomFeed(data, ctx));
    else sendTagged(req, res, 'application/feed+json; charset=utf-8', 'public, max-age=300', JSON.stringify(jsonFeed(data, ctx), null, 1));
  };

  const wrap = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) =>
    void fn(req, res).catch((err: unknown) => {
      if (err instanceof BadRequest) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(400).json({ error: err.message });
      } else next(err);
    });

  r.get(
    '/changes.atom',
    wrap((req, res) => serve(req, res, 'atom', null)),
  );
  r.get(
    '/changes.json',
    wrap((req, res) => serve(req, res, 'json', null)),
  );
  r.get(
    '/servers/:slug/changes.atom',
    wrap((req, res) => serve(req, res, 'atom', String(req.params.slug))),
  );
  r.get(
    '/servers/:slug/changes.json',
    wrap((req, res) => serve(req, res, 'json', String(req.params.slug))),
  );
  return r;
}
