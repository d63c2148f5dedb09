// Security headers of every HTML page: a CSP with no script at all and styles only from our one
// stylesheet (so no inline JS or style attribute can run or apply), no framing, forms only to us.
import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';

export function pageHeaders(publicBaseUrl: string) {
  const https = new URL(publicBaseUrl).protocol === 'https:';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'same-origin' },
  });
}

/** Owner pages carry session data: never cached by the browser or a proxy. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}
