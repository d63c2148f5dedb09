// Context cost (issue #16): how many tokens a server's tools/list costs an agent before it does anything,
// i.e. what a client sends to the model for each tool: name, title, description, input schema and
// annotations, serialized as JSON (as the major clients do when they pass tool definitions on).
//
// Tokenizer: o200k_base, from the npm package gpt-tokenizer (pure JavaScript, its vocabulary shipped in
// the package: no download at run time). Why it is a fair proxy: it is the tokenizer of the current
// OpenAI models (GPT-4o, GPT-4.1, o-series, GPT-5), a byte-level BPE with a 200k vocabulary like the
// tokenizers of other current models, whose own tokenizers are not published as packages for their current
// models (@anthropic-ai/tokenizer is the Claude 2 one). Other BPE tokenizers give counts within a modest
// factor of it on English and JSON (bench/agent-tasks.bench.ts prints o200k beside cl100k on the same
// tool lists: cl100k counts 0.97-0.98 of o200k on Switchboard's own and the 123-tool fixture's, 2026-12-01);
// the measure is for comparing servers and budgets, where a shared constant factor changes nothing. Rule version context-cost-v1: change the version if the serialization or tokenizer changes.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

export const CONTEXT_COST_RULE_VERSION = 'context-cost-v1';
export const CONTEXT_COST_TOKENIZER = 'o200k_base (gpt-tokenizer)';
/** A change record is written when the cost grows by more than this fraction. */
export const CONTEXT_GROWTH_THRESHOLD = 0.25;

export interface ToolForCost {
  name: string;
  title?: string | null;
  description?: string | null;
  inputSchema?: unknown;
  annotations?: Record<string, unknown> | null;
}

/** The tools as a client hands them to a model (absent fields left out, as they are on the wire). */
export function modelView(tools: readonly ToolForCost[]): unknown[] {
  return tools.map((t) => ({
    name: t.name,
    ...(t.title != null ? { title: t.title } : {}),
    ...(t.description != null ? { description: t.description } : {}),
    ...(t.inputSchema != null ? { inputSchema: t.inputSchema } : {}),
    ...(t.annotations != null && Object.keys(t.annotations).length ? { annotations: t.annotations } : {}),
  }));
}

/** Tokens of a text with the same tokenizer (e.g. a search hit's object and line against its budget). */
export const textTokens = (text: string): number => countTokens(text);

/**
 * textTokens remembering the last `limit` texts it counted. A search answer counts each hit's object and
 * line against its budget on every request (server/mcp/summaries.ts), and tokenizing was about 9 % of the
 * web process's CPU under search load (#13). The text itself is the key, so a count can never be stale:
 * a changed server, query or rank is a different text. When full, the oldest entry goes (insertion order).
 * `count` is what it remembers (textTokens; the tests watch it).
 */
export function rememberingTextTokens(limit: number, count: (text: string) => number = textTokens): (text: string) => number {
  const counts = new Map<string, number>();
  return (text) => {
    const known = counts.get(text);
    if (known !== undefined) return known;
    const n = count(text);
    if (counts.size >= limit) counts.delete(counts.keys().next().value!);
    counts.set(text, n);
    return n;
  };
}

export function toolTokens(tools: readonly ToolForCost[]): number {
  return tools.length === 0 ? 0 : countTokens(JSON.stringify(modelView(tools)));
}

/** True when the cost grew by more than the threshold (a first measure is never growth). */
export function contextGrew(before: number | null, after: number | null): boolean {
  if (before === null || after === null || before <= 0) return false;
  return after > before * (1 + CONTEXT_GROWTH_THRESHOLD);
}
