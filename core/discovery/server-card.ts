// Our MCP Server Card (SEP-2127, experimental-ext-server-card schema v2) and the MCP / AI catalogs that
// point to it. Shapes: `ServerCardSchema` and `CatalogSchema` mirror the published schema so tests can
// hold our documents (and other sites' documents, in checker/surfaces) against them.
import { z } from 'zod';
import { SERVER_DESCRIPTION, SERVER_TITLE, type Identity } from './identity.js';

export const SERVER_CARD_SCHEMA_URL = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
/** What a 2026-07-28 and a 2025-era client can both speak on /mcp. */
export const SUPPORTED_PROTOCOL_VERSIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'];

const Input = z
  .object({
    description: z.string().optional(),
    isRequired: z.boolean().optional(),
    isSecret: z.boolean().optional(),
    format: z.enum(['string', 'number', 'boolean', 'filepath']).optional(),
    default: z.string().optional(),
    placeholder: z.string().optional(),
    value: z.string().optional(),
    choices: z.array(z.string()).optional(),
  })
  .strict();

export const ServerCardSchema = z
  .object({
    $schema: z.literal(SERVER_CARD_SCHEMA_URL),
    name: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
    version: z
      .string()
      .max(255)
      .refine((v) => !/^[\^~><=]|\.x$|\*/.test(v), 'version ranges are not versions'),
    description: z.string().min(1).max(100),
    title: z.string().min(1).max(100).optional(),
    websiteUrl: z.url().optional(),
    repository: z
      .object({ url: z.url(), source: z.string(), subfolder: z.string().optional(), id: z.string().optional() })
      .strict()
      .optional(),
    icons: z
      .array(
        z
          .object({
            src: z.string(),
            mimeType: z.string().optional(),
            sizes: z.array(z.string()).optional(),
            theme: z.enum(['light', 'dark']).optional(),
          })
          .strict(),
      )
      .optional(),
    remotes: z
      .array(
        z
          .object({
            type: z.enum(['streamable-http', 'sse']),
            url: z.string().regex(/^(https?:\/\/[^\s]+|\{[a-zA-Z_][a-zA-Z0-9_]*\}[^\s]*)$/),
            headers: z.array(Input.extend({ name: z.string(), variables: z.record(z.string(), Input).optional() }).strict()).optional(),
            variables: z.record(z.string(), Input).optional(),
            supportedProtocolVersions: z.array(z.string()).optional(),
          })
          .strict(),
      )
      .optional(),
    _meta: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type ServerCard = z.infer<typeof ServerCardSchema>;

const CatalogEntry = z
  .object({
    identifier: z.string().regex(/^urn:air:[a-z0-9.-]+(:[A-Za-z0-9._-]+)+$/),
    displayName: z.string().min(1),
    type: z.string(),
    url: z.string().min(1),
  })
  .passthrough();
/** The MCP Catalog (`/.well-known/mcp/catalog.json`), a subset of the AI Catalog (`/.well-known/ai-catalog.json`). */
export const CatalogSchema = z.object({ specVersion: z.string().min(1), entries: z.array(CatalogEntry) }).passthrough();
export type Catalog = z.infer<typeof CatalogSchema>;

export function serverCard(id: Identity): ServerCard {
  return {
    $schema: SERVER_CARD_SCHEMA_URL,
    name: id.name,
    version: id.version,
    title: SERVER_TITLE,
    description: SERVER_DESCRIPTION,
    websiteUrl: id.baseUrl,
    remotes: [{ type: 'streamable-http', url: id.mcpUrl, supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS }],
  };
}

export function catalog(id: Identity, specVersion: string): Catalog {
  return {
    specVersion,
    entries: [
      {
        identifier: `urn:air:${id.domain}:${id.name.split('/')[1]}`,
        displayName: SERVER_TITLE,
        type: SERVER_CARD_MEDIA_TYPE,
        url: `${id.mcpUrl}/server-card`,
      },
    ],
  };
}
