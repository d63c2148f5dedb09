// Declared risk (docs/ranking.md, "Declared risk"): what the server says about its tools, never guessed from
// names and never verified by calling.
//
//   declaredRisk(tools) -> 'read_only' | 'destructive' | 'can_write' | 'not_declared'
//     not_declared  no tool carries a hint (also: no tools at all)
//     read_only     every tool declares readOnlyHint: true
//     destructive   some tool declares destructiveHint: true (and not readOnlyHint: true, see declaresDestructive)
//     can_write     tools carry hints, but not every tool is read-only and none declares destructive
// "Carries a hint" means one of the four boolean hints is present (true or false); a bare `title`
// annotation is not a hint. Per MCP, a tool without readOnlyHint is presumed able to write, which is why
// a partly annotated server is can_write rather than read_only.
import { declaresDestructive, type Tool } from './tools.js';

export type DeclaredRisk = 'read_only' | 'destructive' | 'can_write' | 'not_declared';
export const RISK_RULE_VERSION = 'risk-v1';

export function declaredRisk(tools: readonly Tool[]): DeclaredRisk {
  if (!tools.some(carriesHint)) return 'not_declared';
  if (tools.some(declaresDestructive)) return 'destructive';
  if (tools.every((t) => t.annotations?.readOnlyHint === true)) return 'read_only';
  return 'can_write';
}

function carriesHint(tool: Tool): boolean {
  const a = tool.annotations;
  if (!a) return false;
  return [a.readOnlyHint, a.destructiveHint, a.idempotentHint, a.openWorldHint].some((h) => typeof h === 'boolean');
}
