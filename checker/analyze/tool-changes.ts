// What changed in a server's tools between two checks (docs/ranking.md, "Change records").
//
//   diffTools(prev, next) -> ToolDiff
//     prev: the tools of the previous check that listed tools, or null when there is none (first sight).
//     next: the tools of this check.
//   ToolDiff lists tool names, each sorted and without duplicates:
//     added            in next, not in prev (everything, when prev is null)
//     removed          in prev, not in next
//     schemaChanged    in both, canonical inputSchema differs (key order does not count)
//     newlyDestructive declares destructive now (see declaresDestructive) and did not before,
//                      new tools included
// The caller only calls this when the check actually saw tools (state `responds`): an auth_required check
// has no tool list, and diffing it against [] would report every tool as removed.
import { canonicalJson } from './canonical-json.js';
import { declaresDestructive, type Tool } from './tools.js';

export interface ToolDiff {
  added: string[];
  removed: string[];
  schemaChanged: string[];
  newlyDestructive: string[];
}

export function diffTools(prev: readonly Tool[] | null, next: readonly Tool[]): ToolDiff {
  const before = byName(prev ?? []);
  const after = byName(next);
  const added: string[] = [];
  const removed: string[] = [];
  const schemaChanged: string[] = [];
  const newlyDestructive: string[] = [];
  for (const [name, tool] of after) {
    const old = before.get(name);
    if (!old) added.push(name);
    else if (canonicalJson(old.inputSchema ?? null) !== canonicalJson(tool.inputSchema ?? null)) schemaChanged.push(name);
    if (declaresDestructive(tool) && !(old && declaresDestructive(old))) newlyDestructive.push(name);
  }
  for (const name of before.keys()) if (!after.has(name)) removed.push(name);
  return { added: added.sort(), removed: removed.sort(), schemaChanged: schemaChanged.sort(), newlyDestructive: newlyDestructive.sort() };
}

// A server listing one name twice is malformed; the last definition wins, as a client's lookup table would.
function byName(tools: readonly Tool[]): Map<string, Tool> {
  const m = new Map<string, Tool>();
  for (const t of tools) m.set(t.name, t);
  return m;
}
