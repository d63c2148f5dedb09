// Structured logs (pino) on stderr, so that a command's own output on stdout (`check --json`) stays clean.
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The one log type modules take: the process's pino logger satisfies it, and a test can pass four small
 * functions. Only app/ holds the pino `Logger` itself.
 */
export interface Log {
  error(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

/** Drops everything (tests, and callers given no log). */
export const SILENT_LOG: Log = { error() {}, warn() {}, info() {}, debug() {} };

export function createLogger(level = process.env.LOG_LEVEL ?? 'info', name = 'switchboard'): Logger {
  return pino({ name, level }, pino.destination({ fd: 2, sync: true }));
}
