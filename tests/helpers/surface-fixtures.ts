// Loopback sites that publish discovery documents (server cards, catalogs, agent cards, the registry's
// auth file) for the surfaces tests, and a few ready-made documents. Each site binds its own 127.0.0.x
// address (port 0), so each is its own "domain"; it logs every request and the most it served at once.
import http from 'node:http';
import type net from 'node:net';
import { SERVER_CARD_MEDIA_TYPE, SERVER_CARD_SCHEMA_URL } from '../../core/discovery/server-card.js';

export interface Doc {
  status?: number;
  type?: string;
  body: string | object;
}

export interface SiteRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface Site {
  address: string;
  origin: string;
  /** Paths published; change between passes to simulate an edit. */
  docs: Map<string, Doc>;
  log: SiteRequest[];
  connections: number;
  /** Most requests in progress at the same time. */
  maxInFlight: number;
  close(): Promise<void>;
}

/** Never anything outside 127.0.0.0/8: the address is checked before binding. */
export async function startSite(
  address: string,
  docs: Record<string, Doc> = {},
  opts: { fallback?: Doc; delayMs?: number } = {},
): Promise<Site> {
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)) throw new Error(`test sites bind loopback only, not ${address}`);
  const sockets = new Set<net.Socket>();
  let inFlight = 0;
  const site: Site = {
    address,
    origin: '',
    docs: new Map(Object.entries(docs)),
    log: [],
    connections: 0,
    maxInFlight: 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    inFlight++;
    site.maxInFlight = Math.max(site.maxInFlight, inFlight);
    site.log.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    const doc = site.docs.get(req.url ?? '') ?? opts.fallback ?? { status: 404, type: 'text/plain', body: 'not found' };
    const body = typeof doc.body === 'string' ? doc.body : JSON.stringify(doc.body);
    setTimeout(() => {
      inFlight--;
      res.writeHead(doc.status ?? 200, { 'content-type': doc.type ?? 'application/json' });
      res.end(body);
    }, opts.delayMs ?? 0);
  });
  server.on('connection', (s: net.Socket) => {
    site.connections++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  site.origin = `http://${address}:${port}`;
  return site;
}

/** A card that passes ServerCardSchema, naming `urls` as its remotes. */
export function card(name: string, ...urls: string[]): object {
  return {
    $schema: SERVER_CARD_SCHEMA_URL,
    name,
    version: '1.0.0',
    description: 'A test server.',
    remotes: urls.map((url) => ({ type: 'streamable-http', url })),
  };
}

/** A catalog whose entries point to the given card URLs. */
export function catalogOf(...cardUrls: string[]): object {
  return {
    specVersion: '1.0',
    entries: cardUrls.map((url, i) => ({
      identifier: `urn:air:test.example:card${i}`,
      displayName: `Card ${i}`,
      type: SERVER_CARD_MEDIA_TYPE,
      url,
    })),
  };
}

export const REGISTRY_AUTH = {
  type: 'text/plain',
  body: 'v=MCPv1; k=ed25519; p=MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n',
};
export const AGENT_CARD = { body: { name: 'Test agent', url: 'https://agent.test.example/a2a', version: '1.0.0' } };
