// Tool schemas converted to JSON Schema once per process (server/mcp/schemas-once.ts): the same
// conversion as the zod schema's own, reused across requests, and validation unchanged.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { convertedOnce, withSchemasConvertedOnce } from '../../../server/mcp/schemas-once.js';

const Schema = z.strictObject({ query: z.string().min(1), limit: z.number().int().max(50).optional() });
const target = { target: 'draft-2020-12' } as const;

test('the JSON Schema is the zod conversion, computed once and frozen', () => {
  const once = convertedOnce(Schema);
  assert.equal(convertedOnce(Schema), once, 'one wrapper per schema object');
  const first = once['~standard'].jsonSchema.input(target);
  assert.deepEqual(first, Schema['~standard'].jsonSchema.input(target));
  assert.equal(once['~standard'].jsonSchema.input(target), first, 'the second request gets the same object');
  assert.notEqual(once['~standard'].jsonSchema.output(target), first, 'input and output are kept apart');
  assert.ok(Object.isFrozen(first) && Object.isFrozen((first as { properties: object }).properties));
});

test("validation is still the zod schema's", async () => {
  const once = convertedOnce(Schema);
  const good = await once['~standard'].validate({ query: 'weather', limit: 5 });
  assert.deepEqual(good, { value: { query: 'weather', limit: 5 } });
  const bad = await once['~standard'].validate({ query: '', extra: 1 });
  assert.ok('issues' in bad && bad.issues && bad.issues.length >= 2, 'both the empty query and the unknown key are reported');
});

test('a server registers its tools with the converted-once schemas', () => {
  const server = withSchemasConvertedOnce(new McpServer({ name: 't', version: '1' }));
  const tool = server.registerTool('t', { inputSchema: Schema, outputSchema: Schema }, async () => ({
    content: [],
    structuredContent: { query: 'x' },
  }));
  assert.equal(tool.inputSchema, convertedOnce(Schema));
  assert.equal(tool.outputSchema, convertedOnce(Schema));
});
