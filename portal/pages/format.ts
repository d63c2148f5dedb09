// Small formatting rules shared by the pages: percentages, dates, state names in words.
export const pct = (v: number | null | undefined): string => (v === null || v === undefined ? '–' : `${Math.round(v * 1000) / 10} %`);
export const day = (d: Date | string | null | undefined): string => (d ? new Date(d).toISOString().slice(0, 10) : '–');
export const when = (d: Date | string | null | undefined): string =>
  d ? new Date(d).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '–';

const STATES: Record<string, string> = {
  responds: 'Answers without sign-in',
  auth_required: 'Answers; needs sign-in',
  payment_required: 'Answers; asks for payment',
  access_denied: 'Reachable; access denied (firewall or bot protection)',
  dns: 'Not reachable: name does not resolve',
  connect: 'Not reachable: connection failed',
  timeout: 'Not reachable: timed out',
  tls: 'Not reachable: TLS error',
  http_error: 'Not reachable: HTTP error',
  not_mcp: 'Answers, but not as an MCP server',
  too_large: 'Not reachable: answer too large',
  handshake_error: 'Answers JSON-RPC but refuses the handshake',
  placeholder: 'Not checked: the URL has placeholders',
  non_public_address: 'Not checked: not a public address',
  disallowed_port: 'Not checked: port not allowed',
  disallowed_scheme: 'Not checked: scheme not allowed',
  paused_by_owner: "Not checked: paused at the owner's request",
  rate_limited: 'Asked us to slow down (429)',
  blocked: 'Blocked our check',
  no_remote: 'No remote endpoint: a package to install locally',
};

export const stateText = (s: string | null | undefined): string => (s ? (STATES[s] ?? s) : 'Not checked yet');

export function stateTone(s: string | null | undefined): 'ok' | 'warn' | 'fail' | '' {
  if (!s || s === 'no_remote') return '';
  if (s === 'responds' || s === 'auth_required') return 'ok';
  if (s === 'payment_required' || s === 'access_denied' || s === 'rate_limited' || s === 'blocked' || s === 'paused_by_owner')
    return 'warn';
  return 'fail';
}

/** A setting's length of time in words: "30 s", "30 minutes", "24 hours", "30 days". */
export function duration(ms: number): string {
  const unit = (n: number, one: string) => `${Math.round(n * 10) / 10} ${one}${Math.round(n * 10) / 10 === 1 ? '' : 's'}`;
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} s`;
  if (ms < 3_600_000) return unit(ms / 60_000, 'minute');
  if (ms < 86_400_000) return unit(ms / 3_600_000, 'hour');
  return unit(ms / 86_400_000, 'day');
}
