/** Bad search input. `field` names the offending input, so the MCP tool and the API can say which. */
export class SearchInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'SearchInputError';
  }
}

/** A cursor that is malformed or was issued for a different query, filters or sort. */
export class CursorError extends SearchInputError {
  constructor(message: string) {
    super('cursor', message);
    this.name = 'CursorError';
  }
}
