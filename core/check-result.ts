// The check contract (docs/checks.md, "What a result means"): the one shape a check produces,
// stored in `checks`, printed by `switchboard check URL --json`. Every key is always present; null means
// "does not apply to this outcome". Keys after `attempt` are what a check records beyond the contract.
import { z } from 'zod';

export const OUTCOME_STATES = {
  reachable: ['responds', 'auth_required', 'payment_required', 'access_denied'],
  not_reachable: ['dns', 'connect', 'timeout', 'tls', 'http_error', 'not_mcp', 'too_large', 'handshake_error'],
  not_checked: ['placeholder', 'non_public_address', 'disallowed_port', 'disallowed_scheme', 'paused_by_owner'],
  refused: ['rate_limited', 'blocked'],
} as const;

export type Outcome = keyof typeof OUTCOME_STATES;
export type CheckState = (typeof OUTCOME_STATES)[Outcome][number];
export type ReachableState = (typeof OUTCOME_STATES)['reachable'][number];
export type NotReachableState = (typeof OUTCOME_STATES)['not_reachable'][number];
export type NotCheckedState = (typeof OUTCOME_STATES)['not_checked'][number];
export type RefusedState = (typeof OUTCOME_STATES)['refused'][number];

/** Every state, in the contract's order (outcome by outcome): the one list filters and schemas take. */
export const ALL_STATES = Object.values(OUTCOME_STATES).flat() as [CheckState, ...CheckState[]];

export function outcomeOf(state: CheckState): Outcome {
  for (const [outcome, states] of Object.entries(OUTCOME_STATES)) {
    if ((states as readonly string[]).includes(state)) return outcome as Outcome;
  }
  throw new Error(`unknown state ${state}`);
}

export const ToolRecordSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  inputSchema: z.unknown().nullable(),
  hasOutputSchema: z.boolean(),
  annotations: z.record(z.string(), z.unknown()).nullable(),
});
export type ToolRecord = z.infer<typeof ToolRecordSchema>;

/** OAuth detail of an endpoint that asked for sign-in (checker/probe/oauth-metadata.ts reads it). */
export const OAuthDetailSchema = z.object({
  /** Where the protected-resource metadata (RFC 9728) was read or tried. */
  resourceMetadataUrl: z.string(),
  /** The authorization server's issuer, from that metadata. */
  issuer: z.string().nullable(),
  /** registration_endpoint published (RFC 7591 dynamic client registration). */
  dcr: z.boolean().nullable(),
  /** client_id_metadata_document_supported: true (Client ID Metadata Documents). */
  cimd: z.boolean().nullable(),
  /** code_challenge_methods_supported includes S256. */
  pkceS256: z.boolean().nullable(),
  /** scopes_supported of the resource, else of the authorization server. */
  scopes: z.array(z.string()),
  /** Why a document could not be read; null when both were. */
  error: z.string().nullable(),
});
export type OAuthDetail = z.infer<typeof OAuthDetailSchema>;

export const EraSchema = z.enum(['modern', 'initialize', 'legacy-sse']);
export type Era = z.infer<typeof EraSchema>;

export const CheckResultSchema = z
  .object({
    url: z.string(),
    transport: z.enum(['streamable-http', 'sse']),
    outcome: z.enum(['reachable', 'not_reachable', 'not_checked', 'refused']),
    state: z.enum(ALL_STATES),
    httpStatus: z.number().int().nullable(),
    retryAfterSeconds: z.number().int().min(0).nullable(),
    auth: z.object({ scheme: z.enum(['oauth', 'api_key']), resourceMetadata: z.string().nullable() }).nullable(),
    era: EraSchema.nullable(),
    protocolVersion: z.string().nullable(),
    server: z.object({ name: z.string().nullable(), version: z.string().nullable(), title: z.string().nullable() }).nullable(),
    toolCount: z.number().int().min(0).nullable(),
    tools: z.array(ToolRecordSchema).nullable(),
    toolsTruncated: z.boolean(),
    responseMs: z.number().int().min(0).nullable(),
    checkedAt: z.string(),
    attempt: z.number().int().min(1),
    // Recorded beyond the contract:
    /** One line saying why, for people (never parsed). */
    detail: z.string().nullable(),
    /** The URL was https. */
    tls: z.boolean().nullable(),
    instructions: z.object({ text: z.string(), length: z.number().int() }).nullable(),
    /** tools/list failed after a good handshake (the state stays `responds`). */
    toolsError: z.string().nullable(),
    pingOk: z.boolean().nullable(),
    /** DELETE of the session answered 2xx (null: no session, or not sent). */
    sessionEnded: z.boolean().nullable(),
    totalMs: z.number().int().min(0),
    bytesRead: z.number().int().min(0),
    /** Every IP address the check connected to. */
    addresses: z.array(z.string()),
    /** auth_required with a challenge: what the OAuth metadata says (at most two extra GETs); null otherwise. */
    oauth: OAuthDetailSchema.nullable().optional(),
  })
  .superRefine((r, ctx) => {
    if (outcomeOf(r.state) !== r.outcome)
      ctx.addIssue({ code: 'custom', message: `state ${r.state} does not belong to outcome ${r.outcome}` });
  });

export type CheckResult = z.infer<typeof CheckResultSchema>;
