import fs from 'node:fs';
import { runSync, SyncBusyError, SyncFailedError } from '../../checker/sync/run-sync.js';
import { releaseStaleOwnership } from '../../portal/owners/ownership.js';
import { createProgress } from '../../checker/progress.js';
import { parseArgs, UsageError } from './args.js';
import type { Io } from './args.js';
import { withRuntime } from './command-runtime.js';

export async function syncCommand(argv: string[], io: Io): Promise<number> {
  let file: string | undefined;
  let full = false;
  try {
    const args = parseArgs(argv, { values: ['from-file'], booleans: ['full'] });
    if (args.positional.length) throw new UsageError(`unexpected argument "${args.positional[0]}"`);
    file = args.flags['from-file'] as string | undefined;
    full = args.flags.full === true;
    if (file !== undefined && !fs.existsSync(file)) throw new UsageError(`--from-file: no such file ${file}`);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`switchboard sync: ${err.message}\nUsage: switchboard sync [--from-file PATH] [--full]\n`);
      return 2;
    }
    throw err;
  }
  return withRuntime('sync', io, async (rt) => {
    try {
      const source = file ? ({ kind: 'file', path: file } as const) : ({ kind: 'registry', url: rt.config.registryUrl } as const);
      const summary = await runSync(rt.db, {
        source,
        full,
        userAgent: rt.config.check.userAgent,
        progress: createProgress({ label: 'sync', stream: io.stderr, log: (l) => rt.log.info(l) }),
        log: (level, msg, extra) => rt.log[level](extra ?? {}, msg),
      });
      // A sync may move a listing to another domain: stale claims and pauses go (portal rule).
      await releaseStaleOwnership(rt.db, new Date());
      const c = summary.counts;
      io.stdout.write(
        `sync ${summary.mode}${summary.resumed ? ' (resumed)' : ''}: ${c.new} new, ${c.updated} updated, ${c.deleted} deleted, ` +
          `${c.skipped} skipped, ${c.unchanged} unchanged in ${summary.pages} page(s)\n`,
      );
      return 0;
    } catch (err) {
      if (err instanceof SyncBusyError || err instanceof SyncFailedError) {
        io.stderr.write(`switchboard sync: ${err.message}\n`);
        return 1;
      }
      throw err;
    }
  });
}
