// A nested AI Catalog (application/ai-catalog+json) of the servers that answered Switchboard's latest
// check, each entry carrying its server-card data inline (built from the mirrored server.json: name,
// version, title, description, links, remotes) and its URL. Linked from /.well-known/ai-catalog.json, so a
// crawler or agent that reads a site's AI catalog finds, one hop further, remote MCP servers known to
// answer today, with what it needs to connect, without speaking the registry API. Pure.
import { conformServer } from '../../catalog/registry/conform.js';
import type { RegistryRow } from '../../catalog/registry/entries.js';
import { SERVER_CARD_MEDIA_TYPE, SERVER_CARD_SCHEMA_URL, ServerCardSchema, type ServerCard } from '../../core/discovery/server-card.js';
import type { Identity } from '../../core/discovery/identity.js';

export const AI_CATALOG_MEDIA_TYPE = 'application/ai-catalog+json';
export const ANSWERING_CATALOG_PATH = '/ai-catalog/answering.json';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

const INPUT_KEYS = ['description', 'isRequired', 'isSecret', 'format', 'default', 'placeholder', 'value', 'choices'] as const;
function input(h: Obj): Obj {
  const out: Obj = {};
  for (const k of INPUT_KEYS) if (h[k] !== undefined) out[k] = h[k];
  return out;
}

/** The card of one mirrored server; the smallest valid card when a field does not fit the card schema. */
export function cardOf(row: RegistryRow): ServerCard {
  const s = conformServer(row.raw.server).server;
  const remotes = (Array.isArray(s.remotes) ? s.remotes : []).filter(isObj).map((r) => ({
    type: r.type as 'streamable-http' | 'sse',
    url: String(r.url),
    ...(Array.isArray(r.headers) && r.headers.length
      ? { headers: r.headers.filter(isObj).map((h) => ({ name: String(h.name), ...input(h) })) }
      : {}),
    ...(isObj(r.variables)
      ? {
          variables: Object.fromEntries(
            Object.entries(r.variables)
              .filter(([, v]) => isObj(v))
              .map(([k, v]) => [k, input(v as Obj)]),
          ),
        }
      : {}),
  }));
  const repository =
    isObj(s.repository) && str(s.repository.url) && str(s.repository.source)
      ? {
          url: String(s.repository.url),
          source: String(s.repository.source),
          ...(str(s.repository.subfolder) ? { subfolder: String(s.repository.subfolder) } : {}),
        }
      : undefined;
  const full = {
    $schema: SERVER_CARD_SCHEMA_URL,
    name: row.name,
    version: row.version,
    description: str(s.description) ?? row.name,
    ...(str(s.title) ? { title: String(s.title) } : {}),
    ...(str(s.websiteUrl) ? { websiteUrl: String(s.websiteUrl) } : {}),
    ...(repository ? { repository } : {}),
    remotes,
  };
  const parsed = ServerCardSchema.safeParse(full);
  if (parsed.success) return parsed.data;
  // Something upstream does not fit the card (a long description, an odd header): keep what connects.
  const minimal = ServerCardSchema.safeParse({
    $schema: SERVER_CARD_SCHEMA_URL,
    name: row.name,
    version: row.version,
    description: (str(s.description) ?? row.name).slice(0, 100),
    remotes: remotes.map((r) => ({ type: r.type, url: r.url })),
  });
  return minimal.success
    ? minimal.data
    : { $schema: SERVER_CARD_SCHEMA_URL, name: row.name, version: row.version, description: row.name.slice(0, 100) };
}

function identifierOf(name: string): string {
  const [ns, short] = name.split('/') as [string, string];
  return `urn:air:${ns.toLowerCase().replace(/[^a-z0-9.-]/g, '-')}:${short.replace(/[^A-Za-z0-9._-]/g, '-')}`;
}

export function answeringCatalog(rows: RegistryRow[], id: Identity): Record<string, unknown> {
  return {
    specVersion: '1.0',
    host: { displayName: 'Switchboard', documentationUrl: `${id.baseUrl}/about/checks` },
    entries: rows.map((row) => ({
      identifier: identifierOf(row.name),
      displayName: str(row.raw.server.title) ?? row.name,
      type: SERVER_CARD_MEDIA_TYPE,
      url: `${id.baseUrl}/v0.1/servers/${encodeURIComponent(row.name)}/versions/latest`,
      data: cardOf(row),
    })),
  };
}

/** The entry in our own /.well-known/ai-catalog.json that points to the nested catalog. */
export function answeringCatalogEntry(id: Identity): Record<string, string> {
  return {
    identifier: `urn:air:${id.domain}:answering-servers`,
    displayName: "Remote MCP servers that answered Switchboard's latest check",
    type: AI_CATALOG_MEDIA_TYPE,
    url: `${id.baseUrl}${ANSWERING_CATALOG_PATH}`,
  };
}
