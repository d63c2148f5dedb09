import type { Io } from './args.js';
import { withRuntime } from './command-runtime.js';

export async function migrateCommand(argv: string[], io: Io): Promise<number> {
  if (argv.length) {
    io.stderr.write(`switchboard migrate: unexpected argument "${argv[0]}"\n`);
    return 2;
  }
  // Opening the runtime applies the migrations; there is nothing else to do.
  return withRuntime('migrate', io, async () => 0, { handleSignals: false });
}
