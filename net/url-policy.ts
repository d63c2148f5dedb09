// Rule 1 of the check's safety rules: what a URL may look like before anything is resolved or sent.
import { UnsafeTargetError } from './errors.js';

export interface UrlPolicy {
  allowHttp: boolean;
  allowedPorts: readonly number[];
  minPort: number;
}

export interface JudgedUrl {
  url: URL;
  /** Without IPv6 brackets. */
  hostname: string;
  port: number;
  https: boolean;
}

/** Throws UnsafeTargetError; returns the parsed URL with its effective port. */
export function judgeUrl(raw: string, policy: UrlPolicy): JudgedUrl {
  // Checked on the raw text: URL() would percent-encode braces in a path and hide them.
  if (/[{}]/.test(raw)) throw new UnsafeTargetError('placeholder', 'URL has an unexpanded {placeholder}');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError('disallowed_scheme', 'not a valid URL');
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 'https' && !(scheme === 'http' && policy.allowHttp)) {
    throw new UnsafeTargetError('disallowed_scheme', `scheme ${scheme} is not allowed`);
  }
  if (url.username || url.password) throw new UnsafeTargetError('disallowed_scheme', 'URL carries userinfo (a credential)');
  const port = url.port ? Number(url.port) : scheme === 'https' ? 443 : 80;
  if (!(policy.allowedPorts.includes(port) || port >= policy.minPort)) {
    throw new UnsafeTargetError('disallowed_port', `port ${port} is not allowed`);
  }
  let hostname = url.hostname;
  if (hostname.startsWith('[') && hostname.endsWith(']')) hostname = hostname.slice(1, -1);
  if (!hostname) throw new UnsafeTargetError('disallowed_scheme', 'URL has no host');
  return { url, hostname, port, https: scheme === 'https' };
}
