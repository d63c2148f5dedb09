// The process configuration, from the environment, validated once at start: a bad value stops the
// process with a message naming the variable. Check limits (CHECK_*) live in core/settings/check-settings.ts.
import path from 'node:path';
import { z } from 'zod';

const url = (what: string) =>
  z.string().refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, `must be an http(s) URL (${what})`);

const Env = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_BASE_URL: url('the address people and agents use to reach this Switchboard').optional(),
  REGISTRY_URL: url('the Official MCP Registry').default('https://registry.modelcontextprotocol.io'),
  SWITCHBOARD_DATA_DIR: z.string().min(1).default('data'),
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOOKUP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface Config {
  databaseUrl: string | undefined;
  port: number;
  host: string;
  publicBaseUrl: string;
  registryUrl: string;
  dataDir: string;
  syncIntervalMinutes: number;
  sessionSecret: string | undefined;
  lookupSecret: string | undefined;
  logLevel: string;
  nodeEnv: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    registryUrl: e.REGISTRY_URL.replace(/\/+$/, ''),
    dataDir: path.resolve(e.SWITCHBOARD_DATA_DIR),
    syncIntervalMinutes: e.SYNC_INTERVAL_MINUTES,
    sessionSecret: e.SESSION_SECRET,
    lookupSecret: e.LOOKUP_SECRET,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
  };
}
