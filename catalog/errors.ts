// Input the catalogue cannot serve. `field` names the offending input so that the MCP tool error and the
// API's 400 body both say which argument to fix.
export class CatalogInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CatalogInputError';
  }
}

/** The live index has not finished its first build: callers answer "try again shortly", never empty results. */
export class IndexNotReadyError extends Error {
  constructor() {
    super('the search index is still being built; try again in a few seconds');
    this.name = 'IndexNotReadyError';
  }
}
