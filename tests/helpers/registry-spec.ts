// The Official MCP Registry's OpenAPI spec (../shared/reference, 2025-12-01) as JSON Schema validators:
// the YAML is converted here, in the test, and its components compiled with ajv (draft 2020-12, the
// spec's jsonSchemaDialect), so every answer is held against the real published schemas.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SPEC_PATH = path.resolve(root, '..', 'shared', 'reference', 'registry-openapi-2025-12-01.yaml');

// `any`: a type guard on `unknown` would turn supertest's `any` bodies into `unknown` after a check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Validator = ValidateFunction<any>;

export interface SpecValidators {
  serverList: Validator;
  serverResponse: Validator;
  serverDetail: Validator;
  error: Validator;
  /** Compiles any schema that may $ref `spec#/components/...`. */
  compile(schema: object): Validator;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function specValidators(specPath = SPEC_PATH): SpecValidators {
  const spec = parse(fs.readFileSync(specPath, 'utf8')) as { components: object; paths: Record<string, any> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'spec', components: spec.components });
  const ref = (name: string) => ajv.compile({ $ref: `spec#/components/schemas/${name}` });
  const errorSchema = spec.paths['/v0.1/servers/{serverName}/versions'].get.responses['404'].content['application/json'].schema;
  return {
    serverList: ref('ServerList'),
    serverResponse: ref('ServerResponse'),
    serverDetail: ref('ServerDetail'),
    error: ajv.compile({ ...errorSchema, required: ['error'] }),
    compile: (schema) => ajv.compile(schema),
  };
}

/** assert-friendly: the validator's errors as one line. */
export function errorsOf(v: Validator): string {
  return (v.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
}
