// The schema for the whole design (shared/design). Later changes come as new numbered migrations;
// a landed migration is never edited.
//
// Who writes what (a folder owns its tables' writes):
//   checker/  servers, remotes, sync_runs, hosts, checks, tool_snapshots, daily_results,
//             server_measures, notices, server_categories (automatic), changes, surfaces
//   portal/   sessions, challenges, domain_owners, claims, owner_settings, audit_log
//   server/   lookups (counting is the only write of the read side)
//   any       settings (secrets, watermarks, switches)
import type { MigrationFn } from '../migrate.js';

export const up: MigrationFn = async ({ context: sql }) => {
  await sql.query(`
    CREATE TABLE settings (
      key        text PRIMARY KEY,
      value      jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- A sequence shared by every change that the search index must see; web processes catch up by it
    -- when a NOTIFY was missed.
    CREATE SEQUENCE server_change_seq;

    CREATE TABLE servers (
      id                  bigserial PRIMARY KEY,
      name                text NOT NULL UNIQUE,
      slug                text NOT NULL UNIQUE,
      version             text NOT NULL,
      status              text NOT NULL CHECK (status IN ('active', 'deprecated', 'deleted')),
      status_message      text,
      title               text,
      description         text,
      website_url         text,
      repository          jsonb,
      icons               jsonb,
      packages            jsonb,
      namespace           text NOT NULL,
      namespace_kind      text NOT NULL CHECK (namespace_kind IN ('github', 'domain', 'other')),
      namespace_domain    text,
      schema_url          text,
      published_at        timestamptz,
      registry_updated_at timestamptz,
      raw                 jsonb NOT NULL,
      raw_hash            text NOT NULL,
      first_seen_at       timestamptz NOT NULL DEFAULT now(),
      synced_at           timestamptz NOT NULL DEFAULT now(),
      -- set by sync when the entry is new or changed: the scheduler checks it first, then clears it
      check_requested_at  timestamptz,
      -- every check failed for 30 days: out of search, API lists and sitemap; page remains
      removed_at          timestamptz,
      change_seq          bigint NOT NULL DEFAULT nextval('server_change_seq')
    );
    CREATE INDEX servers_change_seq ON servers (change_seq);
    CREATE INDEX servers_namespace_domain ON servers (namespace_domain);

    CREATE TABLE remotes (
      id                 bigserial PRIMARY KEY,
      server_id          bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      position           integer NOT NULL,
      type               text NOT NULL CHECK (type IN ('streamable-http', 'sse')),
      url_template       text NOT NULL,
      url                text,               -- expanded from variable defaults; null when placeholders remain
      has_placeholders   boolean NOT NULL DEFAULT false,
      variables          jsonb,
      headers            jsonb NOT NULL DEFAULT '[]', -- [{name, description, isRequired, isSecret, hasValue, value?}] value never kept when secret
      -- one URL may be listed twice with different headers (anonymous and with a token): both are kept
      header_key         text NOT NULL DEFAULT '',
      host               text,               -- lower-cased hostname of url
      listed             boolean NOT NULL DEFAULT true, -- false once the registry version no longer has it
      -- scheduling (checker/schedule)
      minute_of_day      integer NOT NULL,    -- fixed minute of its daily check (hash of its id)
      next_check_at      timestamptz,
      retry_due_at       timestamptz,
      last_era           text,
      last_checked_at    timestamptz,
      last_check_id      bigint,
      lease_owner        text,
      lease_expires_at   timestamptz,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now(),
      UNIQUE (server_id, type, url_template, header_key)
    );
    CREATE INDEX remotes_due ON remotes (next_check_at) WHERE listed;
    CREATE INDEX remotes_host ON remotes (host);

    CREATE TABLE hosts (
      host              text PRIMARY KEY,
      remote_count      integer NOT NULL DEFAULT 0,
      max_in_flight     integer NOT NULL DEFAULT 1,
      in_flight         integer NOT NULL DEFAULT 0,
      next_start_at     timestamptz NOT NULL DEFAULT 'epoch',
      day               date,
      checks_today      integer NOT NULL DEFAULT 0,
      retry_after_until timestamptz,
      slow_down         boolean NOT NULL DEFAULT false,
      updated_at        timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sync_runs (
      id             bigserial PRIMARY KEY,
      source         text NOT NULL,
      mode           text NOT NULL CHECK (mode IN ('full', 'incremental', 'file')),
      updated_since  timestamptz,
      cursor         text,
      status         text NOT NULL CHECK (status IN ('running', 'failed', 'done')),
      pages          integer NOT NULL DEFAULT 0,
      counts         jsonb NOT NULL DEFAULT '{}',
      max_updated_at timestamptz,
      error          text,
      started_at     timestamptz NOT NULL DEFAULT now(),
      finished_at    timestamptz
    );

    CREATE TABLE tool_snapshots (
      id          bigserial PRIMARY KEY,
      hash        text NOT NULL UNIQUE,
      tool_count  integer NOT NULL,
      tools       jsonb NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE checks (
      id                  bigserial PRIMARY KEY,
      remote_id           bigint NOT NULL REFERENCES remotes(id) ON DELETE CASCADE,
      server_id           bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      day                 date NOT NULL,
      attempt             integer NOT NULL DEFAULT 1,
      started_at          timestamptz NOT NULL,
      checked_at          timestamptz NOT NULL,
      outcome             text NOT NULL CHECK (outcome IN ('reachable', 'not_reachable', 'not_checked', 'refused')),
      state               text NOT NULL,
      http_status         integer,
      retry_after_seconds integer,
      auth                jsonb,
      era                 text,
      protocol_version    text,
      server_info         jsonb,
      instructions_length integer,
      tool_count          integer,
      tools_truncated     boolean,
      tool_snapshot_id    bigint REFERENCES tool_snapshots(id),
      response_ms         integer,
      total_ms            integer,
      bytes_read          integer,
      addresses           jsonb,
      error               text,
      result              jsonb NOT NULL
    );
    CREATE INDEX checks_remote_day ON checks (remote_id, day);
    CREATE INDEX checks_server_time ON checks (server_id, checked_at DESC);

    CREATE TABLE daily_results (
      remote_id     bigint NOT NULL REFERENCES remotes(id) ON DELETE CASCADE,
      server_id     bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      day           date NOT NULL,
      checked       boolean NOT NULL,   -- false: not checked (placeholder, paused, ...) never counts
      first_try_ok  boolean,
      retry_ok      boolean,
      success       boolean,
      state         text NOT NULL,
      response_ms   integer,
      PRIMARY KEY (remote_id, day)
    );
    CREATE INDEX daily_results_server_day ON daily_results (server_id, day);

    CREATE TABLE server_measures (
      server_id          bigint PRIMARY KEY REFERENCES servers(id) ON DELETE CASCADE,
      computed_at        timestamptz NOT NULL,
      state              text,
      outcome            text,
      auth_scheme        text,
      days_measured      integer NOT NULL DEFAULT 0,
      success_7d         double precision,
      success_30d        double precision,
      first_try_30d      double precision,
      median_response_ms integer,
      tool_count         integer,
      tool_quality       double precision,
      risk               text,
      rank_score         double precision,
      rank_parts         jsonb,
      rank_version       text,
      is_new             boolean NOT NULL DEFAULT false,
      countries          jsonb,
      eu_hosting         boolean,
      categories_version text,
      notices_count      integer NOT NULL DEFAULT 0,
      last_tool_change_at timestamptz,
      failing_since      date,
      details            jsonb NOT NULL DEFAULT '{}'
    );

    CREATE TABLE notices (
      id          bigserial PRIMARY KEY,
      server_id   bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      remote_id   bigint REFERENCES remotes(id) ON DELETE CASCADE,
      rule        text NOT NULL,
      rule_version text NOT NULL,
      field       text NOT NULL,
      excerpt     text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX notices_server ON notices (server_id);

    CREATE TABLE categories (
      id           text PRIMARY KEY,
      name         text NOT NULL,
      description  text NOT NULL,
      replaced_by  text[],           -- set when split or merged: the old ID points to the new ones
      version      text NOT NULL
    );

    CREATE TABLE server_categories (
      server_id   bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      category_id text NOT NULL,
      source      text NOT NULL CHECK (source IN ('text', 'tool_names', 'owner')),
      position    integer NOT NULL,
      version     text NOT NULL,
      PRIMARY KEY (server_id, category_id)
    );

    CREATE TABLE changes (
      id         bigserial PRIMARY KEY,
      server_id  bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      remote_id  bigint REFERENCES remotes(id) ON DELETE SET NULL,
      day        date NOT NULL,
      at         timestamptz NOT NULL,
      kind       text NOT NULL CHECK (kind IN ('tools_added', 'tools_removed', 'schema_changed', 'newly_destructive',
                                                'stopped_answering', 'started_answering', 'listed', 'removed', 'unlisted')),
      details    jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX changes_at ON changes (at DESC);
    CREATE INDEX changes_server ON changes (server_id, at DESC);

    -- Owners (portal/)
    CREATE TABLE sessions (
      sid          text PRIMARY KEY,
      data         jsonb NOT NULL DEFAULT '{}',
      created_at   timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at   timestamptz NOT NULL
    );
    CREATE TABLE challenges (
      id          bigserial PRIMARY KEY,
      domain      text NOT NULL,
      token_hash  text NOT NULL UNIQUE,
      session_sid text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    );
    CREATE TABLE domain_owners (
      domain            text PRIMARY KEY,
      method            text NOT NULL CHECK (method IN ('dns', 'http')),
      token_hash        text NOT NULL,
      verified_at       timestamptz NOT NULL,
      last_confirmed_at timestamptz NOT NULL,
      proof_missing_since timestamptz,
      lapsed_at         timestamptz
    );
    CREATE TABLE claims (
      server_id  bigint PRIMARY KEY REFERENCES servers(id) ON DELETE CASCADE,
      domain     text NOT NULL REFERENCES domain_owners(domain) ON DELETE CASCADE,
      claimed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE owner_settings (
      server_id              bigint PRIMARY KEY REFERENCES servers(id) ON DELETE CASCADE,
      domain                 text NOT NULL,
      checks_paused          boolean NOT NULL DEFAULT false,
      paused_at              timestamptz,
      hosting_declared       jsonb,       -- {countries: [...]} or {euOnly: true}
      category_override      text[],
      recheck_requested_at   timestamptz,
      updated_at             timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE audit_log (
      id         bigserial PRIMARY KEY,
      at         timestamptz NOT NULL DEFAULT now(),
      domain     text,
      server_id  bigint,
      action     text NOT NULL,
      details    jsonb NOT NULL DEFAULT '{}'
    );

    -- Lookups (server/): pseudonymous client id only (HMAC of the network), never the address
    CREATE TABLE lookups (
      server_id  bigint NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
      day        date NOT NULL,
      client     text NOT NULL,
      requests   integer NOT NULL DEFAULT 1,
      PRIMARY KEY (server_id, day, client)
    );

    -- Published discovery surfaces of a domain (server card, ai-catalog, agent card), at most weekly
    CREATE TABLE surfaces (
      domain     text PRIMARY KEY,
      checked_at timestamptz NOT NULL,
      results    jsonb NOT NULL
    );
  `);
};
