// What one weekly visit of a domain stored in `surfaces.results` (jsonb). These are observations only:
// whether a document names "the same endpoint" depends on which server asks (many servers can share a
// host), so it is judged when read (./view.ts), against that server's registry remote URLs.
export const SURFACES_RESULTS_VERSION = 1;

/** present: 200 with a usable body; absent: 404/410, or a 200 HTML page (an SPA's catch-all); error: anything else. */
export type FetchOutcome = 'present' | 'absent' | 'error';

export interface FetchedDoc {
  url: string;
  outcome: FetchOutcome;
  httpStatus?: number;
  /** Why the fetch failed (outcome error), e.g. "http 500", "DeadlineError". */
  error?: string;
  /** Present documents: whether they pass the schema (the A2A card and the auth file: their minimal shape). */
  valid?: boolean;
  /** The first schema problem of a present but invalid document. */
  problem?: string;
}

export interface CardDoc extends FetchedDoc {
  /** `remotes[].url` as published (kept even when the card is invalid, so a mismatch can still be shown). */
  remoteUrls?: string[];
}

export interface CatalogDoc extends FetchedDoc {
  /** Absolute URLs of the entries typed application/mcp-server-card+json. */
  cardUrls?: string[];
}

export interface SurfaceResults {
  version: typeof SURFACES_RESULTS_VERSION;
  /** Where the well-known documents were asked for (the origin of a remote on this host, or https://domain). */
  origin: string;
  /** GETs spent on this visit (at most MAX_REQUESTS_PER_DOMAIN). */
  requests: number;
  /** The visit stopped early: the host could not be resolved, was refused by the safety rules, or refused connections. */
  unreachable?: string;
  /** `<remote url>/server-card` (SEP-2127's reserved location), per remote URL looked at. */
  remoteCards: CardDoc[];
  wellKnownServerCard: CardDoc | null;
  mcpCatalog: CatalogDoc | null;
  aiCatalog: CatalogDoc | null;
  /** agent-card.json, or the older agent.json when the first is absent. */
  agentCard: FetchedDoc | null;
  registryAuth: FetchedDoc | null;
  /** Cards that a catalog names on this origin and that were not fetched as one of the above. */
  linkedCards: CardDoc[];
}

/** SEP-2127's reserved location: the remote URL (no query, no trailing slash) + `/server-card`. */
export function remoteCardUrl(remoteUrl: string): string {
  const u = new URL(remoteUrl);
  u.search = '';
  u.hash = '';
  u.pathname = `${u.pathname.replace(/\/+$/, '')}/server-card`;
  return u.toString();
}
