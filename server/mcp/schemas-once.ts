// Tool schemas whose JSON Schema is converted once per process. The SDK builds a fresh McpServer for
// every stateless request (createMcpHandler calls the factory per request and refuses an instance that is
// still serving), and an instance memoises the conversions of its own tools only: so without this, every
// tools/list converted all four tools' zod schemas, and every tools/call converted its tool's output schema
// (for the result's projection) and, in the 2026 era, its input schema (for the Mcp-Param header scan).
// That conversion was the largest part of a search_servers request (profile in the #13 note).
// Validation is unchanged: the wrapper hands every value to the zod schema's own validate.
import type { McpServer, StandardSchemaWithJSON } from '@modelcontextprotocol/server';

type JsonSchema = Record<string, unknown>;
type Converter = StandardSchemaWithJSON['~standard']['jsonSchema'];

const wrapped = new WeakMap<object, StandardSchemaWithJSON>();

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** The same schema (same validation, same types) with its JSON Schema conversions memoised. */
export function convertedOnce<S extends StandardSchemaWithJSON>(schema: S): S {
  let once = wrapped.get(schema);
  if (!once) {
    const std = schema['~standard'];
    const memo = new Map<string, JsonSchema>();
    const convert =
      (io: 'input' | 'output') =>
      (options: Parameters<Converter['input']>[0]): JsonSchema => {
        const key = `${io}\0${String(options.target)}\0${JSON.stringify(options.libraryOptions ?? null)}`;
        let json = memo.get(key);
        // Frozen because one object now goes into every answer: a mutation anywhere would leak into the next.
        if (!json) memo.set(key, (json = deepFreeze(std.jsonSchema[io](options))));
        return json;
      };
    once = {
      '~standard': {
        version: std.version,
        vendor: std.vendor,
        validate: (value: unknown) => std.validate(value),
        jsonSchema: { input: convert('input'), output: convert('output') },
      },
    } as StandardSchemaWithJSON;
    wrapped.set(schema, once);
  }
  return once as S;
}

/** This server, registering every tool with its input and output schemas converted once. */
export function withSchemasConvertedOnce(server: McpServer): McpServer {
  const register = server.registerTool.bind(server) as (name: string, config: Record<string, unknown>, cb: unknown) => unknown;
  const once = (s: unknown) => (s && typeof s === 'object' && '~standard' in s ? convertedOnce(s as StandardSchemaWithJSON) : s);
  server.registerTool = ((name: string, config: Record<string, unknown>, cb: unknown) =>
    register(
      name,
      { ...config, inputSchema: once(config.inputSchema), outputSchema: once(config.outputSchema) },
      cb,
    )) as McpServer['registerTool'];
  return server;
}
