// How a probe step ends the check early with a verdict (not_mcp, auth_required, ...), as opposed to the
// safe client's typed transport errors, which classify.ts turns into verdicts.
import type { Verdict } from './classify.js';

export class ProbeFailure extends Error {
  constructor(readonly verdict: Verdict) {
    super(`${verdict.state}${verdict.detail ? `: ${verdict.detail}` : ''}`);
    this.name = 'ProbeFailure';
  }
}
