// A stand-in for the Official MCP Registry's list endpoint on loopback: `/v0.1/servers` with `limit`,
// an opaque cursor and `updated_since` (which, like the real one, also returns deleted entries).
// Items are mutable between requests, and failures can be injected per request. The demo serves its
// fleet with it; tests and benches page the real snapshot through it (tests/helpers/registry-stand-in.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListItem {
  server: { name: string; version: string; [k: string]: unknown };
  _meta: { 'io.modelcontextprotocol.registry/official': { status: string; updatedAt?: string; isLatest?: boolean; [k: string]: unknown } };
}

export type Failure = 'http500' | 'reset' | 'hang' | 'garbage';

export interface StandInOptions {
  items: unknown[];
  /** `metadata.nextCursor` (the registry's) or `metadata.next_cursor`. */
  cursorField?: 'nextCursor' | 'next_cursor';
  /** Called for every request with its 1-based number; return a failure to inject. */
  fail?: (n: number, url: URL) => Failure | null;
  host?: string;
  port?: number;
}

export interface StandIn {
  url: string;
  items: unknown[];
  requests: URL[];
  close(): Promise<void>;
}

const metaOf = (i: unknown) => (i as ListItem)._meta?.['io.modelcontextprotocol.registry/official'];
const keyOf = (i: unknown) => `${(i as ListItem).server?.name}:${(i as ListItem).server?.version}`;

export async function startRegistryStandIn(opts: StandInOptions): Promise<StandIn> {
  const state: StandIn = { url: '', items: opts.items, requests: [], close: async () => {} };
  const sockets = new Set<import('node:net').Socket>();
  // Sorted once per size of the list: tests push items or change them in place (not their keys).
  // A page starts by binary search on the keys and reads only as far as it needs (issue #13: filtering the
  // whole list and building every item's key for every page made paging 100,000 versions quadratic, and
  // the sync bench's floor mostly measured this stand-in).
  let cache: { length: number; list: unknown[]; keys: string[] } | null = null;
  const sorted = (): { list: unknown[]; keys: string[] } => {
    if (cache?.length !== state.items.length) {
      const keyed = state.items.map((item) => ({ item, key: keyOf(item) }));
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      cache = { length: state.items.length, list: keyed.map((k) => k.item), keys: keyed.map((k) => k.key) };
    }
    return cache;
  };
  /** Index of the first key after `cursor`. */
  const after = (keys: readonly string[], cursor: string): number => {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! > cursor) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push(url);
    const failure = opts.fail?.(state.requests.length, url) ?? null;
    if (failure === 'hang') return; // never answers; the client's deadline must end it
    if (failure === 'reset') return req.socket.destroy();
    if (failure === 'http500') return void res.writeHead(500).end('upstream trouble');
    if (failure === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"servers": [');
    if (url.pathname !== '/v0.1/servers') return void res.writeHead(404).end();
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 30));
    const since = url.searchParams.get('updated_since');
    const cursor = url.searchParams.get('cursor');
    const { list, keys } = sorted();
    const shown = since ? (i: unknown) => (metaOf(i)?.updatedAt ?? '') > since : (i: unknown) => metaOf(i)?.status !== 'deleted';
    const pageItems: unknown[] = [];
    let more = false;
    for (let k = cursor ? after(keys, cursor) : 0; limit >= 0 && k < list.length; k++) {
      if (!shown(list[k])) continue;
      if (pageItems.length === limit) {
        more = true;
        break;
      }
      pageItems.push(list[k]);
    }
    const metadata: Record<string, unknown> = { count: pageItems.length };
    if (more) metadata[opts.cursorField ?? 'nextCursor'] = keyOf(pageItems.at(-1));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ servers: pageItems, metadata }));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((r) => server.listen(opts.port ?? 0, host, r));
  state.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return state;
}
