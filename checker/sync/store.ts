// Writes registry records into servers/remotes: one server per name at its latest version. Idempotent:
// a record whose content hash is unchanged writes nothing, so a second sync of the same data is a no-op.
import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { binaryArray } from '../../db/binary-array.js';
import type { Database } from '../../db/connection.js';
import { canonicalJson } from '../analyze/canonical-json.js';
import { baseSlug, disambiguatedSlug } from './slug.js';
import type { RemoteRecord, ServerRecord } from './registry-item.js';

export type StoreOutcome = 'new' | 'updated' | 'deleted' | 'unchanged' | 'not_latest';

export interface StoreOptions {
  now: Date;
  /** False on the first import of an empty mirror: the whole catalogue is not "newly listed". */
  recordListings: boolean;
}

/**
 * A record's `raw` as canonical JSON in UTF-8, and its hash (key order in the registry's answer never reads as
 * a change). The bytes are also what a statement sends as `raw`: jsonb keeps no key order, so the stored
 * value is the same as from any other serialisation, and the record is serialised once (#13). Bytes, not a
 * string: the text is encoded once, for the hash and the statement's binary jsonb[] alike (it was encoded
 * three times), and held outside the JS heap while its page waits to be stored.
 */
export interface RawContent {
  bytes: Buffer;
  hash: string;
}

export function rawContent(rec: ServerRecord): RawContent {
  const bytes = Buffer.from(canonicalJson(rec.raw), 'utf8');
  // One-shot crypto.hash: a Hash object made and finished per record cost 4 times as much (#13).
  return { bytes, hash: crypto.hash('sha256', bytes, 'hex') };
}

/**
 * A latest version as storing reads it: what is decided in node (the name and its namespace, the remotes,
 * the status and dates behind listing changes and the late-page rule, the text for categories) and `raw`
 * as RawContent. Every other column is a copy of raw and read from it by the statements (RAW_COLUMNS). The
 * sync holds its fetched pages as listings, not records: a record also holds raw as objects, a second
 * copy of server.json, and the garbage collector copied every record held across its scavenges twice (#13:
 * a 100,000-version sync copied 313 MB of survivors, the floor 54 MB; 140 MB with listings and the one-shot hashes).
 */
export type Listing = Pick<
  ServerRecord,
  'name' | 'version' | 'status' | 'statusMessage' | 'title' | 'description' | 'updatedAt' | 'isLatest' | 'namespace' | 'remotes'
> & { content: RawContent };

export function listingOf(rec: ServerRecord): Listing {
  const { name, version, status, statusMessage, title, description, updatedAt, isLatest, namespace, remotes } = rec;
  return { name, version, status, statusMessage, title, description, updatedAt, isLatest, namespace, remotes, content: rawContent(rec) };
}

/**
 * The servers columns that are copies of `raw` (parseListItem: `raw` is the server.json and the official meta
 * the record was read from), and how a statement reads each from a jsonb `raw`, so each row's text is sent once
 * (#13). One list for the page statement and the item-by-item path, so that both write the same rows.
 */
const RAW_COLUMNS: [column: string, read: (raw: string) => string][] = [
  ['version', (r) => `${r}->'server'->>'version'`],
  ['status', (r) => `${r}->'official'->>'status'`],
  ['status_message', (r) => `${r}->'official'->>'statusMessage'`],
  ['title', (r) => `${r}->'server'->>'title'`],
  ['description', (r) => `${r}->'server'->>'description'`],
  ['website_url', (r) => `${r}->'server'->>'websiteUrl'`],
  ['repository', (r) => `${r}->'server'->'repository'`],
  ['icons', (r) => `${r}->'server'->'icons'`],
  ['packages', (r) => `${r}->'server'->'packages'`],
  ['schema_url', (r) => `${r}->'server'->>'$schema'`],
  ['published_at', (r) => `(${r}->'official'->>'publishedAt')::timestamptz`],
  ['registry_updated_at', (r) => `(${r}->'official'->>'updatedAt')::timestamptz`],
];
const rawColumnNames = RAW_COLUMNS.map(([c]) => c).join(', ');
const rawColumnValues = (raw: string) => RAW_COLUMNS.map(([, read]) => read(raw)).join(', ');

/** Each remote checks at a fixed minute of the day, spread by a hash so the load is flat. */
export function minuteOfDay(serverName: string, remote: Pick<RemoteRecord, 'type' | 'urlTemplate'>, key = ''): number {
  const h = crypto.hash('sha256', `${serverName}\n${remote.type}\n${remote.urlTemplate}\n${key}`, 'buffer');
  return h.readUInt32BE(0) % 1440;
}

/** What tells apart two listings of one URL: the header names they declare. */
function headerKey(r: RemoteRecord): string {
  return r.headers
    .map((h) => h.name.toLowerCase())
    .sort()
    .join(',');
}

interface StoredServer {
  id: number;
  version: string;
  raw_hash: string;
  status: string;
  registry_updated_at: Date | null;
}

async function uniqueSlug(db: Database, name: string, t: Transaction): Promise<string> {
  const slug = baseSlug(name);
  const taken = await db.one('SELECT 1 FROM servers WHERE slug = :slug', { slug }, t);
  return taken ? disambiguatedSlug(name) : slug;
}

async function writeRemotes(db: Database, serverId: number, rec: Listing, t: Transaction): Promise<void> {
  const keep: number[] = [];
  for (const r of rec.remotes) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO remotes (server_id, position, type, url_template, header_key, url, has_placeholders, variables, headers, host, listed, minute_of_day)
       VALUES (:serverId, :position, :type, :urlTemplate, :headerKey, :url, :hasPlaceholders, :variables, :headers, :host, true, :minute)
       ON CONFLICT (server_id, type, url_template, header_key) DO UPDATE SET
         position = EXCLUDED.position, url = EXCLUDED.url, has_placeholders = EXCLUDED.has_placeholders,
         variables = EXCLUDED.variables, headers = EXCLUDED.headers, host = EXCLUDED.host, listed = true, updated_at = now()
       RETURNING id`,
      {
        serverId,
        position: r.position,
        type: r.type,
        urlTemplate: r.urlTemplate,
        headerKey: headerKey(r),
        url: r.url,
        hasPlaceholders: r.hasPlaceholders,
        variables: r.variables ? JSON.stringify(r.variables) : null,
        headers: JSON.stringify(r.headers),
        host: r.host,
        minute: minuteOfDay(rec.name, r, headerKey(r)),
      },
      t,
    );
    keep.push(row!.id);
  }
  // A remote that the latest version dropped stays (its history is kept) but is no longer listed.
  await db.exec(
    `UPDATE remotes SET listed = false, updated_at = now() WHERE server_id = :serverId AND listed AND NOT (id = ANY(:keep::bigint[]))`,
    { serverId, keep: `{${keep.join(',')}}` },
    t,
  );
}

async function recordChange(
  db: Database,
  serverId: number,
  kind: 'listed' | 'unlisted',
  now: Date,
  details: object,
  t: Transaction,
): Promise<void> {
  await db.exec(
    `INSERT INTO changes (server_id, day, at, kind, details) VALUES (:serverId, :day, :at, :kind, :details)`,
    { serverId, day: now.toISOString().slice(0, 10), at: now, kind, details: JSON.stringify(details) },
    t,
  );
}

export async function storeRecord(db: Database, rec: Listing, opts: StoreOptions, t: Transaction): Promise<StoreOutcome> {
  // Older versions come in the same listing as the latest; only the latest is mirrored.
  if (!rec.isLatest) return 'not_latest';
  const hash = rec.content.hash;
  const existing = await db.one<StoredServer>(
    'SELECT id, version, raw_hash, status, registry_updated_at FROM servers WHERE name = :name FOR UPDATE',
    { name: rec.name },
    t,
  );
  if (existing?.raw_hash === hash) return 'unchanged';
  // A late page can carry an older "latest" than one we already hold (a version published mid-sync).
  if (existing?.registry_updated_at && rec.updatedAt && new Date(rec.updatedAt) < existing.registry_updated_at) return 'unchanged';

  const values = {
    name: rec.name,
    namespace: rec.namespace.namespace,
    namespaceKind: rec.namespace.kind,
    namespaceDomain: rec.namespace.domain,
    raw: rec.content.bytes.toString('utf8'),
    hash,
    now: opts.now,
  };
  let serverId: number;
  let outcome: StoreOutcome;
  if (!existing) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO servers (name, slug, ${rawColumnNames}, namespace, namespace_kind, namespace_domain, raw, raw_hash,
         first_seen_at, synced_at, check_requested_at)
       SELECT :name, :slug, ${rawColumnValues('x.raw')}, :namespace, :namespaceKind, :namespaceDomain, x.raw, :hash, :now, :now, :now
       FROM (SELECT :raw::jsonb AS raw) x
       RETURNING id`,
      { ...values, slug: await uniqueSlug(db, rec.name, t) },
      t,
    );
    serverId = row!.id;
    outcome = rec.status === 'deleted' ? 'deleted' : 'new';
    if (opts.recordListings && rec.status !== 'deleted') await recordChange(db, serverId, 'listed', opts.now, { version: rec.version }, t);
  } else {
    serverId = existing.id;
    await db.exec(
      `UPDATE servers SET (${rawColumnNames}) = (SELECT ${rawColumnValues('x.raw')} FROM (SELECT :raw::jsonb AS raw) x),
         namespace = :namespace, namespace_kind = :namespaceKind, namespace_domain = :namespaceDomain, raw = :raw::jsonb, raw_hash = :hash,
         synced_at = :now, check_requested_at = :now, change_seq = nextval('server_change_seq')
       WHERE id = :id`,
      { ...values, id: serverId },
      t,
    );
    const becameDeleted = rec.status === 'deleted' && existing.status !== 'deleted';
    outcome = becameDeleted ? 'deleted' : 'updated';
    if (becameDeleted) await recordChange(db, serverId, 'unlisted', opts.now, { statusMessage: rec.statusMessage }, t);
    if (existing.status === 'deleted' && rec.status !== 'deleted')
      await recordChange(db, serverId, 'listed', opts.now, { version: rec.version }, t);
  }
  await writeRemotes(db, serverId, rec, t);
  // Web processes refresh this server in their search index; a missed notice heals by change_seq.
  await db.exec(`SELECT pg_notify('server_changed', :id)`, { id: String(serverId) }, t);
  return outcome;
}

interface PageRow extends StoredServer {
  name: string;
  slug: string;
}

/**
 * A whole page in two statements, whatever its size (#13: a statement's own cost through Sequelize and the
 * round trip, not the rows, was most of a sync's time beyond fetching and validating):
 * 1. the servers already held under the page's names (locked, in id order), and the slugs already taken
 *    among the base slugs of its names;
 * 2. for the new and changed servers, one statement of data-modifying CTEs: the multi-row upsert of
 *    `servers`, the upsert of their remotes, the unlisting of remotes their latest version dropped, the
 *    listing changes, and the notifications.
 * Same outcomes and rows as storeRecord item by item (ids assigned in the same order); a page that names one
 * server twice (not something the registry does) takes the per-item path so that the later item sees the
 * earlier one.
 */
export async function storeRecords(db: Database, recs: readonly Listing[], opts: StoreOptions, t: Transaction): Promise<StoreOutcome[]> {
  const latest = recs.filter((r) => r.isLatest);
  if (new Set(latest.map((r) => r.name)).size !== latest.length) {
    const out: StoreOutcome[] = [];
    for (const r of recs) out.push(await storeRecord(db, r, opts, t));
    return out;
  }
  const outcomes: StoreOutcome[] = recs.map((r) => (r.isLatest ? 'unchanged' : 'not_latest'));
  if (latest.length === 0) return outcomes;

  // The base slug of every name, not only of the new ones (not known before this statement): a taken slug
  // is only ever looked up by a new name's base, so the extra ones change nothing.
  const bases = new Map(latest.map((r) => [r.name, baseSlug(r.name)]));
  const found = await db.boundRows<PageRow & { held: boolean }>(
    `WITH held AS (
       SELECT id, name, slug, version, raw_hash, status, registry_updated_at FROM servers WHERE name = ANY (:names::text[]) ORDER BY id FOR UPDATE
     )
     SELECT id, name, slug, version, raw_hash, status, registry_updated_at, true AS held FROM held
     UNION ALL
     SELECT NULL, NULL, slug, NULL, NULL, NULL, NULL, false FROM servers WHERE slug = ANY (:slugs::text[])`,
    {
      names: binaryArray(
        'text',
        latest.map((r) => r.name),
      ),
      slugs: binaryArray('text', [...new Set(bases.values())]),
    },
    t,
  );
  const held = new Map(found.filter((r) => r.held).map((r) => [r.name, r]));
  const taken = new Set(found.filter((r) => !r.held).map((r) => r.slug));
  const toWrite: { index: number; rec: Listing; content: RawContent; existing: PageRow | undefined }[] = [];
  recs.forEach((rec, index) => {
    if (!rec.isLatest) return;
    const content = rec.content;
    const existing = held.get(rec.name);
    if (existing?.raw_hash === content.hash) return;
    if (existing?.registry_updated_at && rec.updatedAt && new Date(rec.updatedAt) < existing.registry_updated_at) return;
    toWrite.push({ index, rec, content, existing });
  });
  if (toWrite.length === 0) return outcomes;

  // Slugs for the new names: the base slug unless the database or an earlier name of this page has it.
  const slugOf = new Map<string, string>();
  for (const w of toWrite) {
    if (w.existing) continue;
    const base = bases.get(w.rec.name)!;
    const slug = taken.has(base) ? disambiguatedSlug(w.rec.name) : base;
    taken.add(slug);
    slugOf.set(w.rec.name, slug);
  }

  // The columns that are copies of `raw` are read from it by the statement (RAW_COLUMNS). `raw` goes in as
  // its canonical bytes, already made for the hash, in a binary jsonb[] (db/binary-array.ts), and the other
  // columns in binary text[].
  const rows = {
    names: binaryArray(
      'text',
      toWrite.map(({ rec }) => rec.name),
    ),
    slugs: binaryArray(
      'text',
      toWrite.map(({ rec, existing }) => (existing ? existing.slug : slugOf.get(rec.name)!)),
    ),
    namespaces: binaryArray(
      'text',
      toWrite.map(({ rec }) => rec.namespace.namespace),
    ),
    kinds: binaryArray(
      'text',
      toWrite.map(({ rec }) => rec.namespace.kind),
    ),
    domains: binaryArray(
      'text',
      toWrite.map(({ rec }) => rec.namespace.domain ?? null),
    ),
    hashes: binaryArray(
      'text',
      toWrite.map(({ content }) => content.hash),
    ),
    raws: binaryArray(
      'jsonb',
      toWrite.map(({ content }) => content.bytes),
    ),
  };

  // The listing changes, by name (the statement gives the ids), in the order item-by-item storing wrote them.
  const changes: { name: string; kind: 'listed' | 'unlisted'; details: object; ord: number }[] = [];
  const change = (name: string, kind: 'listed' | 'unlisted', details: object) => changes.push({ name, kind, details, ord: changes.length });
  for (const { index, rec, existing } of toWrite) {
    if (!existing) {
      outcomes[index] = rec.status === 'deleted' ? 'deleted' : 'new';
      if (opts.recordListings && rec.status !== 'deleted') change(rec.name, 'listed', { version: rec.version });
    } else {
      const becameDeleted = rec.status === 'deleted' && existing.status !== 'deleted';
      outcomes[index] = becameDeleted ? 'deleted' : 'updated';
      if (becameDeleted) change(rec.name, 'unlisted', { statusMessage: rec.statusMessage });
      if (existing.status === 'deleted' && rec.status !== 'deleted') change(rec.name, 'listed', { version: rec.version });
    }
  }

  // One row per (server, type, URL, header names): a version listing the same remote twice keeps the last,
  // as writing them one by one did (and one statement may not touch a row twice).
  const remotes = new Map<string, object>();
  for (const { rec } of toWrite) {
    for (const r of rec.remotes) {
      const key = headerKey(r);
      remotes.set(`${rec.name}\n${r.type}\n${r.urlTemplate}\n${key}`, {
        name: rec.name,
        position: r.position,
        type: r.type,
        url_template: r.urlTemplate,
        header_key: key,
        url: r.url ?? null,
        has_placeholders: r.hasPlaceholders,
        variables: r.variables ?? null,
        headers: r.headers,
        host: r.host ?? null,
        minute_of_day: minuteOfDay(rec.name, r, key),
      });
    }
  }
  // The CTEs all see the table as it was when the statement began: the unlisting reads the upserted
  // remotes' ids from `kept` (so no row is touched twice), and rows inserted here are invisible to it and
  // listed anyway. Its ids are read as arrays (= ANY (ARRAY(...))), which the planner looks up in the
  // (server_id, ...) index; a join with the CTE, estimated blind, scanned every remote on each page. The remotes and changes are joined to the servers' ids by name, and inserted in `ord`
  // order, the order the item-by-item path wrote them. The notifications are the final SELECT: a plain
  // CTE would not run unless read.
  // The servers arrive as arrays, one per column, zipped by unnest (binary text[] and jsonb[]:
  // db/binary-array.ts). The remotes and changes arrive as `json`, not `jsonb`: json_to_recordset reads the
  // text record by record, where a jsonb parameter was first built into a tree of the whole page and copied
  // (#13: 10-20 % of the backend's CPU).
  await db.boundRows(
    `WITH s AS (
       INSERT INTO servers (name, slug, ${rawColumnNames}, namespace, namespace_kind, namespace_domain, raw, raw_hash,
         first_seen_at, synced_at, check_requested_at)
       SELECT x.name, x.slug, ${rawColumnValues('x.raw')}, x.namespace, x.namespace_kind, x.namespace_domain,
         x.raw, x.raw_hash, :now::timestamptz, :now::timestamptz, :now::timestamptz
       FROM unnest(:names::text[], :slugs::text[], :namespaces::text[], :kinds::text[], :domains::text[], :hashes::text[], :raws::jsonb[])
         AS x(name, slug, namespace, namespace_kind, namespace_domain, raw_hash, raw)
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status, status_message = EXCLUDED.status_message,
         title = EXCLUDED.title, description = EXCLUDED.description, website_url = EXCLUDED.website_url, repository = EXCLUDED.repository,
         icons = EXCLUDED.icons, packages = EXCLUDED.packages, namespace = EXCLUDED.namespace, namespace_kind = EXCLUDED.namespace_kind,
         namespace_domain = EXCLUDED.namespace_domain, schema_url = EXCLUDED.schema_url, published_at = EXCLUDED.published_at,
         registry_updated_at = EXCLUDED.registry_updated_at, raw = EXCLUDED.raw, raw_hash = EXCLUDED.raw_hash, synced_at = EXCLUDED.synced_at,
         check_requested_at = EXCLUDED.check_requested_at, change_seq = nextval('server_change_seq')
       RETURNING id, name
     ),
     kept AS (
       INSERT INTO remotes (server_id, position, type, url_template, header_key, url, has_placeholders, variables, headers, host, listed, minute_of_day)
       SELECT s.id, x.position, x.type, x.url_template, x.header_key, x.url, x.has_placeholders, x.variables, x.headers, x.host, true, x.minute_of_day
       FROM json_to_recordset(:remotes::json) AS x(name text, position integer, type text, url_template text, header_key text,
         url text, has_placeholders boolean, variables jsonb, headers jsonb, host text, minute_of_day integer, ord integer)
       JOIN s ON s.name = x.name
       ORDER BY x.ord
       ON CONFLICT (server_id, type, url_template, header_key) DO UPDATE SET
         position = EXCLUDED.position, url = EXCLUDED.url, has_placeholders = EXCLUDED.has_placeholders,
         variables = EXCLUDED.variables, headers = EXCLUDED.headers, host = EXCLUDED.host, listed = true, updated_at = now()
       RETURNING id
     ),
     unlisted AS (
       UPDATE remotes SET listed = false, updated_at = now()
       WHERE server_id = ANY (ARRAY(SELECT id FROM s)) AND listed AND NOT (id = ANY (ARRAY(SELECT id FROM kept)))
     ),
     listing AS (
       INSERT INTO changes (server_id, day, at, kind, details)
       SELECT s.id, :day::date, :now::timestamptz, x.kind, x.details
       FROM json_to_recordset(:changes::json) AS x(name text, kind text, details jsonb, ord integer) JOIN s ON s.name = x.name
       ORDER BY x.ord
     )
     SELECT id, name, pg_notify('server_changed', id::text) FROM s`,
    {
      ...rows,
      remotes: JSON.stringify([...remotes.values()].map((r, ord) => ({ ...r, ord }))),
      changes: JSON.stringify(changes),
      day: opts.now.toISOString().slice(0, 10),
      now: opts.now,
    },
    t,
  );
  return outcomes;
}
