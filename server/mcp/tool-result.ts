// Tool answers in one shape: structured data plus a short text for models that read only text, and
// tool errors (isError) that name the argument to fix. Never a stack trace.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { CatalogInputError, IndexNotReadyError } from '../../catalog/errors.js';
import { ClientGoneError } from '../../catalog/search-guard.js';

export function ok<T extends Record<string, unknown>>(structured: T, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

export function toolError(text: string, structured?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true, ...(structured ? { structuredContent: structured } : {}) };
}

/** Known failures become tool errors; anything else is logged and reported without detail. */
export function failure(err: unknown, report: (err: unknown) => void): CallToolResult {
  if (err instanceof CatalogInputError) {
    return toolError(`Invalid argument "${err.field}": ${err.message}`, {
      error: 'invalid_argument',
      field: err.field,
      message: err.message,
    });
  }
  if (err instanceof IndexNotReadyError) return toolError(err.message, { error: 'not_ready', message: err.message });
  // Nobody reads this answer; not an internal failure worth a log line.
  if (err instanceof ClientGoneError) return toolError(err.message, { error: 'client_gone', message: err.message });
  report(err);
  return toolError('Switchboard could not answer this request because of an internal error; try again later.', { error: 'internal' });
}

/** A tool handler with the one try/catch every tool shares: a thrown failure becomes failure()'s answer. */
export function guarded<A extends unknown[]>(
  report: (err: unknown) => void,
  handler: (...args: A) => Promise<CallToolResult>,
): (...args: A) => Promise<CallToolResult> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (err) {
      return failure(err, report);
    }
  };
}
