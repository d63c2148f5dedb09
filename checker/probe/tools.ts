// Tool definitions as a check records them: what the server declared, copied as data (never followed).
import type { ToolRecord } from '../../core/check-result.js';

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function obj(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** The tools of one tools/list page; entries without a string name are dropped (null: not a tools page). */
export function toolsFromPage(result: Record<string, unknown>): { tools: ToolRecord[]; nextCursor: string | null } | null {
  if (!Array.isArray(result.tools)) return null;
  const tools: ToolRecord[] = [];
  for (const t of result.tools) {
    const o = obj(t);
    if (!o || typeof o.name !== 'string') continue;
    tools.push({
      name: o.name,
      title: str(o.title) ?? str(obj(o.annotations)?.title),
      description: str(o.description),
      inputSchema: o.inputSchema ?? null,
      hasOutputSchema: obj(o.outputSchema) !== null,
      annotations: obj(o.annotations),
    });
  }
  const next = result.nextCursor;
  return { tools, nextCursor: typeof next === 'string' && next !== '' ? next : null };
}

export interface ServerIdentity {
  name: string | null;
  version: string | null;
  title: string | null;
}

export function identityFrom(info: unknown): ServerIdentity | null {
  const o = obj(info);
  if (!o) return null;
  return { name: str(o.name), version: str(o.version), title: str(o.title) };
}
