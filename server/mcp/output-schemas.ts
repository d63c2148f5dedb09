// Output schemas of the tools (what structuredContent holds). Precise at the top, loose underneath where
// the shape belongs to another part (rank parts from the scheduler, change details from the checker).
import * as z from 'zod';

const Unverified = z.object({ title: z.string().nullable(), description: z.string().nullable() });

export const ServerListItemSchema = z.object({
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  remotes: z.array(z.object({ type: z.string(), url: z.string().nullable() })),
  transports: z.array(z.string()),
  state: z.string().nullable(),
  auth: z.string().nullable(),
  rank: z.object({ score: z.number().nullable(), parts: z.record(z.string(), z.unknown()).nullable(), version: z.string().nullable(), isNew: z.boolean() }),
  success7d: z.number().nullable(),
  success30d: z.number().nullable(),
  medianResponseMs: z.number().nullable(),
  toolCount: z.number().nullable(),
  categories: z.array(z.string()),
  declaredRisk: z.string().nullable(),
  euHosting: z.boolean().nullable(),
  noticesCount: z.number(),
  removed: z.boolean(),
  tier: z.number().nullable().describe('1 exact name, 2 all words in name/title, 3 all words anywhere, 4 partial, 5 fuzzy; null without a query'),
  unverified: Unverified,
});

export const SearchOutputSchema = z.object({
  note: z.string(),
  total: z.number().describe('servers matching, over all pages'),
  nextCursor: z.string().nullable().describe('pass as cursor for the next page; null on the last page'),
  results: z.array(ServerListItemSchema),
});

export const ServerDetailSchema = z.looseObject({
  name: z.string(),
  slug: z.string(),
  version: z.string(),
  status: z.string(),
  unverified: z.looseObject({ title: z.string().nullable(), description: z.string().nullable() }),
  namespace: z.looseObject({ kind: z.string(), summary: z.string(), claimedBy: z.string().nullable() }),
  remotes: z.array(z.looseObject({ type: z.string(), url: z.string().nullable(), lastCheck: z.unknown(), install: z.unknown() })),
  measures: z.unknown(),
  rank: z.unknown(),
  tools: z.array(z.looseObject({ name: z.string(), hints: z.unknown(), unverified: z.unknown() })),
  categories: z.array(z.looseObject({ id: z.string(), name: z.string(), source: z.string() })),
  risk: z.looseObject({ declared: z.string().nullable() }),
  notices: z.array(z.looseObject({ rule: z.string(), field: z.string(), excerpt: z.string() })),
  hosting: z.unknown(),
  changes30d: z.array(z.unknown()),
  notice: z.looseObject({ kind: z.string(), message: z.string() }).nullable(),
});

export const GetServerOutputSchema = z.object({ note: z.string(), server: ServerDetailSchema });

export const ChangesOutputSchema = z.object({
  window: z.object({ from: z.string() }),
  nextCursor: z.string().nullable(),
  changes: z.array(z.object({
    id: z.number(),
    at: z.string(),
    day: z.string(),
    kind: z.string(),
    server: z.object({ name: z.string(), slug: z.string() }),
    details: z.unknown(),
  })),
});

export const CategoriesOutputSchema = z.object({
  version: z.string(),
  categories: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), servers: z.number() })),
  aliases: z.record(z.string(), z.array(z.string())),
});
