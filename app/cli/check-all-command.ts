// `switchboard check-all [--allow-private]`: one full pass over every listed remote now, under the
// per-host limits, with a progress bar; prints a summary by outcome and state, then exits.
import { parseArgs, UsageError } from './args.js';
import type { Io } from './args.js';
import { withRuntime } from './command-runtime.js';
import { declareAllowPrivateExplicitly } from '../../net/allow-private.js';
import { createProgress } from '../../checker/progress.js';
import { formatSummary, runCheckAll } from '../../checker/schedule/check-all.js';

const USAGE = 'Usage: switchboard check-all [--allow-private]';

export async function checkAllCommand(argv: string[], io: Io): Promise<number> {
  let allowPrivate = false;
  try {
    const args = parseArgs(argv, { booleans: ['allow-private'] });
    if (args.positional.length) throw new UsageError(`unexpected argument "${args.positional[0]}"`);
    allowPrivate = args.flags['allow-private'] === true;
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`switchboard check-all: ${err.message}\n${USAGE}\n`);
      return 2;
    }
    throw err;
  }
  return withRuntime('check-all', io, async (rt) => {
    if (allowPrivate) declareAllowPrivateExplicitly((line) => io.stderr.write(`${line}\n`));
    // The bar (or, off a terminal, a line every few seconds) goes to stderr whatever the log level.
    const progress = createProgress({ label: 'check-all', stream: io.stderr });
    const summary = await runCheckAll(rt.db, {
      allowPrivate,
      progress,
      log: rt.log,
      settings: rt.config.schedule,
      checkSettings: rt.config.check,
    });
    progress.done(`${summary.checked} checked, ${summary.skipped} left for later`);
    io.stdout.write(`${formatSummary(summary)}\n`);
    return 0;
  });
}
