// The web process: HTTP server around the app, closed gracefully (in-flight requests finish).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './http/app.js';
import type { Runtime } from './runtime.js';

export interface WebHandle {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startWeb(rt: Runtime, port = rt.config.port, host = rt.config.host): Promise<WebHandle> {
  const app = createApp({ db: rt.db, config: rt.config, log: rt.log });
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
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // Requests still running after 10 s are cut; a load balancer has stopped sending by then.
      setTimeout(() => server.closeAllConnections(), 10_000).unref();
    });
  rt.onShutdown(close);
  return { url, port: bound, close };
}
