// Sending pages and the uniform error page (never a stack trace).
import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../../core/log.js';
import type { Html } from '../pages/html.js';
import { errorPage } from '../pages/layout.js';
import { PortalError } from './portal-error.js';

export function sendPage(res: Response, page: Html, status = 200): void {
  res.status(status).type('html').send(page.value);
}

export function pageErrorHandler(log: Log) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    let status = 500;
    let message = 'Something went wrong on our side. Please try again later.';
    if (err instanceof PortalError) {
      status = err.status;
      message = err.message;
    } else if (err instanceof URIError) {
      // Express could not decode a path parameter: a % not followed by two hex digits of valid UTF-8.
      status = 400;
      message = 'That address has malformed percent-encoding.';
    } else if (
      typeof (err as { status?: unknown })?.status === 'number' &&
      (err as { status: number }).status < 500 &&
      (err as { expose?: boolean }).expose
    ) {
      // body-parser's errors (malformed or too large a form)
      status = (err as { status: number }).status;
      message = status === 413 ? 'That form was too large.' : 'That request could not be read.';
    } else {
      log.error({ err }, 'page request failed');
    }
    if (res.headersSent) return;
    sendPage(res, errorPage(status, message), status);
  };
}
