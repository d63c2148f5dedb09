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

/**
 * Filtered bases of the registry API (`/r/<name>/v0.1/servers`): a JSON object of name -> query string
 * of filters. The filter names and values are checked when the web app is built (app/http/app.ts), by
 * the same parser the API uses; here only the shape.
 */
export const DEFAULT_REGISTRY_PRESETS: Readonly<Record<string, string>> = {
  // What a team asks for: servers that answer today without sign-in, with no instruction-like notices.
  answering: 'state=responds&notices=none',
  remote: 'has_remote=true',
};

const Presets = z
  .string()
  .transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of preset name -> query string, e.g. {"answering":"state=responds&notices=none"}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'preset names are lower-case letters, digits and dashes (at most 40)'),
      z.string().max(500),
    ),
  );

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
  REGISTRY_PRESETS: Presets.optional(),
  API_RATE_LIMIT: z.coerce.number().int().min(0, 'must be 0 (off) or more').default(600),
  TRUST_PROXY: z.string().default('loopback').transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (typeof parsed === 'string' && parsed.startsWith('!')) {
      ctx.addIssue({ code: 'custom', message: parsed.slice(1) });
      return z.NEVER;
    }
    return parsed;
  }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_LOOPBACK: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

/**
 * TRUST_PROXY: which proxies in front of the web process may name the client (X-Forwarded-For), for the
 * per-client rate limits, the lookup counts and /metrics' loopback rule. A number of hops ("1": one proxy
 * in front), or addresses/subnets and the names loopback, linklocal, uniquelocal, comma-separated, or
 * "false" (no proxy: the socket's address is the client). "true" is refused: trusting every hop lets any
 * client pick its own address and escape its rate limit. Returns what Express's `trust proxy` takes, or
 * "!<reason>" when the value cannot be used.
 */
export function parseTrustProxy(v: string): string | number | false {
  const t = v.trim();
  if (t === 'false' || t === 'none' || t === '0') return false;
  if (t === 'true') return '!"true" would trust every hop (any client could choose its address): give the number of proxies, or their addresses';
  if (/^\d+$/.test(t)) return Number(t);
  const parts = t.split(',').map((p) => p.trim()).filter(Boolean);
  const ok = parts.every((p) => ['loopback', 'linklocal', 'uniquelocal'].includes(p) || /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p));
  return ok && parts.length > 0 ? parts.join(',') : `!must be a number of proxies, "false", or addresses/subnets (or loopback, linklocal, uniquelocal), comma-separated; got ${JSON.stringify(v)}`;
}

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
  /** Preset name -> filter query string (REGISTRY_PRESETS, else DEFAULT_REGISTRY_PRESETS). */
  registryPresets: Record<string, string>;
  /** Requests a minute per client address on /mcp, /api and the pages; 0 = no limit (API_RATE_LIMIT). */
  apiRateLimit: number;
  /** Express's `trust proxy` (TRUST_PROXY, see parseTrustProxy). */
  trustProxy: string | number | false;
  /** Bearer token that opens /metrics from anywhere (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Loopback clients may read /metrics without the token (METRICS_LOOPBACK, default true). */
  metricsLoopback: boolean;
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
    registryPresets: e.REGISTRY_PRESETS ?? { ...DEFAULT_REGISTRY_PRESETS },
    apiRateLimit: e.API_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    metricsLoopback: e.METRICS_LOOPBACK,
  };
}
