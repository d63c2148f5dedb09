// Real MCP servers for end-to-end checks: the reference "everything" server (v1 SDK), spawned, and a
// server built with the v2 SDK that speaks only protocol 2026-07-28 (it refuses `initialize`). Both sit
// behind a logging proxy so a test can read every request the checker sent.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import * as z from 'zod';
import { startServer, type TestServer } from './misbehaving-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SpawnedServer {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `node dist/index.js streamableHttp` (serves /mcp) or `sse` (serves /sse), on 127.0.0.1 port 0. */
export async function spawnEverything(mode: 'streamableHttp' | 'sse'): Promise<SpawnedServer> {
  const entry = path.join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
  const preload = path.join(root, 'tests/helpers/mcp-fixtures-listen-preload.mjs');
  const child = spawn(process.execPath, ['--import', preload, entry, mode], {
    env: { ...process.env, PORT: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`server-everything ${mode} did not start: ${buf}`)), 30_000);
    child.stderr!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = buf.match(/FIXTURE_LISTENING (\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited with ${code}: ${buf}`));
    });
  });
  child.stderr!.resume();
  return {
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Forwards everything to 127.0.0.1:targetPort and logs each request (the checker talks to the proxy). */
export function startLoggingProxy(targetPort: number): Promise<TestServer> {
  return startServer((req, res, ctx) => {
    const headers = { ...req.headers, host: `127.0.0.1:${targetPort}` };
    delete headers['content-length'];
    const body = Buffer.from(ctx.body);
    if (body.length) headers['content-length'] = String(body.length);
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  });
}

export const MODERN_TOOLS = ['lookup_order', 'cancel_order'];

/** A v2-SDK server that serves only 2026-07-28 (`legacy: 'reject'`): `initialize` gets a 400 JSON-RPC error. */
export async function startModernOnlyServer(): Promise<TestServer & { closeHandler(): Promise<void> }> {
  const handler = createMcpHandler(
    () => {
      const s = new McpServer(
        { name: 'modern-only', version: '2.0.0', title: 'Modern Only Shop' },
        { instructions: 'Look orders up before cancelling.' },
      );
      s.registerTool(
        'lookup_order',
        {
          title: 'Look up an order',
          description: 'Finds an order by id',
          inputSchema: z.object({ id: z.string() }),
          outputSchema: z.object({ status: z.string() }),
          annotations: { readOnlyHint: true },
        },
        async ({ id }) => ({ content: [{ type: 'text', text: id }], structuredContent: { status: 'shipped' } }),
      );
      s.registerTool(
        'cancel_order',
        { description: 'Cancels an order', inputSchema: z.object({ id: z.string() }), annotations: { destructiveHint: true } },
        async () => ({ content: [{ type: 'text', text: 'cancelled' }] }),
      );
      return s;
    },
    { legacy: 'reject' },
  );
  const node = toNodeHandler(handler);
  // The logging server hands the already-read body over as parsedBody.
  const server = await startServer((req, res, ctx) => node(req as never, res as never, ctx.json as never));
  return Object.assign(server, { closeHandler: () => handler.close() });
}
