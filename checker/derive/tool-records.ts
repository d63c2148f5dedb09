// The probe's tool records (nulls for absent fields) as the analysis rules take them (absent = undefined),
// and the key of a stored tool snapshot.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../analyze/canonical-json.js';
import type { Tool, ToolAnnotations } from '../analyze/tools.js';
import type { ToolRecord } from '../../core/check-result.js';

export function toAnalyzeTool(t: ToolRecord): Tool {
  const out: Tool = { name: t.name };
  if (t.title != null) out.title = t.title;
  if (t.description != null) out.description = t.description;
  if (t.inputSchema != null) out.inputSchema = t.inputSchema;
  if (t.annotations != null) out.annotations = t.annotations as ToolAnnotations;
  return out;
}

// toolSetHash (analyze/tools.ts) leaves annotations and titles out on purpose; a snapshot must keep them
// (newly destructive tools are found by comparing snapshots), so its key covers the whole record.
export function snapshotHash(tools: readonly ToolRecord[]): string {
  const sorted = [...tools].map((t) => ({ t, k: canonicalJson(t) })).sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return createHash('sha256')
    .update(canonicalJson(sorted.map((x) => x.t)))
    .digest('hex');
}
