// Issue #16: the context cost of a server's tools (o200k tokens of its tools/list as a client sends it to a
// model), counted once per distinct tool snapshot and kept with the server's measures; the OAuth detail
// of its latest check (dynamic client registration, Client ID Metadata Documents, PKCE S256, scopes); and
// a change kind for a context cost that grew by more than 25 %.
import type { MigrationFn } from '../migrate.js';

const KINDS = [
  'tools_added',
  'tools_removed',
  'schema_changed',
  'newly_destructive',
  'stopped_answering',
  'started_answering',
  'listed',
  'removed',
  'unlisted',
];

const kindCheck = (kinds: string[]) => `CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`;

export const up: MigrationFn = async ({ context: sql }) => {
  await sql.query(`
    -- null until counted (snapshots stored before this migration are counted on their server's next analysis)
    ALTER TABLE tool_snapshots ADD COLUMN tool_tokens integer;
    ALTER TABLE server_measures ADD COLUMN tool_tokens integer;
    -- {resourceMetadataUrl, issuer, dcr, cimd, pkceS256, scopes, error} of the latest check that asked for OAuth
    ALTER TABLE server_measures ADD COLUMN oauth jsonb;
    ALTER TABLE changes DROP CONSTRAINT IF EXISTS changes_kind_check;
    ALTER TABLE changes ADD CONSTRAINT changes_kind_check ${kindCheck([...KINDS, 'context_grew'])};
  `);
};
