// Test fleets for the scheduler: MCP servers on distinct loopback addresses (127.0.0.x is one host each,
// so per-host rules are exercised without leaving loopback), rows inserted straight into servers/remotes,
// and a simulated clock that jumps from one due time to the next.
import http from 'node:http';
import type net from 'node:net';
import { after } from 'node:test';
import type { Database } from '../../../db/connection.js';
import type { Scheduler } from '../../../checker/schedule/scheduler.js';
import type { Handler } from '../../helpers/misbehaving-servers.js';

export interface HostRequest {
  at: number;
  method: string;
  path: string;
  rpcMethod: string | null;
}

export interface HostServer {
  address: string;
  port: number;
  url(path?: string): string;
  log: HostRequest[];
  /** Connections open to this server now (a checker that leaks sockets leaves some open). */
  openConnections(): number;
  close(): Promise<void>;
}

/** An HTTP server on `address` (any 127.x.y.z) whose handler may depend on the path. */
export async function startHost(address: string, handler: Handler, opts: { closeAfterTests?: boolean } = {}): Promise<HostServer> {
  const sockets = new Set<net.Socket>();
  const log: HostRequest[] = [];
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const rpcMethod = json && typeof (json as { method?: unknown }).method === 'string' ? (json as { method: string }).method : null;
      log.push({ at: Date.now(), method: req.method ?? '', path: req.url ?? '', rpcMethod });
      Promise.resolve(handler(req, res, { body, json, server: undefined as never })).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(err));
      });
    });
  });
  srv.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  srv.on('clientError', (_e, s) => s.destroy());
  await new Promise<void>((resolve) => srv.listen(0, address, resolve));
  const port = (srv.address() as net.AddressInfo).port;
  const server: HostServer = {
    address,
    port,
    url: (path = '/mcp') => `http://${address}:${port}${path}`,
    log,
    openConnections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
  if (opts.closeAfterTests !== false) after(() => server.close());
  return server;
}

let serial = 0;

export interface RemoteSpec {
  url: string | null;
  urlTemplate?: string;
  type?: 'streamable-http' | 'sse';
  minute: number;
}

export async function insertServer(
  db: Database,
  spec: { name: string; title?: string | null; description?: string | null; remotes: RemoteSpec[]; checkRequestedAt?: Date | null },
): Promise<{ serverId: number; remoteIds: number[] }> {
  const n = ++serial;
  const row = await db.one<{ id: number }>(
    `INSERT INTO servers (name, slug, version, status, title, description, namespace, namespace_kind, raw, raw_hash, check_requested_at)
     VALUES (:name, :slug, '1.0.0', 'active', :title, :description, 'com.example', 'domain', '{}', :hash, :requested) RETURNING id`,
    {
      name: spec.name,
      slug: `s-${n}-${spec.name.replace(/[^a-z0-9]+/gi, '-')}`,
      title: spec.title ?? null,
      description: spec.description ?? null,
      hash: `h${n}`,
      requested: spec.checkRequestedAt ?? null,
    },
  );
  const remoteIds: number[] = [];
  for (const [i, r] of spec.remotes.entries()) {
    const host = r.url ? new URL(r.url).hostname : null;
    const rr = await db.one<{ id: number }>(
      `INSERT INTO remotes (server_id, position, type, url_template, url, has_placeholders, host, minute_of_day)
       VALUES (:serverId, :position, :type, :template, :url, :placeholders, :host, :minute) RETURNING id`,
      {
        serverId: row!.id,
        position: i,
        type: r.type ?? 'streamable-http',
        template: r.urlTemplate ?? r.url,
        url: r.url,
        placeholders: r.url === null,
        host,
        minute: r.minute,
      },
    );
    remoteIds.push(rr!.id);
  }
  return { serverId: row!.id, remoteIds };
}

export class SimClock {
  constructor(private t: number) {}
  now = (): Date => new Date(this.t);
  set(d: Date): void {
    this.t = d.getTime();
  }
  get ms(): number {
    return this.t;
  }
}

/** Runs the scheduler in simulated time until `until`, jumping the clock to each next wake-up. */
export async function runUntil(sched: Scheduler, clock: SimClock, until: Date): Promise<number> {
  let checks = 0;
  for (;;) {
    checks += await sched.runOnce();
    const next = await sched.nextWakeAt();
    if (!next || next.getTime() >= until.getTime()) {
      clock.set(until);
      return checks;
    }
    clock.set(new Date(Math.max(next.getTime(), clock.ms + 1_000)));
  }
}
