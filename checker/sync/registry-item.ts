// The registry's list item (`GET /v0.1/servers` -> servers[]) as Switchboard reads it, validated with
// zod so that one malformed item is named and skipped instead of failing the sync.
import { z } from 'zod';
import { namespaceOf, type Namespace } from './namespace.js';

const Input = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    isRequired: z.boolean().optional(),
    isSecret: z.boolean().optional(),
    format: z.string().optional(),
    value: z.string().optional(),
    default: z.string().optional(),
    choices: z.array(z.string()).optional(),
    placeholder: z.string().optional(),
  })
  .passthrough();

const Remote = z
  .object({
    type: z.string(),
    url: z.string().min(1),
    headers: z.array(Input).optional(),
    variables: z.record(z.string(), Input).optional(),
  })
  .passthrough();

const ServerJson = z
  .object({
    $schema: z.string().optional(),
    name: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[^\s/]+\/[^\s]+$/, 'name must be "namespace/name"'),
    version: z.string().min(1),
    description: z.string().optional(),
    title: z.string().optional(),
    websiteUrl: z.string().optional(),
    repository: z
      .object({ url: z.string().optional(), source: z.string().optional(), subfolder: z.string().optional(), id: z.string().optional() })
      .passthrough()
      .optional(),
    icons: z.array(z.unknown()).optional(),
    packages: z.array(z.unknown()).optional(),
    remotes: z.array(Remote).optional(),
  })
  .passthrough();

const Official = z
  .object({
    status: z.enum(['active', 'deprecated', 'deleted']),
    statusMessage: z.string().optional(),
    publishedAt: z.string().optional(),
    updatedAt: z.string().optional(),
    isLatest: z.boolean().optional(),
  })
  .passthrough();

const ListItem = z.object({
  server: ServerJson,
  _meta: z.object({ 'io.modelcontextprotocol.registry/official': Official }).passthrough(),
});

export type RemoteType = 'streamable-http' | 'sse';

export interface RemoteHeader {
  name: string;
  description?: string;
  isRequired: boolean;
  isSecret: boolean;
  /** The registry gave a value (kept only when it is not secret). */
  hasValue: boolean;
  value?: string;
}

export interface RemoteRecord {
  position: number;
  type: RemoteType;
  urlTemplate: string;
  /** The URL with `{variables}` expanded from their defaults; null when a placeholder remains. */
  url: string | null;
  hasPlaceholders: boolean;
  variables: Record<string, unknown> | null;
  headers: RemoteHeader[];
  host: string | null;
}

export interface ServerRecord {
  name: string;
  version: string;
  status: 'active' | 'deprecated' | 'deleted';
  statusMessage: string | null;
  title: string | null;
  description: string | null;
  websiteUrl: string | null;
  repository: Record<string, unknown> | null;
  icons: unknown[] | null;
  packages: unknown[] | null;
  schemaUrl: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  /** Absent in a registry answer means "latest": we ask for latest versions only. */
  isLatest: boolean;
  namespace: Namespace;
  remotes: RemoteRecord[];
  /** The server.json and official meta as received, minus secret header values. */
  raw: Record<string, unknown>;
}

export type ParseResult = { ok: true; record: ServerRecord } | { ok: false; name: string; error: string };

const PLACEHOLDER = /\{([^{}]+)\}/g;

export function expandUrl(template: string, variables: Record<string, { default?: string }> | undefined): string | null {
  const expanded = template.replace(PLACEHOLDER, (whole, key: string) => variables?.[key]?.default ?? whole);
  return /\{[^{}]+\}/.test(expanded) ? null : expanded;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '') || null;
  } catch {
    return null;
  }
}

function describeZod(err: z.ZodError): string {
  return err.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; ');
}

type SecretInput = { isSecret?: boolean; value?: string; default?: string };

function stripSecret(input: SecretInput): void {
  delete input.value;
  delete input.default;
}

/** Variables with the value and default of every secret one removed. */
function withoutSecretValues<T extends SecretInput>(variables: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(variables)) {
    const copy = { ...v };
    if (copy.isSecret) stripSecret(copy);
    out[k] = copy;
  }
  return out;
}

/** An item that passed validation: its parsed parts, not yet made into a record (recordOf). */
export interface CheckedItem {
  server: z.infer<typeof ServerJson>;
  official: z.infer<typeof Official>;
  /** Absent in a registry answer means "latest": we ask for latest versions only. */
  isLatest: boolean;
}

export type CheckResult = { ok: true; item: CheckedItem } | { ok: false; name: string; error: string };

/**
 * Validation alone, with parseListItem's verdict and error. The sync validates every item this way and
 * makes records of the latest versions only (#13: most of a registry's items are older versions, which
 * are only counted; copying each one's server.json and reading its remotes' URLs cost more than the
 * validation).
 */
export function checkListItem(item: unknown): CheckResult {
  const maybeName = (item as { server?: { name?: unknown } } | null)?.server?.name;
  const name = typeof maybeName === 'string' ? maybeName : '(no name)';
  const parsed = ListItem.safeParse(item);
  if (!parsed.success) return { ok: false, name, error: describeZod(parsed.error) };
  const { server, _meta } = parsed.data;
  for (const [position, r] of (server.remotes ?? []).entries()) {
    if (r.type !== 'streamable-http' && r.type !== 'sse') {
      return { ok: false, name, error: `remotes.${position}.type: unknown transport "${r.type}"` };
    }
  }
  const official = _meta['io.modelcontextprotocol.registry/official'];
  return { ok: true, item: { server, official, isLatest: official.isLatest !== false } };
}

/** The record of a validated item. */
export function recordOf({ server, official, isLatest }: CheckedItem): ServerRecord {
  const remotes: RemoteRecord[] = [];
  for (const [position, r] of (server.remotes ?? []).entries()) {
    // A secret variable's value is a credential: never put in a URL we send, never stored.
    const variables = r.variables ? withoutSecretValues(r.variables) : null;
    const url = expandUrl(r.url, (variables as Record<string, { default?: string }> | null) ?? undefined);
    remotes.push({
      position,
      type: r.type as RemoteType,
      urlTemplate: r.url,
      url,
      hasPlaceholders: url === null,
      variables,
      headers: (r.headers ?? []).map((h) => ({
        name: h.name ?? '',
        ...(h.description ? { description: h.description } : {}),
        isRequired: h.isRequired === true,
        isSecret: h.isSecret === true,
        hasValue: typeof h.value === 'string',
        ...(typeof h.value === 'string' && h.isSecret !== true ? { value: h.value } : {}),
      })),
      host: hostOf(url ?? r.url.replace(PLACEHOLDER, 'x')),
    });
  }
  // Secret header values never reach the database, not even inside `raw`.
  const rawServer = structuredClone(server) as Record<string, unknown> & {
    remotes?: { headers?: SecretInput[]; variables?: Record<string, SecretInput> }[];
  };
  for (const r of rawServer.remotes ?? []) {
    for (const h of r.headers ?? []) if (h.isSecret) stripSecret(h);
    if (r.variables) r.variables = withoutSecretValues(r.variables);
  }
  return {
    name: server.name,
    version: server.version,
    status: official.status,
    statusMessage: official.statusMessage ?? null,
    title: server.title ?? null,
    description: server.description ?? null,
    websiteUrl: server.websiteUrl ?? null,
    repository: (server.repository as Record<string, unknown> | undefined) ?? null,
    icons: server.icons ?? null,
    packages: server.packages ?? null,
    schemaUrl: server.$schema ?? null,
    publishedAt: official.publishedAt ?? null,
    updatedAt: official.updatedAt ?? null,
    isLatest,
    namespace: namespaceOf(server.name),
    remotes,
    raw: { server: rawServer, official },
  };
}

export function parseListItem(item: unknown): ParseResult {
  const checked = checkListItem(item);
  return checked.ok ? { ok: true, record: recordOf(checked.item) } : checked;
}
