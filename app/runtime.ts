// What every long-running command shares: configuration, logger, the database (migrated), and a
// shutdown that runs the registered closers once, in reverse order, on SIGINT/SIGTERM.
import { connect, type Database } from '../db/connection.js';
import { DataDirInUseError } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { ConfigError, loadConfig, type Config } from '../core/config.js';
import { createLogger, type Logger } from '../core/log.js';

export interface Runtime {
  config: Config;
  log: Logger;
  db: Database;
  onShutdown(fn: () => Promise<void> | void): void;
  shutdown(reason: string): Promise<void>;
  /** Resolves when shutdown has finished. */
  closed: Promise<void>;
}

export class StartupError extends Error {}

export async function openRuntime(opts: { migrate?: boolean; handleSignals?: boolean } = {}): Promise<Runtime> {
  let config: Config;
  try {
    // The whole environment (CHECK_* and SCHEDULE_* too) is validated now, not at the first check.
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new StartupError(err.message);
    throw err;
  }
  const log = createLogger(config.logLevel);
  let db: Database;
  try {
    db = await connect({ url: config.databaseUrl, dataDir: config.dataDir, log: (m) => log.info(m), notice: (m) => log.warn(m) });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new StartupError(err.message);
    throw new StartupError((err as Error).message);
  }
  if (opts.migrate !== false) {
    let applied: string[];
    try {
      applied = await migrate(db.sequelize, (m) => log.debug(m));
    } catch (err) {
      // One line for the operator, and the database (an embedded server too) closed rather than left open.
      log.debug({ err }, 'migration failed');
      await db.close().catch(() => undefined);
      const e = err as Error & { parent?: { message?: string } };
      throw new StartupError(`database migrations failed: ${e.parent?.message ?? e.message}`);
    }
    if (applied.length) log.info({ applied }, `applied ${applied.length} migration(s)`);
  }
  const closers: (() => Promise<void> | void)[] = [async () => db.close()];
  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  let shuttingDown = false;
  const rt: Runtime = {
    config,
    log,
    db,
    closed,
    onShutdown: (fn) => closers.push(fn),
    async shutdown(reason) {
      if (shuttingDown) return closed;
      shuttingDown = true;
      log.info(`shutting down (${reason})`);
      for (const fn of closers.reverse()) {
        try {
          await fn();
        } catch (err) {
          log.error({ err }, 'error while shutting down');
        }
      }
      resolveClosed();
    },
  };
  if (opts.handleSignals !== false) {
    const onSignal = (sig: NodeJS.Signals) => void rt.shutdown(sig);
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return rt;
}
