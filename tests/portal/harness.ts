// What every portal test needs: a fresh database with a few servers, a loopback DNS server, a loopback
// HTTPS server (test CA) serving /.well-known/switchboard-verify per host, a movable clock, and the
// portal app. Browsers and supertest agents sign in through the real challenge flow.
import assert from 'node:assert/strict';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import supertest from 'supertest';
import type { Database } from '../../db/connection.js';
import { createPortal, type PortalOptions } from '../../portal/index.js';
import { proofSources } from '../../portal/verification/proof-sources.js';
import { freshDatabase } from '../helpers/db.js';
import { startLoopbackDns, type LoopbackDns } from '../helpers/dns-server.js';
import { createLogger } from '../../core/log.js';
import { makeTestCertificates } from '../helpers/tls-certs.js';

export interface Clock {
  now: () => Date;
  set(d: Date | string): void;
  advance(ms: number): void;
}

export function clock(start = '2026-03-02T10:00:00Z'): Clock {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), set: (d) => (t = new Date(d).getTime()), advance: (ms) => (t += ms) };
}

export interface FileHost {
  port: number;
  /** Per host: the body, or a function answering the request. */
  files: Map<string, string | ((res: import('node:http').ServerResponse) => void)>;
  caCert: string;
  close(): Promise<void>;
}

export async function startFileHost(hostnames: string[]): Promise<FileHost> {
  const certs = makeTestCertificates(hostnames);
  const files: FileHost['files'] = new Map();
  const server = https.createServer({ key: certs.leafKey, cert: certs.leafCert }, (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const f = files.get(host);
    if (req.url !== '/.well-known/switchboard-verify' || f === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    if (typeof f === 'function') return f(res);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(f);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    files,
    caCert: certs.caCert,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
        certs.cleanup();
      }),
  };
}

let seq = 0;
/** Inserts a server (and its remotes) directly: the sync is not under test here. */
export async function addServer(
  db: Database,
  name: string,
  remotes: string[] = [],
  extra: { removed?: boolean; title?: string; description?: string } = {},
): Promise<number> {
  const ns = name.slice(0, name.indexOf('/'));
  const labels = ns.split('.');
  const kind = ns.startsWith('io.github.') ? 'github' : labels.length >= 2 ? 'domain' : 'other';
  const domain = kind === 'domain' ? [...labels].reverse().join('.') : null;
  const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase() + `-${++seq}`;
  const row = await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, title, description, namespace, namespace_kind, namespace_domain, raw, raw_hash, removed_at)
     VALUES ($1, $2, '1.0.0', 'active', $3, $4, $5, $6, $7, '{}', 'x', $8) RETURNING id`,
    [name, slug, extra.title ?? null, extra.description ?? null, ns, kind, domain, extra.removed ? new Date('2026-02-01T00:00:00Z') : null],
  );
  let pos = 0;
  for (const url of remotes) {
    await db.exec(
      `INSERT INTO remotes (server_id, position, type, url_template, url, host, minute_of_day) VALUES ($1, $2, 'streamable-http', $3, $3, $4, 0)`,
      [row!.id, pos++, url, new URL(url).hostname.toLowerCase()],
    );
  }
  return row!.id;
}

export interface Harness {
  db: Database;
  dns: LoopbackDns;
  files: FileHost;
  clock: Clock;
  app: Express;
  options: PortalOptions;
  close(): Promise<void>;
}

export const TEST_BASE = 'http://switchboard.test';

export async function startHarness(
  opts: { fileHosts?: string[]; rateLimits?: PortalOptions['rateLimits']; publicBaseUrl?: string; db?: Database } = {},
): Promise<Harness> {
  const db = opts.db ?? (await freshDatabase());
  const dns = await startLoopbackDns();
  const files = await startFileHost(opts.fileHosts ?? ['example.com']);
  const c = clock();
  const options: PortalOptions = {
    now: c.now,
    filePort: files.port,
    proofSources: proofSources({
      dns: dns.resolver(),
      addressResolver: dns.addressResolver(),
      allowPrivate: true,
      ca: files.caCert,
      filePort: files.port,
      deadlineMs: 3000,
    }),
    rateLimits: { challenge: 1000, verify: 1000, recheck: 1000, ...opts.rateLimits },
    search: undefined,
  };
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    createPortal(
      { db, config: { publicBaseUrl: opts.publicBaseUrl ?? TEST_BASE }, log: createLogger(process.env.PORTAL_TEST_LOG ?? 'silent') },
      options,
    ),
  );
  return {
    db,
    dns,
    files,
    clock: c,
    app,
    options,
    async close() {
      await dns.close();
      await files.close();
    },
  };
}

export type Agent = ReturnType<typeof supertest.agent>;

export const csrfOf = (htmlText: string): string => {
  const m = /name="_csrf" value="([^"]+)"/.exec(htmlText);
  assert.ok(m, `the page has a CSRF field: ${htmlText.replace(/[\s\S]*<main[^>]*>/, '').slice(0, 600)}`);
  return m[1]!;
};

export async function csrf(agent: Agent, path = '/portal'): Promise<string> {
  const res = await agent.get(path);
  return csrfOf(res.text);
}

export async function startChallenge(agent: Agent, domain: string): Promise<{ id: number; token: string }> {
  // The token first: superagent attaches the jar's cookies when the request object is created.
  const _csrf = await csrf(agent);
  const res = await agent.post('/portal/challenges').type('form').send({ _csrf, domain });
  assert.equal(res.status, 201, res.text.replace(/[\s\S]*<main[^>]*>/, '').slice(0, 400));
  const token = /<code id="token">([^<]+)<\/code>/.exec(res.text)![1]!;
  const id = Number(/action="\/portal\/challenges\/(\d+)\/verify"/.exec(res.text)![1]);
  return { id, token };
}

export async function verify(agent: Agent, id: number, method: 'dns' | 'http') {
  const _csrf = await csrf(agent);
  return agent.post(`/portal/challenges/${id}/verify`).type('form').send({ _csrf, method });
}

/** Proves `domain` by DNS through the real flow; returns the signed-in agent. */
export async function signIn(h: Harness, domain: string, agent: Agent = supertest.agent(h.app)): Promise<Agent> {
  const { id, token } = await startChallenge(agent, domain);
  h.dns.set(`_switchboard.${domain}`, 'TXT', [`switchboard-verify=${token}`]);
  const res = await verify(agent, id, 'dns');
  assert.equal(res.status, 303, res.text);
  assert.equal(res.headers.location, '/portal');
  return agent;
}

export async function act(agent: Agent, serverId: number, action: string, fields: Record<string, string | string[]> = {}, token?: string) {
  const _csrf = token ?? (await csrf(agent));
  return agent
    .post(`/portal/servers/${serverId}/${action}`)
    .type('form')
    .send({ _csrf, ...fields });
}
