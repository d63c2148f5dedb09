// How every command opens the runtime: a startup problem (bad configuration, database in use or
// unreachable) is one line under the command's name and exit code 1, never a stack trace.
import type { Io } from './args.js';
import { openRuntime, StartupError, type Runtime } from '../runtime.js';

export async function openCommandRuntime(name: string, io: Io, opts?: Parameters<typeof openRuntime>[0]): Promise<Runtime | null> {
  try {
    return await openRuntime(opts);
  } catch (err) {
    if (err instanceof StartupError) {
      io.stderr.write(`switchboard ${name}: ${err.message}\n`);
      return null;
    }
    throw err;
  }
}

/** For one-shot commands: runs `fn` and shuts the runtime down whatever happens. */
export async function withRuntime(
  name: string,
  io: Io,
  fn: (rt: Runtime) => Promise<number>,
  opts?: Parameters<typeof openRuntime>[0],
): Promise<number> {
  const rt = await openCommandRuntime(name, io, opts);
  if (!rt) return 1;
  try {
    return await fn(rt);
  } finally {
    await rt.shutdown(`${name} done`);
  }
}
