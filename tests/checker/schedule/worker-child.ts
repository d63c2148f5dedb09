// A worker process for the multi-worker tests: one Scheduler on the database in SWITCHBOARD_CHILD_DB,
// draining everything due (a full pass), then exiting. Loopback fleets only (allowPrivate, NODE_ENV=test).
import { Database, sequelizeFor } from '../../../db/connection.js';
import { Scheduler } from '../../../checker/schedule/scheduler.js';
import { SILENT_LOG } from '../../../core/log.js';

const url = process.env.SWITCHBOARD_CHILD_DB!;
const settings = JSON.parse(process.env.SWITCHBOARD_CHILD_SETTINGS ?? '{}') as Record<string, number>;
const db = new Database(sequelizeFor(url, 8), url);
const sched = new Scheduler({
  db,
  allowPrivate: true,
  workerId: process.env.SWITCHBOARD_CHILD_ID,
  settings,
  checkSettings: { responseDeadlineMs: 8_000 },
  onCheck: (c) => process.stdout.write(`checked ${c.remoteId}\n`),
  log: { ...SILENT_LOG, warn: (obj, msg) => process.stderr.write(`warn ${msg ?? ''} ${String((obj as { err?: unknown }).err ?? obj)}\n`) },
});
await sched.drain();
await sched.stop();
await db.close();
process.stdout.write('drained\n');
