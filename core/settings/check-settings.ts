// The check's settings, each with its default, its environment variable and a sentence for the public
// /about/checks page (which is generated from SETTING_DEFINITIONS: keep every number of the check here).
// Scheduling limits (per-host pacing, retries) belong to checker/schedule, not here.
import fs from 'node:fs';
import { z } from 'zod';

export interface CheckSettings {
  /** Protocol version sent in `initialize` (2025-era handshake and legacy HTTP+SSE). */
  initializeProtocolVersion: string;
  /** Protocol revision asked for with `server/discover` and the per-request `_meta` envelope. */
  modernProtocolVersion: string;
  /** Overall time for one response, from the request until its last needed byte (not an idle timer). */
  responseDeadlineMs: number;
  /** Legacy HTTP+SSE: how long to wait for the `endpoint` event after the stream opens. */
  endpointEventTimeoutMs: number;
  /** Ceiling for a whole check, however many requests it makes. */
  checkDeadlineMs: number;
  /** Decoded bytes read from one response (or, on a legacy SSE stream, for one answer). */
  maxBodyBytes: number;
  /** Longest SSE line (bytes) kept while waiting for its end. */
  maxSseLineBytes: number;
  maxToolPages: number;
  maxTools: number;
  /** 0 means redirects are not followed; each followed hop is judged by every safety rule. */
  maxRedirects: number;
  /** Plain http is checked (and recorded as "no TLS") unless this is false. */
  allowHttp: boolean;
  /** Ports allowed besides those >= minPort. */
  allowedPorts: number[];
  minPort: number;
  /** Send `DELETE` of the session when the server gave an `Mcp-Session-Id`. */
  endSession: boolean;
  /** Sent with `ping` after `tools/list` in the 2025-era handshake. */
  sendPing: boolean;
  userAgent: string;
}

interface SettingDefinition<K extends keyof CheckSettings> {
  key: K;
  env: string;
  describe: string;
  parse: z.ZodType<CheckSettings[K]>;
  default: CheckSettings[K];
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const portList = z
  .string()
  .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).map(Number))
  .pipe(z.array(z.number().int().min(1).max(65535)));

function def<K extends keyof CheckSettings>(d: SettingDefinition<K>): SettingDefinition<K> {
  return d;
}

/** Order is the order of the public page. */
export const SETTING_DEFINITIONS = [
  def({ key: 'initializeProtocolVersion', env: 'CHECK_PROTOCOL_VERSION', default: '2025-06-18', parse: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), describe: 'Protocol version sent with initialize.' }),
  def({ key: 'modernProtocolVersion', env: 'CHECK_MODERN_PROTOCOL_VERSION', default: '2026-07-28', parse: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), describe: 'Protocol revision asked for with server/discover.' }),
  def({ key: 'responseDeadlineMs', env: 'CHECK_RESPONSE_TIMEOUT_MS', default: 10_000, parse: int(100, 120_000), describe: 'Overall time allowed for one response, in milliseconds.' }),
  def({ key: 'endpointEventTimeoutMs', env: 'CHECK_SSE_ENDPOINT_TIMEOUT_MS', default: 10_000, parse: int(100, 120_000), describe: 'Legacy HTTP+SSE: time allowed for the endpoint event, in milliseconds.' }),
  def({ key: 'checkDeadlineMs', env: 'CHECK_TOTAL_TIMEOUT_MS', default: 60_000, parse: int(1_000, 600_000), describe: 'Time allowed for a whole check, in milliseconds.' }),
  def({ key: 'maxBodyBytes', env: 'CHECK_MAX_BODY_BYTES', default: 256 * 1024, parse: int(1_024, 64 * 1024 * 1024), describe: 'Decoded bytes read from one response.' }),
  def({ key: 'maxSseLineBytes', env: 'CHECK_MAX_SSE_LINE_BYTES', default: 256 * 1024, parse: int(1_024, 64 * 1024 * 1024), describe: 'Longest line of an event stream kept in memory.' }),
  def({ key: 'maxToolPages', env: 'CHECK_MAX_TOOL_PAGES', default: 5, parse: int(1, 100), describe: 'Pages of tools/list followed.' }),
  def({ key: 'maxTools', env: 'CHECK_MAX_TOOLS', default: 500, parse: int(1, 100_000), describe: 'Tools recorded per check.' }),
  def({ key: 'maxRedirects', env: 'CHECK_MAX_REDIRECTS', default: 0, parse: int(0, 3), describe: 'Redirects followed (each hop judged by every safety rule).' }),
  def({ key: 'allowHttp', env: 'CHECK_ALLOW_HTTP', default: true, parse: bool, describe: 'Whether plain http URLs are checked (recorded as no TLS).' }),
  def({ key: 'allowedPorts', env: 'CHECK_ALLOWED_PORTS', default: [80, 443], parse: portList, describe: 'Ports allowed below the minimum port.' }),
  def({ key: 'minPort', env: 'CHECK_MIN_PORT', default: 1024, parse: int(1, 65535), describe: 'Every port from this one up is allowed.' }),
  def({ key: 'endSession', env: 'CHECK_END_SESSION', default: true, parse: bool, describe: 'End the session with DELETE when the server gave one.' }),
  def({ key: 'sendPing', env: 'CHECK_SEND_PING', default: true, parse: bool, describe: 'Send ping after tools/list (2025-era handshake).' }),
] as const;

const PACKAGE_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
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

export class SettingsError extends Error {
  constructor(readonly variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'SettingsError';
  }
}

/** Defaults overridden by CHECK_* variables; a bad value throws a SettingsError naming the variable. */
export function loadCheckSettings(env: NodeJS.ProcessEnv = process.env): CheckSettings {
  const out: Record<string, unknown> = {};
  for (const d of SETTING_DEFINITIONS) {
    const raw = env[d.env];
    if (raw === undefined || raw === '') {
      out[d.key] = d.default;
      continue;
    }
    const parsed = (d.parse as z.ZodType).safeParse(raw);
    if (!parsed.success) throw new SettingsError(d.env, parsed.error.issues.map((i) => i.message).join('; '));
    out[d.key] = parsed.data;
  }
  const base = env.PUBLIC_BASE_URL || 'http://localhost:8080';
  try {
    new URL(base);
  } catch {
    throw new SettingsError('PUBLIC_BASE_URL', 'not a URL');
  }
  out.userAgent = userAgentFor(base);
  return out as unknown as CheckSettings;
}

let cached: CheckSettings | undefined;

/** The process's settings (read once), merged with per-call overrides. */
export function checkSettings(overrides: Partial<CheckSettings> = {}): CheckSettings {
  cached ??= loadCheckSettings();
  return { ...cached, ...overrides };
}

/** Rows for the public page: what each setting is, its variable and its value in this process. */
export function describeCheckSettings(settings: CheckSettings = checkSettings()): Array<{ key: string; env: string; value: unknown; default: unknown; describe: string }> {
  return SETTING_DEFINITIONS.map((d) => ({ key: d.key, env: d.env, value: settings[d.key], default: d.default, describe: d.describe }));
}
