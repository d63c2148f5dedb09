// Where registry list items come from: the registry's HTTP API, page by page with its cursor, or a file
// (a JSON array of list items, or one `{servers, metadata}` page).
import fs from 'node:fs/promises';
import { request } from 'undici';
import { DEFAULT_CHECK_SETTINGS } from '../../core/config.js';
import { jsonTextWellFormed } from '../../core/untrusted-json.js';

export interface Page {
  items: unknown[];
  nextCursor: string | null;
  /** The page's text held no escape that could give U+0000 or a lone surrogate (jsonTextWellFormed). */
  wellFormed?: boolean;
}

export interface PageRequest {
  cursor: string | null;
  updatedSince: string | null;
  limit: number;
  /** Ends the request early (the sync stopped). */
  signal?: AbortSignal;
}

export class RegistryHttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RegistryHttpError';
  }
}

/** The registry has answered with `metadata.nextCursor`; some mirrors use `next_cursor`. */
export function nextCursorOf(body: Record<string, unknown>): string | null {
  const meta = (body.metadata ?? {}) as Record<string, unknown>;
  const c = meta.nextCursor ?? meta.next_cursor ?? body.next_cursor ?? body.nextCursor;
  return typeof c === 'string' && c.length > 0 ? c : null;
}

/** A page of 100 servers is a few hundred KB; a registry (or a proxy in front of it) sending more is broken. */
export const REGISTRY_PAGE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * One registry page. Like every outgoing request: our User-Agent (SwitchboardCheck/<version> with the
 * about page), one overall deadline, no redirects, and a cap on the body that stops reading the moment it
 * is passed. The registry is the operator's own configuration, so its address is not judged like a
 * checked server's (a private mirror is fine).
 */
export async function fetchRegistryPage(
  baseUrl: string,
  req: PageRequest,
  timeoutMs = 30_000,
  userAgent = DEFAULT_CHECK_SETTINGS.userAgent,
  maxBytes = REGISTRY_PAGE_MAX_BYTES,
): Promise<Page> {
  // Appended to the base, path included: a sub-registry may serve the API under a path (a Switchboard
  // preset is `https://host/r/<preset>`), as clients such as VS Code also append it.
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/v0.1/servers`);
  url.searchParams.set('limit', String(req.limit));
  if (req.cursor) url.searchParams.set('cursor', req.cursor);
  if (req.updatedSince) url.searchParams.set('updated_since', req.updatedSince);
  let res;
  try {
    res = await request(url, {
      method: 'GET',
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal: req.signal ? AbortSignal.any([req.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (err) {
    throw new RegistryHttpError(`registry request failed (${url.host}): ${(err as Error).message}`);
  }
  let text: string;
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    throw new RegistryHttpError(`registry answer too large (${url.host}): ${declared} bytes declared, the limit is ${maxBytes}`);
  }
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        res.body.destroy();
        throw new RegistryHttpError(`registry answer too large (${url.host}): over the limit of ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    text = Buffer.concat(chunks).toString('utf8');
  } catch (err) {
    if (err instanceof RegistryHttpError) throw err;
    throw new RegistryHttpError(`registry answer interrupted (${url.host}): ${(err as Error).message}`);
  }
  if (res.statusCode !== 200)
    throw new RegistryHttpError(`registry answered HTTP ${res.statusCode} for ${url.pathname}${url.search}`, res.statusCode);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RegistryHttpError(`registry answered something that is not JSON for ${url.pathname}${url.search}`);
  }
  if (!body || typeof body !== 'object' || !Array.isArray((body as { servers?: unknown }).servers)) {
    throw new RegistryHttpError('registry answer has no "servers" array');
  }
  return {
    items: (body as { servers: unknown[] }).servers,
    nextCursor: nextCursorOf(body as Record<string, unknown>),
    wellFormed: jsonTextWellFormed(text),
  };
}

/** The file's list items, and whether its text is well-formed throughout (jsonTextWellFormed). */
export async function readRegistryFile(path: string): Promise<{ items: unknown[]; wellFormed: boolean }> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (err) {
    throw new Error(`cannot read ${path}: ${(err as Error).message}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new Error(`${path} is not JSON: ${(err as Error).message}`);
  }
  const wellFormed = jsonTextWellFormed(text);
  if (Array.isArray(body)) return { items: body, wellFormed };
  if (body && typeof body === 'object' && Array.isArray((body as { servers?: unknown }).servers))
    return { items: (body as { servers: unknown[] }).servers, wellFormed };
  throw new Error(`${path} holds neither a JSON array of list items nor a {servers, metadata} page`);
}
