// What the check scheduler needs beyond 0001: the 30 s spacing of early checks (new or changed servers)
// per host, and indexes for "the previous check of this remote" and for due retries.
import type { MigrationFn } from '../migrate.js';

export const up: MigrationFn = async ({ context: sql }) => {
  await sql.query(`
    -- Several new servers on one host are checked 30 s apart (docs/checks.md); daily checks only 1 s apart.
    ALTER TABLE hosts ADD COLUMN next_early_start_at timestamptz NOT NULL DEFAULT 'epoch';
    CREATE INDEX checks_remote_time ON checks (remote_id, checked_at DESC, id DESC);
    CREATE INDEX remotes_retry_due ON remotes (retry_due_at) WHERE listed AND retry_due_at IS NOT NULL;
    CREATE INDEX remotes_lease ON remotes (host, lease_expires_at) WHERE lease_expires_at IS NOT NULL;
  `);
};
