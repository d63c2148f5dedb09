import type { Io } from './main.js';
import { openRuntime, StartupError } from '../runtime.js';

export async function migrateCommand(argv: string[], io: Io): Promise<number> {
  if (argv.length) {
    io.stderr.write(`switchboard migrate: unexpected argument "${argv[0]}"\n`);
    return 2;
  }
  try {
    const rt = await openRuntime({ handleSignals: false });
    await rt.shutdown('migrations done');
    return 0;
  } catch (err) {
    if (err instanceof StartupError) {
      io.stderr.write(`switchboard migrate: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
