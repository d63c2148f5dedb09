// Every environment variable Switchboard reads, in one zod schema, parsed once at start (app/runtime.ts).
// To add a variable, add one `variable(...)` line to its group below: it is then validated, typed in
// `Config`, listed in the README's configuration table (`npm run docs:config` rewrites it; a test fails
// while the README disagrees) and, for a check setting, shown on /about/checks. Nothing else reads
// `process.env` for configuration: settings reach the code that uses them as arguments.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A variable's name and its one-line description, attached to its schema (README, /about/checks). */
export interface VariableMeta {
  env: string;
  describe: string;
  /** The default as the README shows it, when it is not the schema's literal default (derived ones). */
  shownDefault?: string;
}

export const VARIABLES = z.registry<VariableMeta>();

function variable<T extends z.ZodType>(env: string, schema: T, describe: string, shownDefault?: string): T {
  VARIABLES.add(schema, shownDefault === undefined ? { env, describe } : { env, describe, shownDefault });
  return schema;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = () => z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = () =>
  z.coerce.number({ error: 'must be a positive integer' }).int('must be a positive integer').min(1, 'must be a positive integer');
const secret = () => z.string().min(32, 'must be at least 32 characters');
const protocolDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-06-18');
const portList = () =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().min(1).max(65535)));
/**
 * TRUST_PROXY: which proxies in front of the web process may name the client (X-Forwarded-For), for the
 * per-client rate limits, the lookup counts and /metrics' loopback rule. "true" is refused: trusting every
 * hop lets any client pick its own address and escape its rate limit. The result is what Express's
 * `trust proxy` takes.
 */
const trustProxy = () =>
  z.string().transform((v, ctx): string | number | false => {
    const t = v.trim();
    if (t === 'false' || t === 'none' || t === '0') return false;
    if (t === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: '"true" would trust every hop (any client could choose its address): give the number of proxies, or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(t)) return Number(t);
    const parts = t
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (
      parts.length === 0 ||
      !parts.every((p) => ['loopback', 'linklocal', 'uniquelocal'].includes(p) || /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies, "false", or addresses/subnets (or loopback, linklocal, uniquelocal), comma-separated; got ${JSON.stringify(v)}`,
      });
      return z.NEVER;
    }
    return parts.join(',');
  });

const httpUrl = (what: string) =>
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

const presets = () =>
  z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON object of preset name -> query string, e.g. {"answering":"state=responds&notices=none"}',
        });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(
        z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'preset names are lower-case letters, digits and dashes (at most 40)'),
        z.string().max(500),
      ),
    );

/** The process: where it listens, where its data is, whom it mirrors. */
const ProcessShape = {
  databaseUrl: variable(
    'DATABASE_URL',
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    'Any PostgreSQL 13+; unset: an embedded PostgreSQL under the data directory.',
    'embedded PostgreSQL in `./data/pg`',
  ),
  port: variable('PORT', int(0, 65535).default(8080), 'Port the web process listens on.'),
  host: variable('HOST', z.string().min(1).default('0.0.0.0'), 'Address the web process listens on.'),
  publicBaseUrl: variable(
    'PUBLIC_BASE_URL',
    httpUrl('the address people and agents use to reach this Switchboard').optional(),
    "The address people and agents use (MCP endpoint, links, the checker's User-Agent).",
    '`http://localhost:$PORT`',
  ),
  registryUrl: variable(
    'REGISTRY_URL',
    httpUrl('the Official MCP Registry').default('https://registry.modelcontextprotocol.io'),
    'The registry mirrored.',
  ),
  dataDir: variable('SWITCHBOARD_DATA_DIR', z.string().min(1).default('data'), 'Where the embedded database keeps its files.', '`./data`'),
  syncIntervalMinutes: variable(
    'SYNC_INTERVAL_MINUTES',
    int(1, 24 * 60).default(60),
    'How often the worker asks the registry for changes, in minutes.',
  ),
  lookupSecret: variable(
    'LOOKUP_SECRET',
    secret().optional(),
    'Keys the daily lookup counts (32+ characters); unset: one kept in the database.',
    'generated',
  ),
  logLevel: variable(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'Log level (fatal, error, warn, info, debug, trace, silent); logs go to stderr.',
  ),
  nodeEnv: variable('NODE_ENV', z.string().default('production'), '`test` lets tests reach loopback; anything else is production.'),
  /** Preset name -> filter query string (REGISTRY_PRESETS, else DEFAULT_REGISTRY_PRESETS). */
  registryPresets: variable(
    'REGISTRY_PRESETS',
    presets().optional(),
    'Filtered bases of the registry API (`/r/<name>/v0.1/servers`): a JSON object of name -> filter query string.',
    '`{"answering":"state=responds&notices=none","remote":"has_remote=true"}`',
  ),
  unsafeAllowPrivate: variable(
    'CHECK_UNSAFE_ALLOW_PRIVATE',
    bool().default(false),
    'Lets checks reach loopback and private addresses: local demos only, never a public checker (net/allow-private.ts reads it where it is enforced).',
  ),
};

/** The web process's limits against abuse (app/http/rate-limit.ts, app/http/metrics-access.ts; README "Running it in production"). */
const WebShape = {
  apiRateLimit: variable(
    'API_RATE_LIMIT',
    int(0, 1_000_000).default(600),
    'Requests a minute per client address on /mcp, /api and the pages together (429 + Retry-After); 0 turns the limit off. Counted per web process.',
  ),
  trustProxy: variable(
    'TRUST_PROXY',
    trustProxy().default('loopback'),
    'Proxies allowed to name the client with X-Forwarded-For: a hop count, addresses/subnets (and loopback, linklocal, uniquelocal) comma-separated, or false.',
  ),
  metricsToken: variable(
    'METRICS_TOKEN',
    z.string().min(16, 'must be at least 16 characters').optional(),
    'Authorization: Bearer <token> opens /metrics from any address (16+ characters).',
    'none',
  ),
  metricsLoopback: variable(
    'METRICS_LOOPBACK',
    bool().default(true),
    'Loopback clients may read /metrics without the token; false: the token is always needed.',
  ),
};

/** The check's limits: the public /about/checks page lists this group, in this order (docs/checks.md). */
export const CheckShape = {
  /** Protocol version sent in `initialize` (2025-era handshake and legacy HTTP+SSE). */
  initializeProtocolVersion: variable(
    'CHECK_PROTOCOL_VERSION',
    protocolDate().default('2025-06-18'),
    'Protocol version sent with initialize.',
  ),
  /** Protocol revision asked for with `server/discover` and the per-request `_meta` envelope. */
  modernProtocolVersion: variable(
    'CHECK_MODERN_PROTOCOL_VERSION',
    protocolDate().default('2026-07-28'),
    'Protocol revision asked for with server/discover.',
  ),
  /** Overall time for one response, from the request until its last needed byte (not an idle timer). */
  responseDeadlineMs: variable(
    'CHECK_RESPONSE_TIMEOUT_MS',
    int(100, 120_000).default(10_000),
    'Overall time allowed for one response, in milliseconds.',
  ),
  /** Legacy HTTP+SSE: how long to wait for the `endpoint` event after the stream opens. */
  endpointEventTimeoutMs: variable(
    'CHECK_SSE_ENDPOINT_TIMEOUT_MS',
    int(100, 120_000).default(10_000),
    'Legacy HTTP+SSE: time allowed for the endpoint event, in milliseconds.',
  ),
  /** Ceiling for a whole check, however many requests it makes. */
  checkDeadlineMs: variable(
    'CHECK_TOTAL_TIMEOUT_MS',
    int(1_000, 600_000).default(60_000),
    'Time allowed for a whole check, in milliseconds.',
  ),
  /** Decoded bytes read from one response (or, on a legacy SSE stream, for one answer). */
  maxBodyBytes: variable('CHECK_MAX_BODY_BYTES', int(1_024, 64 * 1024 * 1024).default(256 * 1024), 'Decoded bytes read from one response.'),
  /** Longest SSE line (bytes) kept while waiting for its end. */
  maxSseLineBytes: variable(
    'CHECK_MAX_SSE_LINE_BYTES',
    int(1_024, 64 * 1024 * 1024).default(256 * 1024),
    'Longest line of an event stream kept in memory.',
  ),
  maxToolPages: variable('CHECK_MAX_TOOL_PAGES', int(1, 100).default(5), 'Pages of tools/list followed.'),
  maxTools: variable('CHECK_MAX_TOOLS', int(1, 100_000).default(500), 'Tools recorded per check.'),
  /** 0 means redirects are not followed; each followed hop is judged by every safety rule. */
  maxRedirects: variable('CHECK_MAX_REDIRECTS', int(0, 3).default(0), 'Redirects followed (each hop judged by every safety rule).'),
  /** Plain http is checked (and recorded as "no TLS") unless this is false. */
  allowHttp: variable('CHECK_ALLOW_HTTP', bool().default(true), 'Whether plain http URLs are checked (recorded as no TLS).'),
  /** Ports allowed besides those >= minPort. */
  allowedPorts: variable('CHECK_ALLOWED_PORTS', portList().default([80, 443]), 'Ports allowed below the minimum port.'),
  minPort: variable('CHECK_MIN_PORT', int(1, 65535).default(1024), 'Every port from this one up is allowed.'),
  /** Send `DELETE` of the session when the server gave an `Mcp-Session-Id`. */
  endSession: variable('CHECK_END_SESSION', bool().default(true), 'End the session with DELETE when the server gave one.'),
  /** Sent with `ping` after `tools/list` in the 2025-era handshake. */
  sendPing: variable('CHECK_SEND_PING', bool().default(true), 'Send ping after tools/list (2025-era handshake).'),
};

/**
 * The scheduler's politeness limits (docs/checks.md, "Politeness and schedule"). Those without a variable
 * are fixed rules; tests and the bench shorten the per-host spacing to scale time down, never the rules.
 */
const ScheduleShape = {
  /** Minimum time between two check starts on one host. */
  startSpacingMs: variable(
    'SCHEDULE_HOST_SPACING_MS',
    positiveInt().default(1_000),
    'Minimum time between two check starts on one host, in milliseconds.',
  ),
  /** Minimum time between two early checks (new or changed servers, owner requests) on one host. */
  earlySpacingMs: variable(
    'SCHEDULE_EARLY_SPACING_MS',
    positiveInt().default(30_000),
    'Minimum time between two early checks (new or changed servers, owner requests) on one host, in milliseconds.',
  ),
  /** Checks in progress on one host. */
  maxInFlight: z.number().default(1),
  /** Checks in progress on a shared host (one that serves sharedHostRemotes or more listed remotes). */
  sharedMaxInFlight: z.number().default(4),
  sharedHostRemotes: z.number().default(20),
  /** Checks one host gets per UTC day. */
  dailyMaxPerHost: variable('SCHEDULE_DAILY_MAX_PER_HOST', positiveInt().default(3_000), 'Checks one host gets per UTC day.'),
  /** A failed first try is retried once, this long after it. */
  retryDelayMs: z.number().default(30 * 60_000),
  /** A Retry-After longer than this marks the host as "asked us to slow down". */
  slowDownAfterMs: z.number().default(24 * 3_600_000),
  /** A removed server is rechecked this often. */
  removedRecheckMs: z.number().default(30 * 24 * 3_600_000),
  /**
   * A claim expires this long after it was taken; a worker that died loses its claims then. Longer than a
   * whole check may take (checkDeadlineMs, 60 s), so a live check never loses its claim.
   */
  leaseMs: variable(
    'SCHEDULE_LEASE_MS',
    positiveInt().default(90_000),
    'A claim expires this long after it was taken (a dead worker loses its claims then), in milliseconds.',
  ),
  /**
   * A claimed start holds its host until the check's first request is sent (then the next start is one
   * spacing after the send); a check that cannot send within this (bounded by the lease) sends nothing.
   */
  startConfirmMs: z.number().default(30_000),
  /** Real time: a host that opens within this (at most 0.9 of a spacing) is claimed ahead, the check waits. */
  claimAheadMs: z.number().default(250),
  /** How often in-flight checks are compared with owner pauses (besides LISTEN owner_paused). */
  pausePollMs: z.number().default(2_000),
  /** Checks one worker process runs at once (over all hosts). */
  workerConcurrency: variable(
    'SCHEDULE_WORKER_CONCURRENCY',
    positiveInt().default(64),
    'Checks one worker process runs at once (over all hosts).',
  ),
  /** Hosts considered per claim round. */
  claimBatch: z.number().default(64),
};

const PACKAGE_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

export function checkerVersion(): string {
  return PACKAGE_VERSION;
}

/** `SwitchboardCheck/<version> (+<public base URL>/about/checks)`. */
export function userAgentFor(publicBaseUrl: string, version = PACKAGE_VERSION): string {
  return `SwitchboardCheck/${version} (+${publicBaseUrl.replace(/\/+$/, '')}/about/checks)`;
}

export const ConfigSchema = z
  .object({ ...ProcessShape, ...WebShape, check: z.object(CheckShape), schedule: z.object(ScheduleShape) })
  .transform((c) => {
    // One default for the public address, used by the links and by the checker's User-Agent alike.
    const publicBaseUrl = (c.publicBaseUrl ?? `http://localhost:${c.port}`).replace(/\/+$/, '');
    return {
      ...c,
      publicBaseUrl,
      registryUrl: c.registryUrl.replace(/\/+$/, ''),
      registryPresets: c.registryPresets ?? { ...DEFAULT_REGISTRY_PRESETS },
      dataDir: path.resolve(c.dataDir),
      check: { ...c.check, userAgent: userAgentFor(publicBaseUrl) },
    };
  });

export type Config = z.infer<typeof ConfigSchema>;
export type CheckSettings = Config['check'];
export type ScheduleSettings = Config['schedule'];

/** Any bad configuration: names the variable (or variables) at fault, never a stack trace. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

interface Entry {
  path: [string] | [string, string];
  env: string;
  describe: string;
  schema: z.ZodType;
  shownDefault?: string;
}

function entriesOf(shape: Record<string, z.ZodType>, group?: string): Entry[] {
  const out: Entry[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const meta = VARIABLES.get(schema);
    if (meta) out.push({ path: group ? [group, key] : [key], schema, ...meta });
  }
  return out;
}

/** Every variable, in README order: the process, then the check (the /about/checks order), then the schedule. */
export const ENTRIES: readonly Entry[] = [
  ...entriesOf(ProcessShape),
  ...entriesOf(WebShape),
  ...entriesOf(CheckShape, 'check'),
  ...entriesOf(ScheduleShape, 'schedule'),
];

/** Parses the whole environment; unset and empty variables take their defaults. Throws a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, Record<string, unknown>> & { check: Record<string, unknown>; schedule: Record<string, unknown> } = {
    check: {},
    schedule: {},
  };
  for (const e of ENTRIES) {
    const raw = env[e.env];
    if (raw === undefined || raw === '') continue;
    if (e.path.length === 1) (input as Record<string, unknown>)[e.path[0]] = raw;
    else input[e.path[0]]![e.path[1]] = raw;
  }
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const named = parsed.error.issues.map((i) => {
      const at = i.path.join('.');
      const entry = ENTRIES.find((e) => e.path.join('.') === at);
      return { env: entry?.env ?? at, message: i.message };
    });
    const lines = named.map((n) => `  ${n.env}: ${n.message}`);
    throw new ConfigError(named.map((n) => n.env).join(', '), `invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The configuration of an empty environment: every default (tests, and callers given no settings). */
export const DEFAULT_CONFIG: Config = loadConfig({});
export const DEFAULT_CHECK_SETTINGS: CheckSettings = DEFAULT_CONFIG.check;
export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = DEFAULT_CONFIG.schedule;

/** The default of a variable as the README shows it. */
function shownDefault(e: Entry): string {
  if (e.shownDefault) return e.shownDefault;
  const value: unknown =
    e.path.length === 1
      ? (DEFAULT_CONFIG as Record<string, unknown>)[e.path[0]]
      : (DEFAULT_CONFIG[e.path[0] as 'check' | 'schedule'] as Record<string, unknown>)[e.path[1]];
  return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
}

/** The README's configuration table (between its `config-table` markers), generated from the schema. */
export function configTableMarkdown(): string {
  const rows = ENTRIES.map((e) => `| \`${e.env}\` | ${shownDefault(e)} | ${e.describe} |`);
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Rows for the public /about/checks page: what each check setting is, its variable and its value here. */
export function describeCheckSettings(
  settings: CheckSettings,
): Array<{ key: string; env: string; value: unknown; default: unknown; describe: string }> {
  return ENTRIES.filter((e) => e.path[0] === 'check').map((e) => {
    const key = e.path[1] as keyof CheckSettings;
    return { key, env: e.env, value: settings[key], default: DEFAULT_CHECK_SETTINGS[key], describe: e.describe };
  });
}
