// `switchboard <command>`: the one entry point of every process (Procfile) and of the operator's tools.
// Commands load their modules when run: `check` does not pay for the web app, nor `web` for the probe.

import type { Io } from './args.js';

export type { Io };

interface Command {
  summary: string;
  usage: string;
  run(argv: string[], io: Io): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  start: {
    summary: 'web and worker in one process (npm start)',
    usage: 'start',
    run: async (a, io) => (await import('./start-command.js')).startCommand('start', a, io),
  },
  web: {
    summary: 'the web process: MCP endpoint, JSON API, pages, portal',
    usage: 'web',
    run: async (a, io) => (await import('./start-command.js')).startCommand('web', a, io),
  },
  worker: {
    summary: 'the worker process: registry sync and the check scheduler',
    usage: 'worker',
    run: async (a, io) => (await import('./start-command.js')).startCommand('worker', a, io),
  },
  migrate: {
    summary: 'apply database migrations (the release process)',
    usage: 'migrate',
    run: async (a, io) => (await import('./migrate-command.js')).migrateCommand(a, io),
  },
  sync: {
    summary: 'mirror the registry now, or a registry file',
    usage: 'sync [--from-file PATH] [--full]',
    run: async (a, io) => (await import('./sync-command.js')).syncCommand(a, io),
  },
  check: {
    summary: 'check one endpoint and print what it answered',
    usage: 'check URL [--transport streamable-http|sse] [--json] [--allow-private]',
    run: async (a, io) => (await import('./check-command.js')).checkCommand(a, io),
  },
  'check-all': {
    summary: 'check every listed remote now (per-host limits), print a summary',
    usage: 'check-all [--allow-private]',
    run: async (a, io) => (await import('./check-all-command.js')).checkAllCommand(a, io),
  },
};

export function helpText(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  const lines = Object.values(COMMANDS).map((c) => `  switchboard ${c.usage.padEnd(width)}  ${c.summary}`);
  return [
    'Switchboard: a directory of remote MCP servers, checked every day.',
    '',
    'Usage:',
    ...lines,
    '',
    'Environment: DATABASE_URL (else an embedded PostgreSQL under ./data), PORT, PUBLIC_BASE_URL, REGISTRY_URL, CHECK_*.',
  ].join('\n');
}

export async function main(argv: string[], io: Io = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(`${helpText()}\n`);
    return name ? 0 : 2;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    io.stderr.write(`switchboard: unknown command "${name}"\n\n${helpText()}\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(`Usage: switchboard ${cmd.usage}\n  ${cmd.summary}\n`);
    return 0;
  }
  return cmd.run(rest, io);
}
