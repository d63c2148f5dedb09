// Real MCP clients for the project's own /mcp: the v2 client negotiating the 2026-07-28 era
// (server/discover) and the v1 SDK client (2025-era initialize). Both identify as SwitchboardTest, which
// the lookup counter leaves out (catalog/lookup-client.ts), and both log the JSON-RPC methods they
// send so a test can see which handshake was used.
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const TEST_USER_AGENT = 'SwitchboardTest/1 (node:test)';

export interface LoggedFetch {
  methods: string[];
  fetch: typeof fetch;
}

export function loggedFetch(): LoggedFetch {
  const methods: string[] = [];
  return {
    methods,
    fetch: async (input, init) => {
      if (typeof init?.body === 'string') {
        try {
          const msg = JSON.parse(init.body) as { method?: string } | { method?: string }[];
          for (const m of Array.isArray(msg) ? msg : [msg]) if (m.method) methods.push(m.method);
        } catch {
          // not JSON: nothing to log
        }
      }
      const headers = new Headers(init?.headers);
      headers.set('user-agent', TEST_USER_AGENT);
      return fetch(input, { ...init, headers });
    },
  };
}

export async function connectModern(mcpUrl: string): Promise<{ client: ModernClient; methods: string[] }> {
  const log = loggedFetch();
  const client = new ModernClient({ name: 'switchboard-test-modern', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new ModernTransport(new URL(mcpUrl), { fetch: log.fetch }));
  return { client, methods: log.methods };
}

export async function connectLegacy(mcpUrl: string): Promise<{ client: LegacyClient; methods: string[] }> {
  const log = loggedFetch();
  const client = new LegacyClient({ name: 'switchboard-test-legacy', version: '1.0.0' });
  await client.connect(new LegacyTransport(new URL(mcpUrl), { fetch: log.fetch }));
  return { client, methods: log.methods };
}
