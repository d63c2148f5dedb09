// The web process: HTTP server around the app, closed gracefully (in-flight requests finish).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './http/app.js';
import type { Runtime } from './runtime.js';
import { LiveIndex } from '../catalog/search-sync/live-index.js';

export interface WebHandle {
  url: string;
  port: number;
  /** Resolves once the search index is first built: before that /api and the MCP tools answer "not ready". */
  ready: Promise<void>;
  close(): Promise<void>;
}

export async function startWeb(rt: Runtime, port = rt.config.port, host = rt.config.host): Promise<WebHandle> {
  // The index builds while the server already listens: /readyz says 503 until it is built, and the MCP
  // tools and the API answer "not ready" rather than an empty catalogue.
  const live = new LiveIndex({ db: rt.db, log: rt.log });
  const closers: (() => Promise<void>)[] = [];
  const app = createApp({ db: rt.db, config: rt.config, log: rt.log, live, onClose: (fn) => closers.push(fn) });
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use: set PORT to another one`) : err),
    );
    server.listen(port, host, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}`;
  rt.log.info({ url }, `web listening on ${url}`);
  let stopping = false;
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  const build = (): void => {
    live.start().then(markReady, (err: unknown) => {
      if (stopping) return;
      rt.log.error({ err }, 'search index: build failed; retrying in 5 s');
      setTimeout(build, 5_000).unref();
    });
  };
  build();
  const close = async () => {
    stopping = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // Requests still running after 10 s are cut; a load balancer has stopped sending by then.
      setTimeout(() => server.closeAllConnections(), 10_000).unref();
    });
    for (const fn of closers) await fn();
    await live.close();
  };
  rt.onShutdown(close);
  return { url, port: bound, ready, close };
}
