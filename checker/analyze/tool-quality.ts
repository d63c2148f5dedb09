// Tool-definition quality, one of the four parts of the rank score (docs/ranking.md, "Tool definitions").
//
//   toolQuality(check) -> number in [0, 1], or null when the check says nothing about the server
//     check.outcome/state as in the check contract (docs/checks.md); check.tools the listed tools (responds only).
//   responds, with tools  mean of three shares: with a non-empty description; with an inputSchema whose
//                         type is "object"; with readOnlyHint or destructiveHint declared (boolean)
//   responds, zero tools  0: the part rates what an agent can call, and there is nothing to call. Giving
//                         it 0.5 would rank empty template servers ("non functional server (yet)", dozens
//                         in the registry) above servers whose real tools are poorly described.
//   auth_required, payment_required, access_denied  0.5: reachable but the tools are unseen, so neither
//                         rewarded nor punished. access_denied (403 without challenge) is treated like
//                         auth because we cannot tell whether the block is aimed at checkers or at agents.
//   not_reachable         0
//   not_checked, refused  null: no new information; the caller keeps the previous value.
import type { Tool } from './tools.js';

export const TOOL_QUALITY_RULE_VERSION = 'tool-quality-v1';

export interface ToolQualityInput {
  outcome: 'reachable' | 'not_reachable' | 'not_checked' | 'refused';
  state?: string;
  tools?: readonly Tool[] | null;
}

export function toolQuality(check: ToolQualityInput): number | null {
  if (check.outcome === 'not_checked' || check.outcome === 'refused') return null;
  if (check.outcome === 'not_reachable') return 0;
  if (check.state !== 'responds') return 0.5;
  const tools = check.tools ?? [];
  if (tools.length === 0) return 0;
  const share = (pred: (t: Tool) => boolean) => tools.filter(pred).length / tools.length;
  const described = share((t) => typeof t.description === 'string' && t.description.trim() !== '');
  const objectSchema = share((t) => isObjectSchema(t.inputSchema));
  const hinted = share((t) => typeof t.annotations?.readOnlyHint === 'boolean' || typeof t.annotations?.destructiveHint === 'boolean');
  return (described + objectSchema + hinted) / 3;
}

function isObjectSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { type?: unknown }).type === 'object';
}
