// The one error type handlers throw on purpose; anything else is a 500 with a generic page.
export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

export const notFound = (what = 'page') => new PortalError(404, 'not_found', `There is no such ${what}.`);
export const forbidden = (message = 'You are not allowed to do that.') => new PortalError(403, 'forbidden', message);
export const badRequest = (message: string) => new PortalError(400, 'bad_request', message);
