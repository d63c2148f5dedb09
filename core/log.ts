// Structured logs (pino) on stderr, so that a command's own output on stdout (`check --json`) stays clean.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level = process.env.LOG_LEVEL ?? 'info', name = 'switchboard'): Logger {
  return pino({ name, level }, pino.destination({ fd: 2, sync: true }));
}
