// A worker process for the soak (tests/app/soak.test.ts): one Scheduler on its own connection pool and
// its own simulated clock, driven step by step by the parent over IPC so that both workers share one
// simulated "now" (two workers with drifting simulated clocks would see each other's claims as expired).
// Loopback fleet only (allowPrivate under NODE_ENV=test).
import { Database, sequelizeFor } from '../../db/connection.js';
import { Scheduler } from '../../checker/schedule/scheduler.js';
import { SILENT_LOG } from '../../core/log.js';

export type SoakCommand = { cmd: 'step'; at: string } | { cmd: 'next' } | { cmd: 'stats' } | { cmd: 'stop' };
export type SoakRequest = { id: number } & SoakCommand;
export interface SoakStats {
  rss: number;
  heapUsed: number;
  /** Connections in this process's pool (idle and in use). */
  pool: number;
  /** TCP sockets this process holds open (pool, LISTEN and anything leaked). */
  sockets: number;
  listening: boolean;
}

const url = process.env.SOAK_DB!;
const poolMax = Number(process.env.SOAK_POOL_MAX ?? 4);
const db = new Database(sequelizeFor(url, poolMax), url);
let t = Date.parse(process.env.SOAK_START!);
const sched = new Scheduler({
  db,
  now: () => new Date(t),
  allowPrivate: true,
  workerId: process.env.SOAK_ID,
  // Short deadlines: the hostile servers hold a check until its deadline, in real time.
  checkSettings: { responseDeadlineMs: 3_000, checkDeadlineMs: 10_000 },
  log: { ...SILENT_LOG, warn: (obj, msg) => process.stderr.write(`warn ${msg ?? ''} ${JSON.stringify(obj).slice(0, 300)}\n`) },
});

const gc = (globalThis as { gc?: () => void }).gc;

async function handle(m: SoakRequest): Promise<unknown> {
  switch (m.cmd) {
    case 'step':
      t = Date.parse(m.at);
      return sched.runOnce();
    case 'next':
      return (await sched.nextWakeAt())?.toISOString() ?? null;
    case 'stats': {
      // After a full collection the heap says what is really kept; RSS is reported as the OS sees it.
      gc?.();
      const pool = (db.sequelize.connectionManager as unknown as { pool: { size: number } }).pool;
      const sockets = process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
      const mem = process.memoryUsage();
      const stats: SoakStats = {
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        pool: pool.size,
        sockets,
        listening: (sched as unknown as { pauses: { listening: boolean } }).pauses.listening,
      };
      return stats;
    }
    case 'stop':
      await sched.stop();
      await db.close();
      setImmediate(() => process.exit(0));
      return 'stopped';
  }
}

process.on('message', (m: SoakRequest) => {
  handle(m).then(
    (result) => process.send!({ id: m.id, result }),
    (err: unknown) => process.send!({ id: m.id, error: String((err as Error).stack ?? err) }),
  );
});
process.send!({ id: 0, result: 'ready' });
