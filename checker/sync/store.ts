// Writes registry records into servers/remotes: one server per name at its latest version. Idempotent:
// a record whose content hash is unchanged writes nothing, so a second sync of the same data is a no-op.
import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
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

// Key order in the registry's answer never reads as a change.
function contentHash(rec: ServerRecord): string {
  return crypto.createHash('sha256').update(canonicalJson(rec.raw)).digest('hex');
}

/** Each remote checks at a fixed minute of the day, spread by a hash so the load is flat. */
export function minuteOfDay(serverName: string, remote: Pick<RemoteRecord, 'type' | 'urlTemplate'>, key = ''): number {
  const h = crypto.createHash('sha256').update(`${serverName}\n${remote.type}\n${remote.urlTemplate}\n${key}`).digest();
  return h.readUInt32BE(0) % 1440;
}

/** What tells apart two listings of one URL: the header names they declare. */
function headerKey(r: RemoteRecord): string {
  return r.headers.map((h) => h.name.toLowerCase()).sort().join(',');
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

async function writeRemotes(db: Database, serverId: number, rec: ServerRecord, t: Transaction): Promise<void> {
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

async function recordChange(db: Database, serverId: number, kind: 'listed' | 'unlisted', now: Date, details: object, t: Transaction): Promise<void> {
  await db.exec(
    `INSERT INTO changes (server_id, day, at, kind, details) VALUES (:serverId, :day, :at, :kind, :details)`,
    { serverId, day: now.toISOString().slice(0, 10), at: now, kind, details: JSON.stringify(details) },
    t,
  );
}

export async function storeRecord(db: Database, rec: ServerRecord, opts: StoreOptions, t: Transaction): Promise<StoreOutcome> {
  // Older versions come in the same listing as the latest; only the latest is mirrored.
  if (!rec.isLatest) return 'not_latest';
  const hash = contentHash(rec);
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
    version: rec.version,
    status: rec.status,
    statusMessage: rec.statusMessage,
    title: rec.title,
    description: rec.description,
    websiteUrl: rec.websiteUrl,
    repository: rec.repository ? JSON.stringify(rec.repository) : null,
    icons: rec.icons ? JSON.stringify(rec.icons) : null,
    packages: rec.packages ? JSON.stringify(rec.packages) : null,
    namespace: rec.namespace.namespace,
    namespaceKind: rec.namespace.kind,
    namespaceDomain: rec.namespace.domain,
    schemaUrl: rec.schemaUrl,
    publishedAt: rec.publishedAt,
    updatedAt: rec.updatedAt,
    raw: JSON.stringify(rec.raw),
    hash,
    now: opts.now,
  };
  let serverId: number;
  let outcome: StoreOutcome;
  if (!existing) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO servers (name, slug, version, status, status_message, title, description, website_url, repository, icons, packages,
         namespace, namespace_kind, namespace_domain, schema_url, published_at, registry_updated_at, raw, raw_hash,
         first_seen_at, synced_at, check_requested_at)
       VALUES (:name, :slug, :version, :status, :statusMessage, :title, :description, :websiteUrl, :repository, :icons, :packages,
         :namespace, :namespaceKind, :namespaceDomain, :schemaUrl, :publishedAt, :updatedAt, :raw, :hash, :now, :now, :now)
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
      `UPDATE servers SET version = :version, status = :status, status_message = :statusMessage, title = :title,
         description = :description, website_url = :websiteUrl, repository = :repository, icons = :icons, packages = :packages,
         namespace = :namespace, namespace_kind = :namespaceKind, namespace_domain = :namespaceDomain, schema_url = :schemaUrl,
         published_at = :publishedAt, registry_updated_at = :updatedAt, raw = :raw, raw_hash = :hash, synced_at = :now,
         check_requested_at = :now, change_seq = nextval('server_change_seq')
       WHERE id = :id`,
      { ...values, id: serverId },
      t,
    );
    const becameDeleted = rec.status === 'deleted' && existing.status !== 'deleted';
    outcome = becameDeleted ? 'deleted' : 'updated';
    if (becameDeleted) await recordChange(db, serverId, 'unlisted', opts.now, { statusMessage: rec.statusMessage }, t);
    if (existing.status === 'deleted' && rec.status !== 'deleted') await recordChange(db, serverId, 'listed', opts.now, { version: rec.version }, t);
  }
  await writeRemotes(db, serverId, rec, t);
  // Web processes refresh this server in their search index; a missed notice heals by change_seq.
  await db.exec(`SELECT pg_notify('server_changed', :id)`, { id: String(serverId) }, t);
  return outcome;
}
