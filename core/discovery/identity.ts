// Who this Switchboard is, as its own discovery documents say it: derived from PUBLIC_BASE_URL so that
// a deployment at https://directory.acme.org/ names itself `org.acme.directory/switchboard`.
import fs from 'node:fs';

export const SERVER_SHORT_NAME = 'switchboard';
export const SERVER_TITLE = 'Switchboard';
/** At most 100 characters: the server card and the registry's server.json both cap it there. */
export const SERVER_DESCRIPTION = 'Find remote MCP servers by what they do, checked daily: state, sign-in, tools, risk, changes.';

export const PACKAGE_VERSION: string = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface Identity {
  /** Reverse-DNS registry name, e.g. `org.acme.directory/switchboard`. */
  name: string;
  /** The publisher's domain (forward DNS), e.g. `directory.acme.org`. */
  domain: string;
  mcpUrl: string;
  baseUrl: string;
  version: string;
}

export function identityFor(publicBaseUrl: string): Identity {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const host = new URL(base).hostname.toLowerCase();
  // An IP or a bare `localhost` has no reverse-DNS form; the name then uses `local.switchboard`.
  const dnsLike = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) && !/^\d+(\.\d+){3}$/.test(host);
  const namespace = dnsLike ? host.split('.').reverse().join('.') : 'local.switchboard';
  return {
    name: `${namespace}/${SERVER_SHORT_NAME}`,
    domain: dnsLike ? host : 'localhost',
    mcpUrl: `${base}/mcp`,
    baseUrl: base,
    version: PACKAGE_VERSION,
  };
}
