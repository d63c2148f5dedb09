// A search document with every field empty but those a test gives: small hand-made catalogues for the
// search index tests. Ids are unique within a test process.
import type { SearchDoc } from '../../catalog/search/index.js';

let nextId = 1;
export function searchDoc(p: Partial<SearchDoc> & { name: string }): SearchDoc {
  return {
    id: nextId++,
    slug: p.name.replace(/[^a-z0-9]+/gi, '-'),
    title: null,
    description: null,
    tools: [],
    categories: [],
    state: null,
    auth: null,
    transports: [],
    risk: null,
    euHosting: null,
    toolCount: null,
    rankScore: null,
    success7d: null,
    success30d: null,
    firstTry30d: null,
    medianResponseMs: null,
    publishedAt: null,
    updatedAt: null,
    lastToolChangeAt: null,
    lookups30d: null,
    removed: false,
    ...p,
  };
}
