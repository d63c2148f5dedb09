// The servers a nested AI catalog lists: still listed by the registry, not removed, and whose latest
// check got an MCP answer (with or without a sign-in asked for). Name order, at most `limit`.
import type { Database } from '../../db/connection.js';
import { registryRows, type RegistryRow } from './entries.js';

export const ANSWERING_STATES = ['responds', 'auth_required', 'payment_required'];

export async function answeringServers(db: Database, limit = 5000): Promise<RegistryRow[]> {
  const rows = await registryRows(db, { filters: [{ state: ANSWERING_STATES, hasRemote: true }], includeDeleted: false, limit });
  return rows.filter((r) => !r.removed);
}
