// `start` (web + worker), `web`, `worker`: long-running; they end on SIGINT/SIGTERM.
import { startWorker } from '../../checker/worker.js';
import { releaseStaleOwnership } from '../../portal/owners/ownership.js';
import { startHousekeeping } from '../housekeeping.js';
import type { Io } from './args.js';
import { openCommandRuntime } from './command-runtime.js';
import { startWeb } from '../web.js';
import { limitWebHeapGrowth } from '../web-heap.js';

export async function startCommand(kind: 'start' | 'web' | 'worker', argv: string[], io: Io): Promise<number> {
  if (argv.length) {
    io.stderr.write(`switchboard ${kind}: unexpected argument "${argv[0]}"\n`);
    return 2;
  }
  const rt = await openCommandRuntime(kind, io);
  if (!rt) return 1;
  try {
    if (kind !== 'worker') {
      const heap = limitWebHeapGrowth();
      rt.log.debug({ flag: heap ?? 'given to node' }, 'web heap growth');
      await startWeb(rt);
    }
    if (kind !== 'web') {
      const worker = startWorker({
        db: rt.db,
        registryUrl: rt.config.registryUrl,
        syncIntervalMinutes: rt.config.syncIntervalMinutes,
        log: rt.log,
        schedule: rt.config.schedule,
        checkSettings: rt.config.check,
        userAgent: rt.config.check.userAgent,
        // CHECK_UNSAFE_ALLOW_PRIVATE: local demos and the fault tests run real worker processes against
        // loopback fleets; without it the variable was accepted but the worker still refused loopback.
        allowPrivate: rt.config.unsafeAllowPrivate,
        // A sync may move a listing to another domain: stale claims and pauses go (portal rule).
        afterSync: () => releaseStaleOwnership(rt.db, new Date()),
      });
      rt.onShutdown(() => worker.stop());
      const housekeeping = startHousekeeping({
        db: rt.db,
        log: rt.log,
        userAgent: rt.config.check.userAgent,
        allowPrivate: rt.config.unsafeAllowPrivate,
      });
      rt.onShutdown(() => housekeeping.stop());
    }
  } catch (err) {
    io.stderr.write(`switchboard ${kind}: ${(err as Error).message}\n`);
    await rt.shutdown('start failed');
    return 1;
  }
  await rt.closed;
  return 0;
}
