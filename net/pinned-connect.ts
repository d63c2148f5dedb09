// Rule 3: the socket goes to the address that was judged, never to a second lookup of the name. TLS keeps
// the hostname for SNI and certificate checks. The address is judged once more here, at the last moment,
// so nothing that reaches undici (IP literals included) can dial a private address.
import { buildConnector } from 'undici';
import { judgeAddress, isIpLiteral } from './address-policy.js';
import { UnsafeTargetError } from './errors.js';

export interface ConnectAttempt {
  hostname: string;
  address: string;
  family: 4 | 6;
  port: number;
  protocol: 'http:' | 'https:';
}

/**
 * Test seam, called right before a socket would be opened. Throwing refuses the connection (the error
 * becomes the request's failure). SSRF tests pass one that records and always throws, so even a broken
 * guard cannot reach the network.
 */
export type ConnectHook = (attempt: ConnectAttempt) => void;

export interface PinnedConnectOptions {
  hostname: string;
  address: string;
  family: 4 | 6;
  allowPrivate: boolean;
  connectHook?: ConnectHook;
  /** Extra trusted CAs (tests with their own certificate authority). */
  ca?: string | Buffer | Array<string | Buffer>;
  onConnect?: (address: string) => void;
}

export function pinnedConnector(opts: PinnedConnectOptions): buildConnector.connector {
  const inner = buildConnector({ ca: opts.ca, rejectUnauthorized: true, maxCachedSessions: 0 } as buildConnector.BuildOptions);
  return (connectOpts, callback) => {
    try {
      const verdict = judgeAddress(opts.address, { allowPrivate: opts.allowPrivate });
      if (!verdict.ok) throw new UnsafeTargetError('non_public_address', verdict.detail);
      const protocol = connectOpts.protocol === 'https:' ? 'https:' : 'http:';
      const port = Number(connectOpts.port) || (protocol === 'https:' ? 443 : 80);
      opts.connectHook?.({ hostname: opts.hostname, address: verdict.address, family: verdict.family, port, protocol });
      opts.onConnect?.(verdict.address);
      const servername = isIpLiteral(opts.hostname) ? undefined : opts.hostname;
      inner({ ...connectOpts, hostname: verdict.address, host: undefined, servername }, callback);
    } catch (err) {
      callback(err as Error, null);
    }
  };
}
