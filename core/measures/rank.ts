// Rank score rank-v1, 0 to 100 (docs/ranking.md, "Rank score").
//
//   rankScore(input, settings) -> RankResult
//     input.measures     computeMeasures(...) of the server
//     input.toolQuality  toolQuality(...) of its latest check that said something (null: unknown, counts 0)
//     input.clients30    distinct lookup clients in 30 days (ignored while lookups are switched off)
//     settings.lookups   { enabled, since }: the switch and the date it last changed (recorded with results)
//   RankResult { score, version, parts, weights, isNew, lookups }
//     score   0-100 rounded to 0.01, or null for a server never measured (no checked day in 30 days):
//             such servers come last
//     parts   each in [0, 1]; lookups is null while switched off
//     weights the share of 100 each part carries in this result (0.25 each, or 1/3 each with lookups off)
//
// Parts:
//   stability  0.50 x success30 + 0.25 x success7 + 0.25 x firstTry30. success7 is null when the
//              server was checked in the last 30 days but not the last 7; success30 then takes its
//              place. Measured on fewer than 7 days: pulled toward 0.5 with weight days/7, marked isNew.
//   tools      tool quality as given
//   speed      median response time over successful checks in 30 days: <= 200 ms = 1, >= 10 s = 0,
//              1 - ln(ms/200) / ln(50) between (so 1.41 s is 0.5); no successful check = 0
//   lookups    log10(1 + clients) / log10(1 + 1000), capped at 1: 1 client = 0.10, 31 = 0.50, 1000+ = 1
import type { Measures } from './measures.js';

export const RANK_RULE_VERSION = 'rank-v1';
export const SPEED_BEST_MS = 200;
export const SPEED_WORST_MS = 10_000;
export const LOOKUPS_FULL_AT = 1000;
export const NEW_BELOW_DAYS = 7;

export interface RankSettings {
  lookups: { enabled: boolean; since: string | null };
}

export interface RankInput {
  measures: Pick<Measures, 'success7' | 'success30' | 'firstTry30' | 'medianMs30' | 'daysMeasured'>;
  toolQuality: number | null;
  clients30?: number;
}

export interface RankResult {
  score: number | null;
  version: string;
  parts: { stability: number; tools: number; speed: number; lookups: number | null } | null;
  weights: { stability: number; tools: number; speed: number; lookups: number };
  isNew: boolean;
  lookups: { enabled: boolean; since: string | null };
}

export function speedPart(medianMs: number | null): number {
  if (medianMs === null) return 0;
  if (medianMs <= SPEED_BEST_MS) return 1;
  if (medianMs >= SPEED_WORST_MS) return 0;
  return 1 - Math.log(medianMs / SPEED_BEST_MS) / Math.log(SPEED_WORST_MS / SPEED_BEST_MS);
}

export function lookupsPart(clients: number): number {
  if (!(clients > 0)) return 0;
  return Math.min(1, Math.log10(1 + clients) / Math.log10(1 + LOOKUPS_FULL_AT));
}

export function stabilityPart(m: RankInput['measures']): number {
  const s30 = m.success30 ?? 0;
  const raw = 0.5 * s30 + 0.25 * (m.success7 ?? s30) + 0.25 * (m.firstTry30 ?? 0);
  if (m.daysMeasured >= NEW_BELOW_DAYS) return raw;
  const w = m.daysMeasured / NEW_BELOW_DAYS;
  return w * raw + (1 - w) * 0.5;
}

export function rankScore(input: RankInput, settings: RankSettings): RankResult {
  const on = settings.lookups.enabled;
  const weights = on
    ? { stability: 0.25, tools: 0.25, speed: 0.25, lookups: 0.25 }
    : { stability: 1 / 3, tools: 1 / 3, speed: 1 / 3, lookups: 0 };
  const lookups = { enabled: on, since: settings.lookups.since };
  const m = input.measures;
  const isNew = m.daysMeasured < NEW_BELOW_DAYS;
  if (m.daysMeasured === 0 || m.success30 === null)
    return { score: null, version: RANK_RULE_VERSION, parts: null, weights, isNew, lookups };
  const parts = {
    stability: stabilityPart(m),
    tools: Math.min(1, Math.max(0, input.toolQuality ?? 0)),
    speed: speedPart(m.medianMs30),
    lookups: on ? lookupsPart(input.clients30 ?? 0) : null,
  };
  const sum =
    weights.stability * parts.stability +
    weights.tools * parts.tools +
    weights.speed * parts.speed +
    weights.lookups * (parts.lookups ?? 0);
  return { score: Math.round(sum * 10_000) / 100, version: RANK_RULE_VERSION, parts, weights, isNew, lookups };
}
