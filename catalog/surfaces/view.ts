// Judges one domain's stored observations for one server: does each document name the same endpoint as
// the registry lists for that server. Pure; ./read.ts feeds it from the database.
//
//   surfaceView(input) -> SurfacesView
//
// "Names the same endpoint": a card's `remotes[].url`, trailing slash trimmed, equals one of the server's
// registry remote URLs (trimmed alike); a catalog does when one of its server-card entries points to a
// fetched card that does. `consistent`: true when at least one present and valid card or catalog on the
// domain names the endpoint, false when valid ones exist and none does, null when there is none (nothing
// published, only invalid documents, or not visited yet). A shared host's card naming another tenant's
// endpoint is therefore "false" for this server only if nothing on the host names this one.
import {
  remoteCardUrl,
  SURFACES_RESULTS_VERSION,
  type CardDoc,
  type CatalogDoc,
  type FetchedDoc,
  type SurfaceResults,
} from '../../core/surfaces/results.js';

export interface DocView {
  present: boolean;
  valid: boolean;
  /** The first schema problem, a fetch failure, or "not looked at". */
  problem?: string;
  sameEndpoint: boolean;
  /** Where it was asked for. */
  url?: string;
}

export interface SurfacesView {
  domain: string;
  /** remote: a host of this server's remotes; namespace: its registry namespace domain, with no remote on it. */
  via: 'remote' | 'namespace';
  /** ISO time of the last visit; null before the first one. */
  checkedAt: string | null;
  /** `<remote url>/server-card` for this server's first streamable HTTP remote on the host. */
  serverCard: DocView;
  wellKnownServerCard: DocView;
  mcpCatalog: DocView;
  aiCatalog: DocView;
  agentCard: { present: boolean };
  registryAuth: { present: boolean };
  consistent: boolean | null;
}

export interface SurfaceViewInput {
  domain: string;
  via: 'remote' | 'namespace';
  checkedAt: Date | null;
  /** jsonb as stored; `{}` while a first visit is under way. */
  results: unknown;
  /** Every registry remote URL of the server (any host). */
  registryUrls: readonly string[];
  /** This server's streamable HTTP remote URLs on this domain. */
  remoteUrlsHere: readonly string[];
}

const trim = (u: string) => u.trim().replace(/\/+$/, '');
const NOT_LOOKED: DocView = { present: false, valid: false, sameEndpoint: false, problem: 'not looked at' };

function isResults(v: unknown): v is SurfaceResults {
  return typeof v === 'object' && v !== null && (v as { version?: unknown }).version === SURFACES_RESULTS_VERSION;
}

function view(doc: FetchedDoc | null | undefined, sameEndpoint: boolean): DocView {
  if (!doc) return NOT_LOOKED;
  if (doc.outcome === 'error')
    return { present: false, valid: false, sameEndpoint: false, problem: `could not fetch (${doc.error ?? 'error'})`, url: doc.url };
  if (doc.outcome === 'absent') return { present: false, valid: false, sameEndpoint: false, url: doc.url };
  const out: DocView = { present: true, valid: doc.valid === true, sameEndpoint, url: doc.url };
  if (doc.problem) out.problem = doc.problem;
  return out;
}

export function surfaceView(input: SurfaceViewInput): SurfacesView {
  const checkedAt = input.checkedAt ? input.checkedAt.toISOString() : null;
  const r = isResults(input.results) ? input.results : null;
  if (!r) {
    return {
      domain: input.domain,
      via: input.via,
      checkedAt: null,
      serverCard: NOT_LOOKED,
      wellKnownServerCard: NOT_LOOKED,
      mcpCatalog: NOT_LOOKED,
      aiCatalog: NOT_LOOKED,
      agentCard: { present: false },
      registryAuth: { present: false },
      consistent: null,
    };
  }
  const registry = new Set(input.registryUrls.map(trim));
  const names = (card: CardDoc | null | undefined) =>
    card?.outcome === 'present' && (card.remoteUrls ?? []).some((u) => registry.has(trim(u)));

  const cardsByUrl = new Map<string, CardDoc>();
  for (const c of [...r.remoteCards, ...(r.wellKnownServerCard ? [r.wellKnownServerCard] : []), ...r.linkedCards]) cardsByUrl.set(c.url, c);
  const catalogNames = (cat: CatalogDoc | null) => cat?.outcome === 'present' && (cat.cardUrls ?? []).some((u) => names(cardsByUrl.get(u)));

  const ownCardUrls = input.remoteUrlsHere.map(remoteCardUrl);
  const ownCards = r.remoteCards.filter((c) => ownCardUrls.includes(c.url));
  const ownCard = ownCards.find((c) => c.outcome === 'present') ?? ownCards[0];

  const serverCard =
    input.via === 'namespace' || ownCardUrls.length === 0
      ? { ...NOT_LOOKED, problem: 'no streamable HTTP remote on this domain' }
      : view(ownCard, names(ownCard));
  const wellKnownServerCard = view(r.wellKnownServerCard, names(r.wellKnownServerCard));
  const mcpCatalog = view(r.mcpCatalog, catalogNames(r.mcpCatalog));
  const aiCatalog = view(r.aiCatalog, catalogNames(r.aiCatalog));

  const evidence = [serverCard, wellKnownServerCard, mcpCatalog, aiCatalog].filter((d) => d.present && d.valid);
  const consistent = evidence.length === 0 ? null : evidence.some((d) => d.sameEndpoint);
  return {
    domain: input.domain,
    via: input.via,
    checkedAt,
    serverCard,
    wellKnownServerCard,
    mcpCatalog,
    aiCatalog,
    agentCard: { present: r.agentCard?.outcome === 'present' },
    registryAuth: { present: r.registryAuth?.outcome === 'present' },
    consistent,
  };
}
