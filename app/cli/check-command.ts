// `switchboard check URL [--transport streamable-http|sse] [--json] [--allow-private]`
// Runs one check and prints a readable summary, or with --json exactly one JSON object in the contract's
// shape on stdout (anything else goes to stderr). Exit 0 whatever the outcome; 2 for bad arguments.
import { forTerminal } from '../../core/display-text.js';
import { CheckResultSchema, type CheckResult } from '../../core/check-result.js';
import { declareAllowPrivateExplicitly } from '../../net/allow-private.js';
import { checkEndpoint, type CheckTarget } from '../../checker/probe/check-endpoint.js';
import { ConfigError, loadConfig, type Config } from '../../core/config.js';
import { parseArgs, UsageError, type Io } from './args.js';

const USAGE = 'usage: switchboard check URL [--transport streamable-http|sse] [--json] [--allow-private]';
const TRANSPORTS = ['streamable-http', 'sse'] as const;

interface CheckArgs {
  url: string;
  transport: CheckTarget['transport'];
  json: boolean;
  allowPrivate: boolean;
}

export function parseCheckArgs(argv: string[]): { ok: true; args: CheckArgs } | { ok: false; message: string; help?: boolean } {
  if (argv.includes('--help') || argv.includes('-h')) return { ok: false, message: USAGE, help: true };
  let parsed;
  try {
    parsed = parseArgs(argv, { booleans: ['json', 'allow-private'], values: ['transport'] });
  } catch (err) {
    if (err instanceof UsageError) return { ok: false, message: err.message };
    throw err;
  }
  const { positional, flags } = parsed;
  const transport = typeof flags.transport === 'string' ? flags.transport : 'streamable-http';
  const json = flags.json === true;
  const allowPrivate = flags['allow-private'] === true;
  if (!(TRANSPORTS as readonly string[]).includes(transport))
    return { ok: false, message: `--transport must be streamable-http or sse, not ${JSON.stringify(transport)}` };
  if (positional.length === 0) return { ok: false, message: 'URL: missing' };
  if (positional.length > 1) return { ok: false, message: `URL: one expected, got ${positional.length} (${positional.join(' ')})` };
  const url = positional[0]!;
  try {
    new URL(url);
  } catch {
    return { ok: false, message: `URL: ${JSON.stringify(url)} is not a URL` };
  }
  return { ok: true, args: { url, transport: transport as CheckTarget['transport'], json, allowPrivate } };
}

function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatSummary(r: CheckResult): string {
  const lines: string[] = [];
  lines.push(`${r.url} (${r.transport})`);
  const status = r.httpStatus !== null ? ` (HTTP ${r.httpStatus})` : '';
  lines.push(`  result:     ${r.outcome} / ${r.state}${status}`);
  if (r.detail) lines.push(`  detail:     ${r.detail}`);
  if (r.auth) lines.push(`  sign-in:    ${r.auth.scheme}${r.auth.resourceMetadata ? ` (${r.auth.resourceMetadata})` : ''}`);
  if (r.retryAfterSeconds !== null) lines.push(`  retry in:   ${r.retryAfterSeconds} s`);
  if (r.server) {
    const title = r.server.title ? ` "${r.server.title}"` : '';
    lines.push(`  server:     ${r.server.name ?? '?'} ${r.server.version ?? ''}${title}`.trimEnd());
  }
  if (r.protocolVersion) lines.push(`  protocol:   ${r.protocolVersion} (${r.era})`);
  if (r.instructions) lines.push(`  instructions: ${r.instructions.length} characters`);
  if (r.tools) {
    const names = r.tools.map((t) => t.name);
    const shown = names.slice(0, 20).join(', ') + (names.length > 20 ? `, ... (${names.length - 20} more)` : '');
    lines.push(`  tools:      ${r.toolCount}${r.toolsTruncated ? ' (truncated)' : ''}${names.length ? `: ${shown}` : ''}`);
  }
  if (r.toolsError) lines.push(`  tools error: ${r.toolsError}`);
  if (r.pingOk !== null) lines.push(`  ping:       ${r.pingOk ? 'answered' : 'no answer'}`);
  if (r.sessionEnded !== null) lines.push(`  session:    ${r.sessionEnded ? 'ended' : 'DELETE not accepted'}`);
  const handshake = r.responseMs !== null ? `${r.responseMs} ms handshake, ` : '';
  const where = r.addresses.length ? ` from ${r.addresses.join(', ')}` : '';
  lines.push(`  time:       ${handshake}${r.totalMs} ms total, ${kb(r.bytesRead)} read${where}${r.tls === false ? ' (no TLS)' : ''}`);
  lines.push(`  checked at: ${r.checkedAt}`);
  // Every field above may be the server's own text (name, title, tool names, error details): an ESC in it
  // would reach the operator's terminal as a sequence (OSC 8 links, a new window title). Shown visibly.
  return `${lines.map(forTerminal).join('\n')}\n`;
}

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const parsed = parseCheckArgs(argv);
  if (!parsed.ok) {
    if (parsed.help) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    io.stderr.write(`switchboard check: ${parsed.message}\n${USAGE}\n`);
    return 2;
  }
  const { url, transport, json, allowPrivate } = parsed.args;
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      io.stderr.write(`switchboard check: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
  if (allowPrivate) declareAllowPrivateExplicitly((line) => io.stderr.write(`${line}\n`));
  const result = await checkEndpoint({ url, transport }, { allowPrivate, settings: config.check });
  if (json) {
    io.stdout.write(`${JSON.stringify(CheckResultSchema.parse(result))}\n`);
  } else {
    io.stdout.write(formatSummary(result));
  }
  return 0;
}
