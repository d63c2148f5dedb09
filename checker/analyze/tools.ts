// The tool definition as a check sees it (one entry of `tools/list`), and the tool-set hash.
//
// Inputs/outputs:
//   Tool                       the fields Switchboard keeps from a tool; everything else the server sent is ignored.
//   toolSetHash(tools): string sha256 (hex) of canonical JSON of [{ name, description, inputSchema }] sorted by name.
//                              Change records compare it with the previous check's hash (docs/ranking.md, "Change records").
//   declaresDestructive(tool)  the one definition of "declares destructive" shared by risk and change records.
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  title?: string;
}

export interface Tool {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: ToolAnnotations;
}

// Titles, annotations and output schemas are left out on purpose: the hash answers "did what the agent
// calls, and how it is described, change?", and annotations have their own change record (newly destructive).
export function toolSetHash(tools: readonly Tool[]): string {
  const entries = tools
    .map((t) => ({ name: t.name, description: t.description ?? null, inputSchema: t.inputSchema ?? null }))
    .map((e) => ({ e, key: canonicalJson(e) }))
    // Sorting by name alone would leave duplicate names in server order; the full key makes it total.
    .sort((a, b) => (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((x) => x.e);
  return createHash('sha256').update(canonicalJson(entries)).digest('hex');
}

// MCP: destructiveHint "is meaningful only when readOnlyHint is false", so a tool that says both
// read-only and destructive is taken as read-only.
export function declaresDestructive(tool: Tool): boolean {
  return tool.annotations?.destructiveHint === true && tool.annotations.readOnlyHint !== true;
}
