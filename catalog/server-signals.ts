// The two writes to `servers` that a feature other than the checker makes (the checker owns every other
// column of the table): the change signal and the early-check request. They live below the features so
// the portal can make them without importing checker/ (CONTRIBUTING.md, "Stores").
//
//   announceServerChanged(db, id, t?)  change_seq = nextval, then NOTIFY server_changed '<id>': every web
//                                      process refreshes that server in its search index (search-sync/),
//                                      at commit; a lost notice heals by the catch-up on change_seq
//   requestEarlyCheck(db, id, at, t?)  check_requested_at = at: the scheduler checks it first (checker/schedule)
import type { Transaction } from 'sequelize';
import type { Database } from '../db/connection.js';
import { CHANNEL } from './search-sync/notifications.js';

export async function announceServerChanged(db: Database, serverId: number, t?: Transaction): Promise<void> {
  await db.exec(`UPDATE servers SET change_seq = nextval('server_change_seq') WHERE id = :serverId`, { serverId }, t);
  await db.exec(`SELECT pg_notify('${CHANNEL}', :id)`, { id: String(serverId) }, t);
}

export async function requestEarlyCheck(db: Database, serverId: number, at: Date, t?: Transaction): Promise<void> {
  await db.exec('UPDATE servers SET check_requested_at = :at WHERE id = :serverId', { serverId, at }, t);
}
