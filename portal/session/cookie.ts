// The session cookie. `__Host-` requires Secure, and browsers drop Secure cookies set over plain http, so
// the name depends on how the site is served: behind TLS (PUBLIC_BASE_URL is https) it is
// `__Host-sb_session` (Secure, Path=/, no Domain); on plain http (local runs, tests) it is `sb_session`
// with the same attributes minus Secure.
import type { Request, Response } from 'express';

export interface CookiePolicy {
  name: string;
  secure: boolean;
}

export function cookiePolicy(publicBaseUrl: string): CookiePolicy {
  const secure = new URL(publicBaseUrl).protocol === 'https:';
  return { name: secure ? '__Host-sb_session' : 'sb_session', secure };
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function writeSessionCookie(res: Response, policy: CookiePolicy, sid: string): void {
  const attrs = [`${policy.name}=${sid}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (policy.secure) attrs.push('Secure');
  res.append('Set-Cookie', attrs.join('; '));
}

export function clearSessionCookie(res: Response, policy: CookiePolicy): void {
  const attrs = [`${policy.name}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (policy.secure) attrs.push('Secure');
  res.append('Set-Cookie', attrs.join('; '));
}
