// How to add one remote to common clients. Pure: from the server's name and the remote only.
// The Claude link opens its "Add custom connector" dialog pre-filled (claude.ai/customize/connectors with
// connectorName/connectorUrl; the older settings/connectors path with mcpName/mcpServerUrl now lands on a
// stub). Snippets never hold a credential: a required header shows as a placeholder to fill in.
export interface RemoteForInstall {
  type: string;
  url: string | null;
  headers: { name: string; isRequired?: boolean }[];
}

export interface InstallLinks {
  url: string;
  transport: string;
  claudeConnectorLink: string;
  requiredHeaders: string[];
  snippets: {
    claudeCode: string;
    vscode: string;
    cursor: string;
    /** Claude Desktop and other stdio-only clients, through the mcp-remote bridge. */
    mcpRemote: string;
  };
}

/** A short client-side label: the name after the slash, lower-case letters, digits and hyphens. */
export function connectorName(serverName: string): string {
  const short = serverName.slice(serverName.indexOf('/') + 1);
  return (
    short
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'mcp-server'
  );
}

const shellQuote = (s: string): string => (/^[A-Za-z0-9_./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/**
 * Only an absolute http(s) URL, written as the URL parser writes it, goes into a snippet: the registry
 * does not validate remote URLs, and one such as `--upload-file=/etc/passwd` would be read as an option
 * by the command it is pasted into. Shell snippets quote it besides, whenever it holds anything but
 * plain URL characters.
 */
export function installableUrl(url: string | null): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  if (!/^https?:\/\/[^\s]+$/i.test(url) || u.hostname === '') return null;
  return url;
}

export function installLinks(serverName: string, remote: RemoteForInstall): InstallLinks | null {
  // No URL (placeholders left in it: nothing to paste yet), or not one a client should be given.
  const url = installableUrl(remote.url);
  if (!url) return null;
  const name = connectorName(serverName);
  const http = remote.type === 'sse' ? 'sse' : 'http';
  const required = remote.headers.filter((h) => h.isRequired).map((h) => h.name);
  const headerObj = Object.fromEntries(required.map((h) => [h, `<${h} value>`]));
  const withHeaders = required.length ? { headers: headerObj } : {};
  const claude = new URL('https://claude.ai/customize/connectors');
  claude.searchParams.set('modal', 'add-custom-connector');
  claude.searchParams.set('connectorName', name);
  claude.searchParams.set('connectorUrl', url);
  return {
    url,
    transport: remote.type,
    claudeConnectorLink: claude.toString(),
    requiredHeaders: required,
    snippets: {
      claudeCode: [
        `claude mcp add --transport ${http} ${shellQuote(name)} ${shellQuote(url)}`,
        ...required.map((h) => `--header ${shellQuote(`${h}: <value>`)}`),
      ].join(' '),
      vscode: JSON.stringify({ servers: { [name]: { type: http, url, ...withHeaders } } }, null, 2),
      cursor: JSON.stringify({ mcpServers: { [name]: { url, ...withHeaders } } }, null, 2),
      mcpRemote: JSON.stringify(
        {
          mcpServers: {
            [name]: { command: 'npx', args: ['-y', 'mcp-remote', url, ...required.flatMap((h) => ['--header', `${h}:<value>`])] },
          },
        },
        null,
        2,
      ),
    },
  };
}
